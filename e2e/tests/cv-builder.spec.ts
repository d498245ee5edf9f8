import { longSampleCv, sampleCv } from '@careercard/shared/cv-sample';
import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createCvThroughApi, expect, signInThroughApi, test } from './fixtures';

const preview = (page: Page) => page.getByRole('region', { name: 'CV preview' });
const previewPages = (page: Page) => preview(page).locator('[data-cv-page]');

/** Adds an entry to a section of the form and fills it, field label by field label. */
async function addEntry(
  page: Page,
  section: string,
  addLabel: string,
  values: Record<string, string>,
) {
  const region = page.getByRole('region', { name: section, exact: true });
  await region.getByRole('button', { name: addLabel }).click();
  const entry = region.getByRole('listitem').last();
  for (const [label, value] of Object.entries(values)) {
    const field = entry.getByLabel(label, { exact: true });
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT')
      await field.selectOption(value);
    else await field.fill(value);
  }
}

const longCv = longSampleCv();

test.describe('the CV builder', () => {
  test('create from a template, fill every section, watch the preview, reload, rename and delete', async ({
    page,
    user,
  }) => {
    // It fills every section of the form: 20 s alone, but on a two-core machine beside the
    // suite's OCR and PDF tests it once ran past three minutes without anything being wrong.
    test.setTimeout(300_000);
    await signInThroughApi(page, user);
    await page.goto('/dashboard/my-cvs');
    await expect(page.getByText('No CVs yet')).toBeVisible();

    await page.getByRole('button', { name: 'Create New CV' }).click();
    await expect(page.getByRole('heading', { name: 'Choose Your Template' })).toBeVisible();
    await page.getByRole('button', { name: 'Preview ClassicResume' }).click();
    const dialog = page.getByRole('dialog', { name: 'ClassicResume' });
    await expect(dialog.locator('[data-cv-page]').first()).toBeVisible();
    // Wide enough to judge the design (it was once squeezed to a phone's width).
    expect((await dialog.boundingBox())?.width).toBeGreaterThan(700);
    await dialog.getByRole('button', { name: 'Select' }).click();

    await expect(page).toHaveURL(/\/dashboard\/my-cvs\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel('CV name')).toHaveValue('Untitled CV');
    await expect(page.getByLabel('Template')).toHaveValue('2');

    const personal = page.getByRole('region', { name: 'Personal Information' });
    // A new CV starts with the account's name and e-mail.
    await expect(personal.getByLabel('Full name')).toHaveValue(user.name);
    await expect(personal.getByLabel('Email')).toHaveValue(user.email);
    await personal.getByLabel('Full name').fill('Sumaiya Khatun');
    await expect(preview(page)).toContainText('Sumaiya Khatun'); // the preview follows the form
    await personal.getByLabel('Professional title').fill('Brand Manager');
    await personal.getByLabel('Email').fill('sumaiya@example.test');
    await personal.getByLabel('Phone').fill('+880 1811-222333');
    await personal.getByLabel('Location').fill('Rupnagar');
    await personal
      .getByLabel('Professional summary')
      .fill('Brand manager who grew three consumer brands.');
    await addEntry(page, 'Links', 'Add link', {
      Label: 'Portfolio',
      Address: 'https://portfolio.example.test',
    });
    await addEntry(page, 'Work Experience', 'Add position', {
      'Job title': 'Brand Manager',
      Company: 'Titas Foods Ltd.',
      Location: 'Rupnagar',
      Type: 'Full-time',
      'Start date': 'Jan 2021',
      'End date': 'Present',
      'What you did': '- Grew sales by 24%\n- Launched 3 products',
    });
    await addEntry(page, 'Education', 'Add education', {
      Degree: 'BBA in Marketing',
      Institution: 'Meghna University',
      'Start date': '2014',
      'End date': '2018',
    });
    await addEntry(page, 'Skills', 'Add skill', { Skill: 'Market research', Level: 'Expert' });
    await addEntry(page, 'Languages', 'Add language', { Language: 'English', Fluency: 'Fluent' });
    await addEntry(page, 'Projects', 'Add project', {
      'Project name': 'Rebrand of Titas Tea',
      Description: 'New identity and packaging.',
    });
    await addEntry(page, 'Extracurricular Activities', 'Add activity', {
      'Activity or organisation': 'Debate Club',
      Role: 'President',
    });
    await addEntry(page, 'Certifications', 'Add certification', {
      Certification: 'Digital Marketing Certificate',
      Issuer: 'Borak Institute',
    });
    await addEntry(page, 'Tools', 'Add tool', { Tool: 'Canva' });
    await addEntry(page, 'Achievements', 'Add achievement', {
      Title: 'Marketer of the Year',
      Description: 'Awarded for the tea relaunch.',
    });
    await addEntry(page, 'Publications', 'Add publication', {
      Title: 'Brands for the next billion',
      Publisher: 'Market Review',
    });
    await addEntry(page, 'References', 'Add reference', {
      Name: 'Farid Uddin',
      Position: 'CEO',
      Company: 'Titas Foods Ltd.',
    });
    await page.getByLabel('CV name').fill('Marketing CV');
    // Beside the form the pages are small; full size, they read as printed.
    await preview(page).getByRole('button', { name: 'Full size' }).click();
    const fullSize = page.getByRole('dialog', { name: 'CV preview' });
    await expect(fullSize).toContainText('Titas Foods Ltd.');
    expect((await fullSize.locator('[data-cv-page]').first().boundingBox())?.width).toBeGreaterThan(
      780,
    );
    await fullSize.getByRole('button', { name: 'Close' }).click();

    const expected = [
      'Brand Manager',
      'Titas Foods Ltd.',
      'Grew sales by 24%',
      'BBA in Marketing',
      'Market research (Expert)',
      'English (Fluent)',
      'Rebrand of Titas Tea',
      'Debate Club',
      'Digital Marketing Certificate',
      'Canva',
      'Marketer of the Year',
      'Brands for the next billion',
      'Farid Uddin',
      'portfolio.example.test',
    ];
    for (const text of expected) await expect(preview(page)).toContainText(text);

    await expect(page.getByText(/^All changes saved/)).toBeVisible({ timeout: 10_000 });
    await page.reload();
    await expect(page.getByLabel('CV name')).toHaveValue('Marketing CV');
    await expect(
      page.getByRole('region', { name: 'Personal Information' }).getByLabel('Full name'),
    ).toHaveValue('Sumaiya Khatun');
    for (const text of expected) await expect(preview(page)).toContainText(text);

    await page.getByRole('button', { name: 'Back to My CVs' }).click();
    await expect(page.getByRole('heading', { name: 'Marketing CV' })).toBeVisible();
    await expect(
      page.getByText(/^Last updated: \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm)$/),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Delete Marketing CV' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(
      'Are you sure you want to delete this CV?',
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No CVs yet')).toBeVisible();
  });

  test('a long CV flows onto three A4 pages, each title kept with its content', async ({
    page,
    request,
    user,
  }) => {
    const me = await signInThroughApi(page, user);
    const cv = await createCvThroughApi(request, me, { name: 'Long CV', data: longCv });
    await page.goto(`/dashboard/my-cvs/${cv.id}`);
    await expect(previewPages(page)).toHaveCount(3);
    await expect(preview(page)).toContainText('3 pages');
    for (const pageBox of await previewPages(page).all()) {
      const layout = await pageBox.evaluate((section) => {
        const content = section.lastElementChild!;
        const blocks = Array.from(content.children);
        return {
          pageBottom: section.getBoundingClientRect().bottom,
          contentBottom: blocks.at(-1)!.getBoundingClientRect().bottom,
          lastIsTitle:
            blocks.at(-1)!.querySelector('h2') !== null && blocks.at(-1)!.textContent.length < 40,
        };
      });
      expect(layout.contentBottom).toBeLessThanOrEqual(layout.pageBottom);
      expect(layout.lastIsTitle).toBe(false);
    }
    // One more job pushes content on: the preview follows.
    await page
      .getByRole('region', { name: 'Work Experience', exact: true })
      .getByRole('button', { name: 'Add position' })
      .click();
    await page
      .getByRole('region', { name: 'Work Experience', exact: true })
      .getByRole('listitem')
      .last()
      .getByLabel('What you did')
      .fill(Array.from({ length: 30 }, (_, i) => `- Extra line ${i}`).join('\n'));
    await expect(previewPages(page)).toHaveCount(4);
  });

  test('after edits anywhere, the preview lays out its pages as a freshly opened one does', async ({
    page,
    request,
    user,
  }) => {
    const me = await signInThroughApi(page, user);
    const cv = await createCvThroughApi(request, me, { name: 'Edited CV', data: longCv });
    await page.goto(`/dashboard/my-cvs/${cv.id}`);
    await expect(previewPages(page)).toHaveCount(3);
    /** Each page's lines, as drawn. */
    const pageTexts = () =>
      previewPages(page).evaluateAll((sections) =>
        sections.map((section) => (section as HTMLElement).innerText.split('\n').filter(Boolean)),
      );
    const before = await pageTexts();

    // Typed at the top (everything after moves), in the middle, and an entry removed near
    // the end: the preview keeps what each edit left alone and lays out the rest again.
    const summary = page.getByLabel('Professional summary');
    await summary.pressSequentially(' Known for calm delivery under pressure, every quarter.', {
      delay: 5,
    });
    const experience = page.getByRole('region', { name: 'Work Experience', exact: true });
    const second = experience.getByRole('listitem').nth(1).getByLabel('What you did');
    await second.press('End');
    await second.pressSequentially('\n- Trained four new analysts in reporting', { delay: 5 });
    const education = page.getByRole('region', { name: 'Education', exact: true });
    await education
      .getByRole('button', { name: /^Remove/ })
      .last()
      .click();
    await expect(page.getByText(/^All changes saved/)).toBeVisible({ timeout: 10_000 });
    const edited = await pageTexts();
    expect(edited).not.toEqual(before);

    await page.reload();
    await expect(previewPages(page)).toHaveCount(edited.length);
    await expect.poll(pageTexts).toEqual(edited);
  });

  test('the printed PDF breaks pages exactly where the preview does', async ({
    page,
    request,
    user,
  }) => {
    const me = await signInThroughApi(page, user);
    const cv = await createCvThroughApi(request, me, {
      name: 'Print me',
      data: longCv,
      templateId: 3,
    });
    await page.goto(`/cv/${me.id}?cvId=${cv.id}`);
    await page.waitForSelector('html[data-cv-ready]');
    const screenPages = await page.locator('[data-cv-page]').evaluateAll((sections) =>
      sections.map((section) =>
        (section as HTMLElement).innerText
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      ),
    );
    expect(screenPages).toHaveLength(3);

    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
    expect(document.numPages).toBe(3);
    for (let number = 1; number <= 3; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' ');
      const lines = screenPages[number - 1]!;
      expect(text, `page ${number} starts as on screen`).toContain(
        lines[0]!.replace(/\s+/g, ' ').slice(0, 30),
      );
      expect(text, `page ${number} ends as on screen`).toContain(
        lines.at(-1)!.replace(/\s+/g, ' ').slice(-30),
      );
    }
  });

  test('two tabs on one CV: the stale save gets a conflict message and a way to reload', async ({
    browser,
    user,
  }) => {
    const context = await browser.newContext();
    const first = await context.newPage();
    const me = await signInThroughApi(first, user);
    const cv = await createCvThroughApi(first.request, me, { name: 'Shared CV', data: sampleCv });
    const second = await context.newPage();
    await first.goto(`/dashboard/my-cvs/${cv.id}`);
    await second.goto(`/dashboard/my-cvs/${cv.id}`);

    await first.getByLabel('CV name').fill('Named in tab one');
    await expect(first.getByText(/^All changes saved/)).toBeVisible({ timeout: 10_000 });
    await second.getByLabel('CV name').fill('Named in tab two');
    const conflict = second.getByRole('alert');
    await expect(conflict).toContainText('This CV was changed in another tab or window');
    await conflict.getByRole('button', { name: 'Reload' }).click();
    await expect(second.getByLabel('CV name')).toHaveValue('Named in tab one');
    await context.close();
  });

  test('every template in the selector draws a nearly empty CV and a full one, blank entries left out', async ({
    page,
    request,
    user,
  }) => {
    test.slow();
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    const me = await signInThroughApi(page, user);
    // The CV of the report: only a name, and a skill and a language added but left blank.
    const nearlyEmpty = await createCvThroughApi(request, me, {
      name: 'Nearly empty',
      data: {
        personal: { name: 'Mahfuz Alam' },
        skills: [{ name: '' }],
        languages: [{ name: '' }],
      },
    });
    const full = await createCvThroughApi(request, me, { name: 'Full', data: sampleCv });
    for (const cv of [nearlyEmpty, full]) {
      await page.goto(`/dashboard/my-cvs/${cv.id}`);
      const select = page.getByLabel('Template');
      await expect(select).toContainText('American One-Page');
      const options = await select.locator('option').allTextContents();
      expect(options).toEqual(
        expect.arrayContaining([
          'DefaultResume',
          'ClassicResume',
          'ModernResume',
          'American One-Page',
        ]),
      );
      for (const option of [...options, options[0]!]) {
        await select.selectOption({ label: option });
        await expect(previewPages(page).first(), option).toBeVisible();
        const shown = await preview(page).innerText();
        expect(shown, option).toMatch(/MAHFUZ ALAM|Mahfuz Alam|TANJILA RAHMAN|Tanjila Rahman/);
        if (cv === nearlyEmpty)
          expect(shown, option).not.toMatch(/\((Intermediate|Conversational)\)/i);
        expect(shown, option).not.toContain('could not be shown');
      }
    }
    // Fewer blocks than a moment ago, again: a summary cleared, a job removed.
    await page
      .getByRole('region', { name: 'Personal Information' })
      .getByLabel('Professional summary')
      .fill('');
    const jobs = page.getByRole('region', { name: 'Work Experience', exact: true });
    await jobs
      .getByRole('button', { name: /^Remove/ })
      .first()
      .click();
    await expect(preview(page)).not.toContainText('Padma Softworks Ltd.');
    // A removal can be undone, the job back in its place.
    await jobs.getByRole('button', { name: 'Undo' }).click();
    await expect(preview(page)).toContainText('Padma Softworks Ltd.');
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    expect(crashes).toEqual([]);
  });

  test('entries reorder from the keyboard', async ({ page, request, user }) => {
    const me = await signInThroughApi(page, user);
    const cv = await createCvThroughApi(request, me, {
      data: { skills: [{ name: 'Alpha' }, { name: 'Beta' }] },
    });
    await page.goto(`/dashboard/my-cvs/${cv.id}`);
    await expect(preview(page)).toContainText('Alpha (Intermediate) · Beta (Intermediate)');
    await page.getByRole('button', { name: 'Move Alpha down' }).focus();
    await page.keyboard.press('Enter');
    await expect(preview(page)).toContainText('Beta (Intermediate) · Alpha (Intermediate)');
    await expect(page.getByRole('button', { name: 'Move Alpha up' })).toBeFocused();
  });

  test('a JSON Resume imports as a new CV with the import defaults', async ({ page, user }) => {
    await signInThroughApi(page, user);
    await page.goto('/dashboard/my-cvs');
    await page.getByRole('button', { name: 'Import from File' }).click();
    const resume = {
      basics: { name: 'Rafiq Islam', label: 'Accountant' },
      skills: [{ name: 'Tally' }],
      work: [{ name: 'Borak Traders', position: 'Accountant', startDate: '2019-05' }],
    };
    await page
      .getByRole('dialog')
      .getByLabel('Choose a file')
      .setInputFiles({
        name: 'resume.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(resume)),
      });
    await expect(page).toHaveURL(/\/dashboard\/my-cvs\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel('CV name')).toHaveValue('Rafiq Islam');
    await expect(preview(page)).toContainText('Tally (Beginner)');
    await expect(preview(page)).toContainText('May 2019 – Present');
  });

  test('a file that is not a CV gets a clear message', async ({ page, user }) => {
    await signInThroughApi(page, user);
    await page.goto('/dashboard/my-cvs');
    await page.getByRole('button', { name: 'Import from File' }).click();
    await page
      .getByRole('dialog')
      .getByLabel('Choose a file')
      .setInputFiles({
        name: 'notes.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"hello":"world"}'),
      });
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
      'Failed to parse the uploaded CV. Please try again. This file is not a CareerCard CV or a JSON Resume.',
    );
  });

  test('a Bangla name is drawn with the self-hosted Bengali font', async ({
    page,
    request,
    user,
  }) => {
    const me = await signInThroughApi(page, user);
    const cv = await createCvThroughApi(request, me, {
      data: { personal: { name: 'তানজিলা রহমান' } },
    });
    await page.goto(`/dashboard/my-cvs/${cv.id}`);
    await expect(preview(page)).toContainText('তানজিলা রহমান');
    await page.evaluate(() => document.fonts.ready);
    expect(
      await page.evaluate(() => document.fonts.check('16px "Noto Sans Bengali"', 'তানজিলা')),
    ).toBe(true);
  });

  test('on a phone the form and the preview are tabs', async ({ page, request, user }) => {
    await page.setViewportSize({ width: 360, height: 760 });
    const me = await signInThroughApi(page, user);
    const cv = await createCvThroughApi(request, me, { data: sampleCv });
    await page.goto(`/dashboard/my-cvs/${cv.id}`);
    await expect(page.getByRole('region', { name: 'Personal Information' })).toBeVisible();
    await expect(preview(page)).toBeHidden();
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect(previewPages(page).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Personal Information' })).toBeHidden();
  });
});

