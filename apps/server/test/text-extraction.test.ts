import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createTextExtractor,
  detectFileKind,
  TextExtractionError,
  type TextExtractionErrorCode,
} from '../src/infra/text-extraction/text-extractor';
import { parseResumeText } from '@careercard/engine/resume/parse-resume';
import { docxHtmlToText } from '../src/infra/text-extraction/docx-html';
import { wordXmlToHtml } from '../src/infra/text-extraction/docx-page-bands';
import { createPdfReader } from '../src/infra/text-extraction/pdf-text';
import { imagePixels } from '../src/lib/file-kind';
import { compoundFile, cvDocx, drawnTextBoxCvDocx, pageHeaderCvDocx, zipOf } from './word-files';

const fixture = async (name: string) =>
  new Uint8Array(await fs.readFile(path.join(import.meta.dirname, 'fixtures', name)));
const cacheDir = path.join(os.tmpdir(), 'careercard-test-ocr');
const extractor = createTextExtractor({ ocrTimeoutMs: 30_000, cacheDir });
afterAll(() => extractor.close());

/** The non-blank lines of a text. */
const linesOf = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

async function failure(promise: Promise<unknown>): Promise<TextExtractionErrorCode> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(TextExtractionError);
  return (error as TextExtractionError).code;
}

/** A PDF of blank square pages, `size` points wide: valid, but without text. */
function blankPdf({ pages = 1, size = 200 } = {}) {
  const numbers = Array.from({ length: pages }, (_, index) => index + 3);
  return new TextEncoder().encode(
    [
      '%PDF-1.4',
      '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
      `2 0 obj <</Type /Pages /Kids [${numbers.map((n) => `${n} 0 R`).join(' ')}] /Count ${pages}>> endobj`,
      ...numbers.map(
        (n) => `${n} 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 ${size} ${size}]>> endobj`,
      ),
      'trailer <</Root 1 0 R>>',
      '%%EOF',
    ].join('\n'),
  );
}

/**
 * A PDF of one page of contact lines, each after a pictogram drawn from LaTeX's marvosym font,
 * whose glyphs carry letters' codes ("H" for a phone, "B" for a letter).
 */
function pdfWithSymbols() {
  const content = [
    'BT /Sym 10 Tf 20 160 Td (H) Tj /Text 10 Tf 14 0 Td (01819-555 014) Tj ET',
    'BT /Sym 10 Tf 20 145 Td (B) Tj /Text 10 Tf 14 0 Td (mahmudul.karim@example.org) Tj ET',
  ].join('\n');
  return new TextEncoder().encode(
    [
      '%PDF-1.4',
      '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
      '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
      '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R',
      '  /Resources <</Font <</Sym 5 0 R /Text 6 0 R>>>>>> endobj',
      `4 0 obj <</Length ${content.length}>> stream\n${content}\nendstream endobj`,
      '5 0 obj <</Type /Font /Subtype /Type1 /BaseFont /KKEAYV+MarVoSym>> endobj',
      '6 0 obj <</Type /Font /Subtype /Type1 /BaseFont /Helvetica>> endobj',
      'trailer <</Root 1 0 R>>',
      '%%EOF',
    ].join('\n'),
  );
}

/** A PDF of one page filled with an image its dictionary says is `width` x `height` pixels. */
function pdfWithImage(width: number, height: number) {
  const content = 'q 200 0 0 200 0 0 cm /Im1 Do Q';
  return new TextEncoder().encode(
    [
      '%PDF-1.4',
      '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
      '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
      '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R',
      '  /Resources <</XObject <</Im1 5 0 R>>>>>> endobj',
      `4 0 obj <</Length ${content.length}>> stream\n${content}\nendstream endobj`,
      `5 0 obj <</Type /XObject /Subtype /Image /Width ${width} /Height ${height}`,
      '  /ColorSpace /DeviceGray /BitsPerComponent 8 /Length 1>> stream\n0\nendstream endobj',
      'trailer <</Root 1 0 R>>',
      '%%EOF',
    ].join('\n'),
  );
}

/**
 * A scanned PDF: each PNG in grey as the only content of an A4 page, with no text layer, as a
 * scanner's PDF is.
 */
