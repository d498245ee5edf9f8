import { withAllowedAddresses } from '@careercard/shared/cv';
import { DEFAULT_TEMPLATE_ID } from '@careercard/shared/cv-api';
import {
  CV_VERSION_EVERY_MINUTES,
  CV_VERSION_KEEP_COUNT,
  CV_VERSION_KEEP_DAYS,
  CV_VERSION_NOT_FOUND,
  CV_VERSION_PAGE,
  cvChanges,
  type CvSaveReason,
  type CvState,
  type CvVersion,
  type CvVersionSummary,
} from '@careercard/shared/cv-history';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { cvs, cvVersions } from '../../infra/db/schema';
import { notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { templateNameOf, type TemplateService } from '../templates/service';
import type { CvRow } from './service';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type VersionRow = typeof cvVersions.$inferSelect;

const stateOf = (row: Pick<VersionRow | CvRow, 'name' | 'templateId' | 'data'>): CvState => ({
  name: row.name,
  templateId: row.templateId ?? DEFAULT_TEMPLATE_ID,
  data: withAllowedAddresses(row.data),
});

/**
 * The versions of CVs: each save keeps the state it replaces (typing, at most one every
 * CV_VERSION_EVERY_MINUTES; anything else, always), and old ones go once they are both past
 * CV_VERSION_KEEP_DAYS and not among the latest CV_VERSION_KEEP_COUNT.
 */
export function createVersionKeeper({
  db,
  templates,
  ownRow,
}: {
  db: Db;
  templates: TemplateService;
  ownRow: (userId: number, id: string) => Promise<CvRow>;
}) {
  async function versionRow(userId: number, cvId: string, versionId: string) {
    await ownRow(userId, cvId);
    const [row] = isUuid(versionId)
      ? await db
          .select()
          .from(cvVersions)
          .where(and(eq(cvVersions.id, versionId), eq(cvVersions.cvId, cvId)))
      : [];
    if (!row) throw notFound(CV_VERSION_NOT_FOUND);
    return row;
  }

  async function describe(row: VersionRow) {
    const state = stateOf(row);
    return {
      id: row.id,
      reason: row.reason,
      createdAt: row.savedAt.toISOString(),
      name: state.name,
      templateId: state.templateId,
      templateName: templateNameOf(await templates.forCv(row.templateId)),
      state,
    };
  }

  return {
    /** Within the save's transaction, before the CV (locked by it) is changed. */
    async keep(tx: Tx, cvId: string, reason: CvSaveReason): Promise<void> {
      // The copy is made in the database: a CV of up to 1 MB is not read out to be written back.
      const kept = await tx.execute(sql`
        insert into ${cvVersions} (cv_id, reason, name, template_id, data, saved_at)
        select id, ${reason}, name, template_id, data, updated_at from ${cvs}
        where id = ${cvId} and (${reason} <> 'edit' or not exists (
          select 1 from ${cvVersions} where cv_id = ${cvId}
            and created_at > now() - make_interval(mins => ${CV_VERSION_EVERY_MINUTES})))
        returning id`);
      if (kept.rows.length === 0) return;
      await tx.execute(sql`
        delete from ${cvVersions} where cv_id = ${cvId}
          and created_at < now() - make_interval(days => ${CV_VERSION_KEEP_DAYS})
          and id not in (select id from ${cvVersions} where cv_id = ${cvId}
            order by created_at desc limit ${CV_VERSION_KEEP_COUNT})`);
    },

    /**
     * A page of the CV's versions, newest first, each with what changed after it (to the next
     * newer version, or to the CV as it is for the newest).
     */
    async list(
      userId: number,
      cvId: string,
      before?: string,
    ): Promise<{ versions: CvVersionSummary[]; nextBefore: string | null }> {
      const cv = await ownRow(userId, cvId);
      const newer = before ? await versionRow(userId, cvId, before) : null;
      const rows = await db
        .select()
        .from(cvVersions)
        .where(
          and(
            eq(cvVersions.cvId, cvId),
            newer ? lt(cvVersions.createdAt, newer.createdAt) : undefined,
          ),
        )
        .orderBy(desc(cvVersions.createdAt))
        .limit(CV_VERSION_PAGE + 1);
      const page = rows.slice(0, CV_VERSION_PAGE);
      let after = stateOf(newer ?? cv);
      const versions: CvVersionSummary[] = [];
      for (const row of page) {
        const { state, ...summary } = await describe(row);
        versions.push({ ...summary, changes: cvChanges(state, after) });
        after = state;
      }
      const more = rows.length > CV_VERSION_PAGE;
      return { versions, nextBefore: more ? page.at(-1)!.id : null };
    },

    async get(userId: number, cvId: string, versionId: string): Promise<CvVersion> {
      const { state, ...summary } = await describe(await versionRow(userId, cvId, versionId));
      return { ...summary, data: state.data };
    },
  };
}
