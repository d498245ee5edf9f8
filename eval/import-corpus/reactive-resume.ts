import type { CvData } from '@careercard/shared/cv';
import { MONTH_NAMES } from '@careercard/shared/locale';
import { bulletList, escape, refereeDetails } from './layouts';
import { PHOTO_URL } from './photo';

/**
 * The PDFs of Reactive Resume, the most used open-source CV builder, drawn from three of its
 * templates with its default layout (experience, education, projects, volunteering and
 * references in the main column; skills, certifications, awards, publications and languages in
 * the sidebar's). Every item prints the same way whatever its section: a bold name over a
 * second line (position, issuer, publisher, level) on the left, its date in bold over its place
 * on the right, then its summary. Onyx sets the sidebar's sections after the main ones in one
 * column; Pikachu puts a coloured box with the name over the main column, the photo and the
 * sidebar's sections left of it; Gengar sets the name and contacts in a coloured sidebar, the
 * summary in a tinted box over the main column.
 */

/** "Mar 2021" → "March 2021": Reactive Resume's dates are the words its user typed. */
const longMonth = (date: string) =>
  date.replace(
    /^([A-Z][a-z]{2})\b/,
    (short) => MONTH_NAMES.find((month) => month.startsWith(short)) ?? short,
  );

const when = (entry: { startDate: string; endDate: string }) =>
  escape([entry.startDate, entry.endDate].filter(Boolean).map(longMonth).join(' - '));

const hostOf = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

/** One item of any section: name over its second line, date over place, the summary under. */
const item = (name: string, second: string, date = '', place = '', summary = '', url = '') =>
  `<div class="item"><div class="head"><div><div class="name">${escape(name)}</div>${
    second ? `<div>${escape(second)}</div>` : ''
  }</div><div class="right">${date ? `<div class="name">${date}</div>` : ''}${
    place ? `<div>${escape(place)}</div>` : ''
  }</div></div>${url ? `<a class="url">${escape(hostOf(url))}</a>` : ''}${summary}</div>`;

const section = (heading: string, items: string[], columns = 1) =>
  items.length === 0
    ? ''
    : `<section><h4>${heading}</h4><div class="items" style="grid-template-columns: repeat(${columns}, 1fr)">${items.join('')}</div></section>`;

const paragraph = (text: string) => (text ? `<p>${escape(text)}</p>` : '');

/** The main column's sections, in the default layout's order. */
function mainSections(cv: CvData, { withSummary }: { withSummary: boolean }): string {
  const jobs = (volunteer: boolean) =>
    cv.experience
      .filter((job) => (job.type === 'Volunteer') === volunteer)
      .map((job) =>
        item(job.company, job.title, when(job), job.location, bulletList(job.description)),
      );
  return [
    withSummary
      ? section('Summary', cv.personal.summary ? [paragraph(cv.personal.summary)] : [])
      : '',
    section('Experience', jobs(false)),
    section(
      'Education',
      cv.education.map((school) =>
        item(
          school.institution,
          school.degree,
          when(school),
          school.location,
          bulletList(school.description),
        ),
      ),
    ),
    section(
      'Projects',
      cv.projects.map((project) =>
        item(
          project.name,
          project.label ?? '',
          '',
          '',
          bulletList(project.description),
          project.url,
        ),
      ),
    ),
    section('Volunteering', jobs(true)),
    section(
      'Activities',
      cv.extracurricular.map((activity) =>
        item(activity.name, activity.role, '', '', bulletList(activity.description)),
      ),
    ),
    section(
      'References',
      cv.references.map((referee) => {
        const [post = '', ...reach] = refereeDetails(referee);
        return `<div class="item"><div class="name">${escape(referee.name)}</div><div>${post}</div><p>${reach.join('<br>')}</p></div>`;
      }),
    ),
  ].join('');
}

/** The sidebar's sections, in the default layout's order; `columns` for skills and languages. */
function sidebarSections(cv: CvData, columns: number): string {
  return [
    section(
      'Skills',
      cv.skills.map((skill) =>
        item(
          skill.name,
          skill.level,
          '',
          '',
          `<div class="rating" data-level="${skill.level}"></div>`,
        ),
      ),
      columns,
    ),
    section(
      'Tools',
      cv.tools.length > 0 ? [paragraph(cv.tools.map((tool) => tool.name).join(', '))] : [],
    ),
    section(
      'Certifications',
      cv.certifications.map((certificate) =>
        item(certificate.name, certificate.issuer, escape(longMonth(certificate.date))),
      ),
    ),
    section(
      'Awards',
      cv.achievements.map((award) =>
        award.title
          ? item(award.title, '', '', '', paragraph(award.description))
          : paragraph(award.description),
      ),
    ),
    section(
      'Publications',
      cv.publications.map((paper) =>
        item(paper.title, paper.publisher, escape(longMonth(paper.date)), '', '', paper.url),
      ),
    ),
    section(
      'Languages',
      cv.languages.map((language) => item(language.name, language.fluency)),
      columns,
    ),
  ].join('');
}

