import { adminAccount, expect, png, signInThroughApi, test } from './fixtures';

const brandColour = () =>
  getComputedStyle(document.documentElement).getPropertyValue('--color-brand-700').trim();

test('Theme: a new primary colour, logo and favicon reach every page, and go back to the defaults', async ({
  page,
  browser,
}) => {
  await signInThroughApi(page, adminAccount(), 'admin');
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Theme' })).toBeVisible();

  // A colour white text cannot be read on is refused, with the reason.
  const colour = page.getByLabel('Primary colour', { exact: true });
  await colour.fill('#fde68a');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(/Please choose a darker colour/)).toBeVisible();

  await colour.fill('#6d28d9');
  await page.getByLabel('Logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: png(200, 50, [109, 40, 217]),
  });
  await expect(page.getByText('logo.png will be uploaded when you save.')).toBeVisible();
  // A file that is not a PNG is refused before it is sent.
  await page.getByLabel('Favicon').setInputFiles({
    name: 'favicon.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(page.getByText('The favicon must be an ICO or PNG image.')).toBeVisible();
  await page.getByLabel('Favicon').setInputFiles({
    name: 'favicon.png',
    mimeType: 'image/png',
    buffer: png(32, 32, [109, 40, 217]),
  });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  // The back office itself takes the new look at once.
  await expect.poll(() => page.evaluate(brandColour)).toBe('#6d28d9');
  await expect(page.getByRole('link', { name: 'CareerCard' }).first().locator('img')).toBeVisible();

  // A visitor in another browser gets it with the page, before the app has run.
  const visitor = await browser.newPage();
  await visitor.goto('/');
  expect(await visitor.evaluate(brandColour)).toBe('#6d28d9');
  await expect(visitor.locator('link[rel="icon"]')).toHaveAttribute(
    'href',
    /^\/api\/theme\/files\/favicon-.*\.png$/,
  );
  const logo = visitor.getByRole('banner').getByRole('img', { name: 'CareerCard' });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(200);

  // Back to the built-in look.
  await page.getByRole('button', { name: 'Use the default colour' }).click();
  await page.getByRole('button', { name: 'Use the built-in one' }).first().click();
  await page.getByRole('button', { name: 'Use the built-in one' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // The flash of the first save may still show: wait for this save to finish.
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  await visitor.reload();
  expect(await visitor.evaluate(brandColour)).toBe('#0f5c45');
  await expect(visitor.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  await expect(visitor.getByRole('banner').getByRole('img', { name: 'CareerCard' })).toHaveCount(0);
  await visitor.close();
});
