import { describe, expect, it } from 'vitest';
import { readExperience } from '../../src/resume/experience';

const named = (lines: string[]) =>
  readExperience(lines).map(({ title, company, startDate, endDate }) => [
    title,
    company,
    startDate,
    endDate,
  ]);

/** Each job's title, employer and place, as read. */
const placed = (lines: string[]) =>
  readExperience(lines).map(({ title, company, location }) => [title, company, location]);

describe('the experience reader', () => {
  it('reads jobs written as labelled lines, a duty between them and no "Job Responsibilities" kept', () => {
    const jobs = readExperience([
      'Organization : Surma Garments Ltd.',
      'Designation : Merchandiser',
      'Period : 01 July 2019 to Till Date',
      'Job Responsibilities :',
      "- Handled 12 buyers' orders from sampling to shipment",
      'Organization : Jamuna Knit Ltd.',
      'Designation : Assistant Merchandiser',
      'Period : 15 March 2016 to 30 June 2019',
      '- Followed up lab dips and trims',
    ]);
    expect(
      jobs.map(({ title, company, endDate, description }) => [
        title,
        company,
        endDate,
        description,
      ]),
    ).toEqual([
      [
        'Merchandiser',
        'Surma Garments Ltd.',
        'Present',
        "Handled 12 buyers' orders from sampling to shipment",
      ],
      [
        'Assistant Merchandiser',
        'Jamuna Knit Ltd.',
        '30 June 2019',
        'Followed up lab dips and trims',
      ],
    ]);
  });

  it('reads a head over a line of dates as the next job, not the wrap of a long last duty', () => {
    expect(
      named([
        'Data Analyst at Lalbagh Foods Ltd. (March 2021 – Present)',
        '• Built weekly sales dashboards in Power BI for 40 managers across the region',
        'Junior Analyst, Meghna Retail — Chattogram',
        'Jan 2019 – Feb 2021',
        '• Cleaned 2 million rows of POS data a month',
      ]),
    ).toEqual([
      ['Data Analyst', 'Lalbagh Foods Ltd.', 'March 2021', 'Present'],
      ['Junior Analyst', 'Meghna Retail', 'Jan 2019', 'Feb 2021'],
    ]);
  });

  it("reads a job's rows in a table of labels and values, with no colon after the label", () => {
    const jobs = readExperience([
      'Company Name   Karnaphuli Traders Ltd.',
      'Position   Accounts Officer',
      'Duration   January 2020 – Present',
      'Responsibilities   Prepared monthly VAT returns',
      '',
      'Company Name   Meghna Agro Ltd.',
      'Position   Junior Accountant',
      'Duration   March 2017 – December 2019',
      'Responsibilities   Kept the cash book',
    ]);
    expect(
      jobs.map(({ title, company, startDate, description }) => [
        title,
        company,
        startDate,
        description,
      ]),
    ).toEqual([
      [
        'Accounts Officer',
        'Karnaphuli Traders Ltd.',
        'January 2020',
        'Prepared monthly VAT returns',
      ],
      ['Junior Accountant', 'Meghna Agro Ltd.', 'March 2017', 'Kept the cash book'],
    ]);
  });

  it('dates each job by its "Duration:" line where no other line dates one', () => {
    expect(
      named([
        'Accounts Officer',
        'Karnaphuli Traders Ltd., Chattogram',
        'Duration: January 2020 to Present',
        'Responsibilities:',
        '- Prepared monthly VAT returns',
        'Junior Accountant',
        'Meghna Agro Ltd., Dhaka',
        'Duration: March 2017 to December 2019',
        '- Kept the cash book',
      ]),
    ).toEqual([
      ['Accounts Officer', 'Karnaphuli Traders Ltd.', 'January 2020', 'Present'],
      ['Junior Accountant', 'Meghna Agro Ltd.', 'March 2017', 'December 2019'],
    ]);
  });

  it('keeps the place under the dates apart from a duty told in an irregular verb ("Teach")', () => {
    const [job] = readExperience([
      'Lecturer',
      'Baliadanga Agricultural University',
      'Jan 2021 – Present',
      'Sonapur',
      'Teach crop physiology and field methods to 300 undergraduates a year',
      "Oversee 6 master's theses on soil salinity",
    ]);
    expect([job?.location, job?.description]).toEqual([
      'Sonapur',
      "Teach crop physiology and field methods to 300 undergraduates a year\nOversee 6 master's theses on soil salinity",
    ]);
  });

  it('keeps a place in its own column apart from the title under a long head, a wrapped title whole', () => {
    const heads = (lines: string[]) =>
      readExperience(lines).map(({ title, company, location }) => [title, company, location]);
    expect(
      heads([
        'Baliadanga Agricultural University   Baliadanga',
        'Lecturer   Jan 2021 – Present',
        '• Teach crop physiology to 300 undergraduates a year',
      ]),
    ).toEqual([['Lecturer', 'Baliadanga Agricultural University', 'Baliadanga']]);
    expect(
      heads([
        'Rahman Haque & Co. Chartered Accountants, Rupnagar — Audit',
        'Associate',
        'Jan 2016 - Mar 2019',
        '- Audited 25 clients',
      ]),
    ).toEqual([['Audit Associate', 'Rahman Haque & Co. Chartered Accountants', 'Rupnagar']]);
    // A body's kind ends its name there too.
    expect(
      placed([
        'Volunteer Swim Coach at Kashbon Youth Swimming',
        'Association, Kashbon',
        '2014 — 2016',
      ]),
    ).toEqual([['Volunteer Swim Coach', 'Kashbon Youth Swimming Association', 'Kashbon']]);
  });

  it('reads the employer over the title when a place stands between them and the dates', () => {
    expect(
      named([
        'Meghna Knitwear Ltd.',
        'Senior Accountant',
        'Dhaka, Bangladesh',
        'Jan 2021 – Present',
        '• Closed the accounts in four days.',
        'Rahman Haque & Co.',
        'Audit Associate',
        'Chattogram, Bangladesh',
        'Mar 2018 – Dec 2020',
        '• Audited twelve exporters.',
      ]),
    ).toEqual([
      ['Senior Accountant', 'Meghna Knitwear Ltd.', 'Jan 2021', 'Present'],
      ['Audit Associate', 'Rahman Haque & Co.', 'Mar 2018', 'Dec 2020'],
    ]);
  });

  it('leaves no bracket on the employer when the dates follow it in brackets', () => {
    expect(named(['Senior Accountant — Meghna Knitwear Ltd. (Jan 2021 – Present)'])).toEqual([
      ['Senior Accountant', 'Meghna Knitwear Ltd.', 'Jan 2021', 'Present'],
    ]);
  });

  it('reads the earlier jobs a CV tells as sentences under the latest', () => {
    expect(
      named([
        'Architect',
        'Kushiara Soft - Sylhet -',
        'August 2017 to Present',
        '• Worked with Meghna Systems, Dhaka as Software Engineer from January 2015 to Aug 2017.',
        '• Worked as a Project Engineer in Padma Softworks Ltd from Aug 2008 to Oct 2011.',
        '• Worked on payment gateways for 2 years from 2013 to 2015.',
      ]),
    ).toEqual([
      ['Architect', 'Kushiara Soft', 'August 2017', 'Present'],
      ['Software Engineer', 'Meghna Systems', 'January 2015', 'Aug 2017'],
      ['Project Engineer', 'Padma Softworks Ltd', 'Aug 2008', 'Oct 2011'],
    ]);
  });

  it('puts back a title in capitals that ran onto the line under an "EMPLOYER | TITLE" head', () => {
    expect(
      named([
        'SHIMUL & CO. CHARTERED ACCOUNTANTS | AUDIT',
        'ASSOCIATE',
        'Jan 2016 – Mar 2019 | Tongipara',
        '• Audited 25 clients in garments',
        '',
        'KANTHA KNIT LTD. | SENIOR MERCHANDISER',
        'Apr 2019 – Present | Savar',
        '• Handled five buyers',
      ]),
    ).toEqual([
      ['AUDIT ASSOCIATE', 'SHIMUL & CO. CHARTERED ACCOUNTANTS', 'Jan 2016', 'Mar 2019'],
      ['SENIOR MERCHANDISER', 'KANTHA KNIT LTD.', 'Apr 2019', 'Present'],
    ]);
  });

  it('reads months written year first in a range (JSON Resume), but not a session alone', () => {
    expect(
      named([
        'Bokul Textiles Ltd., Senior Accountant   2019-04 — Present',
        '• Closed the books',
        'Lalbagh & Co., Audit Associate   2016-01 — 2019-03',
      ]),
    ).toEqual([
      ['Senior Accountant', 'Bokul Textiles Ltd.', '2019-04', 'Present'],
      ['Audit Associate', 'Lalbagh & Co.', '2016-01', '2019-03'],
    ]);
    expect(named(['Accountant', 'Bokul Textiles Ltd.', 'Session 2010-11'])[0]![3]).toBe('2010');
  });

  it('takes a duty whose verb a number or an acronym follows for a duty, not a name', () => {
    const jobs = readExperience([
      '2019-04 TO PRESENT',
      'Senior Accountant at Bakul Textiles Ltd.',
      'Closed monthly accounts for 4 factories',
      'Prepared VAT returns with no penalties',
      '',
      '2016-01 TO 2019-03',
      'Audit Associate at Lalbagh & Co.',
      'Audited 25 clients in garments, pharmaceuticals and retail',
    ]);
    expect(jobs.map((job) => [job.company, job.location, job.description])).toEqual([
      [
        'Bakul Textiles Ltd.',
        '',
        'Closed monthly accounts for 4 factories\nPrepared VAT returns with no penalties',
      ],
      ['Lalbagh & Co.', '', 'Audited 25 clients in garments, pharmaceuticals and retail'],
    ]);
  });

  it('reads the kind of job a labelled line names, out of its duties', () => {
    const [job] = readExperience([
      'Organization   : Karnaphuli Data Labs',
      'Designation   : Software Engineering Intern',
      'Duration   : Jan 2018 to Jun 2018',
      'Employment Type   : Internship',
      'Responsibilities:',
      '• Wrote data pipelines in Python',
    ]);
    expect(job).toMatchObject({
      title: 'Software Engineering Intern',
      company: 'Karnaphuli Data Labs',
      type: 'Internship',
      description: 'Wrote data pipelines in Python',
    });
  });

  it("reads a Word table's right cell, dates over the place, with the employer and title", () => {
    const jobs = readExperience([
      'Bokul Textiles & Apparel Ltd.',
      'Senior Accountant',
      'Apr 2019 – Present',
      'Sonapur',
      '',
      '• Closed monthly accounts for 4 factories',
    ]);
    expect(jobs[0]).toMatchObject({
      title: 'Senior Accountant',
      company: 'Bokul Textiles & Apparel Ltd.',
      location: 'Sonapur',
      description: 'Closed monthly accounts for 4 factories',
    });
  });

  it("reads a place alone under a theme's head, before duties that carry no marks", () => {
    const jobs = readExperience([
      'Senior Accountant at Bokul Textiles Ltd.   Apr 2019 - Present',
      'Sonapur',
      'Closed monthly accounts for 4 factories',
      'Audit Associate',
      'Lalbagh Haque & Co.',
      'Jan 2016 – Mar 2019',
      'Rupnagar',
      'Audited 25 clients in garments and retail',
      'Padma Softworks Ltd.',
      'Rupnagar',
      'March 2021 – Present',
      'Senior Software Engineer',
      'Highlights',
      'Led a team of 5 engineers',
    ]);
    expect(jobs.map((job) => [job.company, job.location, job.description])).toEqual([
      ['Bokul Textiles Ltd.', 'Sonapur', 'Closed monthly accounts for 4 factories'],
      ['Lalbagh Haque & Co.', 'Rupnagar', 'Audited 25 clients in garments and retail'],
      // "Highlights" heads the duties; it is no place.
      ['Padma Softworks Ltd.', 'Rupnagar', 'Led a team of 5 engineers'],
    ]);
  });

  it('never takes the place on the right of an entry line for the employer', () => {
    const job = [
      'Senior Designer',
      'Creative Solutions Inc.',
      'San Francisco, CA',
      'Jan 2020',
      'Present',
    ];
    for (const lines of [
      ['Senior Designer', 'Creative Solutions Inc.   San Francisco, CA', 'Jan 2020 – Present'],
      ['Creative Solutions Inc.   San Francisco, CA', 'Senior Designer   Jan 2020 – Present'],
      ['Creative Solutions Inc.   Jan 2020 – Present', 'Senior Designer   San Francisco, CA'],
    ]) {
      expect(
        readExperience([...lines, '• Designed 40 brand kits']).map((entry) => [
          entry.title,
          entry.company,
          entry.location,
          entry.startDate,
          entry.endDate,
        ]),
        lines.join(' / '),
      ).toEqual([job]);
    }
  });

  it('takes the title under the employer under the dates when a one-line duty follows', () => {
    expect(
      named([
        '03/2017 - 12/2020',
        'Kaptai Sweaters Ltd.',
        'Merchandiser',
        '',
        'Followed up 120 orders a year from sampling to shipment',
        '',
        '07/2014 - 02/2017',
        'Tista Fashions',
        'Assistant Merchandiser',
      ]),
    ).toEqual([
      ['Merchandiser', 'Kaptai Sweaters Ltd.', '03/2017', '12/2020'],
      ['Assistant Merchandiser', 'Tista Fashions', '07/2014', '02/2017'],
    ]);
  });

  it("reads a head of names ended like a sentence beside its dates (curve's)", () => {
    expect(
      named([
        'Apr 2019 – Present   • Senior Accountant, Bokul Textiles & Apparel Ltd., Sonapur.',
        '– Closed monthly accounts for 4 factories',
        'Jan 2016 – Mar 2019   • Audit Associate, Lalbagh Haque & Co. Chartered Accountants, Rupnagar.',
        '– Audited 25 clients in garments',
      ]),
    ).toEqual([
      ['Senior Accountant', 'Bokul Textiles & Apparel Ltd.', 'Apr 2019', 'Present'],
      ['Audit Associate', 'Lalbagh Haque & Co. Chartered Accountants', 'Jan 2016', 'Mar 2019'],
    ]);
  });

  it("puts back a head written as one sentence of names that wrapped (moderncv's)", () => {
    expect(
      named([
        'Audit Associate, Lalbagh Haque & Co.   Jan 2016 – Mar 2019',
        'Chartered Accountants, Rupnagar.',
        '{ Audited 25 clients in garments',
        'Merchandiser, Kaptai Sweaters Ltd.,   03/2017 – 12/2020',
        'Savar.',
        '{ Followed up 120 orders a year',
      ]),
    ).toEqual([
      ['Audit Associate', 'Lalbagh Haque & Co. Chartered Accountants', 'Jan 2016', 'Mar 2019'],
      ['Merchandiser', 'Kaptai Sweaters Ltd.', '03/2017', '12/2020'],
    ]);
    // A sentence under the head says what the job was.
    expect(
      named([
        'Senior Accountant, Meghna Knitwear Ltd.   Jan 2021 – Present',
        'Runs the month-end close for a knitwear exporter.',
      ]),
    ).toEqual([['Senior Accountant', 'Meghna Knitwear Ltd.', 'Jan 2021', 'Present']]);
  });

  it('reads a season as a date, never as an employer', () => {
    expect(
      named([
        'Software Engineering Intern',
        'Nimbus Labs, Dhaka',
        'Summer 2022',
        '- Built an internal dashboard in React.',
        'Research Assistant',
        'Padma University',
        'Summer 2012 and 2013',
        '- Collected field data',
      ]),
    ).toEqual([
      ['Software Engineering Intern', 'Nimbus Labs', '', 'Summer 2022'],
      ['Research Assistant', 'Padma University', '', 'Summer 2012'],
    ]);
  });

  it('reads a lone date on the latest job as its start when every other job has a whole range', () => {
    expect(
      named([
        'Bakul Textiles Ltd. | Senior Accountant   Apr 2019',
        '- Closed the monthly accounts',
        'Rahman Haque & Co. | Audit Associate   Jan 2016 — Mar 2019',
        '- Audited 25 clients',
      ]),
    ).toEqual([
      ['Senior Accountant', 'Bakul Textiles Ltd.', 'Apr 2019', 'Present'],
      ['Audit Associate', 'Rahman Haque & Co.', 'Jan 2016', 'Mar 2019'],
    ]);
  });

  it('reads an employer whose date a leader of dots sets on the right', () => {
    expect(
      named([
        'Meghna Group .......... Mar. 2021 – Mar. 2024',
        'Data Analyst',
        '- Wrote the monthly sales reports',
        'Bengal Foods .......... Jan 2019 – Feb 2021',
        'Junior Analyst',
        '- Cleaned the sales data',
      ]),
    ).toEqual([
      ['Data Analyst', 'Meghna Group', 'Mar. 2021', 'Mar. 2024'],
      ['Junior Analyst', 'Bengal Foods', 'Jan 2019', 'Feb 2021'],
    ]);
  });

  it('names a job from the two short lines above its dates, and describes it with the lines after', () => {
    expect(
      readExperience([
        'Senior Accountant',
        'Karnaphuli Steel Ltd.',
        'March 2021 – Present',
        '• Prepared the monthly statements.',
        '• Cut the close to 6 days.',
        'Accountant',
        'Meghna Traders',
        'Jan 2018 - Feb 2021',
        '• Reconciled 12 bank accounts.',
      ]),
    ).toEqual([
      {
        title: 'Senior Accountant',
        company: 'Karnaphuli Steel Ltd.',
        location: '',
        startDate: 'March 2021',
        endDate: 'Present',
        description: 'Prepared the monthly statements.\nCut the close to 6 days.',
      },
      {
        title: 'Accountant',
        company: 'Meghna Traders',
        location: '',
        startDate: 'Jan 2018',
        endDate: 'Feb 2021',
        description: 'Reconciled 12 bank accounts.',
      },
    ]);
  });

  it('names a job from the text beside its dates', () => {
    expect(
      named(['Accountant | Meghna Traders | Jan 2018 - Feb 2021', 'Kept the ledgers.']),
    ).toEqual([['Accountant', 'Meghna Traders', 'Jan 2018', 'Feb 2021']]);
  });

  it('leaves the unmarked duties above a job named whole on its date line to the job before', () => {
    const jobs = readExperience([
      'Frontend Engineer, Kolmilata Commerce, Mar 2021 - Present',
      'Built a React storefront',
      'Cut load time by 40%',
      'Web Developer, Jhinuk Soft, Jan 2019 - Feb 2021',
      'Developed dashboards',
    ]);
    expect(jobs.map((job) => [job.title, job.company, job.description])).toEqual([
      ['Frontend Engineer', 'Kolmilata Commerce', 'Built a React storefront\nCut load time by 40%'],
      ['Web Developer', 'Jhinuk Soft', 'Developed dashboards'],
    ]);
  });

  it('names a job from the short lines under a bare date', () => {
    expect(
      named([
        '07/2014 to Current',
        'Outreach Specialist',
        'Shapla Youth Trust',
        'Ran mentoring camps.',
      ]),
    ).toEqual([['Outreach Specialist', 'Shapla Youth Trust', '07/2014', 'Present']]);
  });

  it('keeps the employer above the title when the dates carry only a duration', () => {
    expect(
      named(['Shapla Corp', 'Software Engineer', 'January 2019 - Present (5 years 2 months)']),
    ).toEqual([['Software Engineer', 'Shapla Corp', 'January 2019', 'Present']]);
  });

  it('opens no job at dates inside a sentence or a bullet', () => {
    const jobs = readExperience([
      'Data Analyst',
      'Rupali Insurance Ltd',
      '2019 to Present',
      'Ran the claims desk of the branch from 2016 to 2018 before the move to head office.',
      '• Won the 2020 award',
    ]);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.description).toBe(
      'Ran the claims desk of the branch from 2016 to 2018 before the move to head office.\nWon the 2020 award',
    );
  });

  it('goes on describing a job at a line that repeats its dates, or at a labelled detail', () => {
    const repeated = readExperience([
      'Accounts Officer',
      'Meghna Traders Ltd',
      '01/2012 to 06/2015',
      'Kept the ledgers.',
      'Khulna, Bangladesh',
      '(Jan 2012 - Jun 2015)',
      'Reconciled the accounts.',
    ]);
    expect(repeated.map((job) => job.description)).toEqual([
      'Kept the ledgers.\nKhulna, Bangladesh (Jan 2012 - Jun 2015)\nReconciled the accounts.',
    ]);
    const detailed = readExperience([
      'Assistant Merchandiser',
      'Padma Knit Ltd -  Savar, Dhaka -',
      'January 2019 to March 2021',
      'Duration: January 2019 to June 2019',
      'Tracked the orders.',
    ]);
    expect(detailed).toEqual([
      {
        title: 'Assistant Merchandiser',
        company: 'Padma Knit Ltd',
        location: 'Savar, Dhaka',
        startDate: 'January 2019',
        endDate: 'March 2021',
        description: 'Duration: January 2019 to June 2019\nTracked the orders.',
      },
    ]);
  });

  it('reads a job written as labelled lines from the first', () => {
    expect(
      named(['Position: Data Officer', 'Company: Padma Survey Works', 'Duration: 2018 - 2020']),
    ).toEqual([['Data Officer', 'Padma Survey Works', '2018', '2020']]);
  });

  it('gives a duty whose verb a number follows to the job above, not to the name below', () => {
    expect(
      named([
        'Bakul Textiles Ltd.   Sonapur',
        'Senior Accountant   Apr 2019 – Present',
        'Closed the monthly accounts.',
        'Trained 6 junior accountants',
        'Rahman Haque & Co. Chartered Accountants   Rupnagar',
        'Audit Associate   Jan 2016 – Mar 2019',
      ]),
    ).toEqual([
      ['Senior Accountant', 'Bakul Textiles Ltd.', 'Apr 2019', 'Present'],
      ['Audit Associate', 'Rahman Haque & Co. Chartered Accountants', 'Jan 2016', 'Mar 2019'],
    ]);
  });

  it('keeps a job with no dates, but not a lone name', () => {
    expect(
      readExperience(['Sales Representative', 'Karnaphuli Traders', 'Visited shops every week.']),
    ).toEqual([
      {
        title: 'Sales Representative',
        company: 'Karnaphuli Traders',
        location: '',
        startDate: '',
        endDate: '',
        description: 'Visited shops every week.',
      },
    ]);
    expect(readExperience(['Sales Representative'])).toEqual([]);
  });

  it('opens an undated job at a role over a new employer, not over one already listed', () => {
    expect(
      named([
        'Technical Consultant',
        'Padma Fashions Limited -',
        'October 2016 to Present',
        'Built the store modules.',
        '',
        'Senior Systems Engineer',
        'Padma Fashions Limited',
        'Built the store modules.',
        '',
        'Technical Consultant',
        'Rupali Technology Services',
        'Customised the modules.',
      ]),
    ).toEqual([
      ['Technical Consultant', 'Padma Fashions Limited', 'October 2016', 'Present'],
      ['Technical Consultant', 'Rupali Technology Services', '', ''],
    ]);
  });

  it('drops a school and its dates that strayed in from education', () => {
    expect(readExperience(['Padma College', '2012 - 2016'])).toEqual([]);
  });

  it('takes the line glued under a titled date for its employer, when a blank parts it from the next', () => {
    expect(
      named([
        'Senior Software Engineer   2021 - Present',
        'Padma Softworks Ltd., Rupnagar',
        '',
        'Software Engineer   2018 - 2021',
        'Jamuna Digital Commerce, Sonapur',
      ]),
    ).toEqual([
      ['Senior Software Engineer', 'Padma Softworks Ltd.', '2021', 'Present'],
      ['Software Engineer', 'Jamuna Digital Commerce', '2018', '2021'],
    ]);
  });

  it('reads the next job above its dates after short bullets with no full stop', () => {
    expect(
      named([
        'Padma Softworks Ltd.   Rupnagar',
        'Senior Software Engineer   Mar 2021 – Present',
        '• Led a team of 5 engineers building a mobile wallet used by 1.2 million customers',
        '• Moved 14 services to Kubernetes',
        'Jamuna Digital Commerce   Sonapur',
        'Software Engineer   Jul 2018 – Feb 2021',
        '• Built the checkout of a marketplace',
      ]),
    ).toEqual([
      ['Senior Software Engineer', 'Padma Softworks Ltd.', 'Mar 2021', 'Present'],
      ['Software Engineer', 'Jamuna Digital Commerce', 'Jul 2018', 'Feb 2021'],
    ]);
  });

  it('takes a name alone in its paragraph above bare dates for the employer of the role under them', () => {
    expect(
      named([
        'Padma Softworks Ltd.',
        '',
        'March 2021 - Present',
        'Senior Software Engineer',
        'Led a team of 5 engineers',
        '',
        'Jamuna Digital Commerce',
        '',
        'July 2018 - February 2021',
        'Software Engineer',
        'Built the checkout',
      ]),
    ).toEqual([
      ['Senior Software Engineer', 'Padma Softworks Ltd.', 'March 2021', 'Present'],
      ['Software Engineer', 'Jamuna Digital Commerce', 'July 2018', 'February 2021'],
    ]);
  });

  it('keeps the end of a duty that wrapped over the blank before the next job with the duty', () => {
    expect(
      named([
        'Kolpona Foods Limited',
        '2019-08 - 2022-01',
        'Marketing Executive',
        'Launched 3 snack lines in 12 districts',
        'Ran the brand pages, which reached',
        '200,000 followers',
        '',
        'Hill Tracts Relief Network',
        '2017-03 - 2019-07',
        'Field Coordinator',
      ]),
    ).toEqual([
      ['Marketing Executive', 'Kolpona Foods Limited', '2019-08', '2022-01'],
      ['Field Coordinator', 'Hill Tracts Relief Network', '2017-03', '2019-07'],
    ]);
  });

  it("joins a firm's name whose trade a narrow column ran onto the next line", () => {
    expect(
      named([
        'Senior Accountant',
        '',
        'Bakul Textiles & Apparel Ltd.',
        'Apr 2019 – Present',
        '',
        'Audit Associate',
        '',
        'Rahman Haque & Co. Chartered',
        'Accountants',
        'Jan 2016 – Mar 2019',
      ]),
    ).toEqual([
      ['Senior Accountant', 'Bakul Textiles & Apparel Ltd.', 'Apr 2019', 'Present'],
      ['Audit Associate', 'Rahman Haque & Co. Chartered Accountants', 'Jan 2016', 'Mar 2019'],
    ]);
  });

  it("reads Bdjobs's numbered jobs, their labelled place, without the total over them", () => {
    const jobs = readExperience([
      'Total Year of Experience : 10.0 Year(s)',
      '1. Senior Accountant (April 1, 2019 - Continuing)',
      'Bakul Textiles & Apparel Ltd.',
      'Company Location   : Sonapur',
      'Duties/Responsibilities :',
      'Closed monthly accounts for 4 factories 5 days faster',
      '2. Audit Associate (January 1, 2016 - March 1, 2019)',
      'Rahman Haque & Co. Chartered Accountants',
      'Company Location   : Rupnagar',
      'Duties/Responsibilities :',
      'Audited 25 clients in garments and retail',
    ]);
    expect(
      jobs.map(({ title, company, location, endDate }) => [title, company, location, endDate]),
    ).toEqual([
      ['Senior Accountant', 'Bakul Textiles & Apparel Ltd.', 'Sonapur', 'Present'],
      ['Audit Associate', 'Rahman Haque & Co. Chartered Accountants', 'Rupnagar', 'March 1, 2019'],
    ]);
    expect(jobs.map((job) => job.description)).toEqual([
      'Closed monthly accounts for 4 factories 5 days faster',
      'Audited 25 clients in garments and retail',
    ]);
  });

  it('keeps a labelled duty under a head that already names the role in the description', () => {
    const [job] = readExperience([
      'Application Development Associate',
      'Pranto Systems -',
      'November 2017 to Present',
      'Role: Currently working on a chat bot answering payroll queries',
    ]);
    expect([job!.title, job!.company]).toEqual([
      'Application Development Associate',
      'Pranto Systems',
    ]);
    expect(job!.description).toContain('Currently working on a chat bot');
  });
});

