import {
  paymentLedgerQuerySchema,
  paymentLedgerResponseSchema,
  type LedgerRow,
} from '@careercard/shared/payment-ledger';
import { validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dhakaDateTime, sendCsv } from '../../lib/csv';
import { actorOf } from '../../plugins/access';
import type { AuditService } from '../audit/service';
import type { PaymentLedgerService } from './ledger';

const staff = { access: 'admin:view_payments' as const };
const tags = ['payments'];

const CSV_HEADER = [
  'Date (Dhaka)',
  'Invoice ID',
  'Transaction ID',
  'Name',
  'E-mail',
  'Item',
  'Method',
  'Money',
  'Status',
  'Amount (BDT)',
  'Refunded (BDT)',
];

const csvCells = (row: LedgerRow) => [
  dhakaDateTime(new Date(row.date)),
  row.invoiceId,
  row.trxId,
  row.user?.name,
  row.user?.email,
  row.description,
  row.method,
  row.sandbox ? 'Sandbox' : 'Real',
  row.refunded > 0 ? `${row.status}, refunded` : row.status,
  row.amount.toFixed(2),
  row.refunded.toFixed(2),
];

/** Back office → Payments: the ledger and its CSV. */
export const paymentLedgerRoutes: FastifyPluginAsyncZod<{
  ledger: PaymentLedgerService;
  audit: AuditService;
}> = async (app, { ledger, audit }) => {
  app.get(
    '/api/admin/payments',
    {
      config: staff,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          'A page of the payments, newest first unless sorted, searched and filtered, with totals of all they match',
        querystring: paymentLedgerQuerySchema,
        response: { 200: paymentLedgerResponseSchema, 422: validationErrorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await ledger.list(request.query) }),
  );

  app.get(
    '/api/admin/payments/export',
    {
      config: staff,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'The payments the filters match, as CSV (UTF-8 with a byte-order mark), streamed',
        querystring: paymentLedgerQuerySchema,
        // Streamed as text: Fastify serialises no stream.
        response: { 200: z.unknown().describe('The CSV file'), 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      // The CSV keeps the newest first: a ledger is read in time order.
      const { page: _page, sort: _sort, dir: _dir, ...filters } = request.query;
      await audit.record({
        action: 'export.payments',
        ...actorOf(request),
        details: { filters },
      });
      async function* rows() {
        for await (const row of ledger.each(filters)) yield csvCells(row);
      }
      return sendCsv(reply, 'payments', CSV_HEADER, rows());
    },
  );
};
