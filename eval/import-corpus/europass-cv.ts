import type { CvData } from '@careercard/shared/cv';
import { bulletList, escape, numericMonth, refereeDetails } from './layouts';

/**
 * The Europass CV as its online editor prints it since 2020, written from the editor's
 * published form (independently of the Europass family kept aside): contacts as labelled items
 * ("Email address:", "Home:"), headings in capitals over a rule, each entry in two lines of
 * capitals ("EMPLOYER – PLACE" over "TITLE – 04/2019 – CURRENT", or the dates and place first
 * over "TITLE – EMPLOYER"), languages as a mother tongue and a grid of CEFR levels, and the
 * editor's section names (About me, Digital skills, Honours and awards, Volunteering,
 * Recommendations).
 */

/** "Apr 2019" → "04/2019"; "Present" → "CURRENT"; a year as it is. */
const europassDate = (date: string) => (/^present$/i.test(date) ? 'CURRENT' : numericMonth(date));

const dates = (entry: { startDate: string; endDate: string }) =>
  escape([entry.startDate, entry.endDate].filter(Boolean).map(europassDate).join(' – '));

const caps = (text: string) => escape(text.toUpperCase());

/** The CEFR level a Europass user would pick for each fluency (a mother tongue has none). */
const CEFR: Readonly<Record<string, string>> = { Fluent: 'C1', Conversational: 'B1', Basic: 'A2' };

type EntryOrder = 'employer-first' | 'dates-first';

function europass(cv: CvData, order: EntryOrder): string {
  const { personal } = cv;
  const entry = (organisation: string, place: string, role: string, when: string, body: string) =>
    order === 'employer-first'
      ? `<p class="h">${caps([organisation, place].filter(Boolean).join(' – '))}</p><p class="h2">${caps(
          role,
        )}${when ? ` – ${when}` : ''}</p>${body}`
      : `<p class="when">${[when, escape(place)].filter(Boolean).join(' – ')}</p><p class="h">${caps(
          [role, organisation].filter(Boolean).join(' – '),
        )}</p>${body}`;
  const section = (heading: string, body: string) => (body ? `<h2>${heading}</h2>${body}` : '');
  const native = cv.languages.filter((language) => language.fluency === 'Native');
  const others = cv.languages.filter((language) => language.fluency !== 'Native');
  const grid = (level: string) =>
    `<table class="cefr"><tr><td>LISTENING <b>${level}</b></td><td>READING <b>${level}</b></td><td>WRITING <b>${level}</b></td></tr><tr><td>SPOKEN PRODUCTION <b>${level}</b></td><td>SPOKEN INTERACTION <b>${level}</b></td><td></td></tr></table>`;
  const contact = (label: string, value: string) =>
    value ? `<span><b>${label}:</b> ${escape(value)}</span>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 14mm 16mm; }
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9.5pt; color: #1c1c1c; margin: 0; }
h1 { font-size: 20pt; color: #0b4f9c; margin: 0 0 6px; } p { margin: 2px 0; }
.contact { display: flex; flex-wrap: wrap; gap: 2px 10px; font-size: 8.5pt; border-bottom: 1px solid #0b4f9c; padding-bottom: 6px; }
h2 { font-size: 11pt; color: #0b4f9c; border-bottom: 1px solid #0b4f9c; margin: 14px 0 6px; padding-bottom: 2px; }
.h { font-weight: bold; margin-top: 8px; } .h2 { font-weight: bold; color: #444; }
.when { color: #555; font-size: 8.5pt; margin-top: 8px; } ul { margin: 3px 0 6px 16px; padding: 0; }
.cefr { border-collapse: collapse; margin: 2px 0 6px; font-size: 8.5pt; } .cefr td { padding: 1px 14px 1px 0; }
.legend { font-size: 7.5pt; color: #666; }
</style></head><body>
<h1>${escape(personal.name)}</h1>
<div class="contact">${[
    contact('Phone number', personal.phone),
    contact('Email address', personal.email),
    ...personal.links.map((link) =>
      contact(link.label || 'Website', link.url.replace(/^https?:\/\//, '')),
    ),
    contact('Home', personal.location),
  ].join('')}</div>
${section('ABOUT ME', personal.summary ? `<p>${escape(personal.summary)}</p>` : '')}
${section(
  'WORK EXPERIENCE',
  cv.experience
    .map((job) =>
      entry(job.company, job.location, job.title, dates(job), bulletList(job.description)),
    )
    .join(''),
)}
${section(
  'EDUCATION AND TRAINING',
  cv.education
    .map((school) => entry(school.institution, school.location, school.degree, dates(school), ''))
    .join(''),
)}
${section(
  'LANGUAGE SKILLS',
  cv.languages.length === 0
    ? ''
    : `${native.length > 0 ? `<p>Mother tongue(s): <b>${caps(native.map((language) => language.name).join(' | '))}</b></p>` : ''}
${others.length > 0 ? `<p>Other language(s):</p>${others.map((language) => `<p class="h">${caps(language.name)}</p>${grid(CEFR[language.fluency] ?? 'B1')}`).join('')}<p class="legend">Levels: A1 and A2: Basic user; B1 and B2: Independent user; C1 and C2: Proficient user</p>` : ''}`,
)}
${section('DIGITAL SKILLS', cv.skills.length > 0 ? `<p>${cv.skills.map((skill) => escape(skill.name)).join(' | ')}</p>` : '')}
${section(
  'CERTIFICATIONS',
  cv.certifications
    .map((course) => entry(course.issuer, '', course.name, escape(europassDate(course.date)), ''))
    .join(''),
)}
${section(
  'HONOURS AND AWARDS',
  cv.achievements
    .map(
      (award) =>
        `<p class="h">${caps(award.title || award.description)}</p>${award.title && award.description ? `<p>${escape(award.description)}</p>` : ''}`,
    )
    .join(''),
)}
${section(
  'PUBLICATIONS',
  cv.publications
    .map(
      (paper) =>
        `<p class="h">${escape(paper.title)}${paper.date ? ` (${escape(paper.date)})` : ''}</p><p>${escape(paper.publisher)}</p>`,
    )
    .join(''),
)}
${section(
  'PROJECTS',
  cv.projects
    .map(
      (project) =>
        `<p class="h">${caps(project.name)}</p>${project.url ? `<p>Link: ${escape(project.url.replace(/^https?:\/\//, ''))}</p>` : ''}${bulletList(project.description)}`,
    )
    .join(''),
)}
${section(
  'VOLUNTEERING',
  cv.extracurricular
    .map((activity) =>
      entry(activity.name, '', activity.role, '', bulletList(activity.description)),
    )
    .join(''),
)}
${section(
  'RECOMMENDATIONS',
  cv.references
    .map(
      (referee) =>
        `<p class="h">${escape(referee.name)}</p><p>${refereeDetails(referee).join('<br>')}</p>`,
    )
    .join(''),
)}
</body></html>`;
}

export const EUROPASS_CV_LAYOUTS: Readonly<Record<string, (cv: CvData) => string>> = {
  'europass-employer-first': (cv) => europass(cv, 'employer-first'),
  'europass-dates-first': (cv) => europass(cv, 'dates-first'),
};
