// The CV quality check against its rubric (docs/quality-rubric.md) and a labelled corpus.
import { qualityPartKeys } from '@careercard/shared/analysis';
import { localizeReportText } from '@careercard/shared/report-bn';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeQuality, BLANK_CAP } from '../src/quality';

/**
 * The corpus: CVs of invented Bangladeshi job seekers, each labelled strong or weak with the
 * reason in labels.json. A strong CV scores 80 or more, a weak one 60 or less.
 */
const corpus = new URL('./quality-corpus/', import.meta.url);
const labels = JSON.parse(readFileSync(new URL('labels.json', corpus), 'utf8')) as Record<
  string,
  { label: 'strong' | 'weak'; reason: string }
>;
const read = (file: string) => readFileSync(new URL(file, corpus), 'utf8');

/** The rubric's weights, as docs/quality-rubric.md writes them. */
const WEIGHTS = {
  length: 10,
  results: 20,
  actionVerbs: 15,
  sections: 15,
  contact: 10,
  consistency: 10,
  spelling: 5,
  blanks: 10,
  cliches: 5,
};

describe('the quality corpus', () => {
  const files = Object.keys(labels);

  it('holds at least 20 CVs, strong and weak, each with a reason', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
    const kinds = new Set(files.map((file) => labels[file]!.label));
    expect(kinds).toEqual(new Set(['strong', 'weak']));
    for (const file of files) expect(labels[file]!.reason.length).toBeGreaterThan(20);
  });

  it('scores the strong CVs 80 or more and the weak ones 60 or less', () => {
    const results = files.map((file) => {
      const report = analyzeQuality(read(file));
      return { file, ...labels[file]!, score: report.qualityScore, parts: report.parts ?? [] };
    });
    const wrong = results.filter(({ label, score }) =>
      label === 'strong' ? score < 80 : score > 60,
    );
    const table = results
      .map(
        ({ file, label, score, parts }) =>
          `${label.padEnd(6)} ${String(score).padStart(3)}  ${file}  ${parts.map((part) => `${part.key} ${part.score}/${part.max}`).join(', ')}`,
      )
      .join('\n');
    expect(
      wrong.map(({ file }) => file),
      `Scores of the corpus:\n${table}`,
    ).toEqual([]);
  });
});

describe('the quality rubric', () => {
  const strong = read('strong-backend-developer.txt');

  it('reports every part with its weight, and the parts add up to the score', () => {
    const report = analyzeQuality(strong);
    expect(report.parts?.map((part) => part.key)).toEqual([...qualityPartKeys]);
    for (const part of report.parts ?? []) {
      expect(part.max).toBe(WEIGHTS[part.key]);
      expect(part.score).toBeGreaterThanOrEqual(0);
      expect(part.score).toBeLessThanOrEqual(part.max);
      expect(part.finding).toMatch(/^[A-Z\d].+\.$/);
    }
    const total = report.parts!.reduce((sum, part) => sum + part.score, 0);
    expect(report.qualityScore).toBe(total);
    expect(Object.values(WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBe(100);
  });

  it.each([
    ['[key result]', 'Delivered [key result] for the payments team'],
    ['XX %', 'Raised test coverage by XX % in one quarter'],
    ['Lorem ipsum dolor sit amet', 'Lorem ipsum dolor sit amet'],
  ])('caps a CV with the blank %s at 60 and names it', (blank, line) => {
    const drafted = strong.replace(
      '- Mentored 3 junior developers, two of whom were promoted within a year',
      `- ${line}`,
    );
    const report = analyzeQuality(drafted);
    expect(report.qualityScore).toBeLessThanOrEqual(BLANK_CAP);
    expect(report.blanks).toEqual([blank]);
    const part = report.parts?.find((found) => found.key === 'blanks');
    expect(part).toMatchObject({ score: 0, finding: expect.stringContaining(`"${blank}"`) });
    expect(report.suggestions[0]).toContain(`"${blank}"`);
    expect(report.summary).toContain('weak');
  });

  it('names every blank, not only the first', () => {
    const report = analyzeQuality(
      `${strong}\n- Improved [X metric] by XX % for [team or clients]\n`,
    );
    expect(report.blanks).toEqual(['[X metric]', 'XX %', '[team or clients]']);
    expect(report.suggestions[0]).toBe(
      'Fill in or delete the 3 blanks left from a draft: "[X metric]", "XX %" and "[team or clients]".',
    );
  });

  it('does not count a blank figure ("XX %") as a result', () => {
    const cv =
      'Experience\nSales Officer | Meghna Foods | 2021 - Present\n- Grew sales by XX %\n- Opened 12 new shops';
    const results = analyzeQuality(cv).parts!.find((part) => part.key === 'results')!;
    expect(results.finding).toMatch(/^1 of your 2 bullets/);
  });

  it('expects more words from a senior than from a fresh graduate', () => {
    const fresher = analyzeQuality(read('strong-fresh-graduate-software.txt'));
    expect(fresher.parts?.find((part) => part.key === 'length')?.score).toBe(10);
    // The same 160 words for thirteen years of work read thin.
    const senior = analyzeQuality(
      read('strong-fresh-graduate-software.txt').replace('Jun 2024', 'Jun 2012'),
    );
    expect(senior.parts?.find((part) => part.key === 'length')?.score).toBeLessThan(10);
  });

  it('finds misspellings, dates that run backwards and past roles in the present tense', () => {
    const report = analyzeQuality(
      strong
        .replace('Jul 2019 - Jan 2022', 'Jul 2022 - Jan 2019')
        .replace('Developed the parcel tracking API', 'Develop the parcel tracking API')
        .replace('Cut average API', 'Cut the managment average API'),
    );
    const finding = (key: string) => report.parts?.find((part) => part.key === key);
    expect(finding('spelling')).toMatchObject({
      score: 3,
      finding: 'Correct the spelling: "managment" → "management".',
    });
    expect(finding('consistency')?.score).toBeLessThanOrEqual(5);
    expect(finding('consistency')?.finding).toMatch(
      /^Check the dates of 'Backend Developer.*': the end comes before the start\.$/,
    );
    expect(report.suggestions.join('\n')).toContain('Use the past tense for roles you have left');
  });

  it('says every finding and suggestion in Bangla', () => {
    const texts = new Set<string>();
    const cvs = [
      ...Object.keys(labels).map(read),
      strong
        .replace('Jul 2019 - Jan 2022', 'Jul 2022 - Jan 2019')
        .replace('Cut average', 'Cut managment, recieved and'),
      `${strong}\n- Delivered [key result]\n`,
      'Rahim',
    ];
    for (const cv of cvs) {
      const report = analyzeQuality(cv);
      for (const text of [
        report.summary,
        ...report.strengths,
        ...report.suggestions,
        ...(report.parts ?? []).map((part) => part.finding),
      ])
        texts.add(text);
    }
    const untranslated = [...texts].filter(
      (text) => !/[\u0980-\u09ff]/.test(localizeReportText(text, 'bn')),
    );
    expect(untranslated).toEqual([]);
  });
});
