import { describe, expect, it } from 'vitest';
import {
  clean,
  isBullet,
  isDatesOnly,
  withAddressTailsDropped,
  withCapitalsApart,
  withoutCredits,
  withoutIconBefore,
  withPlaceLabelsDropped,
  isHeaderish,
  opensDuty,
  readLines,
  stripBullet,
  toRows,
  withoutRunningMarks,
  wrapsProse,
} from '../../src/resume/lines';

describe('running marks', () => {
  it("leaves out the person's contacts again on a later page, but not a referee's", () => {
    expect(
      withoutRunningMarks([
        'Tanjila Rahman',
        'tanjila@example.com | +880 1711-000000 | Rupnagar',
        'Experience',
        'tanjila@example.com | +880 1711-000000',
        'References',
        'kamrul@example.edu | 01711-998877',
      ]),
    ).toEqual([
      'Tanjila Rahman',
      'tanjila@example.com | +880 1711-000000 | Rupnagar',
      'Experience',
      'References',
      'kamrul@example.edu | 01711-998877',
    ]);
  });

  it("leaves out a footer that names the document and its page (Awesome-CV's)", () => {
    expect(
      withoutRunningMarks(['References', 'Mahmudul Karim Chowdhury · Résumé   1', 'Shirin Akter']),
    ).toEqual(['References', 'Shirin Akter']);
  });

  it('leaves out a footer of the document, the name and the page on a one-page CV', () => {
    expect(
      withoutRunningMarks([
        'Ran weekly contest practice.',
        'Curriculum Vitae   Nusrat Jahan Mim   Page 1',
      ]),
    ).toEqual(['Ran weekly contest practice.']);
  });

  it("leaves out a template's copyright notice (Europass's)", () => {
    expect(
      withoutRunningMarks([
        'Ran weekly contest practice.',
        '© European Union, 2002 – 2026 | https://europass.cedefop.europa.eu   Page 1',
      ]),
    ).toEqual(['Ran weekly contest practice.']);
  });

  it("leaves out the person's contacts printed at the foot of the CV, not a referee's", () => {
    const cv = [
      'Farzana Rahman Tithi',
      'Growth Lead',
      'Interests',
      'Hill Photography Society',
      '',
      'Kashbon, Bangladesh   farzana.tithi@example.com',
      '+880 1912 000 123',
    ];
    expect(withoutRunningMarks(cv)).toEqual(cv.slice(0, 4));
    const referee = [
      'Farzana Rahman Tithi',
      'References',
      'Dr. Kamrul Hasan',
      'kamrul@example.edu',
    ];
    expect(withoutRunningMarks(referee)).toEqual(referee);
  });

  it('leaves out a footer that names the person before the contacts, and keeps a school line above it', () => {
    const cv = [
      'Nusrat Jahan Mim',
      'Education',
      'Meghna University of Science and Technology',
      'Computer Science, BSc',
      '',
      'Nusrat Jahan Mim — nusrat.mim@example.net — +880 (1612) 345-678',
    ];
    expect(withoutRunningMarks(cv)).toEqual(cv.slice(0, 4));
  });

  it("leaves out the credit of the tool or theme that printed the CV, not a project's stack", () => {
    expect(
      withoutRunningMarks([
        'Designing payments for unreliable networks',
        'CV Made with JSON Resume using theme https://www.npmjs.com/package/x by https://github.com/y',
        'Powered by JSON Resume',
        'Theme by Tair Assimov',
        'Built with React Native and Firebase.',
      ]),
    ).toEqual([
      'Designing payments for unreliable networks',
      'Built with React Native and Firebase.',
    ]);
  });
});

describe('tables of Word CVs', () => {
  it("joins a label's colon set in a column of its own to its label", () => {
    expect(clean('Organization   : Bakul Textiles Ltd.')).toBe('Organization: Bakul Textiles Ltd.');
    expect(clean('Designation\t: Senior Accountant')).toBe('Designation: Senior Accountant');
  });

  it("leaves out a table's header row, with a header cell that wrapped", () => {
    expect(
      readLines(
        [
          'Exam/Degree   Institution   Passing',
          'Year',
          'BBA   Karnaphuli College   2013',
          'Language   Proficiency',
          'Bangla   Native',
        ].join('\n'),
      ),
    ).toEqual(['BBA   Karnaphuli College   2013', 'Bangla   Native']);
  });
});

