import {
  paymentLedgerQuerySchema,
  paymentLedgerResponseSchema,
  type LedgerRow,
} from '@careercard/shared/payment-ledger';
import { validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { attachment } from '../../lib/content-disposition';
import { CSV_BOM, csvLine } from '../../lib/csv';
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

/** "2026-12-06 15:04" in Bangladesh time. */
const dhakaTime = (iso: string) =>
  new Date(new Date(iso).getTime() + 6 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

const csvRow = (row: LedgerRow) =>
  csvLine([
    dhakaTime(row.date),
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
  ]);

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
          'Every payment, newest first, searched and filtered, with totals of all it matches',
        querystring: paymentLedgerQuerySchema,
        response: { 200: paymentLedgerResponseSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const { page, ...filters } = request.query;
      return { success: true as const, data: await ledger.list(filters, page) };
    },
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
      const { page: _page, ...filters } = request.query;
      await audit.record({
        action: 'export.payments',
        ...actorOf(request),
        details: { filters },
      });
      async function* lines() {
        yield CSV_BOM + csvLine(CSV_HEADER);
        for await (const row of ledger.each(filters)) yield csvRow(row);
      }
      const day = dhakaTime(new Date().toISOString()).slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`payments-${day}.csv`))
        .header('cache-control', 'no-store')
        .send(Readable.from(lines()));
    },
  );
};
