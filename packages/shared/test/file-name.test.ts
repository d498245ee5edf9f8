import { describe, expect, it } from 'vitest';
import { fileNameBase } from '../src/slug';

describe("a download's file name", () => {
  it.each([
    ['ইমপোর্ট করা সিভি', 'ইমপোর্ট-করা-সিভি'],
    // য় is stored as য + nukta: the mark stays with its letter.
    ['নতুন অধ্যায়', 'নতুন-অধ্যায়'],
    ["Nadia's CV (v2)", 'Nadia-s-CV-v2'],
    ['Résumé 2026', 'Résumé-2026'],
    ['Re\u0301sume\u0301', 'Résumé'],
    ['ﬁnance CV', 'finance-CV'],
    ['  --  ', 'cv'],
  ])('%j keeps its letters and their marks: %j', (name, base) => {
    expect(fileNameBase(name, 'cv')).toBe(base);
  });

  it('is cut between whole letters, never inside a vowel sign', () => {
    const base = fileNameBase('সিভি '.repeat(30), 'cv', 10);
    expect(base).toBe('সিভি-সিভি');
    expect(base.length).toBeLessThanOrEqual(10);
  });
});
