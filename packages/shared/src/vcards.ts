import { z } from 'zod';

export const VCARD_SLUG_MIN = 3;
export const VCARD_SLUG_MAX = 60;
export const VCARD_MISSING_MESSAGE = 'Please select a CV and provide a URL slug.';
export const VCARD_SLUG_TAKEN_MESSAGE = 'This URL is already taken. Please choose another.';
export const VCARD_SLUG_RESERVED_MESSAGE = 'This URL is reserved. Please choose another.';
export const VCARD_SLUG_LENGTH_MESSAGE = `The URL slug must be ${VCARD_SLUG_MIN} to ${VCARD_SLUG_MAX} characters.`;

/**
 * The spec's slug rule, applied as the user types: lowercased, spaces become hyphens, and any
 * character other than a letter, digit, underscore or hyphen is removed.
 */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s/g, '-')
    .replace(/[^a-z0-9_-]/g, '');

/** Words a card may not take: they name our own pages or could pass for official ones. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'admin',
  'administrator',
  'api',
  'app',
  'assets',
  'careercard',
  'dashboard',
  'help',
  'login',
  'logout',
  'new',
  'official',
  'root',
  'settings',
  'signup',
  'staff',
  'support',
  'system',
]);

/** The slug as saved: the typing rule, then no hyphens doubled or at the ends. */
export const finalSlug = (text: string) =>
  slugify(text)
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');

export const vcardSlugSchema = z
  .string({ error: VCARD_MISSING_MESSAGE })
  .transform(finalSlug)
  .pipe(
    z
      .string()
      .min(1, VCARD_MISSING_MESSAGE)
      .min(VCARD_SLUG_MIN, VCARD_SLUG_LENGTH_MESSAGE)
      .max(VCARD_SLUG_MAX, VCARD_SLUG_LENGTH_MESSAGE)
      .refine((slug) => !RESERVED_SLUGS.has(slug), VCARD_SLUG_RESERVED_MESSAGE),
  );
