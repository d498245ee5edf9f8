import { sampleCv } from '@careercard/shared/cv-sample';
import { createCvThroughApi, expect, signInThroughApi, test } from './fixtures';

/** The sample CV with a blank a draft left in its summary, and no phone (no verification step). */
const withBlank = {
  ...sampleCv,
  personal: {
    ...sampleCv.personal,
    phone: '',
    summary: 'Brand manager known for delivering [key result] for FMCG brands in Dhaka.',
  },
};

test.describe('no unfilled blanks slip out', () => {
  test('the editor marks the blank; Save & Download lists it, fills it or goes on', async ({
    page,
    user,
  }) => {
    const signedIn = await signInThroughApi(page, user);
    const cv = await createCvThroughApi(page.request, signedIn, {
      name: 'Blank CV',
      data: withBlank,
    });
    await page.goto(`/dashboard/my-cvs/${cv.id}`);

    // The form names the blank under the field; the preview lists it with its field.
    const summary = page.getByLabel('Professional summary');
    await expect(summary).toHaveAccessibleDescription(/Fill in this blank: \[key result\]/);
    const note = page.getByRole('note', { name: '1 blank left to fill' });
    await expect(note).toContainText('Professional summary: [key result]');
    await expect(note).toContainText('the PDF prints the CV as it is');
    // On screen the preview marks the blank's text (a highlight, the pages' DOM untouched).
    const preview = page.getByRole('region', { name: 'CV preview' });
    await expect(preview.locator('[data-cv-page]').first()).toContainText('[key result]');
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...(CSS.highlights.get('cv-blank')?.values() ?? [])].map((range) =>
            range instanceof Range ? range.toString() : '',
          ),
        ),
      )
      .toContain('[key result]');

    // Save & Download first lists the blank: 'Fill them in' puts the cursor in the field.
    await page.getByRole('button', { name: 'Save & Download' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Your CV still has 1 blank to fill' });
    await expect(dialog).toContainText('Professional summary: [key result]');
    await dialog.getByRole('button', { name: 'Fill them in' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(summary).toBeFocused();

    // 'Go on anyway' goes on to the download's next step, the payment.
    await page.getByRole('button', { name: 'Save & Download' }).click();
    await dialog.getByRole('button', { name: 'Go on anyway' }).click();
    await expect(page.getByRole('dialog', { name: 'Complete Your Payment' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Filled in, the marks go and Save & Download asks nothing.
    await summary.fill('Brand manager who grew market share by 4 points for FMCG brands.');
    await expect(note).toHaveCount(0);
    await expect(page.getByText(/Fill in this blank/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Save & Download' }).click();
    await expect(page.getByRole('dialog', { name: 'Complete Your Payment' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('Publish V-Card lists the blanks the card would show; Fill them in opens the field', async ({
    page,
    user,
  }) => {
    const signedIn = await signInThroughApi(page, user);
    const cv = await createCvThroughApi(page.request, signedIn, {
      name: 'Blank Card CV',
      data: withBlank,
    });
    await page.goto('/dashboard/v-card');
    await page.getByLabel('Choose a CV').selectOption({ label: 'Blank Card CV' });
    await expect(page.getByLabel('URL slug')).not.toHaveValue('');
    await page.getByRole('button', { name: 'Publish V-Card' }).click();

    const dialog = page.getByRole('alertdialog', { name: 'Your CV still has 1 blank to fill' });
    await expect(dialog).toContainText('Professional summary: [key result]');
    await dialog.getByRole('button', { name: 'Fill them in' }).click();
    await expect(page).toHaveURL(`/dashboard/my-cvs/${cv.id}?field=personal.summary`);
    await expect(page.getByLabel('Professional summary')).toBeFocused();

    // Or go on anyway: the card goes live as it is.
    await page.goto('/dashboard/v-card');
    await page.getByLabel('Choose a CV').selectOption({ label: 'Blank Card CV' });
    await expect(page.getByLabel('URL slug')).not.toHaveValue('');
    await page.getByRole('button', { name: 'Publish V-Card' }).click();
    await dialog.getByRole('button', { name: 'Go on anyway' }).click();
    await expect(page.getByRole('heading', { name: 'Your V-Card is Live' })).toBeVisible();
  });

  test('the Custom CV Builder lists the blanks before it tailors', async ({ page, user }) => {
    const signedIn = await signInThroughApi(page, user);
    const cv = await createCvThroughApi(page.request, signedIn, {
      name: 'Blank Base CV',
      data: withBlank,
    });
    const analyze = async () => {
      await page.goto('/dashboard/custom-cv');
      await page
        .getByLabel('Step 1: Paste the job description')
        .fill(
          'Brand Manager at an FMCG company in Dhaka: brand strategy, market research, budgets.',
        );
      await page.getByLabel('Step 2: Select a base CV').selectOption({ label: 'Blank Base CV' });
      await page.getByRole('button', { name: 'Analyze CV Match' }).click();
      await page.getByRole('button', { name: 'Generate Tailored CV (৳20)' }).click();
    };
    await analyze();
    const dialog = page.getByRole('alertdialog', { name: 'Your CV still has 1 blank to fill' });
    await expect(dialog).toContainText('Professional summary: [key result]');
    await dialog.getByRole('button', { name: 'Fill them in' }).click();
    await expect(page).toHaveURL(`/dashboard/my-cvs/${cv.id}?field=personal.summary`);
    await expect(page.getByLabel('Professional summary')).toBeFocused();

    await analyze();
    await dialog.getByRole('button', { name: 'Go on anyway' }).click();
    await expect(page.getByRole('dialog', { name: 'Complete Your Payment' })).toBeVisible();
  });
});
