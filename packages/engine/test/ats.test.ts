import { describe, expect, it } from 'vitest';
import { analyzeAts, fitFromBreakdown, mostStressed } from '../src/ats';
import { CALIBRATION, calibratedScore } from '../src/ats/calibration';
import { parseJobDescription } from '../src/job-description';

const CV = `Nusrat Jahan
Backend Developer
nusrat.jahan@example.com | +880 1711-000000 | Dhaka, Bangladesh

Summary
Backend developer with 4 years of experience building APIs with Node.js and TypeScript.

Experience
Backend Developer | Padma Cloudworks | Jan 2021 – Present
- Built REST APIs in Node.js and TypeScript serving 40,000 daily users
- Cut PostgreSQL query times by 35% with better indexes
- Maintained the deployment scripts for the team

Junior Developer | Karnaphuli Labs | Jun 2019 – Dec 2020
- Wrote unit tests with Jest and fixed bugs in an Express service

Education
B.Sc. in Computer Science and Engineering, Jamuna Institute of Technology, 2015 – 2019

Skills
Node.js, TypeScript, JavaScript, PostgreSQL, Express, Jest, Git, Docker`;

const BACKEND_JOB = `Backend Engineer
Requirements:
- 3+ years of experience with Node.js and TypeScript
- Strong PostgreSQL skills
- Experience with Docker and Kubernetes
- Bachelor's degree in Computer Science`;

const NURSE_JOB = `Staff Nurse
Requirements:
- Registered nurse with patient care and medication administration experience
- Phlebotomy, infection control and electronic health records
- Diploma in Nursing`;

