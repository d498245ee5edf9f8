import type { APIRequestContext, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { totpAt } from '../../apps/server/src/modules/two-factor/totp';
import { adminAccount, expect, latestMail, test, type Account } from './fixtures';

const STEP_MS = 30_000;

/** A new staff member with the Editor role, who has chosen their password from the invitation. */
async function newStaffMember(request: APIRequestContext, name: string): Promise<Account> {
  const admin = adminAccount();
  const signIn = await request.post('/api/admin/login', {
    data: { email: admin.email, password: admin.password },
  });
  const headers = {
    authorization: `Bearer ${((await signIn.json()) as { data: { user: { token: string } } }).data.user.token}`,
  };
  const roles = (await (await request.get('/api/admin/roles', { headers })).json()) as {
    data: Array<{ id: number; name: string }>;
  };
  const editor = roles.data.find((role) => role.name === 'Editor')!;
  const email = `staff-2fa-${Date.now()}@careercard.test`;
  const added = await request.post('/api/admin/staff', {
    headers,
    data: { name, email, roleId: editor.id },
  });
  expect(added.status()).toBe(201);
  const mail = await latestMail(email);
  const token = /reset-password\?token=([\w-]+)/.exec(mail.text)![1]!;
  const password = 'staff-two-factor-2026';
  const chosen = await request.post('/api/user/reset-password', {
    data: { token, password, password_confirmation: password },
  });
  expect(chosen.ok()).toBe(true);
  return { name, email, password };
}

async function passwordStep(page: Page, account: Account) {
  await page.goto('/admin/login');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

test('a staff member sets up an authenticator app, then signs in with a code and with a recovery code', async ({
  page,
  request,
}) => {
  test.slow(); // an invitation e-mail and three sign-ins
  const staff = await newStaffMember(request, 'Shahana Parvin');

  await page.goto('/admin/login');
  await page.getByLabel('Email address').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Security' })
    .click();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const qr = page.getByRole('img', { name: 'QR code to scan with an authenticator app' });
  await expect(qr).toBeVisible();
  // The secret as an authenticator app reads it: from the QR code itself.
  const image = PNG.sync.read(await qr.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  const otpauth = new URL(decoded!.data);
  expect(otpauth.protocol).toBe('otpauth:');
  const secret = otpauth.searchParams.get('secret')!;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // The key shown for typing by hand is the same one.
  expect((await page.getByLabel('Setup key').textContent())!.replace(/\s/g, '')).toBe(secret);

  await page.getByLabel('6-digit code').fill('000000');
  await page.getByLabel('Your password').fill(staff.password);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText(/That code is not right/)).toBeVisible();
  await page.getByLabel('6-digit code').fill(totpAt(secret, Date.now()));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('Two-factor sign-in is on.', { exact: true })).toBeVisible();
  await expect(page.getByText('10 unused recovery codes left.')).toBeVisible();
  await signOut(page);

  // The next code of the app (the one that turned it on is spent).
  await passwordStep(page, staff);
  await page.getByLabel('Authentication code').fill('123456');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText(/That code is not right/)).toBeVisible();
  await page.getByLabel('Authentication code').fill(totpAt(secret, Date.now() + STEP_MS));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Admin login successful' }),
  ).toBeVisible();
  await signOut(page);

  // A lost phone: a recovery code, which then works no more.
  await passwordStep(page, staff);
  await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(codes[3]!);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/security');
  await expect(page.getByText('9 unused recovery codes left.')).toBeVisible();
  await signOut(page);
  await passwordStep(page, staff);
  await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(codes[3]!);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText(/That code is not right/)).toBeVisible();
});
