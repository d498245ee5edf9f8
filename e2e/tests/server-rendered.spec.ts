import { sampleCv } from '@careercard/shared/cv-sample';
import type { APIRequestContext, Page } from '@playwright/test';
import { createCvThroughApi, expect, signInThroughApi, test, type SignedIn } from './fixtures';

const STARTER_POST = 'how-to-write-an-ats-friendly-cv';

/** A published V-Card of a new user; its slug. */
async function publishCard(request: APIRequestContext, owner: SignedIn, name: string) {
  const cv = await createCvThroughApi(request, owner, {
    name: 'Card CV',
    data: { ...sampleCv, personal: { ...sampleCv.personal, name } },
  });
  const slug = `card-${owner.id}`;
  const res = await request.put('/api/user/vcard', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { cvId: cv.id, slug },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return slug;
}

/** The body of a page as the server sends it: what a crawler that runs no script reads. */
async function served(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  const html = await res.text();
  const root = /<div id="root">(.*?)<\/div><script id="served-page"/s.exec(html)?.[1] ?? '';
  return {
    root,
    text: root
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' '),
    links: [...root.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]!),
    images: [...root.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]!),
  };
}

/** Errors the page logs or throws (a hydration mismatch is reported as one). */
function errorsOf(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Keeps the first <h1> the HTML parser puts in the page, before any script runs: after
 * hydration it must still be the page's heading, not a copy drawn again.
 */
const keepServersHeading = (page: Page) =>
  page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('h1');
      if (!heading) return;
      (window as unknown as { serversHeading: Element }).serversHeading = heading;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });

test.describe('public pages rendered on the server', () => {
  test('each public page arrives as HTML: its text, its links and its images', async ({
    request,
    user,
    page,
  }) => {
    const owner = await signInThroughApi(page, user);
    const slug = await publishCard(request, owner, 'Rumana Haque');

    const landing = await served(request, '/');
    expect(landing.text).toContain('Get your CV past the robots and in front of recruiters');
    expect(landing.links).toEqual(expect.arrayContaining(['/analyzer', '/p/blog']));

    const blog = await served(request, '/p/blog');
    expect(blog.text).toContain('CareerCard Blog');
    expect(blog.links).toContain(`/p/blog/${STARTER_POST}`);
    expect(blog.links).toContain('/p/blog/rss.xml');

    const post = await served(request, `/p/blog/${STARTER_POST}`);
    expect(post.text).toContain('How to Write a CV That Passes an ATS');
    expect(post.links).toContain('/p/blog');

    const category = await served(request, '/p/blog/category/cv-tips');
    expect(category.text).toContain('CV Tips');
    expect(category.links).toContain(`/p/blog/${STARTER_POST}`);

    const about = await served(request, '/p/about-us');
    expect(about.text).toContain('About Us');
    expect(about.text).toContain('CareerCard helps job seekers');

    const card = await served(request, `/v/${slug}`);
    expect(card.text).toContain('Rumana Haque');
    expect(card.text).toContain(sampleCv.personal.title);
    expect(card.images).toContain(`/api/vcards/${slug}/qr.svg`);
    expect(card.links).toContain(`/api/vcards/${slug}/contact.vcf`);

    // In the language the address asks for.
    const bangla = await served(request, '/p/about-us?lang=bn');
    expect(bangla.text).toContain('আমাদের সম্পর্কে');
  });

  test('with JavaScript off, a visitor still reads the page and follows its links', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/p/blog/${STARTER_POST}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'How to Write a CV That Passes an ATS' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'All posts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'CareerCard Blog' })).toBeVisible();
    await context.close();
  });

  for (const [name, url, heading] of [
    ['the landing page', '/', 'Get your CV past the robots and in front of recruiters'],
    ['a post', `/p/blog/${STARTER_POST}`, 'How to Write a CV That Passes an ATS'],
    ['a content page in Bangla', '/p/about-us?lang=bn', 'আমাদের সম্পর্কে'],
  ] as const) {
    test(`the browser takes over ${name} as the server sent it, without drawing it again`, async ({
      page,
    }) => {
      const errors = errorsOf(page);
      await keepServersHeading(page);
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Hydrated: React runs the page (a link navigates without a reload) on the same elements.
      const same = await page.evaluate(
        () =>
          (window as unknown as { serversHeading?: Element }).serversHeading ===
          document.querySelector('h1'),
      );
      expect(same).toBe(true);
      await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
      await page
        .getByRole('banner')
        .getByRole('link', { name: /Blog|ব্লগ/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/p\/blog/);
      expect(await page.evaluate(() => 'stillHere' in window)).toBe(true);
      expect(errors).toEqual([]);
    });
  }

  test('a signed-in visitor gets the server’s page, then their own header', async ({
    page,
    user,
  }) => {
    const errors = errorsOf(page);
    await signInThroughApi(page, user);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a reader who chose Bangla gets the plain address drawn in Bangla', async ({ page }) => {
    const errors = errorsOf(page);
    await page.addInitScript(() => localStorage.setItem('careercard.locale', 'bn'));
    await page.goto('/p/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'আমাদের সম্পর্কে' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a V-Card’s visit is counted by the visitor’s browser, not by the server’s render', async ({
    request,
    page,
    browser,
    user,
  }) => {
    const owner = await signInThroughApi(page, user);
    const slug = await publishCard(request, owner, 'Tanvir Alam');
    const views = async () => {
      const res = await request.get('/api/user/vcard', {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      return ((await res.json()) as { data: { viewCount: number } }).data.viewCount;
    };
    expect(await views()).toBe(0);
    // A crawler reads the whole card, and is not a visit.
    expect((await served(request, `/v/${slug}`)).text).toContain('Tanvir Alam');
    expect(await views()).toBe(0);
    const visitor = await browser.newPage();
    await visitor.goto(`/v/${slug}`);
    await expect(visitor.getByRole('heading', { name: 'Tanvir Alam' })).toBeVisible();
    await expect.poll(views).toBe(1);
    await visitor.close();
  });
});