function scannedPdf(pngs: Uint8Array[]) {
  const objects: Buffer[] = [];
  const add = (head: string, stream?: Buffer) => {
    objects.push(
      Buffer.concat([
        Buffer.from(`${objects.length + 1} 0 obj ${head}`),
        ...(stream ? [Buffer.from(`\nstream\n`), stream, Buffer.from('\nendstream')] : []),
        Buffer.from(' endobj\n'),
      ]),
    );
    return objects.length;
  };
  add('<</Type /Catalog /Pages 2 0 R>>');
  add(''); // the page tree, written once its pages are numbered
  const pages = pngs.map((png) => {
    const { width, height, data } = PNG.sync.read(Buffer.from(png));
    const grey = Buffer.alloc(width * height);
    for (let pixel = 0; pixel < grey.length; pixel += 1) grey[pixel] = data[pixel * 4]!;
    const pixels = deflateSync(grey);
    const image = add(
      `<</Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${pixels.length}>>`,
      pixels,
    );
    const draw = Buffer.from('q 595 0 0 842 0 0 cm /Scan Do Q');
    const content = add(`<</Length ${draw.length}>>`, draw);
    return add(
      `<</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${content} 0 R /Resources <</XObject <</Scan ${image} 0 R>>>>>>`,
    );
  });
  objects[1] = Buffer.from(
    `2 0 obj <</Type /Pages /Kids [${pages.map((page) => `${page} 0 R`).join(' ')}] /Count ${pages.length}>> endobj\n`,
  );
  return new Uint8Array(
    Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      ...objects,
      Buffer.from('trailer <</Root 1 0 R>>\n%%EOF'),
    ]),
  );
}

/** The first bytes of a PNG of the given size: enough for its header, nothing to draw. */
function pngHeader(width: number, height: number) {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** The first bytes of a JPEG: an APP0 segment, then the start of frame with the size. */
const jpegHeader = (width: number, height: number) =>
  new Uint8Array([
    ...[0xff, 0xd8, 0xff, 0xe0, 0, 16, ...new Array<number>(14).fill(0)],
    ...[0xff, 0xc0, 0, 17, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3],
  ]);

/** How long `work` took, and the longest the event loop went without running a 5 ms timer. */
async function pausesWhile<T>(work: () => Promise<T>) {
  let last = performance.now();
  let longestPause = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longestPause = Math.max(longestPause, now - last);
    last = now;
  }, 5);
  const started = performance.now();
  try {
    const result = await work();
    return { result, longestPause, took: performance.now() - started };
  } finally {
    clearInterval(ticker);
  }
}

