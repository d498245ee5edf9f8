import { z } from 'zod';

/**
 * Field rules that produce Laravel's wording ("The email field is required."), because the
 * spec's clients show the server's 422 messages under each field as they come.
 */
const label = (field: string) => field.replaceAll('_', ' ');

/** Ids and versions are PostgreSQL `integer`s: a larger number names nothing, and fails a query. */
export const MAX_DB_INTEGER = 2_147_483_647;

export const messages = {
  required: (field: string) => `The ${label(field)} field is required.`,
  string: (field: string) => `The ${label(field)} field must be a string.`,
  email: (field: string) => `The ${label(field)} field must be a valid email address.`,
  min: (field: string, min: number) =>
    `The ${label(field)} field must be at least ${min} characters.`,
  max: (field: string, max: number) =>
    `The ${label(field)} field must not be greater than ${max} characters.`,
  confirmed: (field: string) => `The ${label(field)} confirmation does not match.`,
  unique: (field: string) => `The ${label(field)} has already been taken.`,
};

interface TextOptions {
  min?: number;
  max?: number;
  /** Passwords keep their spaces; every other text is trimmed. */
  trim?: boolean;
}

export function requiredText(field: string, { min, max = 255, trim = true }: TextOptions = {}) {
  let schema = z.string({
    error: (issue) => (issue.input == null ? messages.required(field) : messages.string(field)),
  });
  if (trim) schema = schema.trim();
  // One length check, so a blank value gets only "required", as in Laravel. (`abort` would do
  // that too, but it also stops form-level checks such as the password confirmation.)
  const least = min ?? 1;
  return schema
    .min(least, {
      error: (issue) =>
        issue.input === '' ? messages.required(field) : messages.min(field, least),
    })
    .max(max, { error: messages.max(field, max) });
}

export function requiredEmail(field = 'email') {
  return requiredText(field)
    .toLowerCase()
    .pipe(z.email({ error: messages.email(field) }));
}

/** The body of every 422 answer: Laravel's `{message, errors: {field: [messages]}}`. */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});

/** Laravel's summary line: the first message, then how many more there are. */
export function summariseErrors(errors: Record<string, string[]>): string {
  // "Please provide both …" said of two fields is one error to the reader.
  const all = [...new Set(Object.values(errors).flat())];
  const [first = 'The given data was invalid.'] = all;
  const more = all.length - 1;
  if (more <= 0) return first;
  return `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})`;
}

export const messageSchema = z.object({ message: z.string() });
