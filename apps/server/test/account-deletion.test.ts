import { sampleCv } from '@careercard/shared/cv-sample';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessTokens,
  analyses,
  auditLogs,
  blogPosts,
  cvPrintTokens,
  cvVersions,
  cvs,
  nfcOrderEvents,
  nfcOrders,
  otpCodes,
  outbox,
  passwordLinks,
  payments,
  pdfDocuments,
  trustedDevices,
  users,
  vcardContacts,
  vcardDailyStats,
  vcards,
} from '../src/infra/db/schema';
import type { PdfRenderer } from '../src/infra/pdf/pdf-renderer';
import { createAccountDeletionService } from '../src/modules/account-deletion/service';
import { hashToken, issueToken } from '../src/modules/auth/tokens';
import { checkout, returnFrom } from './bkash-helpers';
import { callerOf, createTestApp, TEST_PASSWORD, type TestAccount, type TestApp } from './helpers';

/** Stands in for Chromium; a print waits while `printing` holds it. */
let printing: { started: () => void; release: Promise<void> } | undefined;
const renderer: PdfRenderer = {
  render: () => Promise.reject(new Error('not used here')),
  async printPage() {
    printing?.started();
    await printing?.release;
    return Buffer.from('%PDF-1.7\n% printed by the stand-in\n%%EOF\n');
  },
  renderHtml: () => Promise.reject(new Error('not used here')),
  screenshot: () => Promise.reject(new Error('not used here')),
  stats: () => ({ queued: 0, running: 0, launches: 0 }),
  close: async () => {},
};

let t: TestApp;
const call: ReturnType<typeof callerOf> = (...args) => callerOf(t)(...args);
let dataDir: string;
let staff: TestAccount;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-deletion-'));
  t = await createTestApp(
    { DATA_DIR: dataDir, PRINT_BASE_URL: 'http://127.0.0.1:9' },
    { pdfRenderer: renderer },
  );
  staff = await t.asAdmin(['manage_users']);
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const files = () => path.join(dataDir, 'files');
async function writeFile(key: string) {
  await fs.mkdir(path.dirname(path.join(files(), key)), { recursive: true });
  await fs.writeFile(path.join(files(), key), 'x');
}
const fileExists = (key: string) =>
  fs.stat(path.join(files(), key)).then(
    () => true,
    () => false,
  );

let counter = 0;
const random64 = () => hashToken(`${Date.now()}-${++counter}`);

/**
 * An account with a record of every kind that refers to one: CVs and a print link, a paid and
 * an unpaid PDF, completed and unfinished payments of every purpose (one started on the bKash
 * sandbox), a V-Card, NFC orders with their history, an analysis, sessions (its own and one a
 * staff member opened as it), a pending e-mail change, a trusted browser, an OTP, messages,
 * audit entries, and its CV photo, profile photo and PDF file in Storage.
 */
