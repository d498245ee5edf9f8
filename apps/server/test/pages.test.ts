import {
  META_DESCRIPTION_MAX,
  PAGE_BANGLA_PAIR_MESSAGE,
  PAGE_FORM_MESSAGE,
  PAGE_NOT_FOUND_MESSAGE,
  PAGE_SLUG_EMPTY_MESSAGE,
  PAGE_SLUG_RESERVED_MESSAGE,
  PAGE_SLUG_TAKEN_MESSAGE,
  SEO_TITLE_MAX,
} from '@careercard/shared/pages';
import { and, eq } from 'drizzle-orm';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { appSettings, auditLogs, packages, staticPages } from '../src/infra/db/schema';
import {
  STARTER_PAGES,
  STARTER_PAGES_BN_MARKER,
  STARTER_PAGES_MARKER,
} from '../src/modules/pages/starter-content';
import { callerOf, createTestApp, type TestAccount, type TestApp } from './helpers';

let t: TestApp;
let webDir: string;
const call: ReturnType<typeof callerOf> = (...args) => callerOf(t)(...args);
let editor: TestAccount;
beforeAll(async () => {
  // A built web app of one file, so the server answers /p/{slug} with index.html.
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-web-'));
  await fs.writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>CareerCard</title>' +
      '<meta name="description" content="The app" /></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST_DIR: webDir });
  editor = await t.asAdmin(['manage_pages']);
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

let counter = 0;
const newPage = (fields: Record<string, unknown> = {}) => ({
  title: `Career Fair ${++counter}`,
  content: '<p>Meet employers from Dhaka and Chattogram.</p>',
  ...fields,
});
const create = async (fields: Record<string, unknown> = {}) => {
  const res = await call('POST', '/api/admin/pages', editor, newPage(fields));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; slug: string; updatedAt: string };
};
const html = (url: string) => t.app.inject({ method: 'GET', url });
/** The public page as a reader in `language` asks for it, headers and all. */
const readIn = async (language: string, slug: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/pages/${slug}`,
    headers: { 'accept-language': language },
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
};

describe('Page Management', () => {
  it('adds a Draft page, edits it, publishes it and deletes it, each audited', async () => {
    const created = await call('POST', '/api/admin/pages', editor, {
      title: '  Graduate Programme 2026  ',
      content: '<h2>Who can apply</h2><p>Final-year students.</p>',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      title: 'Graduate Programme 2026',
      slug: 'graduate-programme-2026',
      status: 'Draft',
      seoTitle: '',
      metaDescription: '',
      content: '<h2>Who can apply</h2><p>Final-year students.</p>',
    });
    const { id, updatedAt } = created.body.data;

    const listed = await call('GET', '/api/admin/pages', editor);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toContainEqual(expect.objectContaining({ id, status: 'Draft' }));

    const edited = await call('PUT', `/api/admin/pages/${id}`, editor, {
      title: 'Graduate Programme',
      slug: 'Graduate Programme!',
      seoTitle: 'Graduate Programme at CareerCard',
      metaDescription: 'Who can apply and how.',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      title: 'Graduate Programme',
      slug: 'graduate-programme',
      status: 'Draft',
      seoTitle: 'Graduate Programme at CareerCard',
      content: '<h2>Who can apply</h2><p>Final-year students.</p>',
    });
    // Saving sets lastModified.
    expect(new Date(edited.body.data.updatedAt).getTime()).toBeGreaterThan(
      new Date(updatedAt).getTime(),
    );

    // Publish sends the status alone; the rest stays.
    const published = await call('PUT', `/api/admin/pages/${id}`, editor, { status: 'Published' });
    expect(published.body.data).toMatchObject({ status: 'Published', title: 'Graduate Programme' });
    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'page.updated'), eq(auditLogs.targetId, String(id))))
      .limit(1);
    expect(entry).toMatchObject({ actorUserId: editor.id, targetType: 'page' });
    expect(entry!.details).toMatchObject({
      before: { title: 'Graduate Programme 2026', slug: 'graduate-programme-2026' },
      after: { title: 'Graduate Programme', slug: 'graduate-programme' },
    });

    const removed = await call('DELETE', `/api/admin/pages/${id}`, editor);
    expect(removed).toEqual({ status: 200, body: { message: 'Page deleted.' } });
    expect(await t.db.select().from(staticPages).where(eq(staticPages.id, id))).toEqual([]);
    const actions = (
      await t.db
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.targetId, String(id)))
    ).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(['page.created', 'page.updated', 'page.deleted']),
    );
    expect((await call('DELETE', `/api/admin/pages/${id}`, editor)).body).toEqual({
      message: PAGE_NOT_FOUND_MESSAGE,
    });
  });

  it('is for staff holding manage_pages only', async () => {
    expect((await call('GET', '/api/admin/pages')).status).toBe(401);
    expect((await call('GET', '/api/admin/pages', await t.asUser())).status).toBe(403);
    const support = await t.asAdmin(['manage_blog', 'manage_users']);
    expect((await call('GET', '/api/admin/pages', support)).status).toBe(403);
    expect((await call('POST', '/api/admin/pages', support, newPage())).status).toBe(403);
    const { id } = await create();
    expect(
      (await call('PUT', `/api/admin/pages/${id}`, support, { title: 'Hijacked' })).status,
    ).toBe(403);
    expect((await call('DELETE', `/api/admin/pages/${id}`, support)).status).toBe(403);
    // A Super Admin holds every permission.
    expect((await call('GET', '/api/admin/pages', await t.asAdmin())).status).toBe(200);
  });

  it("says 'Title and content are required.' under each missing one", async () => {
    for (const body of [
      {},
      { title: '   ', content: '  ' },
      { title: 'Careers' },
      { content: '<p>Text</p>' },
    ]) {
      const res = await call('POST', '/api/admin/pages', editor, body);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(PAGE_FORM_MESSAGE);
    }
    const both = await call('POST', '/api/admin/pages', editor, { title: '', content: '' });
    expect(both.body.errors).toEqual({ title: [PAGE_FORM_MESSAGE], content: [PAGE_FORM_MESSAGE] });
    const { id } = await create();
    const blanked = await call('PUT', `/api/admin/pages/${id}`, editor, { content: '' });
    expect(blanked.status).toBe(422);
    expect(blanked.body.errors).toEqual({ content: [PAGE_FORM_MESSAGE] });
  });

  it('limits the SEO title to 60 and the meta description to 160 characters', async () => {
    const ok = await create({
      seoTitle: 'x'.repeat(SEO_TITLE_MAX),
      metaDescription: 'y'.repeat(META_DESCRIPTION_MAX),
    });
    expect(ok.slug).toMatch(/^career-fair-\d+$/);
    const res = await call(
      'POST',
      '/api/admin/pages',
      editor,
      newPage({ seoTitle: 'x'.repeat(61), metaDescription: 'y'.repeat(161), status: 'Live' }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      seoTitle: ['The SEO title must be at most 60 characters.'],
      metaDescription: ['The meta description must be at most 160 characters.'],
      status: ['The status must be Draft or Published.'],
    });
    const unknown = await call('POST', '/api/admin/pages', editor, newPage({ author: 'Someone' }));
    expect(unknown.status).toBe(422);
    const badId = await call('PUT', '/api/admin/pages/abc', editor, { title: 'X' });
    expect(badId.status).toBe(422);
    const missing = await call('PUT', '/api/admin/pages/999999', editor, { title: 'X' });
    expect(missing).toEqual({ status: 404, body: { message: PAGE_NOT_FOUND_MESSAGE } });
  });

  it('normalises the slug like posts, from the title when left blank', async () => {
    expect((await create({ title: 'Jobs  in  Sylhet!', slug: '' })).slug).toBe('jobs-in-sylhet');
    expect((await create({ slug: '  -- Internship Guide (2026) --  ' })).slug).toBe(
      'internship-guide-2026',
    );
    // A title in Bangla has no letters the slug rule keeps: the slug must be typed.
    const bangla = await call('POST', '/api/admin/pages', editor, {
      title: 'আমাদের সম্পর্কে',
      content: '<p>আমরা কারা</p>',
    });
    expect(bangla.status).toBe(422);
    expect(bangla.body.errors).toEqual({ slug: [PAGE_SLUG_EMPTY_MESSAGE] });
    const named = await create({ title: 'আমাদের সম্পর্কে', slug: 'amader-somporke' });
    expect(named.slug).toBe('amader-somporke');
    // Blanking the slug of a page derives it again from its title.
    const { id } = await create({ title: 'Salary Guide', slug: 'old-address' });
    const again = await call('PUT', `/api/admin/pages/${id}`, editor, { slug: '' });
    expect(again.body.data.slug).toBe('salary-guide');
  });

  it('keeps slugs unique and /p/blog for the blog', async () => {
    await create({ slug: 'campus-hiring' });
    const taken = await call(
      'POST',
      '/api/admin/pages',
      editor,
      newPage({ slug: 'Campus Hiring' }),
    );
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ slug: [PAGE_SLUG_TAKEN_MESSAGE] });

    const other = await create({ slug: 'walk-in-interviews' });
    const moved = await call('PUT', `/api/admin/pages/${other.id}`, editor, {
      slug: 'campus-hiring',
    });
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toEqual({ slug: [PAGE_SLUG_TAKEN_MESSAGE] });
    // Its own slug is not "taken".
    const same = await call('PUT', `/api/admin/pages/${other.id}`, editor, {
      slug: 'walk-in-interviews',
      title: 'Walk-in Interviews',
    });
    expect(same.status).toBe(200);

    for (const body of [newPage({ slug: 'Blog' }), newPage({ title: 'Blog', slug: '' })]) {
      const reserved = await call('POST', '/api/admin/pages', editor, body);
      expect(reserved.status).toBe(422);
      expect(reserved.body.errors).toEqual({ slug: [PAGE_SLUG_RESERVED_MESSAGE] });
    }
  });

  it('two saves racing for one slug: one wins, the other is told the slug is taken', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        call('POST', '/api/admin/pages', editor, newPage({ slug: 'race-for-this-slug' })),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([201, 422, 422]);
    for (const res of results.filter((res) => res.status === 422)) {
      expect(res.body.errors).toEqual({ slug: [PAGE_SLUG_TAKEN_MESSAGE] });
    }
  });
});

describe('the public page /p/{slug}', () => {
  it('shows a Published page only; a Draft is "Page not found." and an HTML 404', async () => {
    const draft = await create({ title: 'Hidden Offer', slug: 'hidden-offer' });
    expect(await call('GET', '/api/pages/hidden-offer')).toEqual({
      status: 404,
      body: { message: PAGE_NOT_FOUND_MESSAGE },
    });
    const draftHtml = await html('/p/hidden-offer');
    expect(draftHtml.statusCode).toBe(404);
    expect(draftHtml.headers['content-type']).toContain('text/html');
    expect(draftHtml.body).toContain('<div id="root">');
    expect((await html('/p/no-such-page')).statusCode).toBe(404);

    await call('PUT', `/api/admin/pages/${draft.id}`, editor, {
      status: 'Published',
      seoTitle: 'A hidden offer for graduates',
    });
    const shown = await call('GET', '/api/pages/hidden-offer');
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({
      title: 'Hidden Offer',
      slug: 'hidden-offer',
      content: '<p>Meet employers from Dhaka and Chattogram.</p>',
      seoTitle: 'A hidden offer for graduates',
    });
    const page = await html('/p/hidden-offer');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>A hidden offer for graduates</title>');
    // Without a meta description, the start of the page's words.
    expect(page.body).toContain('content="Meet employers from Dhaka and Chattogram."');
    expect(page.body).not.toContain('content="The app"');

    // Unpublished again, it is gone again.
    await call('PUT', `/api/admin/pages/${draft.id}`, editor, { status: 'Draft' });
    expect((await call('GET', '/api/pages/hidden-offer')).status).toBe(404);
  });

  it("leaves /p/blog to the blog: never this route's 404", async () => {
    const res = await html('/p/blog');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it('serves a saved XSS payload clean, and cleans it when saving', async () => {
    const payload =
      '<h2 onclick="alert(1)">Tips</h2><script>alert(document.cookie)</script>' +
      '<p><a href="javascript:alert(1)">Click</a> <img src="x" onerror="alert(1)">' +
      '<a href="https://example.com" target="_blank">Safe</a></p>' +
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>';
    const saved = await create({ slug: 'xss-check', status: 'Published', content: payload });
    const [row] = await t.db.select().from(staticPages).where(eq(staticPages.id, saved.id));
    for (const stored of [
      row!.content,
      (await call('GET', '/api/pages/xss-check')).body.data.content,
    ]) {
      expect(stored).not.toMatch(/script|onclick|onerror|javascript:|iframe|<style/i);
      expect(stored).toContain('<h2>Tips</h2>');
      expect(stored).toContain('rel="noopener noreferrer"');
    }

    // A row written behind the service's back (an old import) is still served clean.
    await t.db
      .update(staticPages)
      .set({ content: '<p>Hello</p><script>alert(1)</script><svg onload="alert(1)"></svg>' })
      .where(eq(staticPages.id, saved.id));
    const served = (await call('GET', '/api/pages/xss-check')).body.data.content;
    expect(served).toBe('<p>Hello</p>');
    const listed = (await call('GET', `/api/admin/pages/${saved.id}`, editor)).body.data;
    expect(listed.content).toBe('<p>Hello</p>');

    // Content that is nothing but a script has nothing left to show.
    const empty = await call('POST', '/api/admin/pages', editor, {
      title: 'Empty',
      content: '<script>alert(1)</script>',
    });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(['content']);
  });

  it('draws the Pricing table live from the Active packages', async () => {
    const pricing = async () =>
      (await call('GET', '/api/pages/pricing')).body.data.content as string;
    const before = await pricing();
    expect(before).not.toContain('{{packages}}');
    expect(before).toContain('<table>');
    expect(before).toContain('Single CV Download');
    expect(before).toContain('৳30');
    expect(before).toContain('Custom CV for Job');
    expect(before).not.toContain('Monthly Subscription'); // Inactive
    // The placeholder on a line of its own becomes the table, not a table inside a paragraph.
    expect(before).not.toMatch(/<p>\s*<table>/);

    const [cv] = await t.db
      .update(packages)
      .set({ pricePoisha: 4550 })
      .where(eq(packages.code, 'cv_download'))
      .returning();
    await t.db.update(packages).set({ status: 'Active' }).where(eq(packages.code, 'subscription'));
    const packageAdmin = await t.asAdmin(['manage_packages']);
    await call('POST', '/api/admin/packages', packageAdmin, {
      name: 'LinkedIn <Review>',
      description: 'A recruiter reads your profile & CV.',
      price: 1250,
    });
    const after = await pricing();
    expect(after).toContain('৳45.5');
    expect(after).not.toContain('৳30<');
    expect(after).toContain('Monthly Subscription');
    expect(after).toContain('৳150');
    // Names are text, never markup.
    expect(after).toContain('LinkedIn &lt;Review&gt;');
    expect(after).toContain('profile &amp; CV');
    expect(after).toContain('৳1,250');

    // In the editor the placeholder stays as written.
    const listed = (await call('GET', '/api/admin/pages', editor)).body.data.find(
      (page: { slug: string }) => page.slug === 'pricing',
    );
    expect(listed.content).toContain('{{packages}}');
    expect(listed.content).not.toContain('<table>');
    await t.db.update(packages).set({ pricePoisha: 3000 }).where(eq(packages.id, cv!.id));
  });

  it('offers the SEO work what it needs: meta and the sitemap list', async () => {
    const { createPageService } = await import('../src/modules/pages/service');
    const { createAuditService } = await import('../src/modules/audit/service');
    const service = createPageService({
      db: t.db,
      audit: createAuditService(t.db),
      packages: { activeList: async () => [] },
    });
    expect(await service.meta('about-us')).toEqual({
      title: 'About CareerCard: CV builder and ATS checker for Bangladesh',
      description: STARTER_PAGES[0]!.metaDescription,
    });
    const long = await create({
      slug: 'long-read',
      status: 'Published',
      content: `<h2>Intro</h2><p>${'word '.repeat(80)}</p>`,
    });
    const meta = await service.meta(long.slug);
    expect(meta!.title).toMatch(/^Career Fair \d+$/);
    expect(meta!.description.length).toBeLessThanOrEqual(156);
    expect(meta!.description).toMatch(/^Intro word word .*word…$/);
    expect(await service.meta('hidden-offer')).toBeNull();

    const sitemap = await service.publishedForSitemap();
    expect(sitemap.map((entry) => entry.slug)).toEqual(
      expect.arrayContaining(['about-us', 'contact', 'long-read', 'pricing', 'privacy-policy']),
    );
    expect(sitemap.every((entry) => entry.updatedAt instanceof Date)).toBe(true);
    expect(sitemap.map((entry) => entry.slug)).not.toContain('hidden-offer');
  });
});

describe('the starter pages', () => {
  it('a fresh install has the footer pages, Published, with SEO text within the counters', async () => {
    for (const slug of ['about-us', 'privacy-policy', 'terms-of-service', 'pricing', 'contact']) {
      const res = await call('GET', `/api/pages/${slug}`);
      expect(res.status, slug).toBe(200);
      expect(res.body.data.content.length, slug).toBeGreaterThan(500);
      expect((await html(`/p/${slug}`)).statusCode, slug).toBe(200);
    }
    for (const page of STARTER_PAGES) {
      expect(page.seoTitle.length, page.slug).toBeLessThanOrEqual(SEO_TITLE_MAX);
      expect(page.metaDescription.length, page.slug).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    }
    const [marker] = await t.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, STARTER_PAGES_MARKER));
    expect(marker).toBeDefined();
  });

  it('are offered once: a deleted one stays deleted after a restart, even with two servers', async () => {
    const about = (await call('GET', '/api/admin/pages', editor)).body.data.find(
      (page: { slug: string }) => page.slug === 'about-us',
    );
    expect((await call('DELETE', `/api/admin/pages/${about.id}`, editor)).status).toBe(200);

    const restarted = await Promise.all([
      buildApp({ config: t.config, db: t.db }),
      buildApp({ config: t.config, db: t.db }),
    ]);
    try {
      const res = await restarted[0].inject({ method: 'GET', url: '/api/pages/about-us' });
      expect(res.statusCode).toBe(404);
      const rows = await t.db.select().from(staticPages).where(eq(staticPages.slug, 'contact'));
      expect(rows).toHaveLength(1);
    } finally {
      await Promise.all(restarted.map((app) => app.close()));
    }
  });

  it('on a database that has some of them already, adds only the missing ones, once', async () => {
    // Another fresh database: the marker is not there yet, but staff wrote a contact page.
    const fresh = await createTestApp();
    try {
      // createTestApp seeded it; start over as if the marker had never been written.
      await fresh.db.delete(appSettings).where(eq(appSettings.key, STARTER_PAGES_MARKER));
      await fresh.db.delete(staticPages);
      await fresh.db
        .insert(staticPages)
        .values({ title: 'Talk to us', slug: 'contact', content: '<p>Call Rafiq.</p>' });
      const servers = await Promise.all([
        buildApp({ config: fresh.config, db: fresh.db }),
        buildApp({ config: fresh.config, db: fresh.db }),
        buildApp({ config: fresh.config, db: fresh.db }),
      ]);
      await Promise.all(servers.map((app) => app.close()));
      const rows = await fresh.db.select().from(staticPages);
      expect(rows.map((row) => row.slug).sort()).toEqual([
        'about-us',
        'contact',
        'pricing',
        'privacy-policy',
        'terms-of-service',
      ]);
      expect(rows.find((row) => row.slug === 'contact')).toMatchObject({
        title: 'Talk to us',
        status: 'Draft',
      });
    } finally {
      await fresh.close();
    }
  });
});

describe('pages in Bangla', () => {
  const bangla = {
    titleBn: 'ক্যারিয়ার মেলা',
    contentBn: '<h2>কারা আসছেন</h2><p>ঢাকা ও চট্টগ্রামের নিয়োগকর্তারা।</p>',
    seoTitleBn: 'ক্যারিয়ার মেলা ২০২৬',
    metaDescriptionBn: 'নিয়োগকর্তাদের সঙ্গে দেখা করুন।',
  };

  it('answers the same page in Bangla or English as Accept-Language asks, and says which', async () => {
    const { slug } = await create({ status: 'Published', seoTitle: 'Career Fair', ...bangla });
    const inBangla = await readIn('bn-BD,bn;q=0.9,en;q=0.8', slug);
    expect(inBangla.status).toBe(200);
    expect(inBangla.body.data).toMatchObject({
      language: 'bn',
      slug,
      title: 'ক্যারিয়ার মেলা',
      content: bangla.contentBn,
      seoTitle: 'ক্যারিয়ার মেলা ২০২৬',
      metaDescription: 'নিয়োগকর্তাদের সঙ্গে দেখা করুন।',
    });
    expect(inBangla.headers.vary).toMatch(/accept-language/i);
    expect(inBangla.headers['content-language']).toBe('bn');

    for (const language of ['en', 'en-GB,en;q=0.9', '']) {
      const inEnglish = await readIn(language, slug);
      expect(inEnglish.body.data, language).toMatchObject({
        language: 'en',
        title: expect.stringMatching(/^Career Fair \d+$/),
        content: '<p>Meet employers from Dhaka and Chattogram.</p>',
        seoTitle: 'Career Fair',
      });
      // The English answer says so too, or a cache could hand it to a Bangla reader.
      expect(inEnglish.headers.vary).toMatch(/accept-language/i);
      expect(inEnglish.headers['content-language']).toBe('en');
    }
  });

  it('a page without a Bangla version falls back to English, with language en', async () => {
    const { slug } = await create({ status: 'Published' });
    const res = await readIn('bn', slug);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      language: 'en',
      title: expect.stringMatching(/^Career Fair \d+$/),
      content: '<p>Meet employers from Dhaka and Chattogram.</p>',
    });
    expect(res.headers['content-language']).toBe('en');
    // The 404 of a Draft is in Bangla, as every message is.
    const draft = await create({ ...bangla });
    expect((await readIn('bn', draft.slug)).body).toEqual({ message: 'পেজটি পাওয়া যায়নি।' });
  });

  it("draws the Pricing table in the page's language: Bangla headings and Bengali digits", async () => {
    const inBangla = await readIn('bn', 'pricing');
    expect(inBangla.body.data.language).toBe('bn');
    const table = inBangla.body.data.content as string;
    expect(table).toContain('<th scope="col">প্যাকেজ</th>');
    expect(table).toContain('<th scope="col">যা পাবেন</th>');
    expect(table).toContain('<th scope="col">মূল্য</th>');
    expect(table).toContain('৳৩০');
    expect(table).not.toContain('৳30');
    // The packages' names are the staff's own words, shown as written.
    expect(table).toContain('Single CV Download');
    expect(table).not.toContain('{{packages}}');

    const inEnglish = (await readIn('en', 'pricing')).body.data.content as string;
    expect(inEnglish).toContain('<th scope="col">Item</th>');
    expect(inEnglish).toContain('৳30');
    expect(inEnglish).not.toContain('৳৩০');

    const { packagesTable } = await import('../src/modules/pages/service');
    expect(packagesTable([], 'bn')).toContain('এই মুহূর্তে কোনো পেইড প্যাকেজ বিক্রি হচ্ছে না');
    expect(
      packagesTable([{ name: 'A', description: 'B', price: 1250.5 } as never], 'bn'),
    ).toContain('৳১,২৫০.৫');
  });

  it('staff save the Bangla version: sanitised like the English, and listed', async () => {
    const created = await call(
      'POST',
      '/api/admin/pages',
      editor,
      newPage({
        ...bangla,
        titleBn: '  ক্যারিয়ার মেলা  ',
        contentBn:
          '<h2 onclick="alert(1)">কারা আসছেন</h2><script>alert(1)</script>' +
          '<p><a href="javascript:alert(1)">ক্লিক</a><img src="x" onerror="alert(1)"></p>',
      }),
    );
    expect(created.status).toBe(201);
    const { id } = created.body.data;
    const [row] = await t.db.select().from(staticPages).where(eq(staticPages.id, id));
    expect(row!.titleBn).toBe('ক্যারিয়ার মেলা');
    expect(row!.contentBn).toContain('<h2>কারা আসছেন</h2>');
    expect(row!.contentBn).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(row!.seoTitleBn).toBe(bangla.seoTitleBn);

    const listed = (await call('GET', `/api/admin/pages/${id}`, editor)).body.data;
    expect(listed).toMatchObject({
      titleBn: 'ক্যারিয়ার মেলা',
      contentBn: row!.contentBn,
      seoTitleBn: bangla.seoTitleBn,
      metaDescriptionBn: bangla.metaDescriptionBn,
    });
    // A page without one lists blanks.
    const plain = await create();
    const plainListed = (await call('GET', `/api/admin/pages/${plain.id}`, editor)).body.data;
    expect(plainListed).toMatchObject({
      titleBn: '',
      contentBn: '',
      seoTitleBn: '',
      metaDescriptionBn: '',
    });

    // Changed alone, the rest stays; audited like any change.
    const edited = await call('PUT', `/api/admin/pages/${id}`, editor, {
      contentBn: '<p>নতুন লেখা<iframe src="https://evil.example"></iframe></p>',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      titleBn: 'ক্যারিয়ার মেলা',
      contentBn: '<p>নতুন লেখা</p>',
    });
    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'page.updated'), eq(auditLogs.targetId, String(id))));
    expect(entry!.details).toMatchObject({ after: { contentBn: '<p>নতুন লেখা</p>' } });

    // Cleared together, the page has no Bangla version any more: stored as none.
    const cleared = await call('PUT', `/api/admin/pages/${id}`, editor, {
      titleBn: ' ',
      contentBn: '',
      status: 'Published',
    });
    expect(cleared.status).toBe(200);
    const [after] = await t.db.select().from(staticPages).where(eq(staticPages.id, id));
    expect(after).toMatchObject({ titleBn: null, contentBn: null });
    expect((await readIn('bn', after!.slug)).body.data.language).toBe('en');
  });

  it('holds the Bangla fields to the English limits, in Bangla for a Bangla reader', async () => {
    const tooLong = {
      titleBn: 'ক'.repeat(201),
      contentBn: '<p>লেখা</p>',
      seoTitleBn: 'খ'.repeat(SEO_TITLE_MAX + 1),
      metaDescriptionBn: 'গ'.repeat(META_DESCRIPTION_MAX + 1),
    };
    const res = await call('POST', '/api/admin/pages', editor, newPage(tooLong));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      titleBn: ['The Bangla title must be at most 200 characters.'],
      seoTitleBn: ['The Bangla SEO title must be at most 60 characters.'],
      metaDescriptionBn: ['The Bangla meta description must be at most 160 characters.'],
    });
    const inBangla = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pages',
      headers: { ...editor.headers, 'accept-language': 'bn' },
      payload: newPage(tooLong),
    });
    expect(inBangla.json().errors.seoTitleBn).toEqual([
      'বাংলা SEO শিরোনাম সর্বোচ্চ ৬০ অক্ষরের হতে পারবে।',
    ]);
    const huge = await call(
      'POST',
      '/api/admin/pages',
      editor,
      newPage({ ...bangla, contentBn: `<p>${'ঘ'.repeat(200_000)}</p>` }),
    );
    expect(huge.body.errors).toEqual({
      contentBn: ['The Bangla content must be at most 200,000 characters.'],
    });
    const notText = await call('POST', '/api/admin/pages', editor, newPage({ titleBn: 5 }));
    expect(notText.body.errors).toEqual({ titleBn: ['The Bangla title must be text.'] });

    // At the limits exactly, it saves.
    const ok = await call(
      'POST',
      '/api/admin/pages',
      editor,
      newPage({
        ...bangla,
        titleBn: 'ক'.repeat(200),
        seoTitleBn: 'খ'.repeat(SEO_TITLE_MAX),
        metaDescriptionBn: 'গ'.repeat(META_DESCRIPTION_MAX),
      }),
    );
    expect(ok.status).toBe(201);
  });

  it('takes the Bangla title and content as a pair, on create and on a change of one', async () => {
    const titleOnly = await call(
      'POST',
      '/api/admin/pages',
      editor,
      newPage({ titleBn: 'শুধু শিরোনাম' }),
    );
    expect(titleOnly.status).toBe(422);
    expect(titleOnly.body.errors).toEqual({ contentBn: [PAGE_BANGLA_PAIR_MESSAGE] });
    const contentOnly = await call(
      'POST',
      '/api/admin/pages',
      editor,
      newPage({ contentBn: '<p>শুধু লেখা</p>' }),
    );
    expect(contentOnly.body.errors).toEqual({ titleBn: [PAGE_BANGLA_PAIR_MESSAGE] });
    // Content that is nothing once sanitised is no content, said under the Bangla field.
    const scriptOnly = await call(
      'POST',
      '/api/admin/pages',
      editor,
      newPage({ titleBn: 'শিরোনাম', contentBn: '<script>alert(1)</script>' }),
    );
    expect(scriptOnly.status).toBe(422);
    expect(Object.keys(scriptOnly.body.errors)).toEqual(['contentBn']);

    // A change to one is checked against what the page has.
    const { id } = await create();
    const half = await call('PUT', `/api/admin/pages/${id}`, editor, { titleBn: 'অর্ধেক' });
    expect(half.status).toBe(422);
    expect(half.body.errors).toEqual({ contentBn: [PAGE_BANGLA_PAIR_MESSAGE] });
    const { id: full } = await create(bangla);
    const unpair = await call('PUT', `/api/admin/pages/${full}`, editor, { contentBn: '' });
    expect(unpair.body.errors).toEqual({ contentBn: [PAGE_BANGLA_PAIR_MESSAGE] });
    const [row] = await t.db.select().from(staticPages).where(eq(staticPages.id, full));
    expect(row!.contentBn).toBe(bangla.contentBn);
  });

  it('a user or staff without manage_pages cannot save a Bangla version', async () => {
    const { id, slug } = await create({ status: 'Published' });
    const user = await t.asUser();
    const support = await t.asAdmin(['manage_blog', 'manage_users']);
    for (const who of [user, support]) {
      expect((await call('POST', '/api/admin/pages', who, newPage(bangla))).status).toBe(403);
      expect((await call('PUT', `/api/admin/pages/${id}`, who, bangla)).status).toBe(403);
    }
    expect((await call('PUT', `/api/admin/pages/${id}`, undefined, bangla)).status).toBe(401);
    const [row] = await t.db.select().from(staticPages).where(eq(staticPages.id, id));
    expect(row).toMatchObject({ titleBn: null, contentBn: null });
    expect((await readIn('bn', slug)).body.data.language).toBe('en');
  });
});

describe('the starter pages in Bangla', () => {
  it('a fresh install has each starter page in Bangla too, with SEO text within the counters', async () => {
    for (const page of STARTER_PAGES) {
      expect(page.bn.seoTitle.length, page.slug).toBeLessThanOrEqual(SEO_TITLE_MAX);
      expect(page.bn.metaDescription.length, page.slug).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
      expect(page.bn.content, page.slug).toMatch(/[\u0980-\u09FF]/);
      // The same links as the English, so no reader is sent somewhere else.
      const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
      expect(links(page.bn.content), page.slug).toEqual(links(page.content));
      expect(page.bn.content.includes('{{packages}}'), page.slug).toBe(
        page.content.includes('{{packages}}'),
      );
    }
    for (const slug of ['privacy-policy', 'terms-of-service', 'pricing', 'contact']) {
      const res = await readIn('bn', slug);
      expect(res.body.data.language, slug).toBe('bn');
      expect(res.body.data.title, slug).toBe(STARTER_PAGES.find((p) => p.slug === slug)!.bn.title);
      expect(res.body.data.content.length, slug).toBeGreaterThan(500);
    }
  });

  it('an older install gets them for the starter pages it still has unedited, once', async () => {
    const older = await createTestApp();
    try {
      // As an install from before the Bangla pages: no Bangla, and no marker for it.
      await older.db.delete(appSettings).where(eq(appSettings.key, STARTER_PAGES_BN_MARKER));
      await older.db.update(staticPages).set({
        titleBn: null,
        contentBn: null,
        seoTitleBn: null,
        metaDescriptionBn: null,
      });
      // Staff changed one page's content, another's title, and deleted a third.
      const [terms] = await older.db
        .update(staticPages)
        .set({ content: '<p>Our own terms.</p>' })
        .where(eq(staticPages.slug, 'terms-of-service'))
        .returning();
      await older.db
        .update(staticPages)
        .set({ title: 'Talk to us' })
        .where(eq(staticPages.slug, 'contact'));
      await older.db.delete(staticPages).where(eq(staticPages.slug, 'privacy-policy'));
      const [aboutBefore] = await older.db
        .select()
        .from(staticPages)
        .where(eq(staticPages.slug, 'about-us'));

      const servers = await Promise.all([
        buildApp({ config: older.config, db: older.db }),
        buildApp({ config: older.config, db: older.db }),
      ]);
      await Promise.all(servers.map((app) => app.close()));

      const rows = await older.db.select().from(staticPages);
      const bySlug = new Map(rows.map((row) => [row.slug, row]));
      expect(
        rows
          .filter((row) => row.titleBn !== null)
          .map((row) => row.slug)
          .sort(),
      ).toEqual(['about-us', 'pricing']);
      expect(bySlug.get('about-us')).toMatchObject({
        titleBn: 'আমাদের সম্পর্কে',
        seoTitleBn: STARTER_PAGES[0]!.bn.seoTitle,
        // A translation is not a change to the English: "last updated" stays.
        updatedAt: aboutBefore!.updatedAt,
      });
      expect(bySlug.get('terms-of-service')).toMatchObject({
        content: terms!.content,
        contentBn: null,
      });
      expect(bySlug.get('contact')).toMatchObject({ title: 'Talk to us', titleBn: null });
      expect(bySlug.has('privacy-policy')).toBe(false);
      const entries = await older.db
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.action, 'page.starter_pages_translated'));
      expect(entries).toHaveLength(1);
      expect(entries[0]!.details).toEqual({ translated: ['about-us', 'pricing'] });

      // Once: a page whose Bangla staff removed later stays without.
      await older.db
        .update(staticPages)
        .set({ titleBn: null, contentBn: null, seoTitleBn: null, metaDescriptionBn: null })
        .where(eq(staticPages.slug, 'about-us'));
      await (await buildApp({ config: older.config, db: older.db })).close();
      const [about] = await older.db
        .select()
        .from(staticPages)
        .where(eq(staticPages.slug, 'about-us'));
      expect(about!.titleBn).toBeNull();
    } finally {
      await older.close();
    }
  });
});