describe("online builders' and the Europass editor's heads", () => {
  it('reads "Title at Employer, Place" whose firm name wrapped, over dates in capitals', () => {
    expect(
      placed([
        'Audit Associate at Rahman Haque & Co. Chartered',
        'Accountants, Rupnagar',
        'JANUARY 2016 — MARCH 2019',
        '• Audited 25 clients in garments and retail',
      ]),
    ).toEqual([['Audit Associate', 'Rahman Haque & Co. Chartered Accountants', 'Rupnagar']]);
    // A body's kind ends its name there too.
    expect(
      placed([
        'Volunteer Swim Coach at Kashbon Youth Swimming',
        'Association, Kashbon',
        '2014 — 2016',
      ]),
    ).toEqual([['Volunteer Swim Coach', 'Kashbon Youth Swimming Association', 'Kashbon']]);
  });

  it('reads the place after the dates, and the title and employer on the line under them', () => {
    expect(
      placed([
        '07/2018 – 02/2021 – Ashulia',
        'ASSISTANT MERCHANDISER – TISTA FASHIONS',
        '• Followed up 120 orders a season',
        '01/2016 – 06/2018 – Savar',
        'QUALITY INSPECTOR – BANSHKHALI GARMENTS',
        '• Inspected 2,000 pieces a day',
      ]),
    ).toEqual([
      ['ASSISTANT MERCHANDISER', 'TISTA FASHIONS', 'Ashulia'],
      ['QUALITY INSPECTOR', 'BANSHKHALI GARMENTS', 'Savar'],
    ]);
  });

  it("keeps the employer's line whole over a title on the line of the dates", () => {
    expect(
      placed([
        'BALIADANGA AGRICULTURAL UNIVERSITY – BALIADANGA',
        'LECTURER – 01/2021 – CURRENT',
        '• Teach crop physiology to 300 undergraduates a year',
      ]),
    ).toEqual([['LECTURER', 'BALIADANGA AGRICULTURAL UNIVERSITY', 'BALIADANGA']]);
  });

  it('reads the place under the dates and the employer under the title, a column each', () => {
    expect(
      placed([
        '03/2021 – Present   Senior Software Engineer',
        'Rupnagar   Padma Softworks Ltd.',
        'Led a team of 5 engineers building a mobile wallet',
        '07/2018 – 02/2021   Software Engineer',
        'Sonapur   Jamuna Digital Commerce',
        'Built the checkout and order tracking of a marketplace',
      ]),
    ).toEqual([
      ['Senior Software Engineer', 'Padma Softworks Ltd.', 'Rupnagar'],
      ['Software Engineer', 'Jamuna Digital Commerce', 'Sonapur'],
    ]);
  });
});

