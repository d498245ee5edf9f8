import { describe, expect, it } from 'vitest';
import { tokenize } from '../src/text/tokens';
import {
  ambiguousNames,
  skillFamilies,
  skillImplications,
  skillTaxonomy,
} from '../src/skills/taxonomy';

const CATEGORIES = [
  'software',
  'practices',
  'databases',
  'data',
  'cloud-devops',
  'security',
  'design',
  'business',
  'office',
  'accounting',
  'finance',
  'marketing',
  'sales',
  'customer-service',
  'healthcare',
  'science',
  'teaching',
  'hospitality',
  'engineering',
  'trades',
  'legal',
  'hr',
  'logistics',
  'media',
  'agriculture',
  'language',
  'soft',
];

const forms = (entry: { name: string; aliases: string[] }) => [entry.name, ...entry.aliases];

/** Every spelling, lower-cased, to the name of the skill it belongs to. */
const owner = new Map<string, string>();
for (const entry of skillTaxonomy) {
  for (const form of forms(entry)) owner.set(form.toLowerCase(), entry.name);
}
const lookup = (spelling: string) => owner.get(spelling.toLowerCase());

describe('the skills taxonomy', () => {
  it('has unique names, case-insensitively', () => {
    const names = skillTaxonomy.map((entry) => entry.name.toLowerCase());
    const repeated = names.filter((name, i) => names.indexOf(name) !== i);
    expect(repeated).toEqual([]);
  });

  it('gives every spelling to one skill only, and never repeats the name as an alias', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const entry of skillTaxonomy) {
      for (const form of forms(entry)) {
        const key = form.toLowerCase();
        const other = seen.get(key);
        if (other !== undefined) clashes.push(`"${form}": ${other} / ${entry.name}`);
        seen.set(key, entry.name);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('has no spellings that tokenise away or collide once tokenised', () => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const entry of skillTaxonomy) {
      for (const form of forms(entry)) {
        if (form === '' || form !== form.trim()) problems.push(`blank or padded: "${form}"`);
        const key = tokenize(form)
          .map((token) => token.lower)
          .join(' ');
        if (key === '') problems.push(`no tokens: "${form}"`);
        const other = seen.get(key);
        if (other !== undefined && other !== entry.name) {
          problems.push(`"${form}" tokenises like a spelling of ${other}`);
        }
        seen.set(key, entry.name);
      }
    }
    expect(problems).toEqual([]);
  });

  it('uses only the declared kinds and categories, soft skills apart', () => {
    const wrong = skillTaxonomy
      .filter(
        (entry) =>
          !['hard', 'soft'].includes(entry.kind) ||
          !CATEGORIES.includes(entry.category) ||
          (entry.kind === 'soft') !== (entry.category === 'soft'),
      )
      .map((entry) => `${entry.name}: ${entry.kind}/${entry.category}`);
    expect(wrong).toEqual([]);
    const used = new Set(skillTaxonomy.map((entry) => entry.category));
    expect([...used].sort()).toEqual([...CATEGORIES].sort());
  });

  it('is broad: hundreds of hard skills across fields, and a few dozen soft ones', () => {
    const count = (category: string) =>
      skillTaxonomy.filter((entry) => entry.category === category).length;
    expect(skillTaxonomy.filter((entry) => entry.kind === 'hard').length).toBeGreaterThan(600);
    expect(count('soft')).toBeGreaterThanOrEqual(40);
    for (const field of [
      'finance',
      'accounting',
      'marketing',
      'sales',
      'healthcare',
      'teaching',
      'hospitality',
      'engineering',
      'legal',
      'hr',
      'logistics',
      'office',
      'design',
      'language',
    ]) {
      expect(count(field), field).toBeGreaterThanOrEqual(8);
    }
  });

  it('normalises the common spellings to one name', () => {
    const examples: Array<[string, string]> = [
      ['JS', 'JavaScript'],
      ['ecmascript', 'JavaScript'],
      ['k8s', 'Kubernetes'],
      ['ReactJS', 'React'],
      ['React.js', 'React'],
      ['MS Excel', 'Microsoft Excel'],
      ['Excel', 'Microsoft Excel'],
      ['Node', 'Node.js'],
      ['NodeJS', 'Node.js'],
      ['Postgres', 'PostgreSQL'],
      ['GCP', 'Google Cloud'],
      ['Amazon Web Services', 'AWS'],
      ['ML', 'Machine Learning'],
      ['continuous integration', 'CI/CD'],
      ['CI-CD', 'CI/CD'],
      ['csharp', 'C#'],
      ['cpp', 'C++'],
      ['dotnet', '.NET'],
      ['golang', 'Go'],
      ['Bengali', 'Bangla'],
      ['sklearn', 'scikit-learn'],
      ['Tally Prime', 'Tally'],
      ['financial modelling', 'Financial Modeling'],
      ['SEO', 'Search Engine Optimization'],
      ['AdWords', 'Google Ads'],
      ['EHR', 'Electronic Medical Records'],
      ['lesson plans', 'Lesson Planning'],
      ['F&B', 'Food and Beverage'],
      ['HACCP', 'Food Safety'],
      ['STAAD', 'STAAD Pro'],
      ['talent acquisition', 'Recruitment'],
      ['G Suite', 'Google Workspace'],
      ['detail-oriented', 'Attention to Detail'],
    ];
    for (const [spelling, name] of examples) expect(lookup(spelling), spelling).toBe(name);
  });

  it('keeps negotiation and the like soft, and customer service hard', () => {
    for (const name of [
      'Negotiation',
      'Communication',
      'Teamwork',
      'Leadership',
      'Time Management',
    ])
      expect(skillTaxonomy.find((entry) => entry.name === name)?.kind, name).toBe('soft');
    expect(skillTaxonomy.find((entry) => entry.name === 'Customer Service')?.kind).toBe('hard');
  });

  it('lists ambiguous words in lower case, each one a spelling the taxonomy has', () => {
    for (const word of ambiguousNames) {
      expect(word, word).toBe(word.toLowerCase());
      expect(owner.has(word), `"${word}" is no spelling of any skill`).toBe(true);
    }
    for (const word of ['go', 'r', 'c', 'swift', 'rust', 'rest']) {
      expect(ambiguousNames.has(word), word).toBe(true);
    }
    // Ordinary words must not be spellings at all, ambiguous or not.
    for (const word of ['market', 'design', 'testing', 'management', 'solid', 'containers']) {
      expect(owner.has(word), word).toBe(false);
    }
  });

  it('builds families and implications from canonical names only', () => {
    const names = new Set(skillTaxonomy.map((entry) => entry.name));
    for (const family of skillFamilies) {
      for (const member of family) expect(names.has(member), member).toBe(true);
    }
    for (const [broad, specifics] of Object.entries(skillImplications)) {
      for (const name of [broad, ...specifics]) expect(names.has(name), name).toBe(true);
    }
  });
});
