import { describe, expect, it } from 'vitest';
import { parseResumeText } from '../../src/resume/parse-resume';
import { splitEuropassSkills } from '../../src/resume/europass';

describe('a Europass CV', () => {
  it('parts its personal skills into the languages, by their levels, and the skills', () => {
    expect(
      splitEuropassSkills([
        'Mother tongue   Bangla',
        'Other languages   UNDERSTANDING   SPEAKING   WRITING',
        'Listening   Reading   Spoken interaction   Spoken production',
        'English   C1   C1   C1   C1   C1',
        'Chakma   B1   B1   B1   B1   B1',
        'Levels: A1 and A2: Basic user – B1 and B2: Independent user',
        'Common European Framework of Reference for Languages',
        'Job-related skills – Google Analytics (advanced)',
        '– SEO (advanced)',
      ]),
    ).toEqual({
      languages: ['Bangla (Native)', 'English (C1)', 'Chakma (B1)'],
      skills: ['– Google Analytics (advanced)', '– SEO (advanced)'],
    });
    // A skills section without a language's label is all skills.
    expect(splitEuropassSkills(['Computer skills', 'Excel'])).toEqual({
      skills: ['Computer skills', 'Excel'],
      languages: [],
    });
  });

  it('reads the name under PERSONAL INFORMATION and the headline under JOB APPLIED FOR', () => {
    const resume = parseResumeText(
      [
        'Curriculum vitae',
        'PERSONAL INFORMATION',
        'Tanjila Rahman',
        'Rupnagar, Bangladesh',
        'tanjila.rahman@example.com',
        'JOB APPLIED FOR',
        'Senior Software Engineer',
        'PERSONAL SKILLS',
        'Mother tongue',
        'Bangla',
        'Curriculum vitae   Tanjila Rahman',
        'Other languages   UNDERSTANDING   SPEAKING   WRITING',
        'English   C1   C1   C1   C1   C1',
        'Computer skills',
        'Git, Docker',
      ].join('\n'),
    );
    expect([resume.contact.name, resume.title]).toEqual([
      'Tanjila Rahman',
      'Senior Software Engineer',
    ]);
    expect(resume.languages).toEqual([
      { name: 'Bangla', fluency: 'Native' },
      { name: 'English', fluency: 'Fluent' },
    ]);
    expect(resume.skills).toEqual(['Git', 'Docker']);
  });
});
