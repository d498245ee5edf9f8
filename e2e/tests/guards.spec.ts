import { adminAccount, expect, signInThroughApi, test } from './fixtures';

test.describe('who may see what', () => {
  test('a visitor is sent to sign in from the dashboard and from the back office', async ({
    page,
  }) => {
    await page.goto('/dashboard/my-cvs');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a user cannot enter the back office and is sent to their dashboard', async ({
    page,
    user,
  }) => {
    await signInThroughApi(page, user);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('link', { name: 'User Management' })).toHaveCount(0);
  });

  test('an admin at the dashboard is sent to the back office', async ({ page }) => {
    await signInThroughApi(page, adminAccount(), 'admin');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/admin$/);
    // A local install: the staff are told that payments are sandbox ones, why codes show on
    // screen, and what each figure counts.
    await expect(page.getByRole('note').filter({ hasText: 'Sandbox payments' })).toContainText(
      'No real money moves',
    );
    await expect(page.getByRole('note').filter({ hasText: 'verification codes' })).toContainText(
      'verification codes are shown on screen instead of being sent by SMS',
    );
    await expect(page.getByText(/^Completed payments less refunds, all time/)).toBeVisible();
  });

  test('after signing in, a user returns to the dashboard page that sent them', async ({
    page,
    user,
  }) => {
    await page.goto('/dashboard/pdf-management');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email address').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard\/pdf-management$/);
    await expect(page.getByRole('heading', { name: 'Manage PDFs' })).toBeVisible();
  });

  test('a token the server refuses ends the session', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('token', 'cc_revoked-or-made-up');
      localStorage.setItem(
        'user',
        JSON.stringify({
          id: 999,
          name: 'Ghost',
          email: 'ghost@example.test',
          role: 'user',
          permissions: [],
        }),
      );
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('a failed logout keeps the session', async ({ page, user }) => {
    await signInThroughApi(page, user);
    await page.route('**/api/user/logout', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/dashboard');
    const logout = page.waitForResponse('**/api/user/logout');
    await page.getByRole('button', { name: 'Logout' }).click();
    expect((await logout).status()).toBe(500);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeEnabled();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  });

  test('an old hash link opens the clean URL', async ({ page }) => {
    await page.goto('/#/signup');
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: 'Create a new account' })).toBeVisible();
  });
});
