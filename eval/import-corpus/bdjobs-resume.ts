import type { CvData } from '@careercard/shared/cv';
import { MONTH_NAMES } from '@careercard/shared/locale';
import { escape } from './layouts';
import { PHOTO_URL } from './photo';

/**
 * The look of the CV Bdjobs prints from a job seeker's profile, which many employers in
 * Bangladesh ask for as it is: the name over "Address :", "Mobile No 1 :" and "e-mail :" lines
 * beside the photo, headings ending in a colon on a grey bar, each job numbered with its dates
 * in brackets ("1. Senior Accountant (April 1, 2019 - Continuing)") over the company and
 * "Company Location :" and "Duties/Responsibilities :" lines, the degrees in a bordered table
 * (exam title and major in columns of their own), certifications in another, the career
 * information and personal details as label-value rows, languages rated High/Medium/Low for
 * reading, writing and speaking, and the referees side by side under a column of labels.
 * Bdjobs prints no projects, publications, awards or activities, and no links.
 */

/** "April 1, 2019" as Bdjobs writes a start (a date picker's day), or the year alone. */
function longDate(date: string): string {
  const year = /\b(?:19|20)\d{2}\b/.exec(date)?.[0];
  if (!year) return escape(date);
  const named = MONTH_NAMES.findIndex((name) =>
    date.toLowerCase().includes(name.slice(0, 3).toLowerCase()),
  );
  const numbered = /^(\d{1,2})\//.exec(date)?.[1];
  const month = named !== -1 ? named : numbered ? Number(numbered) - 1 : -1;
  return month === -1 ? year : `${MONTH_NAMES[month]} 1, ${year}`;
}

const yearOf = (date: string) => Number(/\b(?:19|20)\d{2}\b/.exec(date)?.[0] ?? NaN);

/** Bdjobs's "Total Year of Experience": the years from the first job to the last, in tenths. */
function totalYears(cv: CvData): string {
  const starts = cv.experience.map((job) => yearOf(job.startDate)).filter(Number.isFinite);
  const ends = cv.experience.map((job) =>
    /present|current/i.test(job.endDate) || !job.endDate ? 2026 : yearOf(job.endDate),
  );
  const years = Math.max(...ends.filter(Number.isFinite)) - Math.min(...starts);
  return Number.isFinite(years) ? `${years.toFixed(1)} Year(s)` : '';
}

/** Levels for reading, writing and speaking, from the CV's word for a language. */
function rating(fluency: string): string {
  if (/native|fluent|mother|advanced|proficient/i.test(fluency)) return 'High';
  if (/basic|elementary|beginner/i.test(fluency)) return 'Low';
  return 'Medium';
}

/** A degree as Bdjobs's two columns: "BSc in Computer Science" is its exam and its major. */
function examAndMajor(degree: string): [string, string] {
  const at = degree.search(/ in /);
  return at === -1 ? [degree, ''] : [degree.slice(0, at), degree.slice(at + 4)];
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/^[-•]\s*/, '').trim())
    .filter(Boolean)
    .map(escape)
    .join('<br>');

const heading = (title: string) => `<div class="heading">${title}</div>`;

const table = (head: string[], rows: string[][]) =>
  `<table class="grid"><tr>${head.map((cell) => `<th>${cell}</th>`).join('')}</tr>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${cell || '-'}</td>`).join('')}</tr>`)
    .join('')}</table>`;

const labelled = (rows: Array<[string, string]>) =>
  `<table class="rows">${rows
    .filter(([, value]) => value)
    .map(([label, value]) => `<tr><td class="label">${label}</td><td>: ${value}</td></tr>`)
    .join('')}</table>`;

/** Invented family details, as every Bdjobs CV prints them (never scored). */
const FAMILY = [
  ['Md. Abdul Jalil', 'Rokeya Begum'],
  ['Md. Nurul Amin', 'Hasina Khatun'],
  ['Md. Shamsul Alam', 'Nargis Akter'],
] as const;

