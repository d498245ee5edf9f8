import { bulkSummary } from '@careercard/shared/bulk';
import { UNCATEGORIZED_CATEGORY_ID } from '@careercard/shared/blog';
import { DEFAULT_TEMPLATE_MESSAGE } from '@careercard/shared/cv-templates-admin';
import { NFC_DESIGN_NOT_FOUND_MESSAGE } from '@careercard/shared/nfc';
import { VCARD_TEMPLATE_LAST_ENABLED_MESSAGE } from '@careercard/shared/vcard-templates';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, nfcOrders, payments, users } from '../src/infra/db/schema';
import { callerOf, createTestApp, type TestAccount, type TestApp } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
const call: ReturnType<typeof callerOf> = (...args) => callerOf(t)(...args);
let staff: TestAccount;
/** Names unique to this run, so the lists below find only what this file made. */
const tag = randomUUID().slice(0, 8);
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.asAdmin(['manage_users']);
});
afterAll(() => t.close());

async function paid(userId: number) {
  await t.db.insert(payments).values({
    userId,
    purpose: 'cv_download',
    description: 'CV PDF',
    amountPoisha: 10_000,
    status: 'Completed',
    gateway: 'bkash',
    invoiceId: `INV-${randomUUID().slice(0, 12)}`,
  });
}

