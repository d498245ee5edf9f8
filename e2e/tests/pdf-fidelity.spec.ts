import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { CvData } from '@careercard/shared/cv';
import { toAsciiDigits, toBengaliDigits } from '@careercard/shared/locale';
import {
  bangladeshSampleCv,
  banglaSampleCv,
  longSampleCv,
  sampleCv,
} from '@careercard/shared/cv-sample';
import type { Page, TestInfo } from '@playwright/test';
import { PNG } from 'pngjs';
import {
  adminAccount,
  createCvThroughApi,
  expect,
  latestOtp,
  payOnBkashSandbox,
  png,
  signInThroughApi,
  test,
  type SignedIn,
} from './fixtures';

// The PDF a paid download gets (printed by the server from its own print page) against the
// preview the user saw: same pages, same first and last lines, the same pixels; and the PDF's
// text, read back by pdftotext and by our own importer as an applicant tracking system would,
// gives every fact of the CV in reading order.

const BUILT_IN = [
  { id: 1, name: 'DefaultResume' },
  { id: 2, name: 'ClassicResume' },
  { id: 3, name: 'ModernResume' },
  { id: 4, name: 'American One-Page (JSON)' },
];
/**
 * Two rasterisers (poppler for the PDF, Skia for the screen) smooth glyph edges differently and
 * place text to different fractions of a pixel. So a pixel differs only when no pixel within one
 * pixel of it in the other picture has its colour (each channel within 64 of 255): smoothing and
 * sub-pixel placement do not count, a moved line, a missing word or another glyph shape does.
 */
const CHANNEL_TOLERANCE = 64;
const NEIGHBOURHOOD = 1;
const MAX_SHIFT = 3;
const MAX_DIFFERENT_PIXELS = 0.01;

