import { describe, expect, it } from 'vitest';
import { canonicalSkill, findSkills, relatedSkills } from '../src/skills/find-skills';
import { skillTaxonomy } from '../src/skills/taxonomy';

const names = (text: string) => findSkills(text).map((skill) => skill.name);

describe('the skills taxonomy', () => {
  it('has unique names and gives every alias to one skill only', () => {
    const seen = new Map<string, string>();
    for (const entry of skillTaxonomy) {
      for (const form of [entry.name, ...entry.aliases]) {
        const key = form.toLowerCase();
        expect(seen.get(key) ?? entry.name, `"${form}" belongs to two skills`).toBe(entry.name);
        seen.set(key, entry.name);
      }
    }
  });

  it('covers non-technical fields and keeps soft skills apart', () => {
    const categories = new Set(skillTaxonomy.map((entry) => entry.category));
    for (const field of ['finance', 'healthcare', 'sales', 'teaching', 'hospitality', 'design']) {
      expect(categories).toContain(field);
    }
    expect(findSkills('Strong communication and teamwork')).toEqual([
      expect.objectContaining({ name: 'Communication', kind: 'soft' }),
      expect.objectContaining({ name: 'Teamwork', kind: 'soft' }),
    ]);
  });
});

describe('finding skills', () => {
  it('normalises aliases to one name', () => {
    expect(names('JS, ReactJS and k8s; MS Excel; Postgres')).toEqual([
      'JavaScript',
      'React',
      'Kubernetes',
      'Microsoft Excel',
      'PostgreSQL',
    ]);
    expect(canonicalSkill('node js')?.name).toBe('Node.js');
  });

  it('keeps the punctuation of technical names and prefers the longest phrase', () => {
    expect(names('C++, C#, .NET, Node.js, CI/CD and React Native')).toEqual([
      'C++',
      'C#',
      '.NET',
      'Node.js',
      'CI/CD',
      'React Native',
    ]);
    expect(names('Python/Django developer')).toEqual(['Python', 'Django']);
  });

  it('counts words that are also ordinary English only when capitalised', () => {
    expect(names('We go to the rest of the market')).toEqual([]);
    expect(names('Services in Go and a REST API')).toEqual(['Go', 'REST API']);
    expect(names('C-level stakeholders and R&D')).toEqual(['Research and Development']);
  });

  it('counts mentions and knows related skills', () => {
    expect(findSkills('Docker here, docker there')).toEqual([
      expect.objectContaining({ name: 'Docker', count: 2 }),
    ]);
    expect(relatedSkills('React').has('Angular')).toBe(true);
    expect(relatedSkills('React').has('Docker')).toBe(false);
  });
});