describe('User Management at scale: filters, order, bulk actions, CSV', () => {
  it('filters by status, sign-up days and payment, and sorts by a column', async () => {
    const anwar = await t.asUser({
      name: `Anwar ${tag}`,
      createdAt: new Date('2026-03-10T10:00:00Z'),
    });
    const bithi = await t.asUser({
      name: `Bithi ${tag}`,
      createdAt: new Date('2026-04-02T18:30:00Z'),
    });
    const chandni = await t.asUser({
      name: `Chandni ${tag}`,
      status: 'Suspended',
      createdAt: new Date('2026-04-20T05:00:00Z'),
    });
    await paid(bithi.id);
    const names = async (query: string) => {
      const res = await call('GET', `/api/admin/manage/user?search=${tag}&${query}`, staff);
      expect(res.status).toBe(200);
      return (res.body.users as Json[]).map((user) => (user.name as string).split(' ')[0]);
    };
    expect(await names('')).toEqual(['Chandni', 'Bithi', 'Anwar']);
    expect(await names('sort=name&dir=asc')).toEqual(['Anwar', 'Bithi', 'Chandni']);
    expect(await names('status=Suspended')).toEqual(['Chandni']);
    expect(await names('paid=yes')).toEqual(['Bithi']);
    expect(await names('paid=no&status=Active')).toEqual(['Anwar']);
    // 2026-04-02T18:30Z is 3 April in Dhaka.
    expect(await names('from=2026-04-03&to=2026-04-30')).toEqual(['Chandni', 'Bithi']);
    expect(await names('to=2026-04-02')).toEqual(['Anwar']);

    const bad = await call('GET', '/api/admin/manage/user?status=Gone&sort=age', staff);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors as Json).sort()).toEqual(['sort', 'status']);
    const backwards = await call(
      'GET',
      '/api/admin/manage/user?from=2026-05-02&to=2026-05-01',
      staff,
    );
    expect(backwards.body.errors.to).toEqual(['The to date must be on or after the from date.']);
    void anwar;
    void chandni;
  });

  it('suspends many accounts in one request, each answered and audited on its own', async () => {
    const accounts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => t.asUser({ name: `Bulk ${i} ${tag}` })),
    );
    const ids = accounts.map((account) => account.id);
    const res = await call('POST', '/api/admin/users/bulk', staff, {
      action: 'suspend',
      ids: [...ids, 2_000_000_000, staff.id],
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(bulkSummary(12, 14));
    expect(res.body.data.done).toBe(12);
    const refused = (res.body.data.outcomes as Json[]).filter((outcome) => !outcome.ok);
    expect(refused).toEqual([
      { id: 2_000_000_000, ok: false, message: 'User not found.' },
      // A staff account is not a user's: User Management does not touch it.
      { id: staff.id, ok: false, message: 'User not found.' },
    ]);
    const rows = await t.db.select().from(users).where(inArray(users.id, ids));
    expect(rows.every((row) => row.status === 'Suspended')).toBe(true);
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'user.suspended'), eq(auditLogs.actorUserId, staff.id)));
    expect(new Set(audits.map((entry) => Number(entry.targetId)))).toEqual(new Set(ids));
    // A suspended account cannot sign in: each one's sessions ended.
    expect((await call('GET', '/api/user/auth/user', accounts[0])).status).toBe(401);

    const again = await call('POST', '/api/admin/users/bulk', staff, { action: 'unsuspend', ids });
    expect(again.body.data.done).toBe(12);
    const removed = await call('POST', '/api/admin/users/bulk', staff, {
      action: 'delete',
      ids: ids.slice(0, 2),
    });
    expect(removed.body.data.done).toBe(2);
    expect(
      await t.db
        .select()
        .from(users)
        .where(inArray(users.id, ids.slice(0, 2))),
    ).toEqual([]);
  });

  it('refuses a bulk request without rows, with too many, or without the permission', async () => {
    const none = await call('POST', '/api/admin/users/bulk', staff, { action: 'suspend', ids: [] });
    expect(none.status).toBe(422);
    expect(none.body.errors.ids).toEqual(['Choose at least one row.']);
    const many = await call('POST', '/api/admin/users/bulk', staff, {
      action: 'suspend',
      ids: Array.from({ length: 501 }, (_, i) => i + 1),
    });
    expect(many.status).toBe(422);
    const wrong = await call('POST', '/api/admin/users/bulk', staff, {
      action: 'archive',
      ids: [1],
    });
    expect(wrong.status).toBe(422);
    const editor = await t.asAdmin(['manage_blog']);
    const user = await t.asUser();
    expect(
      (await call('POST', '/api/admin/users/bulk', editor, { action: 'suspend', ids: [user.id] }))
        .status,
    ).toBe(403);
    expect((await call('GET', '/api/admin/users/export', editor)).status).toBe(403);
  });

  it('exports the matching accounts as CSV for Excel, and audits it', async () => {
    const formula = await t.asUser({ name: `=HYPERLINK("x") ${tag}` });
    const bangla = await t.asUser({ name: `রুমানা হক ${tag}` });
    await paid(bangla.id);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/export?search=${tag}&status=Active`,
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/users-\d{4}-\d{2}-\d{2}\.csv/);
    const text = res.body;
    expect(text.startsWith('\uFEFFID,Name,E-mail,Phone,Status,Paid,Signed up (Dhaka)\r\n')).toBe(
      true,
    );
    expect(text).toContain(`${bangla.id},রুমানা হক ${tag},${bangla.email},,Active,Yes,`);
    expect(text).toContain(`${formula.id},"'=HYPERLINK(""x"") ${tag}"`);
    expect(text).not.toContain('Suspended');
    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'export.users'), eq(auditLogs.actorUserId, staff.id)));
    expect(entry?.details).toMatchObject({ filters: { search: tag, status: 'Active' } });
  });

  it('exports a ledger of many batches whole: every payment once, ties on the second too', async () => {
    const payer = await t.asUser({ name: `Ledger ${tag}` });
    const viewer = await t.asAdmin(['view_payments']);
    const at = new Date('2026-11-30T09:00:00.123456Z');
    await t.db.insert(payments).values(
      Array.from({ length: 1203 }, (_, i) => ({
        userId: payer.id,
        purpose: 'cv_download' as const,
        description: 'CV PDF',
        amountPoisha: 10_000,
        status: 'Completed' as const,
        gateway: 'bkash',
        invoiceId: `INV-${tag}-${i}`,
        // Three payments in each millisecond, and many in the same one.
        createdAt: new Date(at.getTime() - Math.floor(i / 3)),
      })),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments/export?q=${tag}`,
      headers: viewer.headers,
    });
    const invoices = res.body
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[1])
      // The other tests' payers carry the tag in their names too.
      .filter((invoice) => invoice?.startsWith(`INV-${tag}-`));
    expect(invoices).toHaveLength(1203);
    expect(new Set(invoices).size).toBe(1203);
  });
});

