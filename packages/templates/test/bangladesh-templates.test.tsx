import { bangladeshSampleCv, sampleCv } from '@careercard/shared/cv-sample';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CvDocument } from '../src/document';
import { renderCv, type TemplateChoice } from '../src/render-cv';

/** The document as the text a reader sees, block by block. */
const textOf = (doc: CvDocument) =>
  doc.blocks
    .map((block) => (block.text ? block.text.value : renderToStaticMarkup(<>{block.node}</>)))
    .join('\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const standard: TemplateChoice = { component: 'BangladeshStandard', layout: null };
const bangla: TemplateChoice = { component: 'BanglaCv', layout: null };
const cv = {
  ...bangladeshSampleCv,
  bioData: { ...bangladeshSampleCv.bioData, signatureUrl: 'https://example.com/sign.png' },
};

/** The order in which `words` first appear in `text`, or a failure naming the one missing. */
function expectInOrder(text: string, words: string[]) {
  let from = 0;
  for (const word of words) {
    const at = text.indexOf(word, from);
    expect(at, `"${word}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + word.length;
  }
}

describe('Bangladesh Standard', () => {
  it('prints the sections in the order employers expect, every detail and result with them', () => {
    const text = textOf(renderCv(cv, standard));
    expectInOrder(text, [
      'Tanjila Rahman',
      'Career Objective',
      'Academic Qualifications',
      'BSc in Computer Science and Engineering',
      'CGPA 3.78 out of 4.00',
      'Higher Secondary Certificate (Science)',
      'Rupnagar Board · GPA 5.00 out of 5.00',
      'Secondary School Certificate (Science)',
      'Rupnagar Board · GPA 5.00 out of 5.00',
      'Work Experience',
      'Training and Certifications',
      'Skills',
      'Languages',
      'Personal Details',
      "Father's Name: Abdur Rahman Mollik",
      "Mother's Name: Nasima Begum",
      'Date of Birth: 12 April 1996',
      'NID Number: 19962698765432101',
      'Religion: Islam',
      'Marital Status: Single',
      'Nationality: Bangladeshi',
      'Present Address: House 7, Road 3, Kathalbagan, Rupnagar',
      'Permanent Address: Village Sonapur',
      'References',
      'Declaration',
      'I hereby declare',
      'Signature: Tanjila Rahman',
    ]);
    // The SSC's passing year stands on the right, as the other entries' dates do.
    expect(text).toContain('2012');
    const markup = renderToStaticMarkup(<>{renderCv(cv, standard).blocks.map((b) => b.node)}</>);
    expect(markup).toContain('src="https://example.com/sign.png"');
  });

  it('prints a CV without the details as any other, with its declaration', () => {
    const text = textOf(renderCv(sampleCv, standard));
    expect(text).not.toContain('Personal Details');
    expect(text).toContain('Declaration');
  });
});

describe('বাংলা সিভি', () => {
  it('has Bangla headings, labels, digits and dates, and the name in Bangla on top', () => {
    const text = textOf(renderCv(cv, bangla));
    expectInOrder(text, [
      'তানজিলা রহমান',
      'ক্যারিয়ারের উদ্দেশ্য',
      'শিক্ষাগত যোগ্যতা',
      'সিজিপিএ ৩.৭৮ (৪.০০-এর মধ্যে)',
      'জিপিএ ৫.০০ (৫.০০-এর মধ্যে)',
      '২০১২',
      'কর্ম অভিজ্ঞতা',
      'ব্যক্তিগত তথ্য',
      'পিতার নাম: Abdur Rahman Mollik',
      'জন্মতারিখ: ১২ এপ্রিল ১৯৯৬',
      'জাতীয় পরিচয়পত্র নম্বর: ১৯৯৬২৬৯৮৭৬৫৪৩২১০১',
      'রেফারেন্স',
      'অঙ্গীকারনামা',
      'স্বাক্ষর: তানজিলা রহমান',
    ]);
    // The template's own words, dates, results and numbers are Bangla; the user's text is theirs.
    expectInOrder(text, [
      'মার্চ ২০২১ – বর্তমান',
      'জুলাই ২০১৮ – ফেব্রুয়ারি ২০২১',
      'জানুয়ারি ২০১৮ – জুন ২০১৮',
    ]);
    expect(text).toContain('২০১৪ – ২০১৮');
    expect(text).toContain('+৮৮০ ১৭১১-০০০০০০');
    expect(text).not.toContain('Mar 2021');
    expect(text).not.toContain('Present');
    expect(text).not.toMatch(/GPA|out of|Declaration|Personal Details/);
  });
});
