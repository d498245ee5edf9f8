import { sampleCv } from '@careercard/shared/cv-sample';
import { Document, HeadingLevel, Packer, Paragraph, TabStopType, TextRun } from 'docx';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createCvThroughApi, expect, payOnBkashSandbox, signInThroughApi, test } from './fixtures';

const CV_TEXT = `Rafiq Hasan
Backend Developer
rafiq.hasan@example.test | +880 1711-000111

Summary
Backend developer with 4 years of experience building APIs with Node.js and TypeScript.

Experience
Backend Developer | Meghdut Systems | Jan 2021 – Present
- Built REST APIs in Node.js serving 40,000 daily users
- Maintained the deployment scripts of the team

Education
B.Sc. in Computer Science, Shapla Institute of Technology, 2015 – 2019

Skills
Node.js, TypeScript, PostgreSQL, Docker, Git`;

const JOB = `Backend Engineer
Requirements:
- 3+ years of experience with Node.js and TypeScript
- PostgreSQL and Kubernetes in production
- Bachelor's degree in Computer Science`;

const fixture = (name: string) =>
  path.join(import.meta.dirname, '..', '..', 'apps', 'server', 'test', 'fixtures', name);

/** A CV written in Word: headings, an entry with its dates on a right tab stop, bullets. */
const wordCv = async () => ({
  name: 'Nusrat Jahan CV.docx',
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  buffer: await Packer.toBuffer(
    new Document({
      sections: [
        {
          children: [
            new Paragraph({ text: 'Nusrat Jahan', heading: HeadingLevel.TITLE }),
            new Paragraph('nusrat.jahan@example.com | +880 1711-223344 | Khulna'),
            new Paragraph({ text: 'Experience', heading: HeadingLevel.HEADING_1 }),
            new Paragraph({
              tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
              children: [
                new TextRun({ text: 'Senior Data Analyst', bold: true }),
                new TextRun('\tFeb 2022 – Present'),
              ],
            }),
            new Paragraph('Rupsha Analytics Ltd., Khulna'),
            new Paragraph({
              text: 'Built the weekly sales dashboards in Power BI.',
              bullet: { level: 0 },
            }),
            new Paragraph({ text: 'Skills', heading: HeadingLevel.HEADING_1 }),
            new Paragraph('SQL, Python, Power BI, Excel'),
          ],
        },
      ],
    }),
  ),
});

