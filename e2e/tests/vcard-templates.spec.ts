import { sampleCv } from '@careercard/shared/cv-sample';
import fs from 'node:fs/promises';
import { adminAccount, createCvThroughApi, expect, signInThroughApi, test } from './fixtures';

type Json = Record<string, unknown>;

/** A dark navy card, centred, in the serif font, without the location. */
const navyLook = (name: string) => ({
  name,
  colors: {
    background: '#0b1220',
    surface: '#111c33',
    text: '#e2e8f0',
    muted: '#a5b4cb',
    accent: '#fbbf24',
    onAccent: '#111827',
  },
  font: 'serif',
  layout: 'centered',
  show: { location: false },
});

const jsonFile = (name: string, content: unknown) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(typeof content === 'string' ? content : JSON.stringify(content, null, 2)),
});

test('staff upload a JSON V-Card template; a user picks it, and the public card is drawn in it', async ({
  page,
  browser,
  user,
}) => {
  test.slow(); // staff, a user and a visitor in turn
  const signedIn = await signInThroughApi(page, user);
  const templateName = `Navy Night ${signedIn.id}`;

  const office = await browser.newPage();
  await signInThroughApi(office, adminAccount(), 'admin');
  await office.goto('/admin/vcard-templates');
  await expect(office.getByRole('heading', { name: 'V-Card Templates' })).toBeVisible();
  const modern = office.getByRole('listitem', { name: 'Modern', exact: true });
  await expect(modern).toContainText('Built in');
  await expect(modern).toContainText('JSON');
  // The built-ins can be disabled, not deleted.
  await modern.hover();
  await expect(modern.getByRole('button', { name: 'Disable' })).toBeVisible();
  await expect(modern.getByRole('button', { name: 'Delete Modern' })).toHaveCount(0);

  await office.getByRole('button', { name: 'Add Template' }).click();
  const form = office.getByRole('dialog', { name: 'Add Template' });
  const file = form.getByLabel('Template file (JSON)');

  // The example to start from is Modern's file.
  const exampleDownload = office.waitForEvent('download');
  await form.getByRole('button', { name: 'Download an example' }).click();
  const example = await exampleDownload;
  expect(example.suggestedFilename()).toBe('vcard-template-example.json');
  const exampleLook = JSON.parse(await fs.readFile(await example.path(), 'utf8')) as Json;
  expect(exampleLook).toMatchObject({ name: 'Modern', layout: 'banner' });

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please fill all required fields.')).toBeVisible();
  await file.setInputFiles({ name: 'look.txt', mimeType: 'text/plain', buffer: Buffer.from('{}') });
  await expect(form.getByText('Invalid file type. Please upload a .json file.')).toBeVisible();
  await expect(file).toHaveValue('');
  await file.setInputFiles(jsonFile('broken.json', '{"name": "Navy",'));
  await expect(form.getByText('The selected file is not a valid JSON.')).toBeVisible();
  await expect(file).toHaveValue('');
  const unreadable = navyLook(templateName);
  await file.setInputFiles(
    jsonFile('grey.json', { ...unreadable, colors: { ...unreadable.colors, text: '#1f2a44' } }),
  );
  await expect(form.getByRole('alert')).toContainText('colors.text: The text (#1f2a44) reads at');
  await expect(file).toHaveValue('');

  await file.setInputFiles(jsonFile('navy.json', navyLook(templateName)));
  await expect(form.getByLabel('Name')).toHaveValue(templateName);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  const tile = office.getByRole('listitem', { name: templateName });
  await expect(tile).toContainText('Enabled');
  await expect(tile).toContainText('Uploaded');

  // The user chooses it in My V-Card and publishes.
  await createCvThroughApi(page.request, signedIn, {
    name: 'Card CV',
    data: { ...sampleCv, personal: { ...sampleCv.personal, name: `Sadia Afrin ${signedIn.id}` } },
  });
  await page.goto('/dashboard/v-card');
  await page.getByLabel('Choose a CV').selectOption({ label: 'Card CV' });
  const choice = page.getByRole('button', { name: new RegExp(templateName) });
  await expect(choice).toContainText('Plain, centred and quiet · Serif');
  await choice.click();
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
  const slug = `sadia-afrin-${signedIn.id}`;
  await expect(page.getByLabel('URL slug')).toHaveValue(slug);
  await page.getByRole('button', { name: 'Publish V-Card' }).click();
  await expect(page.getByRole('heading', { name: 'Your V-Card is Live' })).toBeVisible();

  // A visitor sees the card in the navy look, without the location the look hides.
  const visitor = await browser.newContext();
  const card = await visitor.newPage();
  await card.goto(`/v/${slug}`);
  const article = card.getByRole('article', { name: `Sadia Afrin ${signedIn.id}` });
  await expect(article).toBeVisible();
  await expect(article).toHaveCSS('background-color', 'rgb(17, 28, 51)');
  await expect(article).toHaveCSS('color', 'rgb(226, 232, 240)');
  await expect(article).toHaveCSS('font-family', /Source Serif 4/);
  await expect(article.getByText(sampleCv.personal.email)).toBeVisible();
  await expect(card.getByText(sampleCv.personal.location)).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Save Contact' })).toHaveCSS(
    'background-color',
    'rgb(251, 191, 36)',
  );
  await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();

  // Deleted, the template leaves the card in Modern.
  await office.reload();
  await tile.hover();
  await tile.getByRole('button', { name: `Delete ${templateName}` }).click();
  const confirm = office.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this template?');
  await expect(confirm).toContainText('1 card uses it; it will show in Modern.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(tile).toHaveCount(0);
  await card.reload();
  await expect(article).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(card.getByText(sampleCv.personal.location)).toBeVisible();
  await visitor.close();
  await office.close();
});
