import { describe, expect, it } from 'vitest';
import { checkTemplateJson } from '../src/cv-templates-admin';
import { localizeMessage } from '../src/messages-bn';
import { americanOnePageLayout } from '../src/resume-layout';

/** What the back office says of an uploaded CV template file, in English and in Bangla. */
function problemOf(content: unknown) {
  const check = checkTemplateJson(JSON.stringify(content));
  if (check.ok) throw new Error('The file was taken as a layout');
  return { en: check.message, bn: localizeMessage(check.message, 'bn') };
}

const layout = americanOnePageLayout;
const NOT_A_LAYOUT = 'This file is JSON but not a CV layout: ';

describe("an uploaded layout's problem, in plain words", () => {
  it('says which part a JSON file that is no layout lacks, not what zod expected', () => {
    expect(problemOf({ name: 'My template' })).toEqual({
      en: `${NOT_A_LAYOUT}"layout" is missing; it should be an object.`,
      bn: 'ফাইলটি JSON, কিন্তু সিভি লেআউট নয়: "layout" নেই; এটি একটি অবজেক্ট হওয়া উচিত।',
    });
    expect(problemOf({ layout: {} }).en).toBe(
      `${NOT_A_LAYOUT}"sections" is missing; it should be a list.`,
    );
    expect(problemOf({ layout: {}, sections: [{ type: 'Section' }] }).en).toBe(
      `${NOT_A_LAYOUT}"sections.0.title" is missing; it should be text.`,
    );
  });

  it('says what the file holds where it should hold something else', () => {
    expect(problemOf([layout])).toEqual({
      en: `${NOT_A_LAYOUT}the file should be an object, not a list.`,
      bn: 'ফাইলটি JSON, কিন্তু সিভি লেআউট নয়: ফাইলটি একটি তালিকা নয়, একটি অবজেক্ট হওয়া উচিত।',
    });
    expect(problemOf({ ...layout, layout: { ...layout.layout, primaryColor: 17 } })).toEqual({
      en: `${NOT_A_LAYOUT}"layout.primaryColor" should be text, not a number.`,
      bn: 'ফাইলটি JSON, কিন্তু সিভি লেআউট নয়: "layout.primaryColor" একটি সংখ্যা নয়, লেখা হওয়া উচিত।',
    });
  });

  it('names the values a field takes, and its limits', () => {
    const sections = [{ ...layout.sections[1], source: 'hobbies' }];
    expect(problemOf({ ...layout, sections }).en).toMatch(
      new RegExp(`^${NOT_A_LAYOUT}"sections.0.source" must be one of "summary", "experience", `),
    );
    expect(problemOf({ ...layout, sections: [{ type: 'Footer' }] })).toEqual({
      en: `${NOT_A_LAYOUT}"sections.0.type" must be one of "Header", "Section".`,
      bn: 'ফাইলটি JSON, কিন্তু সিভি লেআউট নয়: "sections.0.type" এগুলোর একটি হতে হবে: "Header", "Section"।',
    });
    expect(problemOf({ ...layout, sections: [] })).toEqual({
      en: `${NOT_A_LAYOUT}"sections" needs at least one entry.`,
      bn: 'ফাইলটি JSON, কিন্তু সিভি লেআউট নয়: "sections"-এর কমপক্ষে একটি এন্ট্রি দরকার।',
    });
    expect(problemOf({ ...layout, layout: { ...layout.layout, lineHeight: 9 } })).toEqual({
      en: `${NOT_A_LAYOUT}"layout.lineHeight" must be at most 3.`,
      bn: 'ফাইলটি JSON, কিন্তু সিভি লেআউট নয়: "layout.lineHeight" সর্বোচ্চ ৩ হতে পারে।',
    });
  });

  it("keeps the schema's own words, and a size that fits no form says the first form's", () => {
    expect(problemOf({ ...layout, layout: { ...layout.layout, fontSize: 'big' } })).toEqual({
      en: `${NOT_A_LAYOUT}"layout.fontSize": Must be a size such as 10.5 or "10.5pt".`,
      bn: 'ফাইলটি JSON, কিন্তু সিভি লেআউট নয়: "layout.fontSize": মাপটি 10.5 বা "10.5pt"-এর মতো হতে হবে।',
    });
    expect(problemOf({ ...layout, layout: { ...layout.layout, margins: 'wide' } }).en).toBe(
      `${NOT_A_LAYOUT}"layout.margins": Must be a size such as 0.75 or "0.75in".`,
    );
  });
});
