import type { CvData } from '@careercard/shared/cv';
import { bangladeshSampleCv, sampleCv } from '@careercard/shared/cv-sample';
import { americanOnePageLayout, resumeLayoutSchema } from '@careercard/shared/resume-layout';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { factsInOrder, pageFacts } from '../src/page-facts';
import type { TemplateChoice } from '../src/render-cv';
import { cvToWord } from '../src/word/cv-word';

/** The parts of a Word file, by name. */
const partsOf = (file: Buffer) => unzipSync(new Uint8Array(file));
const documentXml = (file: Buffer) => strFromU8(partsOf(file)['word/document.xml']!);

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** The text of a Word file as a reader meets it: paragraph by paragraph, tabs and breaks kept. */
function wordText(xml: string): string {
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
    .map(([paragraph]) =>
      [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:tab\/>|<w:br\/>/g)]
        .map(([tag, text]) => (tag === '<w:tab/>' ? '\t' : tag === '<w:br/>' ? '\n' : text))
        .join(''),
    )
    .map(unescape)
    .join('\n');
}

function expectInOrder(text: string, facts: string[]) {
  expect(factsInOrder(text, facts).missing).toEqual([]);
}

const withSignature = {
  ...bangladeshSampleCv,
  bioData: { ...bangladeshSampleCv.bioData, signatureUrl: 'https://example.com/sign.png' },
};
const gridLayout = resumeLayoutSchema.parse({
  ...americanOnePageLayout,
  sections: [
    ...americanOnePageLayout.sections,
    { type: 'Section', title: 'Tools', source: 'tools', layout: 'grid' },
  ],
});
const cases: Array<[string, TemplateChoice, CvData]> = [
  ['DefaultResume', { component: 'DefaultResume', layout: null }, sampleCv],
  ['ClassicResume', { component: 'ClassicResume', layout: null }, sampleCv],
  ['ModernResume', { component: 'ModernResume', layout: null }, sampleCv],
  ['Bangladesh Standard', { component: 'BangladeshStandard', layout: null }, withSignature],
  ['বাংলা সিভি', { component: 'BanglaCv', layout: null }, withSignature],
  ['a JSON layout with two columns', { component: null, layout: gridLayout }, sampleCv],
];

describe('a CV as a Word file (issue 45)', () => {
  it.each(cases)('%s: every fact of the page, in its order', async (_name, template, cv) => {
    const xml = documentXml(await cvToWord(cv, template));
    const facts = pageFacts(cv, template);
    expect(facts.length).toBeGreaterThan(40);
    expectInOrder(wordText(xml), facts);
  });

  it.each(cases)(
    '%s: A4, real headings, lists and tab stops, no text boxes',
    async (_n, template, cv) => {
      const file = await cvToWord(cv, template);
      const parts = partsOf(file);
      const xml = strFromU8(parts['word/document.xml']!);
      expect(xml).toContain('<w:pgSz w:w="11906" w:h="16838"');
      expect(xml).toContain('<w:pStyle w:val="Title"/>');
      expect(xml).toContain('<w:pStyle w:val="Heading1"/>');
      // Bullets are a list of Word's, dates stand at a right tab stop.
      expect(xml).toMatch(/<w:numPr>/);
      expect(xml).toMatch(/<w:tab w:val="right" w:pos="\d+"\/>/);
      // No text boxes, shapes or pictures of text: the only images are the photo and signature.
      expect(xml).not.toMatch(/txbxContent|<wps:|<v:shape|<w:pict/);
      expect(Object.keys(parts).filter((name) => name.startsWith('word/media/'))).toEqual([]);
      // Fonts Word and LibreOffice have, and a Bengali one for Bangla text.
      const styles = strFromU8(parts['word/styles.xml']!);
      expect(styles).toMatch(/w:ascii="(Arial|Times New Roman)"/);
      expect(styles).toContain('w:cs="Nirmala UI"');
    },
  );

  it("uses the template's colours and its fonts' kind", async () => {
    const styles = async (template: TemplateChoice) =>
      strFromU8(partsOf(await cvToWord(sampleCv, template))['word/styles.xml']!);
    const classic = await styles({ component: 'ClassicResume', layout: null });
    expect(classic).toContain('w:ascii="Times New Roman"');
    expect(classic).toContain('w:val="7C2D12"'); // its accent, on the section titles
    const modern = await styles({ component: 'ModernResume', layout: null });
    expect(modern).toContain('w:ascii="Arial"');
    expect(modern).toContain('w:val="0E7490"');
    const modernXml = documentXml(
      await cvToWord(sampleCv, { component: 'ModernResume', layout: null }),
    );
    expect(modernXml).toContain('w:fill="0B3B4A"'); // the band behind the name
  });

  it('puts the photo and the signature in as pictures, beside the name and over it', async () => {
    const png = Uint8Array.from(
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    );
    const image = { data: png, type: 'png' as const, width: 300, height: 400 };
    const file = await cvToWord(
      withSignature,
      { component: 'BangladeshStandard', layout: null },
      { photo: image, signature: { ...image, width: 400, height: 100 } },
    );
    const parts = partsOf(file);
    expect(Object.keys(parts).filter((name) => name.startsWith('word/media/'))).toHaveLength(2);
    const xml = strFromU8(parts['word/document.xml']!);
    // The text of the header comes first, then the photo, in one row of a table.
    expect(xml.indexOf('Tanjila Rahman')).toBeLessThan(xml.indexOf('<w:drawing>'));
    expect(wordText(xml)).toContain('Signature: Tanjila Rahman');
  });
});
