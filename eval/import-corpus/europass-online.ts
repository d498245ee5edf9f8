import type { CvData, CvExperience } from '@careercard/shared/cv';
import { escape, refereeDetails } from './layouts';

/**
 * The look of the PDF the EU's online Europass editor makes (since 2020), which graduates
 * applying abroad send: the contacts as "Label: value" pairs under the name, headings in
 * capitals over a rule, each entry's title in capitals with its organisation and its dates in
 * brackets ("[ 04/2019 – CURRENT ]"), a "City: … | Country: …" line, the mother tongue and the
 * other languages by the framework's levels, skills joined by bars, and the extra sections
 * (honours and awards, publications, projects, volunteering, hobbies, recommendations) each
 * under its own heading.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "04/2019" from "Apr 2019"; a year alone, or a date already numeric, as it is. */
function numeric(date: string): string {
  if (/present|current/i.test(date)) return 'CURRENT';
  const year = /\b(?:19|20)\d{2}\b/.exec(date)?.[0];
  const at = MONTHS.findIndex((name) => date.toLowerCase().startsWith(name));
  return year && at >= 0 ? `${String(at + 1).padStart(2, '0')}/${year}` : escape(date);
}

const bracket = (entry: { startDate: string; endDate: string }) =>
  `[ ${[entry.startDate, entry.endDate || 'Present'].map(numeric).join(' – ')} ]`;

const paragraphs = (text: string) => {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const items = lines.filter((line) => /^[-•]/.test(line));
  return [
    ...lines.filter((line) => !/^[-•]/.test(line)).map((line) => `<p>${escape(line)}</p>`),
    items.length > 0
      ? `<ul>${items.map((item) => `<li>${escape(item.replace(/^[-•]\s*/, ''))}</li>`).join('')}</ul>`
      : '',
  ].join('');
};

const section = (title: string, body: string) =>
  body ? `<h2>${escape(title.toUpperCase())}</h2>${body}` : '';

/** An entry's head: its title in capitals, the organisation and the dates on its right. */
const head = (title: string, organisation: string, when: string) =>
  `<div class="head"><b>${escape(title.toUpperCase())}</b>${
    organisation ? ` <span class="org">${escape(organisation)}</span>` : ''
  }${when ? ` <span class="when">${when}</span>` : ''}</div>`;

const place = (city: string) =>
  city ? `<div class="place">City: ${escape(city)} | Country: Bangladesh</div>` : '';

const job = (entry: CvExperience) =>
  `<div class="entry">${head(entry.title, entry.company, bracket(entry))}${place(entry.location)}${paragraphs(entry.description)}</div>`;

/** The framework's levels for each of the five skills, from the CV's word for a language. */
const CEFR: Readonly<Record<string, string>> = {
  Fluent: 'C1',
  Conversational: 'B1',
  Basic: 'A2',
};

function languages(cv: CvData): string {
  const native = cv.languages.filter((language) => language.fluency === 'Native');
  const other = cv.languages.filter((language) => language.fluency !== 'Native');
  if (cv.languages.length === 0) return '';
  return (
    (native.length > 0
      ? `<p>Mother tongue(s): <b>${native.map((language) => escape(language.name)).join(' | ')}</b></p>`
      : '') +
    (other.length > 0
      ? `<p>Other language(s):</p><table><tr><th></th><th colspan="2">UNDERSTANDING</th><th colspan="2">SPEAKING</th><th>WRITING</th></tr>
<tr><th></th><th>Listening</th><th>Reading</th><th>Spoken production</th><th>Spoken interaction</th><th></th></tr>${other
          .map((language) => {
            const grade = CEFR[language.fluency] ?? 'B2';
            return `<tr><td><b>${escape(language.name.toUpperCase())}</b></td>${'<td>'
              .concat(grade, '</td>')
              .repeat(5)}</tr>`;
          })
          .join(
            '',
          )}</table><p class="small">Levels: A1 and A2: Basic user; B1 and B2: Independent user; C1 and C2: Proficient user</p>`
      : '')
  );
}

