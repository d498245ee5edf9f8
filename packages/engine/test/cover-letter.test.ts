import { findBlanks } from '@careercard/shared/blanks';
import { emptyCvData, type CvData, type CvExperience } from '@careercard/shared/cv';
import { cvToText } from '@careercard/shared/cv-text';
import { localizeReportText } from '@careercard/shared/report-bn';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { analyzeAts } from '../src/ats';
import { chooseAchievements } from '../src/cover-letter';
import { parseJobDescription } from '../src/job-description';
import { postingNames } from '../src/posting-names';
import { findSkills, withImplied } from '../src/skills/find-skills';
import { splitUnits } from '../src/text/tokens';
import { tailorCv } from '../src/tailor';

/**
 * The cover letter checked sentence by sentence against the CV and the posting it was written
 * from. The people, companies and places are invented.
 */

// The years a CV's dates add up to are counted to this day, as a reader would count them.
vi.useFakeTimers({ toFake: ['Date'] });
vi.setSystemTime(new Date('2026-12-15T12:00:00Z'));
afterAll(() => {
  vi.useRealTimers();
});

let ids = 0;
const role = (
  title: string,
  company: string,
  startDate: string,
  endDate: string,
  bullets: string[],
): CvExperience => ({
  id: `exp-${++ids}`,
  title,
  company,
  location: 'Dhaka',
  type: 'Full-time',
  startDate,
  endDate,
  description: bullets.map((bullet) => `- ${bullet}`).join('\n'),
});

const cv = (
  name: string,
  title: string,
  summary: string,
  experience: CvExperience[],
  skills: string[],
  degree = 'BSc in Computer Science',
  institution = 'Shitalakshya University',
): CvData => ({
  ...emptyCvData(),
  personal: { ...emptyCvData().personal, name, title, summary, email: 'someone@example.com' },
  experience,
  education: [
    {
      id: 'edu-1',
      degree,
      institution,
      location: '',
      startDate: '2012',
      endDate: '2016',
      description: '',
    },
  ],
  skills: skills.map((skill, i) => ({ id: `skill-${i}`, name: skill, level: 'Advanced' })),
});

const BACKEND = cv(
  'Farhana Islam',
  'Backend Developer',
  'Backend developer with 6 years of experience building payment services.',
  [
    role('Backend Developer', 'Kobutor Pay', 'Jan 2021', 'Present', [
      'Mentored 4 junior developers and ran weekly code reviews',
      'Moved 12 services to Kubernetes, cutting deploy time by 40%',
      'Cut PostgreSQL query times by 35% with better indexes',
      'Organised the office football team',
    ]),
    role('Junior Developer', 'Shonar Tori Soft', 'Jun 2018', 'Dec 2020', [
      'Built REST APIs in Go serving 30,000 daily users',
      'Wrote the user manual for the billing screen',
    ]),
  ],
  ['Go', 'PostgreSQL', 'Kubernetes', 'Docker'],
);
const BACKEND_JOB = `Senior Backend Engineer
Dhoni Rides is hiring a Senior Backend Engineer to scale its payments platform.
Requirements:
- 5+ years building backend services in Go
- Kubernetes and PostgreSQL in production
- Experience with Kafka and gRPC
Benefits:
- Health insurance and a yearly bonus`;

const ACCOUNTANT = cv(
  'Kamal Hossain',
  'Accounts Officer',
  'Accounts officer handling payables and VAT returns for a garment exporter.',
  [
    role('Accounts Officer', 'Meghdoot Knitwear Ltd.', 'Mar 2019', 'Present', [
      'Filed 36 monthly VAT returns on time with no penalties',
      'Reconciled 5 bank accounts every month and cleared a backlog of 200 entries',
      'Kept the ledger in Tally for 60 local suppliers',
      'Welcomed visitors at the front desk',
    ]),
  ],
  ['Tally', 'Microsoft Excel', 'VAT', 'Bank Reconciliation'],
  'Bachelor of Business Administration in Accounting',
  'Karatoya University',
);
const ACCOUNTANT_JOB = `Job Title: Senior Accountant
Company: Bhorer Alo Textiles
Requirements:
- Bank reconciliation and VAT returns
- Tally and Microsoft Excel
- SAP experience preferred`;

