import { describe, expect, it } from 'vitest';
import { brokenWords, withWordsMended } from '../../src/resume/hyphenation';
import { parseResumeText } from '../../src/resume/parse-resume';

const words = (text: string) => brokenWords(text).map(({ head, rest }) => `${head}|${rest}`);

describe('words broken at a line end', () => {
  it('finds the words a typesetter hyphenated, not the hyphens compounds keep', () => {
    expect(words('reporting for garment ex-\nporters. Known for')).toEqual(['ex|porters']);
    expect(words('Built deploy-\nment')).toEqual(['deploy|ment']);
    // By their words, or as the CV writes them elsewhere.
    expect(words('clean month-\nend closes')).toEqual([]);
    expect(words('ships cloud-\nnative services')).toEqual([]);
    expect(words('a garment-\nsector firm; garment-sector audits')).toEqual([]);
    expect(words('a Padma-\nbased team')).toEqual([]);
    // A dash before a capital, a number or a space, or inside an address, breaks no word.
    expect(
      words('Knitwear -\nDhaka\nCall 01711-\n555 808\nlinkedin.com/in/nadia-\nrahman'),
    ).toEqual([]);
  });

  it("finds a word broken in a grid's right cell, its rest beside the wrapped label", () => {
    expect(
      words(
        'Technical skills and   Credit Analysis, Cus-\ncompetences   tomer Service\nSkills   Excel',
      ),
    ).toEqual(['Cus|tomer']);
  });

  it('mends them in every text read, whatever joined the lines', () => {
    const broken = [{ head: 'ex', rest: 'porters' }];
    expect(
      withWordsMended(
        { summary: 'for garment ex-porters.', list: ['ex- porters'], count: 2 },
        broken,
      ),
    ).toEqual({ summary: 'for garment exporters.', list: ['exporters'], count: 2 });
  });

  it('reads a hyphenated summary whole, the lines of its section as they were', () => {
    const parsed = parseResumeText(
      [
        'Nadia Rahman',
        'Summary',
        'Finance graduate with three years in audit and reporting for garment ex-',
        'porters. Known for clean month-',
        'end closes.',
      ].join('\n'),
    );
    expect(parsed.summary).toBe(
      'Finance graduate with three years in audit and reporting for garment exporters. Known for clean month-end closes.',
    );
    expect(parsed.sections[0]!.lines[0]).toMatch(/ex-$/);
  });
});
