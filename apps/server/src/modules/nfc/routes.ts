import { nfcDesignsResponseSchema, nfcOrdersResponseSchema } from '@careercard/shared/nfc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access';
import type { NfcService } from './service';

/** The designs on offer and the caller's orders; an order is placed through create-payment. */
export const nfcRoutes: FastifyPluginAsyncZod<{ nfc: NfcService }> = async (app, { nfc }) => {
  app.get(
    '/api/nfc-designs',
    {
      config: { access: 'public' },
      schema: {
        tags: ['nfc'],
        summary: 'The NFC card designs on offer, with the shipping fee (taka)',
        response: { 200: nfcDesignsResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await nfc.designs() }),
  );

  app.get(
    '/api/user/nfc-orders',
    {
      config: { access: 'user' },
      schema: {
        security: [{ bearer: [] }],
        tags: ['nfc'],
        summary: "The caller's NFC card orders, newest first, each with its status history",
        response: { 200: nfcOrdersResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await nfc.list(callerOf(request).account.id),
    }),
  );
};
