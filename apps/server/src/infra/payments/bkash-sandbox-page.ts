import { createHash } from 'node:crypto';
import { escapeHtml } from '../../lib/escape-html';

/**
 * The sandbox's checkout page: plain HTML forms, no script, one style block allowed by its
 * hash, so it runs under a strict Content-Security-Policy. Looks like bKash's own checkout:
 * wallet number, then verification code, then PIN.
 */

export type CheckoutStep = 'wallet' | 'otp' | 'pin';

/** What the page shows of a payment. */
export interface CheckoutView {
  paymentID: string;
  amount: string;
  invoice: string;
  step: CheckoutStep;
  wallet?: string;
}

/** The sandbox's test values, shown on the page so nobody has to look them up. */
export interface SandboxHints {
  wallet: string;
  verificationCode: string;
  pin: string;
  insufficientBalanceWallet: string;
  debitBlockedWallet: string;
}

const masked = (wallet = '') => `${wallet.slice(0, 3)}*****${wallet.slice(-3)}`;

const STYLES = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;
  background:#f3f4f6;color:#1f2937;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Bengali",sans-serif}
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
 * No script at all; the one style block is allowed by its hash. The forms may lead back to the
 * merchant's callback, which can be another origin (the web app's dev server).
 */
export function checkoutCsp(callbackOrigin?: string) {
  const formTargets = callbackOrigin ? `'self' ${callbackOrigin}` : "'self'";
  return (
    `default-src 'none'; style-src '${STYLE_HASH}'; form-action ${formTargets}; ` +
    "frame-ancestors 'none'; base-uri 'none'"
  );
}

function layout(title: string, body: string, view?: CheckoutView) {
  const summary = view
    ? `<section class="merchant" aria-label="Payment details">
      <div class="avatar" aria-hidden="true">CC</div>
      <div><p class="name">CareerCard</p>
        <p class="invoice">Invoice: ${escapeHtml(view.invoice)}</p></div>
      <p class="amount"><span class="visually-hidden">Amount: </span>৳${escapeHtml(view.amount)}</p>
    </section>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · bKash sandbox</title>
<style>${STYLES}</style>
</head>
<body>
<main>
  <header class="brand"><span class="logo">bKash</span><span class="badge">Sandbox</span></header>
  ${summary}
  ${body}
  <footer>A local stand-in for bKash checkout. No real money moves.</footer>
</main>
</body>
</html>`;
}

const code = (value: string) => `<code>${escapeHtml(value)}</code>`;

const STEPS: Record<
  CheckoutStep,
  (view: CheckoutView, hints: SandboxHints) => { label: string; input: string; help: string }
> = {
  wallet: (_view, hints) => ({
    label: 'Your bKash account number',
    input:
      'type="tel" inputmode="numeric" autocomplete="tel-national" maxlength="11" pattern="01[3-9][0-9]{8}" placeholder="e.g. 01XXXXXXXXX"',
    help:
      `Any 11-digit number like ${code(hints.wallet)} pays. ` +
      `${code(hints.insufficientBalanceWallet)} has insufficient balance; ` +
      `${code(hints.debitBlockedWallet)} passes here but is refused when the merchant executes.`,
  }),
  otp: (view, hints) => ({
    label: `Enter the verification code sent to ${masked(view.wallet)}`,
    input:
      'type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" pattern="[0-9]{6}"',
    help: `The sandbox verification code is ${code(hints.verificationCode)}.`,
  }),
  pin: (view, hints) => ({
    label: `Enter the PIN of your bKash account (${masked(view.wallet)})`,
    input:
      'type="password" inputmode="numeric" autocomplete="off" maxlength="5" pattern="[0-9]{5}"',
    help: `The sandbox PIN is ${code(hints.pin)}.`,
  }),
};

/** The payer's current step; the Close button posts a separate form, so Enter confirms. */
export function stepPage(
  view: CheckoutView,
  { action, hints, error }: { action: string; hints: SandboxHints; error?: string },
) {
  const { step } = view;
  const { label, input, help } = STEPS[step](view, hints);
  const id = escapeHtml(view.paymentID);
  const describedBy = error ? 'error hint' : 'hint';
  return layout(
    label,
    `<form id="pay" method="post" action="${action}">
    <input type="hidden" name="paymentID" value="${id}">
    <input type="hidden" name="step" value="${step}">
    <div class="step">
      <h1><label for="value">${escapeHtml(label)}</label></h1>
      <input id="value" name="${step}" required autofocus ${input} aria-describedby="${describedBy}"${error ? ' aria-invalid="true"' : ''}>
      ${error ? `<p id="error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
      <p id="hint" class="hint">By confirming, you agree to the terms and conditions.</p>
    </div>
    <div class="actions">
      <button type="submit" form="cancel" class="secondary">Close</button>
      <button type="submit" name="action" value="confirm" class="primary">Confirm</button>
    </div>
  </form>
  <form id="cancel" method="post" action="${action}">
    <input type="hidden" name="paymentID" value="${id}">
    <input type="hidden" name="step" value="${step}">
    <input type="hidden" name="action" value="cancel">
  </form>
  <p class="help"><strong>Sandbox:</strong> ${help}</p>`,
    view,
  );
}

/** A payment that is past the checkout: say how it ended and offer the way back. */
export function finishedPage(view: CheckoutView, title: string, backUrl: string) {
  return layout(
    title,
    `<div class="notice">
    <h1>${escapeHtml(title)}</h1>
    <a class="back" href="${escapeHtml(backUrl)}">Return to CareerCard</a>
  </div>`,
    view,
  );
}

export function notFoundPage() {
  return layout(
    'Payment not found',
    `<div class="notice"><h1>Payment not found</h1>
    <p>This payment link is not valid. Please start the payment again from CareerCard.</p></div>`,
  );
}
