/**
 * Why a CV file gave no text. The HTTP layer turns each code into the spec's message:
 * unsupported -> 415, unreadable, empty and tooLarge -> 422, timeout and busy -> 503.
 */
export type TextExtractionErrorCode =
  'unsupported' | 'unreadable' | 'empty' | 'tooLarge' | 'timeout' | 'busy';

export class TextExtractionError extends Error {
  override readonly name = 'TextExtractionError';

  constructor(
    readonly code: TextExtractionErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