describe('line classification', () => {
  it('turns a wide gap between columns into a bar and trims the line', () => {
    expect(clean('  Senior Accountant      March 2021 – Present  ')).toBe(
      'Senior Accountant | March 2021 – Present',
    );
    expect(clean('Analyst\tPadma Bank')).toBe('Analyst | Padma Bank');
    expect(clean('Closed  the books')).toBe('Closed the books');
    expect(clean('   |  Rupsha Traders  |  ')).toBe('Rupsha Traders');
  });

  it('turns a leader of dots between a name and its date into a bar, but not an ellipsis', () => {
    expect(clean('Meghna Group .......... Mar. 2024')).toBe('Meghna Group | Mar. 2024');
    expect(clean('Padma Soft · · · · · Dhaka')).toBe('Padma Soft | Dhaka');
    expect(clean('Reports, audits...')).toBe('Reports, audits...');
  });

  it('tells a bullet by its mark and takes the mark off', () => {
    expect(['• Led audits', '- Led audits', '➢ Led audits', 'Led audits'].map(isBullet)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(stripBullet('•   Prepared the statements')).toBe('Prepared the statements');
    expect(stripBullet('Prepared the statements')).toBe('Prepared the statements');
  });

  it('takes a short plain line for a name, but not a sentence, a bullet or a long line', () => {
    expect(isHeaderish('Senior Accountant')).toBe(true);
    // A legal form's full stop ends a name, not a sentence.
    expect(isHeaderish('Karnaphuli Steel Ltd.')).toBe(true);
    expect(isHeaderish('Closed the books every month.')).toBe(false);
    expect(isHeaderish('• Senior Accountant')).toBe(false);
    expect(isHeaderish('')).toBe(false);
    expect(isHeaderish('Senior Accountant '.repeat(6))).toBe(false);
  });

  it('opens a duty with an action verb and its object, not with a name', () => {
    expect(opensDuty('Managed budgets for 3 depots')).toBe(true);
    expect(opensDuty('Cut costs by a fifth')).toBe(true);
    expect(opensDuty('Plan events for the branch')).toBe(true);
    expect(opensDuty('Review loan files against policy')).toBe(true);
    expect(opensDuty('Chosen among 40 associates for the quality')).toBe(true);
    // A name a wrapped sentence carried over.
    expect(opensDuty('Ahmed Karim every quarter.')).toBe(false);
    expect(opensDuty('United Nations field office')).toBe(false);
    // A number after the verb is a duty of another type (see the rows).
    expect(opensDuty('Trained 6 juniors')).toBe(false);
  });

  it('tells a line of dates alone from one that holds words beside them', () => {
    expect(isDatesOnly('Jan 2021 - Jun 2021')).toBe(true);
    expect(isDatesOnly('(2019)')).toBe(true);
    expect(isDatesOnly('Analyst 2019')).toBe(false);
    expect(isDatesOnly('No dates here')).toBe(false);
  });

  it('takes a long line that stops mid-sentence for prose the PDF wrapped', () => {
    const long = 'Built a fare estimator for rickshaw routes with Python and it learns';
    expect(wrapsProse(long)).toBe(true);
    expect(wrapsProse(`${long}.`)).toBe(false);
    expect(wrapsProse('Built a fare estimator')).toBe(false);
    expect(wrapsProse(undefined)).toBe(false);
  });

  it('drops page numbers and a link repeated on every page, keeping a link given once', () => {
    const footer = 'https://www.indeed.com/r/Rima-Akter/7f3a';
    expect(
      withoutRunningMarks([
        'Rima Akter',
        '1/2',
        footer,
        'Page 2 of 3',
        'Closed the books.',
        footer,
        'https://rima.example.dev',
      ]),
    ).toEqual(['Rima Akter', 'Closed the books.', 'https://rima.example.dev']);
  });

  it('reads text as lines without carriage returns or page numbers, a wrapped range joined', () => {
    expect(readLines('Rima Akter\r\nPage 1 of 2\n2017 –\nPresent Leading the team\nEnd')).toEqual([
      'Rima Akter',
      '2017 – Present',
      'Leading the team',
      'End',
    ]);
  });

  it('leaves out "N/A" and "Invalid Date", what a template prints for a field left empty', () => {
    expect(
      readLines(
        [
          'Best Audit Associate 2018',
          'N/A',
          'Invalid Date – Present',
          'Chosen among 40 associates.',
          'Karnaphuli College   n/a   2009 – 2013',
          'GPA: N/A',
        ].join('\n'),
      ),
    ).toEqual([
      'Best Audit Associate 2018',
      'Chosen among 40 associates.',
      'Karnaphuli College   2009 – 2013',
      'GPA: N/A',
    ]);
  });

  it("leaves out a table's dash for an empty cell, and reads its From and To cells as one", () => {
    expect(
      readLines(
        [
          'Diploma in IFRS   ACCA   -   Jun 2018   Jun 2018',
          'Research Ethics Certificate   Bangladesh Research Council   -   Jan 2020   Mar 2020',
          '-',
          'Rupnagar - Sonapur',
        ].join('\n'),
      ),
    ).toEqual([
      'Diploma in IFRS   ACCA   Jun 2018',
      'Research Ethics Certificate   Bangladesh Research Council   Jan 2020 – Mar 2020',
      '-',
      'Rupnagar - Sonapur',
    ]);
  });

  it('joins a range a right-hand date column wrapped beside the entry’s next line', () => {
    expect(
      readLines(
        [
          'Software Engineer   Jul 2018 –',
          '• Built the checkout of a marketplace with 40,000   Feb 2021',
          'daily orders',
          // A range that stays open is left as it is.
          'Engineering Manager   Mar 2021 –',
          '• Leads a team of nine',
        ].join('\n'),
      ),
    ).toEqual([
      'Software Engineer   Jul 2018 – Feb 2021',
      '• Built the checkout of a marketplace with 40,000',
      'daily orders',
      'Engineering Manager   Mar 2021 –',
      '• Leads a team of nine',
    ]);
  });

  it('joins an end date set level with the head over its start a line lower', () => {
    expect(
      readLines(
        [
          'PRESENT   Senior Officer at SURMA BANK PLC, Shitalpur',
          'JUL 2020   • Review 60 loan files a month',
          'JUN 2020   Officer at SURMA BANK PLC, Shitalpur',
          'JAN 2018',
          '2015   Master of Business Administration',
          '2014   SHITALPUR UNIVERSITY, Shitalpur',
          // A head that wrapped puts the start a line lower still.
          'MAR 2013   Audit Associate at RAHMAN HAQUE & CO. CHARTERED ACCOUNTANTS,',
          'Rupnagar',
          'JAN 2010   • Audited 25 clients',
          // A word the head broke goes back whole.
          '2009 Swim Coach at KASHBON SWIMMING CLUB, Kash-',
          'bon',
          '2007   • Taught 30 children to swim',
        ].join('\n'),
      ),
    ).toEqual([
      'JUL 2020 – PRESENT   Senior Officer at SURMA BANK PLC, Shitalpur',
      '• Review 60 loan files a month',
      'JAN 2018 – JUN 2020   Officer at SURMA BANK PLC, Shitalpur',
      '2014 – 2015   Master of Business Administration',
      'SHITALPUR UNIVERSITY, Shitalpur',
      'JAN 2010 – MAR 2013   Audit Associate at RAHMAN HAQUE & CO. CHARTERED ACCOUNTANTS,',
      'Rupnagar',
      '• Audited 25 clients',
      '2007 – 2009   Swim Coach at KASHBON SWIMMING CLUB, Kashbon',
      '• Taught 30 children to swim',
    ]);
    // Items each led by its date, a school on each line, stay apart.
    const apart = [
      'AUG 2022   Certified Kubernetes Administrator',
      'MAR 2021   Certified Scrum Master',
      '2018   BSc in CSE, Meghna University',
      '2014   HSC, Shapla College',
    ];
    expect(readLines(apart.join('\n'))).toEqual(apart);
  });
});

describe('rows of a section', () => {
  it('drops blank lines and a lone dash, and marks the row after them as parted', () => {
    const rows = toRows(['Software Engineer', '', '-', 'May 2016 to October 2017', 'Owned it']);
    expect(rows.map((row) => [row.text, row.parted])).toEqual([
      ['Software Engineer', false],
      ['May 2016 to October 2017', true],
      ['Owned it', false],
    ]);
  });

  it('types each row by what it holds: a bullet, dates, a short name, a duty', () => {
    const [bullet, dates, name, duty, counted] = toRows([
      '• Prepared statements for 3 subsidiaries of the group and their auditors every quarter',
      'March 2021 – Present',
      'Karnaphuli Steel Ltd.',
      'Managed budgets',
      'Trained 6 juniors',
    ]);
    expect(bullet).toMatchObject({ bullet: true, short: false, range: null });
    expect(dates!.range).toEqual({ start: 'March 2021', end: 'Present', index: 0, length: 20 });
    expect(name).toMatchObject({ short: true, duty: false, dutyWithNumber: false, range: null });
    expect(duty).toMatchObject({ duty: true, dutyWithNumber: false });
    expect(counted).toMatchObject({ duty: false, dutyWithNumber: true });
  });

  it('tells a label that names the entry from one that describes it', () => {
    const rows = toRows([
      'Position: Data Officer',
      'Company: Padma Survey Works',
      'Duration: 2 years',
    ]);
    expect(rows.map((row) => row.label)).toEqual(['field', 'field', 'detail']);
    expect(toRows(['Senior Accountant'])[0]!.label).toBeNull();
  });

  it('carries a row on from the one above when it starts in lower case or follows an open bullet', () => {
    const named = toRows([
      '• Moved 14 services to Kubernetes, lowering hosting costs by 27 percent in all',
      'Software Engineer',
      '• Worked with the chief of the finance and accounts team as the',
      'Finance Officer',
    ]);
    // A role of its own under a last duty that ran to the margin names the next job.
    expect(named.map((row) => row.carriesOn)).toEqual([false, false, false, true]);
    const rows = toRows([
      '• Cut the month-end close',
      'Accountant',
      '• Reported each week to the Chief',
      'Accountant',
      '• Reconciled the accounts.',
      'Meghna Traders',
      'and the depots',
      '',
      'and the branches',
    ]);
    expect(rows.map((row) => [row.text, row.carriesOn])).toEqual([
      ['• Cut the month-end close', false],
      // One word naming a role after a duty's last word names the next job; after a
      // capitalised word it may end the name the duty gave.
      ['Accountant', false],
      ['• Reported each week to the Chief', false],
      ['Accountant', true],
      ['• Reconciled the accounts.', false],
      ['Meghna Traders', false],
      ['and the depots', true],
      // A blank line parts what a PDF's wrapping never would.
      ['and the branches', false],
    ]);
  });

  it('takes the "{" that an old LaTeX encoding gives for its dash bullets for a bullet', () => {
    expect(isBullet('{ Closed the books every month')).toBe(true);
    expect(stripBullet('{ Closed the books every month')).toBe('Closed the books every month');
    expect(isBullet('{ a, b } as a set')).toBe(false);
  });

  it('types a bulleted duty as a duty, as an unmarked one', () => {
    expect(
      toRows(['• Managed budgets of 3 depots', 'Managed budgets of 3 depots']).map(
        (row) => row.duty,
      ),
    ).toEqual([true, true]);
  });

  it('takes the "«" OCR reads for a round bullet for a bullet', () => {
    expect(stripBullet('«Cut the close to 6 days')).toBe('Cut the close to 6 days');
  });
});

describe('withCapitalsApart', () => {
  it('sets a name in capitals apart from the organisation after it', () => {
    expect(
      withCapitalsApart('SENIOR SOFTWARE ENGINEER Padma Softworks Ltd. [ 03/2021 – CURRENT ]'),
    ).toBe('SENIOR SOFTWARE ENGINEER   Padma Softworks Ltd. [ 03/2021 – CURRENT ]');
    expect(
      withCapitalsApart('HIGHER SECONDARY CERTIFICATE (BUSINESS STUDIES) Shapla College'),
    ).toBe('HIGHER SECONDARY CERTIFICATE (BUSINESS STUDIES)   Shapla College');
    // An acronym or two, a line in capitals, or words in their own case stay as they are.
    for (const line of [
      'IT Officer, Bangladesh Bank',
      'SQL Server Developer',
      'WORK EXPERIENCE',
      'Senior Engineer Padma Ltd.',
    ]) {
      expect(withCapitalsApart(line)).toBe(line);
    }
  });

  it('sets a name in capitals apart from the role or label before it', () => {
    expect(withCapitalsApart('Organiser RUPNAGAR JAVASCRIPT MEETUP')).toBe(
      'Organiser   RUPNAGAR JAVASCRIPT MEETUP',
    );
    expect(withCapitalsApart('Open source HISAB: OFFLINE BOOKKEEPING, hisab.example.org')).toBe(
      'Open source   HISAB: OFFLINE BOOKKEEPING, hisab.example.org',
    );
    // A linking word keeps the name with what comes before; a name's comma, with its place.
    for (const line of [
      'Senior Software Engineer at PADMA SOFTWORKS LTD., Rupnagar',
      'MEGHNA UNIVERSITY OF SCIENCE AND TECHNOLOGY, Rupnagar',
    ]) {
      expect(withCapitalsApart(line)).toBe(line);
    }
  });
});

describe('withoutCredits', () => {
  it("leaves out a builder's credit line, not a sentence that names a tool", () => {
    const text = [
      'Built a CRM with React',
      'Powered by JSON Resume https://jsonresume.org/ ⋅ Theme by Tair Assimov',
      'Made with Canva',
      'CV Made with JSON Resume using theme https://www.npmjs.com/package/jsonresume-theme-minyma',
      'App built with React Native for 3,000 shops',
      'Built with React and Node.js.',
    ].join('\n');
    expect(withoutCredits(text)).toBe(
      'Built a CRM with React\n\nMade with Canva\n\nApp built with React Native for 3,000 shops\nBuilt with React and Node.js.',
    );
  });
});

describe('withPlaceLabelsDropped', () => {
  it("reads Europass's labelled city and country as a place", () => {
    expect(withPlaceLabelsDropped('City: Sonapur | Country: Bangladesh')).toBe(
      'Sonapur, Bangladesh',
    );
    expect(withPlaceLabelsDropped('City: Sonapur')).toBe('City: Sonapur');
  });
});

describe('withoutIconBefore', () => {
  it('drops a symbol drawn before a detail, and keeps a bullet mark', () => {
    expect(withoutIconBefore('◷ Open source')).toBe('Open source');
    expect(withoutIconBefore('⌂ Rupnagar ◷ Jan 2016 – Mar 2019')).toBe(
      'Rupnagar ◷ Jan 2016 – Mar 2019',
    );
    expect(withoutIconBefore('■ Closed the books')).toBe('■ Closed the books');
    expect(withoutIconBefore('★ 2022')).toBe('★ 2022');
    // Unicode files the white triangle among mathematical symbols.
    expect(withoutIconBefore('▷ Jul 2020 – Present')).toBe('Jul 2020 – Present');
  });
});

describe('withAddressTailsDropped', () => {
  it('drops the broken-off end of an address already whole on the line above, and nothing else', () => {
    expect(
      withAddressTailsDropped(
        'Soil maps, https://doi.example.org/10.1234/bjss.2021.17\n2021.17   2021\nMulching',
      ),
    ).toBe('Soil maps, https://doi.example.org/10.1234/bjss.2021.17\n   2021\nMulching');
    // A handle printed under its profile's address is the CV's own line.
    const handle = 'https://github.example.com/tanjila\ntanjila';
    expect(withAddressTailsDropped(handle)).toBe(handle);
  });
});