function europass(cv: CvData): string {
  const { personal } = cv;
  const paid = cv.experience.filter((entry) => entry.type !== 'Volunteer');
  const volunteer = cv.experience.filter((entry) => entry.type === 'Volunteer');
  const pairs = [
    [
      'Phone number',
      personal.phone ? `(+880) ${personal.phone.replace(/^\+?880\s*|^0/, '')} (Mobile)` : '',
    ],
    ['Email address', personal.email],
    ...personal.links.map((link) => ['Website', link.url] as const),
    ['Address', personal.location],
  ].filter(([, value]) => value);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 14mm 16mm; }
body { margin: 0; font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9.5pt; color: #222; }
h1 { font-size: 20pt; color: #0e4194; margin: 0 0 6px; }
.pairs span { margin-right: 14px; display: inline-block; } .pairs b { color: #0e4194; font-weight: normal; }
h2 { font-size: 10.5pt; color: #0e4194; border-bottom: 1px solid #0e4194; padding-bottom: 2px; margin: 16px 0 6px; }
.entry { margin: 0 0 10px; } .org { color: #555; } .when { color: #555; font-size: 8.5pt; }
.place { font-size: 8.5pt; color: #555; } p { margin: 3px 0; } ul { margin: 3px 0 3px 18px; padding: 0; }
table { border-collapse: collapse; font-size: 8.5pt; margin: 4px 0; } td, th { border: 1px solid #ccc; padding: 2px 6px; font-weight: normal; }
.small { font-size: 7.5pt; color: #555; }
</style></head><body>
<h1>${escape(personal.name)}</h1>
<div class="pairs">${pairs.map(([label, value]) => `<span><b>${label}:</b> ${escape(value)}</span>`).join(' ')}</div>
${section('About myself', paragraphs(personal.summary))}
${section('Work experience', paid.map(job).join(''))}
${section(
  'Education and training',
  cv.education
    .map(
      (school) =>
        `<div class="entry">${head(school.degree, school.institution, bracket(school))}${place(school.location)}${paragraphs(school.description)}</div>`,
    )
    .join(''),
)}
${section('Language skills', languages(cv))}
${section(
  'Digital skills',
  [...cv.skills, ...cv.tools].length > 0
    ? `<p>${[...cv.skills, ...cv.tools].map((skill) => escape(skill.name)).join(' | ')}</p>`
    : '',
)}
${section(
  'Licences and certifications',
  cv.certifications
    .map((certificate) =>
      head(
        certificate.name,
        certificate.issuer,
        certificate.date ? `[ ${numeric(certificate.date)} ]` : '',
      ),
    )
    .join(''),
)}
${section(
  'Honours and awards',
  cv.achievements
    .map(
      (award) =>
        `<div class="entry">${award.title ? head(award.title, '', '') : ''}${paragraphs(award.description)}</div>`,
    )
    .join(''),
)}
${section(
  'Publications',
  cv.publications
    .map(
      (paper) =>
        `<div class="entry">${head(paper.title, paper.publisher, paper.date ? `[ ${numeric(paper.date)} ]` : '')}${
          paper.url ? `<p>${escape(paper.url)}</p>` : ''
        }</div>`,
    )
    .join(''),
)}
${section(
  'Projects',
  cv.projects
    .map(
      (project) =>
        `<div class="entry">${head(project.name, project.label ?? '', '')}${
          project.url ? `<p>Link: ${escape(project.url)}</p>` : ''
        }${paragraphs(project.description)}</div>`,
    )
    .join(''),
)}
${section('Volunteering', volunteer.map(job).join(''))}
${section(
  'Hobbies and interests',
  cv.extracurricular
    .map(
      (activity) =>
        `<div class="entry">${head(activity.name, activity.role, '')}${paragraphs(activity.description)}</div>`,
    )
    .join(''),
)}
${section(
  'Recommendations',
  cv.references
    .map(
      (referee) =>
        `<div class="entry"><b>${escape(referee.name)}</b><p>${refereeDetails(referee).join(' | ')}</p></div>`,
    )
    .join(''),
)}
</body></html>`;
}

export const EUROPASS_LAYOUTS: Readonly<Record<string, (cv: CvData) => string>> = {
  'europass-online': europass,
};
