import { z } from 'zod';

/** CV files the upload accepts (the spec's list: image/jpg is what some browsers report). */
const cvUploadMimeTypes = ['application/pdf', 'image/jpeg', 'image/jpg', 'image/png'] as const;
export const cvUploadAccept = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const CV_UPLOAD_MAX_MB = 10;
export const CV_UPLOAD_MAX_BYTES = CV_UPLOAD_MAX_MB * 1024 * 1024;

export function isAcceptedCvType(mimeType: string): boolean {
  return (cvUploadMimeTypes as readonly string[]).includes(mimeType);
}

export const cvUploadResponseSchema = z.object({
  success: z.boolean(),
  data: z.object({ cvText: z.string().optional(), summary: z.string().optional() }),
});
