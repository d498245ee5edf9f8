import type { WritingCv } from '@careercard/shared/analysis';
import { findBlanks } from '@careercard/shared/blanks';
import { monthsOfExperience, yearsText } from '@careercard/shared/career';
import { describe, expect, it } from 'vitest';
import { OPENING_VERBS } from '../src/quality/verbs';
import { findSkills } from '../src/skills/find-skills';
import { writeContent, writeWithNote } from '../src/writing-help';
import { GENERAL, roleFamilies } from '../src/writing/duties';
import { baseOf, pastOf } from '../src/writing/verbs';

const today = new Date();
const year = today.getFullYear();

/** A CV with one job left and one held, a degree and skills; names invented. */
const cv: WritingCv = {
  title: '',
  summary: '',
  experience: [
    {
      id: 'now',
      title: 'Junior Accountant',
      company: 'Karnaphuli Biscuit Works',
      startDate: `Jan ${year - 2}`,
      endDate: 'Present',
      description: '- Reconciled 14 bank accounts every month\n- Prepared VAT returns',
    },
    {
      id: 'before',
      title: 'Accounts Intern',
      company: 'Dhanshiri Traders',
      startDate: `Jan ${year - 3}`,
      endDate: `Jun ${year - 3}`,
      description: '',
    },
  ],
  education: [
    {
      degree: 'BBA in Accounting',
      institution: 'Rupsha University',
      endDate: '2022',
      description: '',
    },
  ],
  skills: [
    { name: 'Tally', level: 'Advanced' },
    { name: 'Microsoft Excel', level: 'Expert' },
    { name: 'Bank Reconciliation', level: 'Intermediate' },
    { name: 'VAT', level: 'Intermediate' },
  ],
  projects: [],
  achievements: [],
};

const sentences = (text: string) => text.split(/(?<=\.)\s+/).filter(Boolean);

describe('drafts from the CV', () => {
  it('writes a title from the latest role and its tools', () => {
    expect(writeContent({ fieldType: 'title', existingText: '', cv })).toBe(
      'Junior Accountant | Microsoft Excel & Tally',
    );
  });

  it('writes a summary from the years, the role, the employer, the skills and a stated result', () => {
    const text = writeContent({ fieldType: 'summary', existingText: '', cv });
    const years = yearsText(monthsOfExperience(cv.experience));
    expect(text).toContain(`Junior Accountant with ${years} of experience`);
    expect(text).toContain('currently at Karnaphuli Biscuit Works');
    // Skills of the field first, those the job names before the rest, then by level.
    expect(text).toContain('Skilled in VAT, Microsoft Excel, Tally and Bank Reconciliation.');
    // The result the CV states, kept word for word with its figure.
    // The employer the first sentence named is not named again.
    expect(text).toContain('. There, reconciled 14 bank accounts every month.');
    expect(findBlanks(text)).toEqual([]);
    expect(sentences(text).length).toBeLessThanOrEqual(3);
  });

  it("drafts a job's duties in the tense of its dates, with one blank at most per bullet", () => {
    const empty = { ...cv, experience: cv.experience.map((job) => ({ ...job, description: '' })) };
    const current = writeContent({
      fieldType: 'experience',
      existingText: '',
      cv: empty,
      entryId: 'now',
    });
    const ended = writeContent({
      fieldType: 'experience',
      existingText: '',
      cv: empty,
      entryId: 'before',
    });
    const lines = (text: string) => text.split('\n').map((line) => line.replace(/^- /, ''));
    expect(lines(current).length).toBeGreaterThanOrEqual(3);
    for (const line of lines(current)) expect(findBlanks(line).length).toBeLessThanOrEqual(1);
    expect(findBlanks(current)).toHaveLength(1);
    // The current job's duties in the present, the ended one's in the past.
    expect(lines(current)[0]).toMatch(/^Maintain /);
    expect(lines(ended)[0]).toMatch(/^Maintained /);
    // Tools the CV holds, and no skill it does not.
    expect(current).toContain('using Microsoft Excel and Tally');
    const held = new Set(findSkills(JSON.stringify(empty)).map((skill) => skill.name));
    for (const skill of findSkills(current)) expect(held).toContain(skill.name);
  });

  it("names the role without the headline's specialism", () => {
    const titled = { ...cv, title: 'Junior Accountant | Tally & VAT' };
    expect(writeContent({ fieldType: 'summary', existingText: '', cv: titled })).toMatch(
      /^Junior Accountant with /,
    );
  });

  it('drafts for a graduate with no job from the degree', () => {
    const graduate = { ...cv, experience: [] };
    expect(writeContent({ fieldType: 'title', existingText: '', cv: graduate })).toMatch(
      /^Accounting Graduate/,
    );
    expect(writeContent({ fieldType: 'summary', existingText: '', cv: graduate })).toMatch(
      /^Graduate with a BBA in Accounting from Rupsha University\./,
    );
  });

  it('never answers blank when the CV has a job or a degree', () => {
    const bare: WritingCv = {
      ...cv,
      skills: [],
      experience: [{ ...cv.experience[0]!, title: '', description: '' }],
    };
    for (const fieldType of ['title', 'summary', 'experience'] as const) {
      expect(writeContent({ fieldType, existingText: '', cv: bare, entryId: 'now' })).not.toBe('');
    }
  });

  it('opens every duty with a strong verb in both tenses', () => {
    const families = [...roleFamilies, GENERAL];
    for (const family of families) {
      for (const duty of [...family.duties, family.result]) {
        const verb = duty.split(' ')[0]!.replace(/,$/, '');
        expect(baseOf(verb), duty).toBe(verb);
        expect(OPENING_VERBS.has(verb) && OPENING_VERBS.has(pastOf(verb)), duty).toBe(true);
      }
    }
  });
});

