import { americanOnePageLayout } from '@careercard/shared/resume-layout';
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { adminAccount, expect, payOnBkashSandbox, signInThroughApi, test } from './fixtures';

/** A layout of its own: the demo's sections, re-titled, left-aligned, in teal and Inter. */
function layoutNamed(name: string) {
  return {
    ...americanOnePageLayout,
    name,
    layout: {
      fontFamily: 'Inter',
      fontSize: '10pt',
      lineHeight: 1.45,
      primaryColor: '#0f766e',
      secondaryColor: '#475569',
      margins: { top: '0.6in', right: '0.7in', bottom: '0.6in', left: '0.7in' },
    },
    sections: [
      { type: 'Header', source: 'personal', layout: 'left', style: { titleColor: '#0f766e' } },
      { type: 'Section', title: 'Profile', source: 'summary', style: { divider: true } },
      {
        type: 'Section',
        title: 'Work History',
        source: 'experience',
        style: { titleColor: '#0f766e', divider: true },
        itemLayout: {
          title: '{title}',
          subtitle: '{company}, {location}',
          date: '{startDate} – {endDate}',
          description: '{description}',
          bullets: true,
        },
      },
      {
        type: 'Section',
        title: 'Core Skills',
        source: 'skills',
        layout: 'grid',
        style: { titleColor: '#0f766e', divider: true },
        itemLayout: { title: '{name}' },
      },
      {
        type: 'Section',
        title: 'Languages Spoken',
        source: 'languages',
        layout: 'inline',
        itemLayout: { title: '{name}' },
      },
    ],
  };
}

test.describe('CV templates', () => {
  test('an admin uploads a JSON template; a user builds a CV in it and downloads the PDF', async ({
    page,
    browser,
    user,
  }, testInfo) => {
    test.slow(); // a thumbnail drawn, a checkout and a real print
    const name = `Teal Ledger ${randomUUID().slice(0, 6)}`;

    // The back office: Add Template, a broken file first.
    const admin = await signInThroughApi(page, adminAccount(), 'admin');
    await page.goto('/admin');
    await page.getByRole('link', { name: 'CV Templates' }).click();
    await expect(page.getByRole('heading', { name: 'CV Templates' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'DefaultResume' })).toContainText('Default');
    await page.getByRole('button', { name: 'Add Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Template' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please fill all required fields.')).toBeVisible();

    const file = dialog.getByLabel('Template JSON file');
    await file.setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"name": "Broken",'),
    });
    await expect(dialog.getByText('Invalid JSON')).toBeVisible();
    await expect(file).toHaveValue(''); // dropped

    await file.setInputFiles({
      name: 'teal-ledger.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(layoutNamed(name), null, 2)),
    });
    await expect(dialog.getByText('teal-ledger.json is attached.')).toBeVisible();
    // The name comes from the file.
    await expect(dialog.getByLabel('Name')).toHaveValue(name);
    await expect(dialog.getByLabel('Thumbnail URL (optional)')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });

    const card = page.getByRole('listitem', { name });
    await expect(card).toContainText('JSON');
    await expect(card).toContainText('Enabled');
    // Its actions show on hover and from the keyboard.
    await card.hover();
    await expect(card.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
    await expect(card.getByRole('button', { name: `Disable ${name}` })).toBeVisible();
    await expect(card.getByRole('button', { name: `Delete ${name}` })).toBeVisible();

    // The server drew its thumbnail: the sample CV's first page.
    const list = await page.request.get('/api/admin/get/cv-template', {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const { templates } = (
      (await list.json()) as {
        data: { data: { templates: Array<{ id: number; name: string; thumbnail_url: string }> } };
      }
    ).data.data;
    const saved = templates.find((template) => template.name === name)!;
    expect(saved.thumbnail_url).toMatch(/^\/api\/cv-templates\/thumbnails\/[0-9a-f-]+\.png$/);
    const thumbnail = await page.request.get(saved.thumbnail_url);
    expect(thumbnail.headers()['content-type']).toBe('image/png');
    const png = await thumbnail.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([600, 849]);
    await expect(card.locator('img')).toHaveJSProperty('naturalWidth', 600);
    await page.screenshot({ path: testInfo.outputPath('admin-grid.png'), fullPage: true });

    // A user: My CVs → Create New CV → the new template, at once.
    const context = await browser.newContext();
    const userPage = await context.newPage();
    await signInThroughApi(userPage, user);
    await userPage.goto('/dashboard/my-cvs');
    await userPage.getByRole('button', { name: 'Create New CV' }).click();
    await expect(userPage.getByRole('heading', { name: 'Choose Your Template' })).toBeVisible();
    await userPage.getByRole('button', { name: `Select ${name}` }).click();
    await expect(userPage).toHaveURL(/\/dashboard\/my-cvs\/[0-9a-f-]{36}$/);
    await expect(userPage.getByRole('combobox', { name: 'Template' })).toHaveValue(
      String(saved.id),
    );

    const personal = userPage.getByRole('region', { name: 'Personal Information' });
    await personal.getByLabel('Full name').fill('Nusrat Jahan');
    await personal.getByLabel('Professional title').fill('Supply Chain Analyst');
    await personal
      .getByLabel('Professional summary')
      .fill('Analyst who cut delivery times across twelve districts.');
    const jobs = userPage.getByRole('region', { name: 'Work Experience', exact: true });
    await jobs.getByRole('button', { name: 'Add position' }).click();
    const job = jobs.getByRole('listitem').last();
    await job.getByLabel('Job title', { exact: true }).fill('Supply Chain Analyst');
    await job.getByLabel('Company', { exact: true }).fill('Karnaphuli Logistics');
    await job.getByLabel('Start date', { exact: true }).fill('Feb 2022');
    await job.getByLabel('End date', { exact: true }).fill('Present');
    const skills = userPage.getByRole('region', { name: 'Skills', exact: true });
    await skills.getByRole('button', { name: 'Add skill' }).click();
    await skills
      .getByRole('listitem')
      .last()
      .getByLabel('Skill', { exact: true })
      .fill('Forecasting');
    const preview = userPage.getByRole('region', { name: 'CV preview' });
    await expect(preview).toContainText('Work History');
    await expect(preview).toContainText('Karnaphuli Logistics');

    // No phone on the CV: straight to payment, then the PDF.
    await userPage.getByRole('button', { name: 'Save & Download' }).click();
    await userPage.getByRole('button', { name: /^Pay ৳/ }).click();
    const download = userPage.waitForEvent('download');
    await payOnBkashSandbox(userPage);
    await expect(userPage.getByRole('dialog', { name: 'Payment Successful!' })).toBeVisible();
    const pdf = testInfo.outputPath('cv.pdf');
    await (await download).saveAs(pdf);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain('Nusrat Jahan');
    expect(text).toContain('Supply Chain Analyst');
    expect(text).toContain('Karnaphuli Logistics');
    expect(text).toContain('Forecasting');
    // Drawn in the uploaded layout: its own section titles.
    expect(text).toContain('Work History');
    expect(text).toContain('Core Skills');
    expect(text).not.toContain('EXPERIENCE');
    await context.close();
  });
});
