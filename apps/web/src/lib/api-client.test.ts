import {
  atsReportRequestSchema,
  CV_TEXT_MAX,
  JOB_DESCRIPTION_MAX,
  MISSING_ATS_INPUT,
} from '@careercard/shared/analysis';
import { summariseErrors } from '@careercard/shared/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  apiRequest,
  describeError,
  describeFieldErrors,
  NetworkError,
} from './api-client';
import { session } from './session';
import { signIn } from './test-sign-in';

const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  session.end();
});

describe('API client', () => {
  it('sends the Accept header, the bearer token and credentials to /api', async () => {
    signIn();
    const fetch = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    await apiRequest('/user/auth/user');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user/auth/user');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({
      Accept: 'application/json',
      Authorization: 'Bearer cc_t',
    });
  });

  it('turns an error answer into an ApiError with the field errors', async () => {
    vi.stubGlobal('fetch', answer(422, { message: 'Bad', errors: { email: ['Taken.'] } }));
    const error = await apiRequest('/user/register', { method: 'POST', json: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Bad', errors: { email: ['Taken.'] } });
  });

  it('ends the session when a signed-in call gets 401', async () => {
    signIn();
    vi.stubGlobal('fetch', answer(401, { message: 'Unauthenticated.' }));
    await expect(apiRequest('/user/auth/user')).rejects.toBeInstanceOf(ApiError);
    expect(session.get()).toBeNull();
  });

  it('leaves alone a newer session when an older call gets 401', async () => {
    signIn();
    let answer401: (() => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer401 = () =>
              resolve(new Response('{"message":"Unauthenticated."}', { status: 401 }));
          }),
      ),
    );
    const call = apiRequest('/user/auth/user');
    session.start({
      id: 2,
      name: 'B',
      email: 'b@example.test',
      role: ['user'],
      permissions: [],
      locale: 'en',
      token: 'cc_new',
    });
    answer401?.();
    await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(session.get()?.token).toBe('cc_new');
  });

  it('reports no answer as a NetworkError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/health')).rejects.toBeInstanceOf(NetworkError);
  });

  it('checks the answer against a schema when given one', async () => {
    vi.stubGlobal('fetch', answer(200, { unexpected: true }));
    await expect(apiRequest('/x', { schema: z.object({ message: z.string() }) })).rejects.toThrow();
  });
});

describe('error messages', () => {
  it("prefer the server's message, then the fallback; the spec's texts otherwise", () => {
    expect(describeError(new ApiError(401, 'Invalid credentials'), 'fallback')).toBe(
      'Invalid credentials',
    );
    expect(describeError(new ApiError(500, ''), 'Invalid credentials')).toBe('Invalid credentials');
    expect(
      describeError(new ApiError(500, 'Server Error'), 'Failed to delete user. Please try again.'),
    ).toBe('Failed to delete user. Please try again.');
    expect(describeError(new ApiError(503, 'Printing is busy.'), 'x')).toBe('Printing is busy.');
    expect(describeError(new NetworkError(), 'x')).toBe(
      'No response from server. Please check your connection.',
    );
    expect(describeError(new Error('boom'), 'x')).toBe('Something went wrong. Please try again.');
  });
});

/** The 422 body the server sends for a request its shared schema refuses. */
function refusal(schema: z.ZodType, body: unknown) {
  const errors: Record<string, string[]> = {};
  for (const issue of schema.safeParse(body).error?.issues ?? []) {
    (errors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
  }
  return { message: summariseErrors(errors), errors };
}

describe('validation messages', () => {
  it('say which analysis input is too long, and its limit, in plain words', async () => {
    const body = refusal(atsReportRequestSchema, {
      cvText: 'a'.repeat(CV_TEXT_MAX + 1),
      jobDescription: 'b'.repeat(JOB_DESCRIPTION_MAX + 1),
    });
    expect(body.message).toMatch(/\(and 1 more error\)$/);
    vi.stubGlobal('fetch', answer(422, body));
    await expect(
      apiRequest('/user/ats-report', { method: 'POST', json: {} }),
    ).rejects.toMatchObject({
      status: 422,
      message:
        `The CV is too long: at most ${CV_TEXT_MAX.toLocaleString('en')} characters. ` +
        `The job description is too long: at most ${JOB_DESCRIPTION_MAX.toLocaleString('en')} characters.`,
      errors: body.errors,
    });
  });

  it("keep the spec's other messages as they are, each once", () => {
    expect(
      describeFieldErrors({
        cvText: ['Must be at most 100000 characters.'],
        jobDescription: [MISSING_ATS_INPUT],
      }),
    ).toBe(
      `The CV is too long: at most ${CV_TEXT_MAX.toLocaleString('en')} characters. ${MISSING_ATS_INPUT}`,
    );
    const missing = refusal(atsReportRequestSchema, {});
    expect(missing.errors).toEqual({
      cvText: [MISSING_ATS_INPUT],
      jobDescription: [MISSING_ATS_INPUT],
    });
    expect(describeFieldErrors(missing.errors)).toBeUndefined();
  });

  it("leave the server's summary when a field has no plain name", async () => {
    expect(describeFieldErrors({ email: ['The email field is required.'] })).toBeUndefined();
    expect(describeFieldErrors({ cvText: ['x'], 'data.personal.name': ['y'] })).toBeUndefined();
    const body = {
      message: 'The email field is required.',
      errors: { email: ['The email field is required.'] },
    };
    vi.stubGlobal('fetch', answer(422, body));
    await expect(apiRequest('/user/login', { method: 'POST', json: {} })).rejects.toMatchObject({
      message: 'The email field is required.',
    });
  });
});