/** The contacts, each after its icon (a private-use glyph, as the icon font draws it). */
const contacts = (cv: CvData) =>
  [
    ['\uE0C8', cv.personal.location],
    ['\uE0B0', cv.personal.phone],
    ['\uE0BE', cv.personal.email],
    ...cv.personal.links.map((link) => ['\uE157', hostOf(link.url)] as const),
  ]
    .filter(([, value]) => value)
    .map(([icon, value]) => `<span class="contact"><i>${icon}</i>${escape(value)}</span>`)
    .join('');

const page = (style: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0; }
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9.5pt; color: #222; margin: 0; line-height: 1.35; }
p { margin: 0; } ul { margin: 2px 0 0 16px; padding: 0; }
h4 { font-size: 10.5pt; margin: 12px 0 6px; color: #0f766e; border-bottom: 1px solid #0f766e; padding-bottom: 2px; }
.items { display: grid; gap: 8px 14px; }
.head { display: flex; justify-content: space-between; gap: 10px; }
.right { text-align: right; flex-shrink: 0; }
.name { font-weight: bold; }
.url { display: block; color: #0f766e; }
.rating { height: 5px; background: linear-gradient(90deg, #0f766e 60%, #ccd 60%); margin-top: 3px; width: 80px; }
.contact { margin-right: 12px; white-space: nowrap; display: inline-block; } .contact i { font-style: normal; margin-right: 4px; color: #0f766e; }
${style}
</style></head><body>${body}</body></html>`;

/** Onyx: the photo beside the name and contacts, then every section in one column. */
function onyx(cv: CvData): string {
  const { personal } = cv;
  return page(
    `.sheet { padding: 14mm 15mm; } header { display: flex; gap: 14px; align-items: center; border-bottom: 1px solid #0f766e; padding-bottom: 10px; }
     header > div { flex: 1; min-width: 0; } header img { width: 64px; height: 64px; border-radius: 6px; } h1 { font-size: 20pt; margin: 0; } .headline { font-size: 11pt; margin: 2px 0 4px; }`,
    `<div class="sheet"><header><img src="${PHOTO_URL}" alt=""><div><h1>${escape(personal.name)}</h1>
<div class="headline">${escape(personal.title)}</div><div>${contacts(cv)}</div></div></header>
${mainSections(cv, { withSummary: true })}${sidebarSections(cv, 3)}</div>`,
  );
}

/** Pikachu: the photo and the sidebar's sections on the left; a coloured box with the name on the right. */
function pikachu(cv: CvData): string {
  const { personal } = cv;
  return page(
    `.sheet { display: grid; grid-template-columns: 1fr 2fr; gap: 0 16px; padding: 12mm 13mm; }
     .side img { width: 100%; max-width: 150px; border-radius: 8px; }
     .box { background: #0f766e; color: #fff; border-radius: 8px; padding: 12px 14px; }
     .box h1 { font-size: 20pt; margin: 0; } .box .headline { font-size: 11pt; margin: 2px 0 8px; }
     .box .contact i { color: #fff; } .box .contact { display: inline-block; margin-bottom: 2px; }`,
    `<div class="sheet"><aside class="side"><img src="${PHOTO_URL}" alt="">${sidebarSections(cv, 1)}</aside>
<main><div class="box"><h1>${escape(personal.name)}</h1><div class="headline">${escape(personal.title)}</div>
<div>${contacts(cv)}</div></div>${mainSections(cv, { withSummary: true })}</main></div>`,
  );
}

/** Gengar: name, headline and contacts in a coloured sidebar over its sections; the summary tinted over the main column. */
function gengar(cv: CvData): string {
  const { personal } = cv;
  return page(
    `.sheet { display: grid; grid-template-columns: 1fr 2fr; min-height: 297mm; }
     .side { background: #ccfbf1; padding: 12mm 6mm 10mm 10mm; } .side header { background: #0f766e; color: #fff; margin: -12mm -6mm 10px -10mm; padding: 12mm 6mm 10px 10mm; }
     .side h1 { font-size: 18pt; margin: 0; } .side .headline { margin: 2px 0 8px; } .side .contact { display: block; white-space: normal; } .side .contact i { color: #fff; }
     main { padding: 0 12mm 10mm 8mm; } .summary { background: #f0fdfa; margin: 0 -12mm 0 -8mm; padding: 12mm 12mm 8px 8mm; }`,
    `<div class="sheet"><aside class="side"><header><h1>${escape(personal.name)}</h1><div class="headline">${escape(personal.title)}</div>
${contacts(cv)}</header>${sidebarSections(cv, 1)}</aside>
<main>${personal.summary ? `<div class="summary">${paragraph(personal.summary)}</div>` : ''}${mainSections(cv, { withSummary: false })}</main></div>`,
  );
}

export const REACTIVE_RESUME_LAYOUTS: Readonly<Record<string, (cv: CvData) => string>> = {
  'reactive-onyx': onyx,
  'reactive-pikachu': pikachu,
  'reactive-gengar': gengar,
};
