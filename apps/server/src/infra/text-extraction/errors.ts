/**
 * Why a CV file gave no text. The HTTP layer turns each code into the spec's message:
 * unsupported and legacyWord (a Word 97-2003 .doc) -> 415; unreadable, empty, locked (a password)
 * and tooLarge -> 422; timeout and busy -> 503.
 */
export type TextExtractionErrorCode =
  | 'unsupported'
  | 'legacyWord'
  | 'unreadable'
  | 'empty'
  | 'locked'
  | 'tooLarge'
  | 'timeout'
  | 'busy';

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
