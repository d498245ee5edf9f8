import { describe, expect, it } from 'vitest';
import { withoutBlankEntries } from '../src/cv-content';
import { emptyCvData, type CvData } from '../src/cv';
import { sampleCv } from '../src/cv-sample';
import { cvToText } from '../src/cv-text';

/** The sample with an entry added to its skills, languages and jobs and left blank. */
const withBlanks: CvData = {
  ...sampleCv,
  personal: {
    ...sampleCv.personal,
    links: [...sampleCv.personal.links, { id: 'l', label: 'Portfolio', url: ' ' }],
  },
  skills: [...sampleCv.skills, { id: 's', name: '', level: 'Intermediate' }],
  languages: [{ id: 'g', name: '  ', fluency: 'Conversational' }, ...sampleCv.languages],
  experience: [
    ...sampleCv.experience,
    {
      id: 'e',
      title: '',
      company: '',
      location: 'Sonapur',
      type: 'Internship',
      startDate: '2019',
      endDate: 'Present',
      description: '',
    },
  ],
};

describe('entries left blank', () => {
  it('are dropped, and entries with any content kept', () => {
    expect(withoutBlankEntries(withBlanks)).toEqual(sampleCv);
    const jobWithOnlyText = { ...withBlanks.experience.at(-1)!, description: 'Ran stock checks' };
    expect(
      withoutBlankEntries({ ...emptyCvData(), experience: [jobWithOnlyText] }).experience,
    ).toHaveLength(1);
  });

  it('are not read by the analyses: the CV reads as if they were not there', () => {
    expect(cvToText(withBlanks)).toBe(cvToText(sampleCv));
    expect(cvToText({ ...emptyCvData(), skills: withBlanks.skills.slice(-1) })).toBe('');
  });
});
