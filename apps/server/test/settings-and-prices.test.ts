import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages } from '../src/infra/db/schema';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('prices', () => {
  it('come from the admin packages and follow a price change without a deploy', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/prices' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ cv_download: 30, custom_cv: 20 });

    await t.db.update(packages).set({ pricePoisha: 3550 }).where(eq(packages.code, 'cv_download'));
    const changed = await t.app.inject({ method: 'GET', url: '/api/prices' });
    expect(changed.json().data.cv_download).toBe(35.5);
  });

  it('say an inactive package is not on sale, and the other one still is', async () => {
    await t.db.update(packages).set({ status: 'Inactive' }).where(eq(packages.code, 'custom_cv'));
    const res = await t.app.inject({ method: 'GET', url: '/api/prices' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ cv_download: 35.5, custom_cv: null });
    await t.db.update(packages).set({ status: 'Active' }).where(eq(packages.code, 'custom_cv'));
  });
});

describe('application settings', () => {
  it('are only for admins with manage_settings', async () => {
    const user = await t.asUser();
    const editor = await t.asAdmin(['manage_blog']);
    const url = '/api/admin/settings/sms';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: user.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url, headers: editor.headers })).statusCode).toBe(
      403,
    );
  });

  it('start from defaults and keep what an admin saves', async () => {
    const admin = await t.asAdmin(['manage_settings']);
    const url = '/api/admin/settings/sms';
    const defaults = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(defaults.statusCode).toBe(200);
    expect(defaults.json().data.otpTemplate).toContain('{otp_code}');
    expect(defaults.json().data.bulkSmsBd.enabled).toBe(false);

    const template = 'CareerCard code: {otp_code}';
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: {
        otpTemplate: template,
        bulkSmsBd: { enabled: true, apiToken: 'k', senderId: 'CC' },
      },
    });
    expect(saved.statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(read.json().data.otpTemplate).toBe(template);
    expect(read.json().data.bulkSmsBd).toMatchObject({ enabled: true, apiToken: 'k' });
  });

  it('refuse an OTP template without the code placeholder and an unknown area', async () => {
    const admin = await t.asAdmin(['manage_settings']);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/sms',
      headers: admin.headers,
      payload: { otpTemplate: 'Your code is ready' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.otpTemplate).toEqual(['The template must contain {otp_code}.']);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings/secrets',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(422);
  });
});
