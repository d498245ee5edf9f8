import { describe, expect, it } from 'vitest';
import { findBlanks, findBlanksIn } from '../src/blanks';

describe('blanks a draft leaves', () => {
  it('are found in brackets, as X figures and as template filler', () => {
    const text =
      'Cut costs by XX % and grew sales to [key result]. Lorem ipsum dolor sit amet. Led X+ people.';
    expect(findBlanks(text).map((blank) => blank.text)).toEqual([
      'XX %',
      '[key result]',
      'Lorem ipsum dolor sit amet',
      'X+',
    ]);
  });

  it('leave real text alone', () => {
    expect(
      findBlanks('Built APIs in Node.js for 40,000 users at Xpress Ltd; Windows XP, Mac OS X.'),
    ).toEqual([]);
  });

  it('are placed by the field they sit in', () => {
    const cv = { personal: { summary: 'Delivered [X metric].' }, experience: [{ title: 'Dev' }] };
    expect(findBlanksIn(cv)).toEqual([{ text: '[X metric]', index: 10, path: 'personal.summary' }]);
  });
});
