import { sampleCv } from '@careercard/shared/cv-sample';
import {
  INVALID_OTP_MESSAGE,
  INVALID_PHONE_MESSAGE,
  SMS_UNAVAILABLE_MESSAGE,
} from '@careercard/shared/otp';
import { PAYMENT_REQUIRED_MESSAGE, PDF_ALREADY_PAID_MESSAGE } from '@careercard/shared/pdfs';
import { and, desc, eq, sql } from 'drizzle-orm';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auditLogs,
  outbox,
  otpCodes,
  packages,
  payments,
  pdfDocuments,
} from '../src/infra/db/schema';
import { BKASH_SANDBOX_PAYER as PAYER } from '../src/infra/payments/bkash/sandbox';
import type { PdfRenderer } from '../src/infra/pdf/pdf-renderer';
import { PAYMENTS_NOT_SET_UP } from '../src/modules/payments/gateway';
import { PHONE_NOT_VERIFIED_MESSAGE } from '../src/modules/otp/service';
import { CUSTOM_CV_UNPAID_MESSAGE } from '../src/modules/payments/service';
import { checkout as sandboxCheckout, returnFrom as sandboxReturn } from './bkash-helpers';
import { createTestApp, createUser, type TestAccount, type TestApp } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Stands in for Chromium: the print pages it was handed are what the tests look at. */
const printed: string[] = [];
const renderer: PdfRenderer = {
  render: () => Promise.reject(new Error('not used here')),
  async printPage(html) {
    printed.push(html);
    // Slow enough that parallel downloads overlap, as real printing does.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return Buffer.from('%PDF-1.7\n% printed by the stand-in\n%%EOF\n');
  },
  renderHtml: () => Promise.reject(new Error('not used here')),
  screenshot: () => Promise.reject(new Error('not used here')),
  stats: () => ({ queued: 0, running: 0, launches: 0 }),
  close: async () => {},
};

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-payments-'));
  // The stub printer opens nothing, so the print address only has to be well formed; the SMS
  // gateway below runs on loopback, where addresses staff enter may not lead by default.
  t = await createTestApp(
    { DATA_DIR: dataDir, PRINT_BASE_URL: 'http://127.0.0.1:9', OUTBOUND_ALLOW_PRIVATE: 'true' },
    { pdfRenderer: renderer },
  );
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  printed.length = 0;
});

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who?: TestAccount,
  body?: unknown,
) {
  const res = await t.app.inject({
    method,
    url,
    ...(who ? { headers: who.headers } : {}),
    ...(body === undefined ? {} : { payload: body as Json }),
  });
  const json = res.headers['content-type']?.toString().startsWith('application/json');
  return { status: res.statusCode, body: json ? res.json<Json>() : {}, res };
}

/** A CV of the user's; `phone` '' makes one without a phone number. */
async function newCv(who: TestAccount, phone = sampleCv.personal.phone, name = 'Tanjila CV') {
  const data = { ...sampleCv, personal: { ...sampleCv.personal, phone } };
  const res = await call('POST', '/api/user/cvs', who, { name, data });
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

/** The code of the latest SMS to `phone`, read from the outbox as a support agent would. */
async function latestOtp(phone: string) {
  const [message] = await t.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, phone))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return { code, message: message! };
}

const checkout = (redirectUrl: string, wallet?: string) =>
  sandboxCheckout(t.app, redirectUrl, wallet);
const returnFrom = (callback: URL) => sandboxReturn(t.app, callback);

/** The credits on the user's dashboard: paid for and not used yet. */
async function credits(who: TestAccount) {
  return (await call('GET', '/api/user/dashboard-stats', who)).body.data.credits;
}

