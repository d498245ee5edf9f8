import {
  CV_MAX_BYTES,
  emptyCvData,
  withAllowedAddresses,
  withoutPrivateDetails,
  withPrivateDetailsOf,
  type CvData,
} from '@careercard/shared/cv';
import {
  CV_NAME_MAX,
  DEFAULT_TEMPLATE_ID,
  UNTITLED_CV,
  type CreateCvInput,
  type CvPreviewResponse,
  type CvRecord,
  type CvSummary,
  type UpdateCvInput,
} from '@careercard/shared/cv-api';
import { parseCvData } from '@careercard/shared/cv-normalize';
import {
  CV_NOT_IN_TRASH,
  CV_TRASH_DAYS,
  type CvSaveReason,
  type TrashedCv,
} from '@careercard/shared/cv-history';
import { summariseErrors } from '@careercard/shared/validation';
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../infra/db/client';
import { cvPrintTokens, cvs } from '../../infra/db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { hashToken } from '../auth/tokens';
import { templateNameOf, type TemplateService } from '../templates/service';
import { createVersionKeeper } from './versions';

export type CvRow = typeof cvs.$inferSelect;
const summaryColumns = {
  id: cvs.id,
  name: cvs.name,
  templateId: cvs.templateId,
  updatedAt: cvs.updatedAt,
  version: cvs.version,
};
type SummaryColumn = keyof typeof summaryColumns;

const CV_NOT_FOUND = 'CV not found';
export const CV_CONFLICT =
  'This CV was changed in another tab or window. Reload it to get the latest version.';
/** A print link lives long enough for a headless browser to open it, and no longer. */
const PRINT_TOKEN_TTL_MS = 5 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Normalises and checks CV data; every problem is reported under `<field>.<path>`. */
export function validCvData(input: unknown, importing = false, field = 'data'): CvData {
  const parsed = parseCvData(input, { importing });
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const path = [field, ...issue.path.map(String)].join('.');
      (errors[path] ??= []).push(issue.message);
    }
    throw new AppError(422, summariseErrors(errors), errors);
  }
  if (Buffer.byteLength(JSON.stringify(parsed.data)) > CV_MAX_BYTES) {
    const message = 'The CV is too large: it may hold at most 1 MB of text.';
    throw new AppError(422, message, { [field]: [message] });
  }
  return parsed.data;
}

export type CvService = ReturnType<typeof createCvService>;

/**
 * Who reads or writes the CV: its owner, or staff signed in as them (Login as user), who get it
 * without its private details (the NID, the date of birth) and cannot change those.
 */
export interface CvReader {
  asStaff?: boolean;
}