describe('improvements', () => {
  const improve = (existingText: string, entry?: Partial<WritingCv['experience'][number]>) =>
    writeWithNote({
      fieldType: 'experience',
      existingText,
      ...(entry
        ? {
            cv: { ...cv, experience: [{ ...cv.experience[0]!, ...entry }] },
            entryId: 'now',
          }
        : {}),
    });

  it('gives a weak opening a strong verb and keeps every figure', () => {
    expect(improve('responsible for preparing VAT returns for 12 clients').text).toBe(
      'Prepared VAT returns for 12 clients',
    );
    expect(improve('helped in audit').text).toBe('Supported audit');
    expect(improve('Helped prepare the budget of 3 branches').text).toBe(
      'Supported the team in preparing the budget of 3 branches',
    );
    expect(improve('Involved in generating and executing test scripts').text).toBe(
      'Generated and executed test scripts',
    );
    expect(improve('Monthly reports were prepared by me').text).toBe('Prepared monthly reports');
    expect(improve('Payroll processing for 40 staff').text).toBe('Processed payroll for 40 staff');
    expect(improve('Received appreciation from the client for 2 audits').text).toBe(
      'Earned appreciation from the client for 2 audits',
    );
    expect(improve('Worked in the capacity of Assistant Manager').text).toBe(
      'Served as Assistant Manager',
    );
    expect(improve('Used Jenkins to automate 40 nightly builds').text).toBe(
      'Automated 40 nightly builds using Jenkins',
    );
    // Tools named, not work done: the line says they were applied, and the note where they count.
    expect(improve('Worked on Jenkins for builds')).toEqual({
      text: 'Applied Jenkins for builds',
      note: 'skillsLine',
    });
    expect(improve('Experience in Core Java, Hibernate and SQL')).toEqual({
      text: 'Applied Core Java, Hibernate and SQL',
      note: 'skillsLine',
    });
    // One tool with nothing done with it claims no more than it says.
    expect(improve('Used Tally daily').text).toBe('Used Tally daily');
  });

  it('rewrites each kind of weak line job seekers write', () => {
    const cases: Array<[string, string]> = [
      // Where one worked: the job's own fields say it; the line gets a verb and a note.
      [
        'Worked with Meghna Softworks, Gulshan as Software Engineer from January 2019 to March 2021',
        'Served at Meghna Softworks, Gulshan as Software Engineer from January 2019 to March 2021',
      ],
      [
        'Working in multiple domains like Retail and Banking',
        'Served in multiple domains like Retail and Banking',
      ],
      ['Worked for the Payroll Revamp Program', 'Contributed to the Payroll Revamp Program'],
      ['Worked on to resolve production defects', 'Resolved production defects'],
      ['Helping branches reconcile accounts', 'Enabled branches to reconcile accounts'],
      [
        'Helping the audit team with year-end checks',
        'Supported the audit team with year-end checks',
      ],
      [
        'Understanding the requirements, preparing and executing test cases',
        'Analysed the requirements, prepared and executed test cases',
      ],
      ['Experience in working closely with the product team', 'Collaborated with the product team'],
      ['Deployments to production servers', 'Deployed to production servers'],
      [
        'Responsibilities: Development, testing and support.',
        'Handled development, testing and support',
      ],
      ['Invoicing of sold crops and tracking payments', 'Invoiced sold crops and tracked payments'],
      ['Able to create scripts for automation', 'Created scripts for automation'],
      ['I am part of team which is responsible for ETL', 'Managed ETL as part of a team'],
      [
        'Participated in Carrom organized by the Hostel Committee',
        'Competed in Carrom organized by the Hostel Committee',
      ],
      [
        'Carry out regression testing after each release',
        'Performed regression testing after each release',
      ],
      // A verb joined to one left as it was stays too.
      [
        'Working towards mapping requirements & defining scope for evaluating & planning',
        'Mapped requirements & defined scope for evaluating & planning',
      ],
      ['Worked in complete revamp of the portal', 'Contributed to complete revamp of the portal'],
      // Whatever else one worked with, in, at or for, and was part of or helped.
      ['Experience with data entry', 'Handled data entry'],
      ['Worked with the livestock of the farm', 'Handled the livestock of the farm'],
      ['Worked at the front desk of the hotel', 'Served at the front desk of the hotel'],
      ['Worked for a courier agency in Khulna', 'Served at a courier agency in Khulna'],
      ['Worked extensively on the payroll module', 'Contributed to the payroll module'],
      ['Working in cooperation with the sales team', 'Collaborated with the sales team'],
      ['Part of the audit team', 'Served on the audit team'],
      [
        'Part of a project to digitise land records',
        'Contributed to a project to digitise land records',
      ],
      ['Helped the branch manager', 'Supported the branch manager'],
      ['Participated actively in the annual stock count', 'Contributed to the annual stock count'],
      ['Duties involved preparing the monthly payroll', 'Prepared the monthly payroll'],
      [
        'Involved with the finance team on the budget',
        'Collaborated with the finance team on the budget',
      ],
      ['Provided technical support to 200 users', 'Delivered technical support to 200 users'],
      // A plain verb put as the stronger word that says the same.
      ['Answered 60 customer calls a day', 'Handled 60 customer calls a day'],
      ['Provided training to 40 new staff', 'Delivered training to 40 new staff'],
      ['Worked towards the ISO 9001 audit', 'Contributed to the ISO 9001 audit'],
      ['Worked under the chief accountant', 'Served under the chief accountant'],
      [
        'Worked for 3 years at Meghna Group as cashier',
        'Served 3 years at Meghna Group as cashier',
      ],
      // Already a strong verb; a subject studied is no work done; a title is no line of work.
      ['Assisted the branch manager', 'Assisted the branch manager'],
      ['Experience in history of banking', 'Experience in history of banking'],
      ['Helping Students Learn Bangla Grammar', 'Helping Students Learn Bangla Grammar'],
    ];
    for (const [before, after] of cases) expect(improve(before).text, before).toBe(after);
    expect(improve(cases[0]![0]).note).toBe('employmentLine');
  });

  it('parts a long line at its clauses and cuts wordy phrases', () => {
    expect(
      improve(
        'Responsible for the monthly payroll of 40 staff across three branches in Dhaka and Sylhet, reconciled 14 bank accounts every month with the finance team, and trained 3 junior accountants on Tally in a timely manner',
      ).text,
    ).toBe(
      [
        '- Managed the monthly payroll of 40 staff across three branches in Dhaka and Sylhet',
        '- Reconciled 14 bank accounts every month with the finance team',
        '- Trained 3 junior accountants on Tally promptly',
      ].join('\n'),
    );
    // A comma before anything but a new clause is no place to part.
    const long =
      'Delivered the billing platform migration for 200 merchants on time, with zero downtime, while cutting hosting costs by 20% across all of the regions we served';
    expect(improve(long).text).toBe(long);
  });

  it('knows the specific verbs of a strong line', () => {
    for (const verb of ['debugged', 'prototyped', 'customized', 'troubleshoot', 'extracts']) {
      expect(OPENING_VERBS.has(verb), verb).toBe(true);
    }
    // Plain verbs open a line but say nothing of how well.
    for (const verb of ['answered', 'updated', 'provided']) {
      expect(OPENING_VERBS.has(verb), verb).toBe(false);
    }
  });

  it('puts the opening in the tense of the dates', () => {
    expect(improve('Manages payroll for 40 staff', { endDate: 'Present' }).text).toBe(
      'Manage payroll for 40 staff',
    );
    expect(improve('Manage payroll for 40 staff', { endDate: 'Dec 2023' }).text).toBe(
      'Managed payroll for 40 staff',
    );
    // A job the line itself dates as over stays in the past, in a current entry too.
    expect(
      improve('Worked with Meghna Foods as Accountant from 2019 to 2021', { endDate: 'Present' })
        .text,
    ).toBe('Served at Meghna Foods as Accountant from 2019 to 2021');
    // A result finished in a current job stays in the past.
    expect(improve('Cut closing time by 3 days', { endDate: 'Present' }).note).toBe(
      'alreadyStrong',
    );
  });

  it('cuts filler and headings an import left, and says when a line is already strong', () => {
    expect(improve('Highlights\nSuccessfully utilized Tally on a daily basis').text).toBe(
      '- Used Tally daily',
    );
    expect(improve('Responsibilities: Reconciled 14 bank accounts').text).toBe(
      'Reconciled 14 bank accounts',
    );
    expect(improve('Reconciled 14 bank accounts every month')).toEqual({
      text: 'Reconciled 14 bank accounts every month',
      note: 'alreadyStrong',
    });
  });

  it('gives a summary sentence with a weak opening a strong verb', () => {
    expect(
      writeContent({
        fieldType: 'summary',
        existingText:
          'Accountant with 5 years in audit. I was responsible for preparing VAT returns.',
      }),
    ).toBe('Accountant with 5 years in audit. Prepared VAT returns.');
  });

  it('turns a career objective into a summary of what the CV offers', () => {
    const objective =
      'To secure a challenging position in a reputed organization where I can use my skills. Willing to relocate to Chattogram.';
    const answer = writeWithNote({ fieldType: 'summary', existingText: objective, cv });
    expect(answer.note).toBe('fromObjective');
    expect(answer.text).toMatch(/^Junior Accountant with .* at Karnaphuli Biscuit Works\./);
    // What else the user said stays, after the drafted sentences.
    expect(answer.text).toMatch(/ Willing to relocate to Chattogram\.$/);
    expect(answer.text).not.toMatch(/challenging position/);
    // Without a CV to draft from, the objective is only tidied.
    expect(writeWithNote({ fieldType: 'summary', existingText: objective }).note).toBeUndefined();
  });

  it('tidies a summary without changing its figures', () => {
    expect(
      writeContent({
        fieldType: 'summary',
        existingText: 'Summary\nI am a hard-working accountant with 5 years in audit.',
        cv,
      }),
    ).toBe('Accountant with 5 years in audit.');
  });
});

