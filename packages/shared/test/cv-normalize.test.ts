import { describe, expect, it } from 'vitest';
import { CV_MAX_ITEMS, emptyCvData } from '../src/cv';
import { dropNulls, normaliseCvData, parseCvData, toCvData } from '../src/cv-normalize';

describe('CV normalisation', () => {
  it('gives every list item without an id a new, unique string id, and keeps existing ones', () => {
    const cv = toCvData({
      experience: [{ title: 'Analyst' }, { title: 'Intern' }, { id: 'keep-me', title: 'Lead' }],
      skills: [{ id: 42, name: 'Excel' }],
      publications: [{ title: 'On tea' }],
      personal: { links: [{ url: 'https://example.test' }] },
    });
    const [a, b, c] = cv.experience;
    expect(typeof a?.id).toBe('string');
    expect(a?.id).not.toBe('');
    expect(a?.id).not.toBe(b?.id);
    expect(c?.id).toBe('keep-me');
    expect(cv.skills[0]?.id).toBe('42');
    expect(cv.publications[0]?.id).toMatch(/\S/);
    expect(cv.personal.links[0]?.id).toMatch(/\S/);
  });

  it('drops null fields and null entries at every depth', () => {
    expect(dropNulls({ a: null, b: { c: null, d: 1 }, e: [null, { f: null }] })).toEqual({
      b: { d: 1 },
      e: [{}],
    });
    const cv = toCvData({
      personal: { name: null, photoUrl: null },
      skills: [null, { name: 'SQL', level: null }],
    });
    expect(cv.personal.name).toBe('');
    expect(cv.personal).not.toHaveProperty('photoUrl');
    expect(cv.skills).toHaveLength(1);
    expect(cv.skills[0]?.level).toBe('Intermediate');
  });

  it('fills the item defaults of the spec', () => {
    const cv = toCvData({
      personal: { links: [{}] },
      experience: [{}],
      education: [{}],
      skills: [{}],
      projects: [{}],
      certifications: [{}],
      languages: [{}],
      tools: [{}],
      achievements: [{}],
      publications: [{}],
      extracurricular: [{}],
      references: [{}],
    });
    const strip = <T extends { id: string }>(item: T | undefined) => {
      const { id: _id, ...rest } = item as T;
      return rest;
    };
    expect(strip(cv.personal.links[0])).toEqual({ label: '', url: '' });
    expect(strip(cv.experience[0])).toEqual({
      title: '',
      company: '',
      location: '',
      startDate: '',
      endDate: '',
      description: '',
    });
    expect(strip(cv.education[0])).toEqual({
      degree: '',
      institution: '',
      location: '',
      startDate: '',
      endDate: '',
      description: '',
    });
    expect(strip(cv.skills[0])).toEqual({ name: '', level: 'Intermediate' });
    expect(strip(cv.projects[0])).toEqual({ name: '', url: '', description: '' });
    expect(strip(cv.certifications[0])).toEqual({ name: '', issuer: '', date: '' });
    expect(strip(cv.languages[0])).toEqual({ name: '', fluency: 'Conversational' });
    expect(strip(cv.tools[0])).toEqual({ name: '' });
    expect(strip(cv.achievements[0])).toEqual({ description: '' });
    expect(strip(cv.publications[0])).toEqual({ title: '', publisher: '', date: '', url: '' });
    expect(strip(cv.extracurricular[0])).toEqual({ name: '', role: '', description: '' });
    expect(strip(cv.references[0])).toEqual({ name: '', title: '', company: '', contact: '' });
  });

  it('defaults skills to Beginner and languages to Basic on import', () => {
    const cv = toCvData(
      { skills: [{ name: 'Go' }], languages: [{ name: 'Bangla' }] },
      { importing: true },
    );
    expect(cv.skills[0]?.level).toBe('Beginner');
    expect(cv.languages[0]?.fluency).toBe('Basic');
  });

  it('reads levels, fluencies and experience types whatever their case', () => {
    const cv = toCvData({
      skills: [
        { name: 'A', level: 'expert' },
        { name: 'B', level: 'guru' },
      ],
      languages: [{ name: 'English', fluency: 'NATIVE' }],
      experience: [{ type: 'full time' }, { type: 'intern' }, { type: 'freelance' }],
    });
    expect(cv.skills.map((s) => s.level)).toEqual(['Expert', 'Intermediate']);
    expect(cv.languages[0]?.fluency).toBe('Native');
    expect(cv.experience.map((e) => e.type)).toEqual(['Full-time', 'Internship', undefined]);
  });

  it("takes a reference's position as its title", () => {
    const cv = toCvData({ references: [{ name: 'Dr. Kamal Hasan', position: 'Professor' }] });
    expect(cv.references[0]?.title).toBe('Professor');
  });

  it('reads entries given as plain text, and numbers as text', () => {
    const cv = toCvData({
      skills: ['React', 'SQL'],
      tools: ['Figma'],
      education: [{ startDate: 2019 }],
    });
    expect(cv.skills.map((s) => s.name)).toEqual(['React', 'SQL']);
    expect(cv.tools[0]?.name).toBe('Figma');
    expect(cv.education[0]?.startDate).toBe('2019');
  });

  it('leaves an empty CV as it is, apart from nothing', () => {
    expect(toCvData(emptyCvData())).toEqual(emptyCvData());
    expect(toCvData({})).toEqual(emptyCvData());
  });

  it('lets the schema refuse what cannot fit: not an object, too many entries, too long a field', () => {
    expect(normaliseCvData('a string')).toBe('a string');
    expect(parseCvData('a string').success).toBe(false);
    const many = parseCvData({
      skills: Array.from({ length: CV_MAX_ITEMS + 1 }, (_, i) => `S${i}`),
    });
    expect(many.success).toBe(false);
    expect(many.error?.issues[0]?.path).toEqual(['skills']);
    const long = parseCvData({ personal: { name: 'x'.repeat(201) } });
    expect(long.error?.issues[0]).toMatchObject({
      path: ['personal', 'name'],
      message: 'Must be at most 200 characters.',
    });
    expect(parseCvData({ experience: 'not a list' }).success).toBe(false);
  });
});
