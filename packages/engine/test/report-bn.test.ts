// The Bangla catalogue of the reports, checked against what the engine really writes.
import { emptyCvData, type CvData } from '@careercard/shared/cv';
import { longSampleCv, sampleCv } from '@careercard/shared/cv-sample';
import { cvToText } from '@careercard/shared/cv-text';
import { localizeReportText } from '@careercard/shared/report-bn';
import { describe, expect, it } from 'vitest';
import { analyzeAts, listNames } from '../src/ats';
import { analyzeQuality } from '../src/quality';
import { skillTaxonomy } from '../src/skills/taxonomy';
import { tailorCv } from '../src/tailor';

/**
 * Every sentence the engine writes into a report must read in Bangla. The engine runs over a
 * varied set of CVs and jobs (strong and weak, sections or contact details missing, no
 * experience, a draft with blanks, one word, three pages, undated roles, skills with "and" in
 * their names), and the test fails listing each sentence the catalogue leaves without Bengali
 * script. The people, places and companies are invented.
 */

const bengali = /[\u0980-\u09ff]/;
const bn = (text: string) => localizeReportText(text, 'bn');

const BACKEND_CV = `Farhana Islam
Backend Developer
farhana.islam@example.com | +880 1712-345678 | Dhaka, Bangladesh
linkedin.com/in/farhana-islam-dev

SUMMARY
Backend developer with 4 years of experience building APIs with Node.js and TypeScript.

EXPERIENCE
Backend Developer, Padma Cloudworks, Dhaka
Jan 2021 - Present
- Built REST APIs in Node.js and TypeScript serving 40,000 daily users
- Cut PostgreSQL query times by 35% with better indexes

Junior Developer, Karnaphuli Labs, Chattogram
Jun 2019 - Dec 2020
- Wrote unit tests with Jest and fixed bugs in an Express service used by the sales team

EDUCATION
B.Sc. in Computer Science and Engineering, Jamuna Institute of Technology, 2015 - 2019

SKILLS
Node.js, TypeScript, JavaScript, PostgreSQL, Express, Jest, Git, Docker
`;

const ACCOUNTANT_CV = `Kamal Hossain
Accounts Officer
kamal.hossain@example.com | 01812-345678

SUMMARY
Accounts officer handling payables, VAT returns and bank reconciliation for a garment exporter.

EXPERIENCE
Accounts Officer, Meghna Knitwear Ltd., Gazipur
Mar 2019 - Present
- Prepare monthly VAT returns and reconcile bank statements for the finance team
- Manage accounts payable for local suppliers and keep the ledger in Tally

EDUCATION
Bachelor of Business Administration (BBA) in Accounting, Shapla University, 2014 - 2018

SKILLS
Tally, Microsoft Excel, VAT, Bank Reconciliation, Accounts Payable
`;

/** No headings, no e-mail or phone, first person and clichés. */
const PLAIN_CV = `Rafiq Uddin
I am a hard-working team player and a quick learner. I have worked in my family shop and I
handled my customers every day. I think I am passionate and dedicated to my work and my goals.
I can use Microsoft Word and I like to learn new things.`;

/** A fresh graduate: education, skills and projects, no experience. */
const GRADUATE_CV = `Nusrat Jahan
Junior Web Developer
nusrat.jahan@example.com | +880 1911-223344 | Sylhet

EDUCATION
BSc in Computer Science, Surma University, 2020 - 2024

SKILLS
HTML, CSS, JavaScript, React, Git

PROJECTS
Bazar List - a React app to plan weekly market shopping with a shared list for families
Campus Map - an interactive map of the university campus for new students
`;

/** A draft: blanks left in, roles without dates, duties instead of results, present tense. */
const DRAFT_CV = `Sabbir Ahmed
Sales Executive
sabbir.ahmed@example.com | 01715-000111

SUMMARY
Sales executive with [X years] of experience selling [product] to retail shops.

EXPERIENCE
Sales Executive, Teesta Foods Ltd.
- Responsible for visiting retail shops in the Mirpur area every week for orders
- Handle customer complaints and collect payments from dealers in the area
- Delivered [key result] for [team or clients] during the winter campaign

Sales Trainee, Rupsha Beverages
- Helped the area manager with stock counts and shop visits in Khulna city
- Manage the display of products in partner shops around the new market

EDUCATION
Bachelor of Commerce, Khulna College, 2016 - 2020

SKILLS
Sales, Customer Service, Negotiation
`;

