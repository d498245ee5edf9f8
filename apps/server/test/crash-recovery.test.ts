import { sampleCv } from '@careercard/shared/cv-sample';
import { and, eq } from 'drizzle-orm';
import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLogs, payments, pdfDocuments } from '../src/infra/db/schema';
import { BKASH_SANDBOX_PAYER as PAYER } from '../src/infra/payments/bkash/sandbox';
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

let token = '';
const noPhone = { ...sampleCv, personal: { ...sampleCv.personal, phone: '' } };

beforeAll(async () => {
  await boot();
  const email = 'crash.test@example.test';
  const password = 'mango-season-2026';
  await api('POST', '/api/user/register', {
    name: 'Mitu Sarkar',
    email,
    password,
    password_confirmation: password,
  });
  token = (await api('POST', '/api/user/login', { email, password })).data.user.token as string;
}, 60_000);

/** A CV without a phone (no code to verify), bought and paid for on the sandbox. */
async function paidCv(name: string) {
  const cv = await api('POST', '/api/user/cvs', { name, data: noPhone }, token);
  const created = await api(
    'POST',
    '/api/user/bkash/create-payment',
    { purpose: 'cv_download', cvId: cv.data.id },
    token,
  );
  const { paymentID, callback } = await payOnSandbox(created.bkash_payment_url);
  return { cvId: cv.data.id as string, paymentID, callback };
}

/** Pids of the Chromium browsers the server process started (Linux). */
function chromiumOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const [, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(ppid) === pid && stat.includes('(chrom');
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('the server killed (kill -9) while a payment comes back', () => {
  it('loses no payment and fulfils none twice, whenever the kill lands', async () => {
    // The kill lands before the callback is read, while it runs, and after it answered.
    for (const delayMs of [0, 15, 40, 150]) {
      const { paymentID, callback } = await paidCv(`CV ${delayMs}`);

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

describe('the server killed (kill -9) while it prints a PDF', () => {
  it('prints it whole after the restart, and keeps no half-written file', async () => {
    const { cvId, callback } = await paidCv('Printed CV');
    await fetch(callback, { redirect: 'manual' });
    // The payment queued its print; kill the server as soon as its Chromium is at work.
    const pid = server!.child.pid!;
    await vi.waitFor(
      () => {
        if (chromiumOf(pid).length === 0) throw new Error('not printing yet');
      },
      { timeout: 60_000, interval: 20 },
    );
    await crash();

    await boot();
    const download = await fetch(`${base}/api/user/cv/${cvId}/download-pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    const pdf = Buffer.from(await download.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-8).toString('latin1')).toContain('%%EOF');
  }, 180_000);
});

describe('the server killed (kill -9) while CVs are saved', () => {
  it('keeps each CV as one whole save, never half of one', async () => {
    const cv = await api('POST', '/api/user/cvs', { name: 'Saved often', data: noPhone }, token);
    const id = cv.data.id as string;
    // Twenty saves in a row, each naming the version it read; the kill lands among them.
    const saves = (async () => {
      let version = cv.data.version as number;
      for (let i = 1; i <= 20; i += 1) {
        const data = { ...noPhone, personal: { ...noPhone.personal, title: `Title ${i}` } };
        const saved = await api(
          'PUT',
          `/api/user/cvs/${id}`,
          { version, name: `Save ${i}`, data },
          token,
        ).catch(() => undefined);
        if (!saved?.data) return;
        version = saved.data.version as number;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await crash();
    await saves;

    await boot();
    const kept = (await api('GET', `/api/user/cvs/${id}`, undefined, token)).data;
    // Name and data come from the same save: "Save n" goes with "Title n".
    const n = /^Save (\d+)$/.exec(kept.name as string)?.[1];
    expect(kept.data.personal.title).toBe(n ? `Title ${n}` : noPhone.personal.title);
  }, 120_000);
});
