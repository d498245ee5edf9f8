import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { SERVER_RENDER_HEADER, serverRenderToken } from '../src/lib/server-render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createTestApp, type TestApp } from './helpers';

/** Like the built app's index.html. */
const INDEX =
  '<!doctype html><html lang="en"><head><title>CareerCard</title></head>' +
  '<body><div id="root"></div></body></html>';

/**
 * A stand-in for the web build's renderer (dist/ssr/entry-server.js) with its interface: it
 * draws the card it fetches through the fetch it is given, and fails when asked to.
 */
const RENDERER = `
export const SERVED_STATE_ID = 'served-page';
export async function renderPage({ url, locale, fetch }) {
  if (url.includes('fail=throw')) throw new Error('The page broke');
  if (url.includes('fail=hang')) await new Promise(() => {});
  const slug = new URL(url, 'http://x').pathname.split('/').pop();
  const res = await fetch('/api/vcards/' + slug, { headers: { 'Accept-Language': locale } });
  const { data } = await res.json();
  return { html: '<h1>' + data.name + '</h1>', state: { locale, note: '</script><!-- $& -->' } };
}
`;

let t: TestApp;
let webDir: string;
let slug: string;
let views: () => Promise<number>;
beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-render-'));
  await fs.writeFile(path.join(webDir, 'index.html'), INDEX);
  await fs.mkdir(path.join(webDir, 'ssr'));
  await fs.writeFile(path.join(webDir, 'ssr', 'entry-server.js'), RENDERER);
  t = await createTestApp({ WEB_DIST_DIR: webDir });
  const call = callerOf(t);
  const owner = await t.asUser();
  const cv = await call('POST', '/api/user/cvs', owner, {
    name: 'Card CV',
    data: { personal: { name: 'Nusrat Jahan', title: 'Nurse', email: 'nusrat@example.test' } },
  });
  slug = 'nusrat-jahan-render';
  const card = await call('PUT', '/api/user/vcard', owner, { cvId: cv.body.data.id, slug });
  expect(card.status, JSON.stringify(card.body)).toBe(200);
  views = async () =>
    ((await call('GET', '/api/user/vcard', owner)).body.data as { viewCount: number }).viewCount;
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('public pages rendered on the server', () => {
  it('sends the page rendered into the root, with the state it was drawn from', async () => {
    const res = await get(`/v/${slug}?lang=bn`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><h1>Nusrat Jahan</h1></div>');
    const state = /<script id="served-page" type="application\/json">(.*?)<\/script>/s.exec(
      res.body,
    )?.[1];
    // The state cannot end its script element early, and "$&" is not a replacement pattern.
    expect(state).not.toContain('</script>');
    expect(JSON.parse(state!)).toEqual({ locale: 'bn', note: '</script><!-- $& -->' });
  });

  it("the server's own render of a V-Card is not counted as a visit; the browser's word is", async () => {
    const before = await views();
    await get(`/v/${slug}`);
    await get(`/api/vcards/${slug}`);
    expect(await views()).toBe(before);
    const visit = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/vcards/${slug}/visits`,
        headers: {
          'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/141.0 Mobile',
          ...headers,
        },
        payload: { kind: 'view' },
      });
    // Marked as the server's own, a visit is not counted; a visitor cannot pass for the
    // server: the mark is a secret of the process.
    await visit({ [SERVER_RENDER_HEADER]: serverRenderToken });
    expect(await views()).toBe(before);
    await visit({ [SERVER_RENDER_HEADER]: 'guess' });
    expect(await views()).toBe(before + 1);
  });

  it('a page that fails or takes too long to render is sent for the browser to draw', async () => {
    for (const fail of ['throw', 'hang']) {
      const res = await get(`/v/${slug}?fail=${fail}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('served-page');
    }
  }, 10_000);

  it('sends a page compressed as the browser accepts it', async () => {
    const plain = await get(`/v/${slug}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
      ['gzip;q=1, br;q=0', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v/${slug}`,
        headers: { 'accept-encoding': accepted },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('a missing page is not rendered, and the renderer is not served as a file', async () => {
    const missing = await get('/v/nobody-has-this-card');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
    expect((await get('/ssr/entry-server.js')).statusCode).toBe(404);
  });
});
