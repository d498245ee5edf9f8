import { z } from 'zod';

/** Prices the browser shows; the server charges from the same packages. */
export const pricesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ cv_download: z.number(), custom_cv: z.number() }),
});
export type Prices = z.infer<typeof pricesResponseSchema>['data'];