describe('the payments ledger in order', () => {
  it('sorts by amount or status across pages; its CSV keeps the newest first', async () => {
    const payer = await t.asUser({ name: `Sorted ${tag}` });
    const viewer = await t.asAdmin(['view_payments']);
    await t.db.insert(payments).values(
      Array.from({ length: 30 }, (_, i) => ({
        userId: payer.id,
        purpose: 'cv_download' as const,
        description: 'CV PDF',
        amountPoisha: ((i * 7) % 30) * 1000 + 1000,
        status: i % 4 === 0 ? ('Failed' as const) : ('Completed' as const),
        gateway: 'bkash',
        invoiceId: `INV-S-${tag}-${i}`,
        createdAt: new Date(Date.UTC(2026, 10, 1, 9, i)),
      })),
    );
    const page = async (query: string) => {
      const res = await call('GET', `/api/admin/payments?q=INV-S-${tag}&${query}`, viewer);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as { payments: Json[]; total: number; pageSize: number };
    };
    const first = await page('sort=amount&dir=desc');
    const second = await page('sort=amount&dir=desc&page=2');
    const amounts = [...first.payments, ...second.payments].map((row) => row.amount as number);
    expect(amounts).toHaveLength(30);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(amounts[0]).toBe(300);
    const byStatus = (await page('sort=status&dir=asc')).payments.map((row) => row.status);
    expect(byStatus).toEqual([...byStatus].sort((a, b) => (a === b ? 0 : a === 'Failed' ? 1 : -1)));
    expect((await page('')).payments[0]!.invoiceId).toBe(`INV-S-${tag}-29`);
    const refused = await call('GET', '/api/admin/payments?sort=payer', viewer);
    expect(refused.status).toBe(422);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments/export?q=INV-S-${tag}&sort=amount&dir=asc`,
      headers: viewer.headers,
    });
    expect(csv.body.split('\r\n')[1]).toContain(`INV-S-${tag}-29`);
  });
});

describe('NFC Card Orders at scale: filters, pages, bulk status, CSV with addresses', () => {
  async function order(userId: number, fields: Partial<typeof nfcOrders.$inferInsert> = {}) {
    const [row] = await t.db
      .insert(nfcOrders)
      .values({
        userId,
        vcardUrl: 'https://careercard.example/v/x',
        designName: 'Classic',
        designPricePoisha: 25_000,
        shippingPoisha: 6_000,
        totalPoisha: 31_000,
        fullName: `Recipient ${tag}`,
        addressLine1: 'House 3, Road 7',
        city: 'Rupnagar',
        postalCode: '1207',
        status: 'Paid',
        ...fields,
      })
      .returning({ code: nfcOrders.code });
    return row!.code;
  }

  it('moves many orders to one status, each answered, and exports them with addresses', async () => {
    const nfcStaff = await t.asAdmin(['manage_nfc']);
    const customer = await t.asUser({ name: `Customer ${tag}` });
    const paid = [await order(customer.id), await order(customer.id), await order(customer.id)];
    const unpaid = await order(customer.id, { status: 'Pending Payment' });
    const old = await order(customer.id, { createdAt: new Date('2026-01-05T10:00:00Z') });

    const list = await call('GET', `/api/admin/nfc-orders?search=${tag}&status=Paid`, nfcStaff);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(4);
    expect(list.body.pageSize).toBe(20);
    expect((list.body.data as Json[]).map((row) => row.id)).toEqual(
      [...paid].reverse().concat(old),
    );
    const january = await call(
      'GET',
      `/api/admin/nfc-orders?search=${tag}&from=2026-01-01&to=2026-01-31`,
      nfcStaff,
    );
    expect((january.body.data as Json[]).map((row) => row.id)).toEqual([old]);

    const moved = await call('POST', '/api/admin/nfc-orders/bulk', nfcStaff, {
      status: 'Accepted',
      ids: [...paid, unpaid, 'NFC-1999-0001'],
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.done).toBe(3);
    expect((moved.body.data.outcomes as Json[]).filter((outcome) => !outcome.ok)).toEqual([
      {
        id: unpaid,
        ok: false,
        message: 'This order is not paid yet, so its status cannot change.',
      },
      { id: 'NFC-1999-0001', ok: false, message: 'NFC order not found.' },
    ]);
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, 'nfc_order.status_changed'),
          eq(auditLogs.actorUserId, nfcStaff.id),
        ),
      );
    expect(audits.map((entry) => entry.targetId).sort()).toEqual([...paid].sort());

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/nfc-orders/export?search=${tag}&status=Accepted`,
      headers: nfcStaff.headers,
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFOrder,Ordered (Dhaka),Status,Customer,Design,Total (BDT),Recipient,Phone,Address line 1,Address line 2,City,Postal code,Country,Tracking code',
    );
    expect(lines.slice(1, -1)).toHaveLength(3);
    expect(lines[1]).toContain(
      `,Accepted,Customer ${tag},Classic,310.00,Recipient ${tag},,"House 3, Road 7",,Rupnagar,1207,Bangladesh,`,
    );
    const editor = await t.asAdmin(['manage_blog']);
    expect((await call('GET', '/api/admin/nfc-orders/export', editor)).status).toBe(403);
    expect(
      (await call('POST', '/api/admin/nfc-orders/bulk', editor, { status: 'Accepted', ids: paid }))
        .status,
    ).toBe(403);
  });
});