const MARKETER = cv(
  'Nusrat Jahan',
  'Digital Marketing Executive',
  'Marketer who grows online shops with search and social campaigns.',
  [
    role('Digital Marketing Executive', 'Golpo Bazar', 'Feb 2022', 'Present', [
      'Grew organic traffic by 120% in a year through SEO',
      'Ran Facebook ads with a monthly budget of 3 lakh taka at a 4x return',
      'Planned the office Eid party',
    ]),
    role('Marketing Intern', 'Tuntuni Fashion', 'Jun 2021', 'Jan 2022', [
      'Wrote 40 product descriptions and blog posts',
      'Built weekly reports in Google Analytics for the sales team',
    ]),
  ],
  ['SEO', 'Facebook Ads', 'Google Analytics', 'Content Writing'],
  'BBA in Marketing',
  'Padma College',
);
const MARKETER_JOB = `We are looking for a Digital Marketing Manager to lead our growth.
Requirements:
- Proven results with SEO and Google Analytics
- Experience running Facebook Ads
- Content writing for social media`;

/** A CV, a posting, and what a reader of the CV finds in it: its latest role and its years. */
interface Pair {
  label: string;
  cv: CvData;
  job: string;
  employer: string | null;
  role: string;
  /** The role with the latest dates, and whether the CV says it is held now. */
  latest: { title: string; company: string; current: boolean };
  /** The dated months added up, overlaps once, internships too; null for under a year. */
  years: string | null;
}

const pairs: Pair[] = [
  {
    label: 'a backend developer',
    cv: BACKEND,
    job: BACKEND_JOB,
    employer: 'Dhoni Rides',
    role: 'Senior Backend Engineer',
    latest: { title: 'Backend Developer', company: 'Kobutor Pay', current: true },
    // Jun 2018 to Dec 2026 is 8 years and 7 months; the summary's "6 years" is out of date.
    years: 'over 8 years',
  },
  {
    label: 'an accountant',
    cv: ACCOUNTANT,
    job: ACCOUNTANT_JOB,
    employer: 'Bhorer Alo Textiles',
    role: 'Senior Accountant',
    latest: { title: 'Accounts Officer', company: 'Meghdoot Knitwear Ltd.', current: true },
    years: 'over 7 years',
  },
  {
    label: 'a marketer (a posting without an employer)',
    cv: MARKETER,
    job: MARKETER_JOB,
    employer: null,
    role: 'Digital Marketing Manager',
    latest: { title: 'Digital Marketing Executive', company: 'Golpo Bazar', current: true },
    years: 'over 5 years',
  },
];

/**
 * The shape of issue 37's CV: an internship listed before the job that followed it, and a
 * summary that claims more years than the dates give and asks for another role.
 */
const IT_SUPPORT = cv(
  'Rakib Hasan',
  'IT Support Executive',
  'IT support professional with 5 years in networking and end-user support. Seeking a Network Engineer role at a leading telecom operator.',
  [
    role('Network Engineer Intern', 'Meghna Telecom Ltd.', 'Jan 2023', 'Jun 2023', [
      'Configured 40 Cisco routers and switches for branch offices',
      'Monitored LAN and WAN links with Nagios',
    ]),
    role('IT Support Executive', 'Padma Data Bank', 'Jul 2023', 'Present', [
      'Resolved 1,200 help desk tickets a year for 300 staff',
      'Managed Active Directory accounts and Windows Server backups',
      'Set up 25 branch printers and VPN access',
    ]),
  ],
  ['Windows Server', 'Active Directory', 'Cisco IOS', 'Troubleshooting'],
);
const IT_SUPPORT_JOB = `IT Support Officer
Surma Trust Bank is hiring an IT Support Officer.
Requirements:
- 3+ years of IT support experience
- Windows Server and Active Directory
- Networking (TCP/IP, LAN, VPN) and troubleshooting`;

/** A designer whose last job has ended, two jobs that overlap, and a gig with no dates first. */
const DESIGNER = cv(
  'Sharmin Akter',
  'Graphic Designer',
  'Graphic designer for print and packaging.',
  [
    role('Freelance Designer', 'Kolom Studio', '', '', [
      'Designed 12 book covers in Adobe Illustrator for local publishers',
    ]),
    role('Senior Graphic Designer', 'Nakshi Prints Ltd.', 'Mar 2019', 'Aug 2024', [
      'Designed packaging in Adobe Illustrator for 30 garment brands',
      'Cut print proof rounds by 40% with Adobe InDesign templates',
    ]),
    role('Graphic Designer', 'Rupali Ad Agency', 'Jan 2017', 'Jun 2019', [
      'Made 200 social media posts a year in Adobe Photoshop',
    ]),
  ],
  ['Adobe Illustrator', 'Adobe Photoshop', 'Adobe InDesign'],
  'BFA in Graphic Design',
  'Chandrabati Art College',
);
const DESIGNER_JOB = `Packaging Designer - Bhorer Alo Textiles
Requirements:
- Adobe Illustrator and Adobe InDesign
- Adobe Photoshop for mock-ups`;

