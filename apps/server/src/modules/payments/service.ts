import type {
  CreatePaymentBody,
  PaymentDetail,
  PaymentHistoryRow,
} from '@careercard/shared/payments';
import { IMPERSONATION_REFUSED_MESSAGE } from '@careercard/shared/auth';
import type { Locale } from '@careercard/shared/locale';
import { localizeMessage } from '@careercard/shared/messages-bn';
import { toPoisha } from '@careercard/shared/money';
import { PDF_ALREADY_PAID_MESSAGE } from '@careercard/shared/pdfs';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../infra/db/client';
import { payments, pdfDocuments } from '../../infra/db/schema';
import {
  PaymentGatewayError,
  type PaymentGateway,
  type PaymentState,
} from '../../infra/payments/payment-gateway';
import { AppError, notFound } from '../../lib/app-error';
import type { AuditService } from '../audit/service';
import type { Caller } from '../auth/service';
import type { CvService } from '../cvs/service';
import type { NfcService } from '../nfc/service';
import type { OtpService } from '../otp/service';
import type { PackageService } from '../packages/service';
import type { PdfService } from '../pdfs/service';
import type { SubscriptionService } from '../subscriptions/service';
import { paymentMethods, type GatewayResolver, type PaymentMethod } from './gateway';

export type PaymentService = ReturnType<typeof createPaymentService>;
type PaymentRow = typeof payments.$inferSelect;

/** Where each gateway sends the payer back (see routes.ts). */
export const BKASH_CALLBACK_PATH = '/api/payments/bkash/callback';
export const NAGAD_CALLBACK_PATH = '/api/payments/nagad/callback';
export const CARD_CALLBACK_PATH = '/api/payments/card/callback';
/** Where SSLCommerz tells our server itself how a card payment went (its IPN). */
export const CARD_NOTICE_PATH = '/api/payments/card/ipn';
const CALLBACK_PATHS: Record<PaymentMethod, string> = {
  bkash: BKASH_CALLBACK_PATH,
  nagad: NAGAD_CALLBACK_PATH,
  card: CARD_CALLBACK_PATH,
};

/** How a notice's status (SSLCommerz's words) claims the payment went: the gateway decides. */
const NOTICE_CLAIMS: Record<string, 'success' | 'cancel'> = {
  VALID: 'success',
  VALIDATED: 'success',
  CANCELLED: 'cancel',
  EXPIRED: 'cancel',
};

/** What the payer reads when the gateway has not (yet) settled the payment their browser reports on. */
const CLAIMED = {
  success: {
    status: 'failure',
    message: 'We could not confirm this payment yet. Please contact support.',
  },
  cancel: { status: 'cancel', message: 'Payment was cancelled.' },
  failure: { status: 'failure', message: 'Payment failed.' },
} as const;

export const CUSTOM_CV_UNPAID_MESSAGE = 'Please pay for the custom CV first.';

/** Where the browser lands after the gateway: the spec's payment result dialog. */
export interface CallbackOutcome {
  status: 'success' | 'failure' | 'cancel';
  message: string;
  paymentID: string;
}

const PAYMENT_NOT_FOUND = 'Payment not found.';

