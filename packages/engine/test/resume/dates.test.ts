import { describe, expect, it } from 'vitest';
import { besideRange, findDateRange, joinWrappedRanges, leadingDate } from '../../src/resume/dates';
import { isDatesOnly, withoutDateLabel } from '../../src/resume/lines';

const found = (line: string) => {
  const range = findDateRange(line);
  return range && [range.start, range.end];
};

describe('dates', () => {
  it('reads a date with its day, as certificates and papers print one', () => {
    expect(found('Issued Aug 01, 2022')).toEqual(['', 'Aug 01, 2022']);
    expect(found('1st March 2020 – 5 May 2021')).toEqual(['1st March 2020', '5 May 2021']);
    expect(found('Mar 2021 - Present')).toEqual(['Mar 2021', 'Present']);
  });

  it('reads a date written day, month and year in numbers, as Bangladeshi CVs write one', () => {
    expect(found('Duration: 01-02-2021 to Continuing')).toEqual(['01-02-2021', 'Present']);
    expect(found('15/06/2018 - 31/12/2020')).toEqual(['15/06/2018', '31/12/2020']);
    expect(found('Date of Birth: 15.06.1998')).toEqual(['', '15.06.1998']);
  });

  it('reads "Running" and "Continue" as a range\'s end, never as a date opening a duty', () => {
    expect(found('Mar 2019 – Running')).toEqual(['Mar 2019', 'Present']);
    expect(found('2018 - Continue')).toEqual(['2018', 'Present']);
    expect(leadingDate('Running weekly workshops for 40 staff')).toBeNull();
    expect(leadingDate('Present   Senior Engineer')).toEqual({
      date: 'Present',
      rest: 'Senior Engineer',
    });
  });

  it('reads "since" a date, and "till now", as a role still held', () => {
    expect(found('Senior Officer, since March 2019')).toEqual(['March 2019', 'Present']);
    expect(found('12/2019 – till now')).toEqual(['12/2019', 'Present']);
    expect(found('Jan 2019 - Up to date')).toEqual(['Jan 2019', 'Present']);
  });

  it('reads a date and a dash with nothing after them as a range still open', () => {
    expect(found('Bakul Textiles & Apparel Ltd.   2019-04 —')).toEqual(['2019-04', 'Present']);
    expect(found('Padma Softworks | Mar 2021 – | Dhaka')).toEqual(['Mar 2021', 'Present']);
    expect(found('2017 - Product Manager, Google')).toEqual(['', '2017']);
  });

  it("joins a range whose end's year a narrow date column wrapped to the next line", () => {
    expect(
      joinWrappedRanges([
        'Aug 2019 – Jan   Marketing Executive',
        '2022   Kolpona Foods Limited, Nilgiri Hat',
      ]),
    ).toEqual(['Aug 2019 – Jan 2022   Marketing Executive', 'Kolpona Foods Limited, Nilgiri Hat']);
    // A cell filled to its edge leaves a space alone before the text beside it.
    expect(
      joinWrappedRanges(['Jun 2019 – Dec Audit Associate', '2020   Padma Audit & Co.']),
    ).toEqual(['Jun 2019 – Dec 2020 Audit Associate', 'Padma Audit & Co.']);
  });

  it('reads a month written year first alone, unless it may be a span of years', () => {
    expect(found('Bangla Marketing Review   2023-05')).toEqual(['', '2023-05']);
    expect(found('Karnaphuli College   2010-12')).not.toEqual(['', '2010-12']);
  });

  it('reads a labelled date as a date alone, and a label without its date as nothing', () => {
    expect(isDatesOnly('Issued on: Aug 01, 2022')).toBe(true);
    expect(isDatesOnly('Published: Nov 2021')).toBe(true);
    expect(isDatesOnly('Issued by ACCA, 2018')).toBe(false);
    expect(withoutDateLabel('Issued on: Aug 01, 2022')).toBe('Aug 01, 2022');
    expect(withoutDateLabel('Awarded on:')).toBe('');
    expect(withoutDateLabel('- Present')).toBe('');
    expect(withoutDateLabel('Won the 2019 award')).toBe('Won the 2019 award');
  });

  it('leaves items each led by its year apart, not one range', () => {
    const lines = ['2016 — Gold Medal 2016. Highest CGPA.', '2022 — Young Scientist Award 2022'];
    expect(joinWrappedRanges(lines)).toEqual(lines);
    expect(joinWrappedRanges(['2017 – Product Manager, Google', 'Present Leading teams'])).toEqual([
      '2017 – Present Product Manager, Google',
      'Leading teams',
    ]);
  });
});

describe('bracketed ranges', () => {
  it('reads the text beside a bracketed range without its brackets, and joins one that wrapped', () => {
    const line = 'Padma Softworks Ltd. [ 03/2021 – CURRENT ]';
    const range = findDateRange(line)!;
    expect(besideRange(line, range).trim()).toBe('Padma Softworks Ltd.');
    expect(
      joinWrappedRanges(['MULCHING IN WHEAT Crop Science Conference [', '11/2019 ]', 'Next']),
    ).toEqual(['MULCHING IN WHEAT Crop Science Conference [ 11/2019 ]', 'Next']);
  });
});
