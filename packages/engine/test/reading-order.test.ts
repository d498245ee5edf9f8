import { describe, expect, it } from 'vitest';
import { pagesToText } from '../src/layout/reading-order';
import type { PositionedPage, PositionedText } from '../src/types';

/** A piece of text set in a font whose every character is half the font size wide. */
const text = (str: string, x: number, y: number, size = 10): PositionedText => ({
  str,
  x,
  y,
  width: str.length * size * 0.5,
  height: size,
});

const page = (items: PositionedText[]): PositionedPage => ({ width: 600, height: 800, items });

/** The lines read from one page of these pieces, blank ones left out. */
const readLines = (items: PositionedText[]) =>
  pagesToText([page(items)])
    .split('\n')
    .filter(Boolean);

/** Lines one under the other, `pitch` apart, starting at y. */
const lines = (strs: string[], x: number, y: number, pitch: number, size = 10) =>
  strs.map((str, index) => text(str, x, y - index * pitch, size));

describe('pagesToText', () => {
  it('rebuilds words from pieces, with spaces from gaps or from narrow space items', () => {
    const items = [
      text('Tah', 40, 700),
      text('mina', 55, 700),
      text('Akter', 78, 700), // 3 units after "mina": a word gap
      text('designing system', 40, 686),
      { str: ' ', x: 120, y: 686, width: 1, height: 0 },
      text('configuration', 121, 686),
    ];
    expect(pagesToText([page(items)])).toBe('Tahmina Akter\ndesigning system configuration');
  });

  it('orders lines by position, not by the order they were drawn, and drops fake bold', () => {
    const items = [
      text('Senior Software Engineer', 40, 680),
      text('Tahmina Akter', 40, 700, 20),
      text('Tahmina Akter', 40.3, 700, 20),
      text('Dhaka', 200, 680.6), // a hair off the baseline: still the same line
    ];
    expect(pagesToText([page(items)])).toBe('Tahmina Akter\nSenior Software Engineer   Dhaka');
  });

  it('leaves a blank line where the vertical gap is clearly larger than the line pitch', () => {
    const items = [
      ...lines(['SUMMARY', 'Backend engineer with six years', 'of payment systems.'], 40, 700, 14),
      ...lines(['EXPERIENCE', 'Senior Software Engineer'], 40, 640, 14),
    ];
    expect(pagesToText([page(items)])).toBe(
      'SUMMARY\nBackend engineer with six years\nof payment systems.\n\nEXPERIENCE\nSenior Software Engineer',
    );
  });

  const sidebar = [
    ...lines(['SKILLS', 'TypeScript', 'Node.js', 'PostgreSQL'], 40, 700, 14),
    ...lines(['LANGUAGES', 'Bangla', 'English'], 40, 630, 14),
  ];
  const main = lines(
    [
      'EXPERIENCE',
      'Senior Software Engineer, Meghna Softworks',
      'Led the rebuild of the settlement service',
      'Cut reconciliation from hours to minutes',
      'Software Engineer, Padmabridge Logistics',
      'Built the parcel tracking API in Node.js',
    ],
    220,
    705,
    16,
    11,
  );
  const mainText = main.map((item) => item.str).join('\n');
  const sidebarText = 'SKILLS\nTypeScript\nNode.js\nPostgreSQL\n\nLANGUAGES\nBangla\nEnglish';

  it('reads a sidebar and a main column one after the other, below a full-width header', () => {
    const header = [
      text('Tahmina Akter', 40, 760, 20),
      text('tahmina.akter@example.com | +880 1712-345678 | Dhaka, Bangladesh', 40, 735),
    ];
    // Drawn interleaved, as a PDF printed from HTML often is.
    const interleaved = sidebar.flatMap((item, index) => [item, main[index]]);
    const items = [...header, ...interleaved.filter((item) => item !== undefined)];
    expect(pagesToText([page(items)])).toBe(
      `Tahmina Akter\ntahmina.akter@example.com | +880 1712-345678 | Dhaka, Bangladesh\n\n${sidebarText}\n\n${mainText}`,
    );
  });

  it('reads a sidebar whose long e-mail runs almost up to the main column', () => {
    // The e-mail ends 0.9 font sizes short of the main column.
    const side = lines(
      ['Contact', 'mahmudul.karim@example.org', '01819-555 014', 'Skills', 'IFRS', 'Tally'],
      40,
      740,
      15,
    );
    const mainColumn = [
      text('Mahmudul Karim', 179, 760, 20),
      text('Chowdhury', 179, 736, 20),
      ...lines(
        ['Senior Accountant', 'Experience', 'Bakul Textiles Ltd.', 'Closed books'],
        179,
        715,
        15,
      ),
    ];
    expect(
      pagesToText([page([...side, ...mainColumn])])
        .split('\n')
        .slice(0, 3),
    ).toEqual(['Mahmudul Karim Chowdhury', 'Senior Accountant', 'Experience']);
  });

  it('puts the column that holds the name first', () => {
    const items = [...sidebar, text('Tahmina Akter', 220, 728, 22), ...main];
    expect(pagesToText([page(items)])).toBe(`Tahmina Akter\n${mainText}\n\n${sidebarText}`);
  });

  it("reads a main column's lines that ran onto the next page with its last section, not the sidebar's", () => {
    const first = [...sidebar, text('Tahmina Akter', 220, 728, 22), ...main];
    const next = [
      ...lines(['Mentored two interns', 'Ran the weekly release'], 220, 760, 14),
      ...lines(['EDUCATION', 'BSc in CSE, Meghna University'], 220, 720, 14),
    ];
    expect(pagesToText([page(first), page(next)])).toBe(
      `Tahmina Akter\n${mainText}\n\nMentored two interns\nRan the weekly release\n\n${sidebarText}` +
        '\n\nEDUCATION\nBSc in CSE, Meghna University',
    );
  });

  it('carries a main column on past a narrower sidebar on its right, onto its last heading', () => {
    // resume.io's: the main column on the left ends its page with a heading alone.
    const left = lines(
      [
        'Tahmina Akter',
        'EXPERIENCE',
        'Senior Software Engineer, Meghna Softworks',
        'Led the rebuild of the settlement service',
        'Cut reconciliation from hours to minutes',
        'REFERENCES',
      ],
      40,
      705,
      16,
      11,
    );
    const right = lines(
      ['DETAILS', 'Dhaka', '01712-345678', 'SKILLS', 'TypeScript', 'Node.js'],
      430,
      700,
      14,
    );
    const next = [
      ...lines(
        ['Dr. Kamrul Hasan from Meghna University', 'kamrul.hasan@example.edu'],
        40,
        760,
        14,
      ),
      ...lines(['EDUCATION', 'BSc in CSE, Meghna University'], 40, 720, 14),
    ];
    const result = pagesToText([page([...left, ...right]), page(next)]);
    expect(result).toContain(
      'REFERENCES\n\nDr. Kamrul Hasan from Meghna University\nkamrul.hasan@example.edu\n\nDETAILS',
    );
    expect(result.endsWith('EDUCATION\nBSc in CSE, Meghna University')).toBe(true);
  });

  it("reads the header's last row of contacts whole, though its cells leave the gutter free", () => {
    // Novoresume's: the site's cell starts just past the gutter of the columns under a band.
    const at = (str: string, x: number, y: number, width: number, height = 9.5) => ({
      str,
      x,
      y,
      width,
      height,
    });
    const items = [
      at('Shahana Akter Munni', 34, 772, 214, 21),
      at('Lecturer in Agronomy', 34, 756, 105, 11),
      at(
        'Agronomist who studies salt-tolerant rice for the coastal belt. I have run trials',
        34,
        741,
        504,
        9,
      ),
      at('on 40 farms and published three papers.', 34, 730.5, 250, 9),
      at('shahana.munni@example.edu', 34, 716, 115, 8.5),
      at('+880 1711-223344', 161, 716, 72, 8.5),
      at('Baliadanga, Bangladesh', 245, 716, 92, 8.5),
      at('scholar.example.org/shahana-munni', 349, 716, 137, 8.5),
      at('WORK EXPERIENCE', 34, 675, 109, 11),
      at('Lecturer', 34, 657.6, 40, 10),
      at('Baliadanga Agricultural University', 34, 647, 155),
      at('01/2021 - Present', 34, 637.4, 67, 8.5),
      at('Baliadanga', 294, 637.4, 43, 8.5),
      at('Teach crop physiology and field methods to 300 undergraduates a', 46, 615, 278),
      at("Supervise 6 master's theses on soil salinity", 46, 594, 181),
      at('Research Assistant', 34, 576.6, 92, 10),
      at('Coastal Crops Research Institute', 34, 566, 149),
      at('07/2018 - 12/2020', 34, 556.4, 69, 8.5),
      at('Lonapara', 301, 556.4, 36, 8.5),
      at('SKILLS', 359.6, 675, 39, 11),
      at('Field Trials', 364, 657.6, 46),
      at('Soil Testing', 364, 641, 48),
      at('CERTIFICATES', 359.6, 617, 79, 11),
      at('Research Ethics Certificate', 359.6, 601.4, 123),
      at('Bangladesh Research Council', 359.6, 590, 114, 8.5),
      at('HONOR AWARDS', 359.6, 571.4, 92, 11),
      at("Vice-Chancellor's Gold Medal 2016", 359.6, 555.6, 157),
    ];
    const result = pagesToText([page(items)]);
    const header = result.slice(0, result.indexOf('WORK EXPERIENCE'));
    expect(header).toContain('scholar.example.org/shahana-munni');
    expect(result.indexOf('WORK EXPERIENCE')).toBeLessThan(result.indexOf('SKILLS'));
  });

  it('reads dates set beside titles on the same baselines row by row, as a table', () => {
    const items = [
      text('Software Engineer', 40, 700),
      text('2019 - 2021', 480, 700),
      ...lines(['Meghna Softworks', 'Built the API'], 40, 686, 14),
      text('Analyst', 40, 650),
      text('2017 - 2019', 480, 650),
      ...lines(['Padmabridge Logistics', 'Wrote the reports'], 40, 636, 14),
      text('Intern', 40, 600),
      text('2016', 480, 600),
    ];
    const result = pagesToText([page(items)]);
    expect(result).toContain('Software Engineer   2019 - 2021\nMeghna Softworks');
    expect(result).toContain('Analyst   2017 - 2019\nPadmabridge Logistics');
    expect(result).toContain('Intern   2016');
  });

  it('puts a heading set in the margin beside its text on a line of its own', () => {
    // "Work" and "Education" end clear of the column where every other line starts.
    const side = (str: string, y: number) => text(str, 160 - str.length * 7, y, 14);
    const items = [
      side('Work', 700),
      ...lines(['Senior Engineer', 'Padma Softworks Ltd.', 'Mar 2021 – Present'], 180, 700, 14),
      ...lines(['Led a team of 5', 'Cut failures by 38%'], 180, 640, 14),
      side('Education', 580),
      ...lines(['Meghna University', 'BSc in Computer Science'], 180, 580, 14),
    ];
    expect(pagesToText([page(items)]).split('\n')).toEqual([
      'Work',
      'Senior Engineer',
      'Padma Softworks Ltd.',
      'Mar 2021 – Present',
      '',
      'Led a team of 5',
      'Cut failures by 38%',
      '',
      'Education',
      'Meghna University',
      'BSc in Computer Science',
    ]);
  });

  it('joins a table row whose cells ran out of room with the row under it', () => {
    const items = [
      text('Audit Associate, Rahman Haque & Co. —', 50, 700),
      text('Jan 2016 – Mar', 450, 700),
      text('Rupnagar', 50, 688),
      text('2019', 450, 688),
      text('Audited 25 clients', 50, 676),
      // Two rows whose date cell holds a whole range stay two rows.
      text('Senior Accountant, Bakul Ltd.', 50, 664),
      text('2019 – 2021', 450, 664),
      text('Head Office', 50, 652),
      text('Sonapur', 450, 652),
    ];
    expect(pagesToText([page(items)]).split('\n')).toEqual([
      'Audit Associate, Rahman Haque & Co. — Rupnagar   Jan 2016 – Mar 2019',
      'Audited 25 clients',
      'Senior Accountant, Bakul Ltd.   2019 – 2021',
      'Head Office   Sonapur',
    ]);
  });

  it('joins a date broken after its year with its month, and a name that ran out of room beside its dates', () => {
    const items = [
      text('Rahman Haque & Co. Chartered', 50, 700),
      text('2016-01 - 2019-', 300, 700),
      text('Accountants', 50, 688),
      text('03', 300, 688),
      // The name ends far from its dates: the line under it is the title.
      { ...text('Audit Associate', 50, 676), height: 9 },
      text('Shapla Traders Ltd. Chartered', 50, 650),
      text('Jan 2016 – Mar 2019', 240, 650),
      text('Accountants', 50, 638),
      text('Bakul Ltd.', 50, 612),
      text('Jan 2012 – Dec 2015', 300, 612),
      text('Accountant', 50, 600),
    ];
    expect(
      pagesToText([page(items)])
        .split('\n')
        .filter(Boolean),
    ).toEqual([
      'Rahman Haque & Co. Chartered Accountants   2016-01 - 2019-03',
      'Audit Associate',
      'Shapla Traders Ltd. Chartered Accountants   Jan 2016 – Mar 2019',
      'Bakul Ltd.   Jan 2012 – Dec 2015',
      'Accountant',
    ]);
  });

  it('reads two sections set side by side as cells of a grid one after the other', () => {
    const items = [
      text('Projects', 50, 700),
      text('Hisab: an app for small shops that syncs when online', 50, 688),
      text('Languages', 50, 660),
      text('Interests', 300, 660),
      text('Bangla', 50, 648),
      text('Rupnagar JavaScript Meetup', 300, 648),
      text('- Native', 50, 636),
      text('- Organiser', 300, 636),
      text('Awards', 50, 608),
      text('Certificates', 300, 608),
      text('Engineer of the Year 2022', 50, 596),
      text('Certified Kubernetes', 300, 596),
      text('Publications', 50, 568),
      text('Designing payments for unreliable networks, Journal of Applied Computing', 50, 556),
    ];
    expect(
      pagesToText([page(items)])
        .split('\n')
        .filter(Boolean),
    ).toEqual([
      'Projects',
      'Hisab: an app for small shops that syncs when online',
      'Languages',
      'Bangla',
      '- Native',
      'Interests',
      'Rupnagar JavaScript Meetup',
      '- Organiser',
      'Awards',
      'Engineer of the Year 2022',
      'Certificates',
      'Certified Kubernetes',
      'Publications',
      'Designing payments for unreliable networks, Journal of Applied Computing',
    ]);
    // Two columns of a page whose first lines run across the gap are no grid of sections.
    const columns = [
      text('Experience', 50, 700),
      text('Skills', 300, 700),
      text('Closed monthly accounts for 4 factories 5 days faster by standardising', 50, 688),
      text('Senior Accountant', 50, 676),
      text('Financial Reporting', 400, 676),
    ];
    expect(pagesToText([page(columns)]).split('\n')[0]).toBe('Experience   Skills');
  });

  it('reads a column of dates beside the entries they date line by line, not after them', () => {
    // Three jobs, each dated half a line below its employer: a column of its own, not a table.
    const job = (employer: string, dates: string, y: number) => [
      ...lines([employer, 'Accountant', 'Closed the books'], 50, y, 14),
      text(dates, 450, y - 7),
    ];
    const items = [
      ...job('Bakul Textiles Ltd.', '04/2019 - Present', 700),
      ...job('Rahman Haque & Co.', '01/2016 - 03/2019', 630),
      ...job('Shapla Traders', '01/2013 - 12/2015', 560),
    ];
    const read = readLines(items);
    expect(read.slice(0, 2)).toEqual(['Bakul Textiles Ltd.', '04/2019 - Present']);
    expect(read.indexOf('01/2016 - 03/2019')).toBe(read.indexOf('Rahman Haque & Co.') + 1);
    expect(read.at(-1)).toBe('Closed the books');
  });

  it('leaves out how long each job lasted, and joins a range wrapped over three lines', () => {
    // A theme's right column: the range, its dash on a line of its own, then "3 years".
    const job = (employer: string, dates: string[], y: number) => [
      ...lines([employer, 'Closed the books', 'Kept the ledgers', 'Filed the returns'], 50, y, 14),
      // Half a line off the text's baselines: a column of its own, not a table's cells.
      ...lines([...dates, '3 years'], 450, y - 7, 14),
    ];
    const items = [
      ...job('Bakul Textiles Ltd.', ['April 2019 — Present'], 700),
      ...job('Rahman Haque & Co.', ['January 2016', '—', 'March 2019'], 616),
    ];
    const read = readLines(items);
    expect(read).not.toContain('3 years');
    expect(read).toContain('January 2016 — March 2019');
    expect(read.indexOf('January 2016 — March 2019')).toBe(read.indexOf('Rahman Haque & Co.') + 1);
    // Entries of two lines beside dates of four: still labels of the entries, not a sidebar.
    const short = (employer: string, y: number) => [
      ...lines([employer, 'Closed the books'], 50, y, 14),
      ...lines(['January 2016', '—', 'March 2019', '3 years'], 450, y - 7, 14),
    ];
    const stacked = pagesToText([
      page([...short('Bakul Textiles Ltd.', 700), ...short('Rahman Haque & Co.', 620)]),
    ])
      .split('\n')
      .filter(Boolean);
    expect(stacked).toEqual([
      'Bakul Textiles Ltd.',
      'January 2016 — March 2019',
      'Closed the books',
      'Rahman Haque & Co.',
      'January 2016 — March 2019',
      'Closed the books',
    ]);
  });

  it('reads a justified line drawn a word at a time as words, and a row of tags as cells', () => {
    // Each word a piece, every space stretched to 20 (twice the font size), the line ending
    // where the paragraph's full line above it ends.
    const words = ['of', 'experience', 'in', 'audit'];
    const pieces: PositionedText[] = [];
    let x = 40;
    for (const word of words) {
      pieces.push(text(word, x, 688));
      x += word.length * 5 + 20;
    }
    const full = text('Finance graduate with years of work', 40, 700);
    full.width = x - 20 - 40;
    expect(readLines([full, ...pieces])).toEqual([
      'Finance graduate with years of work',
      'of experience in audit',
    ]);
    const tags = [text('Excel', 40, 600), text('Tally', 85, 600), text('IFRS', 130, 600)];
    expect(readLines([text('Skills', 40, 612), ...tags])).toEqual([
      'Skills',
      'Excel   Tally   IFRS',
    ]);
  });

  it('parts names set side by side in boxes a word gap or two apart, not a sentence or a skill and its level', () => {
    // Each box's name one piece, 10 apart (one font size); a word gap is about a quarter of it.
    const boxes = [
      text('University Debate Club', 40, 600),
      text('Coastal Farmers Radio', 160, 600),
      text('Rover Scouts Group', 275, 600),
    ];
    expect(readLines(boxes)).toEqual([
      'University Debate Club   Coastal Farmers Radio   Rover Scouts Group',
    ]);
    expect(readLines([text('Tally', 40, 600), text('Advanced', 75, 600)])).toEqual([
      'Tally Advanced',
    ]);
    expect(
      readLines([text('Led the team', 40, 600), text('through two audits', 112, 600)]),
    ).toEqual(['Led the team through two audits']);
  });

  it('sets a headline in small type beside the name apart from it', () => {
    const items = [text('Nadia Rahman', 40, 700, 24), text('Senior Accountant', 190, 700, 14)];
    expect(pagesToText([page(items)])).toBe('Nadia Rahman   Senior Accountant');
  });

  it('reads letters set apart by letter-spacing as one word, with the word gaps kept', () => {
    // "TO PRESENT" in small capitals: a piece per letter, a narrow space drawn between letters.
    const letters = (word: string, x: number) =>
      [...word].flatMap((letter, index) => [
        text(letter, x + index * 3.2, 500, 5),
        { str: ' ', x: x + index * 3.2 + 2.5, y: 500, width: 0.7, height: 0 },
      ]);
    const items = [text('2021-03-01', 40, 500, 8), ...letters('TO', 85), ...letters('PRESENT', 95)];
    expect(pagesToText([page(items)])).toBe('2021-03-01 TO PRESENT');
  });

  it('reads a margin of headings beside their paragraphs, an empty heading after its neighbour', () => {
    // The headings are centred on the paragraphs they head, or set a line below their first,
    // a little off the text's baselines.
    const skills = lines(['TypeScript', 'React', 'Node.js', 'Go', 'PostgreSQL'], 200, 700, 14);
    const job = lines(['Engineer at Padma Softworks Ltd.', 'Led a team of 5'], 200, 600, 14);
    const school = lines(['Meghna University', 'BSc in Computer Science'], 200, 530, 14);
    const items = [
      ...skills,
      ...job,
      ...school,
      text('SKILLS', 40, 675),
      text('SUMMARY', 40, 661),
      text('EXPERIENCE', 40, 603),
      text('2021 - 2024', 40, 589),
      text('EDUCATION', 40, 527),
    ];
    expect(readLines(items)).toEqual([
      'SKILLS',
      'TypeScript',
      'React',
      'Node.js',
      'Go',
      'PostgreSQL',
      'SUMMARY',
      'EXPERIENCE',
      'Engineer at Padma Softworks Ltd.',
      '2021 - 2024',
      'Led a team of 5',
      'EDUCATION',
      'Meghna University',
      'BSc in Computer Science',
    ]);
  });

  it("reads a margin's label under a heading before the one-line paragraph beside the heading", () => {
    // A theme's grid: "AWARDS" level with the sentence, the award's name in the margin under it.
    const items = [
      ...lines(['Engineer at Padma Softworks Ltd.', 'Led a team of 5', 'Cut costs'], 200, 700, 14),
      text('Recognised for the wallet migration.', 200, 640),
      ...lines(['Bangla', 'English', 'Hindi'], 200, 590, 14),
      // Off the text's baselines, as a theme's grid sets them.
      text('EXPERIENCE', 40, 697),
      text('2021 - 2024', 40, 683),
      text('AWARDS', 40, 637),
      text('ENGINEER OF THE YEAR 2022', 40, 620),
      text('LANGUAGES', 40, 587),
    ];
    expect(readLines(items)).toEqual([
      'EXPERIENCE',
      'Engineer at Padma Softworks Ltd.',
      '2021 - 2024',
      'Led a team of 5',
      'Cut costs',
      'AWARDS',
      'ENGINEER OF THE YEAR 2022',
      'Recognised for the wallet migration.',
      'LANGUAGES',
      'Bangla',
      'English',
      'Hindi',
    ]);
  });

  it('reads a margin of headings set in title case beside their paragraphs as labels too', () => {
    const items = [
      ...lines(['Best Audit Associate 2018', 'Chosen among 40 associates.'], 200, 700, 14),
      ...lines(['Financial Reporting', 'IFRS', 'Tally'], 200, 650, 14),
      ...lines(['Bangla', 'English'], 200, 590, 14),
      // Off the text's baselines, as a theme's grid sets them.
      text('Awards', 40, 693),
      text('Skills', 40, 643),
      text('Languages', 40, 583),
    ];
    expect(readLines(items)).toEqual([
      'Awards',
      'Best Audit Associate 2018',
      'Chosen among 40 associates.',
      'Skills',
      'Financial Reporting',
      'IFRS',
      'Tally',
      'Languages',
      'Bangla',
      'English',
    ]);
  });

  it('reads a margin date wrapped over two lines, or in mixed sizes, as one range before its line', () => {
    const job = lines(
      [
        'Engineer at Padma Softworks Ltd.',
        'Led a team of 5',
        'Cut costs by a third',
        'Moved services',
      ],
      200,
      600,
      14,
    );
    const intern = lines(['Intern at Karnaphuli Data Labs', 'Wrote pipelines'], 200, 520, 14);
    const items = [
      ...job,
      ...intern,
      text('EXPERIENCE', 40, 603),
      // Wrapped in the margin: the range's end two lines under its start.
      text('2021-03-01', 40, 584, 8),
      text('TO PRESENT', 40, 572, 8),
      // In one line, "TO" in smaller capitals a little under the line beside it.
      text('2018-01-01', 40, 502, 8),
      text('TO', 85, 502, 5),
      text('2018-06-01', 93, 502, 8),
    ];
    expect(readLines(items)).toEqual([
      'EXPERIENCE',
      'Engineer at Padma Softworks Ltd.',
      '2021-03-01 TO PRESENT',
      'Led a team of 5',
      'Cut costs by a third',
      'Moved services',
      'Intern at Karnaphuli Data Labs',
      '2018-01-01 TO 2018-06-01',
      'Wrote pipelines',
    ]);
  });

  it('puts back a label set flush right in a narrow column that wrapped', () => {
    // moderncv's skills: each label ends at x = 122, its level starts at x = 131.
    const right = (str: string, y: number) => text(str, 122 - str.length * 5, y);
    const items = [
      right('Financial', 330),
      text('Expert', 131, 330),
      text('IFRS Advanced', 343, 330),
      right('Accounting', 316),
      right('Tally', 300),
      text('Advanced', 131, 300),
    ];
    expect(pagesToText([page(items)]).split('\n')).toEqual([
      'Financial Accounting Expert   IFRS Advanced',
      'Tally Advanced',
    ]);
  });

  it('reads a sidebar right of a main column whose dates stand flush right beside the titles', () => {
    // Entries | dates | sidebar, as a JSON Resume theme sets them: the sidebar, which holds the
    // name, first, then each title with its dates.
    const flushRight = (str: string, y: number) => text(str, 400 - str.length * 3.7, y, 7.7);
    const job = (title: string, employer: string, start: string, y: number) => [
      text(title, 70, y, 8.8),
      flushRight(start, y - 0.5),
      text(employer, 70, y - 11.5, 7.7),
    ];
    const items = [
      text('Md. Sohel', 456, 779, 17.5),
      text('Rana', 476, 760, 17.5),
      text('Bhuiyan', 463, 741, 17.5),
      text('Senior Merchandiser', 457, 723, 8.8),
      ...lines(['sohel.bhuiyan@example.net', '01552 987654'], 473, 673, 20.6, 7.7),
      text('EDUCATION', 448, 601, 8.8),
      ...lines(
        ['BSc in Textile Engineering', 'Padma Textile Institute', '2007 - 2011'],
        448,
        584,
        10.7,
        7.7,
      ),
      text('WORK EXPERIENCE', 91, 768, 11),
      ...job('Senior Merchandiser', 'Nilachal Knit Ltd., Gazipur', '2021 - Present', 747.5),
      ...job('Merchandiser', 'Chandrima Sweaters Ltd., Savar', '2017 - 2020', 709.2),
      ...job('Assistant Merchandiser', 'Tista Fashions, Ashulia', '2014 - 2017', 671.3),
      ...job('Quality Inspector', 'Banshkhali Garments, Chattogram', '2012 - 2014', 633.5),
    ];
    const read = readLines(items);
    expect(read.slice(0, 2)).toEqual(['Md. Sohel Rana Bhuiyan', 'Senior Merchandiser']);
    expect(read.slice(read.indexOf('WORK EXPERIENCE'))).toEqual([
      'WORK EXPERIENCE',
      'Senior Merchandiser   2021 - Present',
      'Nilachal Knit Ltd., Gazipur',
      'Merchandiser   2017 - 2020',
      'Chandrima Sweaters Ltd., Savar',
      'Assistant Merchandiser   2014 - 2017',
      'Tista Fashions, Ashulia',
      'Quality Inspector   2012 - 2014',
      'Banshkhali Garments, Chattogram',
    ]);
  });

  it('reads labels in a margin level with their entries row by row, under full-width headings', () => {
    // simplecv's `topic` lists: each section's heading flush left, then labels in an indented
    // margin level with their entries (an award or a referee has none).
    const items = [
      text('Projects', 57, 775),
      text('Open source', 71, 753),
      ...lines(
        ['Hisab: offline bookkeeping (hisab.example.org)', 'An app for shops.'],
        153,
        753,
        12,
      ),
      text('Certifications', 57, 702),
      text('Aug 2022', 71, 680),
      text('Certified Kubernetes Application Developer', 153, 680),
      text('Awards', 57, 653),
      ...lines(
        ['Engineer of the Year 2022: Recognised for leading', 'the migration.'],
        153,
        632,
        12,
      ),
      text('Publications', 57, 593),
      text('[1]', 71, 571),
      ...lines(
        ['Designing payments for unreliable networks,', 'Journal of Computing.'],
        153,
        571,
        12,
      ),
      text('Activities', 57, 532),
      text('Organiser', 71, 510),
      ...lines(['Rupnagar JavaScript Meetup', 'Ran a monthly meetup.'], 153, 510, 12),
      text('References', 57, 471),
      ...lines(
        ['Dr. Kamrul Hasan, Professor of Computer Science,', 'Meghna University'],
        153,
        450,
        12,
      ),
    ];
    expect(readLines(items)).toEqual([
      'Projects',
      'Open source   Hisab: offline bookkeeping (hisab.example.org)',
      'An app for shops.',
      'Certifications',
      'Aug 2022   Certified Kubernetes Application Developer',
      'Awards',
      'Engineer of the Year 2022: Recognised for leading',
      'the migration.',
      'Publications',
      '[1]   Designing payments for unreliable networks,',
      'Journal of Computing.',
      'Activities',
      'Organiser   Rupnagar JavaScript Meetup',
      'Ran a monthly meetup.',
      'References',
      'Dr. Kamrul Hasan, Professor of Computer Science,',
      'Meghna University',
    ]);
  });

  it('reads a sidebar apart from a main column whose dates sit in a margin of their own', () => {
    // Sidebar | dates | entries, as a Typst template sets them: the dates go with their entries,
    // the sidebar after the main column that holds the name.
    const level = (str: string, y: number) => text(str, 175 - str.length * 3.75, y, 7.5);
    const sidebar = [
      text('CONTACT', 22, 795, 9.5),
      ...lines(
        ['01552 987654', 'ruma.sen@example.net', 'Tongipara, Gazipur'],
        22,
        784.3,
        10.7,
        8.5,
      ),
      text('SKILLS', 22, 750, 9.5),
      ...lines(['Costing', 'Sourcing', 'Excel'], 22, 739, 10.7, 8.5),
      level('Expert', 739),
      level('Advanced', 728.3),
      level('Basic', 717.6),
      text('LANGUAGES', 22, 706.9, 9.5),
      ...lines(['Bangla', 'English'], 22, 696.2, 10.7, 8.5),
      level('Native', 696.2),
      level('Fluent', 685.5),
    ];
    const job = (title: string, employer: string, start: string, end: string, y: number) => [
      ...lines([start, end], 198, y, 9, 8),
      ...lines([title, employer, '• Handled five buyers', '• Ran audits'], 275, y - 0.4, 10.7, 8.5),
    ];
    const items = [
      text('Ruma Sen', 198, 791.2, 22),
      text('Senior Merchandiser', 198, 780.3, 11),
      text('EXPERIENCE', 198, 761.7, 11),
      ...sidebar,
      ...job('Senior Merchandiser', 'Kantha Knit Ltd.', '01/2021 –', 'Present', 742.4),
      ...job('Merchandiser', 'Shimul Sweaters Ltd.', '03/2017 –', '12/2020', 694),
      ...job('Quality Inspector', 'Bakul Garments', '01/2012 –', '06/2014', 645.6),
      ...job('Sewing Supervisor', 'Karnaphuli Apparels', '01/2010 –', '12/2011', 597.2),
    ];
    const read = readLines(items);
    const at = (part: string) => read.findIndex((line) => line.includes(part));
    expect(read.slice(0, 3)).toEqual(['Ruma Sen', 'Senior Merchandiser', 'EXPERIENCE']);
    // Each job's dates between the job before and its own employer.
    expect(at('01/2021')).toBeLessThan(at('Kantha Knit'));
    expect(at('03/2017')).toBeGreaterThan(at('Kantha Knit'));
    expect(at('03/2017')).toBeLessThan(at('Shimul Sweaters'));
    expect(at('01/2012')).toBeGreaterThan(at('Shimul Sweaters'));
    expect(read.slice(at('CONTACT'))).toEqual([
      'CONTACT',
      '01552 987654',
      'ruma.sen@example.net',
      'Tongipara, Gazipur',
      'SKILLS',
      'Costing   Expert',
      'Sourcing   Advanced',
      'Excel   Basic',
      'LANGUAGES',
      'Bangla   Native',
      'English   Fluent',
    ]);
  });

  it("joins a table row whose left cell's year and right cell's sentence ran onto the next", () => {
    // An award's name in bold beside what it was for; a list of years beside events is not.
    const bold = (str: string, x: number, y: number) => ({ ...text(str, x, y), bold: true });
    expect(
      readLines([
        bold('Engineer of the Year', 40, 700),
        text('Recognised for the wallet migration with zero', 150, 700),
        bold('2022', 40, 688),
        text('downtime.', 150, 688),
        text('2019', 40, 660),
        text('Joined Kantha Knit Ltd.', 150, 660),
        text('2020', 40, 648),
        text('Promoted to lead.', 150, 648),
      ]),
    ).toEqual([
      'Engineer of the Year 2022   Recognised for the wallet migration with zero downtime.',
      '2019   Joined Kantha Knit Ltd.',
      '2020   Promoted to lead.',
    ]);
  });

  it('keeps a title in small capitals that wrapped apart from a flush-right label', () => {
    // Each word's first letter full size, the rest smaller; "ESIGNING" happens to end where the
    // wrapped "NETWORKS" ends.
    const small = 8;
    const items = [
      text('D', 40, 700),
      text('ESIGNING', 45, 700, small),
      text('PAYMENTS', 79, 700, small),
      text('FOR', 115, 700, small),
      { ...text('NETWORKS', 40, 688, small), width: 37 },
    ];
    expect(pagesToText([page(items)]).split('\n')).toEqual(['DESIGNING PAYMENTS FOR', 'NETWORKS']);
  });

  it('keeps a centred name apart from the smaller headline under it, whatever their edges', () => {
    // Typst's modern-cv look: "Nusrat Jahan" light, "Mim" bold; the headline happens to end
    // where the first part of the name ends.
    const items = [
      text('Nusrat Jahan', 150, 784, 28),
      text('Mim', 325, 784, 28),
      text('Junior Web Developer', 218, 772.6, 10),
    ];
    expect(pagesToText([page(items)]).split('\n')).toEqual([
      'Nusrat Jahan Mim',
      'Junior Web Developer',
    ]);
  });

  it('keeps a centred headline apart from the contacts over it, one of which ends where it ends', () => {
    const items = [
      text('Kashbon, Bangladesh', 141, 760),
      text('·', 238.7, 760),
      text('+880 1912 000 123', 246, 760),
      text('·', 334, 760),
      text('farzana@example.com', 342, 760),
      text('Growth Lead', 276, 746),
    ];
    expect(pagesToText([page(items)]).split('\n')).toEqual([
      'Kashbon, Bangladesh · +880 1912 000 123 · farzana@example.com',
      'Growth Lead',
    ]);
  });

  it('parts a bold label from the plain text a gutter beside it (a grid of skill groups)', () => {
    const items = [
      { ...text('Skills', 90, 500), bold: true },
      text('JavaScript • React • Node.js', 130, 500),
      // A bold lead-in followed by an ordinary space stays one cell.
      { ...text('Tools:', 90, 486), bold: true },
      text('Git, Docker', 122, 486),
    ];
    expect(pagesToText([page(items)]).split('\n')).toEqual([
      'Skills   JavaScript • React • Node.js',
      'Tools: Git, Docker',
    ]);
  });

  it("parts the label leading a list's item from its text, set off by more than a word space", () => {
    // Each piece is half its size wide a character: "Expert" ends at 90 + 30 = 120.
    const items = [
      // A bold label an en space (half the size) before its text.
      text('•', 80, 500),
      { ...text('Expert', 90, 500), bold: true },
      text('TypeScript, React', 125, 500),
      // Small capitals faked in a smaller size, a quad (the size) before the text.
      text('• B', 80, 486),
      text('ANGLA', 95, 486, 8),
      text('Native', 125, 486),
      // An ordinary word space, or a sentence's bold word, reads on.
      text('•', 80, 472),
      { ...text('Led', 90, 472), bold: true },
      text('a team of 25', 108, 472),
      // A wide gap in a line whose other gaps are as wide is a stretched line, not a label.
      text('• Closed', 80, 458),
      text('the', 130, 458),
      text('books', 155, 458),
    ];
    expect(readLines(items)).toEqual([
      '• Expert   TypeScript, React',
      '• BANGLA   Native',
      '• Led a team of 25',
      '• Closed the books',
    ]);
  });

  it('parts the bold labels of a grid set a little apart, and puts back those that wrapped', () => {
    // Proportional type: each label's own width, as a sans serif sets it.
    const label = (str: string, x: number, width: number, y = 500) => ({
      str,
      x,
      y,
      width,
      height: 10,
      bold: true,
    });
    const items = [
      // Names over bars, 7 units (0.7 of the type) apart: wider than any word space.
      label('Google', 40, 36),
      label('SEO', 83, 21),
      label('Content', 111, 41),
      label('Canva', 159, 31),
      label('Budgeting', 197, 50),
      // Two names ran onto the next line, each under its own start.
      label('Analytics', 40, 44, 488),
      label('Strategy', 111, 42, 488),
      text('Bangla', 40, 460),
    ];
    expect(readLines(items)).toEqual([
      'Google Analytics   SEO   Content Strategy   Canva   Budgeting',
      'Bangla',
    ]);
    // The next row of a grid that fills its columns from the left is a row of its own.
    const grid = [
      label('TypeScript', 40, 56),
      label('React', 120, 30),
      label('Node.js', 200, 38),
      label('PostgreSQL', 40, 60, 488),
      label('Go', 120, 14, 488),
    ];
    expect(readLines(grid)).toEqual(['TypeScript   React   Node.js', 'PostgreSQL   Go']);
    // A bold line in a monospaced font keeps its words: its space is a character wide.
    const mono = [label('Senior', 40, 36), label('Software', 82, 48), label('Engineer', 136, 48)];
    expect(readLines(mono)).toEqual(['Senior Software Engineer']);
  });

  it('puts a side heading that falls between two lines of its paragraph before the paragraph', () => {
    const heading = (str: string, y: number) => ({ ...text(str, 40, y, 16), width: 70 });
    const items = [
      heading('Skills', 760),
      text('TypeScript, React', 150, 760),
      text('Go, PostgreSQL', 150, 748),
      heading('Interests', 700),
      text('Rupnagar JavaScript Meetup', 150, 700),
      text('Organiser', 150, 688),
      // In larger type, "References" sits level with no line of its two-line paragraph.
      text('Professor of Computer Science, Meghna University of Science and', 150, 640),
      heading('References', 634),
      text('Technology · kamrul.hasan@example.edu', 150, 628),
      text('— Dr. Kamrul Hasan', 150, 610),
    ];
    expect(readLines(items)).toEqual([
      'Skills',
      'TypeScript, React',
      'Go, PostgreSQL',
      'Interests',
      'Rupnagar JavaScript Meetup',
      'Organiser',
      'References',
      'Professor of Computer Science, Meghna University of Science and',
      'Technology · kamrul.hasan@example.edu',
      '— Dr. Kamrul Hasan',
    ]);
  });

  it('reads headings set flush right over the text they head in order, not as a column', () => {
    // A theme's right-aligned section titles, each over short left-aligned lines.
    const heading = (str: string, y: number) => text(str, 560 - str.length * 6, y, 12);
    const items = [
      heading('Profiles', 700),
      ...lines(['LinkedIn', 'ruma-sen', 'GitHub', 'rumasen'], 20, 680, 12),
      heading('Work', 620),
      text('Kantha Knit Ltd.', 20, 600),
      text('2021-03 —', 500, 600),
      ...lines(['Senior Merchandiser', 'Handled five buyers'], 20, 588, 12),
      heading('Education', 540),
      ...lines(['Kushtia Textile Institute', 'BSc in Textile Engineering'], 20, 520, 12),
    ];
    expect(readLines(items)).toEqual([
      'Profiles',
      'LinkedIn',
      'ruma-sen',
      'GitHub',
      'rumasen',
      'Work',
      'Kantha Knit Ltd.   2021-03 —',
      'Senior Merchandiser',
      'Handled five buyers',
      'Education',
      'Kushtia Textile Institute',
      'BSc in Textile Engineering',
    ]);
  });

  it('reads a heading set flush right over full-width text under the last of them in order too', () => {
    // The last heading's referee runs across the page, past where the headings' column would be;
    // a skill group's name on the left reads as a heading too.
    const heading = (str: string, y: number) => text(str, 560 - str.length * 6, y, 12);
    const items = [
      heading('Awards', 760),
      text('Recognised for leading the wallet migration.', 20, 740),
      heading('Publications', 710),
      text('Designing payments for unreliable networks', 20, 690),
      text('2021-11', 540, 690),
      heading('Skills', 660),
      ...lines(['TypeScript', 'React', 'Tools', 'Git, Docker'], 20, 640, 12),
      heading('Languages', 590),
      ...lines(['Bangla', 'English'], 20, 570, 12),
      heading('Interests', 530),
      text('Rupnagar JavaScript Meetup', 20, 510),
      heading('References', 480),
      text(
        'Professor of Computer Science, Meghna University of Science and Technology · kamrul.hasan@example.edu · On request',
        20,
        460,
      ),
      text('Dr. Kamrul Hasan', 20, 448),
    ];
    expect(readLines(items)).toEqual([
      'Awards',
      'Recognised for leading the wallet migration.',
      'Publications',
      'Designing payments for unreliable networks   2021-11',
      'Skills',
      'TypeScript',
      'React',
      'Tools',
      'Git, Docker',
      'Languages',
      'Bangla',
      'English',
      'Interests',
      'Rupnagar JavaScript Meetup',
      'References',
      'Professor of Computer Science, Meghna University of Science and Technology · kamrul.hasan@example.edu · On request',
      'Dr. Kamrul Hasan',
    ]);
  });

  it('reads headings set above indented blocks in order, not as a column beside them', () => {
    const items = [
      text('Tanjila Rahman', 40, 790),
      text('tanjila@example.com', 345, 790),
      text('SELECTED PROJECTS', 40, 768, 12),
      ...lines(
        ['Hisab: offline bookkeeping', 'hisab.example.org', '3,000 active shops.'],
        160,
        749,
        14,
      ),
      text('PUBLICATIONS', 40, 681, 12),
      ...lines(
        ['Designing payments for unreliable networks.', 'Journal of Computing, 2021.'],
        160,
        662,
        14,
      ),
      text('REFEREES', 40, 610, 12),
      ...lines(['Dr. Kamrul Hasan', 'Professor of Computer Science'], 160, 591, 14),
    ];
    expect(readLines(items)).toEqual([
      'Tanjila Rahman   tanjila@example.com',
      'SELECTED PROJECTS',
      'Hisab: offline bookkeeping',
      'hisab.example.org',
      '3,000 active shops.',
      'PUBLICATIONS',
      'Designing payments for unreliable networks.',
      'Journal of Computing, 2021.',
      'REFEREES',
      'Dr. Kamrul Hasan',
      'Professor of Computer Science',
    ]);
  });

  it('reads a margin of headings that OCR gave in mostly capitals as headings', () => {
    const job = lines(['Engineer at Padma Softworks Ltd.', 'Led a team of 5'], 200, 600, 14);
    const school = lines(['Meghna University', 'BSc in Computer Science'], 200, 540, 14);
    const spoken = lines(['Bangla', 'English'], 200, 480, 14);
    const items = [
      ...job,
      ...school,
      ...spoken,
      text('Work EXPERIENCE', 40, 593),
      text('EDUCATIoN', 40, 533),
      text('LANGUAGeS', 40, 473),
    ];
    expect(readLines(items)).toEqual([
      'Work EXPERIENCE',
      'Engineer at Padma Softworks Ltd.',
      'Led a team of 5',
      'EDUCATIoN',
      'Meghna University',
      'BSc in Computer Science',
      'LANGUAGeS',
      'Bangla',
      'English',
    ]);
  });

  it("starts a block at a line set in bold under a bullet, the next job's head", () => {
    const items = [
      text('• Reconciled the bank accounts of twelve depots every month without', 40, 700),
      { ...text('Accountant', 40, 686), bold: true },
      text('Meghna Traders Jan 2016 - Mar 2019', 40, 672),
    ];
    expect(pagesToText([page(items)]).split('\n')).toEqual([
      '• Reconciled the bank accounts of twelve depots every month without',
      '',
      'Accountant',
      'Meghna Traders Jan 2016 - Mar 2019',
    ]);
  });

  it("joins an entry's head (bold, or larger than its text) that ran out of room in a narrow column, and no head that fitted", () => {
    const bold = (str: string, x: number, y: number) => ({ ...text(str, x, y), bold: true });
    // Left-aligned, then flush right: the column ends where its longest line does (x 170).
    // Each line set at `at(its text)`: its left edge, from its width when flush right.
    const heads = (at: (str: string) => number) => {
      const line = (make: typeof text, str: string, y: number) => make(str, at(str), y);
      return [
        line(bold, 'AWARDS', 712),
        line(bold, 'Champion, Inter-University', 700),
        line(bold, 'Hackathon 2023', 688),
        line(text, 'Won with a flood alert app', 676),
        line(bold, "Dean's List", 660),
        line(bold, 'Best Paper Award', 648),
        line(text, 'For a paper on payments.', 636),
        // A post under a name is a line of its own, however little room the name left.
        line(bold, 'Padma University Debating', 620),
        line(bold, 'General Secretary', 608),
        line(text, 'Ran weekly debates.', 596),
        // Beside the name, it goes on.
        line(bold, 'Sonar Chess Club | Joint', 580),
        line(bold, 'Secretary', 568),
        line(text, 'Ran a league.', 556),
      ];
    };
    const expected = [
      'AWARDS',
      'Champion, Inter-University Hackathon 2023',
      'Won with a flood alert app',
      "Dean's List",
      'Best Paper Award',
      'For a paper on payments.',
      'Padma University Debating',
      'General Secretary',
      'Ran weekly debates.',
      'Sonar Chess Club | Joint Secretary',
      'Ran a league.',
    ];
    expect(readLines(heads(() => 40))).toEqual(expected);
    expect(readLines(heads((str) => 170 - str.length * 5))).toEqual(expected);
    // Heads set apart by size rather than weight: larger than the lines under them.
    const sized = heads(() => 40).map((item) =>
      'bold' in item ? { ...item, bold: false } : { ...item, width: item.width * 0.9, height: 9 },
    );
    expect(readLines(sized)).toEqual(expected);
  });

  it('joins a name in the largest type that wrapped onto a second line', () => {
    const items = [
      text('Mahmudul Karim', 40, 760, 24),
      text('Chowdhury', 40, 730, 24),
      ...lines(
        ['Senior Accountant', 'Sonapur, Bangladesh', 'Closed the books monthly'],
        40,
        700,
        14,
      ),
    ];
    expect(pagesToText([page(items)]).split('\n')).toEqual([
      'Mahmudul Karim Chowdhury',
      'Senior Accountant',
      'Sonapur, Bangladesh',
      'Closed the books monthly',
    ]);
  });

  it('joins a wrapped name whose second line has the contacts set flush right beside it', () => {
    const items = [
      text('Nusrat Jahan', 24, 764, 43),
      text('+880 1612 345678', 470, 758, 10),
      text('nusrat@example.net', 450, 742, 10),
      text('Mim', 24, 720, 43),
      text('Rupnagar, Bangladesh', 460, 719, 10),
      text('Junior Web Developer', 26, 695, 22),
      ...lines(['Builds small web apps.', 'Wants to grow in a team.'], 26, 660, 12),
    ];
    expect(pagesToText([page(items)]).split('\n')[0]).toBe('Nusrat Jahan Mim');
    // Text beside the first line stays a cell of its own.
    const beside = [...items, text('Sonapur', 400, 765)];
    expect(pagesToText([page(beside)]).split('\n')[0]).toBe('Nusrat Jahan Mim   Sonapur');
    // Two large headings with a line of text under the first stay apart, the second opening a
    // block of its own though set close under that line.
    const headings = [
      text('Languages', 24, 500, 20),
      text('Bangla, English', 24, 486),
      text('Interests', 24, 472, 20),
      ...lines(['Chess', 'Cricket', 'Travel', 'Photography'], 24, 458, 14),
    ];
    expect(
      pagesToText([page(headings)])
        .split('\n')
        .slice(0, 4),
    ).toEqual(['Languages', 'Bangla, English', '', 'Interests']);
  });

  it('drops page numbers and repeated footers, and keeps a running header once', () => {
    const pageOf = (number: number, body: string) =>
      page([
        text('Tahmina Akter - Curriculum Vitae', 40, 780),
        text(body, 40, 600),
        text(`Page ${number} of 2`, 280, 30),
        text('Confidential', 40, 50),
      ]);
    expect(pagesToText([pageOf(1, 'Summary'), pageOf(2, 'Education')])).toBe(
      'Tahmina Akter - Curriculum Vitae\n\nSummary\n\nEducation',
    );
  });

  it("reads a running footer of the person's contacts once, first, as a header", () => {
    const pageOf = (body: string[]) =>
      page([
        ...lines(body, 40, 700, 14),
        text('Rupnagar, Bangladesh', 200, 45),
        text('M +880 1711-000000 • E tanjila@example.com', 150, 31),
      ]);
    expect(
      pagesToText([
        pageOf(['Tanjila Rahman', 'Experience']),
        pageOf(['References', 'Dr. Kamrul Hasan']),
      ]).split('\n'),
    ).toEqual([
      'Rupnagar, Bangladesh',
      'M +880 1711-000000 • E tanjila@example.com',
      '',
      'Tanjila Rahman',
      'Experience',
      '',
      'References',
      'Dr. Kamrul Hasan',
    ]);
  });

  it('stays quick on the absurd sizes of a damaged PDF, and ignores text off the page', () => {
    const items = Array.from({ length: 300 }, (_, index) =>
      text(`word${index}`, ((index * 7919) % 1000) * 1e6, ((index * 104729) % 1000) * 1e6),
    );
    const started = performance.now();
    pagesToText([{ width: 1e9, height: 1e9, items }]);
    // A guard against a hang on a damaged file, not a speed target (that is for bench/).
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(pagesToText([page([text('Hidden', 700, 400), text('Shown', 40, 400)])])).toBe('Shown');
    // The guard's own bound, not the runner's default of five seconds, judges a slow machine.
  }, 20_000);

  it('reads a paragraph set beside a list on the same baselines after the list, whole', () => {
    const contacts = ['tanjila@example.com', '+880 1711-000000', 'Rupnagar, Bangladesh'];
    const summary = [
      'Software engineer with 7 years of experience building web platforms for fintech and e-',
      'commerce. I lead small teams, ship reliable services in TypeScript and Go, and care',
      'about fast, accessible products that work on slow mobile networks.',
    ];
    const items = [
      text('Tanjila Rahman', 40, 760, 20),
      ...lines(contacts, 40, 730, 12),
      ...lines(summary, 180, 730, 12, 8),
      text('Experience', 40, 680, 12),
    ];
    expect(readLines(items)).toEqual(['Tanjila Rahman', ...contacts, ...summary, 'Experience']);
  });

  it('reads two columns with their sections as columns, though their lines fall level', () => {
    const sidebar = [
      'CONTACT',
      'Tongipara, Gazipur',
      'sohel@example.net',
      '01552 987654',
      'SKILLS',
      'Costing',
      'EDUCATION',
      'Padma Institute',
    ];
    const mainColumn = [
      'EMPLOYMENT',
      'Nilachal Knit Ltd.',
      'Jan 2021 - Present',
      'Handled 5 buyers',
      'Tista Ltd.',
    ];
    const references = ['REFERENCES', 'Engr. Rafiqul Alam'];
    const items = [
      ...lines(sidebar, 22, 756, 16),
      ...lines(mainColumn, 221, 756, 16),
      ...lines(references, 221, 644, 16),
    ];
    expect(readLines(items)).toEqual([...sidebar, ...mainColumn, ...references]);
  });

  it('joins a name and the headline beside it that wrapped, before a sidebar starts under them', () => {
    const items = [
      text('Mahmudul Karim', 25, 800, 30),
      text('Senior', 430, 797, 18),
      text('Accountant', 430, 776, 18),
      text('Chowdhury', 25, 764, 30),
      ...lines(['CONTACT', 'Sonapur', 'IFRS', 'Tally'], 22, 720, 16, 10),
      ...lines(['SUMMARY', 'Chartered accountant', 'Closed the books'], 221, 720, 16, 10),
    ];
    expect(readLines(items).slice(0, 2)).toEqual([
      'Mahmudul Karim Chowdhury   Senior Accountant',
      'CONTACT',
    ]);
  });

  it('reads a left-aligned line that ends where a word above ends as a line of its own', () => {
    // A fixed-width font: "Merchandiser" ends exactly under the dash.
    const items = [
      text('March', 24, 290),
      text('2017', 54, 290),
      text('-', 79, 290),
      text('December 2020', 90, 290),
      text('Merchandiser', 24, 278),
    ];
    expect(readLines(items)).toEqual(['March 2017 - December 2020', 'Merchandiser']);
  });

  it('reads the cells of a grid row by row: each job, then the highlights beside it', () => {
    const job = (employer: string, y: number) => [
      ...lines([employer, '2021-03 - Present', 'Engineer'], 66, y, 13),
      ...lines(['Highlights'], 267, y, 13),
      ...lines(['Led a team of 5', 'Cut failures by 38%'], 280, y - 23, 13),
    ];
    const items = [
      text('EXPERIENCE', 66, 600),
      ...job('Padma Softworks Ltd.', 570),
      ...job('Jamuna Digital Commerce', 470),
      ...job('Karnaphuli Data Labs', 370),
    ];
    const read = readLines(items);
    expect(read.indexOf('Jamuna Digital Commerce')).toBe(read.indexOf('Cut failures by 38%') + 1);
    expect(read.slice(0, 7)).toEqual([
      'EXPERIENCE',
      'Padma Softworks Ltd.',
      '2021-03 - Present',
      'Engineer',
      'Highlights',
      'Led a team of 5',
      'Cut failures by 38%',
    ]);
  });

  it('puts a heading set level with the middle of the list beside it over the list', () => {
    const items = [
      text('Jan 2013 – Jan 2015', 238, 420),
      ...lines(['Financial Reporting', 'IFRS', 'Tally', 'VAT'], 238, 390, 12),
      text('Proficiencies', 36, 378),
    ];
    expect(readLines(items)).toEqual([
      'Jan 2013 – Jan 2015',
      'Proficiencies',
      'Financial Reporting',
      'IFRS',
      'Tally',
      'VAT',
    ]);
  });

  it('gives no text for no pages or pages without text', () => {
    expect(pagesToText([])).toBe('');
    expect(pagesToText([page([text('   ', 40, 700)])])).toBe('');
  });

  it("reads a table's row whose cells wrapped as one line, cell by cell under its header", () => {
    const row = (y: number, cells: Array<[string, number]>) =>
      cells.map(([str, x]) => text(str, x, y));
    const items = [
      ...row(700, [
        ['Exam Title', 40],
        ['Major', 140],
        ['Institute', 240],
        ['Result', 380],
        ['Year', 480],
      ]),
      ...row(682, [
        ['BSc', 40],
        ['Computer Science', 140],
        ['Meghna University of', 240],
        ['CGPA 3.78', 380],
        ['2018', 480],
      ]),
      ...row(670, [
        ['and Engineering', 140],
        ['Science and Technology', 240],
      ]),
      ...row(652, [
        ['HSC', 40],
        ['Science', 140],
        ['Shapla College', 240],
        ['GPA 5.00', 380],
        ['2014', 480],
      ]),
    ];
    expect(readLines(items)).toEqual([
      'Exam Title   Major   Institute   Result   Year',
      'BSc   Computer Science and Engineering   Meghna University of Science and Technology   CGPA 3.78   2018',
      'HSC   Science   Shapla College   GPA 5.00   2014',
    ]);
  });

  it('reads a summary set beside the name and contacts after them, before the first heading', () => {
    const items = [
      text('Nusrat Jahan Mim', 40, 744, 20),
      ...lines(
        ['Computer science graduate who builds small, fast web', 'apps with React and Node.js.'],
        300,
        750,
        12,
      ),
      ...lines(
        ['Junior Web Developer', 'nusrat.mim@example.net', 'Rupnagar, Bangladesh'],
        40,
        724,
        12,
      ),
      text('EXPERIENCE', 40, 670),
      text('Shapla Web Studio', 40, 652),
      text('Rupnagar', 500, 652),
      text('Web Developer Intern', 40, 640),
      text('Jun 2024 – Dec 2024', 460, 640),
    ];
    expect(readLines(items)).toEqual([
      'Nusrat Jahan Mim',
      'Junior Web Developer',
      'nusrat.mim@example.net',
      'Rupnagar, Bangladesh',
      'Computer science graduate who builds small, fast web',
      'apps with React and Node.js.',
      'EXPERIENCE',
      'Shapla Web Studio   Rupnagar',
      'Web Developer Intern   Jun 2024 – Dec 2024',
    ]);
  });

  it('reads a column of whole years beside names as one year a row, no range wrapped', () => {
    const items = [
      text("Vice-Chancellor's Gold Medal 2016", 40, 700),
      text('2016', 500, 700),
      text('Young Scientist Award 2022', 40, 688),
      text('2022', 500, 688),
    ];
    expect(readLines(items)).toEqual([
      "Vice-Chancellor's Gold Medal 2016   2016",
      'Young Scientist Award 2022   2022',
    ]);
  });

  it('reads a sidebar that holds the name first, then a main column with its own margin of dates', () => {
    // Twenty Seconds CV: a grey sidebar (name, summary, contacts) left of the main column, whose
    // dates stand flush right in a narrow margin level with the titles beside them.
    const bold = (str: string, x: number, y: number) => ({ ...text(str, x, y), bold: true });
    const date = (str: string, y: number) => text(str, 300 - str.length * 4, y, 8);
    const job = (title: string, start: string, end: string, y: number) => [
      date(start, y),
      date(end, y - 9),
      bold(title, 320, y),
      ...lines(['• Closed the monthly accounts', '• Trained six juniors'], 320, y - 14, 14),
    ];
    const items = [
      text('Mahmudul Karim', 20, 760, 20),
      text('Senior Accountant', 20, 738, 12),
      text('About me', 20, 710, 12),
      ...lines(['Chartered accountant with', 'nine years in audit.'], 20, 696, 11, 9),
      text('Contact', 20, 660, 12),
      ...lines(['Sonapur, Bangladesh', '01819-555 014', 'karim@example.org'], 20, 646, 11, 9),
      text('Skills', 20, 600, 12),
      ...lines(['IFRS', 'Tally', 'VAT'], 20, 586, 11, 9),
      text('EXPERIENCE', 240, 760, 12),
      ...job('Senior Accountant', 'Apr 2019 –', 'Present', 742),
      ...job('Audit Associate', 'Jan 2016 –', 'Mar 2019', 690),
      text('EDUCATION', 240, 630, 12),
      ...job('Master of Business Administration', '2013 –', '2015', 610),
    ];
    const read = readLines(items);
    expect(read.slice(0, read.indexOf('EXPERIENCE'))).toEqual([
      'Mahmudul Karim',
      'Senior Accountant',
      'About me',
      'Chartered accountant with',
      'nine years in audit.',
      'Contact',
      'Sonapur, Bangladesh',
      '01819-555 014',
      'karim@example.org',
      'Skills',
      'IFRS',
      'Tally',
      'VAT',
    ]);
    expect(read.slice(read.indexOf('EXPERIENCE'), read.indexOf('EDUCATION'))).toEqual([
      'EXPERIENCE',
      'Apr 2019 – Present',
      'Senior Accountant',
      '• Closed the monthly accounts',
      '• Trained six juniors',
      'Jan 2016 – Mar 2019',
      'Audit Associate',
      '• Closed the monthly accounts',
      '• Trained six juniors',
    ]);
  });

  it('reads a narrower aside that opens with a heading after a main column that opens with a summary', () => {
    // Friggeri's CV: the name across the top, an aside of headed lists flush right on the left,
    // and a main column whose first lines, a summary with no heading, go on from the name.
    const aside = (str: string, y: number, size = 9) =>
      text(str, 150 - str.length * size * 0.5, y, size);
    const items = [
      text('Mahmudul Karim Chowdhury', 150, 780, 24),
      aside('contact', 730, 13),
      aside('Sonapur, Bangladesh', 714),
      aside('01819-555 014', 703),
      aside('skills', 680, 13),
      aside('IFRS', 664),
      aside('Tally', 653),
      ...lines(
        [
          'Chartered accountant with nine years in audit and financial',
          'reporting for manufacturing groups.',
        ],
        175,
        730,
        13,
      ),
      text('experience', 175, 690, 14),
      ...[
        ['Apr 2019 – Present', 'Senior Accountant'],
        ['Jan 2016 – Mar 2019', 'Audit Associate'],
        ['Jan 2014 – Dec 2015', 'Audit Trainee'],
      ].flatMap(([when, title], index) => [
        text(when!, 175, 670 - index * 44, 8),
        text(title!, 265, 670 - index * 44),
        ...lines(
          ['Closed the monthly accounts', 'Trained juniors in IFRS'],
          265,
          656 - index * 44,
          12,
        ),
      ]),
    ];
    expect(readLines(items)).toEqual([
      'Mahmudul Karim Chowdhury',
      'Chartered accountant with nine years in audit and financial',
      'reporting for manufacturing groups.',
      'experience',
      ...[
        'Apr 2019 – Present   Senior Accountant',
        'Closed the monthly accounts',
        'Trained juniors in IFRS',
      ],
      ...[
        'Jan 2016 – Mar 2019   Audit Associate',
        'Closed the monthly accounts',
        'Trained juniors in IFRS',
      ],
      ...[
        'Jan 2014 – Dec 2015   Audit Trainee',
        'Closed the monthly accounts',
        'Trained juniors in IFRS',
      ],
      'contact',
      'Sonapur, Bangladesh',
      '01819-555 014',
      'skills',
      'IFRS',
      'Tally',
    ]);
  });

  it('parts a bold title from the smaller plain text set against it, however close', () => {
    const bold = (str: string, x: number, y: number) => ({ ...text(str, x, y), bold: true });
    const small = (str: string, x: number, y: number) => text(str, x, y, 8);
    const title = 'Master of Business Administration';
    const items = [
      bold(title, 40, 700),
      // No gap at all: the line had no room left for the space \hfill would have stretched.
      small('Surma University', 40 + title.length * 5, 700),
      // A word space of the same size and weight joins a sentence as ever.
      bold('Led', 40, 680),
      text('the audit team', 58 + 2, 680),
    ];
    expect(readLines(items)).toEqual([
      'Master of Business Administration   Surma University',
      'Led the audit team',
    ]);
  });

  it("joins a margin's range whose end year wrapped under its month", () => {
    const items = [
      text('EXPERIENCE', 40, 720),
      ...[
        ['Jan 2016 – Mar', '2019', 'Audit Associate, Rahman Haque & Co.'],
        ['Jan 2014 – Dec', '2015', 'Audit Trainee, Karim & Co.'],
        ['Jan 2012 – Dec', '2013', 'Intern, Karim & Co.'],
      ].flatMap(([start, year, title], index) => [
        text(start!, 40, 700 - index * 50, 8),
        text(year!, 40, 692 - index * 50, 8),
        ...lines([title!, 'Audited 25 clients', 'Found liabilities'], 130, 700 - index * 50, 14),
      ]),
    ];
    expect(readLines(items)).toEqual([
      'EXPERIENCE',
      ...['Jan 2016 – Mar 2019', 'Audit Associate, Rahman Haque & Co.'],
      ...['Audited 25 clients', 'Found liabilities'],
      ...['Jan 2014 – Dec 2015', 'Audit Trainee, Karim & Co.'],
      ...['Audited 25 clients', 'Found liabilities'],
      ...['Jan 2012 – Dec 2013', 'Intern, Karim & Co.', 'Audited 25 clients', 'Found liabilities'],
    ]);
  });

  it("puts a main column's opening summary after the name of a sidebar read first, before its first heading", () => {
    // Reactive Resume's Gengar: name and contacts atop a coloured sidebar, the summary in a
    // tinted box over the main column with no heading.
    const items = [
      text('Tanjila Rahman', 30, 780, 18),
      text('Senior Software Engineer', 30, 762),
      text('Rupnagar, Bangladesh', 30, 748),
      text('Skills', 30, 720, 12),
      ...lines(['TypeScript', 'React', 'Node.js'], 30, 704, 12),
      text('Languages', 30, 660, 12),
      ...lines(['Bangla', 'English'], 30, 644, 12),
      ...lines(
        [
          'Software engineer with 7 years of experience building web platforms',
          'for fintech and e-commerce, who leads small teams.',
        ],
        220,
        780,
        12,
      ),
      text('Experience', 220, 740, 12),
      ...lines(
        ['Padma Softworks Ltd.', 'Senior Software Engineer', 'Led a team of 5 engineers'],
        220,
        724,
        12,
      ),
    ];
    expect(readLines(items)).toEqual([
      'Tanjila Rahman',
      'Senior Software Engineer',
      'Rupnagar, Bangladesh',
      'Software engineer with 7 years of experience building web platforms',
      'for fintech and e-commerce, who leads small teams.',
      'Skills',
      'TypeScript',
      'React',
      'Node.js',
      'Languages',
      'Bangla',
      'English',
      'Experience',
      'Padma Softworks Ltd.',
      'Senior Software Engineer',
      'Led a team of 5 engineers',
    ]);
  });

  it("goes on with a sidebar's last heading on the next page, where its list was set", () => {
    const bold = (str: string, x: number, y: number) => ({ ...text(str, x, y), bold: true });
    const first = [
      text('Tanjila Rahman', 30, 780, 18),
      text('Skills', 30, 740, 12),
      ...lines(['TypeScript', 'React', 'Node.js'], 30, 724, 12),
      text('Languages', 30, 60, 12),
      text('Experience', 220, 780, 12),
      ...lines(
        ['Padma Softworks Ltd.', 'Led a team of 5 engineers', 'Cut failures by 38%'],
        220,
        764,
        12,
      ),
      text('References', 220, 700, 12),
      ...lines(
        ['Dr. Kamrul Hasan', 'Professor of Computer Science', 'Available on request'],
        220,
        684,
        12,
      ),
    ];
    const second = [
      bold('Bangla', 30, 780),
      text('Native', 30, 768),
      bold('English', 30, 752),
      text('Fluent', 30, 740),
    ];
    const read = pagesToText([page(first), page(second)])
      .split('\n')
      .filter(Boolean);
    expect(read.slice(read.indexOf('Languages'), read.indexOf('Languages') + 5)).toEqual([
      'Languages',
      'Bangla',
      'Native',
      'English',
      'Fluent',
    ]);
    expect(read.at(-1)).toBe('Available on request');
  });

  it("joins an item's name and its second line that wrapped in the cell left of its date", () => {
    // Reactive Resume in a narrow sidebar: the name in bold beside its date, wrapped over three
    // lines; the issuer under it, wrapped over two; the address stays a line of its own.
    const bold = (str: string, x: number, y: number) => ({ ...text(str, x, y), bold: true });
    const items = [
      text('Certifications', 30, 720, 12),
      bold('Certified', 30, 700),
      text('August 2022', 110, 700),
      bold('Kubernetes', 30, 688),
      bold('Application', 30, 676),
      text('Cloud Native', 30, 664),
      text('Foundation', 30, 652),
      text('credentials.example.org/ckad', 30, 640),
    ];
    expect(readLines(items)).toEqual([
      'Certifications',
      'Certified Kubernetes Application   August 2022',
      'Cloud Native Foundation',
      'credentials.example.org/ckad',
    ]);
  });

  it('parts a date from the name beside it a flex gap apart, wider than a word space', () => {
    const bold = (str: string, x: number, y: number) => ({ ...text(str, x, y), bold: true });
    expect(
      readLines([bold('Mulching and water', 40, 700), bold('November 2019', 40 + 18 * 5 + 9, 700)]),
    ).toEqual(['Mulching and water   November 2019']);
  });

  it("reads moderntimeline's years either side of a job's bar as its range, and a margin's labels level with their lines as cells", () => {
    // Years in small type over and under the bar level with each title (one over a bar that
    // goes on), levels and languages level with the lines they label.
    const year = (str: string, x: number, y: number) => text(str, x, y, 6);
    const items = [
      text('Work Experience', 116, 580, 12),
      year('2019', 81, 565),
      text('Senior Accountant, Bakul Textiles Ltd., Sonapur', 116, 560),
      ...lines(['Closed the monthly accounts', 'Trained six juniors'], 126, 546, 12),
      year('2016', 70, 511),
      text('Audit Associate, Rahman Haque & Co., Rupnagar', 116, 506),
      year('2019', 64, 500),
      ...lines(['Audited 25 clients', 'Found unrecorded liabilities'], 126, 492, 12),
      text('Skills', 116, 450, 12),
      text('Expert', 77, 430),
      text('Financial Reporting, Microsoft Excel', 116, 430),
      text('Advanced', 67, 416),
      text('IFRS, Tally, VAT', 116, 416),
    ];
    expect(readLines(items)).toEqual([
      'Work Experience',
      '2019',
      'Senior Accountant, Bakul Textiles Ltd., Sonapur',
      'Closed the monthly accounts',
      'Trained six juniors',
      '2016 – 2019',
      'Audit Associate, Rahman Haque & Co., Rupnagar',
      'Audited 25 clients',
      'Found unrecorded liabilities',
      'Skills',
      'Expert   Financial Reporting, Microsoft Excel',
      'Advanced   IFRS, Tally, VAT',
    ]);
  });

  const DUTIES = [
    'Closed the monthly accounts',
    'Trained six juniors',
    'Filed the VAT returns',
    'Reconciled six bank accounts',
    'Prepared the yearly budget',
    'Audited two depots',
    'Cut the month-end close to 4 days',
  ];
  it('keeps a level set flush against the line it labels on that line, and a side heading over its text', () => {
    // Side headings in the margin ("Skills", "Languages") beside text on one edge; the levels
    // end a few points before that edge, the headings well before it.
    const flush = (str: string, y: number) => text(str, 106 - str.length * 5, y);
    const items = [
      text('Skills', 40, 700),
      text('Merchandising', 116, 700),
      flush('Advanced', 686),
      text('Costing, Negotiation', 116, 686),
      flush('Intermediate', 672),
      text('Microsoft Excel', 116, 672),
      text('Languages', 40, 640),
      text('Bangla, native', 116, 640),
      text('English, fluent', 116, 626),
      ...lines(DUTIES, 116, 594, 14),
    ];
    expect(readLines(items)).toEqual([
      'Skills',
      'Merchandising',
      'Advanced   Costing, Negotiation',
      'Intermediate   Microsoft Excel',
      'Languages',
      'Bangla, native',
      'English, fluent',
      ...DUTIES,
    ]);
  });
  it("reads a short table's tags, set flush right against its rule, before their values", () => {
    // Tags end at x 130, values start 13 points (1.3 font sizes) on: no wider than a gap between
    // words of large type, and with the headings' two lines the tags outnumber the values.
    const tag = (str: string, y: number) => text(str, 130 - str.length * 5, y);
    const items = [
      tag('CURRICULUM', 720),
      tag('VITAE', 708),
      tag('PERSONAL', 684),
      tag('INFORMATION', 672),
      tag('Name', 658),
      text('Nusrat Jahan Mim', 143, 658),
      tag('Position sought', 644),
      text('Junior Web Developer', 143, 644),
      tag('E-mail', 630),
      text('nusrat.mim@example.net', 143, 630),
      tag('Date of birth', 616),
      text('12 March 1999', 143, 616),
      tag('EXPERIENCE', 590),
      tag('Jun 2024 – Dec 2024', 566),
      text('Shapla Web Studio, Rupnagar', 143, 566),
      text('Web Developer Intern', 143, 552),
      tag('SKILLS', 530),
      tag('Advanced', 516),
      text('JavaScript, HTML, CSS', 143, 516),
    ];
    expect(readLines(items)).toEqual([
      'CURRICULUM',
      'VITAE',
      'PERSONAL',
      'INFORMATION',
      'Name   Nusrat Jahan Mim',
      'Position sought   Junior Web Developer',
      'E-mail   nusrat.mim@example.net',
      'Date of birth   12 March 1999',
      'EXPERIENCE',
      'Jun 2024 – Dec 2024',
      'Shapla Web Studio, Rupnagar',
      'Web Developer Intern',
      'SKILLS',
      'Advanced   JavaScript, HTML, CSS',
    ]);
  });
  it("reads a table's tags set flush left, far from their values, each before its value", () => {
    const row = (tag: string, value: string, y: number) => [
      ...(tag ? [text(tag, 40, y)] : []),
      text(value, 160, y),
    ];
    const items = [
      text('PERSONAL DATA', 40, 720),
      ...row('Name', 'Tanjila Rahman', 706),
      ...row('Profession', 'Senior Software Engineer', 692),
      ...row('Address', 'Rupnagar, Bangladesh', 678),
      ...row('Mobile', '+880 1711-000000', 664),
      ...row('E-mail', 'tanjila@example.com', 650),
      ...row('Web', 'linkedin.example.com/in/tanjila', 636),
      ...row('', 'github.example.com/tanjila', 622),
      text('SUMMARY', 40, 596),
      ...lines(DUTIES, 160, 582, 14),
      text('SKILLS', 40, 470),
      ...row('Expert', 'TypeScript, Go', 456),
      ...row('Advanced', 'PostgreSQL', 442),
    ];
    expect(readLines(items)).toEqual([
      'PERSONAL DATA',
      'Name   Tanjila Rahman',
      'Profession   Senior Software Engineer',
      'Address   Rupnagar, Bangladesh',
      'Mobile   +880 1711-000000',
      'E-mail   tanjila@example.com',
      'Web   linkedin.example.com/in/tanjila',
      'github.example.com/tanjila',
      'SUMMARY',
      ...DUTIES,
      'SKILLS',
      'Expert   TypeScript, Go',
      'Advanced   PostgreSQL',
    ]);
  });
});
