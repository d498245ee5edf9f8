/** @jsxRuntime automatic */
import { describe, expect, it } from 'vitest';
import type { CvBlock } from '../src/document';
import { keepUnchanged } from '../src/same-block';

const Entry = ({ title, lines }: { title: string; lines: string[] }) => (
  <div>
    <h3 style={{ fontWeight: 700 }}>{title}</h3>
    {lines.map((line) => (
      <p key={line}>{line}</p>
    ))}
  </div>
);

/** The blocks a template would draw for these entries: new objects every time. */
const draw = (entries: Array<{ title: string; lines: string[] }>, summary: string): CvBlock[] => [
  { key: 'summary', text: { value: summary, style: { lineHeight: 1.4 } } },
  ...entries.map((entry, index) => ({
    key: `job-${index}`,
    node: <Entry {...entry} />,
    keepWithNext: index === 0,
    gapBefore: 8,
  })),
];

describe('blocks kept from one drawing to the next', () => {
  const jobs = [
    { title: 'Analyst, Meghna Foods', lines: ['Built the sales dashboard', 'Cut reporting time'] },
    { title: 'Intern, Padma Textiles', lines: ['Kept the stock ledger'] },
  ];

  it('keeps each block an edit left alike, and takes the edited one', () => {
    const first = draw(jobs, 'Analyst with five years in retail.');
    const second = draw(
      [jobs[0]!, { ...jobs[1]!, lines: ['Kept the stock ledger', 'Counted the warehouse'] }],
      'Analyst with five years in retail.',
    );
    const kept = keepUnchanged(first, second);
    expect(kept[0]).toBe(first[0]);
    expect(kept[1]).toBe(first[1]);
    expect(kept[2]).toBe(second[2]);
  });

  it('tells a paragraph, a style, a flag and a spacing apart', () => {
    const first = draw(jobs, 'Analyst.');
    const changed: CvBlock[] = [
      { ...first[0]!, text: { value: 'Analyst!', style: { lineHeight: 1.4 } } },
      { ...first[1]!, keepWithNext: false },
      { ...first[2]!, gapBefore: 12 },
    ];
    expect(keepUnchanged(first, changed).map((block, i) => block === first[i])).toEqual([
      false,
      false,
      false,
    ]);
    const restyled = draw(jobs, 'Analyst.');
    restyled[0] = { ...restyled[0]!, text: { value: 'Analyst.', style: { lineHeight: 1.5 } } };
    expect(keepUnchanged(first, restyled)[0]).toBe(restyled[0]);
  });

  it('finds blocks by key when entries are added or removed', () => {
    const first = draw(jobs, 'Analyst.');
    const fewer = draw(jobs.slice(1), 'Analyst.');
    // job-0 now holds the intern's entry: not the same as the analyst's job-0.
    expect(keepUnchanged(first, fewer)[1]).toBe(fewer[1]);
    expect(keepUnchanged([], fewer)).toEqual(fewer);
  });
});
