import { expect, test } from './fixtures';

test.describe('public routes render', () => {
  test('the analyzer asks for both texts before analysing', async ({ page }) => {
    await page.goto('/analyzer');
    await page.getByLabel('Your CV / Resume').fill('   ');
    await page.getByRole('button', { name: 'Analyze My CV' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Please provide both the CV/Resume and the Job Description.',
    );
  });

  test('the payment result tells a visitor to sign in, shows nothing its address claims, and closes home', async ({
    page,
  }) => {
    await page.goto(
      '/payment/success?status=success&message=Payment%20completed&paymentID=TR0011ABC',
    );
    // The truth comes from the server, for the payment's owner only.
    const dialog = page.getByRole('dialog', { name: 'Payment Status' });
    await expect(dialog).toContainText('Sign in to see how this payment went.');
    await expect(dialog).not.toContainText('Payment completed');
    await expect(dialog).not.toContainText('TR0011ABC');
    await expect(page.getByRole('dialog', { name: 'Payment Successful!' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  const pages: Array<[string, string]> = [
    ['/v/nobody-here', 'V-Card Not Found'],
    ['/p/no-such-page', '404 - Page Not Found'],
    ['/p/blog', 'CareerCard Blog'],
    ['/p/blog/category/cv-tips', 'CareerCard Blog'],
    ['/p/blog/some-post', 'Loading or post not found...'],
    ['/cv-preview?token=abc', 'No data found or user not logged in'],
    ['/cv/1', 'No data found or user not logged in'],
    ['/no/such/page', '404 - Page Not Found'],
  ];
  for (const [path, text] of pages) {
    test(`${path} shows "${text}"`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    });
  }
});
