import { describe, expect, it } from 'vitest';
import { headingOf, linesOf, splitSections } from '../../src/resume/sections';
import type { ResumeSection } from '../../src/types';

const kinds = (lines: string[]) => splitSections(lines).sections.map((section) => section.kind);

describe('section headings', () => {
  it('knows the headings Bangladeshi CVs give their sections', () => {
    const kinds: Array<[string, string]> = [
      ['EMPLOYMENT RECORD', 'experience'],
      ['Job History', 'experience'],
      ['Special Qualification', 'skills'],
      ['Field of Specialization', 'skills'],
      ['Professional Certification', 'certifications'],
      ['Trainings Attended', 'certifications'],
      ['Workshop & Seminar', 'certifications'],
      ['Publication', 'publications'],
      ['Professional Membership', 'extracurricular'],
      ['Hobby', 'interests'],
      // ecv's own English strings.
      ['JOBS', 'experience'],
      ['ABILITIES', 'skills'],
    ];
    for (const [heading, kind] of kinds) expect(headingOf(heading)?.kind, heading).toBe(kind);
  });

  it('takes a heading of roles held ("VOLUNTEER EXPERIENCE", "On Campus Involvement") for experience', () => {
    for (const heading of [
      'VOLUNTEER EXPERIENCE',
      'ON CAMPUS INVOLVEMENT',
      'Volunteer and Leadership Experience',
      'Research Experience',
      'Teaching Experiences',
    ]) {
      expect(headingOf(heading)?.kind, heading).toBe('experience');
    }
    // A sentence that ends in the word is no heading, nor is a heading of another kind.
    expect(headingOf('gained hands on experience')).toBeNull();
    expect(headingOf('Project Experience')?.kind).toBe('projects');
    expect(headingOf('Projects Experience')?.kind).toBe('projects');
    expect(headingOf('Open Source Projects')?.kind).toBe('projects');
    expect(headingOf('Writing')?.kind).toBe('publications');
    expect(headingOf('Published Works')?.kind).toBe('publications');
    expect(headingOf('led three projects')).toBeNull();
    // Roles held without pay are jobs too (parse-resume marks them Volunteer).
    expect(headingOf('Volunteering')?.kind).toBe('experience');
    expect(headingOf('Extracurricular Activities')?.kind).toBe('extracurricular');
    for (const heading of ['Tools & Software', 'SOFTWARE']) {
      expect(headingOf(heading)?.kind).toBe('skills');
    }
    for (const heading of ['SOCIETIES', 'Professional Memberships', 'Clubs & Organisations']) {
      expect(headingOf(heading)?.kind).toBe('extracurricular');
    }
  });

  it('reads a heading alone on its line, with or without a colon or a number', () => {
    expect(headingOf('WORK EXPERIENCE')).toEqual({
      kind: 'experience',
      heading: 'WORK EXPERIENCE',
      rest: '',
    });
    expect(headingOf('Academic Qualifications:')).toEqual({
      kind: 'education',
      heading: 'Academic Qualifications',
      rest: '',
    });
    expect(headingOf('2. Education')).toEqual({
      kind: 'education',
      heading: 'Education',
      rest: '',
    });
    expect(headingOf('## Skills')?.kind).toBe('skills');
  });

  it('reads the many names of a summary, awards and activities as their headings', () => {
    for (const heading of [
      'Bio',
      'Career Goals',
      'Job Objective',
      'Summary of Experience',
      'Who I Am',
    ]) {
      expect(headingOf(heading)?.kind).toBe('summary');
    }
    for (const heading of ['Award', 'Scholarships', 'Distinctions', 'Honors and Achievements']) {
      expect(headingOf(heading)?.kind).toBe('achievements');
    }
    for (const heading of ['Positions of Responsibility', 'Co-Curricular', 'Social Activities']) {
      expect(headingOf(heading)?.kind).toBe('extracurricular');
    }
    expect(headingOf('Open Source Contributions')?.kind).toBe('projects');
    // "Open source" alone labels a project under its name.
    expect(headingOf('Open source')).toBeNull();
    // In a Bangladeshi CV, the personal details (father's name, date of birth).
    expect(headingOf('Personal Profile')?.kind).toBe('other');
    expect(headingOf('Personal')?.kind).toBe('other');
  });

  it('reads a "Personal Profile" of prose as the summary, and one of labelled details as not', () => {
    const kindUnder = (lines: string[]) =>
      splitSections(['Personal Profile', ...lines]).sections[0]?.kind;
    expect(
      kindUnder([
        'Finance graduate with three years of experience in audit and management reporting for',
        'garment exporters. Known for clean month-end closes.',
      ]),
    ).toBe('summary');
    expect(kindUnder(["Father's Name: Abdul Karim", 'Date of Birth: 12 March 1996'])).toBe('other');
  });

  it("reads no heading in an item's number or an ordinary line", () => {
    expect(headingOf('Project 1')).toBeNull();
    expect(headingOf('Senior Accountant')).toBeNull();
    expect(headingOf('')).toBeNull();
  });

  it('keeps what follows an inline heading for the kinds that allow it', () => {
    expect(headingOf('Skills: Java, SQL')).toEqual({
      kind: 'skills',
      heading: 'Skills',
      rest: 'Java, SQL',
    });
    // Experience never shares its line: this is a sentence about it.
    expect(headingOf('Experience: 5 years in audit')).toBeNull();
  });

  it('reads a heading in a column of its own beside its first line', () => {
    expect(headingOf('EDUCATION   Surma University of Business   2015')).toEqual({
      kind: 'education',
      heading: 'EDUCATION',
      rest: 'Surma University of Business   2015',
      beside: true,
    });
  });

  it('reads two headings joined as the first of them', () => {
    expect(headingOf('Interests & Activities')?.kind).toBe('interests');
    expect(headingOf('Publications and Talks')?.kind).toBe('publications');
    expect(headingOf('Publications and Media')).toBeNull();
    expect(headingOf('Research and Development')).toBeNull();
    // In capitals, a heading and any one word.
    expect(headingOf('SKILLS & PROFICIENCY')?.kind).toBe('skills');
    expect(headingOf('Skills and Proficiency')).toBeNull();
    // Joined by a hyphen, as LinkedIn's PDF heads its awards; a hyphened word is no two.
    expect(headingOf('Honors-Awards')?.kind).toBe('achievements');
    expect(headingOf('E-Commerce')).toBeNull();
  });

  it('reads headings qualified by "My", "Top", "Relevant" or "Other"', () => {
    expect(headingOf('My Profile')?.kind).toBe('summary');
    expect(headingOf('Top Skills')?.kind).toBe('skills');
    expect(headingOf('Relevant Projects')?.kind).toBe('projects');
    expect(headingOf('Other Technical Skills')?.kind).toBe('skills');
  });

  it('finds a heading set letter by letter, and one misspelt in capitals only', () => {
    expect(headingOf('W O R K E X P E R I E N C E')?.kind).toBe('experience');
    expect(headingOf('W ork E xperience')?.kind).toBe('experience');
    // Two letters kerned closer than the rest stay together.
    expect(headingOf('AWA R D S')?.kind).toBe('achievements');
    expect(headingOf('C E R T I F I C AT E S')?.kind).toBe('certifications');
    expect(headingOf('A B C')).toBeNull();
    expect(headingOf('ACADEMEIC CREDENTIALS')?.kind).toBe('education');
    expect(headingOf('Academeic Credentials')).toBeNull();
  });
});

