import { describe, expect, it } from 'vitest';
import { toCvData } from '../src/cv-normalize';
import { CvImportError, readCvFile, toCvFile } from '../src/cv-file';
import { sampleCv } from '../src/cv-sample';
import {
  fromIsoDate,
  importJsonResume,
  jsonResumeSchema,
  toIsoDate,
  toJsonResume,
} from '../src/json-resume';

/** The sample with the awkward cases a real CV has. */
const tricky = toCvData({
  ...sampleCv,
  experience: [
    ...sampleCv.experience,
    {
      id: 'v1',
      title: 'Teacher',
      company: 'Night School',
      location: 'Sonapur',
      type: 'Volunteer',
      startDate: 'January 2016',
      endDate: '',
      description: 'Taught maths\nto 30 adults\n- Built a library',
    },
    {
      id: 'x1',
      title: 'Freelancer',
      company: '',
      location: '',
      startDate: 'Summer 2015',
      endDate: 'Present',
      description: '- First\nthen a line',
    },
  ],
  education: [{ ...sampleCv.education[0]!, startDate: '09/2014', endDate: 'Expected 2026' }],
  achievements: [{ id: 'a1', description: 'No title here' }, ...sampleCv.achievements],
  references: [
    {
      id: 'r1',
      name: 'Shirin Akter',
      title: 'CTO',
      company: 'Padma Softworks Ltd.',
      phone: '+880 1811-000000',
      contact: '',
    },
  ],
  personal: { ...sampleCv.personal, photoUrl: 'https://cdn.example.com/photo.jpg' },
});

describe('JSON Resume export', () => {
  it('produces a document that passes the JSON Resume schema (ISO dates, no extra top-level keys)', () => {
    const resume = toJsonResume(tricky);
    expect(jsonResumeSchema.safeParse(resume).success).toBe(true);
    expect(resume.basics?.name).toBe('Tanjila Rahman');
    expect(resume.basics?.label).toBe('Senior Software Engineer');
    expect(resume.work?.[0]).toMatchObject({
      name: 'Padma Softworks Ltd.',
      position: 'Senior Software Engineer',
      startDate: '2021-03',
      highlights: expect.arrayContaining([
        'Led a team of 5 engineers building a mobile wallet used by 1.2 million customers',
      ]) as unknown,
    });
    expect(resume.work?.[0]).not.toHaveProperty('endDate'); // "Present"
    expect(resume.volunteer?.map((v) => v.organization)).toEqual([
      'Night School',
      'Rupnagar JavaScript Meetup',
    ]);
    expect(resume.skills?.map((s) => s.name)).toContain('Docker'); // tools travel as skills
    expect(resume.certificates?.[0]).toMatchObject({
      name: 'Certified Kubernetes Application Developer',
      date: '2022-08',
    });
  });

  it('comes back unchanged: every field, id and order of our CV survives the round trip', () => {
    expect(importJsonResume(toJsonResume(tricky))).toEqual(tricky);
    expect(toCvData(importJsonResume(toJsonResume(sampleCv)))).toEqual(sampleCv);
  });
});

