import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createTestApp, type TestAccount, type TestApp } from './helpers';

/** Like the built app's index.html: the tags the server replaces are there. */
const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="The app." /><title>CareerCard</title></head>' +
  '<body><div id="root"></div></body></html>';
const ORIGIN = 'https://careercard.example';
const STARTER_POST = 'how-to-write-an-ats-friendly-cv';

let t: TestApp;
let call: ReturnType<typeof callerOf>;
let editor: TestAccount;
let webDir: string;
beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-seo-'));
  await fs.writeFile(path.join(webDir, 'index.html'), INDEX);
  t = await createTestApp({ WEB_DIST_DIR: webDir, PUBLIC_URL: ORIGIN });
  call = callerOf(t);
  editor = await t.asAdmin(['manage_blog']);
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

/** The page as a crawler that runs no JavaScript receives it. */
async function crawl(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  const html = res.body;
  const meta = (attribute: 'name' | 'property', key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  return {
    status: res.statusCode,
    html,
    title: /<title>(.*?)<\/title>/s.exec(html)?.[1],
    description: meta('name', 'description'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    og: (key: string) => meta('property', `og:${key}`),
    twitter: (key: string) => meta('name', `twitter:${key}`),
    jsonLd: jsonLd ? (JSON.parse(jsonLd) as Record<string, unknown>) : undefined,
  };
}

describe('what search engines and link previews read', () => {
  it('the landing page: its title, description, canonical address and WebSite data', async () => {
    const page = await crawl('/');
    expect(page.status).toBe(200);
    expect(page.title).toMatch(/^CareerCard: ATS checker/);
    expect(page.description).toMatch(/job seekers in Bangladesh/);
    expect(page.canonical).toBe(`${ORIGIN}/`);
    expect(page.og('type')).toBe('website');
    // The site and who runs it, joined by their @id.
    expect(page.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'WebSite',
          url: `${ORIGIN}/`,
          publisher: { '@id': `${ORIGIN}/#organization` },
        },
        { '@type': 'Organization', '@id': `${ORIGIN}/#organization`, name: 'CareerCard' },
      ],
    });
  });

  it('a post: title, description, Open Graph and Twitter tags, and an Article in JSON-LD', async () => {
    const page = await crawl(`/p/blog/${STARTER_POST}`);
    expect(page.status).toBe(200);
    expect(page.title).toMatch(/^How to Write .*ATS.* · CareerCard$/);
    expect(page.description!.length).toBeGreaterThan(100);
    expect(page.canonical).toBe(`${ORIGIN}/p/blog/${STARTER_POST}`);
    expect(page.og('type')).toBe('article');
    expect(page.og('title')).toBe(page.title);
    expect(page.og('url')).toBe(page.canonical);
    expect(page.twitter('title')).toBe(page.title);
    expect(page.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: page.title!.replace(' · CareerCard', ''),
      author: { '@type': 'Person', name: 'CareerCard Editorial' },
      mainEntityOfPage: page.canonical,
    });
    // The original tags are replaced, not repeated.
    expect(page.html.match(/<title>/g)).toHaveLength(1);
    expect(page.html.match(/name="description"/g)).toHaveLength(1);
  });

  it('a content page and a category; a missing one answers 404', async () => {
    const about = await crawl('/p/about-us');
    expect(about.status).toBe(200);
    expect(about.canonical).toBe(`${ORIGIN}/p/about-us`);
    expect(about.jsonLd).toMatchObject({
      '@type': 'WebPage',
      name: about.title,
      description: about.description,
      url: about.canonical,
      isPartOf: { '@type': 'WebSite', url: `${ORIGIN}/` },
    });
    const category = await crawl('/p/blog/category/cv-tips');
    expect(category.status).toBe(200);
    expect(category.jsonLd).toMatchObject({
      '@type': 'CollectionPage',
      url: `${ORIGIN}/p/blog/category/cv-tips`,
    });
    expect((await crawl('/p/blog')).jsonLd).toMatchObject({
      '@type': 'CollectionPage',
      name: 'CareerCard Blog',
    });
    expect((await crawl('/p/no-such-page')).status).toBe(404);
    expect((await crawl('/p/blog/no-such-post')).status).toBe(404);
  });

  it('links each page to its English and Bangla versions, and words the head in the one asked', async () => {
    const hreflang = (html: string) =>
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(
        ([, lang, href]) => [lang, href],
      );
    for (const address of ['/', '/p/about-us', '/p/blog', `/p/blog/${STARTER_POST}`]) {
      const url = `${ORIGIN}${address}`;
      for (const asked of ['', '?lang=en', '?lang=bn']) {
        const page = await crawl(`${address}${asked}`);
        expect(hreflang(page.html), address + asked).toEqual([
          ['en', url],
          ['bn', `${url}?lang=bn`],
          ['x-default', url],
        ]);
        // Each version has one canonical address: English the plain one.
        expect(page.canonical).toBe(asked === '?lang=bn' ? `${url}?lang=bn` : url);
        expect(page.og('url')).toBe(page.canonical);
        expect(page.html).toContain(`<html lang="${asked === '?lang=bn' ? 'bn' : 'en'}"`);
      }
    }
    // Worded in Bangla where the page has it, in English at the plain address whatever the browser asks.
    const about = await crawl('/p/about-us?lang=bn');
    expect(about.title).toBe('CareerCard সম্পর্কে: সিভি বিল্ডার ও ATS চেকার');
    expect(about.jsonLd).toMatchObject({ '@type': 'WebPage', name: about.title });
    expect((await crawl('/?lang=bn')).title).toMatch(/^CareerCard: ATS চেকার/);
    expect((await crawl('/p/blog?lang=bn')).title).toBe('ব্লগ · CareerCard');
    const plain = await t.app.inject({
      method: 'GET',
      url: '/p/about-us',
      headers: { 'accept-language': 'bn-BD,bn;q=0.9' },
    });
    expect(plain.body).toContain(
      '<title>About CareerCard: CV builder and ATS checker for Bangladesh</title>',
    );
    // A language we do not have is no language: the plain address's head.
    expect((await crawl('/p/about-us?lang=fr')).canonical).toBe(`${ORIGIN}/p/about-us`);
  });

  it('keeps a title an editor wrote from breaking out of its tags', async () => {
    const title = 'Salary talk </script><script>alert(1)</script> & "quotes" $& more';
    const created = await call('POST', '/api/admin/blog/posts', editor, {
      title,
      content: '<p>How to talk about pay in an interview, without guessing.</p>',
      status: 'Published',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const page = await crawl(`/p/blog/${created.body.data.slug as string}`);
    expect(page.html).not.toContain('<script>alert(1)</script>');
    expect(page.title).toBe(
      'Salary talk &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; $&amp; more · CareerCard',
    );
    expect(page.jsonLd).toMatchObject({ headline: title });
  });

  it('sitemap.xml lists every published page, post and category with its last change', async () => {
    const draft = await call('POST', '/api/admin/blog/posts', editor, {
      title: 'A draft about interview dress codes',
      content: '<p>Not ready.</p>',
      status: 'Draft',
    });
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    for (const address of [
      '/',
      '/p/blog',
      '/p/about-us',
      '/p/pricing',
      `/p/blog/${STARTER_POST}`,
    ]) {
      expect(xml).toContain(`<loc>${ORIGIN}${address}</loc>`);
    }
    expect(xml).toContain(`<loc>${ORIGIN}/p/blog/category/cv-tips</loc>`);
    expect(xml).toMatch(
      new RegExp(
        `<loc>${ORIGIN}/p/blog/${STARTER_POST}</loc>\\n\\s+<lastmod>\\d{4}-\\d{2}-\\d{2}T`,
      ),
    );
    expect(xml).not.toContain(draft.body.data.slug as string);
  });

  it('a public V-Card: a profile with a Person in JSON-LD, listed in the sitemap', async () => {
    const owner = await t.asUser();
    const cv = await call('POST', '/api/user/cvs', owner, {
      name: 'Card CV',
      data: {
        personal: {
          name: 'Sumaiya Karim',
          title: 'Data Analyst',
          location: 'Sylhet',
          email: 'sumaiya.karim@example.test',
          phone: '+880 1712 345678',
          links: [
            { label: 'LinkedIn', url: 'https://www.linkedin.com/in/sumaiya-karim-example' },
            { label: 'Portfolio', url: 'https://sumaiya.example' },
          ],
        },
      },
    });
    expect(cv.status, JSON.stringify(cv.body)).toBe(201);
    const card = await call('PUT', '/api/user/vcard', owner, {
      cvId: cv.body.data.id,
      slug: 'sumaiya-karim-seo',
    });
    expect(card.status, JSON.stringify(card.body)).toBe(200);

    const page = await crawl('/v/sumaiya-karim-seo');
    expect(page.status).toBe(200);
    expect(page.og('type')).toBe('profile');
    expect(page.jsonLd).toMatchObject({
      '@type': 'Person',
      name: 'Sumaiya Karim',
      jobTitle: 'Data Analyst',
      url: `${ORIGIN}/v/sumaiya-karim-seo`,
      // The contact points the card shows.
      email: 'sumaiya.karim@example.test',
      telephone: '+880 1712 345678',
      sameAs: ['https://www.linkedin.com/in/sumaiya-karim-example', 'https://sumaiya.example'],
    });
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`<loc>${ORIGIN}/v/sumaiya-karim-seo</loc>`);
  });

  it('/p/blog/rss.xml is an RSS feed of the latest published posts, linked from the blog', async () => {
    const draft = await call('POST', '/api/admin/blog/posts', editor, {
      title: 'A draft on "night shifts" & overtime',
      content: '<p>Not ready.</p>',
      status: 'Draft',
    });
    const published = await call('POST', '/api/admin/blog/posts', editor, {
      title: 'Notice periods <and> "resignation" letters',
      content: '<p>How much notice to give, and how to say it.</p>',
      status: 'Published',
    });
    expect(published.status).toBe(201);
    const res = await t.app.inject({ method: 'GET', url: '/p/blog/rss.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const xml = res.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain(`<link>${ORIGIN}/p/blog</link>`);
    expect(xml).toContain(
      `<atom:link href="${ORIGIN}/p/blog/rss.xml" rel="self" type="application/rss+xml" />`,
    );
    const items = xml.split('<item>').slice(1);
    // Newest first, escaped, every address absolute, every date in RFC 822.
    expect(items[0]).toContain(
      '<title>Notice periods &lt;and&gt; &quot;resignation&quot; letters</title>',
    );
    expect(items[0]).toContain(
      `<guid isPermaLink="true">${ORIGIN}/p/blog/${published.body.data.slug as string}</guid>`,
    );
    expect(xml).toContain(`<link>${ORIGIN}/p/blog/${STARTER_POST}</link>`);
    for (const item of items) {
      expect(item).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
    }
    expect(xml).not.toContain(draft.body.data.slug as string);
    expect(xml).not.toContain('night shifts');

    // The blog's pages tell browsers and crawlers where the feed is.
    for (const address of ['/p/blog', `/p/blog/${STARTER_POST}`, '/p/blog/category/cv-tips']) {
      expect((await crawl(address)).html).toContain(
        `<link rel="alternate" type="application/rss+xml" title="CareerCard Blog" href="${ORIGIN}/p/blog/rss.xml" />`,
      );
    }
  });

  it('robots.txt keeps crawlers out of accounts and the API and points to the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /dashboard');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
