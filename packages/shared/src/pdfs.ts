import { z } from 'zod';

const pdfStatuses = ['Paid', 'Pending'] as const;

/** A row of Manage PDFs (GET /api/user/pdfs). */
export const pdfRecordSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  created_at: z.string(),
  status: z.enum(pdfStatuses),
  price: z.number(),
  /** Paid by the Monthly Subscription, not on its own. */
  by_subscription: z.boolean(),
});
export type PdfRecord = z.infer<typeof pdfRecordSchema>;

export const pdfListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(pdfRecordSchema),
});

export const PAYMENT_REQUIRED_MESSAGE = 'Please pay for this download first.';
/** A payment for a PDF already paid for: a record, or a CV unchanged since it was paid for. */
export const PDF_ALREADY_PAID_MESSAGE = 'This PDF is already paid for.';
/** A paid PDF that Chromium could not print (a crash, a time-out): the payment stays, so try again. */
export const PRINT_FAILED_MESSAGE =
  'The PDF could not be printed just now. Please try again in a minute.';
/** Staff signed in as the user, asking for a PDF that may print the user's NID or date of birth. */
export const PDF_PRIVATE_MESSAGE =
  "This PDF may show the user's NID or date of birth, so only they can download it.";

/** One payment buys a CV's PDF and its Word file (issue 45): the same version of the CV. */
export const cvFileFormats = ['pdf', 'docx'] as const;
export type CvFileFormat = (typeof cvFileFormats)[number];
export const DOCX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const WORD_FAILED_MESSAGE =
  'The Word file could not be made just now. Please try again in a minute.';
/** A PDF printed before Word files were made, of a CV changed (or deleted) since. */
export const WORD_GONE_MESSAGE =
  'This PDF was printed from an earlier version of the CV, before Word files were made, so it has no Word file. Download the CV again to get both.';
