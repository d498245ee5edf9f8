import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { atsReportSchema, type AtsReport, type TailoredResult } from '@careercard/shared/analysis';
import { cvExperienceMonths, yearsText } from '@careercard/shared/career';
import { sampleCv } from '@careercard/shared/cv-sample';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config';
import { createAi, type LocalEngine } from '../src/infra/ai';
import { accountantCv } from './helpers';

/**
 * Each adapter against a fake API on 127.0.0.1 that answers as the real one does (Gemini's
 * generateContent, OpenAI's chat completions), then malformed JSON, 429, 500, silence. A tiny
 * fake local engine makes the fallbacks visible without depending on the real engine's output.
 */

/** `hang` never answers, to let the timeout fire. */
type Reply = { status: number; json?: unknown } | 'hang';

interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  server = undefined;
});

/** Serves the replies in order, the last one again when they run out. */
async function fakeApi(replies: Reply[]) {
  const requests: Recorded[] = [];
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(raw || '{}') as Record<string, unknown>,
      });
      const reply = replies[Math.min(requests.length - 1, replies.length - 1)]!;
      if (reply === 'hang') return;
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.json ?? {}));
    });
  });
  await new Promise<void>((ready) => server!.listen(0, '127.0.0.1', ready));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

/** The figures the (fake) engine measures: the numbers of every report, whoever writes it. */
const FIGURES: AtsReport = {
  atsScore: 42,
  summary: 'Local.',
  strengths: [],
  suggestions: [],
  matchedKeywords: ['Node.js'],
  missingKeywords: ['Kubernetes'],
  breakdown: {
    hardSkills: 50,
    jobTitle: 90,
    keywords: 35,
    experience: 70,
    education: 100,
    readability: 85,
  },
};

/** What the provider writes: the commentary on those figures. */
const COMMENTARY = {
  summary: 'Your CV is a weak match for the Backend Engineer role (42/100).',
  strengths: ['Node.js experience'],
  suggestions: ['Add Kubernetes'],
};
const REPORT: AtsReport = { ...FIGURES, ...COMMENTARY };

/** What the fake engine answers: recognisable, and counted. */
function fakeEngine() {
  const calls: string[] = [];
  const engine: LocalEngine = {
    atsReport: () => (calls.push('atsReport'), FIGURES),
    qualityReport: () => (
      calls.push('qualityReport'),
      { qualityScore: 55, summary: 'Local.', strengths: [], suggestions: [] }
    ),
    tailor: ({ cvData }) => (
      calls.push('tailor'),
      { tailoredCV: cvData, suggestions: [], coverLetter: 'Local letter.' }
    ),
    generateContent: () => (calls.push('generateContent'), { text: 'Local text.' }),
  };
  return { engine, calls };
}

/** Warn lines as JSON, to check what reaches the logs. */
function captureLogs() {
  const lines: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

const INPUT = {
  cvText: 'Backend developer. Skills: Node.js, TypeScript, PostgreSQL.',
  jobDescription: 'Backend Engineer. Requirements: Node.js, Kubernetes.',
};

const KEYS = { gemini: 'test-gemini-key', openai: 'test-openai-key' };

function aiFor(provider: 'gemini' | 'openai', url: string, options: { timeoutMs?: number } = {}) {
  const config: Config['ai'] = {
    provider,
    timeoutMs: options.timeoutMs ?? 5000,
    gemini: { apiKey: KEYS.gemini, model: 'gemini-test', baseUrl: url },
    openai: { baseUrl: `${url}/v1`, apiKey: KEYS.openai, model: 'model-test' },
  };
  const { engine, calls } = fakeEngine();
  const { logger, lines } = captureLogs();
  return { ai: createAi(config, { logger, local: engine }), calls, logs: lines };
}

const geminiAnswer = (text: string) => ({
  candidates: [{ content: { parts: [{ text }], role: 'model' }, finishReason: 'STOP', index: 0 }],
  modelVersion: 'gemini-test',
});
const openAiAnswer = (content: string) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  model: 'model-test',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});
/** Both APIs wrap errors as { error: { code, message, status } } (OpenAI: type for status). */
const apiError = (status: number, message: string) => ({
  status,
  json: { error: { code: status, message, status: 'RESOURCE_EXHAUSTED' } },
});

