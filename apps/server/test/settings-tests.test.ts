import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoutedStorage } from '../src/infra/storage/routed';
import { createLocalStorage } from '../src/infra/storage/local';
import { createConnectionTests } from '../src/modules/settings/connection-tests';
import { closedPort, fakeS3, memoryFileRegistry } from './fake-s3';
import { callerOf, createTestApp, testConfig, type TestAccount, type TestApp } from './helpers';

/**
 * The back office's 'Test' buttons: one real call to the AI provider, one small file through
 * the storage. A failure is an answer in plain words (ok: false), never a 500.
 */

const GEMINI_KEY = 'test-gemini-key-123';

/** `drop` closes the connection unanswered; `hang` never answers. */
type Reply = { status: number; json: unknown } | 'drop' | 'hang';

/** A Gemini API on 127.0.0.1 whose next answer the test sets. */
async function fakeGemini() {
  const state: {
    reply: Reply;
    requests: Array<{ path: string; headers: IncomingMessage['headers'] }>;
  } = { reply: { status: 200, json: {} }, requests: [] };
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      state.requests.push({ path: request.url ?? '', headers: request.headers });
      const { reply } = state;
      if (reply === 'hang') return;
      if (reply === 'drop') return void request.socket.destroy();
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((done) => server.close(() => done()));
  };
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, state, close };
}

const geminiError = (code: number, message: string, status: string) => ({
  status: code,
  json: { error: { code, message, status } },
});

