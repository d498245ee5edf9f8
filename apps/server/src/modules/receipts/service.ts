import type { Locale } from '@careercard/shared/locale';
import { RECEIPT_NOT_FOUND_MESSAGE } from '@careercard/shared/payments';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { payments, refunds, users } from '../../infra/db/schema';
import type { PdfRenderer } from '../../infra/pdf/pdf-renderer';
import { notFound } from '../../lib/app-error';
import { notoSansBengali } from '../../lib/noto-sans-bengali';
import { methodOf, TEST_GATEWAYS } from '../payments/gateway';
import { receiptFontFaces, receiptHtml, type ReceiptFonts } from './receipt-page';

export type ReceiptService = ReturnType<typeof createReceiptService>;

async function receiptFonts(): Promise<ReceiptFonts> {
  const [bengali, bengaliBold, latin, latinBold] = await Promise.all([
    notoSansBengali('bengali', 400),
    notoSansBengali('bengali', 700),
    notoSansBengali('latin', 400),
    notoSansBengali('latin', 700),
  ]);
  return {
    bengali: { regular: bengali, bold: bengaliBold },
    latin: { regular: latin, bold: latinBold },
  };
}

/** A PDF receipt of each paid payment, for its payer, in their language; made when asked. */
export function createReceiptService(options: { db: Db; renderer: PdfRenderer }) {
  const { db, renderer } = options;
  // Read and encoded once (some 200 KB); a failed read is tried again next time.
  let fontFaces: Promise<string> | undefined;
  const fonts = () =>
    (fontFaces ??= receiptFonts()
      .then(receiptFontFaces)
      .catch((error: unknown) => {
        fontFaces = undefined;
        throw error;
      }));
  return {
    async receipt(userId: number, paymentId: string, locale: Locale) {
      const [found] = await db
        .select({ payment: payments, name: users.name, email: users.email })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
      // Only a paid payment has a receipt; another's is not found either.
      if (!found?.payment.fulfilledAt || found.payment.status !== 'Completed') {
        throw notFound(RECEIPT_NOT_FOUND_MESSAGE);
      }
      const { payment } = found;
      const given = await db
        .select({ amountPoisha: refunds.amountPoisha, at: refunds.createdAt })
        .from(refunds)
        .where(and(eq(refunds.paymentId, payment.id), eq(refunds.status, 'Refunded')))
        .orderBy(asc(refunds.createdAt));
      const html = receiptHtml(
        {
          invoiceId: payment.invoiceId,
          paidAt: payment.fulfilledAt!,
          payer: { name: found.name, email: found.email },
          item: payment.description,
          amountPoisha: payment.amountPoisha,
          method: methodOf(payment.gateway),
          sandbox: TEST_GATEWAYS.includes(payment.gateway as never),
          trxId: payment.trxId,
          refunds: given,
        },
        locale,
        await fonts(),
      );
      return {
        fileName: `CareerCard-receipt-${payment.invoiceId}.pdf`,
        bytes: await renderer.renderHtml(html),
      };
    },
  };
}
