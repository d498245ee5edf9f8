import type { Prices } from '@careercard/shared/payments';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { packages } from '../../infra/db/schema';
import { AppError } from '../../lib/app-error';

export type PackageCode = 'cv_download' | 'custom_cv';
export type PackageService = ReturnType<typeof createPackageService>;

/** Prices come from the admin's packages, so a price changes without a deploy. */
export function createPackageService(db: Db) {
  return {
    /** What the item costs now, in poisha; an inactive or missing package is not on sale. */
    async priceOf(code: PackageCode): Promise<{ pricePoisha: number; name: string }> {
      const [row] = await db
        .select({ pricePoisha: packages.pricePoisha, name: packages.name })
        .from(packages)
        .where(and(eq(packages.code, code), eq(packages.status, 'Active')));
      if (!row) throw new AppError(409, 'This item is not on sale right now.');
      return row;
    },

    /** The prices the browser shows, in taka; the server charges from the same rows. */
    async prices(): Promise<Prices> {
      const [download, custom] = await Promise.all([
        this.priceOf('cv_download'),
        this.priceOf('custom_cv'),
      ]);
      return { cv_download: download.pricePoisha / 100, custom_cv: custom.pricePoisha / 100 };
    },
  };
}
