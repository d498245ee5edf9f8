import { describe, expect, it } from 'vitest';
import { MAX_DESCRIPTION, MAX_ITEMS, MAX_NAME } from '../../src/resume/lexicon';
import {
  describe as describeLines,
  joinWrapped,
  normaliseResume,
} from '../../src/resume/normalise';
import type { ParsedResume } from '../../src/types';

describe('wrapped lines', () => {
  it('joins a line to the next with a space', () => {
    expect(joinWrapped('Built the', 'checkout')).toBe('Built the checkout');
  });

  it('makes a word broken at the line end whole, keeping the hyphen of a compound', () => {
    expect(joinWrapped('continuous deploy-', 'ment')).toBe('continuous deployment');
    expect(joinWrapped('cloud-', 'native services')).toBe('cloud-native services');
    expect(joinWrapped('e-', 'commerce')).toBe('e-commerce');
    // Only a lower-case letter before the hyphen breaks a word.
    expect(joinWrapped('ISO-', 'ment')).toBe('ISO- ment');
  });
});

describe('descriptions', () => {
  it('keeps each bullet on its line without its mark, and joins a bullet the PDF wrapped', () => {
    expect(describeLines(['• Prepared statements', '• Cut the close', 'from 10 to 6 days'])).toBe(
      'Prepared statements\nCut the close from 10 to 6 days',
    );
  });

  it('opens a duty at a verb, one a number follows too, when a theme drew the bullets (or an icon)', () => {
    expect(
      describeLines([
        'Cut payment failures by 38% by redesigning retries and idempotency in the transfer service',
        'Moved 14 services to Kubernetes',
        '\uE60E',
        'Trained the team',
      ]),
    ).toBe(
      [
        'Cut payment failures by 38% by redesigning retries and idempotency in the transfer service',
        'Moved 14 services to Kubernetes',
        'Trained the team',
      ].join('\n'),
    );
  });

  it('reads bullets set in two columns down the left column, then down the right', () => {
    expect(
      describeLines([
        '· Led a team of 5 engineers building a mobile | · Moved 14 services to Kubernetes, lowering',
        'wallet used by 1.2 million customers | hosting costs by 27%',
        '· Cut payment failures by 38%',
      ]),
    ).toBe(
      [
        'Led a team of 5 engineers building a mobile wallet used by 1.2 million customers',
        'Cut payment failures by 38%',
        'Moved 14 services to Kubernetes, lowering hosting costs by 27%',
      ].join('\n'),
    );
  });

  it('reads two columns of bullets whose gap is narrower than a cell break', () => {
    expect(
      describeLines([
        '· Grew monthly orders from 3,000 to 41,000 with · Hired and led a team of 5 marketers',
        'referral and search campaigns',
      ]),
    ).toBe(
      'Grew monthly orders from 3,000 to 41,000 with referral and search campaigns\nHired and led a team of 5 marketers',
    );
    // A line of one cell goes on the column whose line above ran to its margin.
    expect(
      describeLines([
        '· Launched 3 snack lines in 12 districts   · Ran the brand pages, which reached 200,000',
        'followers',
      ]),
    ).toBe(
      'Launched 3 snack lines in 12 districts\nRan the brand pages, which reached 200,000 followers',
    );
  });

  it('starts a line after a finished sentence, a line of dates or at a duty', () => {
    expect(
      describeLines([
        'Jan 2021 - Jun 2021',
        'Lets patients book a serial.',
        'and more',
        'Tally ledgers',
        'Managed budgets',
      ]),
    ).toBe(
      'Jan 2021 - Jun 2021\nLets patients book a serial.\nand more Tally ledgers\nManaged budgets',
    );
  });

  it('joins a name that a wrapped sentence carried over', () => {
    expect(describeLines(['Reported to the Managing Director', 'Ahmed Karim every quarter.'])).toBe(
      'Reported to the Managing Director Ahmed Karim every quarter.',
    );
  });

  it('drops bullets that hold nothing', () => {
    expect(describeLines(['• Kept the ledgers.', '•', '- '])).toBe('Kept the ledgers.');
  });

  it('starts an item after a bullet mark alone on its line', () => {
    expect(describeLines(['•', 'Kept the ledgers', '•', 'Filed the returns'])).toBe(
      'Kept the ledgers\nFiled the returns',
    );
  });
});

