/** Small changes of case and marks that drafts and improvements share. */

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Reduced" → "reduced", but not "SQL" or "iOS". */
export const lowerFirst = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/** A list line without its bullet or dash. */
export const withoutMark = (line: string) => line.replace(/^[\s•·*–-]+/, '');

/** Whether a text is written (at least in part) in Bangla. */
export const hasBangla = (text: string) => /[\u0980-\u09FF]/u.test(text);
