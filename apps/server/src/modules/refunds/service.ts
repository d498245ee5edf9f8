import { toPoisha } from '@careercard/shared/money';
import {
  REFUND_NOT_PAID_MESSAGE,
  REFUND_TOO_MUCH_MESSAGE,
  type LedgerRow,
  type RefundRequest,
} from '@careercard/shared/payment-ledger';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../infra/db/client';
import { payments, pdfDocuments, refunds } from '../../infra/db/schema';
import { PaymentGatewayError } from '../../infra/payments/payment-gateway';
import { AppError, notFound } from '../../lib/app-error';
import type { Actor, AuditService } from '../audit/service';
import type { NfcService } from '../nfc/service';
import { methodOf, REFUND_WAYS, type GatewayResolver } from '../payments/gateway';
import type { PaymentLedgerService } from '../payments/ledger';

export type RefundService = ReturnType<typeof createRefundService>;

type PaymentRow = typeof payments.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const PAYMENT_NOT_FOUND = 'Payment not found.';
const REFUND_NOT_FOUND = 'Refund not found.';
const REFUND_PENDING_MESSAGE =
  'The payment gateway did not confirm the refund. It is kept as pending: try it again to finish it.';
const REFUND_REFUSED_MESSAGE = 'The payment gateway refused the refund. Nothing was given back.';

/** What a gateway refund is called by at the gateway: our refund's id, in 30 letters. */
const gatewayRefundKey = (refund: RefundRow) => refund.id.replaceAll('-', '').slice(0, 30);

/**
 * Refunds from the back office: through the gateway that took the payment when its API has
 * refunds (bKash, SSLCommerz), else recorded as paid back by hand (Nagad). The amount is
 * reserved on the payment before the gateway is asked, so refunds at once never give back more
 * than was paid; a refund the gateway did not answer stays Pending, reserved, and is tried
 * again with the same key (the gateway makes it once). When nothing is left paid, what the
 * payment bought and has not been used is withdrawn.
 */