describe('the normalised resume', () => {
  const job = {
    title: '  Accountant ',
    company: 'Padma Traders',
    location: '',
    startDate: '2019',
    endDate: 'Present',
    description: ' Kept the ledgers. ',
  };
  const resume: ParsedResume = {
    contact: { name: 'Rima Akter', email: '', phone: '', location: '', links: [] },
    title: ` ${'t'.repeat(MAX_NAME + 10)} `,
    summary: 'S'.repeat(MAX_DESCRIPTION + 10),
    sections: [],
    bioData: {},
    experience: Array.from({ length: MAX_ITEMS.experience + 5 }, (_, i) =>
      i === 0 ? job : { ...job, startDate: String(2019 - i) },
    ),
    education: [],
    skills: Array.from({ length: MAX_ITEMS.skills + 5 }, (_, i) => `Skill ${i}`),
    languages: [],
    projects: [{ name: ' Fare Finder ', description: 'Finds fares.', url: 'https://example.com' }],
    extracurricular: [{ name: 'Padma Debating Society', role: ' Member ', description: '' }],
    certifications: [],
    achievements: [],
    publications: [],
    references: [],
    experienceMonths: 12,
  };
  const normalised = normaliseResume(resume);

  it('trims each name and text and cuts it to its limit', () => {
    expect(normalised.title).toBe('t'.repeat(MAX_NAME));
    expect(normalised.summary).toHaveLength(MAX_DESCRIPTION);
    expect(normalised.experience[0]).toEqual({
      ...job,
      title: 'Accountant',
      description: 'Kept the ledgers.',
    });
    expect(normalised.projects[0]!.name).toBe('Fare Finder');
    expect(normalised.extracurricular[0]!.role).toBe('Member');
  });

  it('keeps each list to its most items, and the rest as it was', () => {
    expect(normalised.experience).toHaveLength(MAX_ITEMS.experience);
    expect(normalised.skills).toHaveLength(MAX_ITEMS.skills);
    expect(normalised.skills.at(-1)).toBe(`Skill ${MAX_ITEMS.skills - 1}`);
    expect(normalised.contact).toBe(resume.contact);
    expect(normalised.experienceMonths).toBe(12);
  });

  it('writes a role set in capitals as a sentence would, its acronyms kept', () => {
    const roles = normaliseResume({
      ...resume,
      title: 'SENIOR ACCOUNTANT',
      experience: ['HEAD OF IT', 'HR MANAGER', 'Senior Accountant (IFRS)', 'CEO'].map((title) => ({
        ...job,
        title,
      })),
    });
    expect([roles.title, ...roles.experience.map((entry) => entry.title)]).toEqual([
      'Senior Accountant',
      'Head of IT',
      'HR Manager',
      'Senior Accountant (IFRS)',
      'CEO',
    ]);
  });

  it("leaves out an icon font's glyph drawn before a name or after a text", () => {
    const framed = normaliseResume({
      ...resume,
      summary: 'I lead small teams. \uE606',
      experience: [{ ...job, title: '\uE606 Senior Accountant' }],
    });
    expect(framed.summary).toBe('I lead small teams.');
    expect(framed.experience[0]!.title).toBe('Senior Accountant');
  });

  it("leaves out an employer's site printed after its name, not a name that is an address", () => {
    const employers = (companies: string[]) =>
      normaliseResume({
        ...resume,
        experience: companies.map((company) => ({ ...job, company })),
      }).experience.map((entry) => entry.company);
    expect(
      employers([
        'Meghna Knitwear Ltd. meghna.example.com',
        'Padma Audit & Co. (https://padma.example.com/)',
        'Chaldal.com',
      ]),
    ).toEqual(['Meghna Knitwear Ltd.', 'Padma Audit & Co.', 'Chaldal.com']);
  });

  it('keeps an entry the CV repeats once', () => {
    const twice = normaliseResume({
      ...resume,
      experience: [job, { ...job, description: 'Again, under Work History.' }],
      skills: ['SQL', 'sql', 'Excel'],
    });
    expect(twice.experience).toHaveLength(1);
    expect(twice.experience[0]!.description).toBe('Kept the ledgers.');
    expect(twice.skills).toEqual(['SQL', 'Excel']);
  });
});

describe("an entry's label over its bullets", () => {
  it('leaves out "Achievements/Tasks" as it leaves out "Responsibilities:"', () => {
    expect(describeLines(['Achievements/Tasks', '• Closed the books 5 days faster'])).toBe(
      'Closed the books 5 days faster',
    );
  });
});
