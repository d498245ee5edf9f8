import { sampleCv } from '@careercard/shared/cv-sample';
import {
  VCARD_MISSING_MESSAGE,
  VCARD_NOT_FOUND_MESSAGE,
  VCARD_SLUG_RESERVED_MESSAGE,
  VCARD_SLUG_TAKEN_MESSAGE,
} from '@careercard/shared/vcards';
import ICAL from 'ical.js';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cvs, vcards } from '../src/infra/db/schema';
import { createTestApp, type TestAccount, type TestApp } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://careercard.example' });
});
afterAll(() => t.close());

async function call(method: 'GET' | 'PUT' | 'POST', url: string, who?: TestAccount, body?: Json) {
  const res = await t.app.inject({
    method,
    url,
    ...(who ? { headers: who.headers } : {}),
    ...(body ? { payload: body } : {}),
  });
  const json = res.headers['content-type']?.toString().startsWith('application/json');
  return { status: res.statusCode, body: json ? res.json<Json>() : {}, res };
}

async function newCv(who: TestAccount, name = 'Tanjila Rahman') {
  const data = { ...sampleCv, personal: { ...sampleCv.personal, name } };
  const res = await call('POST', '/api/user/cvs', who, { name: 'Card CV', data });
  return res.body.data as { id: string; version: number };
}

const publish = (who: TestAccount, body: Json) => call('PUT', '/api/user/vcard', who, body);

describe('publishing a V-Card', () => {
  it('publishes, shows the card to anyone, counts views, and unpublishes', async () => {
    const owner = await t.asUser();
    const cv = await newCv(owner);
    expect((await call('GET', '/api/user/vcard', owner)).body.data).toBeNull();

    const res = await publish(owner, { cvId: cv.id, template: 'minimal', slug: 'Tanjila Rahman' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ slug: 'tanjila-rahman', published: true, viewCount: 0 });

    const seen = await call('GET', '/api/vcards/tanjila-rahman');
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({
      template: 'minimal',
      templateId: 2,
      look: { name: 'Minimal', layout: 'centered' },
      name: 'Tanjila Rahman',
      title: sampleCv.personal.title,
      email: sampleCv.personal.email,
    });
    // The page counts a view once it runs in a visitor's browser: once a day per visitor.
    const browser = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/vcards/tanjila-rahman/visits',
        remoteAddress: ip,
        headers: {
          'user-agent': 'Mozilla/5.0 (Linux; Android 13) Chrome/141.0 Mobile Safari/537.36',
        },
        payload: { kind: 'view' },
      });
    await browser('198.51.100.1');
    await browser('198.51.100.1');
    await browser('198.51.100.2');
    expect((await call('GET', '/api/user/vcard', owner)).body.data.viewCount).toBe(2);
    // A view is not an edit: the card's updatedAt (the sitemap's lastmod) stays.
    const [card] = await t.db
      .select({ createdAt: vcards.createdAt, updatedAt: vcards.updatedAt })
      .from(vcards)
      .where(eq(vcards.slug, 'tanjila-rahman'));
    expect(card!.updatedAt).toEqual(card!.createdAt);

    // Editing the CV updates the card.
    await call('PUT', `/api/user/cvs/${cv.id}`, owner, {
      version: cv.version,
      data: { ...sampleCv, personal: { ...sampleCv.personal, name: 'Tanjila R. Chowdhury' } },
    });
    expect((await call('GET', '/api/vcards/tanjila-rahman')).body.data.name).toBe(
      'Tanjila R. Chowdhury',
    );

    const off = await call('POST', '/api/user/vcard/unpublish', owner);
    expect(off.body.data.published).toBe(false);
    const gone = await call('GET', '/api/vcards/tanjila-rahman');
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(VCARD_NOT_FOUND_MESSAGE);
    expect((await call('GET', '/api/vcards/tanjila-rahman/contact.vcf')).status).toBe(404);
    expect((await call('GET', '/api/vcards/tanjila-rahman/qr.svg')).status).toBe(404);
  });

  it('takes a suspended owner’s card offline and out of the sitemap, until unsuspended', async () => {
    const owner = await t.asUser();
    const staff = await t.asAdmin(['manage_users']);
    const cv = await newCv(owner, 'Arif Chowdhury');
    await publish(owner, { cvId: cv.id, template: 'modern', slug: 'arif-chowdhury' });
    const listed = async () =>
      (await call('GET', '/sitemap.xml')).res.body.includes('/v/arif-chowdhury</loc>');
    expect(await listed()).toBe(true);

    await call('POST', `/api/admin/users/${owner.id}/suspend`, staff);
    const gone = await call('GET', '/api/vcards/arif-chowdhury');
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(VCARD_NOT_FOUND_MESSAGE);
    expect((await call('GET', '/api/vcards/arif-chowdhury/contact.vcf')).status).toBe(404);
    expect((await call('GET', '/api/vcards/arif-chowdhury/qr.svg')).status).toBe(404);
    expect(await listed()).toBe(false);

    await call('POST', `/api/admin/users/${owner.id}/unsuspend`, staff);
    const back = await call('GET', '/api/vcards/arif-chowdhury');
    expect(back.status).toBe(200);
    expect(back.body.data.name).toBe('Arif Chowdhury');
    expect(await listed()).toBe(true);
  });

  it('keeps a slug to one user, and lets its owner publish again with it', async () => {
    const first = await t.asUser();
    const second = await t.asUser();
    const firstCv = await newCv(first);
    await publish(first, { cvId: firstCv.id, template: 'modern', slug: 'nadia-islam' });
    const taken = await publish(second, {
      cvId: (await newCv(second)).id,
      template: 'modern',
      slug: 'Nadia Islam',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.slug).toEqual([VCARD_SLUG_TAKEN_MESSAGE]);
    expect((await call('GET', '/api/user/vcard', second)).body.data).toBeNull();

    const again = await publish(first, {
      cvId: firstCv.id,
      template: 'minimal',
      slug: 'nadia-islam',
    });
    expect(again.status).toBe(200);
  });

  it('refuses a missing CV or slug, a reserved slug, and someone else’s CV', async () => {
    const owner = await t.asUser();
    const cv = await newCv(owner);
    const noSlug = await publish(owner, { cvId: cv.id, template: 'modern', slug: '  ' });
    expect(noSlug.status).toBe(422);
    expect(noSlug.body.errors.slug).toEqual([VCARD_MISSING_MESSAGE]);
    const noCv = await publish(owner, { template: 'modern', slug: 'someone' });
    expect(noCv.status).toBe(422);
    const reserved = await publish(owner, { cvId: cv.id, template: 'modern', slug: 'admin' });
    expect(reserved.body.errors.slug).toEqual([VCARD_SLUG_RESERVED_MESSAGE]);
    const stranger = await t.asUser();
    const theirs = await publish(stranger, { cvId: cv.id, template: 'modern', slug: 'not-mine' });
    expect(theirs.status).toBe(404);
    expect((await call('PUT', '/api/user/vcard', undefined, { cvId: cv.id })).status).toBe(401);
  });
});

