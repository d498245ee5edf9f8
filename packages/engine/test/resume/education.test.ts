import { describe, expect, it } from 'vitest';
import { readEducation } from '../../src/resume/education';
import { parseResumeText } from '../../src/resume/parse-resume';

const named = (lines: string[]) =>
  readEducation(lines).map(({ degree, institution }) => [degree, institution]);

describe('the education reader', () => {
  it("reads a field of study under the school as the degree's, not a place (agronomy, horticulture)", () => {
    expect(
      named([
        '2016 — 2018',
        'Baliadanga Agricultural University',
        '',
        'Agronomy',
        'MS',
        'Karatoya Textile Institute   2011 — 2016',
        'Horticulture',
        'BSc',
      ]),
    ).toEqual([
      ['MS in Agronomy', 'Baliadanga Agricultural University'],
      ['BSc in Horticulture', 'Karatoya Textile Institute'],
    ]);
  });

  it('keeps a grade under a degree out of the next school, and no bracket the dates opened', () => {
    const schools = (lines: string[]) =>
      readEducation(lines).map((entry) => [entry.degree, entry.institution]);
    expect(
      schools([
        'University of Dhaka   2015 – 2019',
        'BBA in Accounting',
        'CGPA 3.62/4.00',
        'Notre Dame College   2013 – 2015',
        'HSC',
        'GPA 5.00',
      ]),
    ).toEqual([
      ['BBA in Accounting', 'University of Dhaka'],
      ['HSC', 'Notre Dame College'],
    ]);
    expect(schools(['BBA in Accounting — University of Dhaka (2015 – 2019)'])).toEqual([
      ['BBA in Accounting', 'University of Dhaka'],
    ]);
    // A labelled note under the degree ("Major: Finance") is no degree of the school below.
    expect(
      schools([
        'University of Dhaka   2019 – 2021',
        'Master of Business Administration',
        'Major: Finance',
        'Rupnagar Government College   2015 – 2019',
        'Bachelor of Business Administration',
      ]),
    ).toEqual([
      ['Master of Business Administration', 'University of Dhaka'],
      ['Bachelor of Business Administration', 'Rupnagar Government College'],
    ]);
  });

  it('reads the place, the year and the result a labelled line gives after the school', () => {
    const [school] = readEducation([
      'Bachelor of Science in Civil Engineering',
      'Padma University of Engineering, Rajshahi. Passing Year: 2018, CGPA: 3.40 out of 4.00',
    ]);
    expect(school).toMatchObject({
      institution: 'Padma University of Engineering',
      location: 'Rajshahi',
      endDate: '2018',
      description: 'CGPA: 3.40 out of 4.00',
    });
    expect(
      readEducation([
        'Diploma in Electrical Technology, Barishal Polytechnic Institute, Passing Year: 2018, CGPA: 3.65 (out of 4.00)',
      ]),
    ).toMatchObject([
      {
        degree: 'Diploma in Electrical Technology',
        institution: 'Barishal Polytechnic Institute',
        endDate: '2018',
        description: 'CGPA: 3.65 (out of 4.00)',
      },
    ]);
  });

  it("reads a table's rows whose cells a narrow column wrapped, each cell whole", () => {
    const resume = parseResumeText(
      [
        'Nadia Rahman',
        'Academic Qualification',
        'Exam/Degree   Institution   Result   Passing',
        '',
        'Year',
        'BSc in Computer Science   Padma University of Science   CGPA 3.61 /   2019',
        'and Engineering   and Technology, Dhaka   4.00. Thesis on',
        'low-cost',
        'soil sensors.',
        'Higher Secondary   Dhaka City College   GPA 5.00   2014',
        'Certificate (Science)',
        '',
        'Computer Skills',
        'Excel, Python',
      ].join('\n'),
    );
    expect(
      resume.education.map(({ degree, institution, location, endDate, description }) => [
        degree,
        institution,
        location,
        endDate,
        description,
      ]),
    ).toEqual([
      [
        'BSc in Computer Science and Engineering',
        'Padma University of Science and Technology',
        'Dhaka',
        '2019',
        'CGPA 3.61 / 4.00. Thesis on low-cost soil sensors.',
      ],
      ['Higher Secondary Certificate (Science)', 'Dhaka City College', '', '', ''],
    ]);
    // The HSC's note and lone year are its result and passing year.
    expect(resume.education[1]).toMatchObject({ level: 'HSC', year: '2014', gpa: '5.00' });
    // A note that says more than the result stays as written.
    expect(resume.education[0]).toMatchObject({ level: 'Bachelor' });
    expect(resume.education[0]!.gpa).toBeUndefined();
    expect(resume.skills).toEqual(['Excel', 'Python']);
  });

  it('joins a field under a degree that ends in its own "in" with no second one', () => {
    expect(
      named(['Bachelor of Social Science in Shitalakshya College, Nilgiri Hat 2015', 'Economics']),
    ).toEqual([['Bachelor of Social Science in Economics', 'Shitalakshya College']]);
  });

  it('reads a degree, its school and its dates from one line', () => {
    expect(readEducation(['MBA in Finance, University of Rupnagar, 2016 – 2018'])).toEqual([
      {
        degree: 'MBA in Finance',
        institution: 'University of Rupnagar',
        location: '',
        startDate: '2016',
        endDate: '2018',
        description: '',
      },
    ]);
  });

  it('reads schools set side by side as cards one after the other, not row by row', () => {
    const cards = [
      'Surma University of Business   Karnaphuli College',
      'Jan 2013 - Jan 2015   Jan 2009 - Jan 2013',
      'Master of Business Administration   Bachelor of Business Administration',
    ];
    const expected = [
      ['Master of Business Administration', 'Surma University of Business', '2013'],
      ['Bachelor of Business Administration', 'Karnaphuli College', '2009'],
    ];
    const read = (lines: string[]) =>
      readEducation(lines).map((entry) => [
        entry.degree,
        entry.institution,
        entry.startDate.slice(-4),
      ]);
    expect(read(cards)).toEqual(expected);
    // A school per row, its dates beside it, is no row of cards.
    expect(
      named(['BSc in Computer Science   2014 - 2018', 'Meghna University   Rupnagar']),
    ).toEqual([['BSc in Computer Science', 'Meghna University']]);
  });

  it('puts back a name broken beside its dates, and one wrapped after a date column', () => {
    expect(
      named([
        'Bachelor of Business Administration, Karnaphuli Col- 2009 – 2013',
        'lege, Sonapur.',
        '2014 – 2018   • BSc in Computer Science, Meghna University of Science and',
        'Technology, Rupnagar. CGPA 3.78 / 4.00.',
      ]),
    ).toEqual([
      ['Bachelor of Business Administration', 'Karnaphuli College'],
      ['BSc in Computer Science', 'Meghna University of Science and Technology'],
    ]);
  });

  it('leaves out the dash a theme sets before a field the CV leaves out', () => {
    expect(named(['Ichamati University   2015 — 2017', 'Master of Development Studies -'])).toEqual(
      [['Master of Development Studies', 'Ichamati University']],
    );
  });

  it('keeps a grade beside the degree out of its name, as a note', () => {
    const [bsc, hsc] = readEducation([
      'Meghna University of Science and Technology',
      'BSc: Computer Science and Engineering (CGPA 3.78 / 4.00)',
      '2014 TO 2018',
      'Shapla College',
      'Higher Secondary Certificate (Science) GPA: 5.00',
    ]);
    expect(bsc).toMatchObject({
      degree: 'BSc: Computer Science and Engineering',
      description: 'CGPA 3.78 / 4.00',
    });
    expect(hsc).toMatchObject({
      degree: 'Higher Secondary Certificate (Science)',
      description: 'GPA: 5.00',
    });
    // After a comma, the field of study before it is whole.
    expect(
      readEducation(['Meghna University   2014 — 2018', 'BSc - Computer Science, GPA: 3.78']),
    ).toMatchObject([{ degree: 'BSc in Computer Science', description: 'GPA: 3.78' }]);
  });

  it("keeps a known place as the entry's location and anything else as a note", () => {
    expect(
      readEducation([
        'M.S.S. in Economics, Rupnagar University, Khulna, Bangladesh 2018',
        'B.A. (Hons) in English | Padma College | 2015 | CGPA 3.52 out of 4.00',
      ]).map(({ degree, location, description }) => [degree, location, description]),
    ).toEqual([
      ['M.S.S. in Economics', 'Khulna, Bangladesh', ''],
      ['B.A. (Hons) in English', '', 'CGPA 3.52 out of 4.00'],
    ]);
    // A name after the school's comma, on the school's own line, is where it stands.
    expect(
      readEducation([
        'BSc in Computer Science   2014 – 2018',
        'Meghna University of Science and Technology, Rupnagar',
        'CGPA 3.78 / 4.00',
      ]).map(({ institution, location, description }) => [institution, location, description]),
    ).toEqual([['Meghna University of Science and Technology', 'Rupnagar', 'CGPA 3.78 / 4.00']]);
  });

  it('parts a degree from its school with no separator between them', () => {
    expect(named(['BSc in CSE from Meghna University of Science, 2019'])).toEqual([
      ['BSc in CSE', 'Meghna University of Science'],
    ]);
    expect(named(['Master of Science : Accounting Surma State University'])).toEqual([
      ['Master of Science : Accounting', 'Surma State University'],
    ]);
    // A school written in lower case stays whole.
    expect(named(['HSC, Rupnagar higher secondary school, 2014'])).toEqual([
      ['HSC', 'Rupnagar higher secondary school'],
    ]);
  });

  it('joins a degree to its field of study, printed apart or beside it', () => {
    expect(
      named(['Meghna University of Science', '2014 - 2018', 'BSc', 'Computer Science']),
    ).toEqual([['BSc in Computer Science', 'Meghna University of Science']]);
    expect(named(['Computer Science and Engineering, BSc, Meghna University'])).toEqual([
      ['BSc in Computer Science and Engineering', 'Meghna University'],
    ]);
    expect(named(['Master of Business Administration - Accounting'])).toEqual([
      ['Master of Business Administration in Accounting', ''],
    ]);
    // A field narrowed by words no list holds, but not a place.
    expect(named(['Padma Textile Institute', '2007 - 2011', 'BSc', 'Textile Engineering'])).toEqual(
      [['BSc in Textile Engineering', 'Padma Textile Institute']],
    );
    expect(
      readEducation(['Padma Textile Institute', '2007 - 2011', 'BSc', 'Tejgaon']).map(
        ({ degree, location }) => [degree, location],
      ),
    ).toEqual([['BSc', 'Tejgaon']]);
    // A theme's field of study over the degree that names none.
    expect(
      readEducation(['2007 - 2011', 'Kushtia Textile Institute', 'Textile Engineering', 'BSc']).map(
        ({ degree, institution, location, description }) => [
          degree,
          institution,
          location,
          description,
        ],
      ),
    ).toEqual([['BSc in Textile Engineering', 'Kushtia Textile Institute', '', '']]);
  });

  it('puts back names in capitals a narrow column broke or wrapped after a joining word', () => {
    expect(
      named([
        'KUSHTIA UNIVERSITY OF SCI-',
        'ENCE AND TECHNOLOGY',
        'BSC IN TEXTILE ENGINEERING AND',
        'DESIGN',
        '2014 – 2018',
        'BOGURA COLLEGE',
        'HIGHER SECONDARY CERTIFICATE',
        '(SCIENCE)',
        '2012 – 2014',
        'ICHAMATI UNIVERSITY',
        'MASTER OF DEVELOPMENT',
        'STUDIES',
        '2015 – 2017',
      ]),
    ).toEqual([
      ['BSC IN TEXTILE ENGINEERING AND DESIGN', 'KUSHTIA UNIVERSITY OF SCIENCE AND TECHNOLOGY'],
      ['HIGHER SECONDARY CERTIFICATE (SCIENCE)', 'BOGURA COLLEGE'],
      ['MASTER OF DEVELOPMENT STUDIES', 'ICHAMATI UNIVERSITY'],
    ]);
  });

  it("puts back a line that ends in a comma and a school's name a narrow column wrapped", () => {
    expect(
      readEducation([
        'BSc Computer Science at Meghna University of Science   Jan 2014 - Jan 2018',
        'and Technology',
        'BSc in Physics, Padma College,',
        'Khulna, Bangladesh',
      ]).map(({ degree, institution, location, startDate }) => [
        degree,
        institution,
        location,
        startDate,
      ]),
    ).toEqual([
      ['BSc Computer Science', 'Meghna University of Science and Technology', '', 'Jan 2014'],
      ['BSc in Physics', 'Padma College', 'Khulna, Bangladesh', ''],
    ]);
  });

  it('takes the short line above a school that names no degree for its degree or board', () => {
    expect(named(['CBSE', 'Padma Public School', '2012'])).toEqual([
      ['CBSE', 'Padma Public School'],
    ]);
  });

  it('reads a school our words miss after a degree, but no place, for the school', () => {
    expect(named(['BSc in Physics', 'Sonapur Central   2019'])).toEqual([
      ['BSc in Physics', 'Sonapur Central'],
    ]);
    expect(
      readEducation(['BSc in Physics', 'Khulna   2019']).map(({ institution, location }) => [
        institution,
        location,
      ]),
    ).toEqual([['', 'Khulna']]);
  });

  it('reads a course and a school in words it does not know, in the usual order', () => {
    expect(named(['Applied physics', 'RPTI,Sonapur'])).toEqual([
      ['Applied physics', 'RPTI,Sonapur'],
    ]);
  });

  it("keeps a sentence naming a college as a note, and reads no entry in a table's column heading or a place", () => {
    expect(
      readEducation([
        'HSC, Padma College, 2014',
        "Managed the College's internal communications and its events calendar.",
      ])[0]!.description,
    ).toBe("Managed the College's internal communications and its events calendar.");
    expect(readEducation(['University / Board'])).toEqual([]);
    expect(readEducation(['Sonapur, MA, USA'])).toEqual([]);
  });

  it('puts back a word the typesetter broke at the end of a line', () => {
    expect(
      named([
        '2014 – 2018 BSc in Computer Science, Meghna University of Science and Tech-',
        'nology, Rupnagar',
      ]),
    ).toEqual([['BSc in Computer Science', 'Meghna University of Science and Technology']]);
  });

  it('keeps the close of a bracket the degree opened, beside the dates', () => {
    expect(
      named(['Higher Secondary Certificate (Science)   2012 – 2014', 'Shapla College']),
    ).toEqual([['Higher Secondary Certificate (Science)', 'Shapla College']]);
  });

  it("puts back a degree's name a narrow column broke, and drops the joining word of an empty field", () => {
    expect(
      named(['Higher Secondary', 'Certificate (Science) in', 'Shapla College', '2012 - 2014']),
    ).toEqual([['Higher Secondary Certificate (Science)', 'Shapla College']]);
    expect(
      named([
        'Master of Business',
        'Administration in',
        'Accounting',
        'Surma University of',
        'Business',
        '2013 - 2015',
      ]),
    ).toEqual([
      ['Master of Business Administration in Accounting', 'Surma University of Business'],
    ]);
  });

  it("puts back a school's name that wrapped after a joining word, beside its dates", () => {
    expect(
      named([
        'Master of Business Administration at Surma University of   Jan 2013 - Jan 2015',
        'Business',
      ]),
    ).toEqual([['Master of Business Administration', 'Surma University of Business']]);
  });

  it('takes a short sentence under a school for a note, not for its place', () => {
    expect(
      readEducation(['BSc in Physics, Padma College, 2019', 'Graduated with honours.']),
    ).toMatchObject([
      { institution: 'Padma College', location: '', description: 'Graduated with honours.' },
    ]);
  });

  it('reads a degree whose field and school a narrow column set on lines of their own', () => {
    expect(
      named([
        'Master of Business Administration',
        'in Accounting',
        'at Surma University of Business',
        'Jan 2013 - Jan 2015',
        'Higher Secondary Certificate',
        '(Science) in',
        'at Shapla College',
        'Jan 2012 - Jan 2014',
      ]),
    ).toEqual([
      ['Master of Business Administration in Accounting', 'Surma University of Business'],
      ['Higher Secondary Certificate (Science)', 'Shapla College'],
    ]);
  });

  it('gives a degree under its school the field printed beside the school', () => {
    expect(
      named(['Shitalakshya College - Economics', 'Bachelor of Social Science', '2011 - 2015']),
    ).toEqual([['Bachelor of Social Science in Economics', 'Shitalakshya College']]);
  });
});

