import type { Page } from '@playwright/test';
import { expect, PASSWORD, registerUser, signInThroughApi, test } from './fixtures';

const NEW_PASSWORD = 'a-brand-new-password';

async function openTab(page: Page, tab: 'Security' | 'Your data') {
  await page.goto('/dashboard/settings');
  await page.getByRole('tab', { name: tab }).click();
}

test('a user changes the password, signs out other sessions, downloads their data and deletes the account', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // three browsers and six password checks, each a deliberate hash
  const user = await registerUser(request, 'Shirin Sultana');
  await signInThroughApi(page, user);
  const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL! });
  const other = await elsewhere.newPage();
  await signInThroughApi(other, user);
  await other.goto('/dashboard');
  await expect(other.getByRole('heading', { name: 'Hello, Shirin Sultana' })).toBeVisible();

  // The password changes here; the other browser is signed out on its next call.
  await openTab(page, 'Security');
  await expect(page.getByText('This device')).toBeVisible();
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('The current password is incorrect.')).toBeVisible();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your password has been updated.' }),
  ).toBeVisible();
  await expect(page.getByText('No other device is signed in.')).toBeVisible();

  await other.getByRole('link', { name: 'My CVs' }).first().click();
  await expect(other).toHaveURL(/\/login/);
  await elsewhere.close();

  // A new sign-in elsewhere appears in the list and is signed out from here.
  const third = await browser.newContext({ baseURL: test.info().project.use.baseURL! });
  const laptop = await third.newPage();
  await signInThroughApi(laptop, { ...user, password: NEW_PASSWORD });
  await laptop.goto('/dashboard');
  await expect(laptop.getByRole('heading', { name: 'Hello, Shirin Sultana' })).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Security' }).click();
  const otherSession = page.getByRole('listitem').filter({ hasNotText: 'This device' });
  await expect(otherSession).toHaveCount(1);
  await otherSession.getByRole('button', { name: /^Sign out/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The session has been signed out.' }),
  ).toBeVisible();
  await expect(otherSession).toHaveCount(0);
  await laptop.reload();
  await expect(laptop).toHaveURL(/\/login/);
  await third.close();

  // Download my data: a ZIP arrives.
  await openTab(page, 'Your data');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  expect((await download).suggestedFilename()).toMatch(/^careercard-data-\d{4}-\d\d-\d\d\.zip$/);

  // Delete my account: the password again, then the account is gone.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('cannot be undone');
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('The password is incorrect.')).toBeVisible();
  await dialog.getByLabel('Your password').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your account has been deleted.' }),
  ).toBeVisible();
  const signIn = await request.post('/api/user/login', {
    data: { email: user.email, password: NEW_PASSWORD },
  });
  expect(signIn.status()).toBe(401);
});
