import type {
  CvBioData,
  CvEducation,
  experienceTypes,
  LanguageFluency,
  SkillLevel,
} from '@careercard/shared/cv';
import {
  BANGLA_MONTH_NAMES,
  MONTH_NAMES,
  monthNumber,
  toBengaliDigits,
} from '@careercard/shared/locale';
import type { LayoutSource } from '@careercard/shared/resume-layout';

/** The parts a built-in template may draw: the CV's sections and its Bangladesh details. */
export type SectionKey = LayoutSource | 'bioData';
/** The bio-data a CV prints as rows of "label: value" (the signature is drawn, not written). */
export type BioDataRow = Exclude<keyof CvBioData, 'signatureUrl'>;

/**
 * The words a template prints around the user's own text, and how it writes dates and results:
 * in English, or in Bangla for the Bangla CV (Bangla digits, Bangla month names).
 */
export interface Words {
  titles: Record<SectionKey, string>;
  skillLevels: Record<SkillLevel, string>;
  fluencies: Record<LanguageFluency, string>;
  experienceTypes: Record<(typeof experienceTypes)[number], string>;
  bioData: Record<BioDataRow, string>;
  declarationTitle: string;
  declaration: string;
  signature: string;
  /** A date or a range as the user typed it ("Jan 2020 – Present"), in the CV's language. */
  date: (text: string) => string;
  /** Digits in the CV's language: an NID, a GPA, a year, a phone number. */
  digits: (text: string) => string;
  /** A date of birth (YYYY-MM-DD): "09 January 2000". */
  birthDate: (isoDay: string) => string;
  /** "GPA 4.83 out of 5.00", or the division or class as typed. */
  result: (school: CvEducation) => string;
}

/** "Jan", "Sept." and "January" alike, by their first three letters. */
const MONTH_WORD = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?=[\s,/-]|\d|$)/gi;

function birthDateIn(months: readonly string[], digits: (text: string) => string) {
  return (isoDay: string) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay.trim());
    if (!match) return digits(isoDay.trim());
    const [, year, month, day] = match;
    return digits(`${day} ${months[Number(month) - 1]} ${year}`);
  };
}

const scaleOf = (scale: string | undefined) => (scale ? `${scale}.00` : '');

export const englishWords: Words = {
  titles: {
    summary: 'Profile',
    experience: 'Experience',
    education: 'Education',
    skills: 'Skills',
    projects: 'Projects',
    certifications: 'Certifications',
    languages: 'Languages',
    tools: 'Tools',
    achievements: 'Achievements',
    publications: 'Publications',
    extracurricular: 'Extracurricular Activities',
    references: 'References',
    bioData: 'Personal Details',
  },
  skillLevels: {
    Beginner: 'Beginner',
    Intermediate: 'Intermediate',
    Advanced: 'Advanced',
    Expert: 'Expert',
  },
  fluencies: {
    Basic: 'Basic',
    Conversational: 'Conversational',
    Fluent: 'Fluent',
    Native: 'Native',
  },
  experienceTypes: {
    'Full-time': 'Full-time',
    'Part-time': 'Part-time',
    Internship: 'Internship',
    Volunteer: 'Volunteer',
  },
  bioData: {
    nameBn: 'Name in Bangla',
    nameEn: 'Name in English',
    fatherName: "Father's Name",
    motherName: "Mother's Name",
    dateOfBirth: 'Date of Birth',
    nid: 'NID Number',
    religion: 'Religion',
    maritalStatus: 'Marital Status',
    nationality: 'Nationality',
    presentAddress: 'Present Address',
    permanentAddress: 'Permanent Address',
  },
  declarationTitle: 'Declaration',
  declaration:
    'I hereby declare that the information given above is true and correct to the best of my knowledge and belief.',
  signature: 'Signature',
  date: (text) => text.trim(),
  digits: (text) => text,
  birthDate: birthDateIn(MONTH_NAMES, (text) => text),
  result: ({ gpa, gpaScale, division }) =>
    gpa
      ? [gpaScale === '4' ? 'CGPA' : 'GPA', gpa, gpaScale ? `out of ${scaleOf(gpaScale)}` : '']
          .filter(Boolean)
          .join(' ')
      : (division ?? '').trim(),
};

const banglaDigits = (text: string) => toBengaliDigits(text);

export const banglaWords: Words = {
  titles: {
    summary: 'ক্যারিয়ারের উদ্দেশ্য',
    experience: 'কর্ম অভিজ্ঞতা',
    education: 'শিক্ষাগত যোগ্যতা',
    skills: 'দক্ষতা',
    projects: 'প্রকল্প',
    certifications: 'প্রশিক্ষণ ও সনদ',
    languages: 'ভাষা',
    tools: 'ব্যবহৃত টুল',
    achievements: 'অর্জন',
    publications: 'প্রকাশনা',
    extracurricular: 'সহশিক্ষা কার্যক্রম',
    references: 'রেফারেন্স',
    bioData: 'ব্যক্তিগত তথ্য',
  },
  skillLevels: { Beginner: 'প্রাথমিক', Intermediate: 'মধ্যম', Advanced: 'উচ্চ', Expert: 'বিশেষজ্ঞ' },
  fluencies: { Basic: 'প্রাথমিক', Conversational: 'কথোপকথন', Fluent: 'সাবলীল', Native: 'মাতৃভাষা' },
  experienceTypes: {
    'Full-time': 'পূর্ণকালীন',
    'Part-time': 'খণ্ডকালীন',
    Internship: 'ইন্টার্নশিপ',
    Volunteer: 'স্বেচ্ছাসেবী',
  },
  bioData: {
    nameBn: 'নাম (বাংলায়)',
    nameEn: 'নাম (ইংরেজিতে)',
    fatherName: 'পিতার নাম',
    motherName: 'মাতার নাম',
    dateOfBirth: 'জন্মতারিখ',
    nid: 'জাতীয় পরিচয়পত্র নম্বর',
    religion: 'ধর্ম',
    maritalStatus: 'বৈবাহিক অবস্থা',
    nationality: 'জাতীয়তা',
    presentAddress: 'বর্তমান ঠিকানা',
    permanentAddress: 'স্থায়ী ঠিকানা',
  },
  declarationTitle: 'অঙ্গীকারনামা',
  declaration: 'আমি এই মর্মে অঙ্গীকার করছি যে, উপরে দেওয়া সকল তথ্য আমার জানামতে সত্য ও সঠিক।',
  signature: 'স্বাক্ষর',
  date: (text) =>
    banglaDigits(
      text
        .trim()
        .replace(MONTH_WORD, (word) => {
          const number = monthNumber(word);
          return number ? BANGLA_MONTH_NAMES[number - 1]! : word;
        })
        .replace(/\b(?:present|current|now|till date|to date|ongoing)\b/gi, 'বর্তমান'),
    ),
  digits: banglaDigits,
  birthDate: birthDateIn(BANGLA_MONTH_NAMES, banglaDigits),
  result: ({ gpa, gpaScale, division }) =>
    gpa
      ? banglaDigits(
          [
            gpaScale === '4' ? 'সিজিপিএ' : 'জিপিএ',
            gpa,
            gpaScale ? `(${scaleOf(gpaScale)}-এর মধ্যে)` : '',
          ]
            .filter(Boolean)
            .join(' '),
        )
      : (division ?? '').trim(),
};
