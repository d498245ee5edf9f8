import { z } from 'zod';
import {
  cvAchievementSchema,
  cvCertificationSchema,
  CV_MAX_ITEMS,
  cvDataSchema,
  cvEducationSchema,
  cvExperienceSchema,
  cvExtracurricularSchema,
  cvLanguageSchema,
  cvPersonalSchema,
  cvProjectSchema,
  cvPublicationSchema,
  cvReferenceSchema,
  cvSkillSchema,
  type CvData,
  cvBioDataSchema,
} from './cv';
import { CV_TEXT_MAX, JOB_DESCRIPTION_MAX } from './analysis-basics';

// The parts public pages use without zod live in analysis-basics; they are part of this module too.
export {
  atsBreakdownKeys,
  CV_TEXT_MAX,
  JOB_DESCRIPTION_MAX,
  scoreBand,
  type AtsBreakdownKey,
  type ScoreBand,
} from './analysis-basics';

export const MISSING_ATS_INPUT = 'Please provide both the CV/Resume and the Job Description.';
export const MISSING_QUALITY_INPUT = 'Please select or upload a CV to analyze.';

export const MISSING_MATCH_INPUT = 'Please select a CV and provide a job description.';

/** A pasted text; left out, it gets the form's own message, as a blank one does. */
const text = (max: number, missing: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : 'Must be text.') })
    .max(max, { error: `Must be at most ${max} characters.` });
const cvText = (missing: string) => text(CV_TEXT_MAX, missing);
const jobDescription = (missing: string) => text(JOB_DESCRIPTION_MAX, missing);

/** Who answered: our local engine, or an LLM; `fallback` when the LLM failed and local answered. */
const aiProviders = ['local', 'gemini', 'openai'] as const;
export const analysisSourceSchema = z.object({
  provider: z.enum(aiProviders),
  fallback: z.boolean(),
  /** Why the local engine answered instead of the configured provider. */
  notice: z.string().optional(),
});
export type AnalysisSource = z.infer<typeof analysisSourceSchema>;

// --- ATS report -------------------------------------------------------------------------------

export const atsReportRequestSchema = z.object({
  cvText: cvText(MISSING_ATS_INPUT),
  jobDescription: jobDescription(MISSING_ATS_INPUT),
});
export type AtsReportRequest = z.infer<typeof atsReportRequestSchema>;

export const atsReportSchema = z.object({
  atsScore: z.number().int().min(0).max(100),
  summary: z.string(),
  strengths: z.array(z.string()),
  suggestions: z.array(z.string()),
  matchedKeywords: z.array(z.string()).default([]),
  missingKeywords: z.array(z.string()).default([]),
  breakdown: z.record(z.string(), z.number()).default({}),
});
export type AtsReport = z.infer<typeof atsReportSchema>;

export const atsReportResponseSchema = z.object({
  success: z.boolean().optional(),
  data: atsReportSchema.extend({ source: analysisSourceSchema.optional() }),
});

// --- CV quality -------------------------------------------------------------------------------

export const cvQualityRequestSchema = z.object({ cvText: cvText(MISSING_QUALITY_INPUT) });
export type CvQualityRequest = z.infer<typeof cvQualityRequestSchema>;

/** The parts of the quality rubric (docs/quality-rubric.md), in the order they are shown. */
export const qualityPartKeys = [
  'length',
  'results',
  'actionVerbs',
  'sections',
  'contact',
  'consistency',
  'spelling',
  'blanks',
  'cliches',
] as const;
export type QualityPartKey = (typeof qualityPartKeys)[number];

/** One part's finding: its points out of its weight, and one plain sentence saying why. */
export const qualityPartSchema = z.object({
  key: z.enum(qualityPartKeys),
  score: z.number().int().min(0),
  max: z.number().int().min(0),
  finding: z.string(),
});
export type QualityPart = z.infer<typeof qualityPartSchema>;

export const qualityReportSchema = z.object({
  qualityScore: z.number().int().min(0).max(100),
  summary: z.string(),
  strengths: z.array(z.string()),
  suggestions: z.array(z.string()),
  /** Each part of the rubric; absent from AI providers' answers and older reports. */
  parts: z.array(qualityPartSchema).optional(),
  /** The unfilled blanks left from a draft, as written ("[key result]", "XX %"). */
  blanks: z.array(z.string()).optional(),
});
export type QualityReport = z.infer<typeof qualityReportSchema>;

export const cvQualityResponseSchema = z.object({
  success: z.boolean().optional(),
  data: qualityReportSchema.extend({ source: analysisSourceSchema.optional() }),
});

// --- Tailored CV and cover letter -------------------------------------------------------------

export const tailoredCvRequestSchema = z.object({
  // Checked by the server against the CV model, with the spec's message when left out.
  cvData: z.unknown().optional(),
  jobDescription: jobDescription(MISSING_MATCH_INPUT),
});
export type TailoredCvRequest = z.infer<typeof tailoredCvRequestSchema>;