describe('the public card’s files', () => {
  let slug: string;
  beforeAll(async () => {
    const owner = await t.asUser();
    const cv = await newCv(owner, 'তানজিলা রহমান');
    slug = `card-${owner.id}`;
    await publish(owner, { cvId: cv.id, template: 'modern', slug });
  });

  it('downloads a vCard 3.0 file named after the person', async () => {
    const { res } = await call('GET', `/api/vcards/${slug}/contact.vcf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('তানজিলা-রহমান.vcf')}`,
    );
    const card = new ICAL.Component(ICAL.parse(res.body) as unknown[]);
    expect(card.getFirstPropertyValue('version')).toBe('3.0');
    expect(card.getFirstPropertyValue('fn')).toBe('তানজিলা রহমান');
    expect(card.getAllProperties('url').map((url) => url.getFirstValue())).toContain(
      `https://careercard.example/v/${slug}`,
    );
    expect(card.getFirstPropertyValue('org')).toBe('Padma Softworks Ltd.');
  });

  it('never shows or files an address with another scheme, saved before they were refused', async () => {
    const owner = await t.asUser();
    const cv = await newCv(owner, 'Nadia Islam');
    const hostile = 'javascript:alert(document.cookie)';
    await t.db
      .update(cvs)
      .set({
        data: {
          ...sampleCv,
          personal: {
            ...sampleCv.personal,
            name: 'Nadia Islam',
            photoUrl: 'data:image/svg+xml,<svg onload=alert(1)>',
            links: [
              { id: 'a', label: 'Site', url: hostile },
              { id: 'b', label: 'Files', url: 'file:///etc/passwd' },
              { id: 'c', label: 'GitHub', url: 'https://github.example.com/nadia' },
            ],
          },
        },
      })
      .where(eq(cvs.id, cv.id));
    const slug = `nadia-${owner.id}`;
    await publish(owner, { cvId: cv.id, slug });

    const seen = (await call('GET', `/api/vcards/${slug}`)).body.data;
    expect(seen.photoUrl).toBeNull();
    expect(seen.links).toEqual([{ label: 'GitHub', url: 'https://github.example.com/nadia' }]);
    const { res } = await call('GET', `/api/vcards/${slug}/contact.vcf`);
    const card = new ICAL.Component(ICAL.parse(res.body) as unknown[]);
    expect(card.getAllProperties('url').map((url) => url.getFirstValue())).toEqual([
      `https://careercard.example/v/${slug}`,
      'https://github.example.com/nadia',
    ]);
    expect(res.body).not.toMatch(/javascript:|data:|file:/);
  });

  it('makes a QR code of the public link, as SVG and as a PNG that decodes back', async () => {
    const svg = await call('GET', `/api/vcards/${slug}/qr.svg`);
    expect(svg.res.headers['content-type']).toBe('image/svg+xml');
    expect(svg.res.body).toMatch(/^<svg[^>]+viewBox/);

    const png = await t.app.inject({
      method: 'GET',
      url: `/api/vcards/${slug}/qr.png?download=true`,
    });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toContain(`${slug}-qr.png`);
    const image = PNG.sync.read(png.rawPayload);
    const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    // Marked as a scan, so the owner's figures tell QR views apart.
    expect(decoded?.data).toBe(`https://careercard.example/v/${slug}?via=qr`);
  });
});