const BACKEND_JOB = `Senior Backend Engineer at Surma Fintech
Requirements:
- 3+ years of experience with Node.js and TypeScript
- Strong PostgreSQL skills
- Experience with Docker and Kubernetes
- Bachelor's degree in Computer Science
Nice to have: AWS, Redis`;

/** Half of it fits the backend developer: a partial match. */
const FULL_STACK_JOB = `Full Stack Developer
Requirements:
- 3+ years of experience building web applications
- Node.js and PostgreSQL on the server, React and Redux in the browser
- Experience with GraphQL and AWS`;

const DATA_JOB = `Lead Data Scientist
Requirements:
- 8+ years of experience in data science and machine learning
- Expert in Python, SQL, TensorFlow and Apache Spark
- Master's degree in Statistics or Computer Science
- Experience with Tableau and A/B testing`;

const RESEARCH_JOB = `Research Scientist - Public Health
Requirements:
- PhD in Epidemiology or Public Health
- Research and Development, Monitoring and Evaluation, Health and Safety
- Statistical analysis with R and SPSS
- 5+ years of research experience`;

const SALES_JOB = `Sales Executive
Requirements:
- 2+ years of experience in FMCG sales
- Sales, Negotiation, Customer Service, Microsoft Excel
- HSC or secondary school certificate
- Diploma in marketing preferred`;

/** No title and no skill the taxonomy knows: judged on its other words. */
const SHOP_JOB = `We are looking for someone honest and punctual to look after our shop in the evenings,
greet customers, keep the shelves tidy and count the cash at closing.`;

const ME_JOB = `M&E Officer
Requirements:
- Diploma in Social Science or related field
- Monitoring and Evaluation, Research and Development, Health and Safety, Training and Development
- 2+ years with an NGO`;

const pairs: Array<[cv: string, job: string]> = [
  [BACKEND_CV, BACKEND_JOB],
  [BACKEND_CV, DATA_JOB],
  [ACCOUNTANT_CV, BACKEND_JOB],
  [ACCOUNTANT_CV, SALES_JOB],
  [PLAIN_CV, SHOP_JOB],
  [PLAIN_CV, BACKEND_JOB],
  [GRADUATE_CV, BACKEND_JOB],
  [GRADUATE_CV, RESEARCH_JOB],
  [DRAFT_CV, SALES_JOB],
  [DRAFT_CV, ME_JOB],
  [DRAFT_CV, SHOP_JOB],
  // A partial match (50-74) since the ATS score was calibrated (issue 21).
  [BACKEND_CV, FULL_STACK_JOB],
  ['Rahim', SALES_JOB],
  [cvToText(sampleCv), BACKEND_JOB],
  [cvToText(sampleCv), RESEARCH_JOB],
  [cvToText(longSampleCv(40)), BACKEND_JOB],
];

/** The graduate as a saved CV: React and Git show in a project but not in the skills list. */
const graduateCv: CvData = {
  ...emptyCvData(),
  personal: {
    ...emptyCvData().personal,
    name: 'Nusrat Jahan',
    title: 'Junior Web Developer',
    email: 'nusrat.jahan@example.com',
    summary: 'Computer science graduate who builds small web apps.',
  },
  education: [
    {
      id: 'edu-1',
      degree: 'BSc in Computer Science',
      institution: 'Surma University',
      location: 'Sylhet',
      startDate: '2020',
      endDate: '2024',
      description: '',
    },
  ],
  skills: [{ id: 'skill-1', name: 'JavaScript', level: 'Intermediate' }],
  projects: [
    {
      id: 'proj-1',
      name: 'Bazar List',
      url: '',
      description: 'A shopping list app built with React, Node.js and PostgreSQL, kept in Git.',
    },
  ],
  tools: [{ id: 'tool-1', name: 'Docker' }],
};

const tailorings: Array<[cv: CvData, job: string]> = [
  [sampleCv, BACKEND_JOB],
  [sampleCv, DATA_JOB],
  [sampleCv, ME_JOB],
  [graduateCv, BACKEND_JOB],
  // A summary asking for another role than the posting's.
  [
    {
      ...sampleCv,
      personal: {
        ...sampleCv.personal,
        summary: `${sampleCv.personal.summary} Seeking a Data Scientist role at a growing company.`,
      },
    },
    BACKEND_JOB,
  ],
  [{ ...emptyCvData(), personal: { ...emptyCvData().personal, name: 'Rahim' } }, SHOP_JOB],
];

