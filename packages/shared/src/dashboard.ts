import { z } from 'zod';
import { smsDeliveryModes } from './otp';
import { PAYMENT_METHODS, paymentModeSchema } from './payments';
import type { Permission } from './permissions';

/** The user dashboard's stat cards that count something real. */
export const dashboardStatsSchema = z.object({
  cvsCreated: z.number().int().min(0),
  atsChecksUsed: z.number().int().min(0),
  /** Paid for and not used yet: CV downloads not downloaded, tailorings not generated. */
  credits: z.object({
    cvDownloads: z.number().int().min(0),
    tailorings: z.number().int().min(0),
  }),
  /** The end of a running Monthly Subscription (ISO), else null. */
  subscriptionUntil: z.string().nullable(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const dashboardStatsResponseSchema = z.object({
  success: z.literal(true),
  data: dashboardStatsSchema,
});

/**
 * The back office's dashboard cards: money taken, people joining, CVs analysed, and the set-up
 * warnings. Each figure belongs to an area of the back office; a staff member gets the figures of
 * the areas their role manages, and null for the others (a blog editor sees no revenue).
 */
export const adminDashboardStatsSchema = z.object({
  /** Completed payments through a real gateway, in taka. */
  totalRevenue: z.number().min(0).nullable(),
  /** Completed payments in a sandbox (the providers' or our stand-ins': no real money), in taka. */
  sandboxRevenue: z.number().min(0).nullable(),
  /** The same two sums, by payment method, for the methods that took any. */
  revenueByMethod: z
    .array(
      z.object({
        method: z.enum(PAYMENT_METHODS),
        real: z.number().min(0),
        sandbox: z.number().min(0),
      }),
    )
    .nullable(),
  newUsers30Days: z.number().int().min(0).nullable(),
  /** ATS checks, quality checks and tailorings, by users and visitors. */
  cvsAnalyzed: z.number().int().min(0).nullable(),
  /** How verification codes reach users: 'none' warns the staff that downloads are blocked. */
  smsDelivery: z.enum(smsDeliveryModes).nullable(),
  /** Where payments go now: anything but 'live' moves no real money (or none at all). */
  paymentMode: paymentModeSchema.nullable(),
});
export type AdminDashboardStats = z.infer<typeof adminDashboardStatsSchema>;

/**
 * The area each figure belongs to: revenue to what is sold (packages), new users and analyses to
 * the users, the SMS and payment set-up to the settings where it is fixed.
 */
export const adminFigurePermissions = {
  totalRevenue: 'manage_packages',
  sandboxRevenue: 'manage_packages',
  revenueByMethod: 'manage_packages',
  newUsers30Days: 'manage_users',
  cvsAnalyzed: 'manage_users',
  smsDelivery: 'manage_settings',
  paymentMode: 'manage_settings',
} as const satisfies Record<keyof AdminDashboardStats, Permission>;

export const adminDashboardStatsResponseSchema = z.object({
  success: z.literal(true),
  data: adminDashboardStatsSchema,
});