describe('a school entry printed field first, dates apart or first of all', () => {
  it('joins a field of study to its degree across the dates between them', () => {
    expect(
      readEducation([
        'Meghna University of Science and Technology',
        'Computer Science and Engineering',
        'Jan 2014 – Jan 2018',
        'BSc',
        'Shapla College',
        'Jan 2012 – Jan 2014',
        'Higher Secondary Certificate (Science)',
      ]).map(({ degree, institution, location, endDate }) => [
        degree,
        institution,
        location,
        endDate,
      ]),
    ).toEqual([
      [
        'BSc in Computer Science and Engineering',
        'Meghna University of Science and Technology',
        '',
        'Jan 2018',
      ],
      ['Higher Secondary Certificate (Science)', 'Shapla College', '', 'Jan 2014'],
    ]);
  });

  it('reads a field beside the dates over the school beside its degree', () => {
    expect(
      readEducation([
        'Computer Science and Engineering   January 2014 – January 2018',
        'Meghna University of Science and Technology   BSc',
        'Grade: CGPA 3.78 / 4.00.',
        'January 2012 – January 2014',
        'Shapla College   Higher Secondary Certificate (Science)',
      ]).map(({ degree, institution, location, startDate }) => [
        degree,
        institution,
        location,
        startDate,
      ]),
    ).toEqual([
      [
        'BSc in Computer Science and Engineering',
        'Meghna University of Science and Technology',
        '',
        'January 2014',
      ],
      ['Higher Secondary Certificate (Science)', 'Shapla College', '', 'January 2012'],
    ]);
  });

  it('parts a school from the degree after it on one line', () => {
    expect(
      named([
        'Karnaphuli College Bachelor of Business Administration',
        'North South University BBA in Finance',
      ]),
    ).toEqual([
      ['Bachelor of Business Administration', 'Karnaphuli College'],
      ['BBA in Finance', 'North South University'],
    ]);
  });
});

