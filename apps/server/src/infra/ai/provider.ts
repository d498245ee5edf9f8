/**
 * An LLM that answers a prompt with JSON text. Adapters turn their API's failures into a
 * ProviderError whose message a user may read; the caller decides to fall back.
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
  completeJson(prompt: JsonPrompt, signal: AbortSignal): Promise<string>;
}

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** A clear reason for a failed call, from its HTTP status or the network error. */
export function providerFailure(provider: string, status: number | undefined, cause?: unknown) {
  if (status === 429) return new ProviderError(`${provider} is busy (rate limited)`, status);
  if (status === 401 || status === 403) {
    return new ProviderError(`${provider} refused the API key`, status);
  }
  if (status !== undefined) return new ProviderError(`${provider} failed (HTTP ${status})`, status);
  if (cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError')) {
    return new ProviderError(`${provider} did not answer in time`);
  }
  return new ProviderError(`${provider} could not be reached`);
}
