import {
  DOCX_CONTENT_TYPE,
  PAYMENT_REQUIRED_MESSAGE,
  PDF_ALREADY_PAID_MESSAGE,
  PDF_PRIVATE_MESSAGE,
  PRINT_FAILED_MESSAGE,
  WORD_FAILED_MESSAGE,
  WORD_GONE_MESSAGE,
  type CvFileFormat,
  type PdfRecord,
} from '@careercard/shared/pdfs';
import type { CvPreviewResponse } from '@careercard/shared/cv-api';
import { hasPrivateDetails } from '@careercard/shared/cv';
import { fileNameBase } from '@careercard/shared/slug';
import { and, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createHash } from 'node:crypto';
import type { Db } from '../../infra/db/client';
import { pdfDocuments } from '../../infra/db/schema';
import type { JobQueue } from '../../infra/queue/queue';
import type { Storage } from '../../infra/storage/storage';
import { AppError, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { assertCvEssentials } from '../cvs/essentials';
import type { CvReader, CvService } from '../cvs/service';
import type { CvPrinter } from './cv-printer';
import type { CvWordWriter } from './cv-word';

export type PdfService = ReturnType<typeof createPdfService>;
type PdfRow = typeof pdfDocuments.$inferSelect;

const PDF_NOT_FOUND = 'PDF not found.';

/** "Nadia's CV (v2)" becomes "Nadia-s-CV-v2.pdf": safe in every browser and file system. */
const pdfFileName = (cvName: string) => `${fileNameBase(cvName, 'cv')}.pdf`;

/** JSON with every object's keys in order: the same content always reads the same. */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value !== null && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map(
            (key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`,
          )
          .join(',')}}`
      : JSON.stringify(value);

/**
 * What a PDF of a CV shows: its data in its template. A change to the template's own design
 * (by the staff) is no new CV; a renamed CV keeps its content too.
 */
const contentHashOf = (cv: { templateId: number; data: unknown }) =>
  createHash('sha256')
    .update(canonical({ templateId: cv.templateId, data: cv.data }))
    .digest('hex');

/** Where the Word file of a record is kept, beside its PDF. */
const wordKeyOf = (row: PdfRow) => `pdfs/${row.userId}/${row.id}.docx`;
const wordFileName = (pdfName: string) => `${pdfName.replace(/\.pdf$/i, '')}.docx`;

/** The user's records of one CV in one state. */
const recordsOf = (userId: number, cvId: string, status: PdfRow['status']) =>
  and(
    eq(pdfDocuments.userId, userId),
    eq(pdfDocuments.cvId, cvId),
    eq(pdfDocuments.status, status),
  );

/**
 * The user's PDF records: a CV download is priced when asked for, paid through a payment, and
 * printed by headless Chromium from a print page the server draws; the file is kept in Storage.
 */
export function createPdfService(options: {
  db: Db;
  cvs: CvService;
  storage: Storage;
  printer: CvPrinter;
  word: CvWordWriter;
  queue: JobQueue;
  logger: FastifyBaseLogger;
}) {
  const { db, cvs, storage, printer, word, queue, logger } = options;
  /** One print per record at a time, however many downloads ask at once. */
  const printing = new Map<string, Promise<Buffer>>();

  async function recordOf(userId: number, id: string): Promise<PdfRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select()
      .from(pdfDocuments)
      .where(and(eq(pdfDocuments.id, id), eq(pdfDocuments.userId, userId)));
    return row ?? null;
  }

  async function ownRecord(userId: number, id: string): Promise<PdfRow> {
    const row = await recordOf(userId, id);
    if (!row) throw notFound(PDF_NOT_FOUND);
    return row;
  }

  async function print(row: PdfRow): Promise<Buffer> {
    if (row.storageKey) {
      const stored = await storage.get(row.storageKey);
      if (stored) return stored;
    }
    if (!row.cvId) {
      throw new AppError(410, 'The CV of this PDF was deleted, so it cannot be printed again.');
    }
    const preview = await cvs.printable(row.userId, row.cvId);
    const file = await printer.print(preview).catch((error: unknown) => {
      logger.error({ err: error, pdfId: row.id }, 'A PDF could not be printed');
      throw new AppError(503, PRINT_FAILED_MESSAGE);
    });
    const key = `pdfs/${row.userId}/${row.id}.pdf`;
    await storage.put(key, file, 'application/pdf');
    // The record is now the PDF of what was printed (the CV may have changed since payment).
    const contentHash = contentHashOf({ templateId: preview.template.id, data: preview.cvData });
    const kept = await db
      .update(pdfDocuments)
      .set({ storageKey: key, contentHash })
      .where(eq(pdfDocuments.id, row.id))
      .returning({ id: pdfDocuments.id });
    // The record went while it printed (deleted, or its account closed): so does the file.
    if (kept.length === 0) await storage.delete(key);
    // The Word file of the same version; a download makes it again if this one fails.
    else await keepWord(row, preview).catch(() => undefined);
    return file;
  }

  async function keepWord(row: PdfRow, preview: CvPreviewResponse): Promise<Buffer> {
    const file = await word.write(preview).catch((error: unknown) => {
      logger.error({ err: error, pdfId: row.id }, 'A Word file could not be written');
      throw new AppError(503, WORD_FAILED_MESSAGE);
    });
    await storage.put(wordKeyOf(row), file, DOCX_CONTENT_TYPE);
    return file;
  }

  /**
   * The Word file of a paid record: of the version its PDF printed (the first download prints
   * both). A PDF printed before Word files were made has one only while the CV is unchanged.
   */
  async function wordOf(row: PdfRow): Promise<Buffer> {
    const stored = await storage.get(wordKeyOf(row));
    if (stored) return stored;
    await printOnce(row);
    const written = await storage.get(wordKeyOf(row));
    if (written) return written;
    const [printed] = await db.select().from(pdfDocuments).where(eq(pdfDocuments.id, row.id));
    const preview = row.cvId ? await cvs.printable(row.userId, row.cvId).catch(() => null) : null;
    const same =
      preview &&
      printed?.contentHash ===
        contentHashOf({ templateId: preview.template.id, data: preview.cvData });
    if (!same) throw new AppError(410, WORD_GONE_MESSAGE);
    return keepWord(row, preview);
  }

  function printOnce(row: PdfRow): Promise<Buffer> {
    let job = printing.get(row.id);
    if (!job) {
      job = print(row).finally(() => printing.delete(row.id));
      printing.set(row.id, job);
    }
    return job;
  }

  /** A record of a CV that still has it is paid for only while the CV has its essentials. */
  async function assertPrintable(userId: number, cvId: string | null): Promise<void> {
    if (cvId) assertCvEssentials((await cvs.get(userId, cvId)).data.personal);
  }

  /** The record a new download of this CV is paid through: the CV's Pending one, or a new one. */
  async function pendingFor(userId: number, cvId: string, pricePoisha: number): Promise<PdfRow> {
    const cv = await cvs.get(userId, cvId);
    assertCvEssentials(cv.data.personal);
    const fileName = pdfFileName(cv.name);
    const contentHash = contentHashOf(cv);
    const [pending] = await db
      .select()
      .from(pdfDocuments)
      .where(recordsOf(userId, cvId, 'Pending'))
      .orderBy(desc(pdfDocuments.createdAt))
      .limit(1);
    if (pending) {
      const [updated] = await db
        .update(pdfDocuments)
        .set({ fileName, pricePoisha, contentHash })
        .where(eq(pdfDocuments.id, pending.id))
        .returning();
      return updated!;
    }
    const [created] = await db
      .insert(pdfDocuments)
      .values({ userId, cvId, fileName, pricePoisha, contentHash })
      .returning();
    return created!;
  }

  /**
   * The paid record of the user's CV `cvId` as it is now: one printed from it unchanged, else
   * one paid for and not printed yet (it prints the CV as it is). Null when the CV as it is was
   * never paid for; a CV not the user's is not found.
   */
  async function paidCopyOf(userId: number, cvId: string): Promise<PdfRow | null> {
    const cv = await cvs.get(userId, cvId);
    const contentHash = contentHashOf(cv);
    const [row] = await db
      .select()
      .from(pdfDocuments)
      .where(
        and(
          recordsOf(userId, cvId, 'Paid'),
          or(
            eq(pdfDocuments.contentHash, contentHash),
            isNull(pdfDocuments.storageKey),
            // Paid before records kept a hash: the same if the CV is unchanged since its payment.
            and(
              isNull(pdfDocuments.contentHash),
              gte(pdfDocuments.paidAt, new Date(cv.lastModified)),
            ),
          ),
        ),
      )
      .orderBy(
        sql`${pdfDocuments.contentHash} is not distinct from ${contentHash} desc`,
        desc(pdfDocuments.paidAt),
      )
      .limit(1);
    return row ?? null;
  }

  /**
   * Staff signed in as the user get a PDF only when it is the CV as it is now and that holds no
   * private details: a file printed earlier may show an NID the user has since removed.
   */
  async function assertStaffMayRead(userId: number, row: PdfRow): Promise<void> {
    const cv = row.cvId ? await cvs.get(userId, row.cvId).catch(() => null) : null;
    const current = cv && (!row.storageKey || row.contentHash === contentHashOf(cv));
    if (!current || hasPrivateDetails(cv.data)) throw new AppError(403, PDF_PRIVATE_MESSAGE);
  }

  return {
    async list(userId: number): Promise<PdfRecord[]> {
      const rows = await db
        .select()
        .from(pdfDocuments)
        .where(eq(pdfDocuments.userId, userId))
        .orderBy(desc(pdfDocuments.createdAt));
      return rows.map((row) => ({
        id: row.id,
        file_name: row.fileName,
        created_at: row.createdAt.toISOString(),
        status: row.status,
        price: row.pricePoisha / 100,
        by_subscription: row.bySubscription,
      }));
    },

    pendingFor,

    /** The user's record `id`, or null when `id` names none (it may name a CV). */
    recordOf,

    paidCopyOf,

    /**
     * A record of the user's paid by their subscription: the Pending one named by `id`, or a
     * new one for the CV `id`.
     */
    async coverBySubscription(userId: number, id: string): Promise<PdfRow> {
      const existing = await recordOf(userId, id);
      if (existing) await assertPrintable(userId, existing.cvId);
      const record = existing ?? (await pendingFor(userId, id, 0));
      const [paid] = await db
        .update(pdfDocuments)
        .set({ status: 'Paid', paidAt: sql`now()`, pricePoisha: 0, bySubscription: true })
        .where(and(eq(pdfDocuments.id, record.id), eq(pdfDocuments.status, 'Pending')))
        .returning();
      return paid ?? record;
    },

    /** A Pending record of the user's, to pay for from Manage PDFs. */
    async pendingRecord(userId: number, id: string): Promise<PdfRow> {
      const row = await ownRecord(userId, id);
      if (row.status === 'Paid') throw new AppError(409, PDF_ALREADY_PAID_MESSAGE);
      await assertPrintable(userId, row.cvId);
      return row;
    },

    /**
     * The PDF or Word file of a paid record, printed on first download. `id` names a PDF
     * record, or a CV: then the CV as it is now, free when that was paid for (paidCopyOf), else
     * 402. One payment buys both files of the version.
     */
    async download(
      userId: number,
      id: string,
      reader: CvReader = {},
      format: CvFileFormat = 'pdf',
    ): Promise<{ fileName: string; file: Buffer }> {
      if (!isUuid(id)) throw notFound(PDF_NOT_FOUND);
      const row = (await recordOf(userId, id)) ?? (await paidCopyOf(userId, id));
      if (row?.status !== 'Paid') throw new AppError(402, PAYMENT_REQUIRED_MESSAGE);
      if (reader.asStaff) await assertStaffMayRead(userId, row);
      const file = format === 'pdf' ? await printOnce(row) : await wordOf(row);
      if (!row.downloadedAt) {
        await db
          .update(pdfDocuments)
          .set({ downloadedAt: sql`now()` })
          .where(and(eq(pdfDocuments.id, row.id), isNull(pdfDocuments.downloadedAt)));
      }
      return { fileName: format === 'pdf' ? row.fileName : wordFileName(row.fileName), file };
    },

    /**
     * After payment: print ahead of the download, so it comes at once, as a queued job that
     * outlives this server. Never fails the payment: the download prints whatever is missing.
     */
    async prepare(pdfId: string): Promise<void> {
      await queue
        .send('pdf-prepare', { pdfId })
        .catch((error: unknown) => logger.warn({ err: error, pdfId }, 'Printing ahead not queued'));
    },

    /** The queue's job: print the paid PDF and keep it, unless it is kept already. */
    async printAhead(pdfId: string): Promise<void> {
      const [row] = await db.select().from(pdfDocuments).where(eq(pdfDocuments.id, pdfId));
      if (row?.status === 'Paid' && !row.storageKey) await printOnce(row);
    },

    async remove(userId: number, id: string): Promise<void> {
      const row = await ownRecord(userId, id);
      await db.delete(pdfDocuments).where(eq(pdfDocuments.id, row.id));
      if (row.storageKey) await storage.delete(row.storageKey);
      await storage.delete(wordKeyOf(row));
    },
  };
}
