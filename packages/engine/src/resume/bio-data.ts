import type { CvBioData } from '@careercard/shared/cv';
import { monthNumber, toAsciiDigits } from '@careercard/shared/locale';

/**
 * The bio-data Bangladeshi CVs list as "Label: value" rows (issue 44): "Father's Name: Abdul
 * Karim", "জন্মতারিখ: ১২ এপ্রিল ১৯৯৬", in English or in Bangla, wherever they stand (a
 * "Personal Details" section, or the header). A value may wrap onto the next line.
 */
export type ResumeBioData = Omit<CvBioData, 'signatureUrl'>;

const LABELS: Array<[keyof ResumeBioData, RegExp]> = [
  ['nameBn', /^(?:name\s*(?:in\s+|\(\s*)bangla\s*\)?|নাম\s*\(\s*বাংলায়\s*\)|বাংলায়\s+নাম)$/iu],
  ['nameEn', /^(?:name\s*(?:in\s+|\(\s*)english\s*\)?|নাম\s*\(\s*ইংরেজিতে\s*\)|ইংরেজিতে\s+নাম)$/iu],
  ['fatherName', /^(?:father(?:'|’)?s\s+name|পিতার\s+নাম|বাবার\s+নাম)$/iu],
  ['motherName', /^(?:mother(?:'|’)?s\s+name|মাতার\s+নাম|মায়ের\s+নাম)$/iu],
  ['dateOfBirth', /^(?:date\s+of\s+birth|birth\s*date|d\.?\s?o\.?\s?b\.?|জন্ম\s*তারিখ)$/iu],
  [
    'nid',
    /^(?:nid(?:\s+(?:no\.?|number))?|national\s+id(?:entity)?(?:\s+card)?(?:\s+(?:no\.?|number))?|জাতীয়\s+পরিচয়পত্র(?:\s+নম্বর)?|এনআইডি(?:\s+নম্বর)?)$/iu,
  ],
  ['religion', /^(?:religion|ধর্ম)$/iu],
  ['maritalStatus', /^(?:marital\s+status|বৈবাহিক\s+অবস্থা)$/iu],
  ['nationality', /^(?:nationality|জাতীয়তা)$/iu],
  ['presentAddress', /^(?:present\s+address|current\s+address|বর্তমান\s+ঠিকানা)$/iu],
  ['permanentAddress', /^(?:permanent\s+address|স্থায়ী\s+ঠিকানা)$/iu],
];

/** "Label: value", "Label : value", "Label：value"; the label short, as a form's is. */
const ROW = /^\s*([^:：]{2,40}?)\s*[:：]\s*(.*)$/u;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date of birth as YYYY-MM-DD: "1996-04-12", "12 April 1996", "April 12, 1996", "12-04-1996"
 * and "12/04/1996" (the day first, as Bangladesh writes it). Anything else is not read.
 */
export function birthDateOf(text: string): string | undefined {
  const value = toAsciiDigits(text).trim().replace(/,/g, ' ').replace(/\s+/g, ' ');
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const day = (year: string, month: number, date: string) =>
    month >= 1 && month <= 12 ? `${year}-${pad(month)}-${pad(Number(date))}` : undefined;
  if (match) return day(match[1]!, Number(match[2]), match[3]!);
  match = /^(\d{1,2})(?:st|nd|rd|th)?[ -]([\p{L}\p{M}]+)\.?[ -](\d{4})$/u.exec(value);
  if (match) return day(match[3]!, monthNumber(match[2]!), match[1]!);
  match = /^([\p{L}\p{M}]+)\.? (\d{1,2})(?:st|nd|rd|th)? (\d{4})$/u.exec(value);
  if (match) return day(match[3]!, monthNumber(match[1]!), match[2]!);
  match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value);
  if (match) return day(match[3]!, Number(match[2]), match[1]!);
  return undefined;
}

/** The value as the CV model keeps it, or nothing when it is not one (an NID of 13 digits). */
function valueFor(field: keyof ResumeBioData, value: string): string | undefined {
  if (field === 'dateOfBirth') return birthDateOf(value);
  if (field === 'nid') {
    const digits = toAsciiDigits(value).replace(/[\s-]/g, '');
    return /^(?:\d{10}|\d{17})$/.test(digits) ? digits : undefined;
  }
  return value || undefined;
}

const CONTINUED: ReadonlySet<keyof ResumeBioData> = new Set([
  'presentAddress',
  'permanentAddress',
  'fatherName',
  'motherName',
]);

export function readBioData(lines: readonly string[]): ResumeBioData {
  const found: Record<string, string> = {};
  // The row whose value goes on (a wrapped address), or is still to come: a table's cells may
  // give the label on one line and the value on the next.
  let open: keyof ResumeBioData | null = null;
  for (const raw of lines) {
    const line = raw.trim();
    const row = ROW.exec(line);
    const field = row && LABELS.find(([, label]) => label.test(row[1]!.trim()))?.[0];
    if (field) {
      open = found[field] === undefined ? field : null;
      if (open) found[open] = row[2]!.trim();
    } else if (open && found[open] === '' && !row) {
      if (line !== '') found[open] = line;
    } else if (open && CONTINUED.has(open) && line !== '' && !row) {
      found[open] = `${found[open]} ${line}`;
    } else {
      open = null;
    }
  }
  const bioData: ResumeBioData = {};
  for (const [field] of LABELS) {
    const value = found[field] === undefined ? undefined : valueFor(field, found[field]);
    if (value) bioData[field] = value;
  }
  return bioData;
}
