import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  markedSpans,
  withActualText,
  type MarkedRun,
  type PageItem,
} from '../src/infra/text-extraction/actual-text';

/** A PDF with one page (object 3) whose content stream (object 4) is `content`. */
function pdfWith(content: string, { compress = true } = {}) {
  const data = compress ? zlib.deflateSync(Buffer.from(content, 'latin1')) : Buffer.from(content);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from(
        [
          '%PDF-1.4',
          '3 0 obj <</Type /Page /Contents 4 0 R>> endobj',
          `4 0 obj <<${compress ? '/Filter /FlateDecode ' : ''}/Length ${data.length}>> stream`,
          '',
        ].join('\n'),
      ),
      data,
      Buffer.from('\nendstream endobj\ntrailer <<>>\n%%EOF'),
    ]),
  );
}

const run = (str: string, x: number, spaceBefore = false, width = 6): MarkedRun => ({
  str,
  x,
  y: 700,
  width,
  height: 12,
  spaceBefore,
});
const span: PageItem = { mark: 'bdc', tag: 'Span' };
const end: PageItem = { mark: 'end' };
const page = (items: PageItem[]) => ({
  width: 600,
  height: 800,
  ref: { num: 3, gen: 0 },
  items,
  links: [],
});
const textOf = (pdf: Uint8Array, items: PageItem[]) =>
  withActualText(pdf, [page(items)])[0]!.items.map((item) => item.str);

describe('ActualText in a content stream', () => {
  it('reads hex and literal strings, escapes, nested brackets and byte-order marks', () => {
    expect(
      markedSpans(
        [
          '/P <</MCID 0>> BDC',
          '/Span<</ActualText <FEFF09A409BE> >> BDC',
          '/Span <</ActualText (fi)>>BDC',
          '/Span <</ActualText (a\\(b\\) \\\\ (c) \\101)>> BDC',
          '/Span <</ActualText (\\376\\377\\000A\\000B)>> BDC',
          '/Span /Props1 BDC',
        ].join('\n'),
      ),
    ).toEqual([
      { tag: 'P', actualText: null },
      { tag: 'Span', actualText: 'তা' },
      { tag: 'Span', actualText: 'fi' },
      { tag: 'Span', actualText: 'a(b) \\ (c) A' },
      { tag: 'Span', actualText: 'AB' },
      { tag: 'Span', actualText: null },
    ]);
  });
});

describe('runs read with their ActualText', () => {
  // "তানজিলা": জি drawn as ি then জ; pdf.js reads the glyphs in drawn order.
  const content = [
    '/P <</MCID 0>> BDC BT',
    '(x) Tj /Span <</ActualText <FEFF099C09BF>>> BDC (y) Tj EMC',
    '(z) Tj ET EMC',
  ].join('\n');
  const drawn: PageItem[] = [
    { mark: 'bdc', tag: 'P' },
    run('তান', 50, false, 30),
    span,
    run(' ', 80, false),
    run('িজ', 90, false, 12),
    end,
    run('লা', 102, false, 14),
    end,
  ];

  it('puts the cluster’s text in place of its glyphs, in the word it belongs to', () => {
    expect(textOf(pdfWith(content), drawn)).toEqual(['তানজিলা']);
    expect(textOf(pdfWith(content, { compress: false }), drawn)).toEqual(['তানজিলা']);
  });

  it('parts words where a space glyph is drawn, and only there', () => {
    const spaced = drawn.map((item) => (item === drawn[6] ? run('লা', 102, true, 14) : item));
    expect(textOf(pdfWith(content), spaced)).toEqual(['তানজি ', 'লা']);
  });

  it('parts Latin words set a gap apart with no space glyph between them, as chips are', () => {
    const tagged = [
      '/P <</MCID 0>> BDC BT',
      '(Git) Tj /Span <</ActualText (Docker)>> BDC (Docker) Tj EMC',
      '(Figma) Tj ET EMC',
    ].join('\n');
    const chips: PageItem[] = [
      { mark: 'bdc', tag: 'P' },
      run('Git', 50, false, 18),
      span,
      run('Docker', 76, false, 36),
      end,
      run('Fig', 120, false, 18),
      run('ma', 138.5, false, 12),
      end,
    ];
    expect(textOf(pdfWith(tagged), chips)).toEqual(['Git ', 'Docker ', 'Figma']);
  });

  it('keeps a line’s next line, and text a cell away, apart', () => {
    const wrapped = drawn.map((item) => (item === drawn[6] ? { ...run('লা', 50), y: 680 } : item));
    expect(textOf(pdfWith(content), wrapped)).toEqual(['তানজি', 'লা']);
    const cell = drawn.map((item) => (item === drawn[6] ? run('লা', 300) : item));
    expect(textOf(pdfWith(content), cell)).toEqual(['তানজি', 'লা']);
  });

  it('reads the glyphs when the marks do not line up, or the glyphs gave no spaces', () => {
    const asRead = ['তান', ' ', 'িজ', 'লা'];
    const moreMarks = [...drawn, span, end];
    expect(textOf(pdfWith(content), moreMarks)).toEqual([...asRead]);
    const otherTag = drawn.map((item) => (item === span ? { mark: 'bdc', tag: 'Artifact' } : item));
    expect(textOf(pdfWith(content), otherTag as PageItem[])).toEqual(asRead);
    const unknownSpaces = drawn.map((item) =>
      'str' in item ? { ...item, spaceBefore: undefined } : item,
    );
    expect(textOf(pdfWith(content), unknownSpaces)).toEqual(asRead);
    const noPage = withActualText(pdfWith(content), [{ ...page(drawn), ref: { num: 9, gen: 0 } }]);
    expect(noPage[0]!.items.map((item) => item.str)).toEqual(asRead);
  });

  it('keeps small capitals as drawn, and an icon’s code out of the words', () => {
    const smallCaps = '/P <</MCID 0>> BDC /Span <</ActualText (o)>> BDC (O) Tj EMC EMC';
    const items: PageItem[] = [
      { mark: 'bdc', tag: 'P' },
      run('C', 50),
      span,
      run('O', 56),
      end,
      end,
    ];
    expect(textOf(pdfWith(smallCaps), items)).toEqual(['CO']);
    const icon = '/P <</MCID 0>> BDC /Span <</ActualText <FEFFF111>>> BDC (i) Tj EMC EMC';
    const withIcon: PageItem[] = [
      { mark: 'bdc', tag: 'P' },
      span,
      run('\u0000', 50),
      end,
      run('Dhaka', 58),
      end,
    ];
    expect(textOf(pdfWith(icon), withIcon)).toEqual(['\u0000', 'Dhaka']);
  });
});