describe('a CV in Bangla', () => {
  const bangla: WritingCv = {
    ...cv,
    title: '',
    experience: [
      {
        id: 'now',
        title: 'জুনিয়র হিসাবরক্ষক',
        company: 'কর্ণফুলী বিস্কুট ওয়ার্কস',
        startDate: `Jan ${year - 2}`,
        endDate: 'Present',
        description: '- প্রতি মাসে ১৪টি ব্যাংক হিসাব মিলিয়ে দেখেছি',
      },
    ],
    education: [
      {
        degree: 'বিবিএ (হিসাববিজ্ঞান)',
        institution: 'রূপসা বিশ্ববিদ্যালয়',
        endDate: '2022',
        description: '',
      },
    ],
  };
  const english = /[A-Za-z]/;

  it('gets its drafts in Bangla, with Bangla figures and blanks', () => {
    const summary = writeContent({ fieldType: 'summary', existingText: '', cv: bangla });
    expect(summary).toMatch(
      /^[০-৯]+ বছরের (?:বেশি )?অভিজ্ঞতাসম্পন্ন জুনিয়র হিসাবরক্ষক, বর্তমানে কর্ণফুলী বিস্কুট ওয়ার্কস-এ কর্মরত।/,
    );
    expect(summary).toContain('প্রতি মাসে ১৪টি ব্যাংক হিসাব মিলিয়ে দেখেছি।');
    // Only the tools' own names are in English.
    expect(summary.replace(/Microsoft Excel|Tally|VAT|Bank Reconciliation/g, '')).not.toMatch(
      english,
    );

    const duties = writeContent({
      fieldType: 'experience',
      existingText: '',
      cv: { ...bangla, experience: [{ ...bangla.experience[0]!, description: '' }] },
      entryId: 'now',
    });
    expect(duties.split('\n')).toHaveLength(4);
    expect(duties).toContain('হিসাব');
    expect(findBlanks(duties).map((blank) => blank.text)).toEqual(['[সংখ্যা]']);
    expect(duties.replace(/Microsoft Excel|Tally/g, '')).not.toMatch(english);
    expect(writeContent({ fieldType: 'title', existingText: '', cv: bangla })).toBe(
      'জুনিয়র হিসাবরক্ষক | Microsoft Excel ও Tally',
    );
  });

  it('improves Bangla text in Bangla: headings and clichés out, a Bangla stop', () => {
    expect(
      writeContent({
        fieldType: 'summary',
        existingText: 'সারসংক্ষেপ\nকঠোর পরিশ্রমী হিসাবরক্ষক, চার বছরের অভিজ্ঞতা',
        cv: bangla,
      }),
    ).toBe('হিসাবরক্ষক, চার বছরের অভিজ্ঞতা।');
  });

  it('gives a weak Bangla line a strong verb, in the tense of the dates or its own voice', () => {
    const improve = (existingText: string, endDate?: string) =>
      writeContent({
        fieldType: 'experience',
        existingText,
        ...(endDate === undefined
          ? {}
          : {
              cv: { ...bangla, experience: [{ ...bangla.experience[0]!, endDate }] },
              entryId: 'now',
            }),
      });
    // In charge of preparing the accounts → prepared the accounts (a job that has ended).
    expect(improve('মাসিক হিসাব প্রস্তুতের দায়িত্বে ছিলাম।', 'Dec 2023')).toBe(
      'মাসিক হিসাব প্রস্তুত করেছি',
    );
    // In charge of a department → managed it; undated, in the line's own past.
    expect(improve('হিসাব বিভাগের দায়িত্বে ছিলাম')).toBe('হিসাব বিভাগ পরিচালনা করেছি');
    // Involved in audit work → contributes to it, in a current job.
    expect(improve('অডিট কাজে জড়িত ছিলাম', 'Present')).toBe('অডিট কাজে অবদান রাখি');
    // Took part in a debate contest → competed in it.
    expect(improve('আন্তঃবিশ্ববিদ্যালয় বিতর্ক প্রতিযোগিতায় অংশগ্রহণ করেছি')).toBe(
      'আন্তঃবিশ্ববিদ্যালয় বিতর্ক প্রতিযোগিতায় প্রতিদ্বন্দ্বিতা করেছি',
    );
    // A list's verbal nouns stay verbal nouns.
    expect(improve('- বেতন প্রক্রিয়ার দায়িত্ব পালন করা\n- ১৪টি ব্যাংক হিসাব মিলিয়ে দেখা')).toBe(
      '- বেতন প্রক্রিয়া পরিচালনা করা\n- ১৪টি ব্যাংক হিসাব মিলিয়ে দেখা',
    );
  });
});
