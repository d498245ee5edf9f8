import { sampleCv } from '@careercard/shared/cv-sample';
import type { Page } from '@playwright/test';
import { createCvThroughApi, expect, signInThroughApi, test } from './fixtures';

const saved = (page: Page) => expect(page.getByText(/^All changes saved/)).toBeVisible();
const personal = (page: Page) => page.getByRole('region', { name: 'Personal Information' });
const preview = (page: Page) => page.getByRole('region', { name: 'CV preview' });

test.describe("a CV's history (issue 45)", () => {
  test('three edits, the first restored from the history; an AI change undone and redone', async ({
    page,
    user,
  }, testInfo) => {
    const me = await signInThroughApi(page, user);
    const summaryText = 'responsible for building apis. hard-working team player';
    const cv = await createCvThroughApi(page.request, me, {
      name: 'Procurement CV',
      data: { ...sampleCv, personal: { ...sampleCv.personal, summary: summaryText } },
    });
    await page.goto(`/dashboard/my-cvs/${cv.id}`);
    const title = personal(page).getByLabel('Professional title');
    const summary = personal(page).getByLabel('Professional summary');
    await expect(summary).toHaveValue(summaryText);

    // 1. Typing. 2. Another template. 3. An AI rewrite of the summary.
    await title.fill('Procurement Lead');
    await saved(page);
    await page.getByLabel('Template').selectOption({ label: 'ClassicResume' });
    await saved(page);
    await personal(page).getByRole('button', { name: 'Improve with AI' }).last().click();
    await expect(summary).toHaveValue(/^Built apis\./);
    await saved(page);

    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Version history' });
    const versions = history.getByRole('listitem');
    await expect(versions).toHaveCount(3);
    await expect(versions.nth(0)).toContainText('Before an AI change');
    await expect(versions.nth(0)).toContainText('Changed after it: Personal Information');
    await expect(versions.nth(1)).toContainText('Before a template switch');
    await expect(versions.nth(1)).toContainText('Changed after it: Template');
    await expect(versions.nth(2)).toContainText('Before your edits');
    await page.screenshot({ path: testInfo.outputPath('history.png') });

    // The CV after the first edit: previewed, then restored.
    await versions
      .nth(1)
      .getByRole('button', { name: /^Preview the version of/ })
      .click();
    await expect(history.getByText(/^The CV as it was on/)).toBeVisible();
    await expect(history.locator('[data-cv-page]').first()).toContainText('Procurement Lead');
    await expect(history.locator('[data-cv-page]').first()).toContainText('hard-working');
    await page.screenshot({ path: testInfo.outputPath('version-preview.png') });
    await history.getByRole('button', { name: 'Restore this version' }).click();
    await expect(history).toBeHidden();
    await expect(page.getByText(/^Restored the version of/)).toBeVisible();
    await expect(summary).toHaveValue(summaryText);
    await expect(title).toHaveValue('Procurement Lead');
    await expect(page.getByLabel('Template')).toHaveValue('1');
    await expect(preview(page)).toContainText('hard-working');

    // The restore is itself a version, and the server has the restored CV.
    await page.reload();
    await expect(summary).toHaveValue(summaryText);
    await page.getByRole('button', { name: 'History' }).click();
    await expect(versions).toHaveCount(4);
    await expect(versions.nth(0)).toContainText('Before a restore');
    await history.getByRole('button', { name: 'Close' }).click();

    // An AI change, undone and redone with the buttons and the keys.
    await personal(page).getByRole('button', { name: 'Improve with AI' }).last().click();
    await expect(summary).toHaveValue(/^Built apis\./);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(summary).toHaveValue(summaryText);
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect(summary).toHaveValue(/^Built apis\./);
    await summary.focus();
    await page.keyboard.press('Control+Z');
    await expect(summary).toHaveValue(summaryText);
    await page.keyboard.press('Control+Shift+Z');
    await expect(summary).toHaveValue(/^Built apis\./);
    await page.keyboard.press('Control+Z');
    await expect(summary).toHaveValue(summaryText);
    // What is on screen is what is saved.
    await saved(page);
    await page.reload();
    await expect(summary).toHaveValue(summaryText);
  });

  test('a deleted CV waits in the Trash: restored, then deleted forever', async ({
    page,
    user,
  }, testInfo) => {
    const me = await signInThroughApi(page, user);
    await createCvThroughApi(page.request, me, { name: 'Logistics CV', data: sampleCv });
    await page.goto('/dashboard/my-cvs');
    await page.getByRole('button', { name: 'Delete Logistics CV' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('CV moved to the Trash.')).toBeVisible();
    await expect(page.getByText('No CVs yet')).toBeVisible();

    const trash = page.getByRole('region', { name: 'Trash' });
    await expect(trash).toContainText('Logistics CV');
    await page.screenshot({ path: testInfo.outputPath('trash.png'), fullPage: true });
    await expect(trash).toContainText(
      /Deleted \d{1,2} [A-Z][a-z]+ \d{4} · deleted for good on \d{1,2} [A-Z][a-z]+ \d{4}/,
    );
    await trash.getByRole('button', { name: 'Restore Logistics CV' }).click();
    await expect(page.getByText('“Logistics CV” is back in My CVs.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Logistics CV' })).toBeVisible();
    await expect(trash).toBeHidden();

    await page.getByRole('button', { name: 'Delete Logistics CV' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await trash.getByRole('button', { name: 'Delete Logistics CV forever' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('cannot be undone');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete forever' }).click();
    await expect(page.getByText('CV deleted forever.')).toBeVisible();
    await expect(trash).toBeHidden();
    await page.reload();
    await expect(page.getByText('No CVs yet')).toBeVisible();
    await expect(trash).toBeHidden();
  });
});
