import { sampleCv } from '@careercard/shared/cv-sample';
import { cvToText } from '@careercard/shared/cv-text';
import { describe, expect, it, vi } from 'vitest';
import { analyzeQuality } from '../src/quality';
import { tailorCv } from '../src/tailor';
import { writeContent } from '../src/writing-help';

const JOB = `Backend Engineer at Surma Fintech
Requirements:
- 3+ years with Kubernetes and PostgreSQL
- Go or Rust a plus`;

describe('tailoring', () => {
  const { tailoredCV, suggestions, coverLetter } = tailorCv(sampleCv, JOB);

  it('reorders toward the job without inventing anything', () => {
    const names = (cv: typeof sampleCv) => cv.skills.map((skill) => skill.name).sort();
    expect(names(tailoredCV)).toEqual(expect.arrayContaining(names(sampleCv)));
    expect(tailoredCV.experience.map((entry) => [entry.title, entry.company])).toEqual(
      sampleCv.experience.map((entry) => [entry.title, entry.company]),
    );
    // Every bullet is still there, only the order moves.
    for (const [index, entry] of tailoredCV.experience.entries()) {
      expect(entry.description.split('\n').sort()).toEqual(
        sampleCv.experience[index]!.description.split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .sort(),
      );
    }
    expect(tailoredCV.personal.summary).toContain('Kubernetes');
    expect(tailoredCV.skills.slice(0, 2).map((skill) => skill.name)).toContain('Kubernetes');
  });

  it('leaves out entries the user added and left blank', () => {
    const blankSkill = { id: 'blank', name: ' ', level: 'Intermediate' as const };
    const result = tailorCv({ ...sampleCv, skills: [blankSkill, ...sampleCv.skills] }, JOB);
    expect(result.tailoredCV.skills.map((skill) => skill.id)).not.toContain('blank');
    expect(result.tailoredCV.skills).toHaveLength(tailoredCV.skills.length);
  });

  it('writes a cover letter to the company and role from real entries', () => {
    expect(coverLetter).toMatch(/^Dear Surma Fintech hiring team,/);
    expect(coverLetter).toContain('Backend Engineer');
    expect(coverLetter).toContain(sampleCv.experience[0]!.company);
    expect(coverLetter).toContain(sampleCv.personal.name);
    expect(suggestions.map((item) => item.area)).toContain('Summary');
  });

  it("keeps the candidate's own words and figures, and says where an added skill shows", () => {
    const frontend = `Senior Frontend Engineer at Meghna Digital
Requirements:
- 5+ years with TypeScript, React and JavaScript
- Experience with Docker and SQL`;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-15'));
    const result = tailorCv(sampleCv, frontend);
    vi.useRealTimers();
    const [opening] = sampleCv.personal.summary.split('. ');
    const summary = result.tailoredCV.personal.summary;
    // The summary says 7 years; its roles' dates (Jan 2018 to now) add up to 9, the one figure
    // the product states: the candidate's sentence keeps its words with that figure.
    expect(opening).toContain('with 7 years of experience');
    expect(summary.startsWith(opening!.replace('7 years', '9 years'))).toBe(true);
    expect(`${summary}\n${result.coverLetter}`).not.toMatch(/\b7\+? years/);
    expect(result.coverLetter).toContain('I have 9 years of experience');
    const advice = result.suggestions.map((item) => item.suggestion).join('\n');
    expect(advice).toContain(
      'Your summary claims 7 years of experience, but the dates of your roles add up to 9 years',
    );
    expect(advice).toContain('JavaScript appears in your activities');
    // Docker is in the CV's tools: neither missing nor listed twice.
    expect(advice).not.toMatch(/Docker appears|asks for[^.]*Docker/);
    expect(result.tailoredCV.skills.map((skill) => skill.name)).not.toContain('Docker');
    // PostgreSQL on the CV shows SQL.
    expect(advice).not.toMatch(/asks for[^.]*\bSQL\b/);
  });

  it('tells duties written as "Developing …" in the past after "I"', () => {
    const cv = {
      ...sampleCv,
      experience: [
        {
          ...sampleCv.experience[0]!,
          description:
            'Developing Kubernetes operators for the payment cluster. Planning PostgreSQL upgrades. Leading two engineers.',
        },
      ],
    };
    const letter = tailorCv(cv, JOB).coverLetter;
    expect(letter).toContain('I developed Kubernetes operators for the payment cluster');
    expect(letter).toContain('planned PostgreSQL upgrades');
    expect(letter).not.toMatch(/\bI developing\b/);
  });
});

