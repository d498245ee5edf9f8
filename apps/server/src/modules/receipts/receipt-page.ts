import { intlLocale, type Locale } from '@careercard/shared/locale';
import { escapeHtml } from '../../lib/escape-html';

/** What a receipt shows of a paid payment. */
export interface ReceiptView {
  invoiceId: string;
  paidAt: Date;
  payer: { name: string; email: string } | null;
  item: string;
  amountPoisha: number;
  method: 'bkash' | 'nagad' | 'card';
  /** Taken in a sandbox: no money moved, and the receipt says so. */
  sandbox: boolean;
  trxId: string | null;
  refunds: Array<{ amountPoisha: number; at: Date }>;
}

const WORDS = {
  en: {
    title: 'Payment receipt',
    receiptNo: 'Receipt no.',
    paidOn: 'Paid on',
    billedTo: 'Billed to',
    deleted: 'Account closed',
    item: 'Item',
    amount: 'Amount',
    total: 'Total paid',
    method: 'Paid with',
    trx: 'Transaction ID',
    refunded: (on: string) => `Refunded on ${on}`,
    net: 'Kept after refunds',
    sandbox: 'Test payment in a sandbox: no real money moved.',
    thanks: 'Thank you for using CareerCard.',
    methods: { bkash: 'bKash', nagad: 'Nagad', card: 'Card (SSLCommerz)' },
  },
  bn: {
    title: 'পেমেন্টের রসিদ',
    receiptNo: 'রসিদ নম্বর',
    paidOn: 'পরিশোধের তারিখ',
    billedTo: 'যাঁর নামে',
    deleted: 'অ্যাকাউন্ট বন্ধ',
    item: 'আইটেম',
    amount: 'পরিমাণ',
    total: 'মোট পরিশোধ',
    method: 'পরিশোধের মাধ্যম',
    trx: 'লেনদেন আইডি',
    refunded: (on: string) => `${on} তারিখে ফেরত`,
    net: 'ফেরতের পরে রাখা হয়েছে',
    sandbox: 'স্যান্ডবক্সে পরীক্ষামূলক পেমেন্ট: কোনো আসল টাকা লেনদেন হয়নি।',
    thanks: 'CareerCard ব্যবহারের জন্য ধন্যবাদ।',
    methods: { bkash: 'bKash', nagad: 'Nagad', card: 'কার্ড (SSLCommerz)' },
  },
} as const;

/** The receipt's fonts, as WOFF2 bytes: Noto Sans Bengali's Bengali and Latin subsets. */
export interface ReceiptFonts {
  bengali: { regular: Buffer; bold: Buffer };
  latin: { regular: Buffer; bold: Buffer };
}

/** The fonts as @font-face rules with the files inside: made once, used by every receipt. */
export const receiptFontFaces = (fonts: ReceiptFonts) =>
  (['bengali', 'latin'] as const)
    .flatMap((subset) =>
      (['regular', 'bold'] as const).map(
        (weight) =>
          `@font-face{font-family:"Receipt";font-weight:${weight === 'bold' ? 700 : 400};` +
          `src:url(data:font/woff2;base64,${fonts[subset][weight].toString('base64')}) format("woff2");` +
          (subset === 'bengali'
            ? 'unicode-range:U+0964-0965,U+0980-09FE,U+200C-200D,U+25CC;'
            : '') +
          '}',
      ),
    )
    .join('\n');

/**
 * A payment's receipt as an A4 page in the reader's language: who paid, for what, how much (in
 * taka), how, the gateway's transaction id, when, and what was refunded. Printed by Chromium
 * with its fonts inside, so it reads the same on any machine.
 */
export function receiptHtml(view: ReceiptView, locale: Locale, fontFaces: string): string {
  const words = WORDS[locale];
  const taka = (poisha: number) =>
    `৳${new Intl.NumberFormat(intlLocale[locale], {
      minimumFractionDigits: poisha % 100 === 0 ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(poisha / 100)}`;
  const when = (date: Date) =>
    new Intl.DateTimeFormat(intlLocale[locale], {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Asia/Dhaka',
    }).format(date);
  const refunded = view.refunds.reduce((sum, refund) => sum + refund.amountPoisha, 0);
  const row = (label: string, value: string, className = '') =>
    `<tr class="${className}"><th scope="row">${escapeHtml(label)}</th><td>${value}</td></tr>`;
  const details = [
    row(words.receiptNo, `<span class="mono">${escapeHtml(view.invoiceId)}</span>`),
    row(words.paidOn, escapeHtml(when(view.paidAt))),
    row(
      words.billedTo,
      view.payer
        ? `${escapeHtml(view.payer.name)}<br><span class="muted">${escapeHtml(view.payer.email)}</span>`
        : escapeHtml(words.deleted),
    ),
    row(words.method, escapeHtml(words.methods[view.method])),
    ...(view.trxId ? [row(words.trx, `<span class="mono">${escapeHtml(view.trxId)}</span>`)] : []),
  ].join('');
  const refundRows = view.refunds
    .map((refund) =>
      row(words.refunded(when(refund.at)), `−${escapeHtml(taka(refund.amountPoisha))}`, 'refund'),
    )
    .join('');
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(`${words.title} ${view.invoiceId}`)}</title>
<style>
${fontFaces}
@page{size:A4;margin:18mm}
*{box-sizing:border-box}
body{margin:0;font:11pt/1.5 "Receipt",sans-serif;color:#1f2937}
header{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #047857;padding-bottom:10px}
.brand{font-size:20pt;font-weight:700;color:#065f46}
h1{margin:0;font-size:16pt;font-weight:700}
table{width:100%;border-collapse:collapse;margin-top:18px}
th,td{text-align:left;vertical-align:top;padding:7px 0;border-bottom:1px solid #e5e7eb}
th{width:38%;font-weight:400;color:#4b5563}
.items th,.items td{padding:8px 0}
.items thead th{font-weight:700;color:#1f2937;border-bottom:1px solid #9ca3af}
.amount{text-align:right;white-space:nowrap}
.total td,.total th{font-weight:700;border-bottom:2px solid #1f2937}
.refund td{color:#b91c1c}
.mono{font-family:monospace;font-size:10pt}
.muted{color:#6b7280;font-size:10pt}
.sandbox{margin-top:18px;padding:8px 12px;border:1px solid #f59e0b;background:#fffbeb;color:#92400e}
footer{margin-top:28px;color:#4b5563}
</style></head><body>
<header><div class="brand">CareerCard</div><h1>${escapeHtml(words.title)}</h1></header>
<table>${details}</table>
<table class="items">
<thead><tr><th scope="col">${escapeHtml(words.item)}</th><th scope="col" class="amount">${escapeHtml(words.amount)}</th></tr></thead>
<tbody>
<tr><td>${escapeHtml(view.item)}</td><td class="amount">${escapeHtml(taka(view.amountPoisha))}</td></tr>
<tr class="total"><th scope="row">${escapeHtml(words.total)}</th><td class="amount">${escapeHtml(taka(view.amountPoisha))}</td></tr>
${refundRows ? refundRows.replaceAll('<td>', '<td class="amount">') : ''}
${refunded > 0 ? `<tr class="total"><th scope="row">${escapeHtml(words.net)}</th><td class="amount">${escapeHtml(taka(view.amountPoisha - refunded))}</td></tr>` : ''}
</tbody></table>
${view.sandbox ? `<p class="sandbox">${escapeHtml(words.sandbox)}</p>` : ''}
<footer>${escapeHtml(words.thanks)}</footer>
</body></html>`;
}
