import { toPoisha } from '@careercard/shared/money';
import {
  PACKAGE_IN_USE_MESSAGE,
  PACKAGE_NOT_FOUND_MESSAGE,
  PACKAGE_PAGE_SIZE,
  type packageInputSchema,
  type AdminPackage,
  type AdminPackagesQuery,
  type PackageCode,
} from '@careercard/shared/packages';
import type { Prices } from '@careercard/shared/payments';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../infra/db/client';
import { packages } from '../../infra/db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { offsetOf, pageOrder } from '../../lib/paging';
import type { Actor, AuditService } from '../audit/service';

export type PackageService = ReturnType<typeof createPackageService>;
type PackageRow = typeof packages.$inferSelect;
type PackageFields = Partial<z.output<typeof packageInputSchema>>;

const PACKAGE_SORT_COLUMNS = {
  created_at: packages.id,
  name: sql`lower(${packages.name})`,
  price: packages.pricePoisha,
  status: packages.status,
};

const toAdminPackage = (row: PackageRow): AdminPackage => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: row.pricePoisha / 100,
  status: row.status,
  code: row.code as PackageCode | null,
});

const columnsOf = ({ price, ...rest }: PackageFields) => ({
  ...rest,
  ...(price === undefined ? {} : { pricePoisha: toPoisha(price) }),
});

const throwNotOnSale = (): never => {
  throw new AppError(409, 'This item is not on sale right now.');
};

/**
 * Prices come from the admin's packages, so a price changes without a deploy. Staff edit the
 * list (Package Management); every change is audited.
 */
export function createPackageService(db: Db, audit: AuditService) {
  /** The active packages of `codes`; an inactive or missing one is not on sale. */
  async function onSale(codes: PackageCode[]) {
    const rows = await db
      .select({ code: packages.code, pricePoisha: packages.pricePoisha, name: packages.name })
      .from(packages)
      .where(and(inArray(packages.code, codes), eq(packages.status, 'Active')));
    const byCode = new Map(rows.map((row) => [row.code, row]));
    return codes.map((code) => byCode.get(code) ?? throwNotOnSale());
  }

  /** `within` a transaction, the row is locked until it ends. */
  async function findRow(id: number, within: Pick<Db, 'select'> = db): Promise<PackageRow> {
    const [row] = await within.select().from(packages).where(eq(packages.id, id)).for('update');
    if (!row) throw notFound(PACKAGE_NOT_FOUND_MESSAGE);
    return row;
  }

  return {
    /** A page of the packages, active or not, sorted as asked. */
    async list({ sort, dir, page }: AdminPackagesQuery) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(packages)
          .orderBy(...pageOrder(PACKAGE_SORT_COLUMNS[sort], packages.id, dir))
          .limit(PACKAGE_PAGE_SIZE)
          .offset(offsetOf(page, PACKAGE_PAGE_SIZE)),
        db.select({ n: count() }).from(packages),
      ]);
      return {
        data: rows.map(toAdminPackage),
        page,
        pageSize: PACKAGE_PAGE_SIZE,
        total: total?.n ?? 0,
      };
    },

    async create(input: z.output<typeof packageInputSchema>, by: Actor): Promise<AdminPackage> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(packages)
          .values({ ...columnsOf(input), name: input.name })
          .returning();
        const created = toAdminPackage(row!);
        await audit.record(
          {
            action: 'package.created',
            ...by,
            targetType: 'package',
            targetId: row!.id,
            details: { after: created },
          },
          tx,
        );
        return created;
      });
    },

    /** Changes only the fields given: the status badge sends the status alone. */
    async update(id: number, patch: PackageFields, by: Actor): Promise<AdminPackage> {
      return db.transaction(async (tx) => {
        const before = toAdminPackage(await findRow(id, tx));
        if (Object.keys(patch).length === 0) return before;
        const [row] = await tx
          .update(packages)
          .set(columnsOf(patch))
          .where(eq(packages.id, id))
          .returning();
        const after = toAdminPackage(row!);
        await audit.record(
          {
            action: 'package.updated',
            ...by,
            targetType: 'package',
            targetId: id,
            details: { before, after },
          },
          tx,
        );
        return after;
      });
    },

    /** A package checkout charges stays: made Inactive, it stops being sold. */
    async remove(id: number, by: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await findRow(id, tx);
        if (row.code) throw new AppError(409, PACKAGE_IN_USE_MESSAGE);
        await tx.delete(packages).where(eq(packages.id, id));
        await audit.record(
          {
            action: 'package.deleted',
            ...by,
            targetType: 'package',
            targetId: id,
            details: { before: toAdminPackage(row) },
          },
          tx,
        );
      });
    },

    /** The packages on sale now, in the admin's order: the Pricing page's live table. */
    async activeList(): Promise<AdminPackage[]> {
      const rows = await db
        .select()
        .from(packages)
        .where(eq(packages.status, 'Active'))
        .orderBy(asc(packages.id));
      return rows.map(toAdminPackage);
    },

    /** What the item costs now, in poisha. */
    async priceOf(code: PackageCode): Promise<{ pricePoisha: number; name: string }> {
      const [row] = await onSale([code]);
      return row!;
    },

    /** The prices the browser shows, in taka, in one query; the server charges from the same rows. */
    async prices(): Promise<Prices> {
      const rows = await db
        .select({ code: packages.code, pricePoisha: packages.pricePoisha })
        .from(packages)
        .where(
          and(
            inArray(packages.code, ['cv_download', 'custom_cv', 'subscription']),
            eq(packages.status, 'Active'),
          ),
        );
      const taka = (code: PackageCode) => {
        const row = rows.find((candidate) => candidate.code === code);
        return row ? row.pricePoisha / 100 : null;
      };
      return {
        cv_download: taka('cv_download'),
        custom_cv: taka('custom_cv'),
        subscription: taka('subscription'),
      };
    },
  };
}
