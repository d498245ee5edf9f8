import { z } from 'zod';
import {
  describeLookProblem,
  VCARD_LOOK_JSON_INVALID_MESSAGE,
  VCARD_LOOK_MAX_BYTES,
  vcardLookSchema,
} from './vcard-look';
import { pageFields } from './pagination';
import { vcardTemplateKeys } from './vcards';

/**
 * V-Card Templates of the back office (admin spec §2, §5): each template is a look (see
 * vcard-look) uploaded as a JSON file. Modern and Minimal are built in: they can be edited and
 * disabled, not deleted.
 */

export const vcardTemplateStatuses = ['Enabled', 'Disabled'] as const;
export type VcardTemplateStatus = (typeof vcardTemplateStatuses)[number];

export const VCARD_TEMPLATE_REQUIRED_MESSAGE = 'Please fill all required fields.';
export const VCARD_TEMPLATE_FILE_TYPE_MESSAGE = 'Invalid file type. Please upload a .json file.';
const VCARD_TEMPLATE_JSON_INVALID_MESSAGE = VCARD_LOOK_JSON_INVALID_MESSAGE;
export const VCARD_TEMPLATE_TOO_LARGE_MESSAGE = `The JSON file must be at most ${VCARD_LOOK_MAX_BYTES / 1024} KB.`;
const VCARD_TEMPLATE_THUMBNAIL_MESSAGE =
  'The thumbnail must be a web address (https://…) or a path of this site (/…).';
export const VCARD_TEMPLATE_NOT_FOUND_MESSAGE = 'V-Card template not found.';
export const VCARD_TEMPLATE_BUILT_IN_MESSAGE =
  'Modern and Minimal are built in and cannot be deleted. Disable one to hide it from users.';
export const VCARD_TEMPLATE_LAST_ENABLED_MESSAGE =
  'At least one V-Card template must stay Enabled, so users have one to choose.';
export const VCARD_TEMPLATE_UNAVAILABLE_MESSAGE =
  'This template is not available. Please choose another.';

/** The size of a text as UTF-8, as it travels and is stored. */
const bytesOf = (text: string) => new TextEncoder().encode(text).length;

/** A template file's text: present, small enough, JSON, and a look (its first problem named). */
const vcardTemplateJsonSchema = z
  .string({ error: VCARD_TEMPLATE_REQUIRED_MESSAGE })
  .refine((text) => text.trim() !== '', { error: VCARD_TEMPLATE_REQUIRED_MESSAGE, abort: true })
  .refine((text) => bytesOf(text) <= VCARD_LOOK_MAX_BYTES, {
    error: VCARD_TEMPLATE_TOO_LARGE_MESSAGE,
    abort: true,
  })
  .superRefine((text, context) => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      context.addIssue({ code: 'custom', message: VCARD_TEMPLATE_JSON_INVALID_MESSAGE });
      return;
    }
    const look = vcardLookSchema.safeParse(json);
    if (!look.success) {
      context.addIssue({ code: 'custom', message: describeLookProblem(look.error) });
    }
  });

const fields = {
  name: z
    .string({ error: VCARD_TEMPLATE_REQUIRED_MESSAGE })
    .trim()
    .min(1, VCARD_TEMPLATE_REQUIRED_MESSAGE)
    .max(120, 'The name must be at most 120 characters.'),
  /** Optional: without one the grid draws the card itself. Empty means none. */
  thumbnailUrl: z
    .string({ error: VCARD_TEMPLATE_THUMBNAIL_MESSAGE })
    .trim()
    .max(2048, 'The thumbnail address must be at most 2048 characters.')
    .refine(
      (url) => url === '' || /^https?:\/\/\S+$/i.test(url) || /^\/(?!\/)\S*$/.test(url),
      VCARD_TEMPLATE_THUMBNAIL_MESSAGE,
    )
    .nullable(),
  jsonContent: vcardTemplateJsonSchema,
  status: z.enum(vcardTemplateStatuses, { error: 'The status must be Enabled or Disabled.' }),
};

/** POST /api/admin/vcard-templates: name and JSON required, a new template is Enabled. */
export const vcardTemplateInputSchema = z.strictObject({
  ...fields,
  thumbnailUrl: fields.thumbnailUrl.optional(),
  status: fields.status.default('Enabled'),
});
export type VcardTemplateInput = z.input<typeof vcardTemplateInputSchema>;

/** PUT /api/admin/vcard-templates/{id}: only the fields sent (the toggle sends the status). */
export const vcardTemplatePatchSchema = z.strictObject(fields).partial();
export type VcardTemplatePatch = z.input<typeof vcardTemplatePatchSchema>;

/** A template a user can choose in My V-Card, with its look to draw a preview. */
export const vcardTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** modern or minimal for the built-ins, null for an uploaded template. */
  builtin: z.enum(vcardTemplateKeys).nullable(),
  look: vcardLookSchema,
});
export type VcardTemplate = z.infer<typeof vcardTemplateSchema>;

export const vcardTemplatesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(vcardTemplateSchema),
});

/** A template as staff see it: its file as uploaded, its status and how many cards use it. */
export const adminVcardTemplateSchema = vcardTemplateSchema.extend({
  jsonContent: z.string(),
  status: z.enum(vcardTemplateStatuses),
  cards: z.number().int(),
  updatedAt: z.string(),
});
export type AdminVcardTemplate = z.infer<typeof adminVcardTemplateSchema>;

export const adminVcardTemplatesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminVcardTemplateSchema),
  ...pageFields,
});

export const adminVcardTemplateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminVcardTemplateSchema,
});
