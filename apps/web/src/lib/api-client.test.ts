import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, describeError, NetworkError } from './api-client';
import { session } from './session';

const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );

const signIn = () =>
  session.start({
    id: 1,
    name: 'A',
    email: 'a@example.test',
    role: ['user'],
    permissions: [],
    token: 'cc_t',
  });

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
    expect(describeError(new NetworkError(), 'x')).toBe(
      'No response from server. Please check your connection.',
    );
    expect(describeError(new Error('boom'), 'x')).toBe('Something went wrong. Please try again.');
  });
});
