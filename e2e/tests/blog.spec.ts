import { randomUUID } from 'node:crypto';
import { adminAccount, expect, signInThroughApi, test } from './fixtures';

test.describe('the blog', () => {
  test('an editor files a new post under a new category and publishes it; a visitor reads it', async ({
    page,
    browser,
  }) => {
    const tag = randomUUID().slice(0, 6);
    const categoryName = `Remote Jobs ${tag}`;
    const categorySlug = `remote-jobs-${tag}`;
    const title = `Working Remotely from Sylhet ${tag}`;

    await signInThroughApi(page, adminAccount(), 'admin');
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Blog Management' }).click();

    // A category: its slug follows the name.
    await page.getByRole('tab', { name: 'Categories' }).click();
    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.getByRole('button', { name: 'Save Category' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter a category name.');
    // 'Name' exactly: the Bangla name beside it is optional.
    await dialog.getByLabel('Name', { exact: true }).fill(categoryName);
    await expect(dialog.getByLabel('Slug')).toHaveValue(categorySlug);
    await dialog.getByRole('button', { name: 'Save Category' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(categoryName) })).toContainText('0');
    // Uncategorized has no delete button.
    await expect(page.getByRole('button', { name: 'Edit Uncategorized' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Uncategorized' })).toHaveCount(0);

    // A post in it: slug and SEO title follow the title; the SEO analysis is live.
    await page.getByRole('tab', { name: 'All Posts' }).click();
    await page.getByRole('button', { name: 'Write New Post' }).click();
    await page.getByRole('button', { name: 'Save Post' }).click();
    await expect(page.getByRole('alert')).toHaveText('Title and content are required.');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await expect(page.getByLabel('Slug')).toHaveValue(`working-remotely-from-sylhet-${tag}`);
    await expect(page.getByLabel('SEO title')).toHaveValue(title);
    await page.getByLabel('Category').selectOption({ label: categoryName });
    await page
      .getByLabel('Content (HTML)')
      .fill(
        '<h2>Set up a quiet corner</h2><p>A stable connection and a backup power source matter more than a fancy desk.</p><script>alert(1)</script>',
      );
    await expect(
      page.frameLocator('iframe[title="Preview of the post"]').getByRole('heading', {
        name: 'Set up a quiet corner',
      }),
    ).toBeVisible();
    await page.getByLabel('Focus keyword').fill('working remotely');
    const analysis = page.getByRole('region', { name: 'SEO analysis' });
    await expect(analysis).toContainText('Focus keyword in the slug');
    await expect(page.getByText(`${title.length} / 60`)).toBeVisible();
    await page.getByRole('button', { name: 'Save Post' }).click();

    await expect(page.getByText('Post saved.')).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('Draft');
    await expect(row).toContainText(categoryName);
    await expect(row).toContainText('Super Admin');
    await page.getByLabel('Search posts').fill(`sylhet ${tag}`.toUpperCase());
    await expect(page.getByRole('row')).toHaveCount(2); // the header and the post
    await row.getByRole('button', { name: `Publish ${title}` }).click();
    await expect(row).toContainText('Published');

    // A visitor, signed in nowhere, finds it under its category and reads it.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/p/blog/category/${categorySlug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: categoryName })).toBeVisible();
    await expect(
      visitor.getByRole('navigation', { name: 'Categories' }).getByRole('link', {
        name: new RegExp(categoryName),
      }),
    ).toBeVisible();
    await visitor.getByRole('link', { name: title }).click();
    await expect(visitor).toHaveURL(new RegExp(`/p/blog/working-remotely-from-sylhet-${tag}$`));
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText('By Super Admin')).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Set up a quiet corner' })).toBeVisible();
    await expect(visitor.locator('article script')).toHaveCount(0);
    await expect(visitor).toHaveTitle(`${title} · CareerCard`);
  });

  test('a visitor finds the starter posts on /p/blog and reads one', async ({ page }) => {
    await page.goto('/p/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'CareerCard Blog' })).toBeVisible();
    for (const title of [
      'How to Write a CV That Passes an ATS',
      'Preparing for a Job Interview in Bangladesh: Questions and Answers',
      'Cover Letters: What to Write When Applying on Bdjobs or by E-mail',
    ]) {
      await expect(page.getByRole('link', { name: title })).toBeVisible();
    }
    // Feed readers follow the blog from the link under its title.
    const feed = page.getByRole('link', { name: 'Follow the blog by RSS' });
    await expect(feed).toHaveAttribute('href', '/p/blog/rss.xml');
    const rss = await page.request.get('/p/blog/rss.xml');
    expect(rss.headers()['content-type']).toMatch(/^application\/rss\+xml/);
    expect(await rss.text()).toContain('<title>How to Write a CV That Passes an ATS</title>');
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', {
        name: /CV Tips/,
      })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'CV Tips' })).toBeVisible();
    await page.getByRole('link', { name: 'How to Write a CV That Passes an ATS' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'How to Write a CV That Passes an ATS' }),
    ).toBeVisible();
    await expect(page.getByText('By CareerCard Editorial')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Related posts' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent posts' })).toBeVisible();

    await page.goto('/p/blog/no-such-post');
    await expect(page.getByText('Loading or post not found...')).toBeVisible();
  });
});
