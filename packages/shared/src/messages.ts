import { z } from 'zod';

/** A message from the outbox (GET /api/admin/messages): what was sent to whom, and how it went. */
export const outboxMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  purpose: z.string(),
  /**
   * The text, only for messages no gateway delivered (the log transport): then the outbox is
   * the one place it exists. Texts a gateway sent stay private, as they hold one-time codes.
   */
  body: z.string().nullable(),
  status: z.enum(['pending', 'sent', 'failed']),
  transport: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxQuerySchema = z.object({
  recipient: z.string().trim().max(255).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const outboxResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(outboxMessageSchema),
});
