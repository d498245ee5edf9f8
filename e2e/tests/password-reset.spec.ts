import { expect, latestMail, PASSWORD, registerUser, test } from './fixtures';

test('a user who forgot their password resets it from the e-mailed link and signs in', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, 'Farhana Yasmin');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email address').fill(user.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'we have sent it a link' }),
  ).toBeVisible();

  const mail = await latestMail(user.email);
  expect(mail.subject).toBe('Choose a new CareerCard password');
  expect(mail.text).toContain('Hello Farhana Yasmin');
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill('a-brand-new-password');
  await page.getByLabel('Confirm password').fill('something-else');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByText('The password confirmation does not match.')).toBeVisible();
  await page.getByLabel('Confirm password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Save my new password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Your password has been changed. Please sign in with it.'),
  ).toBeVisible();
  const old = await request.post('/api/user/login', {
    data: { email: user.email, password: PASSWORD },
  });
  expect(old.status()).toBe(401);
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link worked once.
  await page.getByRole('button', { name: 'Logout' }).click();
  // Signed out: the app leaves the dashboard by itself, and must be done before the next visit.
  await expect(page).not.toHaveURL(/\/dashboard/);
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('New password').fill('yet-another-password');
  await page.getByLabel('Confirm password').fill('yet-another-password');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link is not valid any more');
});
