import { z } from 'zod';
import { MAX_DB_INTEGER } from './validation';
import { finalSlug } from './slug';
import { vcardLookSchema } from './vcard-look';

const VCARD_SLUG_MIN = 3;
const VCARD_SLUG_MAX = 60;
export const VCARD_MISSING_MESSAGE = 'Please select a CV and provide a URL slug.';
export const VCARD_SLUG_TAKEN_MESSAGE = 'This URL is already taken. Please choose another.';
export const VCARD_SLUG_RESERVED_MESSAGE = 'This URL is reserved. Please choose another.';
export const VCARD_SLUG_LENGTH_MESSAGE = `The URL slug must be ${VCARD_SLUG_MIN} to ${VCARD_SLUG_MAX} characters.`;

/** Words a card may not take: they name our own pages or could pass for official ones. */
const RESERVED_SLUGS: ReadonlySet<string> = new Set([
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

export const vcardSlugSchema = z
  .string({ error: VCARD_MISSING_MESSAGE })
  .transform(finalSlug)
  .pipe(
    z
      .string()
      .min(1, { error: VCARD_MISSING_MESSAGE, abort: true })
      .min(VCARD_SLUG_MIN, VCARD_SLUG_LENGTH_MESSAGE)
      .max(VCARD_SLUG_MAX, VCARD_SLUG_LENGTH_MESSAGE)
      .refine((slug) => !RESERVED_SLUGS.has(slug), VCARD_SLUG_RESERVED_MESSAGE),
  );

/** The built-in templates' keys; the API still takes them beside `templateId`. */
export const vcardTemplateKeys = ['modern', 'minimal'] as const;
export type VcardTemplateKey = (typeof vcardTemplateKeys)[number];
export const VCARD_NOT_FOUND_MESSAGE = 'V-Card Not Found';

const templateId = z
  .number({ error: 'Choose a template.' })
  .int('Choose a template.')
  .positive('Choose a template.')
  .max(MAX_DB_INTEGER, 'Choose a template.');

/**
 * PUT /api/user/vcard: publish (or republish) the caller's card. The template is an Enabled
 * V-Card template's id; `template: 'modern' | 'minimal'` names a built-in as before; with
 * neither the card is Modern.
 */
export const publishVcardRequestSchema = z.strictObject({
  cvId: z.uuid(VCARD_MISSING_MESSAGE),
  template: z
    .enum(vcardTemplateKeys, { error: 'Choose the Modern or Minimal template.' })
    .optional(),
  templateId: templateId.optional(),
  slug: vcardSlugSchema,
});
export type PublishVcardRequest = z.input<typeof publishVcardRequestSchema>;

/** The card's template: its id, and its key when it is a built-in (null for an uploaded one). */
const templateFields = {
  templateId: z.number().int(),
  template: z.enum(vcardTemplateKeys).nullable(),
};

/** The owner's view of their card (GET /api/user/vcard). */
export const myVcardSchema = z.object({
  cvId: z.string().nullable(),
  ...templateFields,
  slug: z.string(),
  published: z.boolean(),
  viewCount: z.number().int(),
  publishedAt: z.string().nullable(),
});
export type MyVcard = z.infer<typeof myVcardSchema>;

export const myVcardResponseSchema = z.object({
  success: z.literal(true),
  data: myVcardSchema.nullable(),
});

/** The card as it is after being published or taken offline. */
export const changedVcardResponseSchema = z.object({
  success: z.literal(true),
  data: myVcardSchema,
});

/**
 * What a visitor of /v/{slug} sees: the card's CV as it is now, contact parts only, and the look
 * it is drawn in (a withdrawn template's cards are drawn in Modern).
 */
export const publicVcardSchema = z.object({
  slug: z.string(),
  ...templateFields,
  look: vcardLookSchema,
  name: z.string(),
  title: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  summary: z.string(),
  photoUrl: z.string().nullable(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
});
export type PublicVcard = z.infer<typeof publicVcardSchema>;

export const publicVcardResponseSchema = z.object({
  success: z.literal(true),
  data: publicVcardSchema,
});
