import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, auditLogs, packages } from '../src/infra/db/schema';
import { createSecretBox } from '../src/infra/secrets';
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
    expect(first.json().data).toEqual({ cv_download: 30, custom_cv: 20, subscription: null });

    await t.db.update(packages).set({ pricePoisha: 3550 }).where(eq(packages.code, 'cv_download'));
    const changed = await t.app.inject({ method: 'GET', url: '/api/prices' });
    expect(changed.json().data.cv_download).toBe(35.5);
  });

  it('say an inactive package is not on sale, and the other one still is', async () => {
    await t.db.update(packages).set({ status: 'Inactive' }).where(eq(packages.code, 'custom_cv'));
    const res = await t.app.inject({ method: 'GET', url: '/api/prices' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ cv_download: 35.5, custom_cv: null, subscription: null });
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

  it('start from defaults and keep what an admin saves, only the fields sent', async () => {
    const admin = await t.asAdmin(['manage_settings']);
    const url = '/api/admin/settings/sms';
    const read = async () =>
      (await t.app.inject({ method: 'GET', url, headers: admin.headers })).json();
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url, headers: admin.headers, payload });
    const defaults = await read();
    expect(defaults.data.otpTemplate).toContain('{otp_code}');
    expect(defaults.data.bulkSmsBd.enabled).toBe(false);
    expect(defaults.savedSecrets).toEqual([]);

    const template = 'CareerCard code: {otp_code}';
    const saved = await put({
      otpTemplate: template,
      bulkSmsBd: { enabled: true, apiToken: 'gateway-token-1', senderId: 'CC' },
    });
    expect(saved.statusCode).toBe(200);
    // The secret is sealed at rest and never sent back; the page learns it is saved.
    const [row] = await t.db.select().from(appSettings).where(eq(appSettings.key, 'sms'));
    expect(JSON.stringify(row!.value)).not.toContain('gateway-token-1');
    const afterSave = await read();
    expect(afterSave.data.otpTemplate).toBe(template);
    expect(afterSave.data.bulkSmsBd).toMatchObject({ enabled: true, apiToken: '', senderId: 'CC' });
    expect(afterSave.savedSecrets).toEqual(['bulkSmsBd.apiToken']);

    // A save changes only what it sends; a secret sent blank stays.
    await put({ bulkSmsBd: { senderId: 'CAREER', apiToken: '' } });
    await put({});
    const kept = await read();
    expect(kept.data.otpTemplate).toBe(template);
    expect(kept.data.bulkSmsBd).toMatchObject({ enabled: true, senderId: 'CAREER' });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'settings.updated'), eq(auditLogs.targetId, 'sms')))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(JSON.stringify(entry!.details)).not.toContain('gateway-token-1');
    expect(entry!.details).toMatchObject({ after: { bulkSmsBd: { apiToken: '(set)' } } });

    // Sent as null, a secret is cleared.
    await put({ bulkSmsBd: { apiToken: null, enabled: false } });
    expect((await read()).savedSecrets).toEqual([]);
  });

  it('seal a secret with the app key, so it opens again as it was typed', async () => {
    const admin = await t.asAdmin(); // the SMTP server is the Super Admin's to choose
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/smtp',
      headers: admin.headers,
      payload: { host: 'smtp.example.test', password: 'p@ss w0rd' },
    });
    const [row] = await t.db.select().from(appSettings).where(eq(appSettings.key, 'smtp'));
    const sealed = String(row!.value.password);
    expect(sealed).toMatch(/^enc:v1:/);
    const box = createSecretBox(Buffer.from(t.config.appKey!, 'base64'));
    expect(box.open(sealed)).toBe('p@ss w0rd');
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/smtp',
      headers: admin.headers,
      payload: { host: '', password: null },
    });
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
