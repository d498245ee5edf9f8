import {
  FAVICON_TYPE_MESSAGE,
  LOGO_TYPE_MESSAGE,
  THEME_COLOR_FORMAT_MESSAGE,
} from '@careercard/shared/theme';
import { asc, like } from 'drizzle-orm';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../src/infra/db/schema';
import { createTestApp, multipartBody, type TestAccount, type TestApp } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const INDEX =
  '<!doctype html><html><head><meta name="theme-color" content="#0f5c45" />' +
  '<link rel="icon" type="image/svg+xml" href="/favicon.svg" /></head><body><div id="root"></div></body></html>';

let t: TestApp;
let admin: TestAccount;
let webDir: string;
beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-theme-'));
  await fs.writeFile(path.join(webDir, 'index.html'), INDEX);
  t = await createTestApp({ WEB_DIST_DIR: webDir });
  admin = await t.asAdmin();
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(0x33);
  return PNG.sync.write(image);
}

/** A one-image .ico holding a PNG, as browsers and icon tools write them. */
function ico(image: Buffer): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(32, 6);
  header.writeUInt8(32, 7);
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, image]);
}

async function uploadAs(who: TestAccount, kind: string, bytes: Buffer) {
  const body = await multipartBody('file', `${kind}.png`, 'image/png', bytes);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/theme/${kind}`,
    payload: body.payload,
    headers: { ...body.headers, ...who.headers },
  });
  return { status: res.statusCode, body: res.json<Json>() };
}

const theme = async () => (await t.app.inject({ method: 'GET', url: '/api/theme' })).json<Json>();
const page = async () => (await t.app.inject({ method: 'GET', url: '/dashboard' })).body;
const saveColour = (primaryColor: string | null) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/theme',
    headers: admin.headers,
    payload: { primaryColor },
  });

describe('the site theme', () => {
  it('starts with the built-in look, and pages keep their own colour and icon', async () => {
    expect((await theme()).data).toEqual({ primaryColor: null, logoUrl: null, faviconUrl: null });
    const html = await page();
    expect(html).toContain('<meta name="theme-color" content="#0f5c45" />');
    expect(html).toContain('href="/favicon.svg"');
    expect(html).not.toContain('id="site-theme"');
  });

  it('draws every page in a saved primary colour at once', async () => {
    expect((await saveColour('#1D4ED8')).statusCode).toBe(200);
    expect((await theme()).data.primaryColor).toBe('#1d4ed8');

    const html = await page();
    expect(html).toContain('--color-brand-700:#1d4ed8');
    expect(html).toContain('<meta name="theme-color" content="#1d4ed8" />');
    expect(html.match(/name="theme-color"/g)).toHaveLength(1);
    // The app reads the theme from the page before its first render.
    expect(html).toMatch(
      /<meta name="site-theme" content="\{&quot;primaryColor&quot;:&quot;#1d4ed8&quot;/,
    );

    expect((await saveColour(null)).statusCode).toBe(422);
    const cleared = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/theme',
      headers: admin.headers,
      payload: { primaryColor: '' },
    });
    expect(cleared.statusCode).toBe(200);
    expect((await theme()).data.primaryColor).toBeNull();
    expect(await page()).not.toContain('id="site-theme"');
  });

  it('refuses a colour that is not #RRGGBB, or one white text cannot be read on', async () => {
    const malformed = await saveColour('blue');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json<Json>().errors.primaryColor).toEqual([THEME_COLOR_FORMAT_MESSAGE]);

    const pale = await saveColour('#fde68a');
    expect(pale.statusCode).toBe(422);
    expect(pale.json<Json>().errors.primaryColor[0]).toMatch(/darker colour.*at least 4\.5:1/);
    expect((await theme()).data.primaryColor).toBeNull();
  });

  it('takes a PNG logo, serves it, and puts it back to the built-in one', async () => {
    const bytes = png(200, 50);
    const uploaded = await uploadAs(admin, 'logo', bytes);
    expect(uploaded.status).toBe(200);
    const { logoUrl } = uploaded.body.data;
    expect(logoUrl).toMatch(/^\/api\/theme\/files\/logo-[0-9a-f-]{36}\.png$/);
    expect((await theme()).data.logoUrl).toBe(logoUrl);

    const served = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);

    // A new logo replaces the old, whose file goes.
    const second = await uploadAs(admin, 'logo', png(180, 45));
    expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/theme/logo',
      headers: admin.headers,
    });
    expect(removed.json<Json>().data.logoUrl).toBeNull();
    const gone = await t.app.inject({ method: 'GET', url: second.body.data.logoUrl });
    expect(gone.statusCode).toBe(404);
  });

  it('checks uploads by their bytes, not their names', async () => {
    const text = await uploadAs(admin, 'logo', Buffer.from('<svg onload="alert(1)"/>'));
    expect(text.status).toBe(415);
    expect(text.body.message).toBe(LOGO_TYPE_MESSAGE);

    const icoAsLogo = await uploadAs(admin, 'logo', ico(png(32, 32)));
    expect(icoAsLogo.status).toBe(415);

    const brokenIco = ico(png(32, 32)).subarray(0, 30);
    const broken = await uploadAs(admin, 'favicon', brokenIco);
    expect(broken.status).toBe(415);
    expect(broken.body.message).toBe(FAVICON_TYPE_MESSAGE);

    const tooLarge = await uploadAs(admin, 'favicon', Buffer.alloc(1024 * 1024 + 1, 1));
    expect(tooLarge.status).toBe(413);
    expect((await theme()).data).toMatchObject({ logoUrl: null, faviconUrl: null });
  });

  it('puts an ICO or PNG favicon on every page in place of the built-in one', async () => {
    const uploaded = await uploadAs(admin, 'favicon', ico(png(32, 32)));
    expect(uploaded.status).toBe(200);
    const { faviconUrl } = uploaded.body.data;
    expect(faviconUrl).toMatch(/^\/api\/theme\/files\/favicon-[0-9a-f-]{36}\.ico$/);
    const served = await t.app.inject({ method: 'GET', url: faviconUrl });
    expect(served.headers['content-type']).toBe('image/x-icon');

    const html = await page();
    expect(html).toContain(`<link rel="icon" href="${faviconUrl}" />`);
    expect(html).not.toContain('/favicon.svg');

    const asPng = await uploadAs(admin, 'favicon', png(32, 32));
    expect(asPng.body.data.faviconUrl).toMatch(/\.png$/);
  });

  it('is changed only by staff who manage settings, and every change is audited', async () => {
    const editor = await t.asAdmin(['manage_blog']);
    expect((await uploadAs(editor, 'logo', png(200, 50))).status).toBe(403);
    const user = await t.asUser();
    expect((await uploadAs(user, 'logo', png(200, 50))).status).toBe(403);

    const rows = await t.db
      .select()
      .from(auditLogs)
      .where(like(auditLogs.action, 'theme.%'))
      .orderBy(asc(auditLogs.id));
    expect(rows.map((row) => row.action)).toEqual([
      'theme.logo_uploaded',
      'theme.logo_uploaded',
      'theme.logo_removed',
      'theme.favicon_uploaded',
      'theme.favicon_uploaded',
    ]);
    expect(rows.every((row) => row.actorUserId === admin.id)).toBe(true);
  });

  it('answers 404 for a file name that is not one of ours', async () => {
    for (const file of [
      'logo.png',
      '..%2Fapp.key',
      'logo-00000000-0000-0000-0000-000000000000.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/theme/files/${file}` });
      expect(res.statusCode, file).toBe(404);
    }
  });
});
