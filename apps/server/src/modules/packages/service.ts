import type { Prices } from '@careercard/shared/payments';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { packages } from '../../infra/db/schema';
import { AppError } from '../../lib/app-error';

export type PackageCode = 'cv_download' | 'custom_cv' | 'nfc_shipping';
export type PackageService = ReturnType<typeof createPackageService>;

const throwNotOnSale = (): never => {
  throw new AppError(409, 'This item is not on sale right now.');
};

/** Prices come from the admin's packages, so a price changes without a deploy. */
export function createPackageService(db: Db) {
  /** The active packages of `codes`; an inactive or missing one is not on sale. */
  async function onSale(codes: PackageCode[]) {
    const rows = await db
      .select({ code: packages.code, pricePoisha: packages.pricePoisha, name: packages.name })
      .from(packages)
      .where(and(inArray(packages.code, codes), eq(packages.status, 'Active')));
    const byCode = new Map(rows.map((row) => [row.code, row]));
    return codes.map((code) => byCode.get(code) ?? throwNotOnSale());
  }

  return {
    /** What the item costs now, in poisha. */
    async priceOf(code: PackageCode): Promise<{ pricePoisha: number; name: string }> {
      const [row] = await onSale([code]);
      return row!;
    },

    /** The prices the browser shows, in taka, in one query; the server charges from the same rows. */
    async prices(): Promise<Prices> {
      const [download, custom] = await onSale(['cv_download', 'custom_cv']);
      return { cv_download: download!.pricePoisha / 100, custom_cv: custom!.pricePoisha / 100 };
    },
  };
}
