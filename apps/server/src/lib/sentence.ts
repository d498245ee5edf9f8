/** Helpers for sentences built from parts, some of them another service's words. */

/** The text with a capital first letter: "the S3 bucket …" opens a sentence. */
export const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** The text ending in a full stop, unless it ends a sentence already. */
export const stop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