function resume(cv: CvData): string {
  const { personal } = cv;
  const [father, mother] = FAMILY[personal.name.length % FAMILY.length]!;
  const jobs = cv.experience
    .map(
      (job, index) =>
        `<div class="job"><div class="role">${index + 1}. ${escape(job.title)} (${longDate(
          job.startDate,
        )} - ${/present|current/i.test(job.endDate) || !job.endDate ? 'Continuing' : longDate(job.endDate)})</div>
<div class="company">${escape(job.company)}</div>
${labelled([['Company Location', escape(job.location)]])}
${job.description ? `<div class="duties">Duties/Responsibilities :</div><div class="text">${lines(job.description)}</div>` : ''}</div>`,
    )
    .join('');
  const schools = table(
    ['Exam Title', 'Concentration/Major', 'Institute', 'Result', 'Pas.Year', 'Duration'],
    cv.education.map((school) => {
      const [exam, major] = examAndMajor(school.degree);
      const years = yearOf(school.endDate) - yearOf(school.startDate);
      return [
        escape(exam),
        escape(major),
        escape(school.institution),
        /gpa|class|division/i.test(school.description) ? escape(school.description) : '',
        Number.isFinite(yearOf(school.endDate)) ? String(yearOf(school.endDate)) : '',
        Number.isFinite(years) && years > 0 ? `${years} Year${years === 1 ? '' : 's'}` : '',
      ];
    }),
  );
  const certificates = table(
    ['Certification', 'Institute', 'Location', 'From', 'To'],
    cv.certifications.map((certificate) => [
      escape(certificate.name),
      escape(certificate.issuer),
      '',
      escape(certificate.date),
      escape(certificate.date),
    ]),
  );
  const languages = table(
    ['Language', 'Reading', 'Writing', 'Speaking'],
    cv.languages.map((language) => {
      const level = rating(language.fluency);
      return [escape(language.name), level, level, level];
    }),
  );
  const skills = [...cv.skills, ...cv.tools].map((skill) => `• ${escape(skill.name)}`).join('<br>');
  const referees = cv.references.slice(0, 2);
  const refereeRows: Array<[string, (referee: (typeof referees)[number]) => string]> = [
    ['Name', (referee) => escape(referee.name)],
    ['Organization', (referee) => escape(referee.company)],
    ['Designation', (referee) => escape(referee.title)],
    ['Address', () => ''],
    ['Phone (Off.)', () => ''],
    ['Phone (Res.)', () => ''],
    ['Mobile', (referee) => escape(referee.phone ?? '')],
    ['E-Mail', (referee) => escape(referee.email ?? '')],
    ['Relation', () => 'Professional'],
  ];
  const references = `<table class="refs"><tr><td></td>${referees
    .map((_, index) => `<td class="label">Reference: 0${index + 1}</td>`)
    .join('')}</tr>${refereeRows
    .map(
      ([label, value]) =>
        `<tr><td class="label">${label}</td>${referees
          .map((referee) => `<td>: ${value(referee)}</td>`)
          .join('')}</tr>`,
    )
    .join('')}</table>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 14mm 16mm; }
body { margin: 0; font-family: 'Liberation Sans', Verdana, sans-serif; font-size: 9pt; color: #000; }
.top { display: flex; justify-content: space-between; border-bottom: 1px solid #000; padding-bottom: 6px; }
.name { font-size: 15pt; font-weight: bold; margin-bottom: 4px; }
.top img { width: 90px; height: 110px; object-fit: cover; border: 1px solid #999; }
.heading { background: #dedede; font-weight: bold; text-decoration: underline; padding: 2px 4px; margin: 12px 0 6px; }
.text { margin: 2px 0 2px 12px; line-height: 1.35; }
.total { font-weight: bold; margin: 4px 0 6px 12px; }
.job { margin: 0 0 8px 12px; } .role { font-weight: bold; text-decoration: underline; }
.company { font-weight: bold; margin-top: 2px; } .duties { text-decoration: underline; margin-top: 3px; }
table { border-collapse: collapse; } .rows td { padding: 1px 4px; vertical-align: top; }
.rows .label, .refs .label { width: 150px; } .refs td { padding: 1px 4px; vertical-align: top; width: 33%; }
.grid { width: 100%; margin-left: 0; } .grid th, .grid td { border: 1px solid #666; padding: 3px 4px; text-align: center; }
.grid th { background: #f2f2f2; font-weight: bold; } .grid td.list { text-align: left; }
</style></head><body>
<div class="top"><div>
<div class="name">${escape(personal.name)}</div>
${labelled([
  ['Address', escape(personal.location)],
  ['Mobile No 1', escape(personal.phone)],
  ['e-mail', escape(personal.email)],
])}
</div><img src="${PHOTO_URL}" alt=""></div>
${personal.summary ? `${heading('Career Objective:')}<div class="text">${lines(personal.summary)}</div>` : ''}
${
  cv.experience.length > 0
    ? `${heading('Employment History:')}<div class="total">Total Year of Experience : ${totalYears(cv)}</div>${jobs}`
    : ''
}
${cv.education.length > 0 ? `${heading('Academic Qualification:')}${schools}` : ''}
${cv.certifications.length > 0 ? `${heading('Professional Qualification:')}${certificates}` : ''}
${heading('Career and Application Information:')}
${labelled([
  ['Looking For', 'Mid Level Job'],
  ['Available For', 'Full Time'],
  ['Preferred District', 'Anywhere in Bangladesh'],
])}
${
  skills
    ? `${heading('Specialization:')}<table class="grid"><tr><th>Fields of Specialization</th><th>Description</th></tr><tr><td class="list">${skills}</td><td>-</td></tr></table>`
    : ''
}
${cv.languages.length > 0 ? `${heading('Language Proficiency:')}${languages}` : ''}
${heading('Personal Details :')}
${labelled([
  ["Father's Name", father],
  ["Mother's Name", mother],
  ['Date of Birth', 'March 12, 1995'],
  ['Marital Status', 'Single'],
  ['Nationality', 'Bangladeshi'],
  ['Religion', 'Islam'],
  ['Permanent Address', escape(personal.location)],
  ['Current Location', escape(personal.location.split(',')[0] ?? '')],
])}
${referees.length > 0 ? `${heading('Reference (s):')}${references}` : ''}
</body></html>`;
}

export const BDJOBS_LAYOUTS: Readonly<Record<string, (cv: CvData) => string>> = {
  'bdjobs-resume': resume,
};