/** More shapes of CV, checked for facts only. */
const shapes: Pair[] = [
  {
    label: 'an IT support executive whose internship is listed first',
    cv: IT_SUPPORT,
    job: IT_SUPPORT_JOB,
    employer: 'Surma Trust Bank',
    role: 'IT Support Officer',
    latest: { title: 'IT Support Executive', company: 'Padma Data Bank', current: true },
    // Jan 2023 to Dec 2026, the internship included: not the summary's 5.
    years: '4 years',
  },
  {
    label: 'a designer whose last job has ended',
    cv: DESIGNER,
    job: DESIGNER_JOB,
    employer: 'Bhorer Alo Textiles',
    role: 'Packaging Designer',
    // The undated gig listed first never passes a dated role.
    latest: { title: 'Senior Graphic Designer', company: 'Nakshi Prints Ltd.', current: false },
    // Jan 2017 to Aug 2024, the overlap in 2019 counted once: 7 years and 8 months.
    years: 'over 7 years',
  },
  {
    label: 'a fresher with one internship',
    cv: cv(
      'Tania Sultana',
      'Marketing Graduate',
      'Marketing graduate who writes for social media.',
      [
        role('Marketing Intern', 'Tuntuni Fashion', 'Jun 2026', 'Nov 2026', [
          'Wrote 40 product descriptions for SEO',
          'Built weekly reports in Google Analytics for the sales team',
        ]),
      ],
      ['SEO', 'Google Analytics'],
      'BBA in Marketing',
      'Padma College',
    ),
    job: MARKETER_JOB,
    employer: null,
    role: 'Digital Marketing Manager',
    latest: { title: 'Marketing Intern', company: 'Tuntuni Fashion', current: false },
    years: null,
  },
  {
    label: 'an accountant whose roles have no dates (the summary is taken at its word)',
    cv: {
      ...ACCOUNTANT,
      personal: {
        ...ACCOUNTANT.personal,
        summary: 'Accounts officer with 5 years of experience in payables and VAT returns.',
      },
      experience: ACCOUNTANT.experience.map((entry) => ({ ...entry, startDate: '', endDate: '' })),
    },
    job: ACCOUNTANT_JOB,
    employer: 'Bhorer Alo Textiles',
    role: 'Senior Accountant',
    latest: { title: 'Accounts Officer', company: 'Meghdoot Knitwear Ltd.', current: false },
    years: '5 years',
  },
];

/** Every employer and role the tests know, so a letter can be checked for one it should not name. */
const EMPLOYERS = [
  ...[...pairs, ...shapes].flatMap((pair) => pair.cv.experience.map((entry) => entry.company)),
  ...[...pairs, ...shapes].flatMap((pair) => (pair.employer ? [pair.employer] : [])),
];
const TITLES = [
  ...new Set([...pairs, ...shapes].flatMap((pair) => pair.cv.experience.map((e) => e.title))),
];

/** "over 8 years", "4 years": each figure of years a text states. */
const yearsIn = (text: string) =>
  (text.match(/\b(?:over |more than )?\d+\+? years?\b/gi) ?? []).map((said) => said.toLowerCase());

/** The years the ATS report states for the CV, asked by a posting that wants some. */
function atsYears(data: CvData): string | undefined {
  const report = analyzeAts(cvToText(data), 'Requirements:\n- 2+ years of experience');
  const said = [...report.strengths, ...report.suggestions].join('\n');
  const found =
    /Your experience \((.+?)\) meets|You have (.+?) of experience in all|your CV shows (.+?)\. Give/.exec(
      said,
    );
  return found?.slice(1).find((part) => part !== undefined);
}

const numbersIn = (text: string) => text.match(/\d[\d,.]*\d|\d/g) ?? [];

const sentencesOf = (letter: string) =>
  letter
    .split(/\n+/)
    .flatMap((line) => splitUnits(line))
    .filter((sentence) => sentence !== '');