async function accountWithEverything(name: string) {
  const n = ++counter;
  const phone = `+88017${String(n).padStart(8, '0')}`;
  const user = await t.asUser({ name, phone });
  const id = user.id;
  const photoKey = `avatars/${id}/me.jpg`;
  await t.db.update(users).set({ photoKey }).where(eq(users.id, id));
  for (const key of [`photos/${id}/cv.jpg`, photoKey, `pdfs/${id}/paid.pdf`]) await writeFile(key);

  const [cv] = await t.db
    .insert(cvs)
    .values({ userId: id, name: 'My CV', data: sampleCv })
    .returning();
  await t.db.insert(cvVersions).values({
    cvId: cv!.id,
    reason: 'ai',
    name: 'My CV',
    data: sampleCv,
    savedAt: new Date(),
  });
  await t.db.insert(cvPrintTokens).values({
    tokenHash: random64(),
    cvId: cv!.id,
    expiresAt: new Date(Date.now() + 60_000),
  });
  const [paidPdf] = await t.db
    .insert(pdfDocuments)
    .values({
      userId: id,
      cvId: cv!.id,
      fileName: `${name.replaceAll(' ', '-')}-CV.pdf`,
      status: 'Paid',
      pricePoisha: 3000,
      storageKey: `pdfs/${id}/paid.pdf`,
      paidAt: new Date(),
    })
    .returning();
  const [pendingPdf] = await t.db
    .insert(pdfDocuments)
    .values({ userId: id, cvId: cv!.id, fileName: 'Draft-CV.pdf', pricePoisha: 3000 })
    .returning();
  const slug = `card-${n}`;
  const [card] = await t.db
    .insert(vcards)
    .values({ userId: id, cvId: cv!.id, slug, published: true })
    .returning();
  // What visitors left on the card: a contact, and the day's counts.
  await t.db.insert(vcardContacts).values({
    vcardId: card!.id,
    name: 'Jahid Hasan',
    phone: '01711-000000',
    consentedAt: new Date(),
  });
  await t.db.insert(vcardDailyStats).values({ vcardId: card!.id, day: '2026-12-01', qrViews: 3 });
  expect((await t.app.inject({ url: `/api/vcards/${slug}` })).statusCode).toBe(200);

  const order = {
    userId: id,
    vcardUrl: `https://careercard.example/v/${slug}`,
    designName: 'Matte Black',
    designPricePoisha: 25000,
    shippingPoisha: 5000,
    totalPoisha: 30000,
    fullName: name,
    addressLine1: 'House 7, Road 2',
    city: 'Rupnagar',
    postalCode: '1207',
  };
  const [shipped] = await t.db
    .insert(nfcOrders)
    .values({ ...order, status: 'Handed Over to Courier' })
    .returning();
  const [unpaidOrder] = await t.db.insert(nfcOrders).values(order).returning();
  await t.db.insert(nfcOrderEvents).values({ orderId: shipped!.id, status: 'Paid' });

  const payment = (fields: Partial<typeof payments.$inferInsert>) => ({
    userId: id,
    purpose: 'cv_download' as const,
    description: `Single CV Download: ${paidPdf!.fileName}`,
    amountPoisha: 3000,
    gateway: 'bkash',
    invoiceId: `INV-${n}-${++counter}`,
    ...fields,
  });
  const now = new Date();
  const paid = await t.db
    .insert(payments)
    .values([
      payment({ pdfId: paidPdf!.id, status: 'Completed', fulfilledAt: now, trxId: `TRX${n}` }),
      // Started and never finished: this one's PDF made every deletion fail (issue 37).
      payment({ pdfId: pendingPdf!.id, description: 'Single CV Download: Draft-CV.pdf' }),
      payment({
        purpose: 'custom_cv',
        description: 'Custom CV for Job',
        amountPoisha: 2000,
        status: 'Completed',
        fulfilledAt: now,
        tailoringKey: random64(),
        tailoredResult: { summary: `${name}, network engineer` },
      }),
      payment({
        purpose: 'subscription',
        description: 'Monthly Subscription',
        amountPoisha: 15000,
        status: 'Completed',
        fulfilledAt: now,
        coversFrom: now,
        coversUntil: new Date(now.getTime() + 30 * 86_400_000),
      }),
      payment({
        purpose: 'nfc_order',
        description: `NFC Card (Matte Black), ${shipped!.code}`,
        amountPoisha: 30000,
        nfcOrderId: shipped!.id,
        status: 'Completed',
        fulfilledAt: now,
      }),
    ])
    .returning();
  // A checkout started for real and left at bKash's page.
  const started = await call('POST', '/api/user/bkash/create-payment', user, {
    purpose: 'custom_cv',
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);

  await t.db
    .insert(analyses)
    .values({ userId: id, kind: 'ats_report', provider: 'local', durationMs: 5 });
  const impersonation = await issueToken(t.db, id, 3_600_000, staff.id);
  const newEmail = `new-${user.email}`;
  await t.db.insert(passwordLinks).values({
    userId: id,
    purpose: 'email_change',
    newEmail,
    tokenHash: random64(),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await t.db.insert(trustedDevices).values({ userId: id, tokenHash: random64() });
  await t.db.insert(otpCodes).values({
    userId: id,
    phone,
    codeHash: random64(),
    expiresAt: new Date(Date.now() + 300_000),
  });
  const message = (recipient: string, channel: 'email' | 'sms' = 'email') => ({
    channel,
    recipient,
    purpose: 'test',
    body: `For ${name}`,
  });
  await t.db.insert(outbox).values([message(user.email), message(newEmail), message(phone, 'sms')]);
  await t.db
    .insert(auditLogs)
    .values({ action: 'auth.signed_in', actorUserId: id, ip: '203.0.113.9' });

  return {
    vcardId: card!.id,
    user,
    phone,
    slug,
    cv: cv!,
    pdfs: [paidPdf!.id, pendingPdf!.id],
    orders: [shipped!.id, unpaidOrder!.id],
    payments: paid.map((row) => row.id),
    started: started.body as { bkash_payment_url: string; paymentID: string },
    impersonation,
  };
}

const rowsOf = async (account: Awaited<ReturnType<typeof accountWithEverything>>) => {
  const id = account.user.id;
  return {
    users: await t.db.select().from(users).where(eq(users.id, id)),
    cvs: await t.db.select().from(cvs).where(eq(cvs.userId, id)),
    cvPrintTokens: await t.db
      .select()
      .from(cvPrintTokens)
      .where(eq(cvPrintTokens.cvId, account.cv.id)),
    cvVersions: await t.db.select().from(cvVersions).where(eq(cvVersions.cvId, account.cv.id)),
    pdfDocuments: await t.db
      .select()
      .from(pdfDocuments)
      .where(inArray(pdfDocuments.id, account.pdfs)),
    vcards: await t.db.select().from(vcards).where(eq(vcards.userId, id)),
    vcardContacts: await t.db
      .select()
      .from(vcardContacts)
      .where(eq(vcardContacts.vcardId, account.vcardId)),
    vcardDailyStats: await t.db
      .select()
      .from(vcardDailyStats)
      .where(eq(vcardDailyStats.vcardId, account.vcardId)),
    accessTokens: await t.db
      .select()
      .from(accessTokens)
      .where(
        or(
          eq(accessTokens.userId, id),
          eq(accessTokens.tokenHash, hashToken(account.impersonation)),
        ),
      ),
    passwordLinks: await t.db.select().from(passwordLinks).where(eq(passwordLinks.userId, id)),
    trustedDevices: await t.db.select().from(trustedDevices).where(eq(trustedDevices.userId, id)),
    otpCodes: await t.db.select().from(otpCodes).where(eq(otpCodes.userId, id)),
    outbox: await t.db
      .select()
      .from(outbox)
      .where(
        inArray(outbox.recipient, [account.user.email, `new-${account.user.email}`, account.phone]),
      ),
  };
};

describe('closing an account with a record of every kind', () => {
  it('covers every table that refers to an account, directly or through its CVs, PDFs and orders', async () => {
    // A new table referring to one of these fails here until deletion decides what to do with it.
    const references = await t.db.execute<{ from: string; to: string }>(sql`
      select distinct conrelid::regclass::text as "from", confrelid::regclass::text as "to"
      from pg_constraint
      where contype = 'f'
        and confrelid::regclass::text in ('users', 'cvs', 'pdf_documents', 'vcards', 'nfc_orders')
      order by 1, 2`);
    expect(references.rows.map((row) => `${row.from} -> ${row.to}`)).toEqual([
      'access_tokens -> users',
      'analyses -> users',
      'audit_logs -> users',
      'blog_posts -> users',
      'cv_print_tokens -> cvs',
      'cv_versions -> cvs',
      'cvs -> users',
      'nfc_order_events -> nfc_orders',
      'nfc_orders -> users',
      'otp_codes -> users',
      'password_links -> users',
      'payments -> nfc_orders',
      'payments -> pdf_documents',
      'payments -> users',
      'pdf_documents -> cvs',
      'pdf_documents -> users',
      // A staff member's refunds keep their amount and reason without the name (set null).
      'refunds -> users',
      // A staff member's saved views go with them (cascade).
      'saved_views -> users',
      // Sign-in secrets go with the account (cascade).
      'sign_in_challenges -> users',
      'trusted_devices -> users',
      'two_factor_recovery_codes -> users',
      'two_factor_secrets -> users',
      // What visitors did and left on a card goes with the card (cascade).
      'vcard_contacts -> vcards',
      'vcard_daily_stats -> vcards',
      'vcard_tag_taps -> nfc_orders',
      'vcard_tag_taps -> vcards',
      'vcard_visitors -> vcards',
      'vcards -> cvs',
      'vcards -> users',
    ]);
  });

  it.each([
    ['the user, from Account Settings', 'self'],
    ['staff, from User Management', 'admin'],
  ] as const)(
    'is closed by %s: what is theirs goes, the books stay without them',
    async (_, by) => {
      const account = await accountWithEverything(by === 'self' ? 'Rokeya Begum' : 'Sharmin Akter');
      const { user } = account;
      // Another account's photo and messages are not this account's, nor the messages to a
      // phone number both used (whose they were cannot be told).
      const sharedPhone = `+88019${String(user.id).padStart(8, '0')}`;
      const other = await t.asUser({ name: 'Imran Hossain', phone: sharedPhone });
      await writeFile(`photos/${other.id}/cv.jpg`);
      await t.db.insert(otpCodes).values({
        userId: user.id,
        phone: sharedPhone,
        codeHash: random64(),
        expiresAt: new Date(Date.now() + 300_000),
      });
      const [sharedSms] = await t.db
        .insert(outbox)
        .values({ channel: 'sms', recipient: sharedPhone, purpose: 'otp', body: 'A code' })
        .returning();
      const [othersMail] = await t.db
        .insert(outbox)
        .values({ channel: 'email', recipient: other.email, purpose: 'test', body: 'For Imran' })
        .returning();

      const deleted =
        by === 'self'
          ? await call('POST', '/api/user/delete-account', user, { password: TEST_PASSWORD })
          : await call('POST', '/api/admin/delete/user', staff, { userId: user.id });
      expect(deleted).toEqual({
        status: 200,
        body: {
          message: by === 'self' ? 'Your account has been deleted.' : 'User deleted successfully.',
        },
      });

      // Removed: the account and everything of the person's.
      const left = await rowsOf(account);
      for (const [table, rows] of Object.entries(left)) expect(rows, table).toEqual([]);
      const session = await t.app.inject({ url: '/api/user/auth/user', headers: user.headers });
      expect(session.statusCode).toBe(401);
      expect((await t.app.inject({ url: `/api/vcards/${account.slug}` })).statusCode).toBe(404);
      for (const key of [`photos/${user.id}`, `avatars/${user.id}`, `pdfs/${user.id}`]) {
        expect(await fileExists(key), key).toBe(false);
      }
      expect(await fileExists(`photos/${other.id}/cv.jpg`)).toBe(true);
      const othersMessages = [othersMail!.id, sharedSms!.id];
      expect(
        await t.db.select().from(outbox).where(inArray(outbox.id, othersMessages)),
      ).toHaveLength(2);

      // Kept: the money, the orders and the counts, none of them the person's any more.
      const books = await t.db
        .select()
        .from(payments)
        .where(inArray(payments.id, account.payments));
      expect(books).toHaveLength(5);
      for (const row of books) {
        expect(row).toMatchObject({
          userId: null,
          pdfId: null,
          tailoringKey: null,
          tailoredResult: null,
        });
        expect(row.description).not.toContain('CV.pdf');
      }
      const byPurpose = Object.fromEntries(
        books.map((row) => [`${row.purpose}:${row.status}`, row]),
      );
      expect(Object.keys(byPurpose).sort()).toEqual([
        'custom_cv:Completed',
        'cv_download:Cancelled',
        'cv_download:Completed',
        'nfc_order:Completed',
        'subscription:Completed',
      ]);
      expect(byPurpose['cv_download:Completed']).toMatchObject({
        description: 'Single CV Download',
        amountPoisha: 3000,
        trxId: expect.stringMatching(/^TRX/),
      });
      expect(byPurpose['subscription:Completed']!.coversUntil).toBeInstanceOf(Date);
      const orders = await t.db
        .select()
        .from(nfcOrders)
        .where(inArray(nfcOrders.id, account.orders));
      expect(orders).toHaveLength(2);
      for (const order of orders) {
        expect(order).toMatchObject({
          userId: null,
          fullName: 'Deleted user',
          addressLine1: '',
          city: '',
          postalCode: '',
        });
      }
      expect(
        await t.db
          .select()
          .from(nfcOrderEvents)
          .where(eq(nfcOrderEvents.orderId, account.orders[0]!)),
      ).toHaveLength(1);
      expect(
        await t.db
          .select()
          .from(analyses)
          .where(and(eq(analyses.kind, 'ats_report'), sql`${analyses.userId} is null`)),
      ).not.toHaveLength(0);
      const own = await t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'auth.signed_in'), eq(auditLogs.ip, '203.0.113.9')));
      expect(own.every((entry) => entry.actorUserId === null)).toBe(true);

      // The audit names whose account it was, and who closed it.
      const [entry] = await t.db
        .select()
        .from(auditLogs)
        .where(
          and(
            eq(auditLogs.action, by === 'self' ? 'account.deleted' : 'user.deleted'),
            eq(auditLogs.targetId, String(user.id)),
          ),
        );
      expect(entry).toMatchObject({
        actorUserId: by === 'self' ? null : staff.id,
        targetType: 'user',
        details: { name: by === 'self' ? 'Rokeya Begum' : 'Sharmin Akter', email: user.email },
      });

      // The checkout left open at bKash is cancelled: finishing it there buys and takes nothing.
      const { callback } = await checkout(t.app, account.started.bkash_payment_url);
      expect(await returnFrom(t.app, callback)).toMatchObject({ status: 'cancel' });
      const [late] = await t.db
        .select()
        .from(payments)
        .where(eq(payments.gatewayPaymentId, account.started.paymentID));
      expect(late).toMatchObject({ userId: null, status: 'Cancelled', fulfilledAt: null });
    },
  );

  it('removes a PDF printed while the account was being closed', async () => {
    const user = await t.asUser({ name: 'Tahmina Sultana' });
    const [cv] = await t.db
      .insert(cvs)
      .values({ userId: user.id, name: 'Tahmina CV', data: sampleCv })
      .returning();
    const [pdf] = await t.db
      .insert(pdfDocuments)
      .values({
        userId: user.id,
        cvId: cv!.id,
        fileName: 'Tahmina-CV.pdf',
        status: 'Paid',
        pricePoisha: 3000,
        paidAt: new Date(),
      })
      .returning();
    let release = () => {};
    const started = new Promise<void>((resolve) => {
      printing = { started: resolve, release: new Promise((done) => (release = done)) };
    });
    const download = t.app.inject({
      url: `/api/user/cv/${pdf!.id}/download-pdf`,
      headers: user.headers,
    });
    await started;
    const deleted = await call('POST', '/api/admin/delete/user', staff, { userId: user.id });
    expect(deleted.status).toBe(200);
    release();
    await download;
    printing = undefined;
    expect(await fileExists(`pdfs/${user.id}/${pdf!.id}.pdf`)).toBe(false);
  });

  it('keeps trying to remove the files when Storage fails at the time', async () => {
    const user = await t.asUser({ name: 'Nusrat Jahan' });
    const sent: Array<{ name: string; data: Record<string, unknown> }> = [];
    let failures = 1;
    const removed: string[] = [];
    const deletion = createAccountDeletionService({
      db: t.db,
      storage: {
        put: () => Promise.reject(new Error('not used')),
        get: () => Promise.reject(new Error('not used')),
        delete: () => Promise.reject(new Error('not used')),
        exists: () => Promise.reject(new Error('not used')),
        async deleteFolder(prefix) {
          if (failures-- > 0) throw new Error('connect ECONNREFUSED 127.0.0.1:9000');
          removed.push(prefix);
        },
      },
      queue: {
        async send(name, data) {
          sent.push({ name, data });
        },
      },
      audit: { record: async () => {} } as never,
      logger: t.app.log,
    });
    await deletion.close(user.id, { audit: { action: 'user.deleted', actorUserId: staff.id } });
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(sent).toEqual([{ name: 'account-files', data: { userId: user.id } }]);

    await deletion.removeFiles(user.id); // the queued job
    expect(removed).toEqual([`photos/${user.id}`, `avatars/${user.id}`, `pdfs/${user.id}`]);
  });
});