describe('posts held one after another at one employer', () => {
  it('reads each post under the employer named once over the first', () => {
    expect(
      placed([
        'Surma Commercial Bank PLC   Shitalpur',
        'Senior Officer   Jul 2020 – Present',
        '• Review 60 SME and retail loan files a month',
        'Officer   Jan 2018 – Jun 2020',
        '• Opened and serviced 900 deposit accounts',
        '',
        'Kirtankhola Finance Ltd.   Barakuthi',
        'Management Trainee Officer   Feb 2016 – Dec 2017',
      ]),
    ).toEqual([
      ['Senior Officer', 'Surma Commercial Bank PLC', 'Shitalpur'],
      ['Officer', 'Surma Commercial Bank PLC', 'Shitalpur'],
      ['Management Trainee Officer', 'Kirtankhola Finance Ltd.', 'Barakuthi'],
    ]);
  });

  it("reads LinkedIn's durations as no part of a post, and gives no employer where a name stands over the post", () => {
    expect(
      named([
        'Surma Commercial Bank PLC',
        '9 years',
        'Senior Officer',
        'July 2020 - Present (6 years 6 months)',
        '- Cut disbursement time from 9 to 6 working days with a checklist adopted by 14',
        'branches',
        'Officer',
        'January 2018 - June 2020 (2 years 6 months)',
      ]),
    ).toEqual([
      ['Senior Officer', 'Surma Commercial Bank PLC', 'July 2020', 'Present'],
      ['Officer', 'Surma Commercial Bank PLC', 'January 2018', 'June 2020'],
    ]);
    expect(
      named([
        'Surma Commercial Bank PLC',
        'Officer',
        '2018 - 2020',
        'Reconciled the branch general ledger every day',
        'Kirtankhola Finance Ltd.',
        '',
        'Management Trainee Officer',
        '2016 - 2017',
      ])[1]?.[1],
    ).not.toBe('Surma Commercial Bank PLC');
  });
});
