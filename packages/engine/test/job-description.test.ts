import { describe, expect, it } from 'vitest';
import { parseJobDescription } from '../src/job-description';

const POSTING = `Senior Backend Engineer
About Surma Fintech: we are a payments company in Dhaka, backed by investors. Our office uses Salesforce.

Requirements:
- 5+ years of professional experience building APIs
- Strong Node.js and TypeScript; PostgreSQL in production
- Node.js services on Docker and Kubernetes
- Bachelor's or Master's degree in Computer Science
- AWS Certified Solutions Architect certification

Responsibilities:
- Design and build payment APIs
- Mentor junior engineers

Nice to have: Redis, Kafka

Benefits: health insurance, 401(k) and paid time off.
We are an equal opportunity employer and value diversity regardless of race or gender identity.`;

describe('the job-description parser', () => {
  const job = parseJobDescription(POSTING);

  it('reads the title, company, years, degree and certifications', () => {
    expect(job.title).toBe('Senior Backend Engineer');
    expect(job.company).toBe('Surma Fintech');
    expect(job.yearsOfExperience).toBe(5);
    expect(job.impliedYears).toBe(5);
    expect(job.educationLevel).toBe('bachelor');
    expect(job.certifications.join(' ')).toContain('AWS Certified');
    expect(job.responsibilities).toContain('Design and build payment APIs');
  });

  it('reads the degree levels Bangladeshi postings write with dots', () => {
    const level = (line: string) =>
      parseJobDescription(`Accounts Officer\nRequirements:\n- ${line}`).educationLevel;
    expect(level('M.B.A in Finance or Accounting')).toBe('master');
    expect(level('M.S.S. in Economics')).toBe('master');
    expect(level('LL.M from a recognised university')).toBe('master');
    expect(level('B.B.A in Marketing')).toBe('bachelor');
    expect(level('B.S.S. (Hons) in any discipline')).toBe('bachelor');
    expect(level('LL.B (Hons)')).toBe('bachelor');
    expect(level('M.B.B.S with BMDC registration')).toBe('bachelor');
    expect(level('B.S : Computer Science')).toBe('bachelor');
  });

  it('weighs required skills above preferred ones and ignores the boilerplate', () => {
    const skill = (name: string) => job.skills.find((entry) => entry.name === name);
    expect(skill('Node.js')?.required).toBe(true);
    expect(skill('Redis')?.required).toBe(false);
    expect(skill('Node.js')!.weight).toBeGreaterThan(skill('Redis')!.weight);
    expect(skill('Salesforce')).toBeUndefined();
    expect(skill('Insurance')).toBeUndefined();
  });

  it('reads a posting copied through the wrong encoding as the one written right', () => {
    const garbled = POSTING.replace(/^- /gm, 'â€¢ ').replace(/'/g, 'â€™');
    expect(parseJobDescription(garbled)).toEqual(job);
  });

  it('reads the role from a labelled heading or from the sentence that asks for it', () => {
    const labelled = parseJobDescription(`Job Description: Senior Java Developer (5+ Years of
Experience)

Karnaphuli Systems, Chattogram, Bangladesh

About Us
Karnaphuli Systems is a leading software company.`);
    expect([labelled.title, labelled.company]).toEqual([
      'Senior Java Developer',
      'Karnaphuli Systems',
    ]);

    const prose =
      parseJobDescription(`We are looking for a talented and experienced Backend Engineer to join our
payments team. You will build Node.js services.`);
    expect(prose.title).toBe('Backend Engineer');

    // A bracket that names a team stays; a sentence after the label is no title.
    expect(
      parseJobDescription('Sr. Software Engineer (Developer Experience)\nBuild tools.').title,
    ).toBe('Sr. Software Engineer (Developer Experience)');
    expect(
      parseJobDescription('Job Description: We are seeking a Data Analyst to join us.').title,
    ).toBe('Data Analyst');
    expect(
      parseJobDescription('Gulshan, Dhaka, Bangladesh\nWe are hiring a Sales Officer for Bogura.')
        .title,
    ).toBe('Sales Officer');
  });

  it("reads no skill into the company's name", () => {
    const job = parseJobDescription(`Frontend Developer at Shapla E-commerce
Shapla E-commerce sells groceries online.
Requirements:
- React and TypeScript`);
    expect(job.company).toBe('Shapla E-commerce');
    expect(job.skills.map((skill) => skill.name)).toEqual(
      expect.arrayContaining(['React', 'TypeScript']),
    );
    expect(job.skills.map((skill) => skill.name)).not.toContain('E-commerce');
  });

  it('names no job after a heading, an emoji or a sentence on the first line', () => {
    for (const first of [
      'Requirements',
      'Need 🐍 Python \u0000 devs',
      'আমরা একজন দক্ষ প্রোগ্রামার খুঁজছি।',
    ]) {
      expect(
        parseJobDescription(`${first}\n- Python and Django\n- 2 years`).title,
        first,
      ).toBeNull();
    }
    expect(parseJobDescription('Barista\n- Latte art').title).toBe('Barista');
    expect(parseJobDescription('Formateur en Génie Civil\nExpérience: 3 ans').title).toBe(
      'Formateur en Génie Civil',
    );
  });

  it('puts back the line breaks a web page lost, so boilerplate does not swallow the asks', () => {
    // Scraped postings often arrive as one run of text; the benefits at its end once marked
    // the whole of it as boilerplate, and the posting asked for nothing.
    const job = parseJobDescription(
      "Software Developer 3\nJob DescriptionBachelor's degree in Computer Science.4+ years of experience in cloud development.Strong development experience in Java, Python or similar OO languagesExperience with containerization technologies (e.g., Docker, Kubernetes).BenefitsMedical, dental, and vision insurance, 401(k) and paid time off.",
    );
    const names = job.skills.map((skill) => skill.name);
    expect(names).toEqual(expect.arrayContaining(['Java', 'Python', 'Docker', 'Kubernetes']));
    expect(job.skills.find((skill) => skill.name === 'Java')?.required).toBe(true);
    expect(job.yearsOfExperience).toBe(4);
    // Names written in camel case stay whole.
    expect(
      parseJobDescription(
        'Frontend Engineer\nRequirementsStrong JavaScript and TypeScript.',
      ).skills.map((skill) => skill.name),
    ).toEqual(expect.arrayContaining(['JavaScript', 'TypeScript']));
  });

  it("takes a skill from another field for the company's business unless a requirement names it", () => {
    const about =
      'Backend Engineer\nWe are changing how families buy insurance.\nRequirements\n- 3 years of Python and PostgreSQL\n- Docker and AWS';
    expect(parseJobDescription(about).skills.map((skill) => skill.name)).not.toContain('Insurance');
    const asked = `${about}\n- Strong knowledge of insurance underwriting required`;
    expect(parseJobDescription(asked).skills.map((skill) => skill.name)).toContain('Insurance');
    // In an accountant's posting the finance skills are the field itself.
    const accountant = parseJobDescription(
      'Accountant\nWe are a software company.\nRequirements\n- Bookkeeping, accounts payable and VAT returns\n- Tally',
    );
    expect(accountant.skills.length).toBeGreaterThan(1);
    expect(accountant.skills.every((skill) => skill.category !== 'software')).toBe(true);
  });

  it('takes a long first line for the title when it names a role', () => {
    expect(
      parseJobDescription(
        'Senior Full Stack Python Engineer - (SaaS Product Development) On-Site - San Francisco\nRequirements: Python',
      ).title,
    ).toBe(
      'Senior Full Stack Python Engineer - (SaaS Product Development) On-Site - San Francisco',
    );
  });

  it("keeps contact details, pay and hiring law out of the posting's keywords", () => {
    const job = parseJobDescription(
      'Senior Python Engineer\nPlease contact Tania Sultana\n01711-000000\ntania@recruit.example\n5 years of IT experience developing with Python and MySQL.\nEstimated Min Rate: $73500.00\nQualified applicants with arrest or conviction records will be considered under the Fair Chance Ordinance.',
    );
    const terms = job.keywords.map((keyword) => keyword.term);
    expect(terms).toEqual(expect.arrayContaining(['python', 'mysql']));
    for (const noise of [
      '01711-000000',
      'tania@recruit.example',
      '73500.00',
      'senior',
      'applicant',
      'ordinance',
    ]) {
      expect(
        terms.some((term) => noise.startsWith(term)),
        noise,
      ).toBe(false);
    }
  });

  it("keeps the frame of a requirement (degree, university, age) out of the posting's keywords", () => {
    const job = parseJobDescription(
      "Mechanical Engineer\nResponsibilities\nMachinery maintenance\nEducation\nBachelor's degree in Mechanical Engineering from a reputed university\nExperience\nAt least 2 years\nAge: Age 25 to 40 years",
    );
    const terms = job.keywords.map((keyword) => keyword.term);
    expect(terms).toEqual(expect.arrayContaining(['mechanical', 'machinery', 'maintenance']));
    for (const frame of ['bachelor', 'degree', 'reput', 'university', 'age', 'year']) {
      expect(terms, frame).not.toContain(frame);
    }
  });

  it('copes with empty or odd input', () => {
    expect(parseJobDescription('').skills).toEqual([]);
    expect(parseJobDescription('x'.repeat(70_000)).title).toBeNull();
    // Runs that made a pattern retry along the text once took seconds.
    for (const text of [
      `Engineer\nRequirements\nx${' '.repeat(49_000)}x`,
      `x${':'.repeat(49_000)}x`,
      `We are looking for a ${','.repeat(49_000)}x`,
    ]) {
      expect(parseJobDescription(text).skills).toEqual([]);
    }
    for (const unit of ['A-', '  ', '\t', ' \n']) {
      expect(parseJobDescription(`Engineer\nRequirements\n${unit.repeat(25_000)}`).skills).toEqual(
        [],
      );
    }
  });
});
