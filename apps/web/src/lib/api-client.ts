import type { z } from 'zod';
import i18n from './i18n';
import { session } from './session';

/** The server answered with an error status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    /** The answer's `data`, when the error carries some (a conflict names the current version). */
    readonly data?: unknown,
    /** For a 429: how long to wait before asking again, from the Retry-After header. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** No answer at all: offline, server down, request blocked. */
export class NetworkError extends Error {
  constructor() {
    super('No response from server');
    this.name = 'NetworkError';
  }
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  formData?: FormData;
  signal?: AbortSignal;
  /** Checks the answer's shape, so a server change cannot slip through unnoticed. */
  schema?: z.ZodType<T>;
}

/**
 * How requests leave: the browser's fetch, or, while the server renders a public page, one that
 * answers from the server's own routes (entry-server.tsx).
 */
let send: typeof fetch = (input, init) => fetch(input, init);

/** Sends every request through `fetcher` from now on (the server's renderer). */
export function sendRequestsWith(fetcher: typeof fetch) {
  send = fetcher;
}

/** Calls {host}/api with the session's bearer token; a 401 on a signed-in call ends the session. */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const token = session.get()?.token;
  // The server answers its messages in the interface's language.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.formData) {
    body = options.formData;
  }

  let response: Response;
  try {
    response = await send(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError();
  }

  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    // Only the session this call was made with: another tab may have signed in meanwhile.
    if (response.status === 401 && token && session.get()?.token === token) session.end();
    const envelope = (data ?? {}) as {
      message?: string;
      errors?: Record<string, string[]>;
      data?: unknown;
    };
    const message =
      (response.status === 422 && envelope.errors && describeFieldErrors(envelope.errors)) ||
      envelope.message ||
      '';
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(
      response.status,
      message,
      envelope.errors,
      envelope.data,
      retryAfter > 0 ? retryAfter : undefined,
    );
  }
  return options.schema ? options.schema.parse(data) : (data as T);
}

/** The wording of packages/shared's length limits ("Must be at most 100000 characters."). */
const TOO_LONG = /^Must be at most (\d+) characters\.$/;

/**
 * A 422's field errors with each length limit said in plain words, naming its field ("The job
 * description is too long: at most 50,000 characters."); other messages as they are, each once
 * (the spec's "Please provide both …" is said of two fields). Undefined, and the server's
 * summary stands, when no limit was passed or a field has no name in the catalogue.
 */
export function describeFieldErrors(errors: Record<string, string[]>): string | undefined {
  const sentences = new Set<string>();
  let tooLong = false;
  for (const [field, [message = '']] of Object.entries(errors)) {
    const key = `validation.fields.${field}`;
    if (!/^\w+$/.test(field) || !i18n.exists(key)) return undefined;
    const max = TOO_LONG.exec(message)?.[1];
    if (max) tooLong = true;
    sentences.add(
      max ? i18n.t('validation.tooLong', { field: i18n.t(key), max: Number(max) }) : message,
    );
  }
  return tooLong ? [...sentences].join(' ') : undefined;
}

/**
 * The message a person sees for a failed call: the server's own message when it gave one,
 * else `fallback`; the spec's wording when there was no answer or something else broke. A 500's
 * message is only 'Server Error' (the server hides what broke): `fallback` says what failed.
 */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return (error.status !== 500 && error.message) || fallback;
  if (error instanceof NetworkError) return i18n.t('errors.noResponse');
  return i18n.t('errors.generic');
}

/**
 * Downloads a file from {host}/api with the session's token; the name comes from the
 * content-disposition header, else `fallbackName`.
 */
export async function apiDownload(
  path: string,
  fallbackName: string,
): Promise<{ blob: Blob; fileName: string }> {
  const token = session.get()?.token;
  let response: Response;
  try {
    response = await send(`/api${path}`, {
      headers: {
        'Accept-Language': i18n.language,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      credentials: 'include',
    });
  } catch {
    throw new NetworkError();
  }
  if (!response.ok) {
    const envelope = ((await response.json().catch(() => undefined)) ?? {}) as { message?: string };
    throw new ApiError(response.status, envelope.message ?? '');
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers) ?? fallbackName };
}

/** The file name of a content-disposition header, preferring the UTF-8 `filename*`. */
function fileNameOf(headers: Headers): string | undefined {
  const disposition = headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}

/** Hands a downloaded file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
