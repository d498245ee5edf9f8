import { adminAccount, expect, PASSWORD, registerUser, test } from './fixtures';

test.describe('sign-up and sign-in', () => {
  test('a visitor signs up, signs in, lands on the dashboard and logs out', async ({ page }) => {
    const email = `nabila-${Date.now()}@example.test`;
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create a new account' })).toBeVisible();
    await page.getByLabel('Full name').fill('Nabila Sultana');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByText('Registration successful. Please sign in.')).toBeVisible();
    // The new account's e-mail is filled in already.
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Welcome, Nabila Sultana')).toBeVisible();
    const flash = page.getByRole('status').filter({ hasText: 'Login successful' });
    await expect(flash).toBeVisible();
    // The flash closes itself after 5 seconds.
    await expect(flash).toBeHidden({ timeout: 7_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^cc_/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the form shows the rules under each field, and the server refuses a taken e-mail', async ({
    page,
    user,
  }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('The name field is required.')).toBeVisible();
    await expect(page.getByText('The password confirmation field is required.')).toBeVisible();

    await page.getByLabel('Full name').fill('Someone Else');
    await page.getByLabel('Email address').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('The password field must be at least 8 characters.')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('The email has already been taken.')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('an admin signs in to the back office and moves between its sections by URL', async ({
    page,
  }) => {
    const admin = adminAccount();
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Sign in' })).toBeVisible();
    await page.getByLabel('Email address').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Admin login successful')).toBeVisible();
    // The dashboard's figures are counted, not samples.
    const card = (label: string) => page.getByText(label, { exact: true }).locator('..');
    await expect(card('Total Revenue')).toContainText(/৳[\d,.]+/);
    await expect(card('CVs Analyzed')).toContainText(/\d/);
    await page.getByRole('link', { name: 'User Management' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Application Settings' })).toBeVisible();
  });

  test('an admin who signs in on the user screen goes to the back office', async ({ page }) => {
    const admin = adminAccount();
    await page.goto('/login');
    await page.getByLabel('Email address').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe('sign-in messages', () => {
  test('a wrong password says "Invalid credentials"', async ({ page, user }) => {
    await page.goto('/login');
    await page.getByLabel('Email address').fill(user.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
  });

  test('a user account at the admin sign-in says "Invalid admin credentials"', async ({
    page,
    request,
  }) => {
    const account = await registerUser(request);
    await page.goto('/admin/login');
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid admin credentials');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('no answer from the server says so', async ({ page, user }) => {
    await page.route('**/api/user/login', (route) => route.abort('connectionrefused'));
    await page.goto('/login');
    await page.getByLabel('Email address').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'No response from server. Please check your connection.',
    );
  });

  test('an answer that makes no sense gives the general message', async ({ page, user }) => {
    await page.route('**/api/user/login', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"unexpected":true}' }),
    );
    await page.goto('/login');
    await page.getByLabel('Email address').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
  });

  test('empty fields are caught before anything is sent', async ({ page }) => {
    let sent = false;
    await page.route('**/api/user/login', (route) => {
      sent = true;
      return route.continue();
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The email field is required.')).toBeVisible();
    await expect(page.getByText('The password field is required.')).toBeVisible();
    expect(sent).toBe(false);
  });
});
