import { z } from 'zod';

/** A Word document (.docx), as browsers report it. */
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/**
 * CV files the upload accepts: the spec's list (image/jpg is what some browsers report) and
 * Word documents.
 */
const cvUploadMimeTypes = ['application/pdf', DOCX_TYPE, 'image/jpeg', 'image/jpg', 'image/png'];
export const cvUploadAccept = `.pdf,.docx,.jpg,.jpeg,.png,application/pdf,${DOCX_TYPE},image/jpeg,image/png`;
export const CV_UPLOAD_MAX_MB = 10;
export const CV_UPLOAD_MAX_BYTES = CV_UPLOAD_MAX_MB * 1024 * 1024;

/**
 * Whether a chosen file is a CV the upload takes, by its type or, when the browser gives none
 * (a .docx on a computer without Word), by its name. The server reads the bytes either way.
 */
export function isAcceptedCvFile({ type, name }: { type: string; name: string }): boolean {
  return (
    cvUploadMimeTypes.includes(type) || (type === '' && /\.(?:pdf|docx|jpe?g|png)$/i.test(name))
  );
}

export const cvUploadResponseSchema = z.object({
  success: z.boolean(),
  data: z.object({ cvText: z.string().optional(), summary: z.string().optional() }),
});
