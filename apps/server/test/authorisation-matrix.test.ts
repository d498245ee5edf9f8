import { permissionKeys, type Permission } from '@careercard/shared/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAccount, type TestApp } from './helpers';

/**
 * Every back-office route, called as a visitor, as a user and as staff holding each single
 * permission: only those its declaration names get past the door. A route without a
 * declaration cannot exist (the app refuses to start), so a new route joins this matrix.
 */

let t: TestApp;
let user: TestAccount;
const staff = new Map<Permission, TestAccount>();
beforeAll(async () => {
  t = await createTestApp();
  user = await t.asUser();
  for (const permission of permissionKeys) staff.set(permission, await t.asAdmin([permission]));
});
afterAll(() => t.close());

/**
 * Which staff each back-office area is for: a route declared otherwise, or an area missing
 * here, fails the test. `staff`: any staff member.
 */
const AREAS: Array<[prefix: string, access: Permission | 'staff']> = [
  ['/api/admin/manage/user', 'manage_users'],
  ['/api/admin/delete/user', 'manage_users'],
  ['/api/admin/users/', 'manage_users'],
  ['/api/admin/staff', 'manage_staff'],
  ['/api/admin/roles', 'manage_staff'],
  ['/api/admin/packages', 'manage_packages'],
  ['/api/admin/get/cv-template', 'manage_templates'],
  ['/api/admin/store/cv-template', 'manage_templates'],
  ['/api/admin/cv-templates', 'manage_templates'],
  ['/api/admin/pages', 'manage_pages'],
  // The 'Test' buttons make real calls (the AI provider, the storage): for those who set them.
  ['/api/admin/settings/storage/test', 'manage_settings'],
  ['/api/admin/ai-status/test', 'manage_settings'],
  ['/api/admin/settings/', 'manage_settings'],
  ['/api/admin/logs', 'manage_settings'],
  ['/api/admin/theme/', 'manage_settings'],
  ['/api/admin/ai-status', 'manage_settings'],
  // Messages hold delivery settings' outcome and local codes: for those who set the gateways.
  ['/api/admin/messages', 'manage_settings'],
  ['/api/admin/nfc-', 'manage_nfc'],
  ['/api/admin/vcard-templates', 'manage_templates'],
  ['/api/admin/blog/', 'manage_blog'],
  // Refunds give money back: a permission of their own, beside reading the payments.
  ['/api/admin/payments/:id/refunds', 'refund_payments'],
  ['/api/admin/refunds/', 'refund_payments'],
  ['/api/admin/payments', 'view_payments'],
  ['/api/admin/dashboard-stats', 'staff'],
  // Any staff member; one who does not manage the staff sees only their own changes.
  ['/api/admin/activity', 'staff'],
  // Each staff member's own views of the lists.
  ['/api/admin/saved-views', 'staff'],
];

/** A URL for the route pattern: ids that fit the schemas and name nothing, so nothing changes. */
const urlOf = (pattern: string) => pattern.replace(/:(\w+)/g, '999999');

/** Refused at the door: 401 without a session, 403 without the role or the permission. */
const refused = (status: number) => status === 401 || status === 403;

describe('the authorisation matrix', () => {
  it('covers the back office', () => {
    const admin = t.app.routeAccess.filter((route) => route.access.startsWith('admin'));
    expect(admin.length).toBeGreaterThan(25);
    expect(admin.some((route) => route.url === '/api/admin/manage/user')).toBe(true);
  });

  it('declares for each back-office route the permission of its area', () => {
    const mismatched = t.app.routeAccess
      .filter((route) => route.access.startsWith('admin'))
      .flatMap((route) => {
        const area = AREAS.find(([prefix]) => route.url.startsWith(prefix));
        const expected = area ? (area[1] === 'staff' ? 'admin' : `admin:${area[1]}`) : 'unknown';
        return expected === route.access
          ? []
          : [`${route.method} ${route.url}: declares ${route.access}, its area wants ${expected}`];
      });
    expect(mismatched).toEqual([]);
  });

  it('lets into each back-office route exactly the staff its declaration names', async () => {
    const admin = t.app.routeAccess.filter((route) => route.access.startsWith('admin'));
    const wrong: string[] = [];
    for (const route of admin) {
      const needed = route.access.split(':')[1] as Permission | undefined;
      const callAs = async (who?: TestAccount) =>
        (
          await t.app.inject({
            method: route.method as 'GET',
            url: urlOf(route.url),
            ...(who ? { headers: who.headers } : {}),
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
          })
        ).statusCode;
      const name = `${route.method} ${route.url}`;
      if ((await callAs()) !== 401) wrong.push(`${name}: a visitor got in`);
      if (!refused(await callAs(user))) wrong.push(`${name}: a user got in`);
      for (const [permission, member] of staff) {
        const status = await callAs(member);
        const allowed = needed === undefined || needed === permission;
        if (allowed === refused(status)) {
          wrong.push(
            `${name}: staff with ${permission} ${allowed ? 'refused' : 'let in'} (${status})`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps a user route from visitors, and a public one open', async () => {
    for (const route of t.app.routeAccess.filter((candidate) => candidate.access === 'user')) {
      if (route.method !== 'GET') continue;
      const res = await t.app.inject({ method: 'GET', url: urlOf(route.url) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});
