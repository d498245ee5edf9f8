import { expect, latestMail, PASSWORD, registerUser, signInThroughApi, test } from './fixtures';

/** A 1 × 1 PNG: the server re-encodes whatever it is given as a JPEG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test('a user changes their name, photo and e-mail in Account Settings, then signs in with the new address', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, 'Rumana Haque');
  await signInThroughApi(page, user);
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('tab', { name: 'Profile Settings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('Welcome, Rumana Haque').first()).toBeVisible();

  // The name, and a phone in any usual form.
  await page.getByLabel('Full Name').fill('Rumana Akter');
  await page.getByLabel('Phone Number').fill('01712 345678');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByText('Welcome, Rumana Akter').first()).toBeVisible();
  await expect(page.getByLabel('Phone Number')).toHaveValue('+880 1712-345678');

  // A phone that is no Bangladeshi mobile is said under the field.
  await page.getByLabel('Phone Number').fill('12345');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Please enter a valid Bangladeshi mobile number')).toBeVisible();
  await page.getByLabel('Phone Number').fill('01712345678');

  // A photo: previewed, then saved as a JPEG the server serves.
  await page
    .getByLabel('Choose photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Your new photo, not saved yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  const photo = page.getByRole('img', { name: 'Your photo' });
  await expect(photo).toHaveAttribute('src', /^\/api\/avatars\/\d+\/[0-9a-f-]+\.jpg$/);
  const served = await request.get((await photo.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('image/jpeg');

  // A new e-mail address waits for its link.
  const newEmail = `new-${user.email}`;
  await page.getByLabel('Email Address').fill(newEmail);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(`We have sent a confirmation link to ${newEmail}`)).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Waiting for confirmation');
  await expect(page.getByLabel('Email Address')).toHaveValue(user.email);

  const mail = await latestMail(newEmail);
  expect(mail.subject).toBe('Confirm your new CareerCard e-mail address');
  const link = new URL(/https?:\/\/\S+\/confirm-email\?token=[\w-]+/.exec(mail.text)![0]);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('status')).toContainText('Your e-mail address has been changed');

  // The old address is told.
  const notice = await latestMail(user.email);
  expect(notice.subject).toBe('Your CareerCard e-mail address was changed');
  expect(notice.text).toContain(newEmail);

  // Signed out, the new address signs in; the old one no longer does.
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).not.toHaveURL(/\/dashboard/);
  const old = await request.post('/api/user/login', {
    data: { email: user.email, password: PASSWORD },
  });
  expect(old.status()).toBe(401);
  await page.goto('/login');
  await page.getByLabel('Email address').fill(newEmail);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome, Rumana Akter').first()).toBeVisible();
});
