import { describe, expect, it } from 'vitest';
import { languagesInHeader, readLanguages, spokenAmongSkills } from '../../src/resume/languages';

describe('the languages reader', () => {
  it('reads tags set on one line, ratings drawn in marks, and a level before a colon', () => {
    const named = [
      { name: 'Bangla', fluency: 'Native' },
      { name: 'English', fluency: 'Fluent' },
    ];
    expect(readLanguages(['Bangla Native English Fluent'])).toEqual(named);
    expect(readLanguages(['Native: Bangla', 'Fluent: English'])).toEqual(named);
    expect(readLanguages(['Bangla ●●●●●', 'English ●●●●○'])).toEqual([
      { name: 'Bangla', fluency: '' },
      { name: 'English', fluency: '' },
    ]);
  });

  it('reads each language with the fluency in its brackets, and none when it gives none', () => {
    expect(readLanguages(['Bangla (Native), English (Fluent), Hindi'])).toEqual([
      { name: 'Bangla', fluency: 'Native' },
      { name: 'English', fluency: 'Fluent' },
      { name: 'Hindi', fluency: '' },
    ]);
    // Tags a space apart, each closed by its level.
    expect(readLanguages(['Bangla (Native) English (Fluent) Japanese (JLPT N3) – Basic'])).toEqual([
      { name: 'Bangla', fluency: 'Native' },
      { name: 'English', fluency: 'Fluent' },
      { name: 'Japanese', fluency: 'Basic' },
    ]);
  });

  it('reads a level after a dash or a colon, in the words CVs use for it', () => {
    expect(
      readLanguages(['• English: C1; Bangla: mother tongue | Hindi – elementary', 'Urdu - good']),
    ).toEqual([
      { name: 'English', fluency: 'Fluent' },
      { name: 'Bangla', fluency: 'Native' },
      { name: 'Hindi', fluency: 'Basic' },
      { name: 'Urdu', fluency: 'Conversational' },
    ]);
  });

  it('reads a level right after the language, or on the line under it', () => {
    expect(readLanguages(['Bangla Native', 'English Fluent'])).toEqual([
      { name: 'Bangla', fluency: 'Native' },
      { name: 'English', fluency: 'Fluent' },
    ]);
    expect(readLanguages(['Bangla', 'Native', 'English', 'Fluent'])).toEqual([
      { name: 'Bangla', fluency: 'Native' },
      { name: 'English', fluency: 'Fluent' },
    ]);
  });

  it('reads a grid of languages over their levels, and a stray level as no language', () => {
    expect(readLanguages(['Bangla   English   Hindi', 'Native   Fluent   Basic'])).toEqual([
      { name: 'Bangla', fluency: 'Native' },
      { name: 'English', fluency: 'Fluent' },
      { name: 'Hindi', fluency: 'Basic' },
    ]);
    expect(readLanguages(['Bangla English', 'Native Fluent'])).toEqual([
      { name: 'Bangla', fluency: 'Native' },
      { name: 'English', fluency: 'Fluent' },
    ]);
    expect(readLanguages(['Bangla English Hindi', 'Native Fluent Basic'])).toHaveLength(3);
    expect(readLanguages(['Bangla (Native)', 'Fluent'])).toEqual([
      { name: 'Bangla', fluency: 'Native' },
    ]);
  });

  it('reads a language whose level is written first', () => {
    expect(
      readLanguages(['Native Bangla Speaker', 'Conversational Italian', 'Fluent in English']),
    ).toEqual([
      { name: 'Bangla', fluency: 'Native' },
      { name: 'Italian', fluency: 'Conversational' },
      { name: 'English', fluency: 'Fluent' },
    ]);
  });

  it('keeps the first of a language named twice, whatever its case', () => {
    expect(readLanguages(['English (Fluent)', 'english (basic)'])).toEqual([
      { name: 'English', fluency: 'Fluent' },
    ]);
  });

  it('reads the languages a sentence names, with the level it gives each', () => {
    expect(readLanguages(['I can speak English well'])).toEqual([{ name: 'English', fluency: '' }]);
    expect(readLanguages(['Happy to pick up new ones quickly'])).toEqual([]);
    expect(
      readLanguages([
        'Bilingual English/Spanish',
        'French Mother Tongue',
        'Conversational and Business German',
        'Fully fluent in Arabic, practical knowledge of Hebrew and Bulgarian (native).',
        'Hindi (Read, Write, Speak)',
      ]),
    ).toEqual([
      { name: 'English', fluency: 'Fluent' },
      { name: 'Spanish', fluency: 'Fluent' },
      { name: 'French', fluency: 'Native' },
      { name: 'German', fluency: 'Conversational' },
      { name: 'Arabic', fluency: 'Fluent' },
      { name: 'Hebrew', fluency: 'Conversational' },
      { name: 'Bulgarian', fluency: 'Native' },
      { name: 'Hindi', fluency: '' },
    ]);
  });

  it('reads a language whose note in brackets comes before its level', () => {
    expect(readLanguages(['Japanese (JLPT N3) – Conversational'])).toEqual([
      { name: 'Japanese', fluency: 'Conversational' },
    ]);
  });

  it('finds a list of languages in the contact bar of a CV without a section of them', () => {
    const bar = 'Rupnagar, Bangladesh   +880 1711-000000   tanjila@example.com   Bangla, English';
    expect(languagesInHeader(['Tanjila Rahman', bar])).toEqual([
      { name: 'Bangla', fluency: '' },
      { name: 'English', fluency: '' },
    ]);
    expect(languagesInHeader(['Languages: Bangla | Dhaka'])).toEqual([
      { name: 'Bangla', fluency: '' },
    ]);
    // A lone word that names a language, or a place, is no list of them.
    expect(languagesInHeader(['English   Rupnagar, Bangladesh', 'Senior English Teacher'])).toEqual(
      [],
    );
  });

  it('parts a labelled line of spoken languages from the skills, but not a programmer’s', () => {
    expect(
      spokenAmongSkills([
        'Expert: TypeScript, React',
        'Languages: Bangla (Native), English (Fluent)',
        'Languages: Python, Go',
      ]),
    ).toEqual({
      skills: ['Expert: TypeScript, React', 'Languages: Python, Go'],
      languages: ['Bangla (Native), English (Fluent)'],
    });
  });

  it('reads a table rating reading, writing and speaking by the level most cells give', () => {
    expect(
      readLanguages([
        'Bangla   High   High   High',
        'English   High   Medium   Medium',
        'Hindi   Low   Low   Medium',
      ]),
    ).toEqual([
      { name: 'Bangla', fluency: 'Fluent' },
      { name: 'English', fluency: 'Conversational' },
      { name: 'Hindi', fluency: 'Basic' },
    ]);
  });
});

describe("resume.io's levels", () => {
  it('reads "Native speaker" and "Highly proficient" under a language as its level', () => {
    expect(
      readLanguages([
        'Bangla',
        'Native speaker',
        'English',
        'Highly proficient',
        'Chakma',
        'Good working knowledge',
      ]),
    ).toEqual([
      { name: 'Bangla', fluency: 'Native' },
      { name: 'English', fluency: 'Fluent' },
      { name: 'Chakma', fluency: 'Conversational' },
    ]);
    // A level before or after a language's name is still read so.
    expect(readLanguages(['Native Bangla speaker', 'English Fluent'])).toEqual([
      { name: 'Bangla', fluency: 'Native' },
      { name: 'English', fluency: 'Fluent' },
    ]);
  });
});
