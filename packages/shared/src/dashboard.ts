import { z } from 'zod';
import { smsDeliveryModes } from './otp';
import { paymentModeSchema } from './payments';

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

/** The back office's dashboard cards: money taken, people joining, CVs analysed. */
export const adminDashboardStatsSchema = z.object({
  /** Completed payments through a real gateway, in taka. */
  totalRevenue: z.number().min(0),
  /** Completed payments in the local bKash sandbox (no real money), in taka. */
  sandboxRevenue: z.number().min(0),
  newUsers30Days: z.number().int().min(0),
  /** ATS checks, quality checks and tailorings, by users and visitors. */
  cvsAnalyzed: z.number().int().min(0),
  /** How verification codes reach users: 'none' warns the staff that downloads are blocked. */
  smsDelivery: z.enum(smsDeliveryModes),
  /** Where payments go now: anything but 'live' moves no real money (or none at all). */
  paymentMode: paymentModeSchema,
});
export type AdminDashboardStats = z.infer<typeof adminDashboardStatsSchema>;

export const adminDashboardStatsResponseSchema = z.object({
  success: z.literal(true),
  data: adminDashboardStatsSchema,
});