describe('JSON Resume import from other tools', () => {
  const foreign = {
    basics: {
      name: 'Rafiq Islam',
      label: 'Accountant',
      email: 'rafiq@example.com',
      url: 'https://rafiq.example.com',
      location: { city: 'Sonapur', countryCode: 'BD' },
      profiles: [{ network: 'LinkedIn', url: 'https://linkedin.example.com/in/rafiq' }],
    },
    work: [
      {
        name: 'Borak Traders',
        position: 'Accountant',
        startDate: '2019-05',
        summary: 'Managed the books',
        highlights: ['Closed 12 audits'],
      },
    ],
    education: [
      {
        institution: 'Titas College',
        studyType: 'Bachelor',
        area: 'Commerce',
        startDate: '2014',
        endDate: '2018',
        score: '3.5',
        courses: ['Tax law'],
      },
    ],
    skills: [{ name: 'Accounting', level: 'Master', keywords: ['Tally', 'Excel'] }],
    languages: [{ language: 'Bangla', fluency: 'Native speaker' }],
    interests: [{ name: 'Chess', keywords: ['Openings'] }],
    references: [{ name: 'Nadia Sultana', reference: 'A careful, honest accountant.' }],
    awards: [{ title: 'Best Newcomer', summary: 'First-year award' }],
    publications: [{ name: 'Small business tax', publisher: 'Ledger', releaseDate: '2020-02-10' }],
    projects: [
      {
        name: 'ERP roll-out',
        description: 'Moved the firm to an ERP',
        keywords: ['SAP'],
        roles: ['Lead'],
      },
    ],
  };

  it('maps every section by the standard, with the import defaults', () => {
    const cv = toCvData(importJsonResume(jsonResumeSchema.parse(foreign)));
    expect(cv.personal).toMatchObject({
      name: 'Rafiq Islam',
      title: 'Accountant',
      location: 'Sonapur, BD',
    });
    expect(cv.personal.links.map((l) => l.label)).toEqual(['LinkedIn', 'Website']);
    expect(cv.experience[0]).toMatchObject({
      title: 'Accountant',
      company: 'Borak Traders',
      startDate: 'May 2019',
      endDate: 'Present',
      description: 'Managed the books\n- Closed 12 audits',
    });
    expect(cv.education[0]).toMatchObject({
      degree: 'Bachelor in Commerce',
      description: 'Result: 3.5\n- Tax law',
    });
    expect(cv.skills.map((s) => [s.name, s.level])).toEqual([
      ['Accounting', 'Beginner'],
      ['Tally', 'Beginner'],
      ['Excel', 'Beginner'],
    ]);
    expect(cv.languages[0]).toMatchObject({ name: 'Bangla', fluency: 'Basic' });
    expect(cv.extracurricular[0]).toMatchObject({ name: 'Chess', description: 'Openings' });
    expect(cv.references[0]).toMatchObject({
      name: 'Nadia Sultana',
      contact: 'A careful, honest accountant.',
    });
    expect(cv.achievements[0]).toMatchObject({
      title: 'Best Newcomer',
      description: 'First-year award',
    });
    expect(cv.publications[0]?.date).toBe('Feb 2020');
    expect(cv.projects[0]).toMatchObject({
      label: 'Lead',
      description: 'Moved the firm to an ERP\n- Technologies: SAP',
    });
  });
});

describe('dates', () => {
  it('convert between the CV text and ISO 8601 where they can', () => {
    expect(
      [
        'Jan 2020',
        'January 2020',
        'Sept. 2019',
        '03/2021',
        '2018',
        '2020-01-15',
        'Present',
        'Summer 2015',
      ].map(toIsoDate),
    ).toEqual([
      '2020-01',
      '2020-01',
      '2019-09',
      '2021-03',
      '2018',
      '2020-01-15',
      undefined,
      undefined,
    ]);
    expect(['2020-01', '2018', '2020-02-10'].map(fromIsoDate)).toEqual([
      'Jan 2020',
      '2018',
      'Feb 2020',
    ]);
  });
});

describe('CV files', () => {
  it('our own format and JSON Resume both import back', () => {
    const ours = readCvFile(
      JSON.parse(JSON.stringify(toCvFile('My CV', sampleCv, 'ClassicResume'))),
    );
    expect(ours).toEqual({ name: 'My CV', templateName: 'ClassicResume', data: sampleCv });
    const resume = readCvFile(JSON.parse(JSON.stringify(toJsonResume(sampleCv))));
    expect(resume).toEqual({ name: 'Tanjila Rahman', data: sampleCv });
  });

  it('says clearly what is wrong with a file it cannot read', () => {
    expect(() => readCvFile([1, 2])).toThrow(CvImportError);
    expect(() => readCvFile({ hello: 'world' })).toThrow(
      'This file is not a CareerCard CV or a JSON Resume.',
    );
    expect(() => readCvFile({ work: [{ startDate: 'last year' }] })).toThrow(
      /JSON Resume is not valid at work\.0\.startDate/,
    );
    expect(() => readCvFile({ personal: { name: 'x'.repeat(300) } })).toThrow(
      /not valid at personal\.name/,
    );
  });
});
