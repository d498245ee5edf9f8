import { expect, signInThroughApi, test } from './fixtures';

const UNSUPPORTED =
  'Unsupported file type. Please upload a PDF, Word document (.docx) or image (JPG/PNG).';

test.describe('landing page', () => {
  test('shows the hero, the four features, how it works, testimonials and the footer links', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const feature of [
      'ATS Score Checker',
      'AI CV Builder',
      'Job-Specific CVs',
      'AI Cover Letters',
    ]) {
      await expect(page.locator('#features').getByRole('heading', { name: feature })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Job seekers who got more replies' }),
    ).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'href',
      '/p/about-us',
    );
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/p/privacy-policy',
    );
    await expect(footer.getByRole('link', { name: 'ATS Checker' })).toHaveAttribute(
      'href',
      '/#features',
    );
  });

  test('Features, from any page, opens the landing page at its features', async ({ page }) => {
    /** Where the features section starts on the screen: just under the sticky header. */
    const featuresTop = () =>
      page.locator('#features').evaluate((section) => section.getBoundingClientRect().top);
    // The scroll is smooth: on its way from far down the section passes above the header, so
    // wait for where it comes to rest, in the band under the header.
    const atFeatures = async () => {
      await expect(page).toHaveURL(/\/#features$/);
      await expect
        .poll(async () => {
          const top = await featuresTop();
          return top >= 0 && top <= 80 ? 'under the header' : top;
        })
        .toBe('under the header');
    };

    await page.goto('/analyzer');
    await page.getByRole('banner').getByRole('link', { name: 'Features' }).click();
    await atFeatures();

    // Again after scrolling away, from the landing page itself.
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    await page.getByRole('banner').getByRole('link', { name: 'Features' }).click();
    await atFeatures();

    await page.goto('/p/blog');
    await page.getByRole('contentinfo').getByRole('link', { name: 'CV Builder' }).click();
    await atFeatures();

    // A link to it opened afresh.
    await page.goto('/p/about-us');
    await page.goto('/#features');
    await atFeatures();
  });

  test('Upload CV and Check ATS Score open the upload modal; Create CV goes to the dashboard', async ({
    page,
  }) => {
    await page.goto('/');
    for (const button of ['Upload CV', 'Check ATS Score']) {
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload your CV' });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await page.getByRole('link', { name: 'Create CV' }).click();
    await expect(page).toHaveURL(/\/login$/); // a visitor signs in first
  });

  test('the upload modal refuses a file that is not a PDF, Word document or image', async ({
    page,
  }) => {
    let uploaded = false;
    await page.route('**/api/user/cv/upload', (route) => {
      uploaded = true;
      return route.continue();
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Upload CV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload your CV' });
    // A Word 97-2003 file: only .docx is read.
    await dialog.getByLabel('Choose a file').setInputFiles({
      name: 'cv.doc',
      mimeType: 'application/msword',
      buffer: Buffer.from('not a pdf'),
    });
    await expect(dialog.getByRole('alert')).toHaveText(UNSUPPORTED);
    expect(uploaded).toBe(false);
  });

  test('a file dropped on the modal is checked the same way', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Upload CV' }).click();
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
      return transfer;
    });
    await page.getByTestId('cv-drop-zone').dispatchEvent('drop', { dataTransfer });
    await expect(page.getByRole('alert')).toHaveText(UNSUPPORTED);
  });

  test('"Paste text instead" opens the analyzer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Upload CV' }).click();
    await page.getByRole('button', { name: 'Paste text instead' }).click();
    await expect(page).toHaveURL(/\/analyzer$/);
    await expect(page.getByLabel('Job Description')).toBeVisible();
  });

  test('a signed-in visitor sees "Welcome, {name}!" and Logout in the header', async ({
    page,
    user,
  }) => {
    await signInThroughApi(page, user);
    await page.goto('/');
    await expect(page.getByRole('banner').getByText(`Welcome, ${user.name}!`)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  });
});
