import { sampleCv } from '@careercard/shared/cv-sample';
import { describe, expect, it } from 'vitest';
import { writeCoverLetter } from '../src/cover-letter';
import { parseJobDescription } from '../src/job-description';

const job = parseJobDescription(
  'Backend Engineer at Meghna Payments Ltd.: TypeScript, PostgreSQL.',
);

describe('the cover letter is signed', () => {
  it('with the name the CV gives', () => {
    expect(writeCoverLetter(sampleCv, job)).toMatch(/Sincerely,\nTanjila Rahman$/);
  });

  it('by nobody rather than a placeholder when the CV has no name', () => {
    const nameless = { ...sampleCv, personal: { ...sampleCv.personal, name: ' ' } };
    const letter = writeCoverLetter(nameless, job);
    expect(letter).toMatch(/Sincerely,$/);
    expect(letter).not.toContain('Your Name');
  });
});
