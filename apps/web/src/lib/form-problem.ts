import type { z } from 'zod';
import { localizeMessage } from './i18n';

/**
 * What a form says when its check (the server's own schema) fails on Save: the spec's sentence
 * (`missing`: 'Please fill all fields.') while a field is blank or below its least (a negative
 * price), else the schema's own message, as the server would answer: an e-mail that is none, a
 * price over the limit or a name too long are not told to fill the fields.
 */
export function formProblem(error: z.ZodError, missing: string): string {
  const blank = error.issues.some(
    (issue) => issue.code === 'too_small' || issue.code === 'invalid_type',
  );
  const [first] = error.issues;
  return localizeMessage(blank || !first ? missing : first.message);
}
