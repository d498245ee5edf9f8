import { z } from 'zod';
import { cvDataSchema, cvListKeys, type CvData, type CvListKey } from './cv';
import { MAX_DB_INTEGER } from './validation';

/** A CV's history: its earlier versions, and the Trash a deleted CV waits in (issue 45). */

/** A deleted CV stays in the Trash this long, then a scheduled job deletes it for good. */
export const CV_TRASH_DAYS = 30;
/** Versions are kept for this many days, or the latest CV_VERSION_KEEP_COUNT: whichever is more. */
export const CV_VERSION_KEEP_DAYS = 90;
export const CV_VERSION_KEEP_COUNT = 50;
/** While the user types, at most one version in this many minutes. */
export const CV_VERSION_EVERY_MINUTES = 5;
/** Versions in one page of the list. */
export const CV_VERSION_PAGE = 30;

/**
 * Why a save was made. Each but 'edit' keeps the CV as it was before it as a version of its
 * own; edits are kept at most once every few minutes. A changed template is always 'template'.
 */
export const cvSaveReasons = ['edit', 'ai', 'import', 'tailor', 'template', 'restore'] as const;
export type CvSaveReason = (typeof cvSaveReasons)[number];

export const cvSaveReasonSchema = z.enum(cvSaveReasons, {
  error: `The reason must be one of: ${cvSaveReasons.join(', ')}.`,
});

/** The parts of a CV a change is told by: its name, its template, and each part of its data. */
export const cvChangeParts = ['name', 'template', 'personal', 'bioData', ...cvListKeys] as const;
export type CvChangePart = (typeof cvChangeParts)[number];

export const cvChangeSchema = z.object({
  part: z.enum(cvChangeParts),
  /** Entries of a list added, removed and edited; all 0 for a part that is not a list. */
  added: z.number().int(),
  removed: z.number().int(),
  edited: z.number().int(),
});
export type CvChange = z.infer<typeof cvChangeSchema>;

/** A CV as a version keeps it. */
export interface CvState {
  name: string;
  templateId: number;
  data: CvData;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function listChange(part: CvListKey, before: CvData, after: CvData): CvChange | null {
  const was = new Map<string, unknown>(before[part].map((entry) => [entry.id, entry]));
  const now = new Map<string, unknown>(after[part].map((entry) => [entry.id, entry]));
  let added = 0;
  let edited = 0;
  for (const [id, entry] of now) {
    if (!was.has(id)) added += 1;
    else if (!same(was.get(id), entry)) edited += 1;
  }
  const removed = [...was.keys()].filter((id) => !now.has(id)).length;
  // The same entries in another order is an edit of the list.
  const moved =
    added + removed + edited === 0 &&
    !same(
      before[part].map((entry) => entry.id),
      after[part].map((entry) => entry.id),
    );
  if (added + removed + edited === 0 && !moved) return null;
  return { part, added, removed, edited: moved ? 1 : edited };
}

/** What changed from one state of a CV to the next, in the editor's order of parts. */
export function cvChanges(before: CvState, after: CvState): CvChange[] {
  const whole = (part: CvChangePart): CvChange => ({ part, added: 0, removed: 0, edited: 0 });
  const changes: CvChange[] = [];
  if (before.name !== after.name) changes.push(whole('name'));
  if (before.templateId !== after.templateId) changes.push(whole('template'));
  if (!same(before.data.personal, after.data.personal)) changes.push(whole('personal'));
  if (!same(before.data.bioData ?? null, after.data.bioData ?? null))
    changes.push(whole('bioData'));
  for (const key of cvListKeys) {
    const change = listChange(key, before.data, after.data);
    if (change) changes.push(change);
  }
  return changes;
}

export const cvVersionSummarySchema = z.object({
  id: z.string(),
  reason: cvSaveReasonSchema,
  /** When the CV was in this state (the save after it kept it): ISO 8601. */
  createdAt: z.string(),
  name: z.string(),
  templateId: z.number().int(),
  templateName: z.string(),
  /** What changed after this version: what restoring it takes back. */
  changes: z.array(cvChangeSchema),
});
export type CvVersionSummary = z.infer<typeof cvVersionSummarySchema>;

export const cvVersionListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    versions: z.array(cvVersionSummarySchema),
    /** The cursor of the next (older) page (the last version's id), or null when there is none. */
    nextBefore: z.string().nullable(),
  }),
});

export const cvVersionListQuerySchema = z.object({
  /** The oldest version of the page before: the next page has those older than it. */
  before: z.uuid({ error: 'The cursor is not valid.' }).optional(),
});

export const cvVersionSchema = cvVersionSummarySchema
  .omit({ changes: true })
  .extend({ data: cvDataSchema });
export type CvVersion = z.infer<typeof cvVersionSchema>;
export const cvVersionResponseSchema = z.object({
  success: z.literal(true),
  data: cvVersionSchema,
});

/** Restoring names the CV's version the editor has, as a save does. */
export const restoreCvVersionSchema = z.object({
  version: z
    .number({ error: 'The version field is required.' })
    .int()
    .positive()
    .max(MAX_DB_INTEGER, 'The version is not valid.'),
});

export const trashedCvSchema = z.object({
  id: z.string(),
  name: z.string(),
  templateName: z.string(),
  /** ISO 8601. */
  deletedAt: z.string(),
  /** When the scheduled job deletes it for good: ISO 8601. */
  purgeAt: z.string(),
});
export type TrashedCv = z.infer<typeof trashedCvSchema>;
export const trashListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(trashedCvSchema),
});

export const CV_TRASHED_MESSAGE = 'CV moved to the Trash.';
export const CV_RESTORED_MESSAGE = 'CV restored.';
export const CV_PURGED_MESSAGE = 'CV deleted forever.';
export const CV_NOT_IN_TRASH = 'This CV is not in the Trash.';
export const CV_VERSION_NOT_FOUND = 'Version not found.';