describe('file kind', () => {
  it('is read from the bytes, whatever the file is called', async () => {
    // cv-page.png uploaded as "cv.pdf" still starts with the PNG signature.
    expect(detectFileKind(await fixture('cv-page.png'))).toBe('png');
    expect(detectFileKind(await fixture('single-column.pdf'))).toBe('pdf');
    expect(detectFileKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(detectFileKind(new TextEncoder().encode('\n\n%PDF-1.7\n'))).toBe('pdf');
  });

  it('tells a Word document by its parts, and old or locked Word files by their streams', async () => {
    const docx = await cvDocx();
    expect(detectFileKind(docx)).toBe('docx');
    // One cut off before its directory is still a Word document, a damaged one.
    expect(detectFileKind(docx.subarray(0, docx.length / 2))).toBe('docx');
    expect(detectFileKind(compoundFile('WordDocument'))).toBe('doc');
    expect(detectFileKind(compoundFile('EncryptedPackage'))).toBe('encryptedOffice');
    // Other ZIP archives (a spreadsheet, an archive renamed .docx) are none.
    expect(detectFileKind(zipOf([{ name: 'xl/workbook.xml', content: '<workbook/>' }]))).toBeNull();
  });

  it('is unknown for text, other formats and empty files', () => {
    expect(detectFileKind(new TextEncoder().encode('Tahmina Akter, engineer'))).toBeNull();
    expect(detectFileKind(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(detectFileKind(new Uint8Array())).toBeNull();
  });

  it('reads the size of a PNG or JPEG from its header', async () => {
    expect(imagePixels(await fixture('cv-page.png'), 'png')).toBe(794 * 1123);
    expect(imagePixels(jpegHeader(3000, 4000), 'jpeg')).toBe(12_000_000);
    expect(imagePixels(new Uint8Array([0xff, 0xd8, 0xff]), 'jpeg')).toBeNull();
  });

  it('turns away a file that is neither PDF nor image as unsupported', async () => {
    const text = new TextEncoder().encode('Tahmina Akter\nSenior Software Engineer');
    expect(await failure(extractor.extract(text))).toBe('unsupported');
  });
});

describe('PDF text', () => {
  it('reads a one-column CV in order, with dates on their titles’ lines', async () => {
    const bytes = await fixture('single-column.pdf');
    const { text, kind, ocr } = await extractor.extract(bytes);
    expect(kind).toBe('pdf');
    expect(ocr).toBe(false);
    const lines = linesOf(text);
    expect(lines.slice(0, 3)).toEqual([
      'Tahmina Akter',
      'Senior Software Engineer',
      'tahmina.akter@example.com | +880 1712-345678 | Dhaka, Bangladesh',
    ]);
    const headings = ['SUMMARY', 'EXPERIENCE', 'EDUCATION', 'SKILLS', 'LANGUAGES'];
    const positions = headings.map((heading) => lines.indexOf(heading));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(lines).toContain('Senior Software Engineer   Jan 2021 - Present');
    // The caller's bytes are still whole (pdf.js takes over the buffer it is given).
    expect(bytes.length).toBeGreaterThan(1000);
  });

  it('reads the pictograms of a symbol font as icons, not as stray letters', async () => {
    const lines = linesOf((await extractor.extract(pdfWithSymbols())).text);
    expect(lines).toEqual(['\uE000 01819-555 014', '\uE000 mahmudul.karim@example.org']);
  });

  it('reads letter-spaced text as the words drawn, not a letter at a time', async () => {
    const lines = linesOf((await extractor.extract(await fixture('letter-spaced.pdf'))).text);
    expect(lines).toEqual([
      'NUSRAT AKTER',
      'Senior Software Engineer',
      'EXPERIENCE',
      '2021-03 TO PRESENT',
      'Senior Software Engineer at Meghna Softworks',
      '2018-03 TO 2020-12',
      'Software Engineer at Padmabridge Logistics',
    ]);
  });

  it('reads the addresses behind words: in place of a word that only names them, beside words of the CV', async () => {
    const { text, links } = await extractor.extract(await fixture('linked.pdf'));
    const lines = linesOf(text);
    expect(lines[2]).toBe(
      'tahmina.akter@example.com | https://linkedin.example.com/in/tahmina-akter | https://github.example.com/tahmina',
    );
    expect(lines).toContain('Ghat: ferry timetables offline');
    expect(lines).toContain(
      'Tracks vegetable prices across Dhaka markets. https://github.example.com/tahmina/bazar',
    );
    expect(links).toContainEqual({
      text: 'Ghat: ferry timetables offline',
      url: 'https://ghat.example.org/',
      inText: false,
    });
  });

  it('reads Bangla whole: conjuncts, vowel signs in text order, and words kept together', async () => {
    // Chromium draws "জি" as ি then জ, and ক্ষ as one glyph with no text of its own: both are
    // read from the clusters' ActualText, and no space goes where a glyph was only drawn apart.
    const lines = linesOf((await extractor.extract(await fixture('bangla.pdf'))).text);
    expect(lines).toEqual([
      'তানজিলা রহমান',
      'জ্যেষ্ঠ সফটওয়্যার প্রকৌশলী',
      'tanjila.rahman@example.com | +880 1712-345678 | ঢাকা',
      'সারসংক্ষেপ',
      'ক্ষুদ্র ও মাঝারি প্রতিষ্ঠানের জন্য নির্ভরযোগ্য সফটওয়্যার তৈরিতে সাত বছরের অভিজ্ঞতা।',
      'দক্ষতা',
      'স্বয়ংক্রিয় পরীক্ষা, আন্তর্জাতিক মানের কোড পর্যালোচনা, উজ্জ্বল নকশা, TypeScript',
    ]);
  });

  it('reads a two-column CV column by column, never interleaving the sidebar', async () => {
    const lines = linesOf((await extractor.extract(await fixture('two-column.pdf'))).text);
    const sidebar = [
      'CONTACT',
      'tahmina.akter@example.com',
      '+880 1712-345678',
      'Dhaka, Bangladesh',
      'SKILLS',
      'TypeScript',
      'Node.js',
      'PostgreSQL',
      'Redis',
      'Docker',
      'Kafka',
      'LANGUAGES',
      'Bangla (native)',
      'English (fluent)',
    ];
    const sidebarStart = lines.indexOf('CONTACT');
    expect(lines.slice(sidebarStart, sidebarStart + sidebar.length)).toEqual(sidebar);
    // The main column, with the name, comes first and holds its sections whole.
    expect(lines[0]).toBe('Tahmina Akter');
    const experience = lines.indexOf('EXPERIENCE');
    expect(lines.slice(experience, experience + 4)).toEqual([
      'EXPERIENCE',
      'Senior Software Engineer   Jan 2021 - Present',
      'Meghna Softworks, Dhaka',
      'Led the rebuild of the merchant settlement service in TypeScript and',
    ]);
    expect(lines.indexOf('Shapla Institute of Technology, Sylhet')).toBeLessThan(sidebarStart);
  });

  it('reads every page of a two-page CV without the page-number footer', async () => {
    const { text } = await extractor.extract(await fixture('two-page.pdf'));
    expect(text).not.toMatch(/Page \d/);
    const lines = linesOf(text);
    expect(lines[0]).toBe('Tahmina Akter');
    expect(lines.at(-1)).toBe('Bangla (native), English (fluent)');
    expect(lines).toContain('Teestaline Commerce, Dhaka');
  });

  it('reads only the first pages when told to', async () => {
    const onePage = createTextExtractor({ ocrTimeoutMs: 30_000, cacheDir, maxPdfPages: 1 });
    const { text } = await onePage.extract(await fixture('two-page.pdf'));
    expect(text).toContain('Meghna Softworks');
    expect(text).not.toContain('Bangla (native)');
    await onePage.close();
  });

  it('gives unreadable for a broken PDF, and locked for a password-protected one', async () => {
    expect(await failure(extractor.extract(await fixture('broken.pdf')))).toBe('unreadable');
    expect(await failure(extractor.extract(await fixture('encrypted.pdf')))).toBe('locked');
  });

  it('gives unreadable for a PDF that takes longer than the time limit', async () => {
    const hasty = createTextExtractor({ ocrTimeoutMs: 30_000, cacheDir, pdfTimeoutMs: 1 });
    try {
      expect(await failure(hasty.extract(await fixture('two-page.pdf')))).toBe('unreadable');
    } finally {
      await hasty.close();
    }
  });

  it('gives empty for a PDF without text, on its pages or in them', async () => {
    expect(await failure(extractor.extract(blankPdf()))).toBe('empty');
  });
});

describe('memory', () => {
  it('refuses a scanned page whose image is too large to draw, without decoding it', async () => {
    expect(await failure(extractor.extract(pdfWithImage(20_000, 20_000)))).toBe('tooLarge');
  });

  it('ends a reading process that passes its memory limit, and reads the next file in a new one', async () => {
    // Drawing a scanned page for OCR takes some 50 MB; reading a CV's text, under 16.
    const frugal = createTextExtractor({ ocrTimeoutMs: 30_000, cacheDir, maxFileMemoryMb: 24 });
    try {
      const error = await frugal.extract(await fixture('scanned.pdf')).catch((reason) => reason);
      expect(error).toMatchObject({
        code: 'tooLarge',
        message: 'PDF reading passed its memory limit',
      });
      const { text } = await frugal.extract(await fixture('single-column.pdf'));
      expect(text).toContain('Tahmina Akter');
    } finally {
      await frugal.close();
    }
  });
});

describe('scanned PDF text (OCR)', () => {
  it('reads a PDF whose page is a scanned image by OCR', async () => {
    const { text, kind, ocr } = await extractor.extract(await fixture('scanned.pdf'));
    expect(kind).toBe('pdf');
    expect(ocr).toBe(true);
    for (const words of ['Tahmina Akter', 'Meghna Softworks', 'EXPERIENCE', 'PostgreSQL']) {
      expect(text).toContain(words);
    }
  });

  it('reads every page of a scanned PDF by OCR, one after the other', async () => {
    // two-page.pdf drawn as a scanner would store it: its second page holds Skills and
    // Languages.
    const reader = createPdfReader({
      timeoutMs: 10_000,
      maxPages: 20,
      maxQueued: 0,
      maxJobBytes: 256 * 1024 * 1024,
    });
    const drawn = await reader
      .draw(await fixture('two-page.pdf'), {
        maxPages: 2,
        dpi: 150,
        maxPixels: 12_000_000,
        maxImagePixels: 16_000_000,
      })
      .finally(() => reader.close());
    // An extractor of its own, closed after: the shared one's OCR process, replaced after two
    // large pages, would start again while the next tests time their reading.
    const scans = createTextExtractor({ ocrTimeoutMs: 30_000, cacheDir });
    const { text, ocr } = await scans.extract(scannedPdf(drawn)).finally(() => scans.close());
    expect(ocr).toBe(true);
    for (const words of ['Tahmina Akter', 'Meghna Softworks', 'Kafka', 'Bangla (native)']) {
      expect(text).toContain(words);
    }
    expect(text.indexOf('Meghna Softworks')).toBeLessThan(text.indexOf('Bangla (native)'));
  }, 60_000); // two pages of OCR, seconds each

  it('stops the OCR of a scanned page that takes too long', async () => {
    const quick = createTextExtractor({ ocrTimeoutMs: 300, cacheDir });
    try {
      expect(await failure(quick.extract(await fixture('scanned.pdf')))).toBe('timeout');
    } finally {
      await quick.close();
    }
  });

  describe('drawing pages', () => {
    const reader = createPdfReader({
      timeoutMs: 5_000,
      maxPages: 20,
      maxQueued: 0,
      maxJobBytes: 256 * 1024 * 1024,
    });
    afterAll(() => reader.close());
    const draw = (bytes: Uint8Array, dpi = 200, maxPixels = 12_000_000) =>
      reader.draw(bytes, { maxPages: 3, dpi, maxPixels, maxImagePixels: 16_000_000 });

    it('draws the first pages only, at the resolution asked, within the pixel limit', async () => {
      const pages = await draw(blankPdf({ pages: 5 }), 144);
      expect(pages.map((png) => imagePixels(png, 'png'))).toEqual([
        400 * 400,
        400 * 400,
        400 * 400,
      ]);
      // A page 5 m wide would be 1.6 billion pixels at 200 dpi.
      const [large] = await draw(blankPdf({ size: 14_400 }), 200, 1_000_000);
      expect(imagePixels(large!, 'png')).toBeGreaterThan(990_000);
      expect(imagePixels(large!, 'png')).toBeLessThanOrEqual(1_000_000);
    });

    it('draws an image smaller, within the pixel limit', async () => {
      const smaller = await reader.scale(await fixture('cv-page.png'), 200_000);
      expect(imagePixels(smaller, 'png')).toBeGreaterThan(195_000);
      expect(imagePixels(smaller, 'png')).toBeLessThanOrEqual(200_000);
    });

    it('draws a CCITT fax-encoded scan, which needs pdf.js’s wasm decoder', async () => {
      const [page] = await draw(await fixture('scanned-fax.pdf'), 72);
      const { data } = PNG.sync.read(Buffer.from(page!));
      let dark = 0;
      for (let index = 0; index < data.length; index += 4) if (data[index]! < 128) dark += 1;
      // Without the decoder pdf.js leaves the image out: a white page.
      expect(dark).toBeGreaterThan(1000);
    });
  });
});

describe('image text (OCR)', () => {
  it('reads the words of a CV page', async () => {
    const { text, kind } = await extractor.extract(await fixture('cv-page.png'));
    expect(kind).toBe('image');
    for (const words of ['Tahmina Akter', 'Meghna Softworks', 'EXPERIENCE', 'PostgreSQL']) {
      expect(text).toContain(words);
    }
  });

  it('reads a photographed two-column CV column by column, as it reads a PDF', async () => {
    const lines = linesOf((await extractor.extract(await fixture('two-column.png'))).text);
    // The main column, with the name, comes first: its lines are never interleaved with the
    // sidebar's, and a date stays on its title's line, a cell gap apart.
    expect(lines.slice(0, 2)).toEqual(['Tahmina Akter', 'Senior Software Engineer']);
    const experience = lines.indexOf('EXPERIENCE');
    expect(lines.slice(experience, experience + 3)).toEqual([
      'EXPERIENCE',
      'Senior Software Engineer   Jan 2021 - Present',
      'Meghna Softworks, Dhaka',
    ]);
    const sidebar = lines.indexOf('CONTACT');
    expect(lines.indexOf('Shapla Institute of Technology, Sylhet')).toBe(sidebar - 1);
    expect(lines.slice(sidebar, sidebar + 5)).toEqual([
      'CONTACT',
      'tahmina.akter@example.com',
      '+880 1712-345678',
      'Dhaka, Bangladesh',
      'SKILLS',
    ]);
    expect(lines.slice(-3)).toEqual(['LANGUAGES', 'Bangla (native)', 'English (fluent)']);
  });

  it('runs off the main thread: timers keep firing while a page is read', async () => {
    const image = await fixture('cv-page.png');
    await extractor.extract(await fixture('name.png')); // the worker is up
    const { longestPause, took } = await pausesWhile(() => extractor.extract(image));
    // On the main thread the event loop would stall for the whole recognition.
    expect(longestPause).toBeLessThan(took / 2);
  });

  it('stops a recognition that takes too long, and the next one works', async () => {
    // The limit follows this machine's pace (a loaded CI runner reads slower): midway, on a
    // log scale, between what two lines and a photographed two-column page take (about 20×
    // apart), so that a slow moment on either side still leaves a few times' margin. The
    // image stopped is that page three times over, for three times more on that side (a
    // single page once finished within a limit measured at a slow moment).
    const took = async (name: string) => {
      const started = performance.now();
      await extractor.extract(await fixture(name));
      return performance.now() - started;
    };
    const limit = Math.sqrt((await took('name.png')) * (await took('two-column.png')));
    const quick = createTextExtractor({ ocrTimeoutMs: Math.max(300, limit), cacheDir });
    try {
      const page = PNG.sync.read(Buffer.from(await fixture('two-column.png')));
      const pages = new PNG({ width: page.width, height: page.height * 3 });
      for (let copy = 0; copy < 3; copy += 1) page.data.copy(pages.data, copy * page.data.length);
      const long = new Uint8Array(PNG.sync.write(pages));
      expect(await failure(quick.extract(long))).toBe('timeout');
      const { text } = await quick.extract(await fixture('name.png'));
      expect(text).toContain('Tahmina Akter');
    } finally {
      await quick.close();
    }
  }, 60_000);

  it('turns images away as busy when the queue is full, and stops on close', async () => {
    const single = createTextExtractor({ ocrTimeoutMs: 30_000, cacheDir, maxQueuedImages: 0 });
    const image = await fixture('name.png');
    const first = failure(single.extract(image));
    expect(await failure(single.extract(image))).toBe('busy');
    await single.close();
    expect(await first).toBe('busy');
    expect(await failure(single.extract(image))).toBe('busy');
  });

  it('turns away an image too large to read before reading it', async () => {
    expect(await failure(extractor.extract(pngHeader(20_000, 20_000)))).toBe('tooLarge');
    expect(await failure(extractor.extract(jpegHeader(9000, 9000)))).toBe('tooLarge');
  });

  it('gives unreadable for an image that cannot be decoded', async () => {
    const png = await fixture('name.png');
    const damaged = png.slice(0, 200); // the signature, then the data cut off
    expect(await failure(extractor.extract(damaged))).toBe('unreadable');
    // One whose size cannot be read is not decoded.
    expect(await failure(extractor.extract(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])))).toBe(
      'unreadable',
    );
  });
});

describe('Word documents (.docx)', () => {
  /** A .docx of the given body XML, as Word lays out its parts. */
  const wordFile = (body: string, declaredSize?: number) =>
    zipOf([
      {
        name: '_rels/.rels',
        content:
          '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      },
      {
        name: 'word/document.xml',
        content: `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
        declaredSize,
      },
    ]);

  it('reads headings, entries with tabbed dates, lists, tables and text boxes in order', async () => {
    const { text, kind, ocr } = await extractor.extract(await cvDocx());
    expect(kind).toBe('docx');
    expect(ocr).toBe(false);
    // Its first sections, as other tests add more to the CV.
    expect(linesOf(text).slice(0, 19)).toEqual([
      'Nusrat Jahan',
      'Data Analyst',
      // The text box, after the paragraph it is anchored to.
      'nusrat.jahan@example.com | +880 1711-223344 | Khulna',
      'Professional Experience',
      'Senior Data Analyst   Feb 2022 – Present',
      'Rupsha Analytics Ltd., Khulna',
      '• Built the weekly sales dashboards in Power BI for twelve regional managers.',
      '• Cut the monthly reporting run from three days to four hours with SQL views.',
      'Data Analyst   Jul 2019 – Jan 2022',
      'Sundori Textiles, Jashore',
      '• Forecast fabric demand with Python and Excel, lowering unsold stock by 18%.',
      'Education',
      'BSc in Statistics   2015 – 2019',
      'Gourob University of Science   Khulna',
      'Skills',
      '• SQL',
      '• Python',
      '• Power BI',
      '• Excel',
    ]);
  });

  it('reads the page header above the body and the footer below it, page numbers left out', async () => {
    const { text } = await extractor.extract(await pageHeaderCvDocx());
    expect(linesOf(text)).toEqual([
      // The first page's header and the later pages', each line once.
      'Mahbub Alam',
      'mahbub.alam@example.com   +880 1912-345678   Sylhet',
      'Experience',
      'Procurement Officer   Mar 2021 – Present',
      'Surma Tea Estates Ltd.',
      '• Sourced packaging from nine suppliers at 12% lower cost.',
      'References on request',
    ]);
  });

  it('puts a link’s address in place of a word that only names it, and hands on the others', async () => {
    const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const link = (id: string, text: string) =>
      `<w:hyperlink r:id="${id}"><w:r><w:t>${text}</w:t></w:r></w:hyperlink>`;
    const paragraph = (content: string) => `<w:p>${content}</w:p>`;
    const target = (id: string, url: string) =>
      `<Relationship Id="${id}" Type="${relationships}/hyperlink" Target="${url}" TargetMode="External"/>`;
    const docx = zipOf([
      {
        name: '_rels/.rels',
        content: `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relationships}/officeDocument" Target="word/document.xml"/></Relationships>`,
      },
      {
        name: 'word/_rels/document.xml.rels',
        content: `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${target('rId7', 'https://www.linkedin.com/in/rumana-haque')}${target('rId8', 'https://hisab.example.org/')}</Relationships>`,
      },
      {
        name: 'word/document.xml',
        content: `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="${relationships}"><w:body>${[
          paragraph('<w:r><w:t>Rumana Haque</w:t></w:r>'),
          paragraph(
            `<w:r><w:t xml:space="preserve">rumana.haque@example.com | </w:t></w:r>${link('rId7', 'LinkedIn')}`,
          ),
          paragraph('<w:r><w:t>Projects</w:t></w:r>'),
          paragraph(link('rId8', 'Hisab: offline bookkeeping')),
          paragraph('<w:r><w:t>An app for small shops.</w:t></w:r>'),
        ].join('')}</w:body></w:document>`,
      },
    ]);
    const { text, links } = await extractor.extract(docx);
    expect(linesOf(text)).toEqual([
      'Rumana Haque',
      'rumana.haque@example.com | https://www.linkedin.com/in/rumana-haque',
      'Projects',
      'Hisab: offline bookkeeping',
      'An app for small shops.',
    ]);
    expect(links).toEqual([
      { text: 'LinkedIn', url: 'https://www.linkedin.com/in/rumana-haque', inText: true },
      { text: 'Hisab: offline bookkeeping', url: 'https://hisab.example.org/', inText: false },
    ]);
    const parsed = parseResumeText(text, { links });
    expect(parsed.contact.links.map((profile) => profile.url)).toEqual([
      'https://www.linkedin.com/in/rumana-haque',
    ]);
    expect(parsed.projects[0]?.url).toBe('https://hisab.example.org/');
  });

  it('reads a text box that Word’s modern drawing format alone describes', async () => {
    const { text } = await extractor.extract(await drawnTextBoxCvDocx());
    expect(linesOf(text)).toEqual([
      'Rumana Haque',
      'rumana.haque@example.com',
      '+880 1555-102030',
      'Skills',
      '• Payroll',
    ]);
  });

  it('reads a header part’s paragraphs, tabs, tables and text boxes once, without field results', () => {
    const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
    const xml = [
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr>',
      `<w:p><w:pPr><w:tabs><w:tab w:val="right" w:pos="9000"/></w:tabs></w:pPr>${run('Tahmina Akter')}<w:r><w:tab/></w:r>${run('R&amp;D Lead')}</w:p>`,
      `<w:tbl><w:tr><w:tc><w:p>${run('tahmina@example.com')}</w:p></w:tc><w:tc><w:p>${run('Rangpur')}</w:p></w:tc></w:tr></w:tbl>`,
      // A text box, in Word's modern form and its fallback.
      `<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><w:txbxContent><w:p>${run('linkedin.com/in/tahmina')}</w:p></w:txbxContent></w:drawing></mc:Choice>`,
      `<mc:Fallback><w:pict><w:txbxContent><w:p>${run('linkedin.com/in/tahmina')}</w:p></w:txbxContent></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>`,
      // A complex field numbering pages, and a simple one dating the document.
      `<w:p>${run('Page ')}<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>${run('2')}<w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>`,
      `<w:p><w:fldSimple w:instr=" DATE \\@ &quot;d MMMM yyyy&quot; ">${run('1 December 2026')}</w:fldSimple>${run('Line&#x2013;two')}<w:r><w:br/></w:r>${run('&lt;three&gt;')}</w:p>`,
      '</w:hdr>',
    ].join('');
    expect(docxHtmlToText(wordXmlToHtml(xml)).text.split('\n')).toEqual([
      'Tahmina Akter   R&D Lead',
      'tahmina@example.com   Rangpur',
      'linkedin.com/in/tahmina',
      'Page',
      'Line–two',
      '<three>',
    ]);
  });

  it('turns a table of columns into each column’s lines, and an empty paragraph or the end of a list into a blank line', () => {
    const html = [
      '<p>Rafiq Hasan</p><p></p><p></p>',
      // A two-column layout: the sidebar cell, then the main one.
      '<table><tbody><tr><td><p>CONTACT</p><p>rafiq@example.com</p></td>',
      '<td><h2>EXPERIENCE</h2><p>Accountant\tJan 2020 – Present</p>',
      '<ul><li>Closed the books<ul><li>monthly</li></ul></li></ul></td></tr>',
      '<tr><td>Dhaka</td><td></td></tr></tbody></table>',
      '<p>Line one<br />line two</p><p>R&amp;D &lt;team&gt;   Sylhet</p>',
      '<p>Footnoted<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup></p>',
      // An entry's bullets, then the next entry's table.
      '<ul><li>Followed up 120 orders</li></ul><table><tr><td>Tista Fashions</td></tr>',
      // A row of one bullet, then the next entry's row.
      '<tr><td><ul><li>Prepared costing sheets</li></ul></td></tr><tr><td>Banshkhali Garments</td></tr></table>',
      // A list, then the next entry's paragraph.
      '<ul><li>Negotiated trim prices</li></ul><p>Merchandiser</p>',
    ].join('');
    expect(docxHtmlToText(html).text.split('\n')).toEqual([
      'Rafiq Hasan',
      '',
      'CONTACT',
      'rafiq@example.com',
      'EXPERIENCE',
      'Accountant   Jan 2020 – Present',
      '• Closed the books',
      '• monthly',
      '',
      'Dhaka',
      'Line one',
      'line two',
      'R&D <team>   Sylhet',
      'Footnoted',
      '• Followed up 120 orders',
      '',
      'Tista Fashions',
      '• Prepared costing sheets',
      '',
      'Banshkhali Garments',
      '• Negotiated trim prices',
      '',
      'Merchandiser',
    ]);
  });

  it('refuses a Word 97-2003 file, a locked one and another ZIP archive, each for what it is', async () => {
    expect(await failure(extractor.extract(compoundFile('WordDocument')))).toBe('legacyWord');
    expect(await failure(extractor.extract(compoundFile('EncryptedPackage')))).toBe('locked');
    const archive = zipOf([{ name: 'cv.txt', content: 'Nusrat Jahan' }]);
    expect(await failure(extractor.extract(archive))).toBe('unsupported');
  });

  it('gives unreadable for a damaged one, and empty for one without text', async () => {
    const docx = await cvDocx();
    expect(await failure(extractor.extract(docx.subarray(0, docx.length - 100)))).toBe(
      'unreadable',
    );
    expect(await failure(extractor.extract(wordFile('<w:p><w:r><w:t>Unclosed')))).toBe(
      'unreadable',
    );
    expect(await failure(extractor.extract(wordFile('<w:p/>')))).toBe('empty');
  });

  it('refuses a zip bomb, whether its directory tells the size or hides it', async () => {
    // 21 MB of paragraphs, deflated to some 60 KB.
    const paragraphs = '<w:p><w:r><w:t>Nusrat Jahan</w:t></w:r></w:p>'.repeat(500_000);
    expect(await failure(extractor.extract(wordFile(paragraphs)))).toBe('tooLarge');
    expect(await failure(extractor.extract(wordFile(paragraphs, 1000)))).toBe('tooLarge');
    // The reader is sound after it.
    const { text } = await extractor.extract(wordFile('<w:p><w:r><w:t>Nusrat</w:t></w:r></w:p>'));
    expect(text).toBe('Nusrat');
  });

  it('runs off the main thread: timers keep firing while a long document is read', async () => {
    const rows = Array.from(
      { length: 1500 },
      (_, index) =>
        `<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>Officer ${index}</w:t></w:r><w:r><w:tab/><w:t>2020</w:t></w:r></w:p>`,
    );
    const long = wordFile(rows.join(''));
    await extractor.extract(wordFile('<w:p><w:r><w:t>Nusrat</w:t></w:r></w:p>')); // the process is up
    const {
      result: { text },
      longestPause,
      took,
    } = await pausesWhile(() => extractor.extract(long));
    expect(linesOf(text)).toHaveLength(1500);
    expect(longestPause).toBeLessThan(took / 2);
  });
});