test.describe('analysis', () => {
  test('a visitor checks a CV against a job and reads the report', async ({ page }) => {
    await page.goto('/analyzer');
    await page.getByRole('button', { name: 'Analyze My CV' }).click();
    await expect(
      page.getByText('Please provide both the CV/Resume and the Job Description.'),
    ).toBeVisible();

    await page.getByLabel('Job Description').fill(JOB);
    await page.getByLabel('Your CV / Resume').fill(CV_TEXT);
    await page.getByRole('button', { name: 'Analyze My CV' }).click();
    await expect(page.getByRole('img', { name: /ATS score: \d+%/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Missing from your CV' })).toContainText(
      'Kubernetes',
    );
    await expect(page.getByRole('list', { name: 'Found in your CV' })).toContainText('Node.js');
    await expect(page.getByText('Improvement Suggestions')).toBeVisible();
    // Each part of the score is shown with what it measures, the job's field among them.
    await expect(page.getByText('Field of work', { exact: true })).toBeVisible();
    await expect(page.getByText(/lie in the job's field/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('ats-report.png'), fullPage: true });

    await page.getByRole('button', { name: 'Analyze Again' }).click();
    await expect(page.getByLabel('Job Description')).toBeVisible();
  });

  test('a CV uploaded on the landing page arrives as text in the analyzer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Upload CV' }).click();
    await page
      .getByRole('dialog')
      .getByLabel('Choose a file')
      .setInputFiles(fixture('single-column.pdf'));
    await expect(page).toHaveURL('/analyzer');
    await expect(page.getByLabel('Your CV / Resume')).toHaveValue(/Tahmina Akter/);
  });

  test('a Word CV uploaded on the landing page arrives as text in the analyzer', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Upload CV' }).click();
    await page
      .getByRole('dialog')
      .getByLabel('Choose a file')
      .setInputFiles(await wordCv());
    await expect(page).toHaveURL('/analyzer');
    await expect(page.getByLabel('Your CV / Resume')).toHaveValue(
      /Senior Data Analyst {3}Feb 2022 – Present/,
    );
  });

  test('a Word CV is imported into the editor with its entries', async ({ page, user }) => {
    await signInThroughApi(page, user);
    await page.goto('/dashboard/my-cvs');
    await page.getByRole('button', { name: 'Import from File' }).click();
    await page.getByLabel('Choose a file').setInputFiles(await wordCv());
    await expect(page).toHaveURL(/\/dashboard\/my-cvs\/[0-9a-f-]{36}$/);
    const personal = page.getByRole('region', { name: 'Personal Information' });
    await expect(personal.getByLabel('Full name')).toHaveValue('Nusrat Jahan');
    const experience = page.getByRole('region', { name: 'Work Experience', exact: true });
    await expect(experience.getByLabel('Job title', { exact: true })).toHaveValue(
      'Senior Data Analyst',
    );
    await expect(experience.getByLabel('Company', { exact: true })).toHaveValue(
      'Rupsha Analytics Ltd.',
    );
  });

  test('a user checks a saved CV, opens it to improve it, and sees the checks counted', async ({
    page,
    user,
  }) => {
    const signedIn = await signInThroughApi(page, user);
    const cv = await createCvThroughApi(page.request, signedIn, {
      name: 'Quality check CV',
      data: sampleCv,
    });
    await page.goto('/dashboard/ats-checker');
    await page.getByRole('tab', { name: 'AI CV Quality Checker' }).click();
    await page.getByRole('button', { name: 'Analyze CV Quality' }).click();
    await expect(page.getByText('Please select or upload a CV to analyze.')).toBeVisible();

    await page.getByLabel('A saved CV').selectOption({ label: 'Quality check CV' });
    await page.getByRole('button', { name: 'Analyze CV Quality' }).click();
    await expect(page.getByRole('img', { name: /Quality score: \d+%/ })).toBeVisible();
    await expect(page.getByText('Key Strengths')).toBeVisible();
    await page.getByRole('button', { name: 'Improve This CV Now' }).click();
    await expect(page).toHaveURL(`/dashboard/my-cvs/${cv.id}`);

    await page.goto('/dashboard/ats-checker');
    await page.getByLabel('Job Description').fill(JOB);
    await page.getByLabel('Your CV / Resume').fill(CV_TEXT);
    await page.getByRole('button', { name: 'Analyze My CV' }).click();
    await expect(page.getByRole('img', { name: /ATS score/ })).toBeVisible();

    await page.goto('/dashboard');
    const checks = page.getByText('ATS Checks Used').locator('..');
    await expect(checks).toContainText('1');
  });

  test('import a PDF, write with AI, and tailor a CV to a job', async ({ page, user }) => {
    test.slow(); // three flows in one: import, writing help and tailoring
    const signedIn = await signInThroughApi(page, user);
    await page.goto('/dashboard/my-cvs');
    // The top bar names the section.
    await expect(page.getByRole('banner')).toContainText('Dashboard / My CVs');
    await page.getByRole('button', { name: 'Import from File' }).click();
    await page.getByLabel('Choose a file').setInputFiles(fixture('single-column.pdf'));
    await expect(page).toHaveURL(/\/dashboard\/my-cvs\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel('CV name')).toHaveValue(/^Imported CV /);
    const personal = page.getByRole('region', { name: 'Personal Information' });
    await expect(personal.getByLabel('Full name')).not.toHaveValue('');

    const summary = personal.getByLabel('Professional summary');
    await summary.fill('responsible for building apis. hard-working team player');
    await personal.getByRole('button', { name: 'Improve with AI' }).last().click();
    await expect(summary).not.toHaveValue(/hard-working/);
    await expect(summary).toHaveValue(/^Built apis\./);
    // A career objective becomes a summary of what the CV offers, and the screen says why.
    await summary.fill('To secure a challenging position in a reputed organization.');
    await personal.getByRole('button', { name: 'Improve with AI' }).last().click();
    await expect(summary).not.toHaveValue(/challenging position/);
    await expect(personal.getByText(/Your objective said what you want/)).toBeVisible();

    // An empty job description is drafted from the CV's facts, and the screen says so.
    const experience = page.getByRole('region', { name: 'Work Experience' });
    const whatYouDid = experience.getByLabel('What you did').first();
    await whatYouDid.fill('');
    await experience.getByRole('button', { name: 'Write with AI' }).first().click();
    await expect(whatYouDid).toHaveValue(/^- [A-Z][a-z]+[ ,].+\n- [A-Z]/);
    await expect(experience.getByText('Drafted from your CV')).toBeVisible();

    // Skills the CV's own text names are offered and added as entries.
    await summary.fill('Deployed the payment services on Kubernetes.');
    const skills = page.getByRole('region', { name: 'Skills', exact: true });
    await skills.getByRole('button', { name: 'Suggest skills with AI' }).click();
    await expect(skills.getByLabel('Skill', { exact: true }).last()).toHaveValue('Kubernetes');

    await createCvThroughApi(page.request, signedIn, {
      name: 'Base for tailoring',
      data: sampleCv,
    });
    await page.goto('/dashboard/custom-cv');
    await page.getByRole('button', { name: 'Analyze CV Match' }).click();
    await expect(page.getByText('Please select a CV and provide a job description.')).toBeVisible();
    await page.getByLabel('Step 1: Paste the job description').fill(JOB);
    await page.getByLabel('Step 2: Select a base CV').selectOption({ label: 'Base for tailoring' });
    await page.getByRole('button', { name: 'Analyze CV Match' }).click();
    await page.getByRole('button', { name: 'Generate Tailored CV (৳20)' }).click();
    const payment = page.getByRole('dialog', { name: 'Complete Your Payment' });
    await expect(payment).toContainText('AI-Tailored CV with Cover Letter');
    await payment.getByRole('button', { name: 'Pay ৳20' }).click();
    await payOnBkashSandbox(page);
    await page.getByRole('button', { name: 'Continue to your tailored CV' }).click();
    const coverLetter = page.getByLabel('Cover Letter');
    await expect(coverLetter).toHaveValue(/Dear Hiring Manager/);
    // A reload keeps what was paid for: the same tailoring, with no second payment.
    const letter = await coverLetter.inputValue();
    const checksUsed = async () =>
      (
        await (
          await page.request.get('/api/user/dashboard-stats', {
            headers: { Authorization: `Bearer ${signedIn.token}` },
          })
        ).json()
      ).data.atsChecksUsed;
    const checksBefore = await checksUsed();
    await page.reload();
    await expect(coverLetter).toHaveValue(letter);
    await expect(page.getByRole('dialog', { name: 'Complete Your Payment' })).toHaveCount(0);
    // Nor is the match made again and counted as another check.
    expect(await checksUsed()).toBe(checksBefore);
    // The letter can be touched up and kept as a file.
    await coverLetter.fill(`${letter}\nP.S. Available from next month.`);
    const file = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download as text' }).click();
    const saved = await file;
    expect(saved.suggestedFilename()).toBe('cover-letter.txt');
    expect(await fs.readFile(await saved.path(), 'utf8')).toContain(
      'P.S. Available from next month.',
    );
    await page.getByRole('button', { name: 'Save as New CV' }).click();
    await expect(page).toHaveURL('/dashboard/my-cvs');
    await expect(page.getByText('Your tailored CV was saved as a new CV.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(
      'Base for tailoring (tailored)',
    );
  });
});