describe('the AI test', () => {
  it('with the built-in engine answers ok, for admins who manage settings only', async () => {
    const t = await createTestApp();
    try {
      const call = callerOf(t);
      const res = await call(
        'POST',
        '/api/admin/ai-status/test',
        await t.asAdmin(['manage_settings']),
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ ok: true, provider: 'local', model: null });
      expect(res.body.data.message).toMatch(/^The built-in engine answered in \d+ ms\.$/);
      expect(res.body.data.latencyMs).toBeGreaterThanOrEqual(0);

      expect((await call('POST', '/api/admin/ai-status/test')).status).toBe(401);
      expect(
        (await call('POST', '/api/admin/ai-status/test', await t.asAdmin(['manage_blog']))).status,
      ).toBe(403);
    } finally {
      await t.close();
    }
  });

  describe('with Gemini', () => {
    let gemini: Awaited<ReturnType<typeof fakeGemini>>;
    let t: TestApp;
    let admin: TestAccount;
    const test = async () => {
      const res = await callerOf(t)('POST', '/api/admin/ai-status/test', admin);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ provider: 'gemini', model: 'gemini-test' });
      return res.body.data as { ok: boolean; message: string; latencyMs: number };
    };
    beforeAll(async () => {
      gemini = await fakeGemini();
      t = await createTestApp({
        AI_PROVIDER: 'gemini',
        GEMINI_API_KEY: GEMINI_KEY,
        GEMINI_MODEL: 'gemini-test',
        GEMINI_BASE_URL: gemini.url,
      });
      admin = await t.asAdmin(['manage_settings']);
    });
    afterAll(async () => {
      await t.close();
      await gemini.close();
    });

    it('makes one real call and says how long it took', async () => {
      gemini.state.reply = {
        status: 200,
        json: {
          candidates: [
            { content: { parts: [{ text: '{"ok":true}' }], role: 'model' }, finishReason: 'STOP' },
          ],
        },
      };
      gemini.state.requests = [];
      const outcome = await test();
      expect(outcome.ok).toBe(true);
      expect(outcome.message).toMatch(/^Gemini answered in \d+ ms\.$/);
      expect(gemini.state.requests).toHaveLength(1);
      expect(gemini.state.requests[0]!.path).toContain('/models/gemini-test:generateContent');
      expect(gemini.state.requests[0]!.headers['x-goog-api-key']).toBe(GEMINI_KEY);
    });

    it('says when the API key is refused, without ever showing it', async () => {
      gemini.state.reply = geminiError(
        400,
        `API key not valid. Please pass a valid API key. (${GEMINI_KEY})`,
        'INVALID_ARGUMENT',
      );
      const refused = await test();
      expect(refused).toMatchObject({
        ok: false,
        message:
          'The API key was refused (HTTP 400): API key not valid. Please pass a valid API key. ([redacted]).',
      });

      gemini.state.reply = geminiError(401, 'Request had invalid credentials.', 'UNAUTHENTICATED');
      expect((await test()).message).toBe(
        'The API key was refused (HTTP 401): Request had invalid credentials.',
      );
    });

    it("gives the provider's error in plain words", async () => {
      gemini.state.reply = geminiError(500, 'An internal error has occurred.', 'INTERNAL');
      expect(await test()).toMatchObject({
        ok: false,
        message: 'Gemini answered with an error (HTTP 500): An internal error has occurred.',
      });
      gemini.state.reply = geminiError(429, 'Resource has been exhausted.', 'RESOURCE_EXHAUSTED');
      expect((await test()).message).toBe(
        'Gemini is busy (rate limited): Resource has been exhausted.',
      );
      gemini.state.reply = 'drop';
      const dropped = await test();
      expect(dropped.ok).toBe(false);
      expect(dropped.message).toMatch(/^Gemini could not be reached: fetch failed/);
    });
  });

  it('says when Gemini cannot be reached, or does not answer in time', async () => {
    const logger = pino({ level: 'silent' });
    const ai = (baseUrl: string) => ({
      ...testConfig().ai,
      provider: 'gemini' as const,
      gemini: { apiKey: GEMINI_KEY, model: 'gemini-test', baseUrl },
    });
    const storage = createRoutedStorage({
      settings: () => Promise.reject(new Error('not used')),
      registry: memoryFileRegistry(),
      environment: {
        storage: createLocalStorage('/nonexistent'),
        description: 'x',
        source: 'environment',
        place: 'disk',
      },
      logger,
    });
    const settings = { get: () => Promise.reject(new Error('not used')) };

    const closed = await closedPort();
    const unreachable = await createConnectionTests({
      ai: ai(closed),
      storage,
      settings,
      logger,
    }).ai();
    expect(unreachable.ok).toBe(false);
    expect(unreachable.message).toMatch(
      /^Gemini could not be reached: fetch failed: connect ECONNREFUSED 127\.0\.0\.1:\d+\.$/,
    );

    const gemini = await fakeGemini();
    try {
      gemini.state.reply = 'hang';
      const tests = createConnectionTests({
        ai: ai(gemini.url),
        storage,
        settings,
        logger,
        timeoutMs: 300,
      });
      expect(await tests.ai()).toMatchObject({
        ok: false,
        message: 'Gemini did not answer within 300 ms.',
      });
    } finally {
      await gemini.close();
    }
  });
});