export function createRefundService(options: {
  db: Db;
  gateways: GatewayResolver;
  ledger: PaymentLedgerService;
  nfc: NfcService;
  audit: AuditService;
  logger: FastifyBaseLogger;
}) {
  const { db, gateways, ledger, nfc, audit, logger } = options;

  /** Takes back what a wholly refunded payment bought and has not used; names it. */
  async function withdraw(payment: PaymentRow, tx: Tx): Promise<string | null> {
    if (payment.pdfId) {
      const taken = await tx
        .update(pdfDocuments)
        .set({ status: 'Pending', paidAt: null })
        .where(and(eq(pdfDocuments.id, payment.pdfId), isNull(pdfDocuments.downloadedAt)))
        .returning({ id: pdfDocuments.id });
      return taken.length > 0 ? 'pdf_credit' : null;
    }
    if (payment.purpose === 'custom_cv') {
      const taken = await tx
        .update(payments)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(payments.id, payment.id), isNull(payments.consumedAt)))
        .returning({ id: payments.id });
      return taken.length > 0 ? 'tailoring_credit' : null;
    }
    if (payment.nfcOrderId) {
      return (await nfc.withdraw(payment.nfcOrderId, tx)) ? 'nfc_order' : null;
    }
    if (payment.purpose === 'subscription' && payment.coversUntil) {
      // The days not yet begun go, and what is left of the running ones ends now.
      const ended = await tx
        .update(payments)
        .set({ coversUntil: sql`greatest(${payments.coversFrom}, now())` })
        .where(and(eq(payments.id, payment.id), sql`${payments.coversUntil} > now()`))
        .returning({ id: payments.id });
      return ended.length > 0 ? 'subscription_days' : null;
    }
    return null;
  }

  /** The refund is made: marked so, what was bought withdrawn when nothing is left paid, audited. */
  async function complete(refund: RefundRow, gatewayRefundId: string | null, by: Actor) {
    const cancelledOrder = await db.transaction(async (tx) => {
      // Two retries answered at once: the first completes it.
      const [marked] = await tx
        .update(refunds)
        .set({ status: 'Refunded', gatewayRefundId })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'Pending')))
        .returning({ id: refunds.id });
      if (!marked) return null;
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.id, refund.paymentId))
        .for('update');
      const withdrew =
        payment!.refundedPoisha === payment!.amountPoisha ? await withdraw(payment!, tx) : null;
      if (withdrew) {
        await tx.update(refunds).set({ withdrew }).where(eq(refunds.id, refund.id));
      }
      await audit.record(
        {
          action: 'refund.made',
          ...by,
          targetType: 'payment',
          targetId: payment!.id,
          details: {
            invoiceId: payment!.invoiceId,
            amount: refund.amountPoisha / 100,
            reason: refund.reason,
            way: refund.way,
            withdrew,
          },
        },
        tx,
      );
      return withdrew === 'nfc_order' ? payment!.nfcOrderId : null;
    });
    // The customer hears that their card will not come.
    if (cancelledOrder) await nfc.tellCustomer(cancelledOrder);
  }

  /** Asks the payment's gateway to refund; the refund ends Refunded, Pending or Failed. */
  async function throughGateway(payment: PaymentRow, refund: RefundRow, by: Actor) {
    try {
      const gateway = await gateways.named(payment.gateway);
      if (!gateway.refund) throw new PaymentGatewayError(REFUND_REFUSED_MESSAGE, 'NO_REFUNDS');
      const made = await gateway.refund({
        paymentId: payment.gatewayPaymentId ?? payment.invoiceId,
        trxId: payment.trxId ?? '',
        invoiceNumber: payment.invoiceId,
        amountTaka: refund.amountPoisha / 100,
        reason: refund.reason,
        refundId: gatewayRefundKey(refund),
      });
      await complete(refund, made.refundId, by);
    } catch (error) {
      // Unclear whether the gateway made it: kept Pending and reserved, for a retry.
      const unclear = !(error instanceof PaymentGatewayError) || error.retryable;
      logger.warn(
        { err: error, refundId: refund.id, gateway: payment.gateway },
        unclear ? 'Refund not confirmed; kept pending' : 'Refund refused by the gateway',
      );
      if (unclear) throw new AppError(502, REFUND_PENDING_MESSAGE);
      await db.transaction(async (tx) => {
        await tx.update(refunds).set({ status: 'Failed' }).where(eq(refunds.id, refund.id));
        await tx
          .update(payments)
          .set({ refundedPoisha: sql`${payments.refundedPoisha} - ${refund.amountPoisha}` })
          .where(eq(payments.id, payment.id));
      });
      throw new AppError(502, REFUND_REFUSED_MESSAGE);
    }
  }

  async function answer(paymentId: string): Promise<LedgerRow> {
    const row = await ledger.row(paymentId);
    if (!row) throw notFound(PAYMENT_NOT_FOUND);
    return row;
  }

  return {
    async refund(paymentId: string, body: RefundRequest, by: Actor): Promise<LedgerRow> {
      const amountPoisha = toPoisha(body.amount);
      const { payment, refund } = await db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(payments)
          .where(eq(payments.id, paymentId))
          .for('update');
        if (!payment) throw notFound(PAYMENT_NOT_FOUND);
        if (payment.status !== 'Completed' || !payment.fulfilledAt) {
          throw new AppError(409, REFUND_NOT_PAID_MESSAGE);
        }
        if (payment.refundedPoisha + amountPoisha > payment.amountPoisha) {
          throw new AppError(409, REFUND_TOO_MUCH_MESSAGE);
        }
        await tx
          .update(payments)
          .set({ refundedPoisha: payment.refundedPoisha + amountPoisha })
          .where(eq(payments.id, payment.id));
        const way = REFUND_WAYS[methodOf(payment.gateway)];
        const [refund] = await tx
          .insert(refunds)
          .values({
            paymentId,
            amountPoisha,
            reason: body.reason,
            way,
            status: 'Pending',
            staffUserId: by.actorUserId,
          })
          .returning();
        return { payment, refund: refund! };
      });
      if (refund.way === 'manual') await complete(refund, null, by);
      else await throughGateway(payment, refund, by);
      return answer(paymentId);
    },

    /** A refund the gateway did not confirm, asked again under the same key. */
    async retry(refundId: string, by: Actor): Promise<LedgerRow> {
      const [found] = await db
        .select({ refund: refunds, payment: payments })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(and(eq(refunds.id, refundId), eq(refunds.status, 'Pending')));
      if (!found) throw notFound(REFUND_NOT_FOUND);
      await throughGateway(found.payment, found.refund, by);
      return answer(found.payment.id);
    },
  };
}