export const tailorSuggestionSchema = z.object({ area: z.string(), suggestion: z.string() });
export type TailorSuggestion = z.infer<typeof tailorSuggestionSchema>;

export const tailoredResultSchema = z.object({
  tailoredCV: cvDataSchema,
  suggestions: z.array(tailorSuggestionSchema),
  coverLetter: z.string(),
});
export type TailoredResult = z.infer<typeof tailoredResultSchema>;

/** The spec reads tailoredCV, suggestions and coverLetter at the top of the response. */
export const tailoredCvResponseSchema = tailoredResultSchema.extend({
  success: z.boolean().optional(),
  source: analysisSourceSchema.optional(),
});

// --- Writing help -----------------------------------------------------------------------------

/** The editor fields that have an AI button. */
export const generateFieldTypes = [
  'summary',
  'title',
  'experience',
  'project',
  'extracurricular',
  'skills',
  'achievement',
] as const;
export type GenerateFieldType = (typeof generateFieldTypes)[number];

/** What the writer knows about the field: the job title, company, skills, the CV so far … */
const generateContextSchema = z.record(
  z.string(),
  z.union([z.string().max(5000), z.number(), z.boolean(), z.array(z.string().max(200)).max(200)]),
);

const words = (max: number) => z.string().max(max).default('');
const facts = <T extends z.ZodRawShape>(shape: T) => z.array(z.object(shape)).max(CV_MAX_ITEMS);

/**
 * The CV around the field, for drafts from its facts and for checking that an LLM's text
 * invents none. Looser than the CV schema: a draft being typed need not be valid yet.
 */
export const writingCvSchema = z.object({
  title: words(200),
  summary: words(5000),
  experience: facts({
    id: words(64),
    title: words(200),
    company: words(200),
    startDate: words(50),
    endDate: words(50),
    description: words(5000),
  }).default([]),
  education: facts({
    degree: words(200),
    institution: words(200),
    endDate: words(50),
    description: words(5000),
  }).default([]),
  skills: facts({ name: words(200), level: words(20) }).default([]),
  projects: facts({ id: words(64), name: words(200), description: words(5000) }).default([]),
  achievements: facts({ title: words(200), description: words(5000) }).default([]),
});
export type WritingCv = z.infer<typeof writingCvSchema>;

/** What writing help reads of a CV. */
export const writingCvOf = (cv: CvData): WritingCv => ({
  title: cv.personal.title,
  summary: cv.personal.summary,
  experience: cv.experience,
  education: cv.education,
  skills: cv.skills,
  projects: cv.projects,
  achievements: cv.achievements.map((entry) => ({ ...entry, title: entry.title ?? '' })),
});

export const generateContentRequestSchema = z.object({
  fieldType: z.enum(generateFieldTypes, { error: 'Unknown field type.' }),
  context: z.union([z.string().max(20_000), generateContextSchema]).optional(),
  existingText: z.string().max(5000).optional(),
  cv: writingCvSchema.optional(),
  /** The experience or project entry the field belongs to, in `cv`. */
  entryId: z.string().max(64).optional(),
});
export type GenerateContentRequest = z.infer<typeof generateContentRequestSchema>;

/**
 * What the user should know of an answer: it came back unchanged as every line is already
 * strong, or a line it rewrote lists skills (they count in Skills) or says where one worked
 * (the job's title, company and dates say it), or a summary that was a career objective was
 * drafted from the CV's facts.
 */
export const writingNotes = [
  'alreadyStrong',
  'skillsLine',
  'employmentLine',
  'fromObjective',
] as const;

export const generateContentResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    text: z.string(),
    source: analysisSourceSchema.optional(),
    note: z.enum(writingNotes).optional(),
  }),
});

// --- Parsed resume (import) -------------------------------------------------------------------

/** The spec's parse-resume answer: the CV parts read from the file, at the top level. */
export const parsedResumeResponseSchema = z.object({
  success: z.literal(true),
  personal: cvPersonalSchema,
  experience: z.array(cvExperienceSchema),
  education: z.array(cvEducationSchema),
  skills: z.array(cvSkillSchema),
  languages: z.array(cvLanguageSchema),
  projects: z.array(cvProjectSchema),
  extracurricular: z.array(cvExtracurricularSchema),
  // Beyond the spec's list, so that an import keeps every section the file had.
  certifications: z.array(cvCertificationSchema),
  achievements: z.array(cvAchievementSchema),
  publications: z.array(cvPublicationSchema),
  references: z.array(cvReferenceSchema),
  /** The bio-data a Bangladeshi CV lists (issue 44), when the file has any. */
  bioData: cvBioDataSchema.optional(),
});
export type ParsedResumeResponse = z.infer<typeof parsedResumeResponseSchema>;
