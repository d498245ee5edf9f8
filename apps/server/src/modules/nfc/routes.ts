import {
  adminNfcOrdersQuerySchema,
  adminNfcOrdersResponseSchema,
  nfcDesignsResponseSchema,
  nfcOrderResponseSchema,
  nfcOrdersResponseSchema,
  nfcOrderStatusBodySchema,
} from '@careercard/shared/nfc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '@careercard/shared/validation';
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

  app.get(
    '/api/admin/nfc-orders',
    {
      config: { access: 'admin:manage_nfc' },
      schema: {
        security: [{ bearer: [] }],
        tags: ['nfc'],
        summary: 'NFC card orders for staff, newest first, optionally of one status',
        querystring: adminNfcOrdersQuerySchema,
        response: { 200: adminNfcOrdersResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await nfc.listAll(request.query) }),
  );

  app.put(
    '/api/admin/nfc-orders/:id/status',
    {
      config: { access: 'admin:manage_nfc' },
      schema: {
        security: [{ bearer: [] }],
        tags: ['nfc'],
        summary: 'Set the status of a paid NFC card order (Accepted … Handed Over to Courier)',
        params: z.object({ id: z.string().max(30) }),
        body: nfcOrderStatusBodySchema,
        response: { 200: nfcOrderResponseSchema, 404: messageSchema, 409: messageSchema },
      },
    },
    async (request) => {
      const order = await nfc.setStatus(request.params.id, request.body.status, {
        actorUserId: callerOf(request).account.id,
        ip: request.ip,
      });
      return { success: true as const, message: 'Order status updated.', data: order };
    },
  );
};
