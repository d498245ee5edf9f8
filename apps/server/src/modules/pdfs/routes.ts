import {
  DOCX_CONTENT_TYPE,
  pdfListResponseSchema,
  type CvFileFormat,
} from '@careercard/shared/pdfs';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../lib/content-disposition';
import { callerOf } from '../../plugins/access';
import type { SubscriptionService } from '../subscriptions/service';
import type { PdfService } from './service';

const user = { access: 'user' as const };
const secured = { security: [{ bearer: [] }], tags: ['pdfs'] };
const idParams = z.object({ id: z.string().max(100) });

export const pdfRoutes: FastifyPluginAsyncZod<{
  pdfs: PdfService;
  subscriptions: SubscriptionService;
}> = async (app, { pdfs, subscriptions }) => {
  const me = (request: Parameters<typeof callerOf>[0]) => callerOf(request).account.id;

  app.get(
    '/api/user/pdfs',
    {
      config: user,
      schema: {
        ...secured,
        summary: "The caller's PDF records, latest first",
        response: { 200: pdfListResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await pdfs.list(me(request)) }),
  );

  /** The PDF and the Word file of a paid CV: one payment buys both, of the same version. */
  const download = (format: CvFileFormat) =>
    app.get(
      `/api/user/cv/:id/download-${format}`,
      {
        config: user,
        schema: {
          ...secured,
          summary:
            format === 'pdf'
              ? 'The PDF of a paid record (id of the record, or of the CV); on a running subscription, paid by it; else 402 until paid'
              : 'The Word file (.docx) of a paid record, the same version as its PDF; paid as the PDF is',
          params: idParams,
          response: {
            // Sent as bytes: Fastify serialises no Buffer.
            200: z.unknown().describe(format === 'pdf' ? 'The PDF file' : 'The Word file'),
            402: messageSchema,
            // Staff signed in as the user, for a file that may show the user's private details.
            403: messageSchema,
            404: messageSchema,
            // A CV deleted before its file was made, or a Word file of a version gone since.
            410: messageSchema,
            // A new record, paid by a subscription, of a CV without its name or a way to reach them.
            422: validationErrorSchema,
            503: messageSchema,
          },
        },
      },
      async (request, reply) => {
        const { fileName, file } = await subscriptions.downloadPdf(
          callerOf(request),
          request.params.id,
          format,
        );
        return reply
          .type(format === 'pdf' ? 'application/pdf' : DOCX_CONTENT_TYPE)
          .header('content-disposition', attachment(fileName))
          .header('cache-control', 'private, no-store')
          .send(file);
      },
    );
  download('pdf');
  download('docx');

  app.delete(
    '/api/user/pdfs/:id',
    {
      config: user,
      schema: {
        ...secured,
        summary: 'Delete a PDF record and its file',
        params: idParams,
        response: { 200: messageSchema.extend({ success: z.literal(true) }), 404: messageSchema },
      },
    },
    async (request) => {
      await pdfs.remove(me(request), request.params.id);
      return { success: true as const, message: 'PDF deleted.' };
    },
  );
};