describe('removing a staff member', () => {
  it('closes their account the same way; their posts keep the byline, the audit says whose', async () => {
    const superAdmin = await t.asAdmin();
    const member = await t.asAdmin(['manage_blog']);
    const [memberRow] = await t.db.select().from(users).where(eq(users.id, member.id));
    await t.db
      .update(users)
      .set({ photoKey: `avatars/${member.id}/me.jpg` })
      .where(eq(users.id, member.id));
    await writeFile(`avatars/${member.id}/me.jpg`);
    const [post] = await t.db
      .insert(blogPosts)
      .values({
        title: 'Writing a CV that gets read',
        slug: `cv-that-gets-read-${member.id}`,
        content: '<p>Start with the job.</p>',
        categoryId: 1,
        authorId: member.id,
        authorName: memberRow!.name,
      })
      .returning();
    const someone = await t.asUser();
    const opened = await issueToken(t.db, someone.id, 3_600_000, member.id);

    const removed = await call('DELETE', `/api/admin/staff/${member.id}`, superAdmin);
    expect(removed).toEqual({ status: 200, body: { message: 'Staff member removed.' } });
    expect(await t.db.select().from(users).where(eq(users.id, member.id))).toEqual([]);
    expect(await fileExists(`avatars/${member.id}`)).toBe(false);
    const [kept] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, post!.id));
    expect(kept).toMatchObject({ authorId: null, authorName: memberRow!.name });
    // A session they opened as a user ends with them.
    const asUser = await t.app.inject({
      url: '/api/user/auth/user',
      headers: { authorization: `Bearer ${opened}` },
    });
    expect(asUser.statusCode).toBe(401);
    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'staff.removed'), eq(auditLogs.targetId, String(member.id))));
    expect(entry).toMatchObject({
      actorUserId: superAdmin.id,
      details: { name: memberRow!.name, email: member.email },
    });
  });
});