/** "CC-20261123-7K2QX9MB": unique, short enough for any gateway's invoice, readable on the phone. */
function newInvoiceId(): string {
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  const suffix = [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `CC-${day}-${suffix}`;
}

/**
 * Payments: the server prices the item from the packages, the gateway takes the money, and the
 * callback fulfils the purchase exactly once however often or concurrently it is called.
 */
/** A paid custom CV of the user's whose tailoring is still to be made: a credit to spend. */
export const unusedTailoringCredit = (userId: number) =>
  and(
    eq(payments.userId, userId),
    eq(payments.purpose, 'custom_cv'),
    eq(payments.status, 'Completed'),
    isNull(payments.consumedAt),
  );

export function createPaymentService(options: {
  db: Db;
  packages: PackageService;
  pdfs: PdfService;
  cvs: CvService;
  otp: OtpService;
  nfc: NfcService;
  subscriptions: SubscriptionService;
  audit: AuditService;
  gateways: GatewayResolver;
  logger: FastifyBaseLogger;
}) {
  const { db, packages, pdfs, cvs, otp, nfc, subscriptions, audit, logger } = options;

  async function ownPayment(userId: number, paymentId: string): Promise<PaymentRow> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.gatewayPaymentId, paymentId), eq(payments.userId, userId)));
    if (!row) throw notFound(PAYMENT_NOT_FOUND);
    return row;
  }

  /** What is being bought, at what price: only the server decides. */
  async function priced(caller: Caller, body: CreatePaymentBody, origin: string) {
    const userId = caller.account.id;
    if (body.purpose === 'custom_cv' || body.purpose === 'subscription') {
      const { pricePoisha, name } = await packages.priceOf(body.purpose);
      return { purpose: body.purpose, pricePoisha, description: name };
    }
    if (body.purpose === 'nfc_order') {
      const { orderId, designId, shippingAddress } = body;
      const order = orderId
        ? await nfc.pendingOrder(userId, orderId)
        : await nfc.createOrder(
            userId,
            { designId: designId!, shippingAddress: shippingAddress! },
            origin,
          );
      return {
        purpose: body.purpose,
        pricePoisha: order.totalPoisha,
        description: `NFC Card (${order.designName}), ${order.code}`,
        nfcOrderId: order.id,
      };
    }
    const { pricePoisha, name } = await packages.priceOf('cv_download');
    if (body.pdfId) {
      const record = await pdfs.pendingRecord(userId, body.pdfId);
      return {
        purpose: body.purpose,
        pricePoisha,
        description: `${name}: ${record.fileName}`,
        pdfId: record.id,
      };
    }
    const cv = await cvs.get(userId, body.cvId!);
    // The CV as it is was paid for already: it downloads again for nothing.
    if (await pdfs.paidCopyOf(userId, cv.id)) throw new AppError(409, PDF_ALREADY_PAID_MESSAGE);
    await otp.assertMayDownload(caller, cv.data.personal.phone);
    const record = await pdfs.pendingFor(userId, cv.id, pricePoisha);
    return {
      purpose: body.purpose,
      pricePoisha,
      description: `${name}: ${record.fileName}`,
      pdfId: record.id,
    };
  }

  /** Marks the payment Completed and delivers what it bought, once: the first caller wins. */
  async function fulfil(row: PaymentRow, state: PaymentState) {
    const won = await db.transaction(async (tx) => {
      const updated = await tx
        .update(payments)
        .set({
          status: 'Completed',
          trxId: state.trxId ?? null,
          message: 'Payment completed successfully.',
          fulfilledAt: sql`now()`,
        })
        .where(and(eq(payments.id, row.id), isNull(payments.fulfilledAt)))
        .returning({ id: payments.id });
      if (updated.length === 0) return false;
      await audit.record(
        {
          action: 'payment.completed',
          actorUserId: row.userId,
          targetType: 'payment',
          targetId: row.id,
          details: { purpose: row.purpose, amount: row.amountPoisha / 100, trxId: state.trxId },
        },
        tx,
      );
      if (row.nfcOrderId) await nfc.markPaid(row.nfcOrderId, tx);
      if (row.purpose === 'subscription' && row.userId) {
        await subscriptions.grant(row.id, row.userId, tx);
      }
      if (row.pdfId) {
        await tx
          .update(pdfDocuments)
          .set({ status: 'Paid', paidAt: sql`now()`, pricePoisha: row.amountPoisha })
          .where(eq(pdfDocuments.id, row.pdfId));
      }
      return true;
    });
    if (won && row.pdfId) await pdfs.prepare(row.pdfId);
    if (won && row.nfcOrderId) await nfc.tellCustomer(row.nfcOrderId);
  }

  async function settle(row: PaymentRow, status: 'Failed' | 'Cancelled', message: string) {
    await db
      .update(payments)
      .set({ status, message })
      .where(and(eq(payments.id, row.id), eq(payments.status, 'Initiated')));
  }

  /**
   * Execute; when its answer is unclear (already executed, timed out), ask the gateway. When the
   * gateway failed the payment, its refusal to execute says why.
   */
  async function confirm(gateway: PaymentGateway, paymentId: string): Promise<PaymentState> {
    try {
      const executed = await gateway.execute(paymentId);
      if (executed.status === 'Completed' || executed.status === 'Failed') return executed;
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      logger.info(
        { paymentId, gateway: gateway.name, code: error.code },
        'Payment execute unclear; querying',
      );
      const reason = error.explainsFailure ? error.message : undefined;
      try {
        const queried = await gateway.query(paymentId);
        if (queried.status === 'Failed') return { ...queried, reason };
        if (queried.status !== 'Unknown' && queried.status !== 'Initiated') return queried;
      } catch {
        // The query failed too: report the execute error, the clearer of the two.
      }
      return { paymentId, status: 'Failed', message: error.message, reason: error.message };
    }
    return gateway.query(paymentId);
  }

  /** The gateway sent the payer back: settle the payment and say how it went. */
  async function callback(paymentID: string, status: string): Promise<CallbackOutcome> {
    const [row] = await db.select().from(payments).where(eq(payments.gatewayPaymentId, paymentID));
    if (!row) return { status: 'failure', message: PAYMENT_NOT_FOUND, paymentID };
    if (row.fulfilledAt) {
      return { status: 'success', message: 'Payment completed successfully.', paymentID };
    }
    // Its account was closed before it was paid: nothing is bought for nobody, so nothing is
    // executed (and no money taken), whatever the payer did at the gateway.
    if (row.userId === null) {
      return { status: 'cancel', message: 'Payment was cancelled.', paymentID };
    }
    // The callback's status is the browser's word, and anyone can send it: the state comes
    // from the gateway itself (execute for a success, a query otherwise).
    const claimed = CLAIMED[status === 'success' || status === 'cancel' ? status : 'failure'];
    let state: PaymentState;
    try {
      const gateway = await options.gateways.named(row.gateway);
      state =
        status === 'success' ? await confirm(gateway, paymentID) : await gateway.query(paymentID);
      // A failed payment's query says only that it failed; asking to execute it tells why
      // (execute moves no money on a payment the gateway failed).
      if (state.status === 'Failed' && status !== 'success') {
        state = await confirm(gateway, paymentID);
      }
    } catch (error) {
      // The gateway is unreachable or gone: the payment stays open for a later look.
      logger.error(
        { err: error, paymentID, gateway: row.gateway },
        'Payment callback could not be confirmed',
      );
      return { ...claimed, paymentID };
    }
    if (state.status === 'Initiated' || state.status === 'Unknown') {
      // The gateway has not settled it: the payment stays open, whatever the callback says.
      return { ...claimed, paymentID };
    }
    if (state.status === 'Cancelled') {
      await settle(row, 'Cancelled', 'Payment was cancelled.');
      return { status: 'cancel', message: 'Payment was cancelled.', paymentID };
    }
    const amountMatches =
      state.amountTaka === undefined || toPoisha(state.amountTaka) === row.amountPoisha;
    if (state.status === 'Completed' && amountMatches) {
      await fulfil(row, state);
      return { status: 'success', message: 'Payment completed successfully.', paymentID };
    }
    // The gateway's reason for the payer (insufficient balance …); its own word
    // ("Declined") is for the logs.
    const message = !amountMatches
      ? 'The amount paid does not match the price. Please contact support.'
      : (state.reason ?? 'Payment failed.');
    if (!amountMatches) {
      logger.error({ paymentID, gateway: row.gateway, state }, 'Payment amount mismatch');
    }
    await settle(row, 'Failed', message);
    return { status: 'failure', message, paymentID };
  }

  return {
    /**
     * `origin`: where browsers reach us, for the callback and the NFC tag's link; `payer`: the
     * payer's language, for the gateway's page, and address, which Nagad asks for.
     */
    async create(
      caller: Caller,
      body: CreatePaymentBody,
      origin: string,
      payer: { locale: Locale; ip?: string },
      method: PaymentMethod = 'bkash',
    ) {
      // Staff signed in as a user help; they do not spend the user's money.
      if (caller.impersonator) throw new AppError(403, IMPERSONATION_REFUSED_MESSAGE);
      const item = await priced(caller, body, origin);
      const { name, gateway } = await options.gateways.current(method);
      const [row] = await db
        .insert(payments)
        .values({
          userId: caller.account.id,
          purpose: item.purpose,
          pdfId: 'pdfId' in item ? item.pdfId : null,
          nfcOrderId: 'nfcOrderId' in item ? item.nfcOrderId : null,
          description: item.description.slice(0, 200),
          amountPoisha: item.pricePoisha,
          gateway: name,
          invoiceId: newInvoiceId(),
        })
        .returning();
      try {
        const created = await gateway.create({
          amountTaka: row!.amountPoisha / 100,
          invoiceNumber: row!.invoiceId,
          payerReference: String(caller.account.id),
          callbackUrl: origin + CALLBACK_PATHS[method],
          notifyUrl: origin + CARD_NOTICE_PATH,
          locale: payer.locale,
          ...(payer.ip ? { payerIp: payer.ip } : {}),
          payer: { name: caller.account.name, email: caller.account.email },
          description: row!.description,
        });
        await db
          .update(payments)
          .set({ gatewayPaymentId: created.paymentId })
          .where(eq(payments.id, row!.id));
        return { paymentID: created.paymentId, redirectUrl: created.redirectUrl };
      } catch (error) {
        const message =
          error instanceof PaymentGatewayError ? error.message : 'Payment creation failed';
        await settle(row!, 'Failed', message);
        if (!(error instanceof PaymentGatewayError)) throw error;
        throw new AppError(502, message);
      }
    },

    /**
     * Where new payments go, by method: the checkout offers the methods that take payments,
     * and says so when no real money moves.
     */
    async modes() {
      const [bkash, nagad, card] = await Promise.all(
        paymentMethods.map((method) => options.gateways.mode(method)),
      );
      return { bkash: bkash!, nagad: nagad!, card: card! };
    },

    /**
     * A gateway told our server how a payment went (SSLCommerz's IPN): a notice it did not sign
     * is dropped; a signed one is still only a reason to ask the gateway, as a callback is.
     */
    async notified(fields: Record<string, string>): Promise<CallbackOutcome | undefined> {
      const paymentID = fields.tran_id ?? '';
      const [row] = await db
        .select({ gateway: payments.gateway })
        .from(payments)
        .where(eq(payments.gatewayPaymentId, paymentID));
      if (!row) return undefined;
      const gateway = await options.gateways.named(row.gateway);
      if (!gateway.authentic?.(fields)) {
        logger.warn(
          { paymentID, gateway: row.gateway },
          'Payment notice not signed by the gateway',
        );
        return undefined;
      }
      return callback(paymentID, NOTICE_CLAIMS[fields.status ?? ''] ?? 'failure');
    },

    callback,

    /** `locale`: the reader's; the stored message is the server's English, said in it. */
    async detail(userId: number, paymentId: string, locale: Locale): Promise<PaymentDetail> {
      const row = await ownPayment(userId, paymentId);
      return {
        paymentID: paymentId,
        purpose: row.purpose,
        status: row.status,
        message: row.message === null ? null : localizeMessage(row.message, locale),
        amount: row.amountPoisha / 100,
        description: row.description,
        pdfId: row.pdfId,
        unusedCredit: row.purpose === 'custom_cv' && !!row.fulfilledAt && !row.consumedAt,
        coversUntil: row.coversUntil?.toISOString() ?? null,
      };
    },

    async history(userId: number): Promise<PaymentHistoryRow[]> {
      const rows = await db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt));
      return rows.map((row) => ({
        id: row.id,
        date: row.createdAt.toISOString(),
        description: row.description,
        amount: row.amountPoisha / 100,
        status: row.status,
        invoiceId: row.invoiceId,
        refunded: row.refundedPoisha / 100,
      }));
    },

    /**
     * Tailors on a running subscription, or else on one paid, unused custom CV: the credit is
     * used only if `work` succeeds, and two
     * parallel calls never share one credit. The result is kept under `key` (a hash of the CV
     * and the job), so the same tailoring asked again, after a reload or from another tab, is
     * given back without a second payment.
     */
    async tailorOnCredit(
      userId: number,
      key: string,
      work: () => Promise<unknown>,
    ): Promise<unknown> {
      const [paid] = await db
        .select({ result: payments.tailoredResult })
        .from(payments)
        .where(
          // The key and the result are written together, once the tailoring is made.
          and(eq(payments.userId, userId), eq(payments.tailoringKey, key)),
        )
        .orderBy(desc(payments.consumedAt))
        .limit(1);
      if (paid) return paid.result;
      // A running subscription covers it: the user's paid custom CVs stay for later.
      if (await subscriptions.activeUntil(userId)) return work();

      const credit = await db.transaction(async (tx) => {
        const [free] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(unusedTailoringCredit(userId))
          .orderBy(asc(payments.createdAt))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!free) return null;
        await tx
          .update(payments)
          .set({ consumedAt: sql`now()` })
          .where(eq(payments.id, free.id));
        return free.id;
      });
      if (!credit) throw new AppError(402, CUSTOM_CV_UNPAID_MESSAGE);
      let result: unknown;
      try {
        result = await work();
      } catch (error) {
        await db.update(payments).set({ consumedAt: null }).where(eq(payments.id, credit));
        throw error;
      }
      await db
        .update(payments)
        .set({ tailoringKey: key, tailoredResult: result })
        .where(eq(payments.id, credit));
      return result;
    },
  };
}