describe('the cover letter', () => {
  for (const pair of pairs) {
    describe(`for ${pair.label}`, () => {
      const letter = tailorCv(pair.cv, pair.job).coverLetter;
      const [greeting, firstLine] = letter.split('\n\n');
      const cvText = cvToText(pair.cv);

      it('names the employer and the role in its greeting and first line', () => {
        if (pair.employer) {
          expect(greeting).toBe(`Dear ${pair.employer} hiring team,`);
          expect(firstLine).toMatch(
            new RegExp(`^I am writing to apply for the ${pair.role} role at ${pair.employer}\\.`),
          );
        } else {
          expect(greeting).toBe('Dear Hiring Manager,');
          expect(firstLine).toMatch(
            new RegExp(`^I am writing to apply for the ${pair.role} role\\.`),
          );
        }
        expect(letter.trimEnd().endsWith(pair.cv.personal.name)).toBe(true);
      });

      it('tells two or three results that answer the main requirements, in the CV’s words', () => {
        const job = parseJobDescription(pair.job);
        const chosen = chooseAchievements(pair.cv, job);
        expect(chosen.length).toBeGreaterThanOrEqual(2);
        expect(chosen.length).toBeLessThanOrEqual(3);
        // The posting's main requirements: its most stressed skills.
        const main = new Set(job.skills.slice(0, 6).map((skill) => skill.name));
        for (const achievement of chosen) {
          expect(achievement.answers).toBe(true);
          expect(
            [...withImplied(findSkills(achievement.line).map((skill) => skill.name))].some((name) =>
              main.has(name),
            ),
            achievement.line,
          ).toBe(true);
          expect(cvText).toContain(achievement.line);
        }
        // Results with a figure win: at least two of those chosen here state one.
        expect(
          chosen.filter((achievement) => /\d/.test(achievement.line)).length,
        ).toBeGreaterThanOrEqual(2);
        // The filler lines answer nothing the posting asks for, and stay out of the letter.
        expect(letter).not.toMatch(/football|front desk|Eid party|user manual/);
      });
    });
  }

  it('spreads the results over the requirements instead of repeating one skill', () => {
    const job = parseJobDescription(BACKEND_JOB);
    const skills = chooseAchievements(BACKEND, job).flatMap((achievement) => achievement.skills);
    expect(new Set(skills)).toEqual(new Set(['Kubernetes', 'PostgreSQL', 'Go']));
  });

  it('never carries a blank left from a draft into the letter', () => {
    const drafted: CvData = {
      ...BACKEND,
      personal: {
        ...BACKEND.personal,
        summary: 'Backend developer with [X] years of experience and [key result].',
      },
      experience: [
        role('Backend Developer', 'Kobutor Pay', 'Jan 2021', 'Present', [
          'Moved [number] services to Kubernetes, improving [X metric] by XX %',
          'Cut PostgreSQL query times by 35% with better indexes',
          'Delivered [project or responsibility] in Go',
        ]),
        role('[Job title]', 'Shonar Tori Soft', 'Jun 2018', 'Dec 2020', [
          'Built REST APIs in Go serving 30,000 daily users',
        ]),
      ],
      education: [{ ...BACKEND.education[0]!, degree: 'BSc in [subject]' }],
    };
    expect(findBlanks(cvToText(drafted)).length).toBeGreaterThan(0);
    const letter = tailorCv(drafted, BACKEND_JOB).coverLetter;
    expect(findBlanks(letter)).toEqual([]);
    expect(letter).toContain('cut PostgreSQL query times by 35% with better indexes');
    expect(letter).toContain('built REST APIs in Go serving 30,000 daily users');
    // The summary's figure is a blank: the years are the ones the dates add up to.
    expect(letter).toContain('I have over 8 years of experience and currently work as');
  });

  it('tells the user, in English and Bangla, that lines with blanks stay out of the letter', () => {
    const oneBlank: CvData = {
      ...BACKEND,
      personal: { ...BACKEND.personal, summary: 'Backend developer and [key result].' },
    };
    const many: CvData = {
      ...oneBlank,
      experience: [
        role('Backend Developer', 'Kobutor Pay', 'Jan 2021', 'Present', [
          'Moved [number] services to Kubernetes',
        ]),
      ],
    };
    const said = (data: CvData) =>
      tailorCv(data, BACKEND_JOB).suggestions.find((item) => item.area === 'Cover letter');
    expect(said(BACKEND)).toBeUndefined();
    const one = said(oneBlank)!;
    expect(one.suggestion).toContain("a blank ('[key result]')");
    const two = said(many)!;
    expect(two.suggestion).toContain("2 blanks (such as '[key result]')");
    for (const text of [one.area, one.suggestion, two.suggestion]) {
      expect(localizeReportText(text, 'bn'), text).toMatch(/[\u0980-\u09ff]/);
    }
    expect(localizeReportText(two.suggestion, 'bn')).toContain("'[key result]'");
  });

  it('greets the hiring manager and invents no name when the posting gives none', () => {
    const letter = tailorCv(
      BACKEND,
      'Requirements:\n- Go and PostgreSQL\n- Kubernetes',
    ).coverLetter;
    expect(letter.startsWith('Dear Hiring Manager,\n\n')).toBe(true);
    expect(letter).toContain('I am writing to apply for the position you advertised.');
    expect(letter).not.toMatch(/Dhoni|Pathao|hiring team|contribute to/);
  });

  it('states the years the dates add up to also when the summary states none', () => {
    const noYears: CvData = {
      ...BACKEND,
      personal: { ...BACKEND.personal, summary: 'Backend developer building payment services.' },
    };
    const letter = tailorCv(noYears, BACKEND_JOB).coverLetter;
    expect(letter).toContain(
      'I have over 8 years of experience and currently work as Backend Developer at Kobutor Pay.',
    );
  });
});

