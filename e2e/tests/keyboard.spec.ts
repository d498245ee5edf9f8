import type { Page } from '@playwright/test';
import { adminAccount, expect, signInThroughApi, test } from './fixtures';

/**
 * Tabs through the page and lists each stop that shows no focus ring (no outline and no box
 * shadow while focused) or that is not on screen: a keyboard user must always see where they are.
 */
async function unseenFocusStops(page: Page, stops = 40) {
  const unseen: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < stops; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const ring =
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none';
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
      return {
        key: `${element.tagName.toLowerCase()} "${name.slice(0, 40)}" ${element.id}`,
        ring,
        visible: box.width > 0 && box.height > 0,
      };
    });
    if (!stop) continue;
    if (seen.has(stop.key)) break; // round the page once
    seen.add(stop.key);
    if (!stop.ring || !stop.visible) unseen.push(stop.key);
  }
  return { unseen, stops: seen.size };
}

test.describe('the keyboard', () => {
  for (const url of ['/', '/login', '/analyzer', '/p/blog']) {
    test(`shows where the focus is on ${url}`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading').first()).toBeVisible();
      const { unseen, stops } = await unseenFocusStops(page);
      expect(stops).toBeGreaterThan(3);
      expect(unseen).toEqual([]);
    });
  }

  test('shows where the focus is on the dashboard and in the back office', async ({
    page,
    user,
    browser,
  }) => {
    await signInThroughApi(page, user);
    for (const url of ['/dashboard', '/dashboard/settings']) {
      await page.goto(url);
      await expect(page.getByRole('heading').first()).toBeVisible();
      expect((await unseenFocusStops(page)).unseen).toEqual([]);
    }
    const staff = await (await browser.newContext()).newPage();
    await signInThroughApi(staff, adminAccount(), 'admin');
    await staff.goto('/admin');
    await expect(staff.getByRole('heading').first()).toBeVisible();
    expect((await unseenFocusStops(staff)).unseen).toEqual([]);
  });

  test('is enough to sign in and open a page from the menu', async ({ page, user }) => {
    await page.goto('/login');
    await page.getByLabel('Email address').focus();
    await page.keyboard.type(user.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);

    // Tab to the ATS Checker in the navigation and open it with Enter.
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => document.activeElement?.textContent?.trim());
      if (name === 'ATS Checker') break;
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/ats-checker$/);
  });
});
