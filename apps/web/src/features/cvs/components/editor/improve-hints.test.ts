import { describe, expect, it } from 'vitest';
import { improveHints } from './improve-hints';

describe('what to add when Improve with AI changes nothing', () => {
  it('names the blanks left first, then asks for a number', () => {
    expect(improveHints('summary', 'Accountant delivering [key result] for [clients].')).toEqual([
      { key: 'blanks', blanks: '[key result], [clients]' },
      { key: 'number' },
      { key: 'goal' },
    ]);
  });

  it('asks for more achievements on a short list that has figures', () => {
    expect(improveHints('experience', '- Cut month-end close from 9 to 5 days')).toEqual([
      { key: 'moreLines' },
    ]);
  });

  it('does not take the letters of a blank for a figure', () => {
    expect(
      improveHints('experience', '- Grew sales by XX %\n- Led a team\n- Trained staff'),
    ).toEqual([{ key: 'blanks', blanks: 'XX %' }, { key: 'number' }]);
  });

  it('still has something to offer for a full, figured text', () => {
    const text = '- Cut costs by 12 %\n- Led 5 people\n- Closed 30 accounts';
    expect(improveHints('project', text)).toEqual([{ key: 'outcome' }]);
  });

  it('suggests a specialism for a bare title, and where skills come from', () => {
    expect(improveHints('title', 'Accountant')).toEqual([{ key: 'specialism' }]);
    expect(improveHints('skills', 'Excel')).toEqual([{ key: 'skillsSource' }]);
  });
});
