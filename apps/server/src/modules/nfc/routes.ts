import {
  adminNfcDesignResponseSchema,
  adminNfcDesignsResponseSchema,
  adminNfcOrderFilterSchema,
  adminNfcOrdersQuerySchema,
  adminNfcOrdersResponseSchema,
  nfcDesignBodySchema,
  nfcDesignsResponseSchema,
  nfcOrderBulkRequestSchema,
  nfcOrderResponseSchema,
  nfcOrdersResponseSchema,
  nfcOrderStatusBodySchema,
} from '@careercard/shared/nfc';
import { bulkResponseSchema, switchingBulkRequestSchema } from '@careercard/shared/bulk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gridQuerySchema } from '@careercard/shared/pagination';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import { runSwitching } from '../../lib/bulk';
import { dhakaDateTime, sendCsv } from '../../lib/csv';
import { actorOf, callerOf } from '../../plugins/access';
import type { AuditService } from '../audit/service';
import type { NfcService } from './service';

const staff = { access: 'admin:manage_nfc' } as const;
const ORDER_CSV_HEADER = [
  'Order',
  'Ordered (Dhaka)',
  'Status',
  'Customer',
  'Design',
  'Total (BDT)',
  'Recipient',
  'Phone',
  'Address line 1',
  'Address line 2',
  'City',
  'Postal code',
  'Country',
  'Tracking code',
];
const secured = { security: [{ bearer: [] }], tags: ['nfc'] };
const designId = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/**
 * The designs on offer and the caller's orders (an order is placed through create-payment);
 * for staff, the designs and the orders of the back office.
 */
export const nfcRoutes: FastifyPluginAsyncZod<{ nfc: NfcService; audit: AuditService }> = async (
  app,
  { nfc, audit },
) => {
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
        ...secured,
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
      config: staff,
      schema: {
        ...secured,
        summary:
          'NFC card orders for staff, 20 a page: filtered by status, order days and a search of code or name, sorted by a column',
        querystring: adminNfcOrdersQuerySchema,
        response: { 200: adminNfcOrdersResponseSchema, 422: validationErrorSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await nfc.listAll(request.query)) }),
  );

  app.post(
    '/api/admin/nfc-orders/bulk',
    {
      config: staff,
      schema: {
        ...secured,
        summary:
          'Set one status on many orders: each is moved on its own (courier booked as for one), answered and audited',
        body: nfcOrderBulkRequestSchema,
        response: { 200: bulkResponseSchema, 422: validationErrorSchema },
      },
    },
    (request) => nfc.bulkStatus(request.body.ids, request.body.status, actorOf(request)),
  );

  app.get(
    '/api/admin/nfc-orders/export',
    {
      config: staff,
      schema: {
        ...secured,
        summary:
          'The orders the filters match with their shipping addresses, as CSV (UTF-8 with a byte-order mark), streamed',
        querystring: adminNfcOrderFilterSchema,
        response: { 200: z.unknown().describe('The CSV file'), 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      await audit.record({
        action: 'export.nfc_orders',
        ...actorOf(request),
        details: { filters: request.query },
      });
      async function* rows() {
        for await (const order of nfc.each(request.query)) {
          yield [
            order.code,
            dhakaDateTime(order.createdAt),
            order.status,
            order.userName,
            order.designName,
            (order.totalPoisha / 100).toFixed(2),
            order.fullName,
            order.phone,
            order.addressLine1,
            order.addressLine2,
            order.city,
            order.postalCode,
            order.country,
            order.trackingCode,
          ];
        }
      }
      return sendCsv(reply, 'nfc-orders', ORDER_CSV_HEADER, rows());
    },
  );

  app.put(
    '/api/admin/nfc-orders/:id/status',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'Set the status of a paid NFC card order (Accepted … Handed Over to Courier)',
        params: z.object({ id: z.string().max(30) }),
        body: nfcOrderStatusBodySchema,
        response: { 200: nfcOrderResponseSchema, 404: messageSchema, 409: messageSchema },
      },
    },
    async (request) => {
      const order = await nfc.setStatus(request.params.id, request.body.status, actorOf(request));
      return { success: true as const, message: 'Order status updated.', data: order };
    },
  );

  app.get(
    '/api/admin/nfc-designs',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'A page of the NFC card designs, enabled or not; ?sort=&dir=&page=',
        querystring: gridQuerySchema,
        response: { 200: adminNfcDesignsResponseSchema, 422: validationErrorSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await nfc.designPage(request.query)) }),
  );

  app.post(
    '/api/admin/nfc-designs',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'Add an NFC card design (price in taka, 0 by default)',
        body: nfcDesignBodySchema,
        response: { 201: adminNfcDesignResponseSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const design = await nfc.createDesign(request.body, actorOf(request));
      return reply
        .status(201)
        .send({ success: true as const, message: 'Design added.', data: design });
    },
  );

  app.put(
    '/api/admin/nfc-designs/:id',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'Change an NFC card design, its status included',
        params: designId,
        body: nfcDesignBodySchema,
        response: {
          200: adminNfcDesignResponseSchema,
          404: messageSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Design updated.',
      data: await nfc.updateDesign(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.delete(
    '/api/admin/nfc-designs/:id',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'Delete an NFC card design (orders keep its name and price)',
        params: designId,
        response: { 200: messageSchema.extend({ success: z.literal(true) }), 404: messageSchema },
      },
    },
    async (request) => {
      await nfc.deleteDesign(request.params.id, actorOf(request));
      return { success: true as const, message: 'Design deleted.' };
    },
  );

  app.post(
    '/api/admin/nfc-designs/bulk',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'Enable or disable many NFC card designs: each on its own, answered and audited',
        body: switchingBulkRequestSchema,
        response: { 200: bulkResponseSchema, 422: validationErrorSchema },
      },
    },
    (request) => {
      const by = actorOf(request);
      return runSwitching(request.body, (id, status) => nfc.updateDesign(id, { status }, by));
    },
  );
};
