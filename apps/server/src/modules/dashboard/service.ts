import {
  adminFigurePermissions,
  type AdminDashboardStats,
  type DashboardStats,
} from '@careercard/shared/dashboard';
import type { SmsDeliveryMode } from '@careercard/shared/otp';
import { PAYMENT_METHODS, type PaymentMode } from '@careercard/shared/payments';
import { and, count, eq, gte, inArray, isNull, sql, sum } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { TEST_GATEWAYS, type GatewayName } from '../payments/gateway';
import { unusedTailoringCredit } from '../payments/service';
import { analyses, cvs, payments, pdfDocuments, users } from '../../infra/db/schema';

const isTest = (gateway: string) => TEST_GATEWAYS.includes(gateway as GatewayName);

const takaOf = (rows: Array<{ poisha: number }>) =>
  rows.reduce((total, row) => total + row.poisha, 0) / 100;

/** Real and test money taken by each method (a gateway's name starts with its method). */
function byMethod(rows: Array<{ gateway: string; poisha: number }>) {
  return PAYMENT_METHODS.flatMap((method) => {
    const taken = rows.filter((row) => row.gateway.split('-')[0] === method);
    if (taken.length === 0) return [];
    return [
      {
        method,
        real: takaOf(taken.filter((row) => !isTest(row.gateway))),
        sandbox: takaOf(taken.filter((row) => isTest(row.gateway))),
      },
    ];
  });
}

export type DashboardService = ReturnType<typeof createDashboardService>;

export function createDashboardService(options: {
  db: Db;
  /** How verification codes reach people, for the staff's warning. */
  smsDelivery: () => Promise<SmsDeliveryMode>;
  /** Where payments go, for the staff's warning that no real money moves. */
  paymentMode: () => Promise<PaymentMode>;
  subscriptionUntil: (userId: number) => Promise<Date | null>;
}) {
  const { db } = options;
  return {
    /** The figures of the user's stat cards. */
    async stats(userId: number): Promise<DashboardStats> {
      const [[created], [checks], [downloads], [tailorings], subscriptionUntil] = await Promise.all(
        [
          // As My CVs lists them: not those in the Trash.
          db
            .select({ n: count() })
            .from(cvs)
            .where(and(eq(cvs.userId, userId), isNull(cvs.deletedAt))),
          db
            .select({ n: count() })
            .from(analyses)
            .where(and(eq(analyses.userId, userId), eq(analyses.kind, 'ats_report'))),
          // Credits: what was paid for and is not used yet.
          db
            .select({ n: count() })
            .from(pdfDocuments)
            .where(
              and(
                eq(pdfDocuments.userId, userId),
                eq(pdfDocuments.status, 'Paid'),
                isNull(pdfDocuments.downloadedAt),
              ),
            ),
          db.select({ n: count() }).from(payments).where(unusedTailoringCredit(userId)),
          options.subscriptionUntil(userId),
        ],
      );
      return {
        cvsCreated: created?.n ?? 0,
        atsChecksUsed: checks?.n ?? 0,
        credits: { cvDownloads: downloads?.n ?? 0, tailorings: tailorings?.n ?? 0 },
        subscriptionUntil: subscriptionUntil?.toISOString() ?? null,
      };
    },

    /**
     * The figures of the back office's dashboard cards that `permissions` cover; the others are
     * null and not even counted.
     */
    async adminStats(permissions: readonly string[]): Promise<AdminDashboardStats> {
      const may = (figure: keyof AdminDashboardStats) =>
        permissions.includes(adminFigurePermissions[figure]);
      const counted = <T>(allowed: boolean, read: () => Promise<T>) => (allowed ? read() : null);
      const [revenue, joined, analysed, smsDelivery, paymentMode] = await Promise.all([
        // Test payments moved no real money: counted apart, so the revenue is what was earned;
        // what was refunded was not earned either.
        counted(may('totalRevenue') || may('sandboxRevenue'), () =>
          db
            .select({
              gateway: payments.gateway,
              poisha: sum(sql`${payments.amountPoisha} - ${payments.refundedPoisha}`).mapWith(
                Number,
              ),
            })
            .from(payments)
            .where(eq(payments.status, 'Completed'))
            .groupBy(payments.gateway),
        ),
        counted(may('newUsers30Days'), async () => {
          const [row] = await db
            .select({ n: count() })
            .from(users)
            .where(
              and(eq(users.role, 'user'), gte(users.createdAt, sql`now() - interval '30 days'`)),
            );
          return row?.n ?? 0;
        }),
        counted(may('cvsAnalyzed'), async () => {
          const [row] = await db
            .select({ n: count() })
            .from(analyses)
            .where(inArray(analyses.kind, ['ats_report', 'cv_quality', 'tailored_cv']));
          return row?.n ?? 0;
        }),
        counted(may('smsDelivery'), options.smsDelivery),
        counted(may('paymentMode'), options.paymentMode),
      ]);
      return {
        totalRevenue:
          revenue && may('totalRevenue')
            ? takaOf(revenue.filter((row) => !isTest(row.gateway)))
            : null,
        sandboxRevenue:
          revenue && may('sandboxRevenue')
            ? takaOf(revenue.filter((row) => isTest(row.gateway)))
            : null,
        revenueByMethod: revenue && may('revenueByMethod') ? byMethod(revenue) : null,
        newUsers30Days: joined,
        cvsAnalyzed: analysed,
        smsDelivery,
        paymentMode,
      };
    },
  };
}
