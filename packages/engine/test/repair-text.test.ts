import { describe, expect, it } from 'vitest';
import { parseResumeText } from '../src/resume/parse-resume';
import { repairText } from '../src/text/repair-text';

describe('repairing copied text', () => {
  it('prints a soft hyphen where a line or a cell ends as a hyphen, and drops the others', () => {
    expect(repairText('Cloud Native Founda\u00AD\ntion')).toBe('Cloud Native Founda-\ntion');
    expect(repairText('Computer Sci\u00AD   Rupnagar')).toBe('Computer Sci-   Rupnagar');
    expect(repairText('hyphen\u00ADation')).toBe('hyphenation');
  });

  it('reads UTF-8 that was shown as Windows-1252 or Latin-1 back as it was written', () => {
    expect(repairText('â€¢ Excel â€“ 2019')).toBe('• Excel – 2019');
    expect(repairText('â\u0080¢ Tally')).toBe('• Tally');
    // The same bullet with its middle byte dropped.
    expect(repairText('Coded â¢ Tested')).toBe('Coded • Tested');
    expect(repairText('Â\u00a0Sales &amp; Marketing\u200B')).toBe('\u00a0Sales & Marketing');
    expect(repairText('“Best teacher” â€ award')).toBe('“Best teacher” ” award');
    // A dash that lost its last byte still parts the employer from the city.
    expect(repairText('Padma Bank Ltd ï¼ Dhaka')).toBe('Padma Bank Ltd - Dhaka');
    expect(repairText('Data Warehouse, Â\nÂ Excellent customer service')).toBe(
      'Data Warehouse,  \n  Excellent customer service',
    );
  });

  it('writes ligatures as their letters, drops soft hyphens and makes typographic hyphens plain', () => {
    expect(repairText('AWS Certiﬁed · Workﬂow · Eﬃciency')).toBe(
      'AWS Certified · Workflow · Efficiency',
    );
    expect(repairText('(909) 555-\u00AD\u20105555 · 2\u22121')).toBe('(909) 555--5555 · 2-1');
    expect(repairText('2019 – 2021 — Dhaka')).toBe('2019 – 2021 — Dhaka');
  });

  it('leaves text that was decoded right alone', () => {
    const text = 'Café Résumé naïve – Ø “quoted” ৳ ঢাকা';
    expect(repairText(text)).toBe(text);
  });

  it('lets the parser read bullets and headings the wrong decoding hid', () => {
    const resume = parseResumeText(`EXPERIENCE
01/2019 to 03/2023
Auditor II Padma Bank Ltd ï¼ Dhaka , Bangladesh
â€¢ Audited branch ledgers.
SKILLS
\uF0B7 Tally â€¢ Excel
`);
    expect(resume.experience).toMatchObject([
      { title: 'Auditor II', company: 'Padma Bank Ltd', description: 'Audited branch ledgers.' },
    ]);
    expect(resume.skills).toEqual(['Tally', 'Excel']);
  });
});