describe('splitting a CV into sections', () => {
  it('keeps the lines above the first heading as the header, and each section its lines', () => {
    expect(
      splitSections(['Rima Akter', 'rima@example.com', 'EDUCATION', 'BBA, Padma College']),
    ).toEqual({
      header: ['Rima Akter', 'rima@example.com'],
      sections: [{ kind: 'education', heading: 'EDUCATION', lines: ['BBA, Padma College'] }],
    });
  });

  it('reads a heading in capitals that a narrow column wrapped as one, a blank line between or not', () => {
    expect(
      splitSections([
        'CURRICULUM',
        'VITAE',
        'PERSONAL',
        '',
        'INFORMATION',
        'Name   Rima Akter',
        'EXTRA-',
        'CURRICULAR',
        'ACTIVITIES',
        'General Secretary, Padma Debate Club',
        'LANGUAGE',
        'PROFICIENCY',
        'Bangla   Native',
        'SKILLS',
        'MICROSOFT EXCEL',
        'VAT',
        'EXPERIENCE',
        'Accountant',
      ]),
    ).toEqual({
      header: ['CURRICULUM VITAE'],
      sections: [
        { kind: 'other', heading: 'PERSONAL INFORMATION', lines: ['Name   Rima Akter'] },
        {
          kind: 'extracurricular',
          heading: 'EXTRA-CURRICULAR ACTIVITIES',
          lines: ['General Secretary, Padma Debate Club'],
        },
        { kind: 'languages', heading: 'LANGUAGE PROFICIENCY', lines: ['Bangla   Native'] },
        // A skill in capitals over a heading is no part of it ("VAT EXPERIENCE").
        { kind: 'skills', heading: 'SKILLS', lines: ['MICROSOFT EXCEL', 'VAT'] },
        { kind: 'experience', heading: 'EXPERIENCE', lines: ['Accountant'] },
      ],
    });
  });

  it('keeps a label inside a job, but opens skills for a label that names them', () => {
    expect(
      splitSections(['EXPERIENCE', 'Accountant', 'Technologies: Tally, Excel', 'Skills: VAT'])
        .sections,
    ).toEqual([
      {
        kind: 'experience',
        heading: 'EXPERIENCE',
        lines: ['Accountant', 'Technologies: Tally, Excel'],
      },
      { kind: 'skills', heading: 'Skills', lines: ['VAT'] },
    ]);
  });

  it('opens projects at "Project 1:" under skills, and keeps a group of skills in the list', () => {
    expect(
      splitSections(['SKILLS', 'Languages: Python, Java', 'Project 1:', 'Title: Ledger']).sections,
    ).toEqual([
      { kind: 'skills', heading: 'SKILLS', lines: ['Languages: Python, Java'] },
      { kind: 'projects', heading: 'Projects', lines: ['Project 1:', 'Title: Ledger'] },
    ]);
  });

  it('reads no heading in a word that ends a wrapped line of prose, unless in capitals', () => {
    const prose = 'Accountant with six years in audit and tax, skilled in several accounting';
    expect(kinds(['SUMMARY', prose, 'tools', 'Languages', 'Bangla'])).toEqual([
      'summary',
      'languages',
    ]);
    expect(kinds(['SUMMARY', prose, 'TOOLS', 'Tally'])).toEqual(['summary', 'skills']);
    // A sentence's last word on a line of its own, closed by its full stop.
    const told = 'Exceptional listener and communicator who conveys information verbally and in';
    expect(kinds(['EXPERIENCE', told, 'writing.', 'Sales Lead'])).toEqual(['experience']);
    // After a row of cells (a school and its dates), a heading.
    const row = 'Karnaphuli University of Engineering and Technology, Patiya   2019 – 2023';
    expect(kinds(['EDUCATION', 'BSc in EEE', row, 'Projects', 'Solar Pump'])).toEqual([
      'education',
      'projects',
    ]);
  });

  it('takes a list of programming languages for skills, and spoken ones for languages', () => {
    expect(kinds(['Languages: C, C++, Java', 'LANGUAGES', 'Bangla (Native), English'])).toEqual([
      'skills',
      'languages',
    ]);
  });

  it('gives the lines of every section of a kind, in order', () => {
    const sections: ResumeSection[] = [
      { kind: 'skills', heading: 'Skills', lines: ['Tally'] },
      { kind: 'education', heading: 'Education', lines: ['BBA'] },
      { kind: 'skills', heading: 'Other Skills', lines: ['Excel', 'VAT'] },
    ];
    expect(linesOf(sections, 'skills')).toEqual(['Tally', 'Excel', 'VAT']);
    expect(linesOf(sections, 'languages')).toEqual([]);
  });

  it('opens a section after a list of languages whose commas stand apart', () => {
    expect(
      kinds([
        'Languages',
        'Bangla (Native) , English (Fluent) , Chakma (Conversational)',
        'Interests',
        'Hill Photography Society : Member',
        'Patents',
        'Designing payments for unreliable networks',
        'Proficiencies',
        'Tally',
      ]),
    ).toEqual(['languages', 'interests', 'publications', 'skills']);
  });

  it('opens the sections that "Additional Information" gathers, each by its heading at the start of a line', () => {
    const { sections } = splitSections([
      'Additional Information',
      'Activities: Rotaract Club of Kashbon, Treasurer 2018 - 2020',
      'AWARDS AND RECOGNITION 2016 Gold Award for Print Publication',
      '2014 Best Newcomer Award',
      'Certifications Google Analytics Certification, Google, Mar 2023',
      'Willing to relocate.',
      'EDUCATION',
      'Awards Committee, Kashbon College',
    ]);
    expect(sections.map(({ kind, lines }) => [kind, lines])).toEqual([
      ['other', []],
      ['extracurricular', ['Rotaract Club of Kashbon, Treasurer 2018 - 2020']],
      ['achievements', ['2016 Gold Award for Print Publication', '2014 Best Newcomer Award']],
      [
        'certifications',
        ['Google Analytics Certification, Google, Mar 2023', 'Willing to relocate.'],
      ],
      // Under a heading of the CV's own, such a line is content.
      ['education', ['Awards Committee, Kashbon College']],
    ]);
    // A heading's next word in capitals is still the heading's: no section, no word lost.
    expect(
      kinds(['Additional Information', 'COMMUNITY/VOLUNTEER SERVICE The Brook School']),
    ).toEqual(['other']);
  });

  it('knows the headings of a Bdjobs CV, a plural in brackets and a colon after them', () => {
    expect(headingOf('Reference (s):')?.kind).toBe('references');
    expect(headingOf('Professional Qualification:')?.kind).toBe('certifications');
    expect(headingOf('Specialization:')?.kind).toBe('skills');
    expect(headingOf('Career and Application Information:')?.kind).toBe('other');
    expect(headingOf('Language Proficiency:')?.kind).toBe('languages');
  });

  it('reads "Volunteer & Leadership" as activities and "Credentials" as certificates', () => {
    expect(headingOf('VOLUNTEER & LEADERSHIP')?.kind).toBe('extracurricular');
    expect(headingOf('Leadership & Service')?.kind).toBe('extracurricular');
    expect(headingOf('Volunteer and Leadership Experience')?.kind).toBe('experience');
    expect(headingOf('Credentials')?.kind).toBe('certifications');
  });

  it('goes on gathering the parts of "Additional Information" after a labelled line', () => {
    expect(
      kinds([
        'Additional Information',
        'Certifications: Google Analytics Certification, Google',
        'Languages: Bangla (Native); English (Fluent)',
        'Activities: Member, Hill Photography Society',
      ]),
    ).toEqual(['other', 'certifications', 'languages', 'extracurricular']);
  });
});

describe("the builders' and Europass's section names", () => {
  it('reads Digital skills, Honor Awards, Recommendations and Details as their kinds', () => {
    expect(
      ['DIGITAL SKILLS', 'Honor Awards', 'RECOMMENDATIONS', 'Details'].map(
        (line) => headingOf(line)?.kind,
      ),
    ).toEqual(['skills', 'achievements', 'references', 'other']);
  });
});