/** Every commentary sentence the engine writes for the set above. */
function commentary(): string[] {
  const said = new Set<string>();
  const add = (...texts: string[]) => texts.forEach((text) => said.add(text));
  for (const [cv, job] of pairs) {
    const ats = analyzeAts(cv, job);
    add(ats.summary, ...ats.strengths, ...ats.suggestions);
  }
  for (const cv of new Set(pairs.map(([cv]) => cv))) {
    const quality = analyzeQuality(cv);
    add(quality.summary, ...quality.strengths, ...quality.suggestions);
    add(...(quality.parts ?? []).map((part) => part.finding));
  }
  for (const [cv, job] of tailorings) {
    for (const { area, suggestion } of tailorCv(cv, job).suggestions) add(area, suggestion);
  }
  return [...said];
}

describe('report commentary in Bangla', () => {
  const sentences = commentary();

  it('leaves no sentence the engine writes without Bangla', () => {
    const untranslated = sentences.filter((text) => !bengali.test(bn(text)));
    expect(
      untranslated,
      `Sentences without Bangla in report-bn.ts:\n${untranslated.join('\n')}`,
    ).toEqual([]);
  });

  it('is run over every kind of sentence, so the check above covers them', () => {
    // One opening per sentence of the engine: a fixture that stops producing one fails here.
    const openings = [
      // ATS
      'Your CV is a strong match for the ',
      'Your CV is a partial match for ',
      'Your CV is a weak match for this job',
      ', including the three the posting stresses most',
      '; the biggest gap is ',
      '; the biggest gaps are ',
      'Your CV shows ',
      'Your job titles match ',
      'Your experience (over ',
      'Your education meets the ',
      'Your experience bullets show measurable results.',
      'Your contact details are easy for a recruiter to find.',
      ' role at ',
      'if you have used it ',
      ' in the experience bullets where you used ',
      "The posting is for '",
      ' of experience in all, against the ',
      'The job asks for 8+ years of experience',
      '. Add an Education section',
      '; make sure your highest qualification',
      'Add numbers to show results in this bullet',
      'Add numbers to show results in ',
      'with a standard heading so applicant tracking systems',
      'at the top of your CV.',
      'Your CV has only 1 word;',
      'words; trim it to the two pages',
      ' of your roles have none.',
      'Your CV uses the words the posting repeats most.',
      'Your CV uses few of the words the posting repeats most: ',
      'Your CV says more about ',
      // Quality
      'Your CV is weak (',
      'Your CV is strong (',
      'The biggest gain: ',
      'Your contact details are complete',
      'Your CV has every core section',
      'Its length (',
      'Your bullets start with strong action verbs.',
      'bullets show measurable results.',
      'The wording is direct and free of clichés.',
      'to the top of your CV.',
      'sections with a clear heading.',
      'Describe each role with 3–5 bullets',
      'Cut older or less relevant details',
      'Describe each role with bullets that start with an action verb',
      'Start bullets with an action verb instead of a duty',
      'Add numbers to show your impact',
      'Use the past tense for roles you have left',
      'Replace clichés like ',
      'Drop "I" and "my"',
      'blanks left from a draft',
      'Give every role a start and end date',
      'No common misspellings were found.',
      'No blanks are left from a draft.',
      'Every role has its dates',
      // Tailoring
      'Your summary now names ',
      'so they were added to your skills list',
      'which your CV does not show',
      'In each role, the bullets that show the skills',
      "use the job's wording",
      'has its dates so none of your experience is missed',
      'Your summary claims ',
      'Your summary asks for a ',
    ];
    const missing = openings.filter((part) => !sentences.some((text) => text.includes(part)));
    expect(missing).toEqual([]);
  });

  it('gives English readers exactly the engine English', () => {
    for (const text of sentences) expect(localizeReportText(text, 'en')).toBe(text);
  });
});

