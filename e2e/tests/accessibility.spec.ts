import AxeBuilder from '@axe-core/playwright';
import { sampleCv } from '@careercard/shared/cv-sample';
import type { Page } from '@playwright/test';
import {
  adminAccount,
  createCvThroughApi,
  expect,
  signInThroughApi,
  test,
  type SignedIn,
} from './fixtures';

/** Loads `url`, lets it settle, and fails with a readable list of serious or critical violations. */
async function expectNoSeriousViolations(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading').first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.length,
      first: violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} → ${node.html}`),
    }));
  expect(summary, `serious or critical axe violations on ${url}`).toEqual([]);
}

test.describe('public pages', () => {
  for (const url of [
    '/',
    '/analyzer',
    '/login',
    '/signup',
    '/forgot-password',
    '/admin/login',
    '/p/blog',
    '/p/blog/how-to-write-an-ats-friendly-cv',
    '/p/blog/category/cv-tips',
    '/p/about-us',
    '/p/pricing',
  ]) {
    test(url, async ({ page }) => {
      await expectNoSeriousViolations(page, url);
    });
  }

  test('a public V-Card', async ({ page, user, browser }) => {
    const signedIn = await signInThroughApi(page, user);
    const cv = await createCvThroughApi(page.request, signedIn, {
      name: 'Card CV',
      data: sampleCv,
    });
    const slug = `a11y-card-${signedIn.id}`;
    const res = await page.request.put('/api/user/vcard', {
      data: { cvId: cv.id, slug },
      headers: { authorization: `Bearer ${signedIn.token}` },
    });
    expect(res.ok()).toBe(true);
    const visitor = await browser.newContext();
    await expectNoSeriousViolations(await visitor.newPage(), `/v/${slug}`);
    await visitor.close();
  });
});

test.describe('dashboard pages', () => {
  for (const url of [
    '/dashboard',
    '/dashboard/my-cvs',
    'the CV editor',
    '/dashboard/pdf-management',
    '/dashboard/ats-checker',
    '/dashboard/custom-cv',
    '/dashboard/v-card',
    '/dashboard/order-nfc-card',
    '/dashboard/settings',
  ]) {
    test(url, async ({ page, user }) => {
      const signedIn: SignedIn = await signInThroughApi(page, user);
      const cv = await createCvThroughApi(page.request, signedIn, {
        name: 'My CV',
        data: sampleCv,
      });
      await expectNoSeriousViolations(
        page,
        url === 'the CV editor' ? `/dashboard/my-cvs/${cv.id}` : url,
      );
    });
  }
});

test.describe('back-office pages', () => {
  for (const url of [
    '/admin',
    '/admin/users',
    '/admin/staff',
    '/admin/packages',
    '/admin/templates',
    '/admin/vcard-templates',
    '/admin/pages',
    '/admin/blog',
    '/admin/nfc-designs',
    '/admin/nfc-orders',
    '/admin/settings',
    '/admin/activity',
  ]) {
    test(url, async ({ page }) => {
      await signInThroughApi(page, adminAccount(), 'admin');
      await expectNoSeriousViolations(page, url);
    });
  }
});
