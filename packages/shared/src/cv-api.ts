import { z } from 'zod';
import { cvDataSchema } from './cv';
import { cvSaveReasonSchema } from './cv-history';
import { resumeLayoutSchema } from './resume-layout';
import { MAX_DB_INTEGER } from './validation';

/** Shapes of the CV and template calls (the spec leaves the CV calls unshown; these are ours). */

export const CV_NAME_MAX = 120;
export const UNTITLED_CV = 'Untitled CV';
/** The spec: "The default template id for preview is 1" (DefaultResume). */
export const DEFAULT_TEMPLATE_ID = 1;

export const builtInTemplateNames = [
  'DefaultResume',
  'ClassicResume',
  'ModernResume',
  // Issue 44: the CV as Bangladeshi employers ask for it, in English and in Bangla.
  'BangladeshStandard',
  'BanglaCv',
] as const;
export type BuiltInTemplateName = (typeof builtInTemplateNames)[number];

const cvName = z
  .string({ error: 'The name must be text.' })
  .trim()
  .min(1, { error: 'The name field is required.' })
  .max(CV_NAME_MAX, {
    error: `The name field must not be greater than ${CV_NAME_MAX} characters.`,
  });
const templateId = z
  .number({ error: 'The template must be a number.' })
  .int()
  .positive()
  .max(MAX_DB_INTEGER, 'The selected template is not available.');

export const cvSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  templateId: z.number().int(),
  templateName: z.string(),
  /** ISO 8601; shown in the spec's en-GB format. */
  lastModified: z.string(),
  /** Increases with each save; a save names the version it started from. */
  version: z.number().int(),
});
export type CvSummary = z.infer<typeof cvSummarySchema>;

export const cvRecordSchema = cvSummarySchema.extend({ data: cvDataSchema });
export type CvRecord = z.infer<typeof cvRecordSchema>;

export const cvListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(cvSummarySchema),
});
export const cvResponseSchema = z.object({ success: z.literal(true), data: cvRecordSchema });
export const cvSavedResponseSchema = z.object({ success: z.literal(true), data: cvSummarySchema });

/** The CV data arrives as anything and is normalised before it is checked (see cv-normalize). */
export const createCvSchema = z.object({
  name: cvName.optional(),
  templateId: templateId.optional(),
  data: z.unknown().optional(),
  /** Data read from a file: skills default to Beginner and languages to Basic. */
  imported: z.boolean().optional(),
});
export type CreateCvInput = z.infer<typeof createCvSchema>;

export const updateCvSchema = z.object({
  version: z
    .number({ error: 'The version field is required.' })
    .int()
    .positive()
    .max(MAX_DB_INTEGER, 'The version is not valid.'),
  name: cvName.optional(),
  templateId: templateId.optional(),
  data: z.unknown().optional(),
  /** What made the change (an AI suggestion, a restore …): the version kept before it says so. */
  reason: cvSaveReasonSchema.optional(),
});
export type UpdateCvInput = z.infer<typeof updateCvSchema>;

export const cvConflictSchema = z.object({
  message: z.string(),
  data: z.object({ version: z.number().int() }),
});

// ---- templates ----

export const templateKinds = ['component', 'layout'] as const;

export const cvTemplateSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The spec accepts thumbnail_url or thumbnailUrl; null: the app draws a live thumbnail. */
  thumbnail_url: z.string().nullable(),
  kind: z.enum(templateKinds),
});
export type CvTemplateSummary = z.infer<typeof cvTemplateSummarySchema>;

export const cvTemplateListResponseSchema = z.object({
  success: z.literal(true),
  templates: z.array(cvTemplateSummarySchema),
});

export const cvTemplateResponseSchema = z.object({
  success: z.literal(true),
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(templateKinds),
  /** For kind component: which built-in React template draws it. */
  component: z.enum(builtInTemplateNames).nullable(),
  /** The layout as uploaded (JSON text), and parsed. Null for component templates. */
  json_content: z.string().nullable(),
  layout: resumeLayoutSchema.nullable(),
});
export type CvTemplateResponse = z.infer<typeof cvTemplateResponseSchema>;

/** What the preview and print routes render: the spec's cvData and templateName, and how to draw it. */
export const cvPreviewResponseSchema = z.object({
  cvData: cvDataSchema,
  templateName: z.string(),
  name: z.string(),
  template: cvTemplateResponseSchema.omit({ success: true }),
});
export type CvPreviewResponse = z.infer<typeof cvPreviewResponseSchema>;