describe('the quality scorer', () => {
  const weak = `Karim Uddin
EXPERIENCE
Sales Officer, Bogura Traders, 2019 - 2021
Responsible for sales in the area
Worked on customer visits
I am a hard-working team player`;

  it("marks a draft's blanks as unfinished", () => {
    const drafted = `${cvToText(sampleCv)}\n- Delivered [project or responsibility], improving [X metric] by [X%]`;
    const report = analyzeQuality(drafted);
    expect(report.qualityScore).toBeLessThan(analyzeQuality(cvToText(sampleCv)).qualityScore - 10);
    expect(report.suggestions.join('\n')).toContain('[project or responsibility]');
  });

  it('scores a complete, measurable CV above a thin one and says why', () => {
    const strong = analyzeQuality(cvToText(sampleCv));
    const thin = analyzeQuality(weak);
    expect(strong.qualityScore).toBeGreaterThan(thin.qualityScore + 20);
    const advice = thin.suggestions.join('\n');
    expect(advice).toContain('Responsible for sales');
    expect(advice).toContain('"hard-working"');
    expect(advice).toMatch(/e-mail address/);
    expect(strong.strengths.length).toBeGreaterThan(0);
  });
});

describe('writing help', () => {
  it('improves existing text without inventing figures', () => {
    const text = writeContent({
      fieldType: 'experience',
      existingText: 'responsible for the payroll of 40 staff\nhelped with audits',
    });
    expect(text).toBe('- Managed the payroll of 40 staff\n- Supported audits');
  });

  it('drafts from the context, and gives nothing when there is nothing to go on', () => {
    expect(
      writeContent({ fieldType: 'summary', context: { title: 'Nurse', skills: ['Patient Care'] } }),
    ).toMatch(/^Nurse skilled in Patient Care\./);
    expect(writeContent({ fieldType: 'summary', context: {} })).toBe('');
    expect(writeContent({ fieldType: 'achievement' })).toBe('');
  });

  it('drafts an activity and an achievement in their own words', () => {
    const activity = writeContent({
      fieldType: 'extracurricular',
      context: { name: 'Debate Club', role: 'President' },
    });
    expect(activity).toMatch(/^- As President of Debate Club, organised/);
    expect(activity).not.toMatch(/Built/);
    expect(
      writeContent({ fieldType: 'achievement', context: { title: 'Best Sales Officer 2023' } }),
    ).toMatch(/^Best Sales Officer 2023: /);
  });

  it("improves the user's words without breaking, inventing or blanks", () => {
    expect(
      writeContent({
        fieldType: 'summary',
        existingText:
          'i am hard working person. Hard-working and motivated accountant with 5 years in audit. I am a team player.',
      }),
    ).toBe('Motivated accountant with 5 years in audit.');
    expect(
      writeContent({
        fieldType: 'experience',
        existingText: 'responsible for managing a team of 4\nworked on monthly closing',
      }),
    ).toBe('- Managed a team of 4\n- Contributed to monthly closing');
  });

  it('suggests skills without breaking a bracket or repeating one in other words', () => {
    const existingText = 'AWS (EC2, VPC), Cisco IOS, JS, Java';
    const text = writeContent({
      fieldType: 'skills',
      context: {
        title: 'Network Engineer',
        description:
          'Network Engineer Intern Configured Cisco routers and AWS EC2 instances, wrote JavaScript tools, ran Docker and Kubernetes',
      },
      existingText,
    });
    expect(text.startsWith(`${existingText}, `)).toBe(true);
    const added = text.slice(existingText.length + 2).split(', ');
    expect(added).toEqual(expect.arrayContaining(['Docker', 'Kubernetes']));
    // Cisco is in "Cisco IOS", AWS and EC2 in "AWS (EC2, VPC)", JavaScript is "JS".
    expect(added).not.toEqual(expect.arrayContaining(['Cisco']));
    expect(added.filter((name) => /^(?:Cisco|AWS|EC2|VPC\)?|JavaScript)$/.test(name))).toEqual([]);
    // The skills sent as one text keep their brackets too.
    expect(
      writeContent({
        fieldType: 'summary',
        context: { title: 'Cloud Engineer', skills: 'AWS (EC2, VPC), Terraform' },
      }),
    ).toMatch(/^Cloud Engineer skilled in AWS \(EC2, VPC\) and Terraform\./);
  });

  it('puts no English words into Bangla text', () => {
    const text = writeContent({
      fieldType: 'experience',
      existingText: 'দলের সাথে মিলে নতুন গ্রাহক সেবা ব্যবস্থা চালু করেছি',
    });
    // Nothing to improve: the text comes back as written, and the editor says so.
    expect(text).toBe('দলের সাথে মিলে নতুন গ্রাহক সেবা ব্যবস্থা চালু করেছি');
  });
});
