import { sampleCv } from '@careercard/shared/cv-sample';
import ICAL from 'ical.js';
import jsQR from 'jsqr';
import fs from 'node:fs/promises';
import { PNG } from 'pngjs';
import type { Browser, Page } from '@playwright/test';
import {
  createCvThroughApi,
  expect,
  latestMail,
  payOnBkashSandbox,
  signInThroughApi,
  test,
} from './fixtures';

/** A phone's Chrome, version `n`: each visitor its own browser (they all come from 127.0.0.1). */
const phoneBrowser = (n: number) =>
  `Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.${n}.0 Mobile Safari/537.36`;

async function visitorPage(browser: Browser, n: number) {
  const context = await browser.newContext({ userAgent: phoneBrowser(n) });
  return { context, page: await context.newPage() };
}

/** The page's word to the server of a view or a link opened (sent after the page is drawn). */
const told = (page: Page, kind: 'view' | 'click') =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/visits') &&
      response.request().postData()?.includes(`"kind":"${kind}"`) === true,
  );

test('a V-Card as a business card: the preview is the card, views by source, taps, a contact shared back, a QR code for print', async ({
  page,
  user,
  browser,
  baseURL,
}, testInfo) => {
  test.slow(); // an order paid in the sandbox, five visitors, the owner's round
  const me = await signInThroughApi(page, user);
  const auth = { authorization: `Bearer ${me.token}` };
  const name = `Nasrin Sultana ${me.id}`;
  const uploaded = await page.request.post('/api/user/photos', {
    headers: auth,
    multipart: {
      photo: {
        name: 'me.png',
        mimeType: 'image/png',
        buffer: (() => {
          const photo = new PNG({ width: 240, height: 240 });
          for (let index = 0; index < photo.data.length; index += 4) {
            photo.data.set([200, 120, 60, 255], index);
          }
          return PNG.sync.write(photo);
        })(),
      },
    },
  });
  const photoUrl = ((await uploaded.json()) as { data: { url: string } }).data.url;
  await createCvThroughApi(page.request, me, {
    name: 'Card CV',
    data: { ...sampleCv, personal: { ...sampleCv.personal, name, photoUrl } },
  });

  // The preview draws the chosen CV in the chosen template, not a sample person.
  await page.goto('/dashboard/v-card');
  await page.getByLabel('Choose a CV').selectOption({ label: 'Card CV' });
  const preview = page.getByTestId('vcard-preview');
  await expect(preview.getByRole('heading', { name })).toBeVisible();
  await expect(preview.getByText(sampleCv.personal.email)).toBeVisible();
  await page.getByRole('button', { name: /Minimal/ }).click();
  await expect(preview.locator('article')).toHaveAttribute('data-layout', 'centered');
  await page.getByRole('button', { name: /Modern/ }).click();
  await expect(preview.locator('article')).toHaveAttribute('data-layout', 'banner');
  await preview.screenshot({ path: testInfo.outputPath('preview.png') });
  await page.getByRole('button', { name: 'Publish V-Card' }).click();
  await expect(page.getByRole('heading', { name: 'Your V-Card is Live' })).toBeVisible();
  const slug = `nasrin-sultana-${me.id}`;
  const link = `${baseURL}/v/${slug}`;

  // An NFC card for it, paid in the sandbox: its tag carries its own address.
  const { designs } = (
    (await (await page.request.get('/api/nfc-designs')).json()) as {
      data: { designs: Array<{ id: number }> };
    }
  ).data;
  const created = await page.request.post('/api/user/bkash/create-payment', {
    headers: auth,
    data: {
      purpose: 'nfc_order',
      designId: designs[0]!.id,
      shippingAddress: {
        fullName: name,
        addressLine1: 'House 7, Road 2',
        city: 'Rupnagar',
        postalCode: '1207',
        phone: '01712345678',
      },
    },
  });
  await page.goto(((await created.json()) as { bkash_payment_url: string }).bkash_payment_url);
  await payOnBkashSandbox(page);
  await expect(page.getByRole('dialog', { name: 'Payment Successful!' })).toBeVisible();
  const orders = await page.request.get('/api/user/nfc-orders', { headers: auth });
  const [order] = ((await orders.json()) as { data: Array<{ id: string; vcardUrl: string }> }).data;
  expect(order!.vcardUrl).toBe(`${link}?via=nfc&card=${encodeURIComponent(order!.id)}`);

  // A tap of the NFC card: the page counts it, then takes the marks off its address.
  const tapper = await visitorPage(browser, 1);
  const tapped = told(tapper.page, 'view');
  await tapper.page.goto(order!.vcardUrl);
  expect((await tapped).status()).toBe(204);
  await expect(tapper.page.getByRole('heading', { name })).toBeVisible();
  await expect(tapper.page).toHaveURL(link);
  // The same person shares their contact back.
  await tapper.page.getByRole('button', { name: `Share your contact with ${name}` }).click();
  const form = tapper.page.getByRole('region', { name: `Share your contact with ${name}` });
  await form.getByLabel('Your name').fill('Jahid Hasan');
  await form.getByLabel('Phone').fill('01811-223344');
  await form.getByLabel('E-mail').fill('jahid@example.com');
  await form.getByLabel('Note (optional)').fill('We met at the Rupnagar job fair.');
  await form.getByRole('button', { name: 'Send my details' }).click();
  await expect(form.getByText(/Please tick the box/)).toBeVisible();
  // A person reads the card and types for a few seconds; a form sent sooner is a script's.
  await tapper.page.waitForTimeout(2000);
  await form.getByLabel(`I agree that ${name} keeps these details`).check();
  await tapper.page.screenshot({ path: testInfo.outputPath('card-with-form.png'), fullPage: true });
  await form.getByRole('button', { name: 'Send my details' }).click();
  await expect(
    tapper.page.getByText(`Thank you. Your details were sent to ${name}.`),
  ).toBeVisible();
  await tapper.context.close();

  // A scan of the QR code, a shared link (opening a link and saving the contact), a search.
  const scanner = await visitorPage(browser, 2);
  const scanned = told(scanner.page, 'view');
  await scanner.page.goto(`${link}?via=qr`);
  await scanned;
  await expect(scanner.page.getByRole('heading', { name })).toBeVisible();
  await expect(scanner.page).toHaveURL(link);
  await scanner.context.close();

  const friend = await visitorPage(browser, 3);
  const viewed = told(friend.page, 'view');
  await friend.page.goto(link);
  await viewed;
  await expect(friend.page.getByRole('heading', { name })).toBeVisible();
  const saved = friend.page.waitForEvent('download');
  await friend.page.getByRole('link', { name: 'Save Contact' }).click();
  await saved;
  const opened = told(friend.page, 'click');
  await friend.page.getByRole('link', { name: sampleCv.personal.email }).click();
  await opened;
  await friend.context.close();

  const searcher = await visitorPage(browser, 4);
  const found = told(searcher.page, 'view');
  await searcher.page.goto(link, { referer: 'https://www.google.com/' });
  await found;
  await expect(searcher.page.getByRole('heading', { name })).toBeVisible();
  await searcher.context.close();

  // Google's crawler runs the page's script too; it names itself, so it is not counted.
  const robot = await browser.newContext({
    userAgent: `${phoneBrowser(5)} (compatible; Googlebot/2.1; +http://www.google.com/bot.html)`,
  });
  const robotPage = await robot.newPage();
  const ignored = told(robotPage, 'view');
  await robotPage.goto(link);
  await ignored;
  await expect(robotPage.getByRole('heading', { name })).toBeVisible();
  await robot.close();

  // The owner's figures: one view from each source, one save, one link opened, one tap.
  await page.goto('/dashboard/v-card');
  const stats = page.getByRole('region', { name: 'The last 30 days' });
  await expect(stats.getByText('NFC card taps: 1')).toBeVisible({ timeout: 10_000 });
  await expect(stats.getByText('QR code scans: 1')).toBeVisible();
  await expect(stats.getByText('Shared links: 1')).toBeVisible();
  await expect(stats.getByText('Search engines: 1')).toBeVisible();
  const figure = (label: string) => stats.getByText(label, { exact: true }).locator('..');
  await expect(figure('Views')).toContainText('4');
  await expect(figure('Contacts saved')).toContainText('1');
  await expect(figure('Links opened')).toContainText('1');
  await expect(stats.getByTestId(`taps-${order!.id}`)).toHaveText('1 tap in 30 days · 1 in all');
  await expect(page.getByText('4 views since you published it')).toBeVisible();
  await stats.screenshot({ path: testInfo.outputPath('stats.png') });

  // The contact left for the owner: listed, e-mailed, downloaded, deleted.
  const contacts = page.getByRole('region', { name: /Contacts shared with you/ });
  await expect(contacts.getByText('Jahid Hasan')).toBeVisible();
  await expect(contacts.getByText('We met at the Rupnagar job fair.')).toBeVisible();
  await expect
    .poll(async () => (await latestMail(user.email)).subject, { timeout: 15_000 })
    .toBe('Jahid Hasan shared their contact with you on your V-Card');
  const vcfDownload = page.waitForEvent('download');
  await contacts.getByRole('button', { name: 'Download .vcf' }).click();
  const vcf = await fs.readFile(await (await vcfDownload).path(), 'utf8');
  const card = new ICAL.Component(ICAL.parse(vcf) as unknown[]);
  expect(card.getFirstPropertyValue('fn')).toBe('Jahid Hasan');
  expect(card.getFirstPropertyValue('tel')).toBe('+8801811223344');
  const csvDownload = page.waitForEvent('download');
  await contacts.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await fs.readFile(await (await csvDownload).path(), 'utf8');
  expect(csv).toContain('Jahid Hasan,01811-223344,jahid@example.com');
  await contacts.screenshot({ path: testInfo.outputPath('contacts.png') });
  await contacts.getByRole('button', { name: 'Delete Jahid Hasan' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(contacts.getByText('No one has shared their contact yet.')).toBeVisible();

  // The QR code for print, with the photo in the centre: it still scans to the card.
  const print = page.getByRole('region', { name: 'QR code for print' });
  await print.getByLabel('Put my photo in the centre').check();
  const pngDownload = page.waitForEvent('download');
  await print.getByRole('link', { name: 'Download PNG (300 dpi)' }).click();
  const png = PNG.sync.read(await fs.readFile(await (await pngDownload).path()));
  expect(png.width).toBeGreaterThanOrEqual(1000);
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded?.data).toBe(`${link}?via=qr`);
  const svgDownload = page.waitForEvent('download');
  await print.getByRole('link', { name: 'Download SVG' }).click();
  const svg = await fs.readFile(await (await svgDownload).path(), 'utf8');
  expect(svg).toMatch(/<svg[^>]+width="40mm"/);
  expect(svg).toContain('data:image/jpeg;base64,');
  await print.screenshot({ path: testInfo.outputPath('print.png') });

  // A shared link previews with the person, drawn from the card.
  const html = await (await page.request.get(`/v/${slug}`)).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(image).toMatch(new RegExp(`/api/vcards/${slug}/og\\.png\\?v=`));
  expect(html).toContain('<meta property="og:image:width" content="1200" />');
  const og = await page.request.get(image!.replaceAll('&amp;', '&'));
  expect(og.headers()['content-type']).toBe('image/png');
  const ogImage = PNG.sync.read(await og.body());
  expect([ogImage.width, ogImage.height]).toEqual([1200, 630]);
  await fs.writeFile(testInfo.outputPath('og.png'), await og.body());
});
