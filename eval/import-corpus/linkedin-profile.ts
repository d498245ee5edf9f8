import type { CvData, CvExperience } from '@careercard/shared/cv';
import { MONTH_NAMES } from '@careercard/shared/locale';
import { escape } from './layouts';

/**
 * The look of the PDF LinkedIn makes of a profile ("Save to PDF"), which many job seekers send
 * as their CV: a grey column down the left with the contacts (each labelled "(LinkedIn)",
 * "(Mobile)"), the top skills, languages by LinkedIn's levels, and certifications, honours and
 * papers by their names alone; beside it the name, headline and place, the summary, the jobs
 * grouped under their employer with LinkedIn's durations ("April 2019 - Present (7 years 9
 * months)"), the schools with "Degree · (2013 - 2015)", and "Page 1 of 2" at the foot of each
 * page. LinkedIn prints no projects, activities or references. (It shows three top skills; all
 * are printed here, so the skills are scored as in every other layout.)
 */

/** The month a date names (0-based) and its year, or none for "Present". */
function month(date: string): { month: number; year: number } | undefined {
  const year = /\b(19|20)\d{2}\b/.exec(date);
  if (!year) return undefined;
  const at = MONTH_NAMES.findIndex((name) =>
    date.toLowerCase().includes(name.slice(0, 3).toLowerCase()),
  );
  return { month: Math.max(at, 0), year: Number(year[0]) };
}

/** "April 2019": LinkedIn writes months whole. */
const longDate = (date: string) => {
  const when = month(date);
  if (!when) return escape(date);
  return /[a-z]/i.test(date) ? `${MONTH_NAMES[when.month]} ${when.year}` : String(when.year);
};

/** "7 years 9 months" from a start to an end ("Present" being the corpus's December 2026). */
function duration(start: string, end: string): string {
  const from = month(start);
  const to = month(end) ?? { month: 11, year: 2026 };
  if (!from) return '';
  const months = (to.year - from.year) * 12 + to.month - from.month + 1;
  const plural = (count: number, unit: string) =>
    count === 0 ? '' : `${count} ${unit}${count === 1 ? '' : 's'}`;
  return [plural(Math.floor(months / 12), 'year'), plural(months % 12, 'month')]
    .filter(Boolean)
    .join(' ');
}

const span = (entry: { startDate: string; endDate: string }) =>
  `${longDate(entry.startDate)} - ${longDate(entry.endDate || 'Present')} (${duration(entry.startDate, entry.endDate)})`;

const paragraphs = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escape(line)}</p>`)
    .join('');

/** LinkedIn's five levels, from the CV's words for them. */
const LEVELS: Readonly<Record<string, string>> = {
  native: 'Native or Bilingual',
  fluent: 'Full Professional',
  advanced: 'Professional Working',
  professional: 'Professional Working',
  intermediate: 'Limited Working',
  conversational: 'Limited Working',
  basic: 'Elementary',
};

const level = (fluency: string) =>
  LEVELS[fluency.toLowerCase().split(/\W/)[0] ?? ''] ?? 'Professional Working';

const side = (title: string, items: string[]) =>
  items.length > 0
    ? `<h3>${title}</h3>${items.map((item) => `<div>${escape(item)}</div>`).join('')}`
    : '';

/** Jobs in a row at one employer print under it once, with the time spent there in all. */
function experience(jobs: CvExperience[]): string {
  const groups: CvExperience[][] = [];
  for (const job of jobs) {
    const last = groups.at(-1);
    if (last && last[0]!.company === job.company) last.push(job);
    else groups.push([job]);
  }
  return groups
    .map((group) => {
      const first = group.at(-1)!;
      const latest = group[0]!;
      const positions = group
        .map(
          (job) =>
            `<div class="role">${escape(job.title)}</div><div class="grey">${span(job)}</div>` +
            `${job.location ? `<div class="grey">${escape(job.location)}</div>` : ''}` +
            paragraphs(job.description),
        )
        .join('');
      const total =
        group.length > 1
          ? `<div class="grey">${duration(first.startDate, latest.endDate)}</div>`
          : '';
      return `<div class="job"><div class="company">${escape(latest.company)}</div>${total}${positions}</div>`;
    })
    .join('');
}

function profile(cv: CvData): string {
  const { personal } = cv;
  const label = (url: string) =>
    /linkedin\./i.test(url) ? 'LinkedIn' : /github\./i.test(url) ? 'Personal' : 'Portfolio';
  const contacts = [
    personal.email,
    ...personal.links.map((link) => `${link.url.replace(/^https?:\/\//, '')} (${label(link.url)})`),
    personal.phone ? `${personal.phone} (Mobile)` : '',
  ].filter(Boolean);
  const years = (entry: { startDate: string; endDate: string }) =>
    [entry.startDate, entry.endDate]
      .map((date) => /\b(?:19|20)\d{2}\b/.exec(date)?.[0])
      .filter(Boolean)
      .join(' - ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 12mm 0 14mm;
  @bottom-center { content: "Page " counter(page) " of " counter(pages); font: 8pt Arial, sans-serif; color: #777; } }
body { margin: 0; font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10pt; color: #333; }
.columns { display: flex; } .side { width: 32%; background: #eef1f4; padding: 10px 18px; box-sizing: border-box; }
.main { width: 68%; padding: 0 28px 0 26px; box-sizing: border-box; }
.side h3 { font-size: 12pt; color: #111; margin: 18px 0 6px; font-weight: normal; }
.side div { margin: 2px 0; font-size: 9.5pt; }
h1 { font-size: 24pt; font-weight: normal; color: #111; margin: 8px 0 4px; }
.headline { font-size: 11.5pt; color: #111; } .place { color: #777; margin: 4px 0 10px; }
h2 { font-size: 14pt; font-weight: normal; color: #111; margin: 18px 0 8px; }
.job { margin-bottom: 12px; } .company { font-size: 11.5pt; color: #111; }
.role { font-size: 10.5pt; margin-top: 4px; } .grey { color: #777; } p { margin: 3px 0; }
.school { font-size: 11.5pt; color: #111; margin-top: 8px; }
</style></head><body><div class="columns"><div class="side">
${side('Contact', contacts)}
${side(
  'Top Skills',
  [...cv.skills, ...cv.tools].map((skill) => skill.name),
)}
${side(
  'Languages',
  cv.languages.map((language) => `${language.name} (${level(language.fluency)})`),
)}
${side(
  'Certifications',
  cv.certifications.map((certificate) => certificate.name),
)}
${side(
  'Honors-Awards',
  cv.achievements.map((award) => award.title || award.description),
)}
${side(
  'Publications',
  cv.publications.map((paper) => paper.title),
)}
</div><div class="main">
<h1>${escape(personal.name)}</h1>
${personal.title ? `<div class="headline">${escape(personal.title)}</div>` : ''}
${personal.location ? `<div class="place">${escape(personal.location)}</div>` : ''}
${personal.summary ? `<h2>Summary</h2>${paragraphs(personal.summary)}` : ''}
${cv.experience.length > 0 ? `<h2>Experience</h2>${experience(cv.experience)}` : ''}
${
  cv.education.length > 0
    ? `<h2>Education</h2>${cv.education
        .map(
          (school) =>
            `<div class="school">${escape(school.institution)}</div><div>${escape(school.degree)}${
              years(school) ? ` · (${years(school)})` : ''
            }</div>`,
        )
        .join('')}`
    : ''
}
</div></div></body></html>`;
}

export const LINKEDIN_LAYOUTS: Readonly<Record<string, (cv: CvData) => string>> = {
  'linkedin-profile': profile,
};
