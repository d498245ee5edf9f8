import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, PASSWORD, test } from './fixtures';

const catalogue = (language: 'en' | 'bn') =>
  JSON.parse(
    fs.readFileSync(
      path.join(
        import.meta.dirname,
        '..',
        '..',
        'apps',
        'web',
        'src',
        'locales',
        `${language}.json`,
      ),
      'utf8',
    ),
  ) as Record<string, Record<string, string & Record<string, string>>>;
const bn = catalogue('bn');
const en = catalogue('en');
const bangla = /[\u0980-\u09FF]/;

const CV_TEXT = `Nasrin Akter
Frontend Developer
nasrin.akter@example.test | +880 1711-000222

Experience
Frontend Developer | Padma Soft | Jan 2021 – Present
- Built React and TypeScript screens used by 20,000 customers

Skills
React, TypeScript, CSS, Git`;

const JOB = `Frontend Engineer
Requirements:
- 3+ years with React and TypeScript
- Testing with Jest
- Bachelor's degree in Computer Science`;

test('a job seeker switches to বাংলা and walks sign-up, the dashboard and the ATS check in Bangla', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: /বাংলা/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bn.landing!.heroTitle!);
  await expect(page.getByRole('button', { name: /English/ })).toBeVisible();

  // Sign-up in Bangla: the form's own checks and the server's answers both read in Bangla.
  await page.getByRole('link', { name: bn.nav!.signUp }).click();
  await expect(page.getByRole('heading', { name: bn.auth!.registerTitle })).toBeVisible();
  await page.getByRole('button', { name: bn.auth!.createAccount }).click();
  const nameError = page.getByLabel(bn.auth!.name!).locator('xpath=following-sibling::p');
  await expect(nameError).toHaveText(bangla);

  const email = `bangla-${randomUUID()}@example.test`;
  await page.getByLabel(bn.auth!.name!).fill('Nasrin Akter');
  await page.getByLabel(bn.auth!.email!).fill(email);
  await page.getByLabel(bn.auth!.password!, { exact: true }).fill(PASSWORD);
  await page.getByLabel(bn.auth!.passwordConfirmation!).fill(`${PASSWORD}-typo`);
  await page.getByRole('button', { name: bn.auth!.createAccount }).click();
  // "The password confirmation does not match.", under the password as Laravel puts it.
  const confirmationError = page
    .getByLabel(bn.auth!.password!, { exact: true })
    .locator('xpath=following-sibling::p');
  await expect(confirmationError).toHaveText(bangla);
  await page.getByLabel(bn.auth!.passwordConfirmation!).fill(PASSWORD);
  await page.getByRole('button', { name: bn.auth!.createAccount }).click();
  await expect(page.getByRole('heading', { name: bn.auth!.signInTitle })).toBeVisible();

  // A wrong password is refused in Bangla, by the server.
  await page.getByLabel(bn.auth!.password!).fill('not-the-password');
  await page.getByRole('button', { name: bn.auth!.signIn, exact: true }).click();
  await expect(page.getByRole('alert').first()).toHaveText(bangla);
  await page.getByLabel(bn.auth!.password!).fill(PASSWORD);
  await page.getByRole('button', { name: bn.auth!.signIn, exact: true }).click();

  // The dashboard: Bangla text, counts in Bengali digits.
  await expect(
    page.getByRole('heading', {
      name: bn.dashboard!.homeTitle!.replace('{{name}}', 'Nasrin Akter'),
    }),
  ).toBeVisible();
  await expect(page.getByText('০').first()).toBeVisible();

  // The ATS check: labels, the score in Bengali digits and the report's headings.
  await page.goto('/analyzer');
  await page.getByLabel(bn.analyzer!.jobDescription!).fill(JOB);
  await page.getByLabel(bn.analyzer!.cv!).fill(CV_TEXT);
  await page.getByRole('button', { name: bn.analyzer!.analyze }).click();
  await expect(
    page.getByRole('img', { name: new RegExp(`${bn.analyzer!.score}: [০-৯]+%`) }),
  ).toBeVisible();
  await expect(page.getByText(bn.analyzer!.suggestions!)).toBeVisible();

  // Remembered in this browser across a reload...
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByLabel(bn.analyzer!.jobDescription!)).toBeVisible();

  // ...and by the account: a browser that never chose starts in the account's language.
  const laptop = await browser.newContext({ baseURL: test.info().project.use.baseURL! });
  const other = await laptop.newPage();
  await other.goto('/login');
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await other.getByLabel(en.auth!.email!).fill(email);
  await other.getByLabel(en.auth!.password!).fill(PASSWORD);
  await other.getByRole('button', { name: en.auth!.signIn, exact: true }).click();
  await expect(other.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(
    other.getByRole('heading', {
      name: bn.dashboard!.homeTitle!.replace('{{name}}', 'Nasrin Akter'),
    }),
  ).toBeVisible();

  // Back to English there: the account keeps it, so the next new browser starts in English.
  await other.getByRole('button', { name: /English/ }).click();
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    other.getByRole('heading', {
      name: en.dashboard!.homeTitle!.replace('{{name}}', 'Nasrin Akter'),
    }),
  ).toBeVisible();
  await expect
    .poll(async () => {
      const res = await other.request.post('/api/user/login', {
        data: { email, password: PASSWORD },
      });
      return ((await res.json()) as { data: { user: { locale: string } } }).data.user.locale;
    })
    .toBe('en');
  await laptop.close();
});