describe('the storage test', () => {
  let t: TestApp;
  let admin: TestAccount;
  let s3: Awaited<ReturnType<typeof fakeS3>>;
  beforeAll(async () => {
    // The fake S3 runs on loopback, where addresses staff enter may not lead by default.
    t = await createTestApp({ OUTBOUND_ALLOW_PRIVATE: 'true' });
    admin = await t.asAdmin(['manage_settings']);
    s3 = await fakeS3({ accessKeyId: 'admin-key' });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const save = async (payload: Record<string, unknown>) =>
    expect((await callerOf(t)('PUT', '/api/admin/settings/storage', admin, payload)).status).toBe(
      200,
    );
  const test = async () => {
    const res = await callerOf(t)('POST', '/api/admin/settings/storage/test', admin);
    expect(res.status).toBe(200);
    return res.body.data as { ok: boolean; message: string; latencyMs: number };
  };
  const complete = (endpoint: string) => ({
    accessKeyId: 'admin-key',
    secretKey: 'admin-secret',
    region: 'auto',
    bucket: 'careercard',
    endpoint,
  });

  it("tests the storage in use while no S3 is saved: the server's disk", async () => {
    const outcome = await test();
    expect(outcome.ok).toBe(true);
    expect(outcome.message).toMatch(
      /^This server's disk works: a test file was written, read back and deleted in \d+ ms\.$/,
    );
  });

  it('says when the S3 settings are incomplete, so files still go where they went', async () => {
    await save({ accessKeyId: 'admin-key', bucket: 'careercard' });
    expect((await test()).message).toMatch(
      /^This server's disk works: .* The S3 settings are not complete \(missing: secret key, region\), so new files still go there\.$/,
    );
  });

  it('writes, reads and deletes a file under healthcheck/ in the saved S3', async () => {
    await save(complete(s3.endpoint));
    s3.requests.length = 0;
    const outcome = await test();
    expect(outcome).toMatchObject({ ok: true });
    expect(outcome.message).toMatch(
      new RegExp(
        `^The S3 bucket "careercard" at ${s3.endpoint} works: a test file was written, read back and deleted in \\d+ ms\\.$`,
      ),
    );
    expect(s3.requests.map((request) => request.replace(/[0-9a-f-]{36}/, 'ID'))).toEqual([
      'PUT /careercard/healthcheck/ID.txt',
      'GET /careercard/healthcheck/ID.txt',
      'DELETE /careercard/healthcheck/ID.txt',
    ]);
    expect(s3.objects.size).toBe(0);
  });

  const refusal = async (payload: Record<string, unknown>, language = 'en') => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/storage',
      headers: { ...admin.headers, 'accept-language': language },
      payload,
    });
    expect(res.statusCode).toBe(422);
    return res.json<{ message: string; errors: Record<string, string[]> }>();
  };
  const shown = async () =>
    (await callerOf(t)('GET', '/api/admin/settings/storage', admin)).body.data as Record<
      string,
      unknown
    >;

  it('refuses to save settings whose S3 refuses the key, says why, and keeps the saved ones', async () => {
    await save(complete(s3.endpoint));
    s3.requests.length = 0;
    const answer = await refusal({ accessKeyId: 'wrong-key' });
    const message = `These settings were not saved. Writing a test file to the S3 bucket "careercard" at ${s3.endpoint} failed: the access key or secret key was refused (InvalidAccessKeyId: The AWS Access Key Id you provided does not exist in our records.).`;
    expect(answer).toEqual({ message, errors: { storage: [message] } });
    expect(s3.requests).toHaveLength(1);
    expect(await shown()).toMatchObject({ accessKeyId: 'admin-key', endpoint: s3.endpoint });
  });

  it('refuses to save an S3 that cannot be reached, in Bangla too, with no 500', async () => {
    const closed = await closedPort();
    const address = closed.replace('http://', '');
    expect((await refusal(complete(closed))).message).toBe(
      `These settings were not saved. Writing a test file to the S3 bucket "careercard" at ${closed} failed: it could not be reached (connect ECONNREFUSED ${address}).`,
    );
    expect((await refusal(complete(closed), 'bn')).message).toBe(
      `এই সেটিংস সংরক্ষণ করা হয়নি। ${closed}-এর S3 বাকেট "careercard"-এ পরীক্ষামূলক ফাইল লেখা যায়নি: সেখানে পৌঁছানো যায়নি (connect ECONNREFUSED ${address})।`,
    );
    expect(await shown()).toMatchObject({ endpoint: s3.endpoint });
  });

  it('says when the saved S3 cannot be reached any more', async () => {
    const gone = await fakeS3();
    await save({ ...complete(gone.endpoint), accessKeyId: 'any-key' });
    await gone.close();
    const outcome = await test();
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toBe(
      `Writing a test file to the S3 bucket "careercard" at ${gone.endpoint} failed: it could not be reached (connect ECONNREFUSED ${gone.endpoint.replace('http://', '')}).`,
    );
  });
});
