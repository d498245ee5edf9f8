import { messageSchema } from '@careercard/shared/validation';
import { RECEIPT_NOT_FOUND_MESSAGE } from '@careercard/shared/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../lib/content-disposition';
import { varyOnLanguage } from '../../lib/vary';
import { callerOf } from '../../plugins/access';
import type { ReceiptService } from './service';

export const receiptRoutes: FastifyPluginAsyncZod<{ receipts: ReceiptService }> = async (
  app,
  { receipts },
) => {
  app.get(
    '/api/user/payments/:id/receipt',
    {
      config: { access: 'user' },
      schema: {
        tags: ['payments'],
        security: [{ bearer: [] }],
        summary: "A PDF receipt of one of the caller's paid payments, in the caller's language",
        params: z.object({ id: z.uuid(RECEIPT_NOT_FOUND_MESSAGE) }),
        response: {
          // Sent as bytes: Fastify serialises no Buffer.
          200: z.unknown().describe('The PDF file'),
          404: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const { account } = callerOf(request);
      const file = await receipts.receipt(account.id, request.params.id, request.locale);
      varyOnLanguage(reply);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );
};
