import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { adminAccount, expect, PASSWORD, signInThroughApi, test } from './fixtures';

test('staff suspend twelve users at once across two pages, then export them as CSV', async ({
  page,
  request,
}) => {
  test.slow(); // twelve accounts, each a deliberate password hash
  const tag = randomUUID().slice(0, 8);
  for (let i = 0; i < 12; i++) {
    const res = await request.post('/api/user/register', {
      data: {
        name: `Jobseeker ${String(i).padStart(2, '0')} ${tag}`,
        email: `bulk-${i}-${tag}@example.test`,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });
    expect(res.status()).toBe(201);
  }
  await signInThroughApi(page, adminAccount(), 'admin');
  await page.goto(`/admin/users?search=${tag}&sort=name&dir=asc`);
  const rows = page.getByRole('row', { name: new RegExp(tag) });
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText(`Jobseeker 00 ${tag}`);

  // The whole first page, then the second: what is ticked stays ticked across pages.
  await page.getByLabel('Select all on this page').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Select all on this page').check();
  const toolbar = page.getByRole('toolbar', { name: 'Bulk actions' });
  await expect(toolbar).toContainText('12 selected');
  await toolbar.getByRole('button', { name: 'Suspend', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Suspend 12 users?');
  await confirm.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Done for 12 of 12.' })).toBeVisible();
  await expect(toolbar).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Suspended' })).toHaveCount(2);

  // The filters live in the address: Suspended only, then the CSV of what they match.
  await page.getByLabel('Status').selectOption('Suspended');
  await expect(page).toHaveURL(/status=Suspended/);
  await expect(rows).toHaveCount(10);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await fs.readFile(await (await download).path(), 'utf8');
  expect(csv.startsWith('\uFEFFID,Name,E-mail,Phone,Status,Paid,Signed up (Dhaka)\r\n')).toBe(true);
  const lines = csv.trim().split('\r\n').slice(1);
  expect(lines).toHaveLength(12);
  for (const line of lines)
    expect(line).toMatch(
      new RegExp(`Jobseeker \\d\\d ${tag},bulk-\\d+-${tag}@example\\.test,,Suspended,No,`),
    );

  // The filters saved as a view by name, opened again from a bare list.
  await page.getByRole('button', { name: 'Save view' }).click();
  const naming = page.getByRole('dialog', { name: 'Save this view' });
  await naming.getByLabel('Name').fill(`Suspended ${tag}`);
  await naming.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'View saved.' })).toBeVisible();
  await page.goto('/admin/users');
  await page.getByLabel('Saved views').selectOption({ label: `Suspended ${tag}` });
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  await expect(page).toHaveURL(/status=Suspended/);
  await expect(page.getByLabel('Status')).toHaveValue('Suspended');
  await expect(rows).toHaveCount(10);

  const signIn = await request.post('/api/user/login', {
    data: { email: `bulk-3-${tag}@example.test`, password: PASSWORD },
  });
  expect(signIn.status()).toBe(403);
});

test('an editor publishes the Draft posts of one category at once; staff switch designs off together', async ({
  page,
  request,
}) => {
  const tag = randomUUID().slice(0, 8);
  const admin = await signInThroughApi(page, adminAccount(), 'admin');
  const headers = { authorization: `Bearer ${admin.token}` };
  const category = await request.post('/api/admin/blog/categories', {
    headers,
    data: { name: `Interviews ${tag}` },
  });
  const categoryId = (await category.json()).data.id as number;
  for (const [title, status] of [
    ['Salary talks', 'Draft'],
    ['First day', 'Draft'],
    ['Panel questions', 'Published'],
  ]) {
    const made = await request.post('/api/admin/blog/posts', {
      headers,
      data: {
        title: `${title} ${tag}`,
        content: '<p>Advice from Kanchanpur.</p>',
        categoryId,
        status,
      },
    });
    expect(made.status()).toBe(201);
  }

  await page.goto('/admin/blog');
  await page.getByLabel('Category').selectOption({ label: `Interviews ${tag}` });
  await page.getByLabel('Status').selectOption('Draft');
  await expect(page).toHaveURL(new RegExp(`category=${categoryId}`));
  const rows = page.getByRole('row', { name: new RegExp(tag) });
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Select every post on this page').check();
  const toolbar = page.getByRole('toolbar', { name: 'Bulk actions' });
  await toolbar.getByRole('button', { name: 'Publish', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Publish 2 posts?');
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Done for 2 of 2.' })).toBeVisible();
  // Still filtered to Drafts: none are left.
  await expect(rows).toHaveCount(0);
  const published = await request.get(
    `/api/admin/blog/posts?category=${categoryId}&status=Published`,
    { headers },
  );
  expect((await published.json()).total).toBe(3);

  for (const name of ['Ember', 'Frost']) {
    const made = await request.post('/api/admin/nfc-designs', {
      headers,
      data: { name: `${name} ${tag}`, thumbnailUrl: '/nfc/classic.png', price: 280 },
    });
    expect(made.status()).toBe(201);
  }
  await page.goto('/admin/nfc-designs');
  for (const name of ['Ember', 'Frost']) await page.getByLabel(`Select ${name} ${tag}`).check();
  await page.screenshot({ path: test.info().outputPath('designs-ticked.png'), fullPage: true });
  await page
    .getByRole('toolbar', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Disable' })
    .click();
  await expect(page.getByRole('alertdialog')).toContainText('Disable 2 designs?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Done for 2 of 2.' })).toBeVisible();
  for (const name of ['Ember', 'Frost'])
    await expect(page.getByRole('listitem', { name: `${name} ${tag}` })).toContainText('Disabled');
});
