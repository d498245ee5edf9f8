import { z } from 'zod';

/** How long one payment for the Monthly Subscription covers downloads and tailoring. */
export const SUBSCRIPTION_DAYS = 30;

/** GET /api/user/subscription: until when the user's subscription runs, and what one costs. */
export const subscriptionResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** ISO; null without a running subscription. */
    activeUntil: z.string().nullable(),
    /** Taka; null while the admin has the package Inactive (not on sale). */
    price: z.number().nullable(),
  }),
});
export type SubscriptionStatus = z.infer<typeof subscriptionResponseSchema>['data'];