describe('the ATS scorer', () => {
  const report = analyzeAts(CV, BACKEND_JOB);

  it('does not count years in another line of work as meeting the years asked for', () => {
    const chef = analyzeAts(
      'Karim Mia\nkarim@example.com\nExperience\nHead Chef, Padma Hotel, Jan 2015 - Present\n- Ran a kitchen of 12 cooks',
      BACKEND_JOB,
    );
    expect(chef.strengths.join('\n')).not.toMatch(/meets the 3\+ years/);
    expect(report.strengths.join('\n')).toMatch(/meets the 3\+ years/);
  });

  it('writes its advice in plain, correct English', () => {
    const bare = analyzeAts('Nusrat Jahan\nnusrat@example.com\nNode.js', BACKEND_JOB);
    const advice = bare.suggestions.join('\n');
    expect(advice).toMatch(/an Experience section/);
    expect(advice).toMatch(/an Education section/);
    expect(advice).not.toMatch(/\ba [AEIOU]/);
    expect(advice).not.toMatch(/\b1 words\b/);
  });

  it('scores a fitting CV above an unrelated one', () => {
    expect(report.atsScore).toBeGreaterThan(analyzeAts(CV, NURSE_JOB).atsScore + 20);
    expect(report.atsScore).toBeGreaterThanOrEqual(60);
  });

  it('explains the score with keywords and a breakdown', () => {
    expect(report.matchedKeywords).toEqual(expect.arrayContaining(['Node.js', 'PostgreSQL']));
    expect(report.missingKeywords).toContain('Kubernetes');
    expect(Object.keys(report.breakdown)).toEqual([
      'hardSkills',
      'jobTitle',
      'field',
      'keywords',
      'experience',
      'education',
      'readability',
    ]);
    expect(report.breakdown.education).toBe(100);
    expect(report.breakdown.experience).toBe(100);
  });

  it('names the missing skills, where to add them and the bullet without numbers', () => {
    const advice = report.suggestions.join('\n');
    expect(advice).toContain('Kubernetes');
    expect(advice).toContain('Backend Developer role at Padma Cloudworks');
    expect(advice).toContain('Maintained the deployment scripts');
  });

  it('asks for years the CV does not show', () => {
    const senior = analyzeAts(CV, `${BACKEND_JOB}\n- 8+ years of professional experience`);
    expect(senior.breakdown.experience).toBeLessThan(100);
    expect(senior.suggestions.join(' ')).toContain('8+ years');
  });

  it('points to the role with the latest dates and counts years as the dates add up', () => {
    const internFirst = `Rakib Hasan
rakib.hasan@example.com

Summary
IT support professional with 5 years in networking.

Experience
Network Engineer Intern | Meghna Telecom Ltd. | Jan 2023 – Jun 2023
- Configured Cisco routers for branch offices

IT Support Executive | Padma Data Bank | Jul 2023 – Present
- Resolved help desk tickets for 300 staff`;
    const report = analyzeAts(
      internFirst,
      'IT Support Officer\nRequirements:\n- 3+ years of experience\n- Windows Server and Active Directory',
    );
    const said = [...report.strengths, ...report.suggestions].join('\n');
    expect(said).toContain('your IT Support Executive role at Padma Data Bank');
    expect(said).not.toContain('Network Engineer Intern role');
    // Counted to the day the test runs: never the summary's 5, never rounded up.
    const months = (new Date().getFullYear() - 2023) * 12 + new Date().getMonth() + 1;
    const years = Math.floor(months / 12);
    expect(said).toContain(`${months % 12 === 0 ? '' : 'over '}${years} years`);
  });

  it('says when the skills a CV has are the ones the posting stresses most', () => {
    const job = `Backend Developer
Requirements:
- Python and Django, 3+ years
- PostgreSQL in production
Nice to have: Kafka, Redis, Terraform`;
    const strong = analyzeAts(
      'Backend Developer\nPython, Django and PostgreSQL at Padma Pay.',
      job,
    );
    expect(strong.summary).toContain('including the three the posting stresses most');
    const weak = analyzeAts('Backend Developer\nKafka, Redis and Terraform at Padma Pay.', job);
    expect(weak.summary).not.toContain('stresses most');
  });

  it('reads the field of the degree asked for, not its level alone', () => {
    const job = `Backend Engineer
Requirements:
- 3+ years of experience with Node.js and TypeScript
Education
- Bachelor of Science (BSc) in Computer Science & Engineering from a reputed university.`;
    expect(parseJobDescription(job).fieldsOfStudy).toEqual(['Computer Science & Engineering']);
    expect(analyzeAts(CV, job).breakdown.education).toBe(100);
    // The same CV with a degree of that level in another field is half a match, and told so.
    const otherField = CV.replace(
      'B.Sc. in Computer Science and Engineering',
      'Bachelor of Business Administration in Accounting',
    );
    const report = analyzeAts(otherField, job);
    expect(report.breakdown.education).toBe(50);
    expect(report.suggestions.join(' ')).toContain(
      'The job asks for a degree in Computer Science & Engineering, and your degrees are in other fields.',
    );
    // A posting that names no field asks for the level only.
    expect(
      analyzeAts(otherField, job.replace(' in Computer Science & Engineering', '')).breakdown
        .education,
    ).toBe(100);
  });

  it("reads years from under a Bdjobs posting's Experience heading, not from the age asked", () => {
    const job = (experience: string) =>
      `Accounts Officer\nResponsibilities\nVAT returns\nEducation\nBBA in Accounting\nExperience\n${experience}\nAge: Age 18 to 30 years`;
    expect(parseJobDescription(job('At least 3 years')).yearsOfExperience).toBe(3);
    expect(parseJobDescription(job('2 to 5 years')).yearsOfExperience).toBe(2);
    expect(parseJobDescription(job('Freshers are welcome')).yearsOfExperience).toBeNull();
    const junior = CV.replace('Jan 2021 – Present', 'Jan 2024 – Present').replace(
      /Junior Developer[^\n]*\n[^\n]*\n/,
      '',
    );
    const asked = analyzeAts(junior, BACKEND_JOB.replace('3+ years of experience with', 'Strong'));
    const years = analyzeAts(
      junior,
      `${BACKEND_JOB.replace('3+ years of experience with', 'Strong')}\nExperience\nAt least 5 years`,
    );
    expect(years.breakdown.experience).toBeLessThan(asked.breakdown.experience!);
    expect(years.suggestions.join(' ')).toContain('The job asks for 5+ years of experience');
  });

  it("reads the job's field after the dash when the title names the post alone", () => {
    const job = `Executive - VAT
Responsibilities
VAT returns and monthly reconciliations
Skills: VAT, Tally, Microsoft Excel`;
    const vat = `Shirin Akter
VAT Executive, Surma Traders (Jan 2019 - Present)
Skills
VAT, Tally, Microsoft Excel`;
    const sales = `Shirin Akter
Sales Executive, Surma Traders (Jan 2019 - Present)
Skills
Negotiation, Microsoft Excel`;
    expect(analyzeAts(vat, job).breakdown.jobTitle).toBe(100);
    // Not a full match for sharing the word "Executive", as when the title was read as that alone.
    expect(analyzeAts(sales, job).breakdown.jobTitle).toBeLessThanOrEqual(50);
  });

  it("weighs whether the CV's skills lie in the job's field when the posting names few", () => {
    // A posting that names duties and two broad skills, neither of which either CV says.
    const job = `Mechanical Engineer
Responsibilities
Machinery Maintenance
Troubleshooting
Report Preparation
Education
Bachelor of Science (BSc) in Mechanical Engineering
Experience
2 to 5 years`;
    const engineer = `Rafiq Hasan
Experience
Design Engineer, Meghna Plastics (Jan 2018 - Present)
Education
B.Sc. in Mechanical Engineering, Chattogram Institute of Engineering, 2017
Skills
SolidWorks, AutoCAD, ANSYS, Finite Element Analysis`;
    const accountant = `Sadia Rahman
Experience
Senior Accountant, Meghna Plastics (Jan 2018 - Present)
Education
BBA in Accounting, Dhaka College of Commerce, 2017
Skills
Tally, Bookkeeping, Financial Reporting, Accounts Payable`;
    const fit = analyzeAts(engineer, job);
    const other = analyzeAts(accountant, job);
    expect(fit.breakdown.field).toBe(100);
    expect(other.breakdown.field).toBe(0);
    expect(fit.atsScore).toBeGreaterThan(other.atsScore + 20);
    expect(other.suggestions.join(' ')).toContain(
      "Most of the skills your CV shows (Accounting, Tally and Bookkeeping) are from another field than this job's (Mechanical Engineering).",
    );
    expect(fit.suggestions.join(' ')).not.toContain('another field');
    // A posting whose skills belong to no field (office tools alone) leaves the part out.
    expect(
      analyzeAts(engineer, 'Office Assistant\nMicrosoft Excel and typing').breakdown.field,
    ).toBe(undefined);
  });

  it("counts a CV that describes the posting's duties when the posting names them, not tools", () => {
    // The one skill named, which neither CV shows, must not leave the duties unweighed.
    const job = `Field Officer
Responsibilities
Supervise loan collection from borrowers
Visit village savings groups every week
Prepare monthly collection reports
Skills: Microfinance`;
    const officer = `Jamal Uddin
Field Officer, Padma Unnayan Sangstha (Jan 2019 - Present)
- Supervised loan collection from 300 borrowers
- Visited 12 village savings groups every week and prepared monthly collection reports`;
    const clerk = `Jamal Uddin
Field Officer, Padma Unnayan Sangstha (Jan 2019 - Present)
- Answered phone calls and kept the office diary`;
    expect(analyzeAts(officer, job).atsScore).toBeGreaterThan(analyzeAts(clerk, job).atsScore + 15);
  });

  it('never fails on empty or huge input', () => {
    expect(analyzeAts('', '').atsScore).toBeGreaterThanOrEqual(0);
    expect(analyzeAts('a'.repeat(100_000), 'b'.repeat(50_000)).atsScore).toBeLessThan(50);
  });
});