const freshPhone = () => `0176${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const auth = (me: SignedIn) => ({ authorization: `Bearer ${me.token}` });
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A phone proved by OTP in this session, as a download of a CV with a phone needs. */
async function verifyPhone(page: Page, me: SignedIn, phone: string) {
  const sent = await page.request.post('/api/user/otp/send', {
    data: { phone },
    headers: auth(me),
  });
  expect(sent.ok()).toBe(true);
  const otp = await latestOtp(page.request, phone);
  const verified = await page.request.post('/api/user/otp/verify', {
    data: { phone, otp },
    headers: auth(me),
  });
  expect(verified.ok()).toBe(true);
}

/** The CV's PDF as a paid download gets it: paid on the bKash sandbox, then downloaded. */
async function paidPdf(page: Page, me: SignedIn, cvId: string, testInfo: TestInfo) {
  const created = await page.request.post('/api/user/bkash/create-payment', {
    data: { purpose: 'cv_download', cvId },
    headers: auth(me),
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { bkash_payment_url: url } = (await created.json()) as { bkash_payment_url: string };
  await page.goto(url);
  await payOnBkashSandbox(page);
  await expect(page.getByRole('dialog', { name: 'Payment Successful!' })).toBeVisible();
  const download = await page.request.get(`/api/user/cv/${cvId}/download-pdf`, {
    headers: auth(me),
  });
  expect(download.status()).toBe(200);
  const file = testInfo.outputPath(`${cvId}.pdf`);
  fs.writeFileSync(file, await download.body());
  return file;
}

interface PreviewPage {
  lines: string[];
  png: Buffer;
}

/** The preview screen's pages: their text lines and a picture of each at 96 dpi. */
async function previewPages(page: Page, me: SignedIn, cvId: string): Promise<PreviewPage[]> {
  await page.setViewportSize({ width: 1000, height: 1200 });
  await page.goto(`/cv/${me.id}?cvId=${cvId}`);
  await page.waitForSelector('html[data-cv-ready]');
  const sheets = page.locator('[data-cv-page]');
  const pages: PreviewPage[] = [];
  for (let i = 0; i < (await sheets.count()); i++) {
    const sheet = sheets.nth(i);
    const text = await sheet.evaluate((element) => (element as HTMLElement).innerText);
    pages.push({
      lines: text.split('\n').map(squash).filter(Boolean),
      png: await sheet.screenshot({ animations: 'disabled' }),
    });
  }
  return pages;
}

/** Page `number` (from 1) of a PDF as a PNG at 96 dpi, the preview's scale. */
function pdfPagePng(file: string, number: number): Buffer {
  const prefix = path.join(path.dirname(file), `${path.basename(file, '.pdf')}-page`);
  execFileSync('pdftoppm', [
    '-r',
    '96',
    '-png',
    '-singlefile',
    '-f',
    `${number}`,
    '-l',
    `${number}`,
    file,
    prefix,
  ]);
  return fs.readFileSync(`${prefix}.png`);
}

/**
 * The share of pixels that differ (see CHANNEL_TOLERANCE), over the area both pictures cover.
 * A sheet of the preview sits at a fraction of a pixel on screen, so its screenshot may land a
 * pixel or two off the PDF's page: the pictures are first aligned (the best of small vertical
 * shifts).
 */
function differentPixels(a: Buffer, b: Buffer): number {
  const one = PNG.sync.read(a);
  const two = PNG.sync.read(b);
  const width = Math.min(one.width, two.width);
  const height = Math.min(one.height, two.height) - 2 * MAX_SHIFT;
  /** Some pixel of `there` near (x, y + shift) has the colour of `here`'s pixel at (x, y). */
  const matched = (here: PNG, y: number, there: PNG, thereY: number, x: number) => {
    const at = (y * here.width + x) * 4;
    for (let dy = -NEIGHBOURHOOD; dy <= NEIGHBOURHOOD; dy++) {
      for (let dx = -NEIGHBOURHOOD; dx <= NEIGHBOURHOOD; dx++) {
        const near = ((thereY + dy) * there.width + x + dx) * 4;
        if (x + dx < 0 || x + dx >= width) continue;
        let close = true;
        for (let c = 0; c < 3 && close; c++) {
          close = Math.abs(here.data[at + c]! - there.data[near + c]!) <= CHANNEL_TOLERANCE;
        }
        if (close) return true;
      }
    }
    return false;
  };
  let fewest = Infinity;
  for (let shift = -MAX_SHIFT; shift <= MAX_SHIFT; shift++) {
    let different = 0;
    for (let y = MAX_SHIFT; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (!matched(one, y, two, y + shift, x) || !matched(two, y + shift, one, y, x))
          different += 1;
      }
    }
    fewest = Math.min(fewest, different);
  }
  return fewest / (width * (height - MAX_SHIFT));
}

const pdfPages = (file: string) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);

/** Page `number`'s text in content order, as one line. */
const pdfPageText = (file: string, number: number) =>
  squash(
    execFileSync('pdftotext', ['-f', `${number}`, '-l', `${number}`, file, '-'], {
      encoding: 'utf8',
    }),
  );

/** The PDF has the preview's pages, each beginning and ending with the same line and drawn alike. */
async function expectSameAsPreview(file: string, preview: PreviewPage[], testInfo: TestInfo) {
  expect(pdfPages(file), 'pages').toBe(preview.length);
  const differences: string[] = [];
  for (let number = 1; number <= preview.length; number++) {
    const { lines, png } = preview[number - 1]!;
    fs.writeFileSync(testInfo.outputPath(`preview-${number}.png`), png);
    const text = pdfPageText(file, number);
    expect(text.includes(lines[0]!), `page ${number} has its first line, "${lines[0]}"`).toBe(true);
    expect(
      text.includes(lines.at(-1)!),
      `page ${number} has its last line, "${lines.at(-1)}"`,
    ).toBe(true);
    const share = differentPixels(pdfPagePng(file, number), png);
    differences.push(`page ${number}: ${(share * 100).toFixed(2)} %`);
    expect(share, `page ${number}: share of pixels that differ`).toBeLessThan(MAX_DIFFERENT_PIXELS);
  }
  testInfo.annotations.push({ type: 'pixels that differ', description: differences.join(', ') });
}

/**
 * Each group (a job's title and employer, a degree and its school) is found whole, after the group
 * before it: entries in reading order, none run together or lost. Within an entry the template
 * decides the order. Letters compare whatever their case: some templates set names in capitals.
 */
function expectInOrder(text: string, groups: string[][], what: string) {
  const haystack = text.toLowerCase();
  let from = 0;
  for (const group of groups) {
    let end = from;
    for (const item of group.map((part) => squash(part).toLowerCase()).filter(Boolean)) {
      const at = haystack.indexOf(item, from);
      expect(
        at,
        `${what}: "${item}" after …${text.slice(Math.max(0, from - 60), from)}`,
      ).toBeGreaterThanOrEqual(0);
      end = Math.max(end, at + item.length);
    }
    from = end;
  }
}

/** The digits of a text, Bangla ones as ASCII (the Bangla CV writes its phone in Bangla). */
const digits = (text: string) => toAsciiDigits(text).replace(/\D/g, '');

/** Read back by pdftotext and by our importer: every fact of the CV, in the CV's order. */
async function expectReadsBack(page: Page, me: SignedIn, file: string, cv: CvData) {
  const text = squash(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }));
  const { personal } = cv;
  expectInOrder(text, [[personal.name], [personal.email]], 'contact');
  expect(digits(text)).toContain(digits(personal.phone).replace(/^(880|0)/, ''));
  expectInOrder(
    text,
    cv.experience.map((job) => [job.title, job.company]),
    'experience',
  );
  expectInOrder(
    text,
    cv.education.map((entry) => [entry.degree, entry.institution]),
    'education',
  );
  // Skills are a set, often drawn as chips in rows that pdftotext reads column by column: each
  // must be there as a whole word, in any order.
  for (const { name } of cv.skills) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(text, `skill ${name}`).toMatch(new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'iu'));
  }

  const parsed = await page.request.post('/api/user/parse-resume', {
    headers: auth(me),
    multipart: {
      resume_file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(file) },
    },
  });
  expect(parsed.ok(), await parsed.text()).toBe(true);
  const back = (await parsed.json()) as CvData;
  expect(back.personal.name.toLowerCase()).toBe(personal.name.toLowerCase());
  expect(back.personal.email).toBe(personal.email);
  expect(digits(back.personal.phone)).toContain(digits(personal.phone).replace(/^(880|0)/, ''));
  expect(back.experience.map((job) => [job.title, job.company])).toEqual(
    cv.experience.map((job) => [job.title, job.company]),
  );
  expect(back.education.map((entry) => [entry.degree, entry.institution])).toEqual(
    cv.education.map((entry) => [entry.degree, entry.institution]),
  );
  // Every skill; the importer may find more named elsewhere in the CV (its projects, its jobs).
  expect(back.skills.map((skill) => skill.name)).toEqual(
    expect.arrayContaining(cv.skills.map((skill) => skill.name)),
  );
  return back;
}

/** A CV with the user's own verified phone. */
async function cvWithPhone(page: Page, me: SignedIn, data: CvData, templateId: number) {
  const phone = freshPhone();
  await verifyPhone(page, me, phone);
  const cv: CvData = { ...data, personal: { ...data.personal, phone } };
  const { id } = await createCvThroughApi(page.request, me, {
    name: 'Fidelity',
    data: cv,
    templateId,
  });
  return { id, cv };
}

test.describe('the printed PDF', () => {
  for (const template of BUILT_IN) {
    test(`${template.name}: a three-page CV prints as previewed and reads back whole`, async ({
      page,
      user,
    }, testInfo) => {
      test.slow(); // a payment and a real print
      const me = await signInThroughApi(page, user);
      const { id, cv } = await cvWithPhone(page, me, longSampleCv(), template.id);
      const file = await paidPdf(page, me, id, testInfo);
      const preview = await previewPages(page, me, id);
      expect(preview).toHaveLength(3);
      await expectSameAsPreview(file, preview, testInfo);
      await expectReadsBack(page, me, file, cv);
    });
  }

  test('a Bangla CV prints its conjuncts as the preview draws them and reads back whole', async ({
    page,
    user,
  }, testInfo) => {
    test.slow();
    const me = await signInThroughApi(page, user);
    const { id, cv } = await cvWithPhone(page, me, banglaSampleCv, 1);
    const file = await paidPdf(page, me, id, testInfo);
    const preview = await previewPages(page, me, id);
    await expectSameAsPreview(file, preview, testInfo);
    const back = await expectReadsBack(page, me, file, cv);
    // Every conjunct and vowel sign, and no word split where a glyph was drawn apart.
    expect(back.personal.title).toBe(cv.personal.title);
    expect(back.personal.summary).toBe(cv.personal.summary);

    // The word with the most conjuncts, cut out of the PDF and out of the preview: drawn alike.
    await page.goto(`/cv/${me.id}?cvId=${id}`);
    await page.waitForSelector('html[data-cv-ready]');
    const box = await page
      .locator('[data-cv-page]')
      .first()
      .evaluate((sheet) => {
        const walker = document.createTreeWalker(sheet, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent!.indexOf('বিশ্ববিদ্যালয়ে');
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 'বিশ্ববিদ্যালয়ে'.length);
          const word = range.getBoundingClientRect();
          const page = sheet.getBoundingClientRect();
          return { x: word.x - page.x, y: word.y - page.y, width: word.width, height: word.height };
        }
        return null;
      });
    expect(box, 'the word is on the first page').not.toBeNull();
    const crop = (png: Buffer) => {
      const image = PNG.sync.read(png);
      const margin = MAX_SHIFT + 2;
      const out = new PNG({
        width: Math.ceil(box!.width) + 2 * margin,
        height: Math.ceil(box!.height) + 2 * margin,
      });
      const [x, y] = [Math.floor(box!.x) - margin, Math.floor(box!.y) - margin];
      PNG.bitblt(image, out, x, y, out.width, out.height, 0, 0);
      return PNG.sync.write(out);
    };
    const word = differentPixels(crop(pdfPagePng(file, 1)), crop(preview[0]!.png));
    testInfo.annotations.push({
      type: 'Bangla word pixels that differ',
      description: `${(word * 100).toFixed(2)} %`,
    });
    expect(word).toBeLessThan(0.05);
  });
});

test('a CV with a photo and a two-column layout reads back whole', async ({
  page,
  user,
}, testInfo) => {
  test.slow();
  const me = await signInThroughApi(page, user);
  // A photo of our own: a plain square PNG.
  const photo = new PNG({ width: 240, height: 240 });
  photo.data.fill(180);
  const uploaded = await page.request.post('/api/user/photos', {
    headers: auth(me),
    multipart: { photo: { name: 'me.png', mimeType: 'image/png', buffer: PNG.sync.write(photo) } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const { url } = ((await uploaded.json()) as { data: { url: string } }).data;

  // Two columns: skills and languages laid out as a grid by an uploaded JSON template.
  const admin = await page.request.post('/api/admin/login', {
    data: { email: adminAccount().email, password: adminAccount().password },
  });
  const adminToken = ((await admin.json()) as { data: { user: { token: string } } }).data.user
    .token;
  const layout = {
    name: 'Two Columns',
    layout: { fontFamily: 'Inter', fontSize: 10.5, primaryColor: '#0f5c45' },
    sections: [
      { type: 'Header', source: 'personal', layout: 'left' },
      { type: 'Section', title: 'Experience', source: 'experience' },
      { type: 'Section', title: 'Education', source: 'education' },
      { type: 'Section', title: 'Skills', source: 'skills', layout: 'grid' },
      { type: 'Section', title: 'Languages', source: 'languages', layout: 'grid' },
    ],
  };
  const stored = await page.request.post('/api/admin/store/cv-template', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { name: `Two Columns ${Date.now()}`, json_content: JSON.stringify(layout) },
  });
  expect(stored.ok(), await stored.text()).toBe(true);
  const templateId = ((await stored.json()) as { data: { id: number } }).data.id;

  for (const [data, template] of [
    [{ ...sampleCv, personal: { ...sampleCv.personal, photoUrl: url } }, 3],
    [sampleCv, templateId],
  ] as const) {
    const { id, cv } = await cvWithPhone(page, me, data, template);
    const file = await paidPdf(page, me, id, testInfo);
    await expectReadsBack(page, me, file, cv);
    await expectSameAsPreview(file, await previewPages(page, me, id), testInfo);
  }
});

test.describe('the Bangladeshi templates (issue 44)', () => {
  for (const templateName of ['Bangladesh Standard', 'বাংলা সিভি']) {
    test(`${templateName}: a CV with every bio-data field, a photo and a signature prints as previewed and reads back whole`, async ({
      page,
      user,
    }, testInfo) => {
      test.slow();
      const me = await signInThroughApi(page, user);
      const upload = async (buffer: Buffer) => {
        const uploaded = await page.request.post('/api/user/photos', {
          headers: auth(me),
          multipart: { photo: { name: 'image.png', mimeType: 'image/png', buffer } },
        });
        expect(uploaded.ok(), await uploaded.text()).toBe(true);
        return ((await uploaded.json()) as { data: { url: string } }).data.url;
      };
      const templates = await page.request.get('/api/user/cv-templates', { headers: auth(me) });
      const list = ((await templates.json()) as { templates: Array<{ id: number; name: string }> })
        .templates;
      const templateId = list.find((template) => template.name === templateName)!.id;
      const data: CvData = {
        ...bangladeshSampleCv,
        personal: {
          ...bangladeshSampleCv.personal,
          photoUrl: await upload(png(300, 360, [90, 110, 140])),
        },
        bioData: {
          ...bangladeshSampleCv.bioData,
          signatureUrl: await upload(png(320, 90, [30, 40, 90])),
        },
      };
      const { id, cv } = await cvWithPhone(page, me, data, templateId);
      const file = await paidPdf(page, me, id, testInfo);
      const preview = await previewPages(page, me, id);
      await expectSameAsPreview(file, preview, testInfo);

      // The Bangla CV is headed by the name in Bangla.
      const bangla = templateName === 'বাংলা সিভি';
      const bio = cv.bioData!;
      const headed = bangla ? { ...cv, personal: { ...cv.personal, name: bio.nameBn! } } : cv;
      const back = await expectReadsBack(page, me, file, headed);
      const { signatureUrl: _drawn, ...written } = bio;
      expect(back.bioData).toEqual(written);
      // pdftotext finds every detail as printed (it may put spaces inside a Bangla word).
      const spaceless = (text: string) => text.replace(/\s+/g, '');
      const text = spaceless(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }));
      const printed = bangla
        ? { ...written, nid: toBengaliDigits(bio.nid!), dateOfBirth: '১২ এপ্রিল ১৯৯৬' }
        : { ...written, dateOfBirth: '12 April 1996' };
      expect(bio.dateOfBirth).toBe('1996-04-12');
      for (const [field, value] of Object.entries(printed)) {
        expect(text, `${field} in the PDF's text`).toContain(spaceless(value));
      }
      expect(
        back.education.map(({ level, board, gpa, gpaScale, year, endDate }) => ({
          level,
          board,
          gpa,
          gpaScale,
          // A passing year with no dates is printed where the dates go.
          year: year ?? endDate,
        })),
      ).toEqual(
        cv.education.map(({ level, board, gpa, gpaScale, year, endDate }) => ({
          level,
          board,
          gpa,
          gpaScale,
          year: year ?? endDate,
        })),
      );
    });
  }
});