export function createCvService({ db, templates }: { db: Db; templates: TemplateService }) {
  async function summaryOf(row: Pick<CvRow, SummaryColumn>): Promise<CvSummary> {
    const template = await templates.forCv(row.templateId);
    return {
      id: row.id,
      name: row.name,
      templateId: template.id,
      templateName: templateNameOf(template),
      lastModified: row.updatedAt.toISOString(),
      version: row.version,
    };
  }

  // Opening a CV is the builder's busiest read: as a named statement PostgreSQL plans it once
  // per connection, not on every call (bench/load).
  const ownCv = db
    .select()
    .from(cvs)
    .where(
      and(
        eq(cvs.id, sql.placeholder('id')),
        eq(cvs.userId, sql.placeholder('userId')),
        isNull(cvs.deletedAt),
      ),
    )
    .prepare('cv_own');

  /** The user's own CV; anyone else's, one in the Trash, or a malformed id is not found. */
  async function ownRow(userId: number, id: string): Promise<CvRow> {
    if (!isUuid(id)) throw notFound(CV_NOT_FOUND);
    const [row] = await ownCv.execute({ id, userId });
    if (!row) throw notFound(CV_NOT_FOUND);
    return row;
  }

  /** The CV's row locked for a change from `version`: a stale version is a conflict. */
  async function lockedRow(tx: Tx, userId: number, id: string, version: number) {
    if (!isUuid(id)) throw notFound(CV_NOT_FOUND);
    const [row] = await tx
      .select({ version: cvs.version, templateId: cvs.templateId })
      .from(cvs)
      .where(and(eq(cvs.id, id), eq(cvs.userId, userId), isNull(cvs.deletedAt)))
      .for('update');
    if (!row) throw notFound(CV_NOT_FOUND);
    if (row.version !== version) throw new ConflictError(row.version);
    return row;
  }

  /** The data a CV has stored (read only when it is needed: a CV holds up to 1 MB). */
  const storedData = async (tx: Tx, id: string) =>
    (await tx.select({ data: cvs.data }).from(cvs).where(eq(cvs.id, id)))[0]?.data;

  const versions = createVersionKeeper({ db, templates, ownRow });

  /** The stored data as it may be read: what an older version saved may hold refused addresses. */
  const dataOf = (row: CvRow, reader: CvReader = {}) => {
    const data = withAllowedAddresses(row.data);
    return reader.asStaff ? withoutPrivateDetails(data) : data;
  };

  async function assertTemplate(templateId: number) {
    if (!(await templates.isEnabled(templateId))) {
      const errors = { templateId: ['The selected template is not available.'] };
      throw new AppError(422, errors.templateId[0]!, errors);
    }
  }

  async function previewOf(row: CvRow, reader: CvReader = {}): Promise<CvPreviewResponse> {
    const template = await templates.forCv(row.templateId);
    return {
      cvData: dataOf(row, reader),
      templateName: templateNameOf(template),
      name: row.name,
      template,
    };
  }

  return {
    async list(userId: number): Promise<CvSummary[]> {
      const rows = await db
        .select()
        .from(cvs)
        .where(and(eq(cvs.userId, userId), isNull(cvs.deletedAt)))
        .orderBy(desc(cvs.updatedAt));
      return Promise.all(rows.map(summaryOf));
    },

    async create(userId: number, input: CreateCvInput, reader: CvReader = {}): Promise<CvRecord> {
      const given = validCvData(input.data ?? emptyCvData(), input.imported);
      const data = reader.asStaff ? withoutPrivateDetails(given) : given;
      const templateId = input.templateId ?? DEFAULT_TEMPLATE_ID;
      await assertTemplate(templateId);
      const [row] = await db
        .insert(cvs)
        .values({ userId, name: input.name ?? UNTITLED_CV, templateId, data })
        .returning();
      return { ...(await summaryOf(row!)), data };
    },

    async get(userId: number, id: string, reader: CvReader = {}): Promise<CvRecord> {
      const row = await ownRow(userId, id);
      return { ...(await summaryOf(row)), data: dataOf(row, reader) };
    },

    /**
     * Saves changes made from `input.version`. When the CV has been saved since (another tab),
     * nothing is written and the caller learns the current version.
     */
    async update(
      userId: number,
      id: string,
      input: UpdateCvInput,
      reader: CvReader = {},
    ): Promise<CvSummary> {
      const given = input.data === undefined ? undefined : validCvData(input.data);
      if (input.templateId !== undefined) await assertTemplate(input.templateId);
      const row = await db.transaction(async (tx) => {
        const current = await lockedRow(tx, userId, id, input.version);
        // Staff saw the CV without its private details: the stored ones stay.
        const data =
          given && reader.asStaff
            ? withPrivateDetailsOf(given, (await storedData(tx, id))!)
            : given;
        const newTemplate =
          input.templateId !== undefined && input.templateId !== current.templateId;
        const reason: CvSaveReason = newTemplate ? 'template' : (input.reason ?? 'edit');
        await versions.keep(tx, id, reason);
        const [saved] = await tx
          .update(cvs)
          .set({
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.templateId !== undefined ? { templateId: input.templateId } : {}),
            ...(data !== undefined ? { data } : {}),
            version: sql`${cvs.version} + 1`,
          })
          .where(eq(cvs.id, id))
          // Not the data: the caller has it, and sending it back costs as much as saving it.
          .returning(summaryColumns);
        return saved!;
      });
      return summaryOf(row);
    },

    /** The versions of the user's CV, newest first, a page at a time. */
    versions: (userId: number, id: string, before?: string) => versions.list(userId, id, before),

    /** One version, to preview: without the private details for staff. */
    async version(userId: number, id: string, versionId: string, reader: CvReader = {}) {
      const version = await versions.get(userId, id, versionId);
      return reader.asStaff ? { ...version, data: withoutPrivateDetails(version.data) } : version;
    },

    /** The CV back as it was in a version; the state it leaves is kept as a version itself. */
    async restoreVersion(
      userId: number,
      id: string,
      versionId: string,
      fromVersion: number,
      reader: CvReader = {},
    ): Promise<CvRecord> {
      const version = await versions.get(userId, id, versionId);
      // A template removed since leaves the CV in the template it has.
      const templateOk = await templates.isEnabled(version.templateId);
      const row = await db.transaction(async (tx) => {
        await lockedRow(tx, userId, id, fromVersion);
        await versions.keep(tx, id, 'restore');
        const [saved] = await tx
          .update(cvs)
          .set({
            name: version.name,
            data: version.data,
            ...(templateOk ? { templateId: version.templateId } : {}),
            version: sql`${cvs.version} + 1`,
          })
          .where(eq(cvs.id, id))
          .returning();
        return saved!;
      });
      return { ...(await summaryOf(row)), data: dataOf(row, reader) };
    },

    async duplicate(userId: number, id: string, reader: CvReader = {}): Promise<CvRecord> {
      const source = await ownRow(userId, id);
      const name = `Copy of ${source.name}`.slice(0, CV_NAME_MAX);
      const [row] = await db
        .insert(cvs)
        .values({ userId, name, templateId: source.templateId, data: dataOf(source) })
        .returning();
      return { ...(await summaryOf(row!)), data: dataOf(row!, reader) };
    },

    /** Moves the CV to the Trash; its "last updated" stays what it was. */
    async remove(userId: number, id: string): Promise<void> {
      await ownRow(userId, id);
      await db
        .update(cvs)
        .set({ deletedAt: sql`now()`, updatedAt: sql`${cvs.updatedAt}` })
        .where(and(eq(cvs.id, id), eq(cvs.userId, userId)));
    },

    /** The user's CVs in the Trash, latest deleted first, each with the day it goes for good. */
    async trash(userId: number): Promise<TrashedCv[]> {
      const rows = await db
        .select()
        .from(cvs)
        .where(and(eq(cvs.userId, userId), isNotNull(cvs.deletedAt)))
        .orderBy(desc(cvs.deletedAt));
      return Promise.all(
        rows.map(async (row) => ({
          id: row.id,
          name: row.name,
          templateName: (await summaryOf(row)).templateName,
          deletedAt: row.deletedAt!.toISOString(),
          purgeAt: new Date(row.deletedAt!.getTime() + CV_TRASH_DAYS * DAY_MS).toISOString(),
        })),
      );
    },

    async restore(userId: number, id: string): Promise<CvSummary> {
      const [row] = isUuid(id)
        ? await db
            .update(cvs)
            .set({ deletedAt: null, updatedAt: sql`${cvs.updatedAt}` })
            .where(and(eq(cvs.id, id), eq(cvs.userId, userId), isNotNull(cvs.deletedAt)))
            .returning(summaryColumns)
        : [];
      if (!row) throw notFound(CV_NOT_IN_TRASH);
      return summaryOf(row);
    },

    /** Deletes a CV in the Trash for good (its paid PDFs stay, printed or printable no more). */
    async purge(userId: number, id: string): Promise<void> {
      const gone = isUuid(id)
        ? await db
            .delete(cvs)
            .where(and(eq(cvs.id, id), eq(cvs.userId, userId), isNotNull(cvs.deletedAt)))
            .returning({ id: cvs.id })
        : [];
      if (gone.length === 0) throw notFound(CV_NOT_IN_TRASH);
    },

    /** The scheduled job: CVs in the Trash longer than CV_TRASH_DAYS go for good. */
    async emptyTrash(): Promise<number> {
      const gone = await db
        .delete(cvs)
        .where(lt(cvs.deletedAt, sql`now() - make_interval(days => ${CV_TRASH_DAYS})`))
        .returning({ id: cvs.id });
      return gone.length;
    },

    /** The spec's /cv/:userId: a user's own CV (the one named, else the latest), ready to draw. */
    async previewForUser(
      callerId: number,
      userId: number,
      cvId?: string,
      reader: CvReader = {},
    ): Promise<CvPreviewResponse> {
      if (callerId !== userId) throw notFound(CV_NOT_FOUND);
      if (cvId) return previewOf(await ownRow(userId, cvId), reader);
      const [latest] = await db
        .select()
        .from(cvs)
        .where(and(eq(cvs.userId, userId), isNull(cvs.deletedAt)))
        .orderBy(desc(cvs.updatedAt))
        .limit(1);
      if (!latest) throw notFound(CV_NOT_FOUND);
      return previewOf(latest, reader);
    },

    /** The user's CV to print a paid PDF of: one in the Trash too (its PDF stays downloadable). */
    async printable(userId: number, cvId: string): Promise<CvPreviewResponse> {
      const [row] = isUuid(cvId)
        ? await db
            .select()
            .from(cvs)
            .where(and(eq(cvs.id, cvId), eq(cvs.userId, userId)))
        : [];
      if (!row) throw notFound(CV_NOT_FOUND);
      return previewOf(row);
    },

    /** A short-lived, unguessable link for printing one CV. Only its hash is stored. */
    async createPrintToken(userId: number, cvId: string, ttlMs = PRINT_TOKEN_TTL_MS) {
      await ownRow(userId, cvId);
      await db.delete(cvPrintTokens).where(lt(cvPrintTokens.expiresAt, sql`now()`));
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + ttlMs);
      await db.insert(cvPrintTokens).values({ tokenHash: hashToken(token), cvId, expiresAt });
      return { token, expiresAt };
    },

    async previewByPrintToken(token: string): Promise<CvPreviewResponse> {
      const [found] = await db
        .select({ cv: cvs })
        .from(cvPrintTokens)
        .innerJoin(cvs, eq(cvs.id, cvPrintTokens.cvId))
        .where(
          and(
            eq(cvPrintTokens.tokenHash, hashToken(token)),
            gt(cvPrintTokens.expiresAt, sql`now()`),
            isNull(cvs.deletedAt),
          ),
        );
      if (!found) throw notFound('This preview link is invalid or has expired.');
      return previewOf(found.cv);
    },
  };
}

/** A stale save: answered 409 with the version the CV has now. */
class ConflictError extends AppError {
  constructor(currentVersion: number) {
    super(409, CV_CONFLICT, undefined, { version: currentVersion });
  }
}