const CHEF_CV = `Rafiq Hasan
Head Chef
rafiq.hasan@example.com | +880 1812-000000 | Chattogram

Summary
Head chef with 9 years of experience running hotel kitchens and banquets.

Experience
Head Chef | Karnaphuli Grand Hotel | Mar 2019 – Present
- Led a kitchen team of 14 cooks serving 600 covers a day
- Cut food waste by 20% with new menu planning and stock rotation
- Trained staff in food safety and HACCP

Sous Chef | Sea Pearl Restaurant | Jan 2015 – Feb 2019
- Ran the line for Bengali, Thai and continental menus

Education
Diploma in Culinary Arts, Bangladesh Hotel Management Institute, 2014

Skills
Menu planning, food safety, HACCP, kitchen management, inventory, catering`;

const NURSE_CV = `Shirin Akter
Registered Nurse
shirin.akter@example.com | +880 1913-000000 | Khulna

Summary
Registered nurse with 6 years of experience in medical and surgical wards.

Experience
Senior Staff Nurse | Rupsha General Hospital | Feb 2020 – Present
- Cared for 25 patients a shift in a surgical ward
- Administered medication and kept electronic health records
- Led infection control audits that cut ward infections by 30%

Staff Nurse | Bhairab Clinic | Jan 2018 – Jan 2020
- Phlebotomy, wound care and patient education

Education
B.Sc. in Nursing, Meghna College of Nursing, 2013 – 2017

Skills
Patient care, medication administration, phlebotomy, infection control, electronic health records`;

