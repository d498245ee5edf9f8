import { z } from 'zod';

/** Log Management (Application Settings): the server's recent warnings and errors. */

export const LOGS_CLEARED_MESSAGE = 'Logs cleared successfully.';
const logLevels = ['warn', 'error', 'fatal'] as const;

export const appLogSchema = z.object({
  id: z.number().int(),
  level: z.enum(logLevels),
  message: z.string(),
  context: z.record(z.string(), z.unknown()).nullable(),
  logged_at: z.string(),
});
export type AppLog = z.infer<typeof appLogSchema>;

export const appLogQuerySchema = z.object({
  level: z.enum(logLevels, { error: 'The level must be warn, error or fatal.' }).optional(),
  limit: z.coerce
    .number({ error: 'The limit must be a number.' })
    .int('The limit must be a whole number.')
    .min(1, 'The limit must be 1 or more.')
    .max(500, 'The limit must be at most 500.')
    .default(100),
});

export const appLogListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(appLogSchema),
  /** All kept, beyond the page. */
  total: z.number().int(),
});