describe('the facts a cover letter states', () => {
  for (const pair of [...pairs, ...shapes]) {
    describe(`for ${pair.label}`, () => {
      const tailored = tailorCv(pair.cv, pair.job);
      const letter = tailored.coverLetter;
      const cvText = cvToText(pair.cv);
      const { latest } = pair;

      it('states in every sentence only numbers, skills, roles and employers the CV or posting gives', () => {
        // The posting's own role and employer are named, not claimed.
        const named = [pair.role, pair.employer ?? ''].filter(Boolean);
        const cvNumbers = new Set(numbersIn(cvText));
        const cvSkills = new Set(findSkills(cvText).map((skill) => skill.name));
        const allowedEmployers = new Set([
          ...pair.cv.experience.map((entry) => entry.company),
          ...(pair.employer ? [pair.employer] : []),
        ]);
        for (const sentence of sentencesOf(letter)) {
          const claim = named
            .reduce((text, name) => text.split(name).join(''), sentence)
            // The years are checked against the dates below.
            .replace(/\b(?:over )?\d+ years? of experience\b/, '');
          // Numbers and dates: each as the CV writes it.
          for (const number of numbersIn(claim)) {
            expect(cvNumbers, `${number} in "${sentence}"`).toContain(number);
          }
          for (const skill of findSkills(claim)) {
            expect(cvSkills, `${skill.name} in "${sentence}"`).toContain(skill.name);
          }
          for (const employer of EMPLOYERS) {
            if (sentence.includes(employer)) {
              expect(allowedEmployers, `${employer} in "${sentence}"`).toContain(employer);
            }
          }
          // A role is named with its own employer: "As Network Engineer Intern at Meghna …".
          // Longest first: "Senior Graphic Designer at" is not "Graphic Designer at".
          let unread = sentence;
          for (const title of TITLES.toSorted((a, b) => b.length - a.length)) {
            const at = unread.indexOf(`${title} at `);
            if (at === -1) continue;
            const rest = unread.slice(at + title.length + ' at '.length);
            unread = unread.slice(0, at);
            expect(
              pair.cv.experience.some(
                (entry) =>
                  entry.title === title && rest.startsWith(entry.company.replace(/\.$/, '')),
              ),
              `"${title} at" in "${sentence}"`,
            ).toBe(true);
          }
        }
        if (!pair.employer) expect(letter).not.toMatch(/hiring team|\bat [A-Z][\w ]+ hiring/);
      });

      it('names the role with the latest dates as the latest, and says whether it is held now', () => {
        const place = `${latest.title} at ${latest.company}`.replace(/\.$/, '');
        const expected = pair.years
          ? latest.current
            ? `I have ${pair.years} of experience and currently work as ${place}.`
            : `I have ${pair.years} of experience, most recently as ${place}.`
          : latest.current
            ? `I currently work as ${place}.`
            : `Most recently I worked as ${place}.`;
        expect(sentencesOf(letter)).toContain(expected);
        expect(letter.match(/currently|most recently/gi)).toHaveLength(1);
      });

      it('states the years the dates add up to, the same figure as the ATS report and the summary', () => {
        expect(yearsIn(letter)).toEqual(pair.years ? [pair.years] : []);
        expect(atsYears(pair.cv)).toBe(pair.years ?? 'less than a year');
        const summary = tailored.tailoredCV.personal.summary;
        for (const said of yearsIn(summary)) expect(said, summary).toBe(pair.years);
      });
    });
  }

  it('leaves out of the tailored summary a sentence asking for another role, and says so', () => {
    const { tailoredCV, suggestions } = tailorCv(IT_SUPPORT, IT_SUPPORT_JOB);
    const summary = tailoredCV.personal.summary;
    expect(summary).not.toContain('Network Engineer');
    expect(summary).toContain('IT support professional with 4 years in networking');
    expect(summary).toContain('the IT Support Officer role at Surma Trust Bank');
    const advice = suggestions.map((item) => item.suggestion);
    expect(advice).toContain(
      "Your summary asks for a 'Network Engineer' role, not 'IT Support Officer': the tailored summary leaves that sentence out and names 'IT Support Officer' instead.",
    );
    expect(advice).toContain(
      'Your summary claims 5 years of experience, but the dates of your roles add up to 4 years, so the tailored summary says 4 years. If a role is missing or has no dates, add it with its dates.',
    );
    for (const text of advice) {
      expect(localizeReportText(text, 'bn'), text).toMatch(/[\u0980-\u09ff]/);
    }
  });

  it('keeps a sentence asking for the posting’s role in other words', () => {
    const summary = (text: string, job: string) =>
      tailorCv({ ...BACKEND, personal: { ...BACKEND.personal, summary: text } }, job).tailoredCV
        .personal.summary;
    const same =
      'Backend developer building payment services. Seeking a senior backend developer role.';
    expect(summary(same, BACKEND_JOB)).toContain('Seeking a senior backend developer role.');
    // Without a role named by the posting, nothing contradicts the sentence.
    expect(summary(same, 'Requirements:\n- Go and PostgreSQL')).toContain('Seeking a senior');
  });
});

