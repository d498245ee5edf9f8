import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, users } from '../src/infra/db/schema';
import { callerOf, createTestApp, TEST_PASSWORD, type TestAccount, type TestApp } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
const call: ReturnType<typeof callerOf> = (...args) => callerOf(t)(...args);
/** A Super Admin: every permission, manage_staff among them. */
let manager: TestAccount;
/** Package Management only: sees only their own changes. */
let packager: TestAccount;
let packageId: number;
let rahim: TestAccount;

async function renamed(account: TestAccount, name: string) {
  await t.db.update(users).set({ name }).where(eq(users.id, account.id));
  return account;
}

const actionsOf = (body: Json) => (body.data.entries as Json[]).map((entry) => entry.action);

/** Audit entries written straight to the table, at given moments. */
async function recorded(
  entries: Array<{ action: string; at: string; actor?: number | null; details?: Json }>,
) {
  await t.db.insert(auditLogs).values(
    entries.map((entry) => ({
      action: entry.action,
      actorUserId: entry.actor === undefined ? manager.id : entry.actor,
      details: entry.details ?? null,
      createdAt: new Date(entry.at),
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  manager = await renamed(await t.asAdmin(), 'Tanvir Ahmed');
  packager = await renamed(await t.asAdmin(['manage_packages']), 'Farhana Islam');
  rahim = await t.asUser({ name: 'Rahim Uddin' });

  // A job seeker's own events: not admin changes.
  const registered = await call('POST', '/api/user/register', undefined, {
    name: 'Sumi Akter',
    email: 'sumi.akter@example.test',
    password: TEST_PASSWORD,
    password_confirmation: TEST_PASSWORD,
  });
  expect(registered.status).toBe(201);
  expect(
    (
      await call('POST', '/api/user/login', undefined, {
        email: rahim.email,
        password: TEST_PASSWORD,
      })
    ).status,
  ).toBe(200);
  // A staff member signing in changes nothing either.
  const [managerRow] = await t.db.select().from(users).where(eq(users.id, manager.id));
  expect(
    (
      await call('POST', '/api/admin/login', undefined, {
        email: managerRow!.email,
        password: TEST_PASSWORD,
      })
    ).status,
  ).toBe(200);

  // The staff's changes, oldest first.
  expect((await call('POST', `/api/admin/users/${rahim.id}/suspend`, manager)).status).toBe(200);
  const created = await call('POST', '/api/admin/packages', packager, {
    name: 'Monthly Coaching',
    price: 300,
  });
  expect(created.status).toBe(201);
  packageId = created.body.data.id;
  expect(
    (await call('PUT', `/api/admin/packages/${packageId}`, packager, { price: 350 })).status,
  ).toBe(200);
});
afterAll(() => t.close());

describe('the Activity', () => {
  it('lists the staff changes, newest first, with who made them and what changed; user events left out', async () => {
    const res = await call('GET', '/api/admin/activity', manager);
    expect(res.status).toBe(200);
    // Oldest: the starter content a fresh install writes, by no one.
    expect(actionsOf(res.body)).toEqual([
      'package.updated',
      'package.created',
      'user.suspended',
      'post.starter_posts_created',
      'page.starter_pages_created',
    ]);
    const [updated, , suspended] = res.body.data.entries as Json[];
    expect(updated).toMatchObject({
      action: 'package.updated',
      actor: { id: packager.id, name: 'Farhana Islam', email: expect.any(String) },
      targetType: 'package',
      targetId: String(packageId),
      details: {
        before: { name: 'Monthly Coaching', price: 300 },
        after: { name: 'Monthly Coaching', price: 350 },
      },
    });
    expect(new Date(updated!.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Enough to say "Suspended user Rahim Uddin".
    expect(suspended).toMatchObject({
      actor: { id: manager.id, name: 'Tanvir Ahmed' },
      targetType: 'user',
      targetId: String(rahim.id),
      details: { name: 'Rahim Uddin', after: { status: 'Suspended' } },
    });
    expect(res.body.data).toMatchObject({ page: 1, pageSize: 20, total: 5 });
    // The staff who appear, by name, for the "who" filter.
    expect(res.body.data.actors).toEqual([
      { id: packager.id, name: 'Farhana Islam' },
      { id: manager.id, name: 'Tanvir Ahmed' },
    ]);
  });

  it('filters by who and by what: an area or an exact action', async () => {
    const byPackager = await call('GET', `/api/admin/activity?actor=${packager.id}`, manager);
    expect(actionsOf(byPackager.body)).toEqual(['package.updated', 'package.created']);
    expect(byPackager.body.data.total).toBe(2);
    // The filter keeps every name in the "who" list.
    expect(byPackager.body.data.actors).toHaveLength(2);

    const packages = await call('GET', '/api/admin/activity?action=package', manager);
    expect(actionsOf(packages.body)).toEqual(['package.updated', 'package.created']);
    const updates = await call('GET', '/api/admin/activity?action=package.updated', manager);
    expect(actionsOf(updates.body)).toEqual(['package.updated']);
    const usersArea = await call('GET', '/api/admin/activity?action=user', manager);
    expect(actionsOf(usersArea.body)).toEqual(['user.suspended']);
    // Sign-ins are no area of the Activity.
    const auth = await call('GET', '/api/admin/activity?action=auth', manager);
    expect(auth.body.data).toMatchObject({ entries: [], total: 0 });
    const both = await call(
      'GET',
      `/api/admin/activity?actor=${manager.id}&action=package`,
      manager,
    );
    expect(both.body.data.total).toBe(0);
  });

  it('keeps the changes of the system and of staff removed since, with no one named', async () => {
    await recorded([
      { action: 'staff.super_admin_created', at: '2024-01-10T04:00:00Z', actor: null },
      // A user's own event with no account left: still not an admin change.
      { action: 'auth.signed_in', at: '2024-01-10T05:00:00Z', actor: null },
    ]);
    const res = await call('GET', '/api/admin/activity?from=2024-01-10&to=2024-01-10', manager);
    expect(res.body.data.entries).toEqual([
      expect.objectContaining({ action: 'staff.super_admin_created', actor: null }),
    ]);
  });

  it('takes a range of days, both included, as days in Bangladesh (UTC+6)', async () => {
    await recorded([
      // 1 March 2025, 23:59:59 in Dhaka.
      { action: 'settings.updated', at: '2025-03-01T17:59:59Z', details: { n: 1 } },
      // 2 March, 00:00 and 23:59:59 in Dhaka.
      { action: 'settings.updated', at: '2025-03-01T18:00:00Z', details: { n: 2 } },
      { action: 'settings.updated', at: '2025-03-02T17:59:59Z', details: { n: 3 } },
      // 3 March, 00:00 in Dhaka.
      { action: 'settings.updated', at: '2025-03-02T18:00:00Z', details: { n: 4 } },
    ]);
    const numbers = async (query: string) =>
      (
        (await call('GET', `/api/admin/activity?action=settings&${query}`, manager)).body.data
          .entries as Json[]
      ).map((entry) => entry.details.n);
    expect(await numbers('from=2025-03-02&to=2025-03-02')).toEqual([3, 2]);
    expect(await numbers('from=2025-03-02')).toEqual([4, 3, 2]);
    expect(await numbers('to=2025-03-01')).toEqual([1]);
    expect(await numbers('from=2025-03-01&to=2025-03-03')).toEqual([4, 3, 2, 1]);
  });

  it('answers 20 a page, with the total', async () => {
    await recorded(
      Array.from({ length: 45 }, (_, index) => ({
        action: 'logs.cleared',
        at: new Date(Date.UTC(2023, 5, 1, 0, index)).toISOString(),
        details: { removed: index },
      })),
    );
    const page = async (number: number) =>
      (await call('GET', `/api/admin/activity?action=logs&page=${number}`, manager)).body.data;
    const first = await page(1);
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 45 });
    expect(first.entries).toHaveLength(20);
    expect(first.entries[0].details.removed).toBe(44);
    const third = await page(3);
    expect(third.entries.map((entry: Json) => entry.details.removed)).toEqual([4, 3, 2, 1, 0]);
    expect((await page(4)).entries).toEqual([]);
  });

  it('shows a staff member without manage_staff only their own changes', async () => {
    const own = await call('GET', '/api/admin/activity', packager);
    expect(own.status).toBe(200);
    expect(actionsOf(own.body)).toEqual(['package.updated', 'package.created']);
    expect(own.body.data.total).toBe(2);
    expect(own.body.data.actors).toEqual([{ id: packager.id, name: 'Farhana Islam' }]);
    // Asking for someone else's changes shows none of them.
    const other = await call('GET', `/api/admin/activity?actor=${manager.id}`, packager);
    expect(other.body.data).toMatchObject({ entries: [], total: 0 });
    // Any staff member may open it, even one who has changed nothing.
    const newcomer = await call('GET', '/api/admin/activity', await t.asAdmin(['manage_blog']));
    expect(newcomer).toMatchObject({
      status: 200,
      body: { data: { entries: [], total: 0, actors: [] } },
    });
  });

  it('is for staff only', async () => {
    expect((await call('GET', '/api/admin/activity')).status).toBe(401);
    expect((await call('GET', '/api/admin/activity', await t.asUser())).status).toBe(403);
  });

  it('refuses a bad query with 422 and says why', async () => {
    const cases: Array<[string, string, string]> = [
      ['from=2026-02-30', 'from', 'The from date is not a day of the calendar.'],
      ['from=yesterday', 'from', 'The from date must be a date like 2026-05-31.'],
      ['to=31-05-2026', 'to', 'The to date must be a date like 2026-05-31.'],
      ['from=2026-05-02&to=2026-05-01', 'to', 'The to date must be on or after the from date.'],
      ['page=0', 'page', 'The page must be 1 or more.'],
      ['actor=someone', 'actor', 'The actor must be a number.'],
      [
        'action=package%27%20or%201%3D1',
        'action',
        'The action must be an area such as "package" or an action.',
      ],
    ];
    for (const [query, field, message] of cases) {
      const res = await call('GET', `/api/admin/activity?${query}`, manager);
      expect(res, query).toMatchObject({
        status: 422,
        body: { message, errors: { [field]: [message] } },
      });
    }
  });

  it('records enough to say what each change changed, secrets masked', async () => {
    const design = await call('POST', '/api/admin/nfc-designs', manager, {
      name: 'Bamboo',
      thumbnailUrl: '/nfc-designs/bamboo.svg',
      price: 250,
    });
    await call('PUT', `/api/admin/nfc-designs/${design.body.data.id}`, manager, {
      name: 'Bamboo',
      thumbnailUrl: '/nfc-designs/bamboo.svg',
      price: 275,
      status: 'Disabled',
    });
    const designs = await call('GET', '/api/admin/activity?action=nfc_design', manager);
    expect(designs.body.data.entries).toMatchObject([
      {
        action: 'nfc_design.updated',
        details: {
          before: { name: 'Bamboo', price: 250, status: 'Enabled' },
          after: { name: 'Bamboo', price: 275, status: 'Disabled' },
        },
      },
      { action: 'nfc_design.created', details: { after: { name: 'Bamboo', price: 250 } } },
    ]);

    const put = (body: Json) => call('PUT', '/api/admin/settings/storage', manager, body);
    expect((await put({ bucket: 'cv-files', secretKey: 'first-secret' })).status).toBe(200);
    expect((await put({ secretKey: 'second-secret' })).status).toBe(200);
    const settings = await call('GET', '/api/admin/activity?action=settings.updated', manager);
    const [replaced, first] = settings.body.data.entries as Json[];
    expect(first).toMatchObject({
      targetId: 'storage',
      details: {
        before: { bucket: '', secretKey: '' },
        after: { bucket: 'cv-files', secretKey: '(set)' },
        secretsChanged: ['secretKey'],
      },
    });
    // A secret replaced by another looks the same masked: the entry names it.
    expect(replaced!.details).toMatchObject({
      before: { secretKey: '(set)' },
      after: { secretKey: '(set)' },
      secretsChanged: ['secretKey'],
    });
    expect(JSON.stringify(settings.body)).not.toMatch(/first-secret|second-secret/);
  });
});
