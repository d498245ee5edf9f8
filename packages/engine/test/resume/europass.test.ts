import { describe, expect, it } from 'vitest';
import { parseResumeText } from '../../src/resume/parse-resume';
import { splitEuropassSkills } from '../../src/resume/europass';

describe('a Europass CV', () => {
  it('parts its personal skills into the languages, by their levels, and the skills', () => {
    expect(
      splitEuropassSkills([
        'Mother tongue   Bangla',
        'Other languages   UNDERSTANDING   SPEAKING   WRITING',
        'Listening   Reading   Spoken interaction   Spoken production',
        'English   C1   C1   C1   C1   C1',
        'Chakma   B1   B1   B1   B1   B1',
        'Levels: A1 and A2: Basic user – B1 and B2: Independent user',
        'Common European Framework of Reference for Languages',
        'Job-related skills – Google Analytics (advanced)',
        '– SEO (advanced)',
      ]),
    ).toEqual({
      languages: ['Bangla (Native)', 'English (C1)', 'Chakma (B1)'],
      skills: ['– Google Analytics (advanced)', '– SEO (advanced)'],
    });
    // A skills section without a language's label is all skills.
    expect(splitEuropassSkills(['Computer skills', 'Excel'])).toEqual({
      skills: ['Computer skills', 'Excel'],
      languages: [],
    });
  });

  it('reads the name under PERSONAL INFORMATION and the headline under JOB APPLIED FOR', () => {
    const resume = parseResumeText(
      [
        'Curriculum vitae',
        'PERSONAL INFORMATION',
        'Tanjila Rahman',
        'Rupnagar, Bangladesh',
        'tanjila.rahman@example.com',
        'JOB APPLIED FOR',
        'Senior Software Engineer',
        'PERSONAL SKILLS',
        'Mother tongue',
        'Bangla',
        'Curriculum vitae   Tanjila Rahman',
        'Other languages   UNDERSTANDING   SPEAKING   WRITING',
        'English   C1   C1   C1   C1   C1',
        'Computer skills',
        'Git, Docker',
      ].join('\n'),
    );
    expect([resume.contact.name, resume.title]).toEqual([
      'Tanjila Rahman',
      'Senior Software Engineer',
    ]);
    expect(resume.languages).toEqual([
      { name: 'Bangla', fluency: 'Native' },
      { name: 'English', fluency: 'Fluent' },
    ]);
    expect(resume.skills).toEqual(['Git', 'Docker']);
  });

  it("reads the online editor's print: two lines of capitals per entry, the grid of levels, its section names", () => {
    const resume = parseResumeText(
      [
        'Shahana Akter Munni',
        'Phone number: +880 1711-223344 Email address: shahana.munni@example.edu',
        'ABOUT ME',
        'Agronomist who studies salt-tolerant rice for the coastal belt.',
        'WORK EXPERIENCE',
        'BALIADANGA AGRICULTURAL UNIVERSITY – BALIADANGA',
        'LECTURER – 01/2021 – CURRENT',
        '• Teach crop physiology to 300 undergraduates a year',
        '07/2018 – 12/2020 – Lonapara',
        'RESEARCH ASSISTANT – TISTA CROP TRIALS',
        '• Ran rice trials on 40 coastal farms',
        'LANGUAGE SKILLS',
        'Mother tongue(s): BANGLA',
        'Other language(s):',
        'ENGLISH',
        'LISTENING C1   READING C1   WRITING B2',
        'SPOKEN PRODUCTION C1   SPOKEN INTERACTION C1',
        'Levels: A1 and A2: Basic user; B1 and B2: Independent user; C1 and C2: Proficient user',
        'DIGITAL SKILLS',
        'Field Trials | GIS | R',
        'CERTIFICATIONS',
        'BANGLADESH RESEARCH COUNCIL',
        'RESEARCH ETHICS CERTIFICATE – 2020',
        'VOLUNTEERING',
        'UNIVERSITY DEBATE CLUB',
        'PRESIDENT',
        '• Led a team of 25 to two national finals.',
        'RECOMMENDATIONS',
        'Anwar Hossain Talukder',
        'Professor of Agronomy, Baliadanga Agricultural University',
      ].join('\n'),
    );
    expect(
      resume.experience.map((job) => [job.title, job.company, job.location, job.startDate]),
    ).toEqual([
      ['Lecturer', 'BALIADANGA AGRICULTURAL UNIVERSITY', 'BALIADANGA', '01/2021'],
      ['Research Assistant', 'TISTA CROP TRIALS', 'Lonapara', '07/2018'],
    ]);
    expect(resume.languages).toEqual([
      { name: 'BANGLA', fluency: 'Native' },
      { name: 'ENGLISH', fluency: 'Fluent' },
    ]);
    expect(resume.skills).toEqual(['Field Trials', 'GIS', 'R']);
    expect(resume.certifications).toEqual([
      { name: 'RESEARCH ETHICS CERTIFICATE', issuer: 'BANGLADESH RESEARCH COUNCIL', date: '2020' },
    ]);
    // A volunteering section with no dates lists roles in clubs: activities, not jobs.
    expect(resume.extracurricular).toEqual([
      {
        name: 'UNIVERSITY DEBATE CLUB',
        role: 'PRESIDENT',
        description: 'Led a team of 25 to two national finals.',
      },
    ]);
    expect(resume.references.map((referee) => referee.name)).toEqual(['Anwar Hossain Talukder']);
  });
});