test('Bangladesh details: added one by one, printed by the Bangladeshi template, cleared in one step', async ({
  page,
  request,
  user,
}, testInfo) => {
  const me = await signInThroughApi(page, user);
  const cv = await createCvThroughApi(request, me, { name: 'Bio-data', data: sampleCv });
  await page.goto(`/dashboard/my-cvs/${cv.id}`);
  const details = page.getByRole('region', { name: 'Bangladesh details' });
  await expect(details.getByRole('textbox')).toHaveCount(0);

  await details.getByRole('button', { name: "Father's name" }).click();
  await details.getByRole('textbox', { name: "Father's name" }).fill('Abdur Rahman Mollik');
  await details.getByRole('button', { name: 'NID number' }).click();
  const nid = details.getByRole('textbox', { name: 'NID number' });
  await nid.fill('12345');
  await expect(details.getByRole('alert')).toContainText('10 or 17 digits');
  await nid.fill('৪৫৬ ৭৮৯ ০১২৩');
  await expect(details.getByRole('alert')).toHaveCount(0);

  // The international template leaves them out, and says so; the Bangladeshi one prints them.
  await expect(page.getByText(/leaves out your .*Bangladesh details/)).toBeVisible();
  await page.getByLabel('Template').selectOption({ label: 'Bangladesh Standard' });
  await expect(preview(page)).toContainText(/Father's Name:\s*Abdur Rahman Mollik/);
  await expect(preview(page)).toContainText(/NID Number:\s*৪৫৬ ৭৮৯ ০১২৩/);
  await expect(page.getByText('All changes saved')).toBeVisible();
  await details.screenshot({ path: testInfo.outputPath('bangladesh-details.png') });

  // Saved as ASCII digits without spacing.
  const saved = await request.get(`/api/user/cvs/${cv.id}`, {
    headers: { authorization: `Bearer ${me.token}` },
  });
  const { data } = (await saved.json()) as { data: { data: { bioData?: unknown } } };
  expect(data.data.bioData).toEqual({ fatherName: 'Abdur Rahman Mollik', nid: '4567890123' });

  await details.getByRole('button', { name: 'Clear Bangladesh details' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Clear Bangladesh details' })
    .click();
  await expect(preview(page)).not.toContainText('Personal Details');
  await expect(details.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByText('All changes saved')).toBeVisible();
  const cleared = await request.get(`/api/user/cvs/${cv.id}`, {
    headers: { authorization: `Bearer ${me.token}` },
  });
  expect(
    ((await cleared.json()) as { data: { data: { bioData?: unknown } } }).data.data.bioData,
  ).toBeUndefined();
});
