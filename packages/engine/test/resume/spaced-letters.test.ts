import { describe, expect, it } from 'vitest';
import { parseResumeText } from '../../src/resume/parse-resume';
import { withSpacedLettersJoined } from '../../src/resume/spaced-letters';

describe('lines set with wide letter-spacing', () => {
  it("finds the words of a spaced line among the CV's own words and the headings'", () => {
    const text = [
      'N A D I A R A H M A N',
      'S E N I O R A C C O U N TA N T',
      'nadia.rahman@example.com',
      'C E R T I F I C AT E S',
      'Senior Accountant, Meghna Knitwear Ltd.',
    ].join('\n');
    expect(withSpacedLettersJoined(text).split('\n').slice(0, 4)).toEqual([
      'NADIA RAHMAN',
      'SENIOR ACCOUNTANT',
      'nadia.rahman@example.com',
      'CERTIFICATES',
    ]);
  });

  it('joins words two spaces apart, and leaves a line it cannot make whole as it was', () => {
    expect(withSpacedLettersJoined('T O  P R E S E N T')).toBe('TO PRESENT');
    expect(withSpacedLettersJoined('X Q Z W V K\nplain words')).toBe('X Q Z W V K\nplain words');
  });

  it('reads a headline set over the name, and the name the e-mail spells under it', () => {
    const parsed = parseResumeText(
      [
        'S E N I O R A C C O U N TA N T',
        'Nadia Rahman',
        'nadia.rahman@example.com',
        'Experience',
        'Senior Accountant, Meghna Knitwear Ltd.   Jan 2021 – Present',
      ].join('\n'),
    );
    expect(parsed.contact.name).toBe('Nadia Rahman');
    expect(parsed.title).toBe('Senior Accountant');
  });
});