async function startPayment(who: TestAccount, body: Json) {
  const res = await call('POST', '/api/user/bkash/create-payment', who, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { bkash_payment_url: string; paymentID: string };
}

describe('phone verification', () => {
  let user: TestAccount;
  beforeAll(async () => {
    user = await t.asUser();
  });

  it('refuses a number that is not a Bangladeshi mobile', async () => {
    const res = await call('POST', '/api/user/otp/send', user, { phone: '02-9123456' });
    expect(res.status).toBe(422);
    expect(res.body.errors.phone).toEqual([INVALID_PHONE_MESSAGE]);
  });

  it('sends a 6-digit code through the outbox, keeps only its hash, and verifies the session', async () => {
    const sent = await call('POST', '/api/user/otp/send', user, { phone: '01711-000000' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ phone: '+8801711000000', resendAfterSeconds: 30 });

    const { code, message } = await latestOtp('+8801711000000');
    // A demo install (the local bKash sandbox, no SMS gateway) shows the code, as no SMS is sent.
    expect(sent.body.demoCode).toBe(code);
    expect(message).toMatchObject({
      channel: 'sms',
      purpose: 'otp',
      status: 'sent',
      transport: 'log',
    });
    expect(message.body).toContain('CareerCard');
    const [stored] = await t.db.select().from(otpCodes).where(eq(otpCodes.userId, user.id));
    expect(stored!.codeHash).not.toContain(code);

    const wrong = code === '000000' ? '111111' : '000000';
    const miss = await call('POST', '/api/user/otp/verify', user, {
      phone: '+8801711000000',
      otp: wrong,
    });
    expect(miss.status).toBe(422);
    expect(miss.body.message).toBe(INVALID_OTP_MESSAGE);
    expect((await call('GET', '/api/user/otp/status', user)).body.verified).toBe(false);

    const hit = await call('POST', '/api/user/otp/verify', user, {
      phone: '8801711000000',
      otp: code,
    });
    expect(hit.status).toBe(200);
    expect((await call('GET', '/api/user/otp/status', user)).body.verified).toBe(true);

    // Verification belongs to the session: another sign-in of the same user starts unverified.
    const otherSession = await createUser(t.db, { email: `${user.email}.x` });
    expect((await call('GET', '/api/user/otp/status', otherSession)).body.verified).toBe(false);
    // And a used code does not verify twice.
    const reuse = await call('POST', '/api/user/otp/verify', user, {
      phone: '01711000000',
      otp: code,
    });
    expect(reuse.status).toBe(422);
  });

  it('lets support staff read undelivered codes from the outbox, and nobody else', async () => {
    const someone = await t.asUser();
    await call('POST', '/api/user/otp/send', someone, { phone: '01412345678' });
    const { code } = await latestOtp('+8801412345678');
    const url = '/api/admin/messages?recipient=01412-345678';
    const read = await call('GET', url, await t.asAdmin(['manage_settings']));
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual([
      expect.objectContaining({
        recipient: '+8801412345678',
        purpose: 'otp',
        status: 'sent',
        transport: 'log',
        body: expect.stringContaining(code),
      }),
    ]);
    expect((await call('GET', url, await t.asAdmin(['manage_blog']))).status).toBe(403);
    expect((await call('GET', url, someone)).status).toBe(403);
  });

  it('makes the user wait 30 seconds before another code', async () => {
    const someone = await t.asUser();
    expect(
      (await call('POST', '/api/user/otp/send', someone, { phone: '01812345678' })).status,
    ).toBe(200);
    const again = await call('POST', '/api/user/otp/send', someone, { phone: '01812345678' });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(
      /^Please wait (29|30) seconds before asking for another code\.$/,
    );
    // The dialog reads the wait, to count down and keep the code field open.
    expect(['29', '30']).toContain(again.res.headers['retry-after']);
  });

  it('stops after 5 wrong codes, even when the sixth is right', async () => {
    const someone = await t.asUser();
    await call('POST', '/api/user/otp/send', someone, { phone: '01912345678' });
    const { code } = await latestOtp('+8801912345678');
    const wrong = code === '000000' ? '111111' : '000000';
    const tries = await Promise.all(
      Array.from({ length: 8 }, () =>
        call('POST', '/api/user/otp/verify', someone, { phone: '01912345678', otp: wrong }),
      ),
    );
    expect(tries.filter((r) => r.status === 422)).toHaveLength(5);
    expect(tries.filter((r) => r.status === 429)).toHaveLength(3);
    const right = await call('POST', '/api/user/otp/verify', someone, {
      phone: '01912345678',
      otp: code,
    });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Too many wrong codes. Please ask for a new one.');
  });

  it('refuses an expired code', async () => {
    const someone = await t.asUser();
    await call('POST', '/api/user/otp/send', someone, { phone: '01612345678' });
    const { code } = await latestOtp('+8801612345678');
    await t.db
      .update(otpCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpCodes.userId, someone.id));
    const res = await call('POST', '/api/user/otp/verify', someone, {
      phone: '01612345678',
      otp: code,
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('This code has expired. Please ask for a new one.');
  });

  it('sends at most 5 codes an hour to one number, whoever asks', async () => {
    const phone = '+8801512345678';
    const earlier = await t.asUser();
    await t.db.insert(otpCodes).values(
      Array.from({ length: 5 }, () => ({
        userId: earlier.id,
        phone,
        codeHash: '0'.repeat(64),
        expiresAt: sql`now()`,
        createdAt: sql`now() - interval '10 minutes'`,
      })),
    );
    const res = await call('POST', '/api/user/otp/send', await t.asUser(), { phone });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Too many codes were asked for. Please try again in an hour.');
  });
});

describe('SMS through the admin’s gateway', () => {
  it('sends the admin’s template through the gateway, and says so when the gateway fails', async () => {
    const received: Json[] = [];
    let answer = 200;
    const gateway = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(JSON.parse(body) as Json);
        response.writeHead(answer, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message_id: 'gw-77' }));
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    const admin = await t.asAdmin(['manage_settings']);
    const sms = {
      otpTemplate: 'CareerCard code: {otp_code}',
      generic: {
        enabled: true,
        key: 'k',
        secret: 's',
        senderId: 'CAREERCARD',
        apiUrl: `http://127.0.0.1:${port}/send`,
      },
    };
    try {
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/sms',
        headers: admin.headers,
        payload: sms,
      });
      expect(saved.statusCode).toBe(200);

      const someone = await t.asUser();
      const sent = await call('POST', '/api/user/otp/send', someone, { phone: '01322334455' });
      expect(sent.status).toBe(200);
      // The code goes by SMS only, never back to the browser.
      expect(sent.body.demoCode).toBeUndefined();
      expect(received).toEqual([
        expect.objectContaining({
          to: '8801322334455',
          sender_id: 'CAREERCARD',
          message: expect.stringMatching(/^CareerCard code: \d{6}$/),
        }),
      ]);
      const [delivered] = await t.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, '+8801322334455'));
      expect(delivered).toMatchObject({
        status: 'sent',
        transport: 'generic',
        providerMessageId: 'gw-77',
      });
      // A gateway's texts are not shown to staff: they hold live codes.
      const listed = await call('GET', '/api/admin/messages?recipient=01322334455', admin);
      expect(listed.body.data[0].body).toBeNull();

      answer = 500;
      const other = await t.asUser();
      const failed = await call('POST', '/api/user/otp/send', other, { phone: '01422334455' });
      expect(failed.status).toBe(502);
      expect(failed.body.message).toBe('We could not send the code by SMS. Please try again.');
      const [kept] = await t.db.select().from(outbox).where(eq(outbox.recipient, '+8801422334455'));
      expect(kept).toMatchObject({
        status: 'failed',
        transport: 'generic',
        lastError: expect.any(String),
      });
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/sms',
        headers: admin.headers,
        payload: { generic: { enabled: false } },
      });
      await new Promise((resolve) => gateway.close(resolve));
    }
  });
});