describe('numbers in the Bangla commentary', () => {
  it('are written in Bengali digits, grouped the Bangladeshi way', () => {
    expect(bn('Your CV is a partial match for this job (62/100).')).toBe(
      'এই চাকরির সঙ্গে আপনার সিভির মিল আংশিক (৬২/১০০)।',
    );
    expect(
      bn('Your CV has 1838 words; trim it to the two pages that matter most for this job.'),
    ).toBe(
      'আপনার সিভিতে ১,৮৩৮টি শব্দ আছে; এই চাকরির জন্য সবচেয়ে জরুরি তথ্য রেখে সিভিটি দুই পৃষ্ঠায় নামিয়ে আনুন।',
    );
    expect(bn('Your experience (over 7 years) meets the 5+ years asked for.')).toBe(
      'আপনার অভিজ্ঞতা (৭ বছরের বেশি) চাওয়া ৫+ বছরের শর্ত পূরণ করে।',
    );
    expect(
      bn(
        "You have 12 years of experience in all, against the 5+ asked for, but the posting wants them as 'Nurse': show what of your work fits it.",
      ),
    ).toMatch(/^সব মিলিয়ে আপনার ১২ বছরের অভিজ্ঞতা আছে/);
    expect(
      bn(
        'The job asks for 3+ years of experience and your CV shows less than a year. Give every role its start and end dates, and include internships or freelance work that counts.',
      ),
    ).toMatch(/^চাকরিতে ৩\+ বছরের অভিজ্ঞতা চাওয়া হয়েছে, আর আপনার সিভিতে দেখা যাচ্ছে এক বছরের কম।/);
    const summary = bn(
      'Your CV is a weak match for the Sales Executive role (38/100). It covers 1 of 4 key skills; the biggest gaps are Negotiation, Microsoft Excel and FMCG.',
    );
    expect(summary).toBe(
      'Sales Executive পদের সঙ্গে আপনার সিভির মিল দুর্বল (৩৮/১০০)। চাকরির ৪টি মূল দক্ষতার মধ্যে আপনার সিভিতে আছে ১টি; সবচেয়ে বড় ঘাটতিগুলো হলো Negotiation, Microsoft Excel ও FMCG।',
    );
  });

  it('inside the CV’s own words stay as written', () => {
    const said = bn(
      "The posting is for 'Software Engineer II (Level 3)'. If it fits your experience, use that wording in the title under your name and in your summary.",
    );
    expect(said).toContain("'Software Engineer II (Level 3)'");
    expect(bn('Fill in or delete the 2 blanks left from a draft: "[X metric]" and "XX %".')).toBe(
      'খসড়া থেকে রয়ে যাওয়া ২টি ফাঁকা জায়গা পূরণ করুন বা মুছে ফেলুন: "[X metric]" ও "XX %"।',
    );
    expect(
      bn("Use the past tense for roles you have left: 'Manage 3 depots and 40 staff in Bogura'."),
    ).toContain("'Manage 3 depots and 40 staff in Bogura'");
  });
});

describe('skill names in the Bangla commentary', () => {
  const asked = (names: string[]) =>
    bn(
      `The job asks for ${listNames(names)}, which your CV does not show. Add them only if you have really used them, with an example in a bullet.`,
    );

  it('are kept as the engine names them, joined the Bangla way', () => {
    expect(asked(['Node.js', 'C++', 'C#', 'CI/CD'])).toBe(
      'চাকরিতে Node.js, C++, C# ও CI/CD চাওয়া হয়েছে, যা আপনার সিভিতে নেই। সত্যিই ব্যবহার করে থাকলে তবেই যোগ করুন, আর একটি বুলেট পয়েন্টে তার উদাহরণ দিন।',
    );
    expect(asked(['Microsoft 365'])).toContain('চাকরিতে Microsoft 365 চাওয়া হয়েছে');
  });

  it('keep the "and" of a name of the taxonomy, alone or in a list', () => {
    const withAnd = skillTaxonomy.map((skill) => skill.name).filter((name) => / and /.test(name));
    expect(withAnd.length).toBeGreaterThan(0);
    for (const name of withAnd) {
      expect(asked([name])).toContain(`চাকরিতে ${name} চাওয়া হয়েছে`);
      expect(asked(['Python', name])).toContain(`চাকরিতে Python ও ${name} চাওয়া হয়েছে`);
      expect(asked([name, 'Excel'])).toContain(`চাকরিতে ${name} ও Excel চাওয়া হয়েছে`);
      expect(asked(['SQL', name, 'Tableau'])).toContain(
        `চাকরিতে SQL, ${name} ও Tableau চাওয়া হয়েছে`,
      );
    }
  });
});

describe('text the catalogue does not know', () => {
  it('passes through unchanged, an AI provider’s own wording among it', () => {
    const own = 'Consider quantifying your impact at Padma Cloudworks.';
    expect(bn(own)).toBe(own);
    expect(bn('')).toBe('');
  });

  it('the notice that our analyzer answered for the AI provider is in Bangla', () => {
    expect(bn('The AI provider failed (HTTP 503); our built-in analyzer answered instead.')).toBe(
      'AI সেবাটি কাজ করেনি (HTTP 503), তাই আমাদের নিজস্ব বিশ্লেষক উত্তর দিয়েছে।',
    );
    expect(
      bn('The AI provider did not answer in time; our built-in analyzer answered instead.'),
    ).toBe('AI সেবাটি সময়মতো উত্তর দেয়নি, তাই আমাদের নিজস্ব বিশ্লেষক উত্তর দিয়েছে।');
  });
});
