import type { CvPersonal } from './cv';

/**
 * What a CV must say before it goes out as a PDF or a V-Card: whose it is, and a way to reach
 * them (an e-mail address or a phone number). The editor's preview shows a greyed placeholder
 * where one is missing; nothing printed or published ever does, so it is asked for instead.
 */
type CvEssential = 'name' | 'contact';

const blank = (value: string | undefined) => (value ?? '').trim() === '';

/** The essentials a CV lacks, name first. */
export function missingEssentials(
  personal: Pick<CvPersonal, 'name' | 'email' | 'phone'>,
): CvEssential[] {
  const missing: CvEssential[] = [];
  if (blank(personal.name)) missing.push('name');
  if (blank(personal.email) && blank(personal.phone)) missing.push('contact');
  return missing;
}

const MESSAGES = {
  name: 'Your CV has no name. Please add your name first.',
  contact:
    'Your CV has no e-mail address or phone number. Please add one first, so people can reach you.',
  both: 'Your CV has no name and no e-mail address or phone number. Please add them first.',
} as const;

/** The field each is said under (the e-mail address stands beside the phone), and what. */
const FIELD_ERRORS: Record<CvEssential, [field: string, message: string]> = {
  name: ['personal.name', 'Please add your name.'],
  contact: ['personal.email', 'Please add an e-mail address or a phone number.'],
};

/**
 * The 422 answer for a CV that lacks essentials: a message naming what is missing, and an
 * error under each field to fill. Null when nothing is missing.
 */
export function essentialsProblem(
  missing: readonly CvEssential[],
): { message: string; errors: Record<string, string[]> } | null {
  if (missing.length === 0) return null;
  const message = missing.length === 2 ? MESSAGES.both : MESSAGES[missing[0]!];
  const errors = Object.fromEntries(
    missing.map((essential) => {
      const [field, error] = FIELD_ERRORS[essential];
      return [field, [error]];
    }),
  );
  return { message, errors };
}
