import { DEFAULT_TEMPLATE_ID, builtInTemplateNames } from '@careercard/shared/cv-api';
import {
  BUILT_IN_TEMPLATE_MESSAGE,
  CV_TEMPLATE_NOT_FOUND_MESSAGE,
  CV_TEMPLATE_REQUIRED_MESSAGE,
  DEFAULT_TEMPLATE_MESSAGE,
  TEMPLATE_SAMPLE_GLOBAL,
  TEMPLATE_SAMPLE_PATH,
  THUMBNAILS_PATH,
  checkTemplateJson,
  type AdminCvTemplate,
  type TemplateSample,
  type TemplateStatus,
  type cvTemplateStoreSchema,
} from '@careercard/shared/cv-templates-admin';
import { GRID_PAGE_SIZE, type GridQuery } from '@careercard/shared/pagination';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../infra/db/client';
import { cvs, cvTemplates } from '../../infra/db/schema';
import type { PdfRenderer } from '../../infra/pdf/pdf-renderer';
import type { Storage } from '../../infra/storage/storage';
import { AppError, notFound } from '../../lib/app-error';
import { offsetOf, pageOrder } from '../../lib/paging';
import type { Actor, AuditService } from '../audit/service';
import type { TemplateService } from './service';

type TemplateRow = typeof cvTemplates.$inferSelect;
type StoreInput = z.output<typeof cvTemplateStoreSchema>;

/** The picture of a template: its first page, A4 in proportion, sharp at a card's size. */
const THUMBNAIL_SIZE = { width: 600, height: 849 } as const;
const THUMBNAIL_TIMEOUT_MS = 20_000;
const THUMBNAIL_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/;

/** The coded templates and the demo layout (a layout row without JSON of its own). */
const isBuiltIn = (row: TemplateRow) => row.kind === 'component' || row.jsonContent === null;

/** The file of a thumbnail the server made, or undefined for an admin's own address. */
function generatedFile(url: string | null): string | undefined {
  const prefix = `${THUMBNAILS_PATH}/`;
  if (!url?.startsWith(prefix)) return undefined;
  const file = url.slice(prefix.length);
  return THUMBNAIL_FILE.test(file) ? file : undefined;
}

const componentOf = (row: TemplateRow) =>
  builtInTemplateNames.find((name) => name === row.component) ?? null;

function toAdmin(row: TemplateRow, cvCount: number): AdminCvTemplate {
  return {
    id: row.id,
    name: row.name,
    thumbnail_url: row.thumbnailUrl,
    thumbnail_generated: generatedFile(row.thumbnailUrl) !== undefined,
    json_content: row.jsonContent,
    status: row.status,
    kind: row.kind,
    component: row.kind === 'component' ? componentOf(row) : null,
    built_in: isBuiltIn(row),
    is_default: row.id === DEFAULT_TEMPLATE_ID,
    cv_count: cvCount,
  };
}

/** What the audit log keeps of a template: not the JSON itself (up to 1 MB), but its digest. */
function snapshot(row: TemplateRow) {
  return {
    name: row.name,
    status: row.status,
    kind: row.kind,
    thumbnailUrl: row.thumbnailUrl,
    ...(row.jsonContent === null
      ? {}
      : {
          jsonBytes: Buffer.byteLength(row.jsonContent),
          jsonSha256: createHash('sha256').update(row.jsonContent).digest('hex').slice(0, 16),
        }),
  };
}

export type TemplateAdminService = ReturnType<typeof createTemplateAdminService>;

/**
 * CV Templates in the back office: staff add layout templates from JSON, edit, enable, disable
 * and delete them; every change is audited. An Enabled template is offered to users at once.
 * A template saved without a thumbnail gets one: the server draws it with the sample CV in
 * Chromium (the same page and fonts as the preview) and keeps the PNG in Storage.
 */
