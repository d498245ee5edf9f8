import { z } from 'zod';

/** The user dashboard's stat cards that count something real. */
export const dashboardStatsSchema = z.object({
  cvsCreated: z.number().int().min(0),
  atsChecksUsed: z.number().int().min(0),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const dashboardStatsResponseSchema = z.object({
  success: z.literal(true),
  data: dashboardStatsSchema,
});
