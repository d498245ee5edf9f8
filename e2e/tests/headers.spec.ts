import type { Page } from '@playwright/test';
import { adminAccount, expect, png, signInThroughApi, test } from './fixtures';

/** A cheap Android phone's screen. */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/**
 * The logo of the size Application Settings recommends (200 × 50), as if uploaded: given to
 * this page only, so tests running beside it keep the built-in look.
 */
async function withRecommendedLogo(page: Page) {
  await page.route('**/e2e-logo.png', (route) =>
    route.fulfill({ contentType: 'image/png', body: png(200, 50, [15, 92, 69]) }),
  );
  await page.route('**/api/theme', (route) =>
    route.fulfill({
      json: {
        success: true,
        data: { primaryColor: null, logoUrl: '/e2e-logo.png', faviconUrl: null },
      },
    }),
  );
  // The theme the server writes into each page is left out, so the app asks /api/theme.
  await page.route(
    (url) => !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(/<meta name="site-theme"[^>]*>/, '');
      await route.fulfill({ response, body });
    },
  );
}

/** Nothing scrolls sideways, and the banner's logo and `last` control are within the screen. */
async function expectFits(page: Page, last: 'Logout' | 'Sign Up') {
  const banner = page.getByRole('banner');
  const control = banner.getByRole(last === 'Logout' ? 'button' : 'link', { name: last });
  await expect(control).toBeVisible();
  const logo = banner.getByRole('img', { name: 'CareerCard' });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(200);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = await control.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360, `${last} within the screen`).toBe(true);
}

test('the back-office header fits 360 px with a 200 × 50 logo, Logout in reach', async ({
  page,
}) => {
  await withRecommendedLogo(page);
  await signInThroughApi(page, adminAccount(), 'admin');
  await page.goto('/admin/users');
  await expectFits(page, 'Logout');
});

test('the public header at 360 px: a menu opens Features, the analyzer, the blog and sign-in', async ({
  page,
}) => {
  await withRecommendedLogo(page);
  await page.goto('/p/blog');
  await expectFits(page, 'Sign Up');

  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await menu.getAttribute('aria-controls')}`);
  for (const name of ['Features', 'ATS Checker', 'Blog', 'Login', 'Sign Up']) {
    await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Escape closes it and gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  // A link followed closes it.
  await menu.click();
  await panel.getByRole('link', { name: 'ATS Checker' }).click();
  await expect(page).toHaveURL(/\/analyzer$/);
  await expect(panel).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('the public header at 360 px, signed in: Logout in reach', async ({ page, user }) => {
  await withRecommendedLogo(page);
  await signInThroughApi(page, user);
  await page.goto('/analyzer');
  await expectFits(page, 'Logout');
});