const adapters = [
  {
    provider: 'gemini' as const,
    answer: (text: string) => ({ status: 200, json: geminiAnswer(text) }),
    checkRequest: (request: Recorded) => {
      expect(request.method).toBe('POST');
      expect(request.path).toBe('/v1beta/models/gemini-test:generateContent');
      expect(request.headers['x-goog-api-key']).toBe(KEYS.gemini);
      const config = request.body.generationConfig as Record<string, unknown>;
      expect(config.responseMimeType).toBe('application/json');
      expect(config.responseJsonSchema).toMatchObject({
        type: 'object',
        required: expect.arrayContaining(['summary', 'suggestions']) as unknown,
      });
      expect(JSON.stringify(request.body.systemInstruction)).toContain('figures');
      // The engine's figures go with the texts, for the commentary to state.
      expect(JSON.stringify(request.body.contents)).toContain('Kubernetes');
      expect(JSON.stringify(request.body.contents)).toContain('\\"atsScore\\":42');
    },
    userText: (request: Recorded) => JSON.stringify(request.body.contents),
  },
  {
    provider: 'openai' as const,
    answer: (text: string) => ({ status: 200, json: openAiAnswer(text) }),
    checkRequest: (request: Recorded) => {
      expect(request.method).toBe('POST');
      expect(request.path).toBe('/v1/chat/completions');
      expect(request.headers.authorization).toBe(`Bearer ${KEYS.openai}`);
      expect(request.body.model).toBe('model-test');
      expect(request.body.response_format).toEqual({ type: 'json_object' });
      const messages = request.body.messages as Array<{ role: string; content: string }>;
      expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
      expect(messages[0]!.content).toContain('"summary"');
      expect(messages[1]!.content).toContain('Kubernetes');
      expect(messages[1]!.content).toContain('"atsScore":42');
    },
    userText: (request: Recorded) => JSON.stringify(request.body.messages),
  },
];

