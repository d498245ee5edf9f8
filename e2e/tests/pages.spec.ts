import { randomUUID } from 'node:crypto';
import { adminAccount, expect, signInThroughApi, test } from './fixtures';

test.describe('Page Management and the public pages', () => {
  test('a Draft page is a 404 for visitors until staff publish it', async ({ page, browser }) => {
    const slug = `campus-recruitment-${randomUUID().slice(0, 8)}`;
    await signInThroughApi(page, adminAccount(), 'admin');
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Page Management' }).click();
    await expect(page.getByRole('row', { name: /About Us/ })).toContainText('/p/about-us');

    await page.getByRole('button', { name: 'Add New Page' }).click();
    const editor = page.getByRole('form', { name: 'New Page' });
    // Said before anything is sent.
    await editor.getByRole('button', { name: 'Save Page' }).click();
    await expect(editor.getByRole('alert').first()).toContainText(
      'Title and content are required.',
    );

    await editor.getByLabel('Title', { exact: true }).fill('Campus Recruitment Week');
    // The slug follows the title, then is normalised as it is typed.
    await expect(editor.getByLabel('Slug')).toHaveValue('campus-recruitment-week');
    await editor.getByLabel('Slug').fill(`${slug.toUpperCase()} !`);
    await expect(editor.getByLabel('Slug')).toHaveValue(`${slug}-`);
    await editor.getByLabel('SEO Title').fill('Campus Recruitment Week');
    await expect(editor.getByText('23 / 60')).toBeVisible();
    await expect(editor.getByText('0 / 160')).toBeVisible();
    await editor
      .getByLabel('Content (HTML)')
      .fill(
        '<h2>Who is hiring</h2><p>Employers from Gulshan and Motijheel meet final-year students.</p>' +
          '<script>document.title = "hacked"</script>',
      );
    // The preview draws the HTML in a sandboxed frame, where the script does not run.
    const preview = page.frameLocator('iframe[title="Preview of Campus Recruitment Week"]');
    await expect(preview.getByRole('heading', { name: 'Who is hiring' })).toBeVisible();
    await expect(page).not.toHaveTitle('hacked');
    await expect(editor.getByLabel('Status')).toHaveValue('Draft');

    // The Bangla version, under its own tab, with the same preview.
    await editor.getByRole('tab', { name: 'বাংলা' }).click();
    await editor.getByLabel('Title', { exact: true }).fill('ক্যাম্পাস নিয়োগ সপ্তাহ');
    await editor
      .getByLabel('Content (HTML)')
      .fill('<h2>কারা নিয়োগ দিচ্ছেন</h2><p>গুলশান ও মতিঝিলের প্রতিষ্ঠান।</p>');
    const banglaPreview = page.frameLocator('iframe[title="Preview of ক্যাম্পাস নিয়োগ সপ্তাহ"]');
    await expect(banglaPreview.getByRole('heading', { name: 'কারা নিয়োগ দিচ্ছেন' })).toBeVisible();
    await editor.getByRole('button', { name: 'Save Page' }).click();

    const row = page.getByRole('row', { name: /Campus Recruitment Week/ });
    await expect(row).toContainText(`/p/${slug}`);
    await expect(row).toContainText('Draft');

    const visitor = await browser.newPage();
    const hidden = await visitor.goto(`/p/${slug}`);
    expect(hidden?.status()).toBe(404);
    await expect(visitor.getByText('404 - Page Not Found', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: 'Campus Recruitment Week: Draft. Switch' }).click();
    await expect(row).toContainText('Published');

    const shown = await visitor.goto(`/p/${slug}`);
    expect(shown?.status()).toBe(200);
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Campus Recruitment Week' }),
    ).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Who is hiring' })).toBeVisible();
    await expect(visitor).toHaveTitle('Campus Recruitment Week');
    await visitor.close();
    // A reader whose browser asks for Bangla gets the Bangla version.
    const reader = await browser.newPage({ locale: 'bn-BD' });
    await reader.goto(`/p/${slug}`);
    await expect(
      reader.getByRole('heading', { level: 1, name: 'ক্যাম্পাস নিয়োগ সপ্তাহ' }),
    ).toBeVisible();
    await expect(reader.getByRole('article')).toHaveAttribute('lang', 'bn');
    await reader.close();

    // Edit, then delete after the spec's question.
    await row.getByRole('button', { name: 'Edit Campus Recruitment Week' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Campus Recruitment Week 2026');
    await page.getByRole('button', { name: 'Update Page' }).click();
    const renamed = page.getByRole('row', { name: /Campus Recruitment Week 2026/ });
    await renamed.getByRole('button', { name: 'Delete Campus Recruitment Week 2026' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete this page?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(renamed).toHaveCount(0);
  });

  test("the footer's About Us and Pricing pages come with a fresh install", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/p\/about-us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'What you can do with CareerCard' }),
    ).toBeVisible();
    // A link inside the page opens the Pricing page, with today's prices from the packages.
    await page.getByRole('article').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/p\/pricing$/);
    await expect(page.getByRole('row', { name: /Single CV Download/ })).toContainText('৳');
  });

  test('a starter page reads in Bangla once the reader switches to বাংলা', async ({ page }) => {
    await page.goto('/p/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveAttribute('lang', 'en');

    await page.getByRole('button', { name: /বাংলা/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'আমাদের সম্পর্কে' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveAttribute('lang', 'bn');
    await expect(
      page.getByRole('heading', { name: 'CareerCard দিয়ে আপনি যা করতে পারেন' }),
    ).toBeVisible();
    // Its links lead to the other pages in Bangla, prices in Bengali digits.
    await page.getByRole('article').getByRole('link', { name: 'মূল্য তালিকা' }).click();
    await expect(page).toHaveURL(/\/p\/pricing$/);
    await expect(page.getByRole('columnheader', { name: 'মূল্য' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Single CV Download/ })).toContainText(/৳[০-৯]/);
  });
});
