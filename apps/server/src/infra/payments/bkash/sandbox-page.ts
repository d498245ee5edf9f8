import { toBengaliDigits, type Locale } from '@careercard/shared/locale';
import { createHash } from 'node:crypto';
import { escapeHtml } from '../../../lib/escape-html';

/**
 * The sandbox's checkout page: plain HTML forms, no script, one style block allowed by its
 * hash, so it runs under a strict Content-Security-Policy. Looks like bKash's own checkout:
 * wallet number, then verification code, then PIN. It speaks the payer's language (the one
 * the payment was started in), with Bangla and the taka sign in the app's own Bengali font.
 */

export type CheckoutStep = 'wallet' | 'otp' | 'pin';
/** How a payment past its steps ended. */
export type CheckoutOutcome = 'Authorized' | 'Completed' | 'Cancelled' | 'Failed' | 'Expired';

/** What the page shows of a payment. */
export interface CheckoutView {
  paymentID: string;
  amount: string;
  invoice: string;
  step: CheckoutStep;
  wallet?: string;
  /** The payer's language. */
  locale: Locale;
}

/** Where the page's Bengali font is served (sandbox.ts), one file per weight. */
export const SANDBOX_FONT_PATH = '/api/bkash-sandbox/fonts';
export const SANDBOX_FONT_WEIGHTS = [400, 600, 700] as const;
export const sandboxFontFile = (weight: number) => `noto-sans-bengali-${weight}.woff2`;

/** The sandbox's test values, shown on the page so nobody has to look them up. */
export interface SandboxHints {
  wallet: string;
  verificationCode: string;
  pin: string;
  insufficientBalanceWallet: string;
  debitBlockedWallet: string;
}

const masked = (wallet = '') => `${wallet.slice(0, 3)}*****${wallet.slice(-3)}`;
const code = (value: string) => `<code>${escapeHtml(value)}</code>`;

