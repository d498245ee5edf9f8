import { z } from 'zod';
import { MAX_DB_INTEGER } from './validation';
import { pageFields } from './pagination';
import { builtInTemplateNames, templateKinds } from './cv-api';
import { describeJsonProblem } from './json-problem';
import { resumeLayoutSchema } from './resume-layout';

/**
 * CV Templates in the back office (admin spec §2, §3, §5, §7): the card grid lists every
 * template; `POST /api/admin/store/cv-template` adds one from an uploaded layout JSON, or
 * changes one when it names an `id`. Built-in templates (the coded ones and the demo layout)
 * can be enabled or disabled only.
 */

export const templateStatuses = ['Enabled', 'Disabled'] as const;
export type TemplateStatus = (typeof templateStatuses)[number];

export const CV_TEMPLATE_REQUIRED_MESSAGE = 'Please fill all required fields.';
const INVALID_JSON_MESSAGE = 'Invalid JSON';
export const CV_TEMPLATE_SAVED_MESSAGE = 'Template saved successfully.';
export const CV_TEMPLATE_DELETED_MESSAGE = 'Template deleted successfully.';
export const CV_TEMPLATE_NOT_FOUND_MESSAGE = 'Template not found.';
export const BUILT_IN_TEMPLATE_MESSAGE =
  'This is a built-in template: it can be enabled or disabled, not edited or deleted.';
export const DEFAULT_TEMPLATE_MESSAGE =
  'The default template cannot be disabled: new and imported CVs start in it.';

/** The upload hint of the spec, "JSON up to 1MB", enforced. */
export const CV_TEMPLATE_MAX_BYTES = 1024 * 1024;
export const CV_TEMPLATE_TOO_LARGE_MESSAGE = 'The JSON file must not be larger than 1 MB.';

/**
 * The print-like page Chromium opens to draw a template with the sample CV, for its thumbnail;
 * the template is handed to the page as `window[TEMPLATE_SAMPLE_GLOBAL]`.
 */
export const TEMPLATE_SAMPLE_PATH = '/cv-template-sample';
export const TEMPLATE_SAMPLE_GLOBAL = '__careercardTemplateSample';
export const templateSampleSchema = z.object({
  component: z.enum(builtInTemplateNames).nullable(),
  /** The layout JSON as uploaded; read with resumeLayoutSchema by the page. */
  layout: z.unknown(),
});
export type TemplateSample = z.infer<typeof templateSampleSchema>;

/** Where the server serves the thumbnails it made: `${THUMBNAILS_PATH}/<uuid>.png`. */
export const THUMBNAILS_PATH = '/api/cv-templates/thumbnails';

export const adminCvTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The admin's picture, or the one the server made (`thumbnail_generated`); null: none. */
  thumbnail_url: z.string().nullable(),
  thumbnail_generated: z.boolean(),
  /** The layout JSON as uploaded; null for built-in templates. */
  json_content: z.string().nullable(),
  status: z.enum(templateStatuses),
  kind: z.enum(templateKinds),
  /** For a coded template: its React component. */
  component: z.enum(builtInTemplateNames).nullable(),
  /** Coded templates and the demo layout: enabled or disabled, never edited or deleted. */
  built_in: z.boolean(),
  /** The default template, in which CVs without one are drawn: never disabled. */
  is_default: z.boolean(),
  /** CVs drawn in this template; deleting it moves them to the default template. */
  cv_count: z.number().int(),
});
export type AdminCvTemplate = z.infer<typeof adminCvTemplateSchema>;

/** GET /api/admin/get/cv-template: the spec reads `data.data.templates`. */
export const adminCvTemplateListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    data: z.object({
      templates: z.array(adminCvTemplateSchema),
      ...pageFields,
      /** The default template's name: the delete confirmation says CVs move to it. */
      default_name: z.string(),
    }),
  }),
});

const templateId = z.coerce
  .number({ error: 'The template id must be a number.' })
  .int('The template id must be a whole number.')
  .positive('The template id must be a whole number.')
  .max(MAX_DB_INTEGER, 'The template id is too large.');

export const templateIdParamsSchema = z.object({ id: templateId });

/** An address a browser can load: https://…, http://…, or a path on this site. */
const thumbnailUrl = z
  .string({ error: 'The thumbnail URL must be text.' })
  .trim()
  .max(2048, 'The thumbnail URL must be at most 2048 characters.')
  .refine(
    (value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value) || /^\/[^/\s][^\s]*$/.test(value),
    'The thumbnail URL must be a web address such as https://example.com/picture.png.',
  );

/**
 * POST /api/admin/store/cv-template, the spec's body. Types are checked here; what is required
 * (a name and the JSON) and whether the JSON draws are the service's, so the form gets the
 * spec's message for blank fields.
 */
export const cvTemplateStoreSchema = z.object({
  /** Given: change that template; absent: add one. */
  id: templateId.nullish(),
  name: z
    .string({ error: 'The name must be text.' })
    .trim()
    .max(120, 'The name must be at most 120 characters.')
    .nullish(),
  /** Empty: the server makes one from the template and the sample CV. */
  thumbnail_url: thumbnailUrl.nullish(),
  /** The layout JSON as text (the uploaded file's content). */
  json_content: z.string({ error: 'The template JSON must be text.' }).nullish(),
  status: z
    .enum(templateStatuses, { error: 'The status must be Enabled or Disabled.' })
    .default('Enabled'),
});
export type CvTemplateStoreInput = z.input<typeof cvTemplateStoreSchema>;

export const cvTemplateStoreResponseSchema = z.object({
  success: z.literal(true),
  /** The spec's client accepts HTTP 201 or a body status of 201. */
  status: z.literal(201),
  message: z.string(),
  data: adminCvTemplateSchema,
});

/** PATCH /api/admin/cv-templates/:id: the card's enable/disable action. */
export const cvTemplateStatusSchema = z.strictObject({
  status: z.enum(templateStatuses, { error: 'The status must be Enabled or Disabled.' }),
});

export const adminCvTemplateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminCvTemplateSchema,
});

/** What is wrong with an uploaded layout, for the form and the server alike. */
export type TemplateJsonCheck =
  | { ok: true; value: unknown }
  | { ok: false; reason: 'too_large' | 'invalid_json' | 'layout'; message: string };

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/**
 * Checks a layout JSON as uploaded: at most 1 MB, parses, and draws (fits the layout schema the
 * builder renders). A layout problem is told in plain words, the first one, with where it is.
 */
export function checkTemplateJson(text: string): TemplateJsonCheck {
  if (byteLength(text) > CV_TEMPLATE_MAX_BYTES) {
    return { ok: false, reason: 'too_large', message: CV_TEMPLATE_TOO_LARGE_MESSAGE };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'invalid_json', message: INVALID_JSON_MESSAGE };
  }
  const layout = resumeLayoutSchema.safeParse(value, { reportInput: true });
  if (!layout.success) {
    return {
      ok: false,
      reason: 'layout',
      message: `This file is JSON but not a CV layout: ${describeJsonProblem(layout.error)}`,
    };
  }
  return { ok: true, value };
}

/** The name field of an uploaded layout, which names the template in the form. */
export function layoutNameOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('name' in value)) return undefined;
  const { name } = value;
  return typeof name === 'string' && name.trim() !== '' ? name.trim().slice(0, 120) : undefined;
}
