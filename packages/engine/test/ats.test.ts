import { describe, expect, it } from 'vitest';
import { analyzeAts } from '../src/ats';

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

  it('never fails on empty or huge input', () => {
    expect(analyzeAts('', '').atsScore).toBeGreaterThanOrEqual(0);
    expect(analyzeAts('a'.repeat(100_000), 'b'.repeat(50_000)).atsScore).toBeLessThan(50);
  });
});