/** The page's words in each language; the values to type stay as they are typed. */
const WORDS = {
  en: {
    sandbox: 'Sandbox',
    titleSuffix: 'bKash sandbox',
    details: 'Payment details',
    invoice: 'Invoice',
    amount: 'Amount',
    amountOf: (amount: string) => amount,
    footer: 'A local stand-in for bKash checkout. No real money moves.',
    agree: 'By confirming, you agree to the terms and conditions.',
    close: 'Close',
    confirm: 'Confirm',
    back: 'Return to CareerCard',
    notFound: 'Payment not found',
    notFoundText: 'This payment link is not valid. Please start the payment again from CareerCard.',
    outcomes: {
      Authorized: 'Payment confirmed',
      Completed: 'Payment completed',
      Cancelled: 'Payment cancelled',
      Failed: 'Payment failed',
      Expired: 'This payment has expired',
    },
    walletLabel: 'Your bKash account number',
    walletPlaceholder: 'e.g. 01XXXXXXXXX',
    walletHelp: (hints: SandboxHints) =>
      `Any 11-digit number like ${code(hints.wallet)} pays. ` +
      `${code(hints.insufficientBalanceWallet)} has insufficient balance; ` +
      `${code(hints.debitBlockedWallet)} passes here but is refused when the merchant executes.`,
    otpLabel: (wallet: string) => `Enter the verification code sent to ${wallet}`,
    otpHelp: (hints: SandboxHints) =>
      `The sandbox verification code is ${code(hints.verificationCode)}.`,
    pinLabel: (wallet: string) => `Enter the PIN of your bKash account (${wallet})`,
    pinHelp: (hints: SandboxHints) => `The sandbox PIN is ${code(hints.pin)}.`,
    wrongWallet: 'Enter your 11-digit bKash account number, like 01XXXXXXXXX.',
    wrongOtp: 'Wrong verification code.',
    wrongPin: 'Wrong PIN.',
    attemptsLeft: (left: number) => `${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
  },
  bn: {
    sandbox: 'স্যান্ডবক্স',
    titleSuffix: 'bKash স্যান্ডবক্স',
    details: 'পেমেন্টের বিবরণ',
    invoice: 'ইনভয়েস',
    amount: 'পরিমাণ',
    amountOf: toBengaliDigits,
    footer: 'bKash চেকআউটের একটি লোকাল বিকল্প। কোনো আসল টাকা লেনদেন হয় না।',
    agree: 'নিশ্চিত করার মাধ্যমে আপনি শর্তাবলিতে সম্মত হচ্ছেন।',
    close: 'বন্ধ করুন',
    confirm: 'নিশ্চিত করুন',
    back: 'CareerCard-এ ফিরে যান',
    notFound: 'পেমেন্টটি পাওয়া যায়নি',
    notFoundText: 'এই পেমেন্ট লিংকটি সঠিক নয়। অনুগ্রহ করে CareerCard থেকে আবার পেমেন্ট শুরু করুন।',
    outcomes: {
      Authorized: 'পেমেন্ট নিশ্চিত হয়েছে',
      Completed: 'পেমেন্ট সম্পন্ন হয়েছে',
      Cancelled: 'পেমেন্ট বাতিল হয়েছে',
      Failed: 'পেমেন্ট ব্যর্থ হয়েছে',
      Expired: 'এই পেমেন্টের মেয়াদ শেষ হয়ে গেছে',
    },
    walletLabel: 'আপনার bKash অ্যাকাউন্ট নম্বর',
    walletPlaceholder: 'যেমন 01XXXXXXXXX',
    walletHelp: (hints: SandboxHints) =>
      `${code(hints.wallet)}-এর মতো যেকোনো ১১ সংখ্যার নম্বর থেকে পেমেন্ট হয়। ` +
      `${code(hints.insufficientBalanceWallet)} নম্বরে যথেষ্ট ব্যালান্স নেই; ` +
      `${code(hints.debitBlockedWallet)} এখানে পার হয়, কিন্তু মার্চেন্ট পেমেন্টটি সম্পন্ন করতে গেলে প্রত্যাখ্যাত হয়।`,
    otpLabel: (wallet: string) => `${wallet} নম্বরে পাঠানো ভেরিফিকেশন কোডটি লিখুন`,
    otpHelp: (hints: SandboxHints) => `স্যান্ডবক্সের ভেরিফিকেশন কোড ${code(hints.verificationCode)}।`,
    pinLabel: (wallet: string) => `আপনার bKash অ্যাকাউন্টের (${wallet}) পিন লিখুন`,
    pinHelp: (hints: SandboxHints) => `স্যান্ডবক্সের পিন ${code(hints.pin)}।`,
    wrongWallet: 'আপনার ১১ সংখ্যার bKash অ্যাকাউন্ট নম্বর লিখুন, যেমন 01XXXXXXXXX।',
    wrongOtp: 'ভেরিফিকেশন কোডটি সঠিক নয়।',
    wrongPin: 'পিনটি সঠিক নয়।',
    attemptsLeft: (left: number) => `আর ${toBengaliDigits(String(left))} বার চেষ্টা করা যাবে।`,
  },
} satisfies Record<Locale, unknown>;

/** What the sandbox says to a payer in `locale`: its pages' words and its form errors. */
export const sandboxWords = (locale: Locale) => WORDS[locale];

/**
 * The bundled Noto Sans Bengali for the Bengali block (the taka sign too), served by the app:
 * every stand-in's page uses it.
 */
export const SANDBOX_FONT_FACES = SANDBOX_FONT_WEIGHTS.map(
  (weight) =>
    `@font-face{font-family:"Noto Sans Bengali";font-style:normal;font-weight:${weight};font-display:swap;` +
    `src:url(${SANDBOX_FONT_PATH}/${sandboxFontFile(weight)}) format("woff2");unicode-range:U+0964-0965,U+0980-09FE,U+200C-200D,U+25CC}`,
).join('\n');

const STYLES = `
${SANDBOX_FONT_FACES}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;
  background:#f3f4f6;color:#1f2937;font:16px/1.5 "Noto Sans Bengali",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:420px;background:#fff;border-radius:12px;overflow:hidden;box-shadow:0 12px 32px rgba(0,0,0,.14)}
.brand{display:flex;align-items:center;justify-content:space-between;padding:14px 20px;background:#E2136E;color:#fff}
.logo{font-size:1.6rem;font-weight:800;letter-spacing:.02em}
.badge{border:1px solid #fff;border-radius:999px;padding:2px 10px;font-size:.75rem;font-weight:600;letter-spacing:.08em;text-transform:uppercase}
.merchant{display:flex;align-items:center;gap:12px;padding:16px 20px;border-bottom:1px solid #e5e7eb}
.avatar{display:grid;place-items:center;width:44px;height:44px;border-radius:50%;background:#fde7f1;color:#a30d50;font-weight:700}
.merchant p{margin:0}
.name{font-weight:700}
.invoice{font-size:.875rem;color:#4b5563}
.amount{margin-left:auto!important;font-size:1.5rem;font-weight:700;color:#c40f60}
.step{padding:24px 20px 20px;background:#E2136E;color:#fff;text-align:center}
h1{margin:0 0 16px;font-size:1.05rem;font-weight:600}
input{width:100%;max-width:280px;padding:12px;border:2px solid transparent;border-radius:6px;color:#111827;
  font:inherit;font-size:1.15rem;letter-spacing:.12em;text-align:center}
input:focus-visible{outline:3px solid #1f2937;outline-offset:2px}
input[aria-invalid=true]{border-color:#7f1d1d}
.error{max-width:280px;margin:12px auto 0;padding:8px 12px;border-radius:6px;background:#fff;color:#9f1239;font-weight:600}
.hint{margin:12px 0 0;font-size:.875rem}
.actions{display:flex}
button{flex:1;min-height:52px;border:0;font:inherit;font-weight:700;letter-spacing:.08em;text-transform:uppercase;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #1f2937;outline-offset:-4px}
.secondary{background:#e5e7eb;color:#1f2937}
.primary{background:#a30d50;color:#fff}
.help{margin:0;padding:14px 20px;background:#fafafa;color:#374151;font-size:.85rem}
.help code{padding:1px 5px;border-radius:4px;background:#fde7f1;color:#7a0a3c;font-size:.9em}
.notice{padding:28px 20px;text-align:center}
.notice h1{font-size:1.25rem;color:#1f2937}
.back{display:inline-block;margin-top:8px;padding:12px 20px;border-radius:6px;background:#a30d50;color:#fff;font-weight:700;text-decoration:none}
footer{padding:10px 20px;border-top:1px solid #e5e7eb;color:#4b5563;font-size:.8rem;text-align:center}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`;
const STYLE_HASH = `sha256-${createHash('sha256').update(STYLES).digest('base64')}`;

/**
 * No script at all; the one style block is allowed by its hash, and the Bengali font comes from
 * this server. The forms may lead back to the merchant's callback, which can be another origin
 * (the web app's dev server).
 */
export function checkoutCsp(callbackOrigin?: string) {
  const formTargets = callbackOrigin ? `'self' ${callbackOrigin}` : "'self'";
  return (
    `default-src 'none'; style-src '${STYLE_HASH}'; font-src 'self'; ` +
    `form-action ${formTargets}; frame-ancestors 'none'; base-uri 'none'`
  );
}

function layout(locale: Locale, title: string, body: string, view?: CheckoutView) {
  const words = WORDS[locale];
  const summary = view
    ? `<section class="merchant" aria-label="${escapeHtml(words.details)}">
      <div class="avatar" aria-hidden="true">CC</div>
      <div><p class="name">CareerCard</p>
        <p class="invoice">${escapeHtml(words.invoice)}: ${escapeHtml(view.invoice)}</p></div>
      <p class="amount"><span class="visually-hidden">${escapeHtml(words.amount)}: </span>৳${escapeHtml(words.amountOf(view.amount))}</p>
    </section>`
    : '';
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(words.titleSuffix)}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
  <header class="brand"><span class="logo" lang="en">bKash</span><span class="badge">${escapeHtml(words.sandbox)}</span></header>
  ${summary}
  ${body}
  <footer>${escapeHtml(words.footer)}</footer>
</main>
</body>
</html>`;
}

/** Digits typed on either keyboard: the sandbox reads Bengali ones as ASCII (sandbox.ts). */
const digits = (count: number) => `[0-9০-৯]{${count}}`;

const STEPS: Record<
  CheckoutStep,
  (view: CheckoutView, hints: SandboxHints) => { label: string; input: string; help: string }
> = {
  wallet: ({ locale }, hints) => ({
    label: WORDS[locale].walletLabel,
    input: `type="tel" inputmode="numeric" autocomplete="tel-national" maxlength="11" pattern="[0০][1১][3-9৩-৯]${digits(8)}" placeholder="${escapeHtml(WORDS[locale].walletPlaceholder)}"`,
    help: WORDS[locale].walletHelp(hints),
  }),
  otp: (view, hints) => ({
    label: WORDS[view.locale].otpLabel(masked(view.wallet)),
    input: `type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" pattern="${digits(6)}"`,
    help: WORDS[view.locale].otpHelp(hints),
  }),
  pin: (view, hints) => ({
    label: WORDS[view.locale].pinLabel(masked(view.wallet)),
    input: `type="password" inputmode="numeric" autocomplete="off" maxlength="5" pattern="${digits(5)}"`,
    help: WORDS[view.locale].pinHelp(hints),
  }),
};

/** The payer's current step; the Close button posts a separate form, so Enter confirms. */
export function stepPage(
  view: CheckoutView,
  { action, hints, error }: { action: string; hints: SandboxHints; error?: string },
) {
  const { step, locale } = view;
  const words = WORDS[locale];
  const { label, input, help } = STEPS[step](view, hints);
  const id = escapeHtml(view.paymentID);
  const describedBy = error ? 'error hint' : 'hint';
  return layout(
    locale,
    label,
    `<form id="pay" method="post" action="${action}">
    <input type="hidden" name="paymentID" value="${id}">
    <input type="hidden" name="step" value="${step}">
    <div class="step">
      <h1><label for="value">${escapeHtml(label)}</label></h1>
      <input id="value" name="${step}" required autofocus ${input} aria-describedby="${describedBy}"${error ? ' aria-invalid="true"' : ''}>
      ${error ? `<p id="error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
      <p id="hint" class="hint">${escapeHtml(words.agree)}</p>
    </div>
    <div class="actions">
      <button type="submit" form="cancel" class="secondary">${escapeHtml(words.close)}</button>
      <button type="submit" name="action" value="confirm" class="primary">${escapeHtml(words.confirm)}</button>
    </div>
  </form>
  <form id="cancel" method="post" action="${action}">
    <input type="hidden" name="paymentID" value="${id}">
    <input type="hidden" name="step" value="${step}">
    <input type="hidden" name="action" value="cancel">
  </form>
  <p class="help"><strong>${escapeHtml(words.sandbox)}:</strong> ${help}</p>`,
    view,
  );
}

/** A payment that is past the checkout: say how it ended and offer the way back. */
export function finishedPage(view: CheckoutView, outcome: CheckoutOutcome, backUrl: string) {
  const words = WORDS[view.locale];
  const title = words.outcomes[outcome];
  return layout(
    view.locale,
    title,
    `<div class="notice">
    <h1>${escapeHtml(title)}</h1>
    <a class="back" href="${escapeHtml(backUrl)}">${escapeHtml(words.back)}</a>
  </div>`,
    view,
  );
}

export function notFoundPage(locale: Locale) {
  const words = WORDS[locale];
  return layout(
    locale,
    words.notFound,
    `<div class="notice"><h1>${escapeHtml(words.notFound)}</h1>
    <p>${escapeHtml(words.notFoundText)}</p></div>`,
  );
}
