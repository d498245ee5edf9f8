import {
  adminAccount,
  expect,
  latestMail,
  PASSWORD,
  registerUser,
  signInThroughApi,
  test,
} from './fixtures';

test.describe('the back office', () => {
  test('User Management: find a user, suspend them out of their session, unsuspend, delete', async ({
    page,
    request,
  }) => {
    const user = await registerUser(request, 'Sadia Chowdhury');
    const session = await request.post('/api/user/login', {
      data: { email: user.email, password: PASSWORD },
    });
    const { token } = ((await session.json()) as { data: { user: { token: string } } }).data.user;
    const asUser = { Authorization: `Bearer ${token}` };

    await signInThroughApi(page, adminAccount(), 'admin');
    await page.goto('/admin');
    await page.getByRole('link', { name: 'User Management' }).click();
    await page.getByLabel('Search users').fill(user.email.toUpperCase());
    const row = page.getByRole('row', { name: /Sadia Chowdhury/ });
    await expect(row).toContainText(user.email);
    await expect(row).toContainText('Active');
    await expect(page.getByText(/Page 1 of 1 · 1 user$/)).toBeVisible();

    await row.getByRole('button', { name: 'Suspend Sadia Chowdhury' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Suspend' }).click();
    await expect(row).toContainText('Suspended');
    // Signed out at once, and kept out.
    expect((await request.get('/api/user/auth/user', { headers: asUser })).status()).toBe(401);
    const refused = await request.post('/api/user/login', {
      data: { email: user.email, password: PASSWORD },
    });
    expect(refused.status()).toBe(403);

    await row.getByRole('button', { name: 'Unsuspend Sadia Chowdhury' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Unsuspend' }).click();
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: 'Reset the password of Sadia Chowdhury' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset password' }).click();
    await expect(
      page.getByText('A link to choose a new password was e-mailed to the user.'),
    ).toBeVisible();
    expect((await latestMail(user.email)).subject).toBe('Choose a new CareerCard password');

    // The search is in the address: a reload keeps it.
    await page.reload();
    await expect(page.getByLabel('Search users')).toHaveValue(user.email.toUpperCase());
    await row.getByRole('button', { name: 'Delete Sadia Chowdhury' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('User deleted successfully.')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'No users found.' })).toBeVisible();
    const gone = await request.post('/api/user/login', {
      data: { email: user.email, password: PASSWORD },
    });
    expect(gone.status()).toBe(401);
  });

  test('Login as user: the dashboard as the user sees it, with a banner and the way back', async ({
    page,
    request,
  }) => {
    const user = await registerUser(request, 'Nazma Parvin');
    await signInThroughApi(page, adminAccount(), 'admin');
    await page.goto(`/admin/users?search=${encodeURIComponent(user.email)}`);
    await page.getByRole('button', { name: 'Login as Nazma Parvin' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Login as user' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    const banner = page
      .getByRole('status')
      .filter({ hasText: 'You are signed in as Nazma Parvin' });
    await expect(banner).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hello, Nazma Parvin' })).toBeVisible();
    // Paying is for the user to do.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const pay = await request.post('/api/user/bkash/create-payment', {
      data: { purpose: 'custom_cv' },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(pay.status()).toBe(403);

    await banner.getByRole('button', { name: 'Back to the back office' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    const ended = await request.get('/api/user/auth/user', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(ended.status()).toBe(401);
  });

  test('Package Management: add a package, price it, switch its status by its badge, delete it', async ({
    page,
  }) => {
    await signInThroughApi(page, adminAccount(), 'admin');
    await page.goto('/admin/packages');
    // What checkout charges is named, and stays: no delete.
    const download = page.getByRole('row', { name: /Single CV Download/ });
    await expect(download).toContainText('Charged for each CV download');
    await expect(download.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

    const name = `Interview Coaching ${Date.now()}`;
    await page.getByRole('button', { name: 'Add Package' }).click();
    const form = page.getByRole('dialog', { name: 'Add Package' });
    await form.getByRole('button', { name: 'Save Package' }).click();
    await expect(form.getByText('Please fill all fields correctly.')).toBeVisible();
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Price (৳)').fill('-5');
    await form.getByRole('button', { name: 'Save Package' }).click();
    await expect(form.getByText('Please fill all fields correctly.')).toBeVisible();
    await form.getByLabel('Price (৳)').fill('499.50');
    await form.getByRole('button', { name: 'Save Package' }).click();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('৳499.5');
    await expect(row).toContainText('Listed only: no checkout charges it');

    await row.getByRole('button', { name: `${name}: Active. Switch` }).click();
    await expect(row.getByRole('button', { name: `${name}: Inactive. Switch` })).toBeVisible();
    await page.reload();
    await expect(row).toContainText('Inactive');

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete this package?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
  });

  test('Staff Management: invite an editor, who sets a password from the e-mail and sees only the blog', async ({
    page,
    browser,
  }) => {
    test.slow(); // two browsers and an e-mail
    const email = `editor-${Date.now()}@careercard.test`;
    await signInThroughApi(page, adminAccount(), 'admin');
    await page.goto('/admin/staff');
    await page.getByRole('button', { name: 'Add Staff Member' }).click();
    const form = page.getByRole('dialog', { name: 'Add Staff Member' });
    await form.getByRole('button', { name: 'Add and send invitation' }).click();
    await expect(form.getByText('Please fill all fields.')).toBeVisible();
    await form.getByLabel('Name').fill('Mitu Sarker');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Role').selectOption({ label: 'Editor' });
    await form.getByRole('button', { name: 'Add and send invitation' }).click();
    const row = page.getByRole('row', { name: /Mitu Sarker/ });
    await expect(row).toContainText('Editor');
    await expect(row).toContainText('Invited');

    const mail = await latestMail(email);
    expect(mail.subject).toBe('You have been invited to the CareerCard back office');
    const link = new URL(/https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)![0]);
    const editor = await browser.newPage();
    await editor.goto(link.pathname + link.search);
    await editor.getByLabel('New password').fill('editor-pass-2026');
    await editor.getByLabel('Confirm password').fill('editor-pass-2026');
    await editor.getByRole('button', { name: 'Save my new password' }).click();
    await editor.goto('/admin/login');
    await editor.getByLabel('Email address').fill(email);
    await editor.getByLabel('Password').fill('editor-pass-2026');
    await editor.getByRole('button', { name: 'Sign in' }).click();
    await expect(editor).toHaveURL(/\/admin$/);
    const nav = editor.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: 'Blog Management' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'User Management' })).toHaveCount(0);
    await editor.goto('/admin/users');
    await expect(editor.getByText('Your role has no access to this section.')).toBeVisible();
    await editor.close();

    await page.reload();
    await expect(row).toContainText('Active');
    // A role: created with its checklist, then deleted, its staff moving to Support.
    await page.getByRole('tab', { name: 'Roles & Permissions' }).click();
    await page.getByRole('button', { name: 'Create Role' }).click();
    const roleForm = page.getByRole('dialog', { name: 'Create Role' });
    await roleForm.getByRole('button', { name: 'Save Role' }).click();
    await expect(roleForm.getByText('Please enter a role name.')).toBeVisible();
    const roleName = `Moderators ${Date.now()}`;
    await roleForm.getByLabel('Role name').fill(roleName);
    await roleForm.getByLabel('Manage Users').check();
    await roleForm.getByRole('button', { name: 'Save Role' }).click();
    const card = page.getByRole('listitem', { name: roleName });
    await expect(card).toContainText('Manage Users');
    await card.getByRole('button', { name: `Delete ${roleName}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(card).toHaveCount(0);
    await expect(
      page.getByRole('listitem', { name: 'Super Admin' }).getByRole('button'),
    ).toHaveCount(0);
  });

  test('Application Settings: a saved secret is kept but never shown, and one Save saves every tab', async ({
    page,
  }) => {
    await signInThroughApi(page, adminAccount(), 'admin');
    await page.goto('/admin/settings');
    await page.getByRole('button', { name: 'Courier Gateways' }).click();
    await page.getByLabel('API key').fill('courier-key-1');
    await page.getByLabel('Secret', { exact: true }).fill('courier-secret-1');
    await page.getByLabel('Base URL').fill('not a url');
    // Another tab, the same Save.
    await page.getByRole('button', { name: 'Storage' }).click();
    await page.getByLabel('Region').fill('ap-southeast-1');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Some values need fixing')).toBeVisible();
    await page.getByRole('button', { name: 'Courier Gateways' }).click();
    await expect(page.getByText('The base URL must be a web address.')).toBeVisible();
    await page.getByLabel('Base URL').fill('https://courier.example.test/api');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();

    await page.reload();
    await page.getByRole('button', { name: 'Courier Gateways' }).click();
    await expect(page.getByLabel('API key')).toHaveValue('courier-key-1');
    const secret = page.getByLabel('Secret', { exact: true });
    await expect(secret).toHaveValue('');
    await expect(secret).toHaveAttribute('placeholder', 'Saved (leave blank to keep it)');
    await page.getByRole('button', { name: 'Storage' }).click();
    await expect(page.getByLabel('Region')).toHaveValue('ap-southeast-1');
    await page.getByRole('button', { name: 'Gemini API' }).click();
    await expect(page.getByText('written by CareerCard’s own engine')).toBeVisible();
    await page.getByRole('button', { name: 'Log Management' }).click();
    await expect(page.getByText(/kept \(30 days at most\)/)).toBeVisible();
  });
});