describe('Activity as CSV', () => {
  it("exports what the caller may see: a member's own changes, or everyone's for who manages staff", async () => {
    const manager = await t.asAdmin(['manage_staff', 'manage_users']);
    const member = await t.asAdmin(['manage_users']);
    const customer = await t.asUser({ name: `Activity ${tag}` });
    await call('POST', `/api/admin/users/${customer.id}/suspend`, member);
    await call('POST', `/api/admin/users/${customer.id}/unsuspend`, manager);
    const csvOf = async (who: TestAccount) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/activity/export?action=user',
        headers: who.headers,
      });
      expect(res.statusCode).toBe(200);
      return res.body.split('\r\n').filter((line) => line.includes(`Activity ${tag}`));
    };
    const own = await csvOf(member);
    expect(own).toHaveLength(1);
    expect(own[0]).toContain(',user.suspended,user,');
    const all = await csvOf(manager);
    expect(all.map((line) => line.split(',')[3])).toEqual(['user.unsuspended', 'user.suspended']);
    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'export.activity'), eq(auditLogs.actorUserId, member.id)));
    expect(entry?.details).toMatchObject({ filters: { action: 'user' } });
  });
});

describe('saved views', () => {
  it("keeps a staff member's named views of a list, theirs alone, without the page", async () => {
    const me = await t.asAdmin(['manage_users']);
    const other = await t.asAdmin(['manage_users']);
    const saved = await call('POST', '/api/admin/saved-views', me, {
      screen: 'users',
      name: ' Unpaid suspended ',
      query: '?status=Suspended&paid=no&page=4',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      name: 'Unpaid suspended',
      query: 'paid=no&status=Suspended',
    });
    // The same name again replaces it.
    await call('POST', '/api/admin/saved-views', me, {
      screen: 'users',
      name: 'Unpaid suspended',
      query: 'status=Suspended&paid=no&sort=name&dir=asc',
    });
    const mine = await call('GET', '/api/admin/saved-views?screen=users', me);
    expect(mine.body.data).toEqual([
      {
        id: saved.body.data.id,
        name: 'Unpaid suspended',
        query: 'dir=asc&paid=no&sort=name&status=Suspended',
      },
    ]);
    expect((await call('GET', '/api/admin/saved-views?screen=users', other)).body.data).toEqual([]);
    expect((await call('GET', '/api/admin/saved-views?screen=nfc-orders', me)).body.data).toEqual(
      [],
    );
    expect(
      (await call('DELETE', `/api/admin/saved-views/${saved.body.data.id}`, other)).status,
    ).toBe(404);
    // 999 characters that grow past 1,000 when written back ('%' is kept as '%25').
    const long = await call('POST', '/api/admin/saved-views', me, {
      screen: 'users',
      name: 'Long',
      query: `search=${'%'.repeat(992)}`,
    });
    expect(long.status).toBe(422);
    expect(long.body.errors.query).toEqual(['The view has too many filters to save.']);
    const bad = await call('POST', '/api/admin/saved-views', me, { screen: 'secrets', name: '' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors as Json).sort()).toEqual(['name', 'screen']);
    const user = await t.asUser();
    expect((await call('GET', '/api/admin/saved-views?screen=users', user)).status).toBe(403);
    expect((await call('DELETE', `/api/admin/saved-views/${saved.body.data.id}`, me)).status).toBe(
      200,
    );
    expect((await call('GET', '/api/admin/saved-views?screen=users', me)).body.data).toEqual([]);
  });
});

