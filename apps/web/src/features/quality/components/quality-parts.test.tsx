import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { QualityParts } from './quality-parts';

const report = {
  qualityScore: 60,
  summary: 'Your CV is weak (60/100).',
  strengths: [],
  suggestions: [],
  blanks: ['[key result]', 'XX %'],
  parts: [
    { key: 'results' as const, score: 10, max: 20, finding: '1 of your 2 bullets shows a result.' },
    { key: 'blanks' as const, score: 0, max: 10, finding: '2 blanks are left from a draft.' },
  ],
};

describe('the parts of the quality score', () => {
  it('shows each part with its points out of its weight and what it found', () => {
    render(<QualityParts report={report} />);
    const results = screen.getByText('Quantified results').closest('div')!.parentElement!;
    expect(within(results).getByText('10 / 20')).toBeInTheDocument();
    expect(within(results).getByText('1 of your 2 bullets shows a result.')).toBeInTheDocument();
  });

  it('names each blank left and says the score stops at 60', () => {
    render(<QualityParts report={report} />);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('2 blanks left from a draft');
    expect(note).toHaveTextContent('60');
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['[key result]', 'XX %']);
  });

  it('shows nothing for a report without parts (an AI provider)', () => {
    const { container } = render(<QualityParts report={{ ...report, parts: undefined }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