describe('the download gate', () => {
  it('answers 402 for a CV that is not paid for, and 404 for a CV of someone else', async () => {
    const owner = await t.asUser();
    const cvId = await newCv(owner);
    const res = await call('GET', `/api/user/cv/${cvId}/download-pdf`, owner);
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(PAYMENT_REQUIRED_MESSAGE);
    expect((await call('GET', `/api/user/cv/${cvId}/download-pdf`, await t.asUser())).status).toBe(
      404,
    );
    expect((await call('GET', `/api/user/cv/${cvId}/download-pdf`)).status).toBe(401);
  });

  it('asks a CV with a phone number for a verified session before payment', async () => {
    const owner = await t.asUser();
    const cvId = await newCv(owner);
    const res = await call('POST', '/api/user/bkash/create-payment', owner, {
      purpose: 'cv_download',
      cvId,
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(PHONE_NOT_VERIFIED_MESSAGE);
    expect((await call('GET', '/api/user/pdfs', owner)).body.data).toEqual([]);
  });

  it('takes no amount from the browser', async () => {
    const owner = await t.asUser();
    const cvId = await newCv(owner, '');
    for (const extra of [{ amount: 1 }, { amount: '1' }, { price: 1 }]) {
      const res = await call('POST', '/api/user/bkash/create-payment', owner, {
        purpose: 'cv_download',
        cvId,
        ...extra,
      });
      expect(res.status).toBe(422);
    }
    expect(await t.db.select().from(payments).where(eq(payments.userId, owner.id))).toEqual([]);
  });

  it('refuses someone else’s CV and a purpose it does not sell', async () => {
    const cvId = await newCv(await t.asUser(), '');
    const stranger = await t.asUser();
    const body = { purpose: 'cv_download', cvId };
    expect((await call('POST', '/api/user/bkash/create-payment', stranger, body)).status).toBe(404);
    const wrong = { purpose: 'everything', cvId };
    expect((await call('POST', '/api/user/bkash/create-payment', stranger, wrong)).status).toBe(
      422,
    );
    expect((await call('POST', '/api/user/bkash/create-payment', undefined, body)).status).toBe(
      401,
    );
  });
});

describe('paying for a download on the bKash sandbox', () => {
  it('charges the admin’s price, fulfils the payment and serves the PDF, printed once', async () => {
    const owner = await t.asUser();
    const cvId = await newCv(owner, '', 'Tanjila Rahman CV');
    const created = await startPayment(owner, { purpose: 'cv_download', cvId });
    expect(created.bkash_payment_url).toContain('/api/bkash-sandbox/checkout?paymentID=');

    const pending = (await call('GET', '/api/user/pdfs', owner)).body.data;
    expect(pending).toEqual([
      expect.objectContaining({ file_name: 'Tanjila-Rahman-CV.pdf', status: 'Pending', price: 30 }),
    ]);
    expect((await call('GET', `/api/user/cv/${cvId}/download-pdf`, owner)).status).toBe(402);

    const { paymentID, callback } = await checkout(created.bkash_payment_url);
    expect(callback.pathname).toBe('/api/payments/bkash/callback');
    expect(await returnFrom(callback)).toEqual({
      status: 'success',
      message: 'Payment completed successfully.',
      paymentID,
    });

    const detail = (await call('GET', `/api/user/payments/${paymentID}`, owner)).body.data;
    expect(detail).toMatchObject({
      status: 'Completed',
      message: 'Payment completed successfully.',
      amount: 30,
      purpose: 'cv_download',
    });
    // Marked as the sandbox's, so nobody takes it for real money.
    const [row] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.gatewayPaymentId, paymentID));
    expect(row!.gateway).toBe('bkash-sandbox');
    const paid = (await call('GET', '/api/user/pdfs', owner)).body.data;
    expect(paid[0]).toMatchObject({ id: pending[0].id, status: 'Paid', price: 30 });
    // Paid and not downloaded yet: a credit on the dashboard until the first download.
    expect(await credits(owner)).toEqual({ cvDownloads: 1, tailorings: 0 });

    for (const id of [cvId, pending[0].id]) {
      const download = await call('GET', `/api/user/cv/${id}/download-pdf`, owner);
      expect(download.status).toBe(200);
      expect(download.res.headers['content-type']).toBe('application/pdf');
      expect(download.res.headers['content-disposition']).toContain(
        'filename="Tanjila-Rahman-CV.pdf"',
      );
      expect(download.res.body.startsWith('%PDF-')).toBe(true);
    }
    expect(await credits(owner)).toEqual({ cvDownloads: 0, tailorings: 0 });
    // Printed once, ahead of the download, from the CV's print page; later downloads come from storage.
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('<title>Tanjila Rahman CV</title>');

    const history = (await call('GET', '/api/user/payment-history', owner)).body.data;
    expect(history).toEqual([
      expect.objectContaining({
        description: 'Single CV Download: Tanjila-Rahman-CV.pdf',
        amount: 30,
        status: 'Completed',
        invoiceId: expect.stringMatching(/^CC-\d{8}-[A-Z0-9]{8}$/),
      }),
    ]);
    expect((await call('GET', `/api/user/payments/${paymentID}`, await t.asUser())).status).toBe(
      404,
    );
  });

  it('charges the price the admin sets now', async () => {
    await t.db.update(packages).set({ pricePoisha: 4500 }).where(eq(packages.code, 'cv_download'));
    try {
      const owner = await t.asUser();
      const created = await startPayment(owner, {
        purpose: 'cv_download',
        cvId: await newCv(owner, ''),
      });
      const page = await t.app.inject({ method: 'GET', url: created.bkash_payment_url });
      expect(page.body).toContain('৳45.00');
      const [row] = await t.db.select().from(payments).where(eq(payments.userId, owner.id));
      expect(row!.amountPoisha).toBe(4500);
    } finally {
      await t.db
        .update(packages)
        .set({ pricePoisha: 3000 })
        .where(eq(packages.code, 'cv_download'));
    }
  });

  it('fulfils once when 20 callbacks for one payment arrive together', async () => {
    const owner = await t.asUser();
    const cvId = await newCv(owner, '');
    const created = await startPayment(owner, { purpose: 'cv_download', cvId });
    const { callback } = await checkout(created.bkash_payment_url);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => returnFrom(callback)));
    expect(outcomes.every((outcome) => outcome.status === 'success')).toBe(true);
    const rows = await t.db.select().from(payments).where(eq(payments.userId, owner.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'Completed', fulfilledAt: expect.any(Date) });
    const completions = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'payment.completed'), eq(auditLogs.targetId, rows[0]!.id)));
    expect(completions).toHaveLength(1);
    await expect.poll(() => printed.length, { timeout: 10_000 }).toBe(1);
    // A replay later changes nothing either.
    expect((await returnFrom(callback)).status).toBe('success');
    expect(printed).toHaveLength(1);
  });

  it('reports a refused payment and leaves the PDF pending, ready to pay again', async () => {
    const owner = await t.asUser();
    const cvId = await newCv(owner, '');
    const created = await startPayment(owner, { purpose: 'cv_download', cvId });
    const { paymentID, callback } = await checkout(
      created.bkash_payment_url,
      PAYER.insufficientBalanceWallet,
    );
    expect(callback.searchParams.get('status')).toBe('failure');
    const outcome = await returnFrom(callback);
    // bKash's reason (2023), learnt from bKash itself, not from the address.
    const why = 'Insufficient balance in your bKash account.';
    expect(outcome).toMatchObject({ status: 'failure', message: why, paymentID });
    // The result page reads how it ended from here, not from the address the browser came back to.
    expect((await call('GET', `/api/user/payments/${paymentID}`, owner)).body.data).toMatchObject({
      status: 'Failed',
      message: why,
    });
    const [record] = (await call('GET', '/api/user/pdfs', owner)).body.data;
    expect(record.status).toBe('Pending');
    expect((await call('GET', `/api/user/cv/${cvId}/download-pdf`, owner)).status).toBe(402);

    // Paying again from Manage PDFs settles the same record.
    const retry = await startPayment(owner, { purpose: 'cv_download', pdfId: record.id });
    expect((await returnFrom((await checkout(retry.bkash_payment_url)).callback)).status).toBe(
      'success',
    );
    const after = (await call('GET', '/api/user/pdfs', owner)).body.data;
    expect(after).toEqual([expect.objectContaining({ id: record.id, status: 'Paid' })]);
  });

  it('trusts execute, not the status the browser brings back', async () => {
    const owner = await t.asUser();
    const created = await startPayment(owner, {
      purpose: 'cv_download',
      cvId: await newCv(owner, ''),
    });
    const { paymentID, callback } = await checkout(
      created.bkash_payment_url,
      PAYER.debitBlockedWallet,
    );
    expect(callback.searchParams.get('status')).toBe('success');
    const outcome = await returnFrom(callback);
    expect(outcome.status).toBe('failure');
    // Why, in bKash's refusal to execute (2037), not its bare word 'Failed'.
    const why =
      'Your bKash account cannot make this payment right now. Please contact bKash (16247).';
    expect(outcome.message).toBe(why);
    expect((await call('GET', `/api/user/payments/${paymentID}`, owner)).body.data).toMatchObject({
      status: 'Failed',
      message: why,
    });
    expect((await call('GET', '/api/user/pdfs', owner)).body.data[0].status).toBe('Pending');
  });

  it('says payments go to the sandbox, to payers and to the staff', async () => {
    const mode = await t.app.inject({ url: '/api/payments/mode' });
    expect(mode.json<Json>()).toEqual({
      success: true,
      data: {
        mode: 'local-sandbox',
        methods: { bkash: 'local-sandbox', nagad: 'local-sandbox', card: 'local-sandbox' },
      },
    });
    const admin = await t.asAdmin(['manage_settings']);
    const stats = await t.app.inject({ url: '/api/admin/dashboard-stats', headers: admin.headers });
    expect(stats.json<Json>().data.paymentMode).toBe('local-sandbox');
  });

  it('records a cancelled payment', async () => {
    const owner = await t.asUser();
    const created = await startPayment(owner, {
      purpose: 'cv_download',
      cvId: await newCv(owner, ''),
    });
    const paymentID = created.paymentID;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/bkash-sandbox/checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ paymentID, step: 'wallet', action: 'cancel' }).toString(),
    });
    const outcome = await returnFrom(new URL(String(cancelled.headers.location)));
    expect(outcome).toMatchObject({ status: 'cancel', message: 'Payment was cancelled.' });
    const history = (await call('GET', '/api/user/payment-history', owner)).body.data;
    expect(history[0].status).toBe('Cancelled');
  });

  it("keeps a pending payment open when only the callback's word says cancelled or failed", async () => {
    const owner = await t.asUser();
    const created = await startPayment(owner, {
      purpose: 'cv_download',
      cvId: await newCv(owner, ''),
    });
    const paymentID = created.paymentID;
    // Anyone who learns the payment's ID can send these; bKash still says Initiated.
    for (const status of ['cancel', 'failure']) {
      const forged = await returnFrom(
        new URL(`http://x/api/payments/bkash/callback?paymentID=${paymentID}&status=${status}`),
      );
      expect(forged.status).toBe(status);
      expect((await call('GET', `/api/user/payments/${paymentID}`, owner)).body.data).toMatchObject(
        { status: 'Initiated', message: null },
      );
    }
    // The payer goes on and pays: the payment completes as if nothing had been sent.
    const outcome = await returnFrom((await checkout(created.bkash_payment_url)).callback);
    expect(outcome.status).toBe('success');
    expect((await call('GET', `/api/user/payments/${paymentID}`, owner)).body.data.status).toBe(
      'Completed',
    );
  });

  it('pays after phone verification for a CV with a phone number', async () => {
    const owner = await t.asUser();
    const cvId = await newCv(owner);
    await call('POST', '/api/user/otp/send', owner, { phone: '01311222333' });
    const { code } = await latestOtp('+8801311222333');
    expect(
      (await call('POST', '/api/user/otp/verify', owner, { phone: '01311222333', otp: code }))
        .status,
    ).toBe(200);
    const created = await startPayment(owner, { purpose: 'cv_download', cvId });
    expect((await returnFrom((await checkout(created.bkash_payment_url)).callback)).status).toBe(
      'success',
    );
    await expect.poll(() => printed.length, { timeout: 10_000 }).toBe(1);
    expect((await call('GET', `/api/user/cv/${cvId}/download-pdf`, owner)).status).toBe(200);
  });
});

