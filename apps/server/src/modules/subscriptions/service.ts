import { SUBSCRIPTION_DAYS, type SubscriptionStatus } from '@careercard/shared/subscriptions';
import type { CvFileFormat } from '@careercard/shared/pdfs';
import { and, eq, gt, max, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { payments, users } from '../../infra/db/schema';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../auth/service';
import type { CvService } from '../cvs/service';
import type { OtpService } from '../otp/service';
import type { PackageService } from '../packages/service';
import type { PdfService } from '../pdfs/service';

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The Monthly Subscription: each payment covers 30 days after any the user already has, and
 * while one runs, PDF downloads and CV tailoring need no payment of their own.
 */
export function createSubscriptionService(options: {
  db: Db;
  packages: PackageService;
  pdfs: PdfService;
  cvs: CvService;
  otp: OtpService;
}) {
  const { db, packages, pdfs, cvs, otp } = options;

  /** The end of the user's running subscription; payments follow on, so the latest end is it. */
  async function activeUntil(userId: number, within: Pick<Db, 'select'> = db) {
    const [row] = await within
      .select({ until: max(payments.coversUntil) })
      .from(payments)
      .where(
        and(
          eq(payments.userId, userId),
          eq(payments.purpose, 'subscription'),
          eq(payments.status, 'Completed'),
          gt(payments.coversUntil, sql`now()`),
        ),
      );
    return row?.until ?? null;
  }

  return {
    activeUntil,

    async status(userId: number): Promise<SubscriptionStatus> {
      const [until, prices] = await Promise.all([activeUntil(userId), packages.prices()]);
      return { activeUntil: until?.toISOString() ?? null, price: prices.subscription };
    },

    /** A paid subscription starts its 30 days when the running one ends (or now). */
    async grant(paymentId: string, userId: number, tx: Tx): Promise<void> {
      // One grant per user at a time, so two payments in a row never cover the same days.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const from = (await activeUntil(userId, tx)) ?? new Date();
      const until = new Date(from.getTime() + SUBSCRIPTION_DAYS * 24 * 60 * 60 * 1000);
      await tx
        .update(payments)
        .set({ coversFrom: from, coversUntil: until })
        .where(eq(payments.id, paymentId));
    },

    /**
     * The PDF (or its Word file) named by `id` (a record or a CV): one already paid for, or, on
     * a running subscription, one it pays for. The phone check of a payment applies all the same.
     */
    async downloadPdf(caller: Caller, id: string, format: CvFileFormat = 'pdf') {
      const userId = caller.account.id;
      const reader = { asStaff: caller.impersonator !== null };
      try {
        return await pdfs.download(userId, id, reader, format);
      } catch (error) {
        if (!(error instanceof AppError && error.status === 402)) throw error;
        if (!(await activeUntil(userId))) throw error;
        // A new record passes the phone check first, as a payment does; a Pending one passed it.
        if (!(await pdfs.recordOf(userId, id))) {
          const cv = await cvs.get(userId, id);
          await otp.assertMayDownload(caller, cv.data.personal.phone);
        }
        const record = await pdfs.coverBySubscription(userId, id);
        return pdfs.download(userId, record.id, reader, format);
      }
    },
  };
}