const ACCOUNTANT_JOB = `Accountant
Requirements:
- 3+ years of experience in accounting and financial reporting
- Bookkeeping, accounts payable and receivable, bank reconciliation
- VAT and tax returns, IFRS
- Advanced Microsoft Excel; Tally or QuickBooks
- Bachelor's degree in Accounting or Finance`;

const FRONTEND_JOB = `Senior Frontend Engineer
Requirements:
- 5+ years building web apps with React and TypeScript
- Strong JavaScript, HTML and CSS
- Next.js, Redux and GraphQL
- Testing with Jest and Cypress
- Webpack, CI/CD, Git, accessibility and performance optimization
- Bachelor's degree in Computer Science`;

describe('the ATS score reads as what it says', () => {
  it('gives a CV from another line of work under 30', () => {
    expect(analyzeAts(CHEF_CV, BACKEND_JOB).atsScore).toBeLessThan(30);
    expect(analyzeAts(NURSE_CV, ACCOUNTANT_JOB).atsScore).toBeLessThan(30);
    expect(analyzeAts(CV, NURSE_JOB).atsScore).toBeLessThan(30);
    expect(analyzeAts(CHEF_CV, FRONTEND_JOB).atsScore).toBeLessThan(30);
  });

  it('scores a CV built for the posting 75 or more, a likely pass', () => {
    expect(analyzeAts(CV, BACKEND_JOB).atsScore).toBeGreaterThanOrEqual(75);
    expect(analyzeAts(NURSE_CV, NURSE_JOB).atsScore).toBeGreaterThanOrEqual(75);
  });

  it('maps the fit to the score through a monotone calibration from 0 to 100', () => {
    expect(calibratedScore(0)).toBe(0);
    expect(calibratedScore(1)).toBe(100);
    let previous = -1;
    for (let fit = 0; fit <= 1.0001; fit += 0.01) {
      const score = calibratedScore(fit);
      expect(score).toBeGreaterThanOrEqual(previous);
      previous = score;
    }
    for (const [fit, score] of CALIBRATION) expect(calibratedScore(fit)).toBe(score);
  });

  it('never lowers the score when a part of the breakdown improves', () => {
    const base = {
      hardSkills: 60,
      jobTitle: 50,
      field: 50,
      keywords: 40,
      experience: 70,
      education: 60,
      readability: 80,
    };
    for (const key of Object.keys(base) as Array<keyof typeof base>) {
      expect(fitFromBreakdown({ ...base, [key]: 100 })).toBeGreaterThanOrEqual(
        fitFromBreakdown(base),
      );
    }
  });
});

/** A web developer with about half of what FRONTEND_JOB names. */
const WEB_CV = `Tahmid Chowdhury
Web Developer
tahmid.chowdhury@example.com | +880 1615-000000 | Dhaka

Summary
Web developer with 6 years of experience building company websites.

Experience
Web Developer | Shapla Digital | Jan 2019 – Present
- Built 30 client websites in JavaScript, HTML and CSS
- Moved 12 sites from jQuery to React, cutting page load time by 40%

Junior Web Developer | Bakul Studio | Jan 2017 – Dec 2018
- Kept the sites in Git and fixed layout bugs reported by 50 clients

Education
B.Sc. in Computer Science, Rangpur Institute of Technology, 2012 – 2016

Skills
JavaScript, HTML, CSS, React, jQuery, Git, WordPress`;

