import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config';
import { createAi } from '../src/infra/ai';

/**
 * Each adapter against a fake API on 127.0.0.1 that answers as the real one does: the Gemini
 * generateContent and OpenAI chat-completions shapes, malformed JSON, 429 and 500.
 */

type Reply = { status: number; json?: unknown; text?: string };

interface Fake {
  url: string;
  requests: Array<{
    path: string;
    headers: IncomingMessage['headers'];
    body: Record<string, unknown>;
  }>;
}

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** Serves the replies in order, the last one again when they run out. */
async function fakeApi(replies: Reply[]): Promise<Fake> {
  const fake: Fake = { url: '', requests: [] };
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      fake.requests.push({
        path: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(raw || '{}') as Record<string, unknown>,
      });
      const reply = replies[Math.min(fake.requests.length - 1, replies.length - 1)]!;
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(reply.text ?? JSON.stringify(reply.json ?? {}));
    });
  });
  await new Promise<void>((ready) => server!.listen(0, '127.0.0.1', ready));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

const REPORT = {
  atsScore: 81,
  summary: 'A strong match.',
  strengths: ['Node.js experience'],
  suggestions: ['Add Kubernetes'],
  matchedKeywords: ['Node.js'],
  missingKeywords: ['Kubernetes'],
  breakdown: { hardSkills: 80 },
};

const geminiAnswer = (text: string) => ({
  candidates: [{ content: { parts: [{ text }], role: 'model' }, finishReason: 'STOP', index: 0 }],
});
const openAiAnswer = (content: string) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});
const apiError = (status: number, message: string) => ({
  error: { code: status, message, status: 'ERROR' },
});

const INPUT = {
  cvText: 'Backend developer. Skills: Node.js, TypeScript, PostgreSQL.',
  jobDescription: 'Backend Engineer. Requirements: Node.js, Kubernetes.',
};

const logger = pino({ level: 'silent' });

function aiFor(provider: 'gemini' | 'openai', url: string) {
  const config: Config['ai'] = {
    provider,
    timeoutMs: 5000,
    gemini: { apiKey: 'test-gemini-key', model: 'gemini-test', baseUrl: url },
    openai: { baseUrl: `${url}/v1`, apiKey: 'test-openai-key', model: 'model-test' },
  };
  return createAi(config, { logger });
}

const adapters = [
  {
    provider: 'gemini' as const,
    ok: (json: unknown) => ({ status: 200, json: geminiAnswer(JSON.stringify(json)) }),
    malformed: { status: 200, json: geminiAnswer('{"atsScore": 81, "summary": ') },
    checkRequest: (request: Fake['requests'][number]) => {
      expect(request.path).toContain('/models/gemini-test:generateContent');
      expect(request.headers['x-goog-api-key']).toBe('test-gemini-key');
      const config = request.body.generationConfig as Record<string, unknown>;
      expect(config.responseMimeType).toBe('application/json');
      expect(config.responseJsonSchema).toBeDefined();
    },
  },
  {
    provider: 'openai' as const,
    ok: (json: unknown) => ({ status: 200, json: openAiAnswer(JSON.stringify(json)) }),
    malformed: { status: 200, json: openAiAnswer('not json at all') },
    checkRequest: (request: Fake['requests'][number]) => {
      expect(request.path).toBe('/v1/chat/completions');
      expect(request.headers.authorization).toBe('Bearer test-openai-key');
      expect(request.body.model).toBe('model-test');
      expect(request.body.response_format).toEqual({ type: 'json_object' });
    },
  },
];

describe.each(adapters)('the $provider adapter', ({ provider, ok, malformed, checkRequest }) => {
  it('answers with the validated report and says who answered', async () => {
    const fake = await fakeApi([ok(REPORT)]);
    const answer = await aiFor(provider, fake.url).atsReport(INPUT);
    expect(answer.source).toEqual({ provider, fallback: false });
    expect(answer.value).toMatchObject({ atsScore: 81, missingKeywords: ['Kubernetes'] });
    expect(fake.requests).toHaveLength(1);
    checkRequest(fake.requests[0]!);
  });

  it('asks once more when the answer is malformed, and uses the second answer', async () => {
    const fake = await fakeApi([malformed, ok(REPORT)]);
    const answer = await aiFor(provider, fake.url).atsReport(INPUT);
    expect(fake.requests).toHaveLength(2);
    expect(answer.source.provider).toBe(provider);
    expect(answer.value.atsScore).toBe(81);
  });

  it('falls back to the local engine after two invalid answers, and says so', async () => {
    const fake = await fakeApi([ok({ atsScore: 'high' })]);
    const answer = await aiFor(provider, fake.url).atsReport(INPUT);
    expect(fake.requests).toHaveLength(2);
    expect(answer.source).toMatchObject({ provider: 'local', fallback: true });
    expect(answer.source.notice).toContain('invalid');
    expect(answer.value.missingKeywords).toContain('Kubernetes');
  });

  it('falls back with a clear notice when rate limited', async () => {
    const fake = await fakeApi([{ status: 429, json: apiError(429, 'Resource exhausted') }]);
    const answer = await aiFor(provider, fake.url).qualityReport({ cvText: INPUT.cvText });
    expect(fake.requests).toHaveLength(1);
    expect(answer.source).toMatchObject({ provider: 'local', fallback: true });
    expect(answer.source.notice).toContain('busy (rate limited)');
    expect(answer.value.qualityScore).toBeGreaterThanOrEqual(0);
  });

  it('falls back with a clear notice on a server error', async () => {
    const fake = await fakeApi([{ status: 500, json: apiError(500, 'Internal error') }]);
    const answer = await aiFor(provider, fake.url).generateContent({
      fieldType: 'summary',
      context: { title: 'Backend Developer', skills: ['Node.js'] },
    });
    expect(answer.source.notice).toContain('HTTP 500');
    expect(answer.value).toContain('Backend Developer');
  });

  it('treats a blank text as invalid writing help', async () => {
    const fake = await fakeApi([ok({ text: '   ' })]);
    const answer = await aiFor(provider, fake.url).generateContent({
      fieldType: 'summary',
      existingText: 'i build apis',
    });
    expect(fake.requests).toHaveLength(2);
    expect(answer.source.fallback).toBe(true);
    expect(answer.value).toBe('I build apis.');
  });
});
