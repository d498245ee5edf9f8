import { sampleCv } from '@careercard/shared/cv-sample';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAccount, type TestApp } from './helpers';

/**
 * Input no form sends, refused before it reaches a service or the database: a NUL character
 * (PostgreSQL stores none in text), JSON nested deeper than any payload of ours, and a JSON body
 * that is empty or `null` where a route wants an object. Each answer is a clear 4xx in the API's
 * envelope, never a 500.
 */

let t: TestApp;
let user: TestAccount;
let admin: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.asUser();
  admin = await t.asAdmin();
});
afterAll(() => t.close());

const NUL = '\u0000';

async function send(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { who?: TestAccount; body?: string; json?: unknown } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      ...(options.who?.headers ?? {}),
      ...(options.body !== undefined || options.json !== undefined
        ? { 'content-type': 'application/json' }
        : {}),
    },
    ...(options.body !== undefined ? { payload: options.body } : {}),
    ...(options.json !== undefined ? { payload: JSON.stringify(options.json) } : {}),
  });
  return { status: res.statusCode, body: res.json<{ message: string }>() };
}

describe('a NUL character', () => {
  it('is refused in a path, a query or a body, on public and signed-in routes alike', async () => {
    const answers = await Promise.all([
      send('GET', '/api/vcards/%00'),
      send('GET', '/api/payments/bkash/callback?paymentID=%00&status=success'),
      send('POST', '/api/user/register', {
        json: {
          name: `Sadia${NUL}`,
          email: 'sadia.nul@example.test',
          password: 'correct-horse-battery',
          password_confirmation: 'correct-horse-battery',
        },
      }),
      send('POST', '/api/user/cvs', { who: user, json: { name: `CV${NUL}` } }),
      send('POST', '/api/user/cvs', {
        who: user,
        json: { data: { ...sampleCv, personal: { ...sampleCv.personal, name: `A${NUL}B` } } },
      }),
      send('PUT', '/api/admin/settings/bkash', {
        who: admin,
        json: { app_key: `key${NUL}`, app_secret: 's', username: 'u', password: 'p' },
      }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        'The request holds a NUL character, which no text may hold.',
      );
    }
  });
});

describe('deeply nested JSON', () => {
  it("is refused before a route's code walks it", async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    for (const [url, body] of [
      ['/api/user/cvs', `{"name":"Deep","data":${deep}}`],
      ['/api/user/tailored-cv', `{"jobDescription":"Backend developer","cvData":${deep}}`],
    ] as const) {
      const answer = await send('POST', url, { who: user, body });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('The JSON is nested too deeply.');
    }
  });

  it('is taken at the depth a CV needs', async () => {
    const answer = await send('POST', '/api/user/cvs', {
      who: user,
      json: { name: 'Full CV', data: sampleCv },
    });
    expect(answer.status).toBe(201);
  });
});

describe('an empty or null JSON body, or none at all', () => {
  it('gets the same field errors as a body without the fields', async () => {
    for (const body of ['', 'null']) {
      const answer = await send('POST', '/api/user/register', { body });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe('The name field is required. (and 3 more errors)');
    }
    // Found by fuzzing: no body and no Content-Type reached the schema as null, a 500.
    expect((await send('POST', '/api/user/register')).status).toBe(422);
    expect((await send('POST', '/api/user/reset-password')).status).toBe(422);
    expect((await send('POST', '/api/user/update/password', { who: user })).status).toBe(422);
  });
});

describe('a URL that cannot be decoded', () => {
  it('is answered as any bad request, without echoing it', async () => {
    const res = await t.app.inject({ url: '/api/vcards/%zz' + 'x'.repeat(2000) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The address is not valid.' });
  });
});

describe('half a character (a lone UTF-16 surrogate)', () => {
  it('is stored as U+FFFD, in JSON columns as in text ones, instead of failing the save', async () => {
    // Found by fuzzing: PostgreSQL refuses \ud83d in jsonb. An emoji cut in two sends it.
    const body = JSON.stringify({
      name: 'Cut \ud83d CV',
      data: { ...sampleCv, personal: { ...sampleCv.personal, name: 'Rupa \ud83d Akter' } },
    });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/user/cvs',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: body,
    });
    expect(saved.statusCode).toBe(201);
    const cv = saved.json<{ data: { name: string; data: { personal: { name: string } } } }>().data;
    expect(cv.name).toBe('Cut \uFFFD CV');
    expect(cv.data.personal.name).toBe('Rupa \uFFFD Akter');
    const role = await send('POST', '/api/admin/roles', {
      who: admin,
      body: JSON.stringify({ name: 'Editors \ud83d', permissions: [] }),
    });
    expect(role.status).toBeLessThan(500);
  });
});