describe('the ATS breakdown adds up', () => {
  const cvs = [CV, CHEF_CV, NURSE_CV, WEB_CV];
  const jobs = [BACKEND_JOB, NURSE_JOB, ACCOUNTANT_JOB, FRONTEND_JOB];
  const reports = cvs.flatMap((cv) =>
    jobs.map((job) => ({ job: parseJobDescription(job), report: analyzeAts(cv, job) })),
  );

  it('says strong, partial or weak as the total says', () => {
    for (const { report } of reports) {
      const match = /Your CV is a (strong|partial|weak) match/.exec(report.summary)?.[1];
      const expected =
        report.atsScore >= 75 ? 'strong' : report.atsScore >= 50 ? 'partial' : 'weak';
      expect(match, report.summary).toBe(expected);
      expect(report.summary).toContain(`(${report.atsScore}/100)`);
    }
  });

  it('counts the same key skills in the summary, the strengths and the keywords', () => {
    for (const { job, report } of reports) {
      const covers = /covers (\d+) of (\d+) key skills/.exec(report.summary);
      expect(covers, report.summary).not.toBeNull();
      expect(Number(covers![1])).toBe(report.matchedKeywords.length);
      expect(Number(covers![2])).toBe(job.skills.length);
      const shows = report.strengths.find((line) => line.startsWith('Your CV shows'));
      if (report.matchedKeywords.length > 0) {
        expect(shows).toContain(`${report.matchedKeywords.length} of the ${job.skills.length}`);
      } else {
        expect(shows).toBeUndefined();
      }
    }
  });

  it('rates Hard skills high only when the skills the posting stresses most are found', () => {
    for (const { job, report } of reports) {
      const stressed = mostStressed(job).map((skill) => skill.name);
      const found = stressed.filter((name) => report.matchedKeywords.includes(name)).length;
      if ((report.breakdown.hardSkills ?? 0) >= 75)
        expect(found, report.summary).toBeGreaterThanOrEqual(2);
      if (found === 0) expect(report.breakdown.hardSkills ?? 0, report.summary).toBeLessThan(50);
    }
  });

  it('does not rate Hard skills high for a CV with half the key skills', () => {
    const half = analyzeAts(WEB_CV, FRONTEND_JOB);
    const covers = /covers (\d+) of (\d+) key skills/.exec(half.summary)!;
    expect(Number(covers[1]) / Number(covers[2])).toBeLessThan(0.6);
    expect(half.breakdown.hardSkills).toBeLessThan(75);
    expect(half.summary).not.toContain('strong match');
  });

  it('says why Hard skills is low when the CV shows the skills asked for among many others', () => {
    const broadCv = `Rashed Karim
Software Engineer
rashed.karim@example.com | +880 1711-000000

Experience
Software Engineer | Meghna Soft | Jan 2018 – Present
- Built Java and Spring Boot services, deployed with Docker and Kubernetes on AWS
- Wrote Java batch jobs, React dashboards and Terraform modules for 12 teams
- Kept Java services on Kubernetes healthy; wrote one Python script for reports

Skills
Java, Spring Boot, Kubernetes, Docker, AWS, React, Terraform, Kafka, Redis, Python, MySQL`;
    const report = analyzeAts(
      broadCv,
      'Python Developer\nRequirements:\n- 3+ years of Python\n- MySQL\n- Python scripting for data reports',
    );
    expect(report.matchedKeywords).toEqual(expect.arrayContaining(['Python', 'MySQL']));
    expect(report.breakdown.hardSkills).toBeLessThan(75);
    const advice = report.suggestions.find((line) => line.startsWith('Your CV says more about'));
    expect(advice, report.suggestions.join('\n')).toMatch(/Java/);
    expect(advice).toContain('put Python and MySQL first');
  });

  it('leaves Job title out when the posting names no role, instead of granting it', () => {
    const untitled = analyzeAts(CV, 'Requirements:\n- Node.js and PostgreSQL\n- Kubernetes');
    expect(untitled.breakdown).not.toHaveProperty('jobTitle');
    expect(untitled.suggestions.join(' ')).not.toContain('The posting is for');
    // A bracket that opens the title qualifies the role; the role is still matched.
    const bracketed = analyzeAts(CV, '(Senior) Chef de Partie\nRequirements:\n- Node.js');
    expect(bracketed.breakdown.jobTitle).toBeLessThan(50);
  });

  it('never calls a CV a strong match without the skills or the title for it', () => {
    for (const { report } of reports) {
      if (report.atsScore >= 75) {
        expect(report.breakdown.hardSkills).toBeGreaterThanOrEqual(60);
        expect(report.summary).toContain('strong match');
      }
      if ((report.breakdown.hardSkills ?? 0) < 40 && (report.breakdown.jobTitle ?? 0) < 50) {
        expect(report.atsScore, report.summary).toBeLessThan(50);
      }
      const titleStrength = report.strengths.some((line) => line.includes('job titles match'));
      expect(titleStrength).toBe((report.breakdown.jobTitle ?? 0) >= 75);
    }
  });
});
