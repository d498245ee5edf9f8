import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

export const PASSWORD = 'e2e-password-123';

export interface Account {
  name: string;
  email: string;
  password: string;
}

export function adminAccount(): Account {
  const email = process.env.E2E_ADMIN_EMAIL;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!email || !password) throw new Error('E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD must be set');
  return { name: 'Super Admin', email, password };
}

/** A new user account, registered through the API. */
export async function registerUser(
  request: APIRequestContext,
  name = 'Rumana Haque',
): Promise<Account> {
  const account = { name, email: `user-${randomUUID()}@example.test`, password: PASSWORD };
  const res = await request.post('/api/user/register', {
    data: { ...account, password_confirmation: PASSWORD },
  });
  expect(res.status()).toBe(201);
  return account;
}

export interface SignedIn {
  id: number;
  token: string;
}

/** Signs in through the API and puts the session where the app keeps it, before the page loads. */
export async function signInThroughApi(
  page: Page,
  account: Account,
  as: 'user' | 'admin' = 'user',
): Promise<SignedIn> {
  const res = await page.request.post(as === 'admin' ? '/api/admin/login' : '/api/user/login', {
    data: { email: account.email, password: account.password },
  });
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as {
    data: { user: { id: number; token: string; role: string[] } };
  };
  const { token, ...signedIn } = data.user;
  const user = { ...signedIn, role: signedIn.role[0] };
  await page.addInitScript(
    ([token, stored]) => {
      // Once per tab: a later sign-out must stay signed out across reloads.
      if (sessionStorage.getItem('e2e-session-seeded')) return;
      sessionStorage.setItem('e2e-session-seeded', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('user', stored);
    },
    [token, JSON.stringify(user)] as const,
  );
  return { id: data.user.id, token };
}

/** A CV made through the API, for tests about something other than creating one. */
export async function createCvThroughApi(
  request: APIRequestContext,
  signedIn: SignedIn,
  body: Record<string, unknown>,
): Promise<{ id: string; version: number }> {
  const res = await request.post('/api/user/cvs', {
    data: body,
    headers: { authorization: `Bearer ${signedIn.token}` },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { id: string; version: number } }).data;
}

/** The latest SMS code sent to `phone`, read from the outbox as support staff would. */
export async function latestOtp(request: APIRequestContext, phone: string): Promise<string> {
  const admin = adminAccount();
  const login = await request.post('/api/admin/login', {
    data: { email: admin.email, password: admin.password },
  });
  const { token } = ((await login.json()) as { data: { user: { token: string } } }).data.user;
  const res = await request.get(`/api/admin/messages?recipient=${encodeURIComponent(phone)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await res.json()) as { data: { body: string | null }[] };
  const code = /\b(\d{6})\b/.exec(data[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`No code was sent to ${phone}`);
  return code;
}

/** The text of the latest e-mail to `to` that the test SMTP server received (waits for it). */
export async function latestMail(to: string): Promise<{ subject: string; text: string }> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR must be set');
  // Mail goes out through the job queue, a second or so after the request; more on a busy machine.
  for (let tries = 0; tries < 200; tries += 1) {
    // `<time>-<count>-<recipient>.eml`: the recipient whole, so `new-x@…` is not mail to `x@…`.
    const names = (await fs.readdir(dir))
      .filter((name) => /^\d+-\d+-(.+)\.eml$/.exec(name)?.[1] === to)
      .sort();
    const last = names.at(-1);
    if (last) {
      const mail = await simpleParser(await fs.readFile(path.join(dir, last)));
      return { subject: mail.subject ?? '', text: mail.text ?? '' };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No e-mail came to ${to}`);
}

/** bKash's sandbox numbers (see apps/server/src/infra/payments/bkash/sandbox.ts). */
export const SANDBOX_WALLET = { pays: '01770618575', insufficientBalance: '01823074817' };
/** The Nagad stand-in's test wallets (see apps/server/src/infra/payments/nagad/sandbox.ts). */
export const NAGAD_SANDBOX_PAYER = {
  wallet: '01311111111',
  pin: '1234',
  failingWallet: '01322222222',
};
/** The SSLCommerz stand-in's test cards (see apps/server/src/infra/payments/sslcommerz/sandbox.ts). */
export const SSLCOMMERZ_SANDBOX_CARDS = {
  paying: '4111 1111 1111 1111',
  declined: '4000 0000 0000 0002',
};

/** The payer's steps on the bKash sandbox checkout page; the browser then returns to us. */
export async function payOnBkashSandbox(page: Page, wallet = SANDBOX_WALLET.pays) {
  await expect(page).toHaveURL(/\/api\/bkash-sandbox\/checkout\?paymentID=/);
  await page.getByLabel('Your bKash account number').fill(wallet);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByLabel(/^Enter the verification code/).fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByLabel(/^Enter the PIN/).fill('12121');
  await page.getByRole('button', { name: 'Confirm' }).click();
}

/** A PNG of one colour: enough to tell an uploaded logo from the built-in one. */
export function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([r, g, b]).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array(height).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const test = base.extend<{ user: Account }>({
  user: async ({ request }, use) => {
    await use(await registerUser(request));
  },
});
export { expect };
