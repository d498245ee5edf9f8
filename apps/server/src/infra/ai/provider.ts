/**
 * An LLM that answers a prompt with JSON text. Adapters turn their API's failures into a
 * ProviderError whose reason a user may read; the caller decides to fall back.
 */
export interface JsonPrompt {
  /** Names the task in logs. */
  task: string;
  system: string;
  user: string;
  /** The JSON Schema the answer must follow. */
  schema: Record<string, unknown>;
}

export interface LlmProvider {
  name: 'gemini' | 'openai';
  /** The raw answer text; throws ProviderError when the API fails or gives no text. */
  completeJson(prompt: JsonPrompt, signal: AbortSignal): Promise<string>;
}

export class ProviderError extends Error {
  constructor(
    /** Finishes "The AI provider …" in the notice the user reads, e.g. "failed (HTTP 500)". */
    readonly reason: string,
    readonly status?: number,
    /** The underlying error's text, for the logs only. */
    readonly detail?: string,
  ) {
    super(`The AI provider ${reason}`);
    this.name = 'ProviderError';
  }
}

const detailOf = (cause: unknown) => {
  if (!(cause instanceof Error)) return undefined;
  // fetch hides the socket error (ECONNREFUSED …) in `cause`.
  const inner = cause.cause instanceof Error ? `: ${cause.cause.message}` : '';
  return `${cause.message}${inner}`.slice(0, 500);
};

/** A clear reason for a failed call, from its HTTP status or the network error. */
export function providerFailure(status: number | undefined, cause?: unknown): ProviderError {
  const detail = detailOf(cause);
  if (status === 429) return new ProviderError('is busy (rate limited)', status, detail);
  if (status === 401 || status === 403) {
    return new ProviderError('refused the API key', status, detail);
  }
  if (status !== undefined) return new ProviderError(`failed (HTTP ${status})`, status, detail);
  if (cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError')) {
    return new ProviderError('did not answer in time', undefined, detail);
  }
  return new ProviderError('could not be reached', undefined, detail);
}

/** Adapters throw ProviderError; anything else is a surprise, but still falls back. */
export function asProviderError(error: unknown): ProviderError {
  return error instanceof ProviderError
    ? error
    : new ProviderError('failed unexpectedly', undefined, detailOf(error));
}
