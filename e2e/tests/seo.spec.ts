import { randomUUID } from 'node:crypto';
import { adminAccount, expect, test } from './fixtures';

/** What a crawler that runs no JavaScript reads: the HTML as the server sends it. */
test('a published post reads right to a crawler, and the sitemap lists it', async ({ request }) => {
  const login = await request.post('/api/admin/login', {
    data: { email: adminAccount().email, password: adminAccount().password },
  });
  const { token } = ((await login.json()) as { data: { user: { token: string } } }).data.user;
  const tag = randomUUID().slice(0, 6);
  const title = `Negotiating Your First Salary in Dhaka ${tag}`;
  const description =
    'How to answer the expected salary question, research a fair range and negotiate your first offer in Dhaka with confidence.';
  const created = await request.post('/api/admin/blog/posts', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      content: '<p>Know the range for the role before the interview, and say a number.</p>',
      metaDescription: description,
      status: 'Published',
    },
  });
  expect(created.status()).toBe(201);
  const { slug } = ((await created.json()) as { data: { slug: string } }).data;

  const res = await request.get(`/p/blog/${slug}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const meta = (attribute: string, key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
  expect(/<title>(.*?)<\/title>/.exec(html)?.[1]).toBe(`${title} · CareerCard`);
  expect(meta('name', 'description')).toBe(description);
  expect(meta('property', 'og:type')).toBe('article');
  expect(meta('property', 'og:title')).toBe(`${title} · CareerCard`);
  expect(meta('property', 'og:url')).toMatch(new RegExp(`/p/blog/${slug}$`));
  expect(meta('name', 'twitter:card')).toBe('summary');
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'Article', headline: title });

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/p/blog/${slug}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
});

test('the Bangla version a search result links to opens in Bangla, for that visit only', async ({
  page,
}) => {
  await page.goto('/p/about-us?lang=bn');
  await expect(page.getByRole('heading', { level: 1, name: 'আমাদের সম্পর্কে' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  // The reader's own choice is not changed by a link: the plain address is in their language.
  await page.goto('/p/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

  // Switching away from the language a link asked for sticks, on a reload too.
  await page.goto('/p/about-us?lang=bn');
  await expect(page.getByRole('heading', { level: 1, name: 'আমাদের সম্পর্কে' })).toBeVisible();
  await page
    .getByRole('button', { name: /English/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page).toHaveURL(/\/p\/about-us$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
});