describe('the employer and role a posting names', () => {
  const cases: Array<[posting: string, role: string | null, employer: string | null]> = [
    ['Backend Engineer at Surma Fintech\nRequirements: Go', 'Backend Engineer', 'Surma Fintech'],
    ['Backend Engineer - Dhoni Rides\nRequirements: Go', 'Backend Engineer', 'Dhoni Rides'],
    ['Backend Engineer | Dhoni Rides | Dhaka\nRequirements: Go', 'Backend Engineer', 'Dhoni Rides'],
    [
      'Backend Engineer (Remote) - Dhoni Rides\nRequirements: Go',
      'Backend Engineer',
      'Dhoni Rides',
    ],
    [
      'Senior Software Engineer\nKobutor Pay Limited\nVacancy: 2\nRequirements: Go',
      'Senior Software Engineer',
      'Kobutor Pay Limited',
    ],
    [
      'Position: Backend Engineer\nOrganization: Shonar Tori Soft Ltd.\nRequirements: Go',
      'Backend Engineer',
      'Shonar Tori Soft Ltd.',
    ],
    [
      'Job Title: Senior Accountant\nEmployer: Bhorer Alo Textiles\nRequirements: Tally',
      'Senior Accountant',
      'Bhorer Alo Textiles',
    ],
    [
      'Join Dhoni Rides as a Backend Engineer and build payments.\nRequirements: Go',
      'Backend Engineer',
      'Dhoni Rides',
    ],
    [
      'Dhoni Rides is hiring a Backend Engineer.\nRequirements: Go',
      'Backend Engineer',
      'Dhoni Rides',
    ],
    // No employer named: none is made up from a field, a team or a way of working.
    ['Software Engineer - Backend\nRequirements: Go', 'Software Engineer - Backend', null],
    ['Senior Engineer – Payments Team\nRequirements: Go', 'Senior Engineer – Payments Team', null],
    ['Data Analyst - Full-time\nRequirements: SQL', 'Data Analyst', null],
    ['We are looking for a Backend Engineer.\nRequirements: Go', 'Backend Engineer', null],
    ['Requirements:\n- Go and PostgreSQL', null, null],
  ];
  for (const [posting, role, employer] of cases) {
    it(`reads ${JSON.stringify(posting.split('\n')[0])}`, () => {
      expect(postingNames(posting, parseJobDescription(posting))).toEqual({ role, employer });
    });
  }

  it('greets the employer a title line names after a dash', () => {
    const letter = tailorCv(
      BACKEND,
      'Backend Engineer - Dhoni Rides\nRequirements:\n- Go',
    ).coverLetter;
    expect(letter).toMatch(
      /^Dear Dhoni Rides hiring team,\n\nI am writing to apply for the Backend Engineer role at Dhoni Rides\./,
    );
  });
});
