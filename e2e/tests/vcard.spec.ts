import { sampleCv } from '@careercard/shared/cv-sample';
import ICAL from 'ical.js';
import jsQR from 'jsqr';
import fs from 'node:fs/promises';
import { PNG } from 'pngjs';
import {
  adminAccount,
  createCvThroughApi,
  expect,
  latestMail,
  payOnBkashSandbox,
  SANDBOX_WALLET,
  signInThroughApi,
  test,
} from './fixtures';

test('publish a V-Card, add a photo, open it as a visitor, save the contact and scan the QR code', async ({
  page,
  user,
  browser,
  baseURL,
}, testInfo) => {
  test.slow(); // publishing, a photo upload and a visitor's round
  const signedIn = await signInThroughApi(page, user);
  const name = `Farhana Kabir ${signedIn.id}`;
  const cv = await createCvThroughApi(page.request, signedIn, {
    name: 'Card CV',
    data: { ...sampleCv, personal: { ...sampleCv.personal, name } },
  });
  await page.goto('/dashboard/v-card');
  await page.getByRole('button', { name: 'Publish V-Card' }).click();
  await expect(page.getByText('Please select a CV and provide a URL slug.')).toBeVisible();

  await page.getByLabel('Choose a CV').selectOption({ label: 'Card CV' });
  const slug = `farhana-kabir-${signedIn.id}`;
  await expect(page.getByLabel('URL slug')).toHaveValue(slug);
  // Both fields are there now: the message that asked for them goes.
  await expect(page.getByText('Please select a CV and provide a URL slug.')).toHaveCount(0);
  await page.getByRole('button', { name: /Minimal/ }).click();
  await page.getByRole('button', { name: 'Publish V-Card' }).click();

  await expect(page.getByRole('heading', { name: 'Your V-Card is Live' })).toBeVisible();
  const link = `${baseURL}/v/${slug}`;
  await expect(page.getByRole('link', { name: link })).toBeVisible();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 4000 });
  await expect(page.getByRole('heading', { name: 'Go Physical!' })).toBeVisible();
  await page.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(page.getByRole('heading', { name: 'Go Physical!' })).toHaveCount(0);
  // Editing the live card can be left without publishing it again.
  await page.getByRole('button', { name: 'Edit V-Card' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Your V-Card is Live' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText('Live', { exact: true })).toBeVisible();

  // A photo added in the editor shows on the live card and travels in the contact file.
  const photo = new PNG({ width: 1200, height: 1500 });
  photo.data.fill(0x7f);
  const photoFile = testInfo.outputPath('me.png');
  await fs.writeFile(photoFile, PNG.sync.write(photo));
  await page.goto(`/dashboard/my-cvs/${cv.id}`);
  await page.getByLabel('Upload photo').setInputFiles(photoFile);
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/user/cvs/${cv.id}`, {
        headers: { authorization: `Bearer ${signedIn.token}` },
      });
      return ((await res.json()) as { data: { data: { personal: { photoUrl?: string } } } }).data
        .data.personal.photoUrl;
    })
    .toMatch(new RegExp(`^${baseURL}/api/photos/${signedIn.id}/[0-9a-f-]{36}\\.jpg$`));
  await page.goto('/dashboard/v-card');

  // A visitor, signed in nowhere.
  const visitor = await browser.newContext();
  const card = await visitor.newPage();
  await card.goto(link);
  await expect(card.getByRole('heading', { name })).toBeVisible();
  await expect(card.getByText(sampleCv.personal.email)).toBeVisible();
  await expect
    .poll(() =>
      card
        .locator('img[src*="/api/photos/"]')
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBe(640); // shrunk in the browser to 800 px on its long side before the upload

  const download = card.waitForEvent('download');
  await card.getByRole('link', { name: 'Save Contact' }).click();
  const contact = await download;
  expect(contact.suggestedFilename()).toBe(`${name.replaceAll(' ', '-')}.vcf`);
  const vcf = await fs.readFile(await contact.path(), 'utf8');
  const parsed = new ICAL.Component(ICAL.parse(vcf) as unknown[]);
  expect(parsed.getFirstPropertyValue('fn')).toBe(name);
  expect(vcf).toContain('PHOTO;ENCODING=b;TYPE=JPEG:');

  const qr = await card.request.get(`/api/vcards/${slug}/qr.png?download=true`);
  const image = PNG.sync.read(await qr.body());
  const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  expect(decoded?.data).toBe(`${link}?via=qr`);
  await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();

  // Unpublished, the card is gone for the visitor; the owner edits it again.
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('button', { name: 'Publish V-Card' })).toBeVisible();
  await card.reload();
  await expect(card.getByRole('heading', { name: 'V-Card Not Found' })).toBeVisible();
  await visitor.close();
});

test('order an NFC card for the published V-Card through the bKash sandbox; staff move it along', async ({
  page,
  browser,
  user,
}) => {
  test.slow(); // three steps and a payment
  const signedIn = await signInThroughApi(page, user);
  const cv = await createCvThroughApi(page.request, signedIn, { name: 'Card CV', data: sampleCv });
  const slug = `nfc-buyer-${signedIn.id}`;
  const published = await page.request.put('/api/user/vcard', {
    data: { cvId: cv.id, template: 'modern', slug },
    headers: { authorization: `Bearer ${signedIn.token}` },
  });
  expect(published.ok()).toBe(true);

  await page.goto('/dashboard/v-card');
  await page.getByRole('button', { name: 'Yes, Order NFC Card' }).click();
  await expect(page).toHaveURL('/dashboard/order-nfc-card');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please choose a card design.')).toBeVisible();
  const metal = page.getByRole('button', { name: /Brushed Metal/ });
  // The design's picture is there and drawn.
  await expect
    .poll(() => metal.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await metal.click();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The full name field is required.')).toBeVisible();
  await page.getByLabel('Full name *').fill('Sabrina Akter');
  await page.getByLabel('Address line 1 *').fill('House 12, Road 4, Kanchanpur');
  await page.getByLabel('City *').fill('Rupnagar');
  await page.getByLabel('Postal code *').fill('1207');
  await page.getByLabel('Phone number (for the courier) *').fill('০১৭১২-৩৪৫৬৭৮');
  await expect(page.getByLabel('Country')).toHaveValue('Bangladesh');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('৳350')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Complete Your Payment' });
  await expect(payment).toContainText('NFC Card (Brushed Metal)');
  await payment.getByRole('button', { name: 'Pay ৳350' }).click();
  // The first try is refused; Try again leads to the order, which waits to be paid.
  await payOnBkashSandbox(page, SANDBOX_WALLET.insufficientBalance);
  await page
    .getByRole('dialog', { name: 'Payment Failed!' })
    .getByRole('button', { name: 'Try again' })
    .click();
  await expect(page).toHaveURL('/dashboard/order-nfc-card');
  const waiting = page.getByRole('note').filter({ hasText: /^Order NFC-\d{4}-\d{4,} is waiting/ });
  await waiting.getByRole('button', { name: 'Pay ৳350' }).click();
  await page
    .getByRole('dialog', { name: 'Complete Your Payment' })
    .getByRole('button', { name: 'Pay ৳350' })
    .click();
  await payOnBkashSandbox(page);

  const result = page.getByRole('dialog', { name: 'Payment Successful!' });
  await expect(result).toContainText('Your NFC card is ordered.');
  await result.getByRole('button', { name: 'Close' }).last().click();
  await expect(page).toHaveURL('/dashboard');

  await page.goto('/dashboard/order-nfc-card');
  const order = page.getByRole('listitem').filter({ hasText: /NFC-\d{4}-\d{4,}/ });
  await expect(order).toContainText('Paid');
  await expect(order).toContainText('Brushed Metal · ৳350 · Rupnagar');
  await expect(order).toContainText(`/v/${slug}`);
  const orderId = (await order.getByRole('heading').textContent()) ?? '';

  // Staff set the status in the back office; the customer sees the new step.
  const office = await browser.newPage();
  await signInThroughApi(office, adminAccount(), 'admin');
  await office.goto('/admin/nfc-orders');
  await expect(office.getByRole('heading', { name: 'NFC Card Orders' })).toBeVisible();
  const row = office.getByRole('row', { name: new RegExp(orderId) });
  await expect(row).toContainText('Sabrina Akter');
  await expect(row).toContainText(`/v/${slug}`);
  const status = row.getByLabel(`Status of ${orderId}`);
  await expect(status).toHaveValue('Paid');
  await status.selectOption('Printing');
  await expect(status).toBeEnabled();
  await office.reload();
  await expect(row.getByLabel(`Status of ${orderId}`)).toHaveValue('Printing');
  // Courier Booking books the parcel with the courier (its stand-in here): a tracking code.
  await row.getByLabel(`Status of ${orderId}`).selectOption('Courier Booking');
  await expect(row).toContainText(/Courier tracking code: [0-9A-F]{10}/);
  const tracking = /Courier tracking code: ([0-9A-F]{10})/.exec(
    (await row.textContent()) ?? '',
  )![1]!;
  await office.close();

  // The customer follows the parcel: the courier's looks move the order on until delivered.
  await expect(async () => {
    await page.reload();
    await expect(order.getByText('Delivered').first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(order).toContainText(`Courier tracking code: ${tracking}`);
  await expect(order.getByRole('list', { name: 'Status history' })).toContainText(
    /Pending Payment.*Paid.*Printing.*Courier Booking.*Handed Over to Courier.*Delivered/s,
  );
  // And heard of each step by e-mail (sent through the outbox: the last one may still be on
  // its way).
  await expect
    .poll(async () => (await latestMail(user.email)).subject, { timeout: 15_000 })
    .toBe(`Your NFC card order ${orderId}: delivered`);
  expect((await latestMail(user.email)).text).toContain(`Courier tracking code: ${tracking}`);
});

test('staff add, disable and delete a card design; customers see it only while enabled', async ({
  page,
  browser,
  user,
}) => {
  test.slow(); // two people in turn
  const signedIn = await signInThroughApi(page, user);
  const cv = await createCvThroughApi(page.request, signedIn, { name: 'Card CV', data: sampleCv });
  await page.request.put('/api/user/vcard', {
    data: { cvId: cv.id, template: 'modern', slug: `design-watcher-${signedIn.id}` },
    headers: { authorization: `Bearer ${signedIn.token}` },
  });

  const office = await browser.newPage();
  await signInThroughApi(office, adminAccount(), 'admin');
  await office.goto('/admin/nfc-designs');
  await expect(office.getByRole('heading', { name: 'NFC Card Design Management' })).toBeVisible();
  await office.getByRole('button', { name: 'Add Design' }).click();
  const form = office.getByRole('dialog', { name: 'Add Design' });
  await expect(form.getByLabel('Price (৳)')).toHaveValue('0');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please fill all fields correctly.')).toBeVisible();
  const name = `Walnut ${signedIn.id}`;
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Thumbnail address').fill('/nfc-designs/matte-black.svg');
  await form.getByLabel('Price (৳)').fill('320');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  const tile = office.getByRole('listitem', { name });
  await expect(tile).toContainText('৳320');
  await expect(tile).toContainText('Enabled');

  await page.goto('/dashboard/order-nfc-card');
  await expect(page.getByRole('button', { name: new RegExp(name) })).toContainText('৳320');

  await tile.hover();
  await tile.getByRole('button', { name: 'Disable' }).click();
  await expect(tile).toContainText('Disabled');
  await page.reload();
  await expect(page.getByRole('button', { name: /Matte Black/ })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(name) })).toHaveCount(0);

  await tile.hover();
  await tile.getByRole('button', { name: `Delete ${name}` }).click();
  await office.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(tile).toHaveCount(0);
  await office.reload();
  await expect(office.getByRole('listitem', { name: /Matte Black/ })).toBeVisible();
  await expect(office.getByRole('listitem', { name })).toHaveCount(0);
  await office.close();
});