describe('a shared link to a card', () => {
  it('previews with the person’s name and headline; an unknown card is a 404 page', async () => {
    const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-web-'));
    await fs.writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head>\n<meta\n  name="description"\n  content="The app" />\n<title>CareerCard</title></head><body><div id="root"></div></body></html>',
    );
    const site = await createTestApp({
      WEB_DIST_DIR: dist,
      PUBLIC_URL: 'https://careercard.example',
    });
    try {
      const owner = await site.asUser();
      const data = {
        ...sampleCv,
        personal: { ...sampleCv.personal, name: 'Rafiq "Rafi" Hossain' },
      };
      const cv = await site.app.inject({
        method: 'POST',
        url: '/api/user/cvs',
        headers: owner.headers,
        payload: { data },
      });
      await site.app.inject({
        method: 'PUT',
        url: '/api/user/vcard',
        headers: owner.headers,
        payload: { cvId: cv.json<Json>().data.id, template: 'modern', slug: 'rafiq-hossain' },
      });
      const page = await site.app.inject({ method: 'GET', url: '/v/rafiq-hossain' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<title>Rafiq &quot;Rafi&quot; Hossain · CareerCard</title>');
      expect(page.body).toContain(
        '<meta property="og:url" content="https://careercard.example/v/rafiq-hossain" />',
      );
      expect(page.body).toContain(
        `content="${sampleCv.personal.title} · ${sampleCv.personal.location}. `,
      );
      expect(page.body.match(/name="description"/g)).toHaveLength(1);
      // The preview's picture is the card, drawn from it; a new address when the card changes.
      const image = /<meta property="og:image" content="([^"]+)"/.exec(page.body)?.[1];
      expect(image).toMatch(
        /^https:\/\/careercard\.example\/api\/vcards\/rafiq-hossain\/og\.png\?v=\w+$/,
      );
      expect(page.body).toContain('<meta property="og:image:height" content="630" />');
      expect(page.body).toContain(
        '<meta property="og:image:alt" content="Rafiq &quot;Rafi&quot; Hossain" />',
      );
      const drawn = await site.app.inject({ method: 'GET', url: new URL(image!).pathname });
      expect(drawn.headers['content-type']).toBe('image/png');
      const png = PNG.sync.read(drawn.rawPayload);
      expect([png.width, png.height]).toEqual([1200, 630]);
      expect(
        (await site.app.inject({ method: 'GET', url: '/api/vcards/nobody-here/og.png' }))
          .statusCode,
      ).toBe(404);
      expect(page.body).toContain('<div id="root"></div>');

      const missing = await site.app.inject({ method: 'GET', url: '/v/nobody-here' });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('<title>CareerCard</title>');
    } finally {
      await site.close();
      await fs.rm(dist, { recursive: true, force: true });
    }
  });
});
