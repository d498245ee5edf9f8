import { adminAccount, expect, registerUser, signInThroughApi, test } from './fixtures';

test.describe('the back office Activity', () => {
  test('a price change shows in Recent Activity and on the Activity page, and "What" narrows the list', async ({
    page,
    request,
  }) => {
    const { token } = await signInThroughApi(page, adminAccount(), 'admin');
    const asAdmin = { authorization: `Bearer ${token}` };
    // A package of this test's own, and a change in another area to filter away.
    const name = `Activity Coaching ${Date.now()}`;
    const created = await request.post('/api/admin/packages', {
      data: { name, price: 300 },
      headers: asAdmin,
    });
    expect(created.status()).toBe(201);
    const user = await registerUser(request, 'Rahim Uddin');
    const users = await request.get(
      `/api/admin/manage/user?search=${encodeURIComponent(user.email)}`,
      { headers: asAdmin },
    );
    const userId = ((await users.json()) as { users: Array<{ id: number }> }).users[0]?.id;
    const suspended = await request.post(`/api/admin/users/${userId}/suspend`, {
      headers: asAdmin,
    });
    expect(suspended.status()).toBe(200);

    await page.goto('/admin/packages');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const form = page.getByRole('dialog', { name: 'Edit Package' });
    await form.getByLabel('Price (৳)').fill('350');
    await form.getByRole('button', { name: 'Save Package' }).click();
    await expect(row).toContainText('৳350');

    const priceChange = `Updated package ${name}: price ৳300 → ৳350`;
    await page.getByRole('link', { name: 'Dashboard' }).click();
    const recent = page.getByRole('region', { name: 'Recent Activity' });
    const latest = recent.getByRole('listitem').filter({ hasText: priceChange });
    await expect(latest).toContainText('Super Admin');
    await recent.getByRole('link', { name: 'View all activity' }).click();

    await expect(page).toHaveURL(/\/admin\/activity$/);
    await expect(page.getByRole('heading', { name: 'Activity', exact: true })).toBeVisible();
    const change = page.getByRole('listitem').filter({ hasText: priceChange });
    const suspension = page.getByRole('listitem').filter({ hasText: 'Suspended user Rahim Uddin' });
    await expect(change).toContainText('Super Admin');
    await expect(suspension.first()).toBeVisible();

    await page.getByLabel('What').selectOption({ label: 'Packages' });
    await expect(page).toHaveURL(/action=package/);
    await expect(change).toBeVisible();
    await expect(suspension).toHaveCount(0);
    // The filters live in the address: a reload keeps them.
    await page.reload();
    await expect(page.getByLabel('What')).toHaveValue('package');
    await expect(suspension).toHaveCount(0);

    await page.getByLabel('What').selectOption({ label: 'Users' });
    await expect(suspension.first()).toBeVisible();
    await expect(change).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/admin\/activity$/);
    await expect(change).toBeVisible();
    await expect(suspension.first()).toBeVisible();
  });
});
