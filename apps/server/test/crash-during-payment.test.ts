import { sampleCv } from '@careercard/shared/cv-sample';
import { and, eq } from 'drizzle-orm';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLogs, payments, pdfDocuments } from '../src/infra/db/schema';
import { BKASH_SANDBOX_PAYER as PAYER } from '../src/infra/payments/bkash-sandbox';
import { createTestDatabase } from './helpers';
import { freePort, startServer, waitForHealth } from './processes';

const database = await createTestDatabase();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-crash-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let server: ReturnType<typeof startServer> | undefined;

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** A fresh server process on the shared database, as a supervisor restarts one. */
async function boot() {
  server = startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    BKASH_LOCAL_SANDBOX: 'true',
    LOG_LEVEL: 'warn',
  });
  await waitForHealth(`${base}/api/health`, server.child);
}

async function crash() {
  server!.child.kill('SIGKILL');
  await server!.exited;
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(base + url, {
    method,
    redirect: 'manual',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as Json;
}

/** The payer's steps on the sandbox's checkout page; answers where bKash sends them back. */
async function payOnSandbox(redirectUrl: string) {
  const paymentID = new URL(redirectUrl, base).searchParams.get('paymentID')!;
  let last: Response | undefined;
  const steps: Array<Record<string, string>> = [
    { step: 'wallet', wallet: PAYER.wallet },
    { step: 'otp', otp: PAYER.verificationCode },
    { step: 'pin', pin: PAYER.pin },
  ];
  for (const fields of steps) {
    last = await fetch(`${base}/api/bkash-sandbox/checkout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ paymentID, ...fields }).toString(),
    });
  }
  return { paymentID, callback: new URL(last!.headers.get('location')!, base) };
}

describe('the server killed (kill -9) while a payment comes back', () => {
  it('loses no payment and fulfils none twice, whenever the kill lands', async () => {
    await boot();
    const email = 'crash.test@example.test';
    const password = 'password123';
    await api('POST', '/api/user/register', {
      name: 'Mitu Sarkar',
      email,
      password,
      password_confirmation: password,
    });
    const token = (await api('POST', '/api/user/login', { email, password })).data.user
      .token as string;
    const noPhone = { ...sampleCv, personal: { ...sampleCv.personal, phone: '' } };

    // The kill lands before the callback is read, while it runs, and after it answered.
    for (const delayMs of [0, 15, 40, 150]) {
      const cv = await api(
        'POST',
        '/api/user/cvs',
        { name: `CV ${delayMs}`, data: noPhone },
        token,
      );
      const created = await api(
        'POST',
        '/api/user/bkash/create-payment',
        { purpose: 'cv_download', cvId: cv.data.id },
        token,
      );
      const { paymentID, callback } = await payOnSandbox(created.bkash_payment_url);

      const inFlight = fetch(callback, { redirect: 'manual' }).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await crash();
      await inFlight;

      await boot();
      // The payer reloads the page bKash sent them to.
      const again = await fetch(callback, { redirect: 'manual' });
      expect(again.status).toBe(303);
      expect(new URL(again.headers.get('location')!, base).searchParams.get('status')).toBe(
        'success',
      );

      const [row] = await database.db
        .select()
        .from(payments)
        .where(eq(payments.gatewayPaymentId, paymentID));
      expect(row).toMatchObject({ status: 'Completed' });
      const completions = await database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'payment.completed'), eq(auditLogs.targetId, row!.id)));
      expect(completions).toHaveLength(1);
      const [record] = await database.db
        .select()
        .from(pdfDocuments)
        .where(eq(pdfDocuments.id, row!.pdfId!));
      expect(record!.status).toBe('Paid');
    }
  }, 240_000);
});