describe('the posts list', () => {
  it('pages, filters by status and category, and sorts by a column', async () => {
    const editor = await t.asAdmin(['manage_blog']);
    const category = async (name: string) =>
      (await call('POST', '/api/admin/blog/categories', editor, { name: `${name} ${tag}` })).body
        .data.id as number;
    const jobs = await category('Jobs');
    const tips = await category('Tips');
    for (let i = 0; i < 25; i++) {
      const made = await call('POST', '/api/admin/blog/posts', editor, {
        title: `Listed ${tag} ${String.fromCharCode(97 + i)}`,
        content: `<p>Advice number ${i} for Meghpur job seekers.</p>`,
        categoryId: i % 5 === 0 ? tips : jobs,
        status: i % 2 === 0 ? 'Published' : 'Draft',
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
    const list = async (query: string) => {
      const res = await call('GET', `/api/admin/blog/posts?search=${tag}&${query}`, editor);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as { data: Json[]; page: number; pageSize: number; total: number };
    };
    const letters = (rows: Json[]) => rows.map((row) => (row.title as string).at(-1)).join('');

    const first = await list('');
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 25 });
    expect(first.data).toHaveLength(20);
    // Newest first: the last written leads.
    expect(first.data[0]!.title).toBe(`Listed ${tag} y`);
    const second = await list('page=2');
    expect(second.data).toHaveLength(5);
    expect(new Set([...first.data, ...second.data].map((row) => row.id)).size).toBe(25);

    expect(letters((await list('sort=title&dir=asc')).data)).toBe('abcdefghijklmnopqrst');
    const published = await list('status=Published');
    expect(published.total).toBe(13);
    expect(published.data.every((row) => row.status === 'Published')).toBe(true);
    const inTips = await list(`category=${tips}&sort=title&dir=asc`);
    expect(letters(inTips.data)).toBe('afkpu');
    expect((await list(`category=${tips}&status=Draft`)).total).toBe(2);

    for (const [query, message] of [
      ['status=Archived', 'The status must be one of: Draft, Published.'],
      ['category=jobs', 'The category must be a category id.'],
      ['sort=author', 'The sort must be one of: created_at, title, category, status.'],
    ]) {
      const refused = await call('GET', `/api/admin/blog/posts?${query}`, editor);
      expect(refused.status).toBe(422);
      expect(JSON.stringify(refused.body)).toContain(message);
    }
  });
});

describe('the pages list', () => {
  it('pages and sorts the site pages; the editor opens one by its id', async () => {
    const editor = await t.asAdmin(['manage_pages']);
    const before = (await call('GET', '/api/admin/pages', editor)).body.total as number;
    for (let i = 0; i < 22; i++) {
      const made = await call('POST', '/api/admin/pages', editor, {
        title: `Guide ${tag} ${String.fromCharCode(97 + i)}`,
        content: `<p>Part ${i} of the Sonarpur guide.</p>`,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
    const first = await call('GET', '/api/admin/pages', editor);
    expect(first.body).toMatchObject({ page: 1, pageSize: 20, total: before + 22 });
    expect(first.body.data).toHaveLength(20);
    const last = await call(
      'GET',
      `/api/admin/pages?page=${Math.ceil((before + 22) / 20)}`,
      editor,
    );
    // In the order they were made: the last one written ends the list.
    expect(last.body.data.at(-1).title).toBe(`Guide ${tag} v`);
    const byTitle = await call('GET', '/api/admin/pages?sort=title&dir=desc', editor);
    const titles = (byTitle.body.data as Json[]).map((page) => page.title as string);
    expect(titles).toEqual(
      [...titles].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())),
    );

    const one = await call('GET', `/api/admin/pages/${last.body.data.at(-1).id}`, editor);
    expect(one.body.data).toMatchObject({ title: `Guide ${tag} v`, status: 'Draft' });
    expect((await call('GET', '/api/admin/pages/2000000000', editor)).status).toBe(404);
    const refused = await call('GET', '/api/admin/pages?sort=slug', editor);
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain(
      'The sort must be one of: created_at, title, status, updated_at.',
    );
    const outsider = await t.asAdmin(['manage_blog']);
    expect((await call('GET', `/api/admin/pages/${one.body.data.id}`, outsider)).status).toBe(403);
  });
});

describe('posts and pages in bulk', () => {
  it.each([
    ['posts', '/api/admin/blog/posts', 'manage_blog', 'post', 'post.published'],
    // A page's publication is audited as its change of status.
    ['pages', '/api/admin/pages', 'manage_pages', 'page', 'page.updated'],
  ] as const)(
    'publishes, unpublishes and deletes many %s, each answered and audited',
    async (_, base, permission, area, publishedAction) => {
      const staffMember = await t.asAdmin([permission]);
      const statusOf = async (id: number) =>
        (await call('GET', `${base}/${id}`, staffMember)).body.data?.status as string | undefined;
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) {
        const made = await call('POST', base, staffMember, {
          title: `Bulk ${area} ${i} ${tag}`,
          content: `<p>Careers in Rupnagar, part ${i}.</p>`,
        });
        expect(made.status, JSON.stringify(made.body)).toBe(201);
        ids.push(made.body.data.id as number);
      }
      const published = await call('POST', `${base}/bulk`, staffMember, {
        action: 'publish',
        ids: [...ids, 2_000_000_000],
      });
      expect(published.status).toBe(200);
      expect(published.body.data.done).toBe(3);
      expect(published.body.data.failed).toBe(1);
      for (const id of ids) expect(await statusOf(id)).toBe('Published');
      const audits = await t.db
        .select()
        .from(auditLogs)
        .where(
          and(eq(auditLogs.actorUserId, staffMember.id), eq(auditLogs.action, publishedAction)),
        );
      expect(audits.map((entry) => Number(entry.targetId)).sort()).toEqual([...ids].sort());

      const drafts = await call('POST', `${base}/bulk`, staffMember, { action: 'unpublish', ids });
      expect(drafts.body.data.done).toBe(3);
      expect(await statusOf(ids[0]!)).toBe('Draft');
      const removed = await call('POST', `${base}/bulk`, staffMember, { action: 'delete', ids });
      expect(removed.body.data.done).toBe(3);
      expect(await statusOf(ids[0]!)).toBeUndefined();
      const outsider = await t.asAdmin(['manage_users']);
      expect((await call('POST', `${base}/bulk`, outsider, { action: 'delete', ids })).status).toBe(
        403,
      );
    },
  );
});

describe('templates and designs in bulk', () => {
  async function entries(actorId: number, action: string) {
    const rows = await t.db
      .select({ targetId: auditLogs.targetId })
      .from(auditLogs)
      .where(and(eq(auditLogs.actorUserId, actorId), eq(auditLogs.action, action)));
    return rows.map((row) => Number(row.targetId)).sort((a, b) => a - b);
  }

  it('enables and disables many CV templates; the default one is refused with its reason', async () => {
    const manager = await t.asAdmin(['manage_templates']);
    const list = async () =>
      (await call('GET', '/api/admin/get/cv-template', manager)).body.data.data.templates as Json[];
    const templates = await list();
    const fallback = templates.find((template) => template.is_default)!;
    const others = templates.filter((template) => !template.is_default).map((row) => row.id);
    expect(others.length).toBeGreaterThanOrEqual(2);

    const off = await call('POST', '/api/admin/cv-templates/bulk', manager, {
      action: 'disable',
      ids: [...others, fallback.id],
    });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe(bulkSummary(others.length, others.length + 1));
    expect(off.body.data.outcomes.at(-1)).toEqual({
      id: fallback.id,
      ok: false,
      message: DEFAULT_TEMPLATE_MESSAGE,
    });
    const after = await list();
    for (const id of others) expect(after.find((row) => row.id === id)?.status).toBe('Disabled');
    expect(await entries(manager.id, 'cv_template.disabled')).toEqual([...others].sort());

    // The default is already on: enabling it again is done, and changes nothing worth an entry.
    const on = await call('POST', '/api/admin/cv-templates/bulk', manager, {
      action: 'enable',
      ids: [...others, fallback.id],
    });
    expect(on.body.data.done).toBe(others.length + 1);
    expect(await entries(manager.id, 'cv_template.enabled')).toEqual([...others].sort());
  });

  it('keeps one V-Card template enabled when asked to disable them all', async () => {
    const manager = await t.asAdmin(['manage_templates']);
    const ids = ((await call('GET', '/api/admin/vcard-templates', manager)).body.data as Json[])
      .filter((template) => template.status === 'Enabled')
      .map((template) => template.id as number);
    const off = await call('POST', '/api/admin/vcard-templates/bulk', manager, {
      action: 'disable',
      ids,
    });
    expect(off.body.data.done).toBe(ids.length - 1);
    expect(off.body.data.outcomes.at(-1)).toEqual({
      id: ids.at(-1),
      ok: false,
      message: VCARD_TEMPLATE_LAST_ENABLED_MESSAGE,
    });
    const enabled = (
      (await call('GET', '/api/user/vcard-templates', await t.asUser())).body.data as Json[]
    ).map((template) => template.id);
    expect(enabled).toEqual([ids.at(-1)]);
    expect(await entries(manager.id, 'vcard_template.updated')).toEqual(ids.slice(0, -1).sort());

    const on = await call('POST', '/api/admin/vcard-templates/bulk', manager, {
      action: 'enable',
      ids,
    });
    expect(on.body.data.done).toBe(ids.length);
    // The last one was on all along: no entry for it.
    expect(await entries(manager.id, 'vcard_template.updated')).toHaveLength(2 * (ids.length - 1));
  });

  it('takes many NFC designs off the order form and back, an unknown one answered', async () => {
    const manager = await t.asAdmin(['manage_nfc']);
    const ids: number[] = [];
    for (const name of ['Teal Wave', 'Sand Dune']) {
      const made = await call('POST', '/api/admin/nfc-designs', manager, {
        name: `${name} ${tag}`,
        thumbnailUrl: '/nfc/classic.png',
        price: 250,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      ids.push(made.body.data.id as number);
    }
    const offered = async () =>
      ((await call('GET', '/api/nfc-designs')).body.data.designs as Json[]).map((row) => row.id);
    expect(await offered()).toEqual(expect.arrayContaining(ids));

    const off = await call('POST', '/api/admin/nfc-designs/bulk', manager, {
      action: 'disable',
      ids: [...ids, 2_000_000_000],
    });
    expect(off.body.data).toMatchObject({ done: 2, failed: 1 });
    expect(off.body.data.outcomes[2]).toEqual({
      id: 2_000_000_000,
      ok: false,
      message: NFC_DESIGN_NOT_FOUND_MESSAGE,
    });
    expect(await offered()).not.toEqual(expect.arrayContaining([ids[0]]));
    expect(await offered()).not.toEqual(expect.arrayContaining([ids[1]]));
    expect(await entries(manager.id, 'nfc_design.updated')).toEqual([...ids].sort());

    // Disabled already: done, and no second entry.
    await call('POST', '/api/admin/nfc-designs/bulk', manager, { action: 'disable', ids });
    expect(await entries(manager.id, 'nfc_design.updated')).toHaveLength(2);
    await call('POST', '/api/admin/nfc-designs/bulk', manager, { action: 'enable', ids });
    expect(await offered()).toEqual(expect.arrayContaining(ids));
  });

  it.each([
    ['/api/admin/cv-templates/bulk', 'manage_nfc'],
    ['/api/admin/vcard-templates/bulk', 'manage_nfc'],
    ['/api/admin/nfc-designs/bulk', 'manage_templates'],
  ] as const)('%s is refused to staff without its permission', async (path, other) => {
    const outsider = await t.asAdmin([other]);
    expect((await call('POST', path, outsider, { action: 'enable', ids: [1] })).status).toBe(403);
    const refused = await call('POST', path, await t.asAdmin(['manage_templates', 'manage_nfc']), {
      action: 'switch',
      ids: [1],
    });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('The action must be one of: enable, disable.');
  });
});

describe('the smaller staff lists', () => {
  type Page = { data: Json[]; page: number; pageSize: number; total: number };

  it('packages and categories page on the server and sort by their columns', async () => {
    const manager = await t.asAdmin(['manage_packages', 'manage_blog']);
    for (let i = 0; i < 22; i++) {
      const made = await call('POST', '/api/admin/packages', manager, {
        name: `Bundle ${tag} ${String.fromCharCode(97 + i)}`,
        price: 500 - i * 10,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      await call('POST', '/api/admin/blog/categories', manager, {
        name: `Topic ${tag} ${String.fromCharCode(97 + i)}`,
      });
    }
    const read = async (path: string) => {
      const res = await call('GET', path, manager);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as Page;
    };
    const packages = await read('/api/admin/packages');
    expect(packages.pageSize).toBe(20);
    expect(packages.data).toHaveLength(20);
    expect(packages.total).toBeGreaterThanOrEqual(22);
    const lastPage = await read(`/api/admin/packages?page=${Math.ceil(packages.total / 20)}`);
    expect(lastPage.data.at(-1)!.name).toBe(`Bundle ${tag} v`);
    // Dearest first: ours run from ৳500 down.
    const dearest = await read('/api/admin/packages?sort=price&dir=desc');
    const prices = dearest.data.map((row) => row.price as number);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    const categories = await read('/api/admin/blog/categories');
    expect(categories.data[0]!.id).toBe(UNCATEGORIZED_CATEGORY_ID);
    expect(categories.data).toHaveLength(20);
    const byName = await read('/api/admin/blog/categories?sort=name&dir=desc');
    const names = byName.data.map((row) => (row.name as string).toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    // The post editor's picker has every one, A to Z.
    const choices = (await call('GET', '/api/admin/blog/categories/choices', manager)).body
      .data as Json[];
    expect(choices.length).toBe(categories.total);
    expect(
      choices.filter((row) => String(row.name).startsWith(`Topic ${tag}`)).map((row) => row.name),
    ).toEqual(Array.from({ length: 22 }, (_, i) => `Topic ${tag} ${String.fromCharCode(97 + i)}`));

    for (const path of ['/api/admin/packages', '/api/admin/blog/categories']) {
      const refused = await call('GET', `${path}?sort=colour`, manager);
      expect(refused.status).toBe(422);
      expect(JSON.stringify(refused.body)).toContain('The sort must be one of:');
    }
  });

  it("staff page and sort by role; the answer names the caller's own role", async () => {
    const manager = await t.asAdmin(['manage_staff']);
    const res = await call('GET', '/api/admin/staff?sort=role&dir=asc', manager);
    expect(res.status).toBe(200);
    const roles = (res.body.data as Json[]).map((row) => (row.roleName as string).toLowerCase());
    expect(roles).toEqual([...roles].sort());
    expect(res.body.pageSize).toBe(20);
    const me = await t.db
      .select({ roleId: users.staffRoleId })
      .from(users)
      .where(eq(users.id, manager.id));
    expect(res.body.myRoleId).toBe(me[0]!.roleId);
    expect((await call('GET', '/api/admin/staff?page=0', manager)).status).toBe(422);
  });

  it.each([
    ['/api/admin/vcard-templates', 'manage_templates', (body: Json) => body as Page],
    ['/api/admin/nfc-designs', 'manage_nfc', (body: Json) => body as Page],
    [
      '/api/admin/get/cv-template',
      'manage_templates',
      (body: Json) => {
        const { templates, ...page } = body.data.data;
        return { data: templates, ...page } as Page;
      },
    ],
  ] as const)('%s pages in 24s and sorts by name or status', async (path, permission, read) => {
    const manager = await t.asAdmin([permission]);
    const first = read((await call('GET', path, manager)).body);
    expect(first.pageSize).toBe(24);
    expect(first.data.length).toBe(Math.min(24, first.total));
    const byName = read((await call('GET', `${path}?sort=name&dir=desc`, manager)).body);
    const names = byName.data.map((row) => (row.name as string).toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    const byStatus = read((await call('GET', `${path}?sort=status`, manager)).body);
    const statuses = byStatus.data.map((row) => row.status as string);
    expect(statuses).toEqual(
      [...statuses].sort((a, b) => (a === b ? 0 : a === 'Enabled' ? -1 : 1)),
    );
    expect((await call('GET', `${path}?sort=price`, manager)).status).toBe(422);
  });
});
