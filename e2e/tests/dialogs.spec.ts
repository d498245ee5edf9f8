import type { Locator, Page } from '@playwright/test';
import { adminAccount, expect, signInThroughApi, test } from './fixtures';

/**
 * A dialog keeps the keyboard inside while open, closes with Escape, and gives focus back to
 * what opened it.
 */
async function checkDialog(page: Page, trigger: Locator, name?: string) {
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = name ? page.getByRole('dialog', { name }) : page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    expect(
      await dialog.evaluate((element) => element.contains(document.activeElement)),
      `focus left the '${name ?? 'upload'}' dialog after ${step + 1} Tab presses`,
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
}

test('dialogs trap focus, close with Escape and give focus back', async ({ page }) => {
  await page.goto('/');
  await checkDialog(page, page.getByRole('button', { name: 'Upload CV' }));

  await signInThroughApi(page, adminAccount(), 'admin');
  await page.goto('/admin/packages');
  await checkDialog(page, page.getByRole('button', { name: 'Add Package' }), 'Add Package');
  await page.goto('/admin/staff');
  await checkDialog(
    page,
    page.getByRole('button', { name: 'Add Staff Member' }),
    'Add Staff Member',
  );
});