describe('without the local sandbox', () => {
  it('refuses payments until the admin sets bKash credentials', async () => {
    const strict = await createTestApp({ BKASH_LOCAL_SANDBOX: 'false' }, { pdfRenderer: renderer });
    try {
      const owner = await strict.asUser();
      const cv = await strict.app.inject({
        method: 'POST',
        url: '/api/user/cvs',
        headers: owner.headers,
        payload: { data: { ...sampleCv, personal: { ...sampleCv.personal, phone: '' } } },
      });
      const res = await strict.app.inject({
        method: 'POST',
        url: '/api/user/bkash/create-payment',
        headers: owner.headers,
        payload: { purpose: 'cv_download', cvId: cv.json<Json>().data.id },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json<Json>().message).toBe(PAYMENTS_NOT_SET_UP);
      expect(await strict.db.select().from(payments)).toEqual([]);
      const sandboxPage = await strict.app.inject({
        method: 'GET',
        url: '/api/bkash-sandbox/checkout?paymentID=x',
      });
      expect(sandboxPage.statusCode).toBe(404);

      // Nor can codes be sent without a gateway: the user is told, the staff warned.
      const sent = await strict.app.inject({
        method: 'POST',
        url: '/api/user/otp/send',
        headers: owner.headers,
        payload: { phone: '01711-000000' },
      });
      expect(sent.statusCode).toBe(503);
      expect(sent.json<Json>().message).toBe(SMS_UNAVAILABLE_MESSAGE);
      expect(await strict.db.select().from(otpCodes)).toEqual([]);
      const admin = await strict.asAdmin(['manage_settings']);
      const stats = await strict.app.inject({
        url: '/api/admin/dashboard-stats',
        headers: admin.headers,
      });
      expect(stats.json<Json>().data).toMatchObject({ smsDelivery: 'none', paymentMode: 'off' });
      const mode = await strict.app.inject({ url: '/api/payments/mode' });
      // No method takes payments: the checkout offers none.
      expect(mode.json<Json>()).toEqual({
        success: true,
        data: { mode: 'off', methods: { bkash: 'off', nagad: 'off', card: 'off' } },
      });
    } finally {
      await strict.close();
    }
  });
});

describe('Manage PDFs', () => {
  it('deletes a record and its file, and only the owner may', async () => {
    const owner = await t.asUser();
    const cvId = await newCv(owner, '');
    const created = await startPayment(owner, { purpose: 'cv_download', cvId });
    await returnFrom((await checkout(created.bkash_payment_url)).callback);
    const [record] = (await call('GET', '/api/user/pdfs', owner)).body.data;
    expect((await call('GET', `/api/user/cv/${record.id}/download-pdf`, owner)).status).toBe(200);
    const file = path.join(dataDir, 'files', 'pdfs', String(owner.id), `${record.id}.pdf`);
    await expect(fs.stat(file)).resolves.toBeTruthy();

    expect((await call('DELETE', `/api/user/pdfs/${record.id}`, await t.asUser())).status).toBe(
      404,
    );
    const gone = await call('DELETE', `/api/user/pdfs/${record.id}`, owner);
    expect(gone.body).toEqual({ success: true, message: 'PDF deleted.' });
    expect((await call('GET', '/api/user/pdfs', owner)).body.data).toEqual([]);
    await expect(fs.stat(file)).rejects.toThrow();
    // The money record stays in the history.
    expect((await call('GET', '/api/user/payment-history', owner)).body.data).toHaveLength(1);
  });
});

describe('Save & Download of a CV already paid for', () => {
  it('downloads the unchanged CV again for nothing, and charges for a changed one', async () => {
    const owner = await t.asUser();
    const cvId = await newCv(owner, '', 'Nusrat Jahan CV');
    const first = await startPayment(owner, { purpose: 'cv_download', cvId });
    await returnFrom((await checkout(first.bkash_payment_url)).callback);
    const [paid] = (await call('GET', '/api/user/pdfs', owner)).body.data;
    expect(paid).toMatchObject({ status: 'Paid', price: 30 });

    // Unchanged: the download is the paid PDF, and the server takes no second payment for it.
    const again = await call('GET', `/api/user/cv/${cvId}/download-pdf`, owner);
    expect(again.status).toBe(200);
    expect(again.res.body.startsWith('%PDF-')).toBe(true);
    const charge = await call('POST', '/api/user/bkash/create-payment', owner, {
      purpose: 'cv_download',
      cvId,
    });
    expect(charge.status).toBe(409);
    expect(charge.body.message).toBe(PDF_ALREADY_PAID_MESSAGE);
    // Saved again with nothing changed, it is still the same CV.
    const cv = (await call('GET', `/api/user/cvs/${cvId}`, owner)).body.data;
    const resaved = await call('PUT', `/api/user/cvs/${cvId}`, owner, {
      version: cv.version,
      data: cv.data,
    });
    expect(resaved.status).toBe(200);
    expect((await call('GET', `/api/user/cv/${cvId}/download-pdf`, owner)).status).toBe(200);
    // This CV's prints only: a job of an earlier test may still be finishing.
    const printsOfThisCv = () =>
      printed.filter((html) => html.includes('<title>Nusrat Jahan CV</title>'));
    expect(printsOfThisCv()).toHaveLength(1);

    // Changed: a new PDF, to be paid for; the paid one stays as it was in Manage PDFs.
    const changed = await call('PUT', `/api/user/cvs/${cvId}`, owner, {
      version: resaved.body.data.version,
      data: { ...cv.data, personal: { ...cv.data.personal, title: 'Senior Data Analyst' } },
    });
    expect(changed.status).toBe(200);
    const due = await call('GET', `/api/user/cv/${cvId}/download-pdf`, owner);
    expect(due.status).toBe(402);
    expect(due.body.message).toBe(PAYMENT_REQUIRED_MESSAGE);
    const second = await startPayment(owner, { purpose: 'cv_download', cvId });
    const records = (await call('GET', '/api/user/pdfs', owner)).body.data;
    expect(records).toEqual([
      expect.objectContaining({ status: 'Pending', price: 30 }),
      expect.objectContaining({ id: paid.id, status: 'Paid' }),
    ]);
    expect((await call('GET', `/api/user/cv/${paid.id}/download-pdf`, owner)).status).toBe(200);
    await returnFrom((await checkout(second.bkash_payment_url)).callback);
    await expect.poll(() => printsOfThisCv().length, { timeout: 10_000 }).toBe(2);
    expect(printsOfThisCv()[1]).toContain('Senior Data Analyst');
    expect((await call('GET', `/api/user/cv/${cvId}/download-pdf`, owner)).status).toBe(200);

    // Another template is another PDF too.
    const moved = await call('PUT', `/api/user/cvs/${cvId}`, owner, {
      version: changed.body.data.version,
      templateId: 2,
    });
    expect(moved.status).toBe(200);
    expect((await call('GET', `/api/user/cv/${cvId}/download-pdf`, owner)).status).toBe(402);
  });

  it('takes a PDF paid before records kept their CV’s hash as the CV unchanged since its payment', async () => {
    const owner = await t.asUser();
    const cvId = await newCv(owner, '', 'Older Paid CV');
    const first = await startPayment(owner, { purpose: 'cv_download', cvId });
    await returnFrom((await checkout(first.bkash_payment_url)).callback);
    const printedFile = async () =>
      (await t.db.select().from(pdfDocuments).where(eq(pdfDocuments.cvId, cvId)))[0]?.storageKey;
    await expect.poll(printedFile, { timeout: 10_000 }).toBeTruthy();
    await t.db.update(pdfDocuments).set({ contentHash: null }).where(eq(pdfDocuments.cvId, cvId));
    expect((await call('GET', `/api/user/cv/${cvId}/download-pdf`, owner)).status).toBe(200);

    const cv = (await call('GET', `/api/user/cvs/${cvId}`, owner)).body.data;
    const edited = await call('PUT', `/api/user/cvs/${cvId}`, owner, {
      version: cv.version,
      data: { ...cv.data, personal: { ...cv.data.personal, title: 'Data Engineer' } },
    });
    expect(edited.status).toBe(200);
    expect((await call('GET', `/api/user/cv/${cvId}/download-pdf`, owner)).status).toBe(402);
  });
});

describe('the paid custom CV', () => {
  it('tailors once per payment, and gives the same tailoring again without a second payment', async () => {
    const owner = await t.asUser();
    const request = {
      cvData: sampleCv,
      jobDescription: 'Senior Backend Engineer at Surma Fintech. Node.js, PostgreSQL.',
    };
    const unpaid = await call('POST', '/api/user/tailored-cv', owner, request);
    expect(unpaid.status).toBe(402);
    expect(unpaid.body.message).toBe(CUSTOM_CV_UNPAID_MESSAGE);

    const created = await startPayment(owner, { purpose: 'custom_cv' });
    const page = await t.app.inject({ method: 'GET', url: created.bkash_payment_url });
    expect(page.body).toContain('৳20.00');
    await returnFrom((await checkout(created.bkash_payment_url)).callback);
    const detail = (await call('GET', `/api/user/payments/${created.paymentID}`, owner)).body.data;
    expect(detail).toMatchObject({ purpose: 'custom_cv', status: 'Completed', unusedCredit: true });
    expect(await credits(owner)).toEqual({ cvDownloads: 0, tailorings: 1 });

    const tailored = await call('POST', '/api/user/tailored-cv', owner, request);
    expect(tailored.status).toBe(200);
    expect(await credits(owner)).toEqual({ cvDownloads: 0, tailorings: 0 });
    const after = (await call('GET', `/api/user/payments/${created.paymentID}`, owner)).body.data;
    expect(after.unusedCredit).toBe(false);
    // A reload asks again: the paid tailoring comes back, to this user only.
    const again = await call('POST', '/api/user/tailored-cv', owner, {
      ...request,
      jobDescription: `  ${request.jobDescription}\n`,
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(tailored.body);
    expect((await call('POST', '/api/user/tailored-cv', await t.asUser(), request)).status).toBe(
      402,
    );
    const otherJob = { ...request, jobDescription: 'Data Analyst at Padma Insights. SQL, Excel.' };
    expect((await call('POST', '/api/user/tailored-cv', owner, otherJob)).status).toBe(402);
    const [row] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, owner.id), eq(payments.purpose, 'custom_cv')));
    expect(row!.consumedAt).toBeInstanceOf(Date);
  });
});