describe.each(adapters)('the $provider adapter', ({ provider, answer, checkRequest, userText }) => {
  const ok = (json: unknown) => answer(JSON.stringify(json));
  const malformed = answer('{"summary": "A weak');

  it("answers with the validated commentary on the engine's figures and says who answered", async () => {
    const fake = await fakeApi([ok(COMMENTARY)]);
    const { ai, calls } = aiFor(provider, fake.url);
    const result = await ai.atsReport(INPUT);
    expect(result).toEqual({ value: REPORT, source: { provider, fallback: false } });
    expect(fake.requests).toHaveLength(1);
    checkRequest(fake.requests[0]!);
    expect(calls).toEqual(['atsReport']);
  });

  it('keeps every figure the engine measured, whatever numbers the answer holds', async () => {
    const fake = await fakeApi([
      ok({ ...COMMENTARY, atsScore: 95, breakdown: { hardSkills: 100 }, missingKeywords: [] }),
    ]);
    const result = await aiFor(provider, fake.url).ai.atsReport(INPUT);
    expect(result.value).toEqual(REPORT);
    expect(result.source).toEqual({ provider, fallback: false });
  });

  it('refuses a summary that states another score or calls the match otherwise', async () => {
    for (const summary of [
      'Your CV is a weak match (90/100).',
      'A 90% match.',
      'Your CV is a strong match for this role.',
    ]) {
      const fake = await fakeApi([ok({ ...COMMENTARY, summary })]);
      const { ai, logs } = aiFor(provider, fake.url);
      const result = await ai.atsReport(INPUT);
      expect(fake.requests, summary).toHaveLength(2);
      expect(result.value.summary).toBe('Local.');
      expect(result.source).toMatchObject({ provider: 'local', fallback: true });
      expect(logs.join('\n')).toMatch(/states 90|calls a weak match strong/);
      server?.closeAllConnections();
      await new Promise<void>((done) => server!.close(() => done()));
      server = undefined;
    }
  });

  it('asks once more when the answer is malformed, and uses the second answer', async () => {
    const fake = await fakeApi([malformed, ok(COMMENTARY)]);
    const { ai, calls } = aiFor(provider, fake.url);
    const result = await ai.atsReport(INPUT);
    expect(fake.requests).toHaveLength(2);
    expect(result).toEqual({ value: REPORT, source: { provider, fallback: false } });
    expect(calls).toEqual(['atsReport']);
    // The retry says what was wrong, so the model can do better.
    expect(userText(fake.requests[1]!)).toContain('malformed JSON');
  });

  it('falls back to the local engine after two malformed answers, and says so', async () => {
    const fake = await fakeApi([malformed]);
    const { ai, calls, logs } = aiFor(provider, fake.url);
    const result = await ai.atsReport(INPUT);
    expect(fake.requests).toHaveLength(2);
    expect(calls).toEqual(['atsReport']);
    expect(result.value.summary).toBe('Local.');
    expect(result.source).toEqual({
      provider: 'local',
      fallback: true,
      notice: 'The AI provider returned an invalid answer; our built-in analyzer answered instead.',
    });
    expect(logs).toHaveLength(2);
  });

  it('treats JSON that breaks the schema as invalid too', async () => {
    const fake = await fakeApi([ok({ ...COMMENTARY, summary: 5 })]);
    const { ai, logs } = aiFor(provider, fake.url);
    const result = await ai.atsReport(INPUT);
    expect(fake.requests).toHaveLength(2);
    expect(result.source).toMatchObject({ provider: 'local', fallback: true });
    expect(logs.join('\n')).toContain('summary');
  });

  it('falls back at once with a clear notice when rate limited, and logs no key', async () => {
    const fake = await fakeApi([apiError(429, 'Resource exhausted')]);
    const { ai, calls, logs } = aiFor(provider, fake.url);
    const result = await ai.qualityReport({ cvText: INPUT.cvText });
    expect(fake.requests).toHaveLength(1);
    expect(calls).toEqual(['qualityReport']);
    expect(result).toEqual({
      value: { qualityScore: 55, summary: 'Local.', strengths: [], suggestions: [] },
      source: {
        provider: 'local',
        fallback: true,
        notice: 'The AI provider is busy (rate limited); our built-in analyzer answered instead.',
      },
    });
    expect(logs).toHaveLength(1);
    expect(JSON.parse(logs[0]!)).toMatchObject({ level: 40, provider, status: 429 });
    expect(logs[0]).not.toContain(KEYS[provider]);
  });

  it('falls back with a clear notice on a server error', async () => {
    const fake = await fakeApi([apiError(500, 'Internal error')]);
    const { ai, calls } = aiFor(provider, fake.url);
    const result = await ai.generateContent({ fieldType: 'summary', existingText: 'i build apis' });
    expect(fake.requests).toHaveLength(1);
    expect(calls).toEqual(['generateContent']);
    expect(result.value).toEqual({ text: 'Local text.' });
    expect(result.source.notice).toBe(
      'The AI provider failed (HTTP 500); our built-in analyzer answered instead.',
    );
  });

  it('falls back when the provider does not answer in time', async () => {
    const fake = await fakeApi(['hang']);
    const { ai, calls } = aiFor(provider, fake.url, { timeoutMs: 200 });
    const result = await ai.atsReport(INPUT);
    expect(fake.requests).toHaveLength(1);
    expect(calls).toEqual(['atsReport']);
    expect(result.source.notice).toContain('did not answer in time');
  });

  it('falls back when the provider cannot be reached', async () => {
    const fake = await fakeApi([ok(REPORT)]);
    await new Promise<void>((done) => server!.close(() => done()));
    server = undefined;
    const result = await aiFor(provider, fake.url).ai.atsReport(INPUT);
    expect(result.source.notice).toContain('could not be reached');
  });

  it('takes the text of writing help, and treats a blank text as invalid', async () => {
    const good = await fakeApi([ok({ text: '  Backend developer who builds APIs for shops.  ' })]);
    const first = await aiFor(provider, good.url).ai.generateContent({
      fieldType: 'summary',
      existingText: 'i build apis for shops as a backend developer',
    });
    expect(first).toEqual({
      value: { text: 'Backend developer who builds APIs for shops.' },
      source: { provider, fallback: false },
    });

    const blank = await fakeApi([ok({ text: '   ' })]);
    const { ai, calls } = aiFor(provider, blank.url);
    const second = await ai.generateContent({ fieldType: 'summary', existingText: 'i build apis' });
    expect(blank.requests).toHaveLength(2);
    expect(calls).toEqual(['generateContent']);
    expect(second.source).toMatchObject({ provider: 'local', fallback: true });
  });
});

