import { describe, expect, it } from 'vitest';
import { birthDateOf, readBioData } from '../../src/resume/bio-data';
import { resultOf } from '../../src/resume/education-results';
import { parseResumeText } from '../../src/resume/parse-resume';

describe('the bio-data of a Bangladeshi CV (issue 44)', () => {
  it('reads the rows of a personal details section, a wrapped address whole', () => {
    expect(
      readBioData([
        "Father's Name : Md. Abdul Karim",
        'Mother’s Name: Rokeya Begum',
        'Date of Birth: 15 July 1990',
        'NID No.: 199 0751 2345 678 901',
        'Gender: Female',
        'Religion: Islam',
        'Marital Status : Married',
        'Nationality: Bangladeshi',
        'Present Address: House 12, Road 4,',
        'Shantinagar, Nolchira',
        'Permanent Address: Village Char Kalia',
      ]),
    ).toEqual({
      fatherName: 'Md. Abdul Karim',
      motherName: 'Rokeya Begum',
      dateOfBirth: '1990-07-15',
      nid: '19907512345678901',
      religion: 'Islam',
      maritalStatus: 'Married',
      nationality: 'Bangladeshi',
      presentAddress: 'House 12, Road 4, Shantinagar, Nolchira',
      permanentAddress: 'Village Char Kalia',
    });
  });

  it('reads Bangla labels and Bangla digits', () => {
    expect(
      readBioData([
        'নাম (ইংরেজিতে): Farhana Yasmin',
        'পিতার নাম: আব্দুল করিম',
        'জন্মতারিখ: ১৫ জুলাই ১৯৯০',
        'জাতীয় পরিচয়পত্র নম্বর: ৪৫৬৭৮৯০১২৩',
        'ধর্ম: ইসলাম',
      ]),
    ).toEqual({
      nameEn: 'Farhana Yasmin',
      fatherName: 'আব্দুল করিম',
      dateOfBirth: '1990-07-15',
      nid: '4567890123',
      religion: 'ইসলাম',
    });
  });

  it('leaves out what is no date or no NID, rather than keep it wrong', () => {
    expect(readBioData(['Date of Birth: sometime in 1990', 'NID: 1234567890123'])).toEqual({});
    expect(birthDateOf('1990-13-01')).toBeUndefined();
    expect(birthDateOf('April 2, 1996')).toBe('1996-04-02');
    expect(birthDateOf('02/04/1996')).toBe('1996-04-02');
  });

  it('reads a result line whole, and leaves a note that says more', () => {
    expect(resultOf('Dhaka Board · 2017 · GPA 4.83 out of 5.00')).toEqual({
      board: 'Dhaka Board',
      year: '2017',
      gpa: '4.83',
      gpaScale: '5',
    });
    expect(resultOf('CGPA: 3.75/4.00')).toEqual({ gpa: '3.75', gpaScale: '4' });
    expect(resultOf('জিপিএ ৫.০০ (৫.০০-এর মধ্যে)')).toEqual({ gpa: '5.00', gpaScale: '5' });
    expect(resultOf('First Division')).toEqual({ division: 'First Division' });
    expect(resultOf('CGPA 3.6 / 4.00, thesis on soil sensors')).toBeNull();
    // A scale the model has no place for (out of 10) is left as written.
    expect(resultOf('CGPA 8.2 / 10')).toBeNull();
  });

  it('reads a whole CV in Bangla: its headings, dates and levels', () => {
    const resume = parseResumeText(
      [
        'ফারহানা ইয়াসমিন',
        'farhana@example.com | +৮৮০ ১৭১২-০০০১১১',
        'শিক্ষাগত যোগ্যতা',
        'SSC 2006',
        'Nolchira Government High School',
        'Nolchira Board · জিপিএ ৫.০০ (৫.০০-এর মধ্যে)',
        'কর্ম অভিজ্ঞতা',
        'Accounts Officer মার্চ ২০১৯ – বর্তমান',
        'Sonali Traders Ltd · Nolchira · পূর্ণকালীন',
        '• Kept the ledgers of 40 shops',
        'দক্ষতা',
        'Tally (বিশেষজ্ঞ) · Excel (উচ্চ)',
        'ভাষা',
        'Bangla (মাতৃভাষা) · English (সাবলীল)',
        'ব্যক্তিগত তথ্য',
        'পিতার নাম: Abdul Karim',
        'জন্মতারিখ: ১৫ জুলাই ১৯৯০',
      ].join('\n'),
    );
    expect(resume.contact.phone).toMatch(/1712000111$/);
    expect(resume.experience).toMatchObject([
      { title: 'Accounts Officer', company: 'Sonali Traders Ltd', startDate: 'Mar 2019' },
    ]);
    expect(resume.experience[0]!.endDate).toMatch(/present/i);
    expect(resume.education[0]).toMatchObject({ level: 'SSC', gpa: '5.00', gpaScale: '5' });
    expect(resume.skills).toEqual(expect.arrayContaining(['Tally', 'Excel']));
    expect(resume.languages).toEqual([
      { name: 'Bangla', fluency: 'Native' },
      { name: 'English', fluency: 'Fluent' },
    ]);
    expect(resume.bioData).toEqual({ fatherName: 'Abdul Karim', dateOfBirth: '1990-07-15' });
  });
});

describe('bio-data laid out as a table', () => {
  it('reads a value given on the line after its label', () => {
    expect(
      readBioData(["Father's Name:", '', 'Abdur Rahman Mollik', '', 'Religion:', '', 'Islam']),
    ).toEqual({ fatherName: 'Abdur Rahman Mollik', religion: 'Islam' });
  });
});
