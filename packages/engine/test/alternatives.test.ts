import { describe, expect, it } from 'vitest';
import { analyzeAts } from '../src/ats';
import { parseJobDescription } from '../src/job-description';
import { alternativeGroups } from '../src/skills/alternatives';

describe('skills a posting offers as alternatives', () => {
  it('reads a list joined by "or" or slashes as a choice, and one joined by "and" as all', () => {
    expect(
      alternativeGroups('Experience in Java, Python, C++, C#, or similar OO languages'),
    ).toEqual([['Java', 'Python', 'C++', 'C#']]);
    expect(alternativeGroups('Principal Engineer (Golang / Rust / Java / Node.JS)')).toEqual([
      ['Go', 'Rust', 'Java', 'Node.js'],
    ]);
    expect(alternativeGroups('Node.js, TypeScript, and React')).toEqual([]);
    // The choice ends where "and" adds a skill; a name with a slash in it stays one skill.
    expect(alternativeGroups('C/C++ and Python')).toEqual([['C', 'C++']]);
    expect(alternativeGroups('CI/CD, Docker and Kubernetes')).toEqual([]);
  });

  it('stays fast on long runs of words, slashes and commas', () => {
    const started = performance.now();
    for (const text of [
      'x'.repeat(70_000),
      '/'.repeat(50_000),
      'a/'.repeat(30_000),
      'or '.repeat(30_000),
    ]) {
      alternativeGroups(text);
    }
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('keeps a skill asked for on its own whatever else the posting offers', () => {
    const job = parseJobDescription(
      'Backend Engineer\nRequirements:\n- Java, Python or Go\n- Strong Python testing skills',
    );
    const skill = (name: string) => job.skills.find((entry) => entry.name === name);
    expect(skill('Java')?.alternatives).toEqual(['Python', 'Go']);
    expect(skill('Python')?.alternatives).toBeUndefined();
  });

  it('does not count the other choices as missing once the CV shows one', () => {
    const cv = `Farzana Haque
Backend Developer
farzana.haque@example.com | +880 1811-000000

Experience
Backend Developer | Jamuna Soft | Jan 2020 – Present
- Built Python services on PostgreSQL for 30,000 users

Skills
Python, PostgreSQL`;
    const report = analyzeAts(
      cv,
      'Backend Developer\nRequirements:\n- 3+ years with Java, Python or Go\n- PostgreSQL',
    );
    expect(report.missingKeywords).not.toContain('Java');
    expect(report.missingKeywords).not.toContain('Go');
    expect(report.missingKeywords).toEqual([]);
    expect(report.summary).toContain('covers 3 of 3 key skills');
    expect(report.suggestions.join(' ')).not.toMatch(/Add (?:Java|Go)\b/);
    // Without any of them, the choice is what is missing.
    const without = analyzeAts(
      cv.replaceAll('Python', 'Ruby'),
      'Backend Developer\nRequirements:\n- Java, Python or Go\n- PostgreSQL',
    );
    expect(without.missingKeywords).toEqual(expect.arrayContaining(['Java', 'Python', 'Go']));
  });
});