describe.each(adapters)('writing help through the $provider adapter', ({ provider, answer }) => {
  const ok = (json: unknown) => answer(JSON.stringify(json));
  const cv = { ...accountantCv, title: 'Junior Accountant' };
  const request = { fieldType: 'summary' as const, existingText: '', cv };

  it('refuses a text with an employer, a figure or a skill the CV does not hold, and asks again', async () => {
    const honest =
      'Junior Accountant at Karnaphuli Biscuit Works who reconciles 14 bank accounts in Tally.';
    const fake = await fakeApi([
      ok({ text: 'Accountant at Meghdoot Foods who cut costs by 30% using SAP.' }),
      ok({ text: honest }),
    ]);
    const { ai, calls, logs } = aiFor(provider, fake.url);
    const result = await ai.generateContent(request);
    expect(fake.requests).toHaveLength(2);
    expect(calls).toEqual([]);
    expect(result).toEqual({ value: { text: honest }, source: { provider, fallback: false } });
    // The log says what kind of fact was refused, never the words.
    expect(logs[0]).toContain('states what the CV does not hold (1 number, 3 names, 1 skill)');
    expect(logs[0]).not.toContain('Meghdoot');
  });

  it('lets the engine draft when the provider invents twice, and says so', async () => {
    const invented = ok({ text: 'Led a team of [number] at Meghdoot Foods since 2019.' });
    const fake = await fakeApi([invented, invented]);
    const { ai, calls } = aiFor(provider, fake.url);
    const result = await ai.generateContent(request);
    expect(calls).toEqual(['generateContent']);
    expect(result.source).toMatchObject({ provider: 'local', fallback: true });
    expect(result.source.notice).toContain('returned an invalid answer');
  });
});