describe('a field of study beside the dates of the next school', () => {
  it('opens that school, whose degree takes the field', () => {
    expect(
      readEducation([
        'Ichamati University   Master of Development Studies   January 2015 – January 2017',
        'Economics   January 2011 – January 2015',
        'Shitalakshya College   Bachelor of Social Science',
      ]).map(({ degree, institution, location, startDate }) => [
        degree,
        institution,
        location,
        startDate,
      ]),
    ).toEqual([
      ['Master of Development Studies', 'Ichamati University', '', 'January 2015'],
      ['Bachelor of Social Science in Economics', 'Shitalakshya College', '', 'January 2011'],
    ]);
  });

  it("puts back a school's last word that wrapped under the line of its dates", () => {
    expect(
      named([
        'Master of Business Administration Finance & Banking at Shitalpur   Jan 2014 - Jan 2015',
        'University',
        'Higher Secondary Certificate (Business Studies) at Shitalpur Government   Jan 2007 - Jan 2009',
        'College',
      ]),
    ).toEqual([
      ['Master of Business Administration Finance & Banking', 'Shitalpur University'],
      ['Higher Secondary Certificate (Business Studies)', 'Shitalpur Government College'],
    ]);
    // After a comma, the school's first word; the rest wrapped with its place.
    expect(
      named([
        'Bachelor of Business Administration in Finance, Shitalpur   2010 – 2014',
        'University, Shitalpur.',
        'Higher Secondary Certificate (Business Studies), Shitalpur   2007 – 2009',
        'Government College, Shitalpur, GPA 5.00 out of 5.00.',
      ]),
    ).toEqual([
      ['Bachelor of Business Administration in Finance', 'Shitalpur University'],
      ['Higher Secondary Certificate (Business Studies)', 'Shitalpur Government College'],
    ]);
    // A school on a line of its own under a degree and its dates stays its own.
    expect(named(['BSc in Physics   2010 – 2014', 'Dhaka College, Dhaka'])).toEqual([
      ['BSc in Physics', 'Dhaka College'],
    ]);
  });

  it("puts back a school's name whose first words stand beside the degree and the rest wrapped under", () => {
    expect(
      named([
        '2013 – 2015',
        'Master of Business Administration in Accounting   Surma',
        'University of Business, Sonapur',
        '2007 – 2009',
        'Higher Secondary Certificate (Business Studies)   Shitalpur',
        'Government College, Shitalpur',
      ]),
    ).toEqual([
      ['Master of Business Administration in Accounting', 'Surma University of Business'],
      ['Higher Secondary Certificate (Business Studies)', 'Shitalpur Government College'],
    ]);
    // A field beside the degree is no school's first word.
    expect(named(['BSc   Economics', 'University of Dhaka'])).toEqual([
      ['BSc in Economics', 'University of Dhaka'],
    ]);
  });
});
