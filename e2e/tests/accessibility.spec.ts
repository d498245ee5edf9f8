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
import { BACK_OFFICE_PAGES, DASHBOARD_PAGES, PUBLIC_PAGES } from './site-pages';

/** Loads `url`, lets it settle, and fails with a readable list of serious or critical violations. */
async function expectNoSeriousViolations(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expectPageAsItIsPasses(page, url);
}

/** The page in the state it is in now: a dialog or a menu open, errors shown. */
async function expectPageAsItIsPasses(page: Page, what: string) {
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
  expect(summary, `serious or critical axe violations on ${what}`).toEqual([]);
}

test.describe('public pages', () => {
  for (const url of PUBLIC_PAGES) {
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
  for (const url of [...DASHBOARD_PAGES, 'the CV editor']) {
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
  for (const url of BACK_OFFICE_PAGES) {
    test(url, async ({ page }) => {
      await signInThroughApi(page, adminAccount(), 'admin');
      await expectNoSeriousViolations(page, url);
    });
  }
});

test.describe('dialogs, menus, errors and Bangla', () => {
  test('the upload dialog on the landing page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Upload CV' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectPageAsItIsPasses(page, 'the upload dialog');
  });

  test('the sign-up form showing its errors', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectPageAsItIsPasses(page, 'the sign-up form with errors');
  });

  test('the dashboard menu on a phone and the delete confirmation', async ({ page, user }) => {
    const signedIn = await signInThroughApi(page, user);
    await createCvThroughApi(page.request, signedIn, { name: 'My CV', data: sampleCv });
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/dashboard/my-cvs');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('#shell-menu')).toBeVisible();
    await expectPageAsItIsPasses(page, 'the dashboard menu');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Delete My CV' }).click();
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
    await expectPageAsItIsPasses(page, 'the delete confirmation');
  });

  test('a back-office form dialog', async ({ page }) => {
    await signInThroughApi(page, adminAccount(), 'admin');
    await page.goto('/admin/packages');
    await page.getByRole('button', { name: 'Add Package' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectPageAsItIsPasses(page, 'the package dialog');
  });

  for (const url of ['/', '/dashboard']) {
    test(`${url} in Bangla`, async ({ page, user }) => {
      await page.addInitScript(() => localStorage.setItem('careercard.locale', 'bn'));
      if (url === '/dashboard') await signInThroughApi(page, user);
      await expectNoSeriousViolations(page, url);
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    });
  }
});