describe('tailoring through an LLM', () => {
  const input = { cvData: sampleCv, jobDescription: 'Staff Engineer at Acme. Kubernetes, Go.' };
  const [first, second] = sampleCv.experience;

  async function tailorWith(tailoredCV: unknown, coverLetter = 'Dear Acme team, …') {
    const answer: Omit<TailoredResult, 'tailoredCV'> & { tailoredCV: unknown } = {
      tailoredCV,
      suggestions: [{ area: 'Skills', suggestion: 'Lead with Kubernetes.' }],
      coverLetter,
    };
    const fake = await fakeApi([{ status: 200, json: openAiAnswer(JSON.stringify(answer)) }]);
    const { ai, calls } = aiFor('openai', fake.url);
    return { result: await ai.tailor(input), requests: fake.requests, calls };
  }

  it('keeps the facts of every entry and takes the reworded parts', async () => {
    const { result, requests } = await tailorWith({
      ...sampleCv,
      personal: { ...sampleCv.personal, name: 'Someone Else', summary: 'Kubernetes lead.' },
      experience: [
        { ...second!, company: 'Google', description: '- Reordered bullets' },
        { ...first!, startDate: 'Jan 2010' },
      ],
    });
    expect(requests).toHaveLength(1);
    expect(result.source).toEqual({ provider: 'openai', fallback: false });
    const cv = result.value.tailoredCV;
    expect(cv.personal).toEqual({ ...sampleCv.personal, summary: 'Kubernetes lead.' });
    expect(cv.experience).toEqual([{ ...second, description: '- Reordered bullets' }, first]);
    expect(result.value.coverLetter).toBe('Dear Acme team, …');
  });

  it('rejects a CV with an invented job, then falls back', async () => {
    const invented = { ...first!, id: 'exp-new', company: 'Acme' };
    const { result, requests, calls } = await tailorWith({
      ...sampleCv,
      experience: [invented, ...sampleCv.experience],
    });
    expect(requests).toHaveLength(2);
    expect(calls).toEqual(['tailor']);
    expect(result.source).toMatchObject({ provider: 'local', fallback: true });
    expect(result.value.coverLetter).toBe('Local letter.');
  });

  it('rejects a placeholder the CV does not have, in the letter or the summary, then falls back', async () => {
    const signedByNobody = await tailorWith(
      sampleCv,
      'Dear Acme team, …\n\nSincerely,\n[Your Name]',
    );
    expect(signedByNobody.requests).toHaveLength(2);
    expect(signedByNobody.result.source).toMatchObject({ provider: 'local', fallback: true });
    expect(signedByNobody.result.value.coverLetter).toBe('Local letter.');
    const summary = 'Engineer who grew [Company] revenue.';
    const inSummary = await tailorWith({
      ...sampleCv,
      personal: { ...sampleCv.personal, summary },
    });
    expect(inSummary.result.source.fallback).toBe(true);
  });

  it('rejects an answer whose CV does not fit the CV schema', async () => {
    const { result, requests } = await tailorWith({ ...sampleCv, skills: 'Go, Kubernetes' });
    expect(requests).toHaveLength(2);
    expect(result.source.fallback).toBe(true);
  });

  it('gives the model the latest role and the years, and keeps its words to that figure', async () => {
    // The sample's summary says 7 years; its roles' dates, Jan 2018 to now, give more.
    const years = yearsText(cvExperienceMonths(sampleCv));
    expect(years).not.toBe('7 years');
    const answer: TailoredResult = {
      tailoredCV: sampleCv,
      suggestions: [],
      coverLetter:
        'Dear Acme team,\n\nI have 7 years of experience, most recently at Padma Softworks Ltd.',
    };
    const fake = await fakeApi([{ status: 200, json: openAiAnswer(JSON.stringify(answer)) }]);
    const result = await aiFor('openai', fake.url).ai.tailor(input);
    expect(result.source).toEqual({ provider: 'openai', fallback: false });
    const prompt = JSON.stringify(fake.requests[0]!.body.messages);
    expect(prompt).toContain(
      'Latest role: Senior Software Engineer at Padma Softworks Ltd. (current)',
    );
    expect(prompt).toContain(`Years of experience: ${years}`);
    expect(result.value.coverLetter).toBe(
      `Dear Acme team,\n\nI have ${years} of experience, most recently at Padma Softworks Ltd.`,
    );
    expect(result.value.tailoredCV.personal.summary).toMatch(
      new RegExp(`^Software engineer with ${years} of experience building web platforms`),
    );
  });
});

describe('the openai adapter without a key', () => {
  it('sends no Authorization header, as local servers (Ollama) need none', async () => {
    // The real engine measures the figures here: a commentary that states no score fits any.
    const commentary = { ...COMMENTARY, summary: 'Commentary from the model.' };
    const fake = await fakeApi([{ status: 200, json: openAiAnswer(JSON.stringify(commentary)) }]);
    const ai = createAi(
      {
        provider: 'openai',
        timeoutMs: 5000,
        gemini: { apiKey: undefined, model: 'unused', baseUrl: undefined },
        openai: { baseUrl: `${fake.url}/v1/`, apiKey: undefined, model: 'llama3.2' },
      },
      { logger: pino({ level: 'silent' }) },
    );
    const result = await ai.atsReport(INPUT);
    expect(result.source.provider).toBe('openai');
    expect(fake.requests[0]!.path).toBe('/v1/chat/completions');
    expect(fake.requests[0]!.headers.authorization).toBeUndefined();
    expect(fake.requests[0]!.body.model).toBe('llama3.2');
  });
});

describe('the local provider', () => {
  it('answers with the built-in engine, without a network call', async () => {
    const ai = createAi(
      {
        provider: 'local',
        timeoutMs: 5000,
        gemini: { apiKey: undefined, model: 'unused', baseUrl: undefined },
        openai: { baseUrl: 'http://127.0.0.1:9/v1', apiKey: undefined, model: 'unused' },
      },
      { logger: pino({ level: 'silent' }) },
    );
    const result = await ai.atsReport(INPUT);
    expect(result.source).toEqual({ provider: 'local', fallback: false });
    expect(atsReportSchema.safeParse(result.value).success).toBe(true);
  });
});