export function createTemplateAdminService(options: {
  db: Db;
  audit: AuditService;
  templates: TemplateService;
  storage: Storage;
  renderer: PdfRenderer;
  /** Where Chromium reaches this server's pages (its own address, not the public one). */
  printBaseUrl: () => string;
  logger: FastifyBaseLogger;
}) {
  const { db, audit, templates, storage, renderer, logger } = options;

  /** CVs drawn in each template; those without one are drawn in the default template. */
  async function cvCounts(): Promise<Map<number, number>> {
    const rows = await db
      .select({ templateId: cvs.templateId, total: count() })
      .from(cvs)
      .groupBy(cvs.templateId);
    const counts = new Map<number, number>();
    for (const { templateId, total } of rows) {
      const id = templateId ?? DEFAULT_TEMPLATE_ID;
      counts.set(id, (counts.get(id) ?? 0) + total);
    }
    return counts;
  }

  async function withCount(row: TemplateRow): Promise<AdminCvTemplate> {
    return toAdmin(row, (await cvCounts()).get(row.id) ?? 0);
  }

  /** `within` a transaction, the row is locked until it ends. */
  async function findRow(id: number, within: Pick<Db, 'select'> = db): Promise<TemplateRow> {
    const [row] = await within
      .select()
      .from(cvTemplates)
      .where(eq(cvTemplates.id, id))
      .for('update');
    if (!row) throw notFound(CV_TEMPLATE_NOT_FOUND_MESSAGE);
    return row;
  }

  /**
   * The template's first page with the sample CV as a PNG in Storage, and its address; null
   * when it could not be drawn (the template is saved all the same, and shows a drawing of its
   * own in the grid and the chooser).
   */
  async function makeThumbnail(layout: unknown): Promise<string | null> {
    const sample: TemplateSample = { component: null, layout };
    try {
      const png = await renderer.screenshot(`${options.printBaseUrl()}${TEMPLATE_SAMPLE_PATH}`, {
        ...THUMBNAIL_SIZE,
        globals: { [TEMPLATE_SAMPLE_GLOBAL]: sample },
        timeoutMs: THUMBNAIL_TIMEOUT_MS,
      });
      const file = `${randomUUID()}.png`;
      await storage.put(`templates/${file}`, png, 'image/png');
      return `${THUMBNAILS_PATH}/${file}`;
    } catch (error) {
      logger.warn(
        { err: error },
        'The CV template thumbnail could not be made; the template is saved without one',
      );
      return null;
    }
  }

  /** Removes a thumbnail the server made; a file left behind is only wasted space. */
  async function dropThumbnail(url: string | null | undefined): Promise<void> {
    const file = generatedFile(url ?? null);
    if (!file) return;
    await storage.delete(`templates/${file}`).catch((error: unknown) => {
      logger.warn({ err: error, file }, 'An old CV template thumbnail could not be removed');
    });
  }

  function required(input: StoreInput): { name: string; json: string } {
    const name = input.name ?? '';
    const json = input.json_content ?? '';
    const errors: Record<string, string[]> = {};
    if (name === '') errors.name = ['The name field is required.'];
    if (json.trim() === '') errors.json_content = ['Please upload the template JSON file.'];
    if (Object.keys(errors).length > 0) {
      throw new AppError(422, CV_TEMPLATE_REQUIRED_MESSAGE, errors);
    }
    return { name, json };
  }

  return {
    /** A page of the templates, built-in ones too, in the order users see them unless asked. */
    async list({ sort, dir, page }: GridQuery) {
      const columns = {
        created_at: cvTemplates.id,
        name: sql`lower(${cvTemplates.name})`,
        status: cvTemplates.status,
      };
      const [rows, counts, [total], [fallback]] = await Promise.all([
        db
          .select()
          .from(cvTemplates)
          .orderBy(...pageOrder(columns[sort], cvTemplates.id, dir))
          .limit(GRID_PAGE_SIZE)
          .offset(offsetOf(page, GRID_PAGE_SIZE)),
        cvCounts(),
        db.select({ n: count() }).from(cvTemplates),
        db
          .select({ name: cvTemplates.name })
          .from(cvTemplates)
          .where(eq(cvTemplates.id, DEFAULT_TEMPLATE_ID)),
      ]);
      return {
        templates: rows.map((row) => toAdmin(row, counts.get(row.id) ?? 0)),
        page,
        pageSize: GRID_PAGE_SIZE,
        total: total?.n ?? 0,
        default_name: fallback?.name ?? '',
      };
    },

    /** Adds a layout template, or changes the one `input.id` names (not a built-in one). */
    async store(input: StoreInput, by: Actor): Promise<AdminCvTemplate> {
      const { name, json } = required(input);
      const existing = input.id ? await findRow(input.id) : undefined;
      if (existing && isBuiltIn(existing)) throw new AppError(409, BUILT_IN_TEMPLATE_MESSAGE);
      const check = checkTemplateJson(json);
      if (!check.ok) throw new AppError(422, check.message, { json_content: [check.message] });

      // An address the admin gave wins; else the picture made from this very JSON is kept, or a
      // new one made.
      let thumbnailUrl = input.thumbnail_url || null;
      let made: string | null = null;
      if (!thumbnailUrl) {
        const current = existing?.thumbnailUrl ?? null;
        if (generatedFile(current) && existing?.jsonContent === json) thumbnailUrl = current;
        else thumbnailUrl = made = await makeThumbnail(check.value);
      }
      const values = { name, jsonContent: json, thumbnailUrl, status: input.status };

      let saved: { before?: TemplateRow; after: TemplateRow };
      try {
        saved = await db.transaction(async (tx) => {
          if (existing) {
            const before = await findRow(existing.id, tx);
            if (isBuiltIn(before)) throw new AppError(409, BUILT_IN_TEMPLATE_MESSAGE);
            const [after] = await tx
              .update(cvTemplates)
              .set(values)
              .where(eq(cvTemplates.id, existing.id))
              .returning();
            await audit.record(
              {
                action: 'cv_template.updated',
                ...by,
                targetType: 'cv_template',
                targetId: existing.id,
                details: { before: snapshot(before), after: snapshot(after!) },
              },
              tx,
            );
            return { before, after: after! };
          }
          const [after] = await tx
            .insert(cvTemplates)
            .values({ ...values, kind: 'layout' })
            .returning();
          await audit.record(
            {
              action: 'cv_template.created',
              ...by,
              targetType: 'cv_template',
              targetId: after!.id,
              details: { after: snapshot(after!) },
            },
            tx,
          );
          return { after: after! };
        });
      } catch (error) {
        await dropThumbnail(made);
        throw error;
      }
      if (saved.before && saved.before.thumbnailUrl !== saved.after.thumbnailUrl) {
        await dropThumbnail(saved.before.thumbnailUrl);
      }
      templates.forget(saved.after.id);
      return withCount(saved.after);
    },

    /**
     * The card's toggle. An Enabled template is offered to users at once; a Disabled one is
     * no longer offered, while CVs already in it keep it. The default template stays enabled.
     */
    async setStatus(id: number, status: TemplateStatus, by: Actor): Promise<AdminCvTemplate> {
      const after = await db.transaction(async (tx) => {
        const before = await findRow(id, tx);
        if (before.status === status) return before;
        if (status === 'Disabled' && id === DEFAULT_TEMPLATE_ID) {
          throw new AppError(409, DEFAULT_TEMPLATE_MESSAGE);
        }
        const [row] = await tx
          .update(cvTemplates)
          .set({ status })
          .where(eq(cvTemplates.id, id))
          .returning();
        await audit.record(
          {
            action: status === 'Enabled' ? 'cv_template.enabled' : 'cv_template.disabled',
            ...by,
            targetType: 'cv_template',
            targetId: id,
            details: { before: snapshot(before), after: snapshot(row!) },
          },
          tx,
        );
        return row!;
      });
      templates.forget(id);
      return withCount(after);
    },

    /** Deletes an uploaded template; CVs drawn in it are drawn in the default template after. */
    async remove(id: number, by: Actor): Promise<void> {
      const before = await db.transaction(async (tx) => {
        const row = await findRow(id, tx);
        if (isBuiltIn(row)) throw new AppError(409, BUILT_IN_TEMPLATE_MESSAGE);
        const [{ moved } = { moved: 0 }] = await tx
          .select({ moved: count() })
          .from(cvs)
          .where(eq(cvs.templateId, id));
        // The foreign key sets the CVs' template to null: the default template draws them.
        await tx.delete(cvTemplates).where(eq(cvTemplates.id, id));
        await audit.record(
          {
            action: 'cv_template.deleted',
            ...by,
            targetType: 'cv_template',
            targetId: id,
            details: { before: snapshot(row), movedCvs: moved },
          },
          tx,
        );
        return row;
      });
      templates.forget(id);
      await dropThumbnail(before.thumbnailUrl);
    },

    /** A thumbnail the server made, by its file name; null when there is none. */
    async readThumbnail(file: string): Promise<Buffer | null> {
      if (!THUMBNAIL_FILE.test(file)) return null;
      return storage.get(`templates/${file}`);
    },
  };
}
