import type { CvData, CvExperience } from '@careercard/shared/cv';
import { escape, refereeParagraph } from './layouts';

/**
 * The looks of the résumé templates Google Docs offers, which many job seekers fill in and
 * download as PDF: each entry's head is one line ("Employer, Place — Title"), its dates under it
 * in capitals as the template types them ("APR 2019 - PRESENT"), the introduction a paragraph
 * under the name with no heading. Plain HTML, printed by Chromium as Docs prints its own.
 */

/** "APR 2019 - PRESENT", as the templates write dates. */
const capsDates = (entry: { startDate: string; endDate: string }) =>
  escape([entry.startDate, entry.endDate].filter(Boolean).join(' - ').toUpperCase());

/** A description as Docs users write it: its "- " lines as a list, other lines as paragraphs. */
const describe = (description: string) => {
  const lines = description
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const items = lines.filter((line) => /^[-•]/.test(line)).map((line) => line.slice(1).trim());
  const prose = lines.filter((line) => !/^[-•]/.test(line));
  return [
    ...prose.map((line) => `<p>${escape(line)}</p>`),
    items.length > 0 ? `<ul>${items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>` : '',
  ].join('');
};

/** "Employer, Place — Title": the head line of a job, a school or an activity. */
const head = (name: string, place: string, role: string) =>
  `<h3><b>${escape(name)}</b>${place ? `, ${escape(place)}` : ''}${
    role ? ` — <i>${escape(role)}</i>` : ''
  }</h3>`;

const job = (entry: CvExperience) =>
  `${head(entry.company, entry.location, entry.title)}<div class="when">${capsDates(entry)}</div>${describe(entry.description)}`;

const section = (title: string, body: string) => (body ? `<h2>${title}</h2>${body}` : '');

/** The sections every Docs layout fills, in its order, each heading as the template spells it. */
function mainSections(cv: CvData, headings: { awards: string; activities: string }) {
  const paid = cv.experience.filter((entry) => entry.type !== 'Volunteer');
  const volunteer = cv.experience.filter((entry) => entry.type === 'Volunteer');
  return [
    section('Experience', paid.map(job).join('')),
    section(
      'Education',
      cv.education
        .map(
          (school) =>
            `${head(school.institution, school.location, school.degree)}<div class="when">${capsDates(school)}</div>${describe(school.description)}`,
        )
        .join(''),
    ),
    section(
      'Projects',
      cv.projects
        .map(
          (project) =>
            `<h3><b>${escape(project.name)}</b>${project.label ? ` — <i>${escape(project.label)}</i>` : ''}</h3>${
              project.url
                ? `<p><a href="${escape(project.url)}">${escape(project.url)}</a></p>`
                : ''
            }${describe(project.description)}`,
        )
        .join(''),
    ),
    section('Volunteering', volunteer.map(job).join('')),
    section(
      headings.activities,
      cv.extracurricular
        .map(
          (activity) =>
            `${head(activity.name, '', activity.role)}${describe(activity.description)}`,
        )
        .join(''),
    ),
    section(
      'Publications',
      cv.publications
        .map(
          (paper) =>
            `<p><b>${escape(paper.title)}</b>, <i>${escape(paper.publisher)}</i>${
              paper.date ? ` (${escape(paper.date)})` : ''
            }${paper.url ? ` <a href="${escape(paper.url)}">${escape(paper.url)}</a>` : ''}</p>`,
        )
        .join(''),
    ),
    section('References', cv.references.map(refereeParagraph).join('')),
  ].join('');
}

/** The short sections: a paragraph each, an award's name in bold before what it was for. */
function shortSections(cv: CvData, headings: { awards: string; activities: string }) {
  return [
    section(
      'Skills',
      cv.skills.length + cv.tools.length > 0
        ? `<p>${[...cv.skills, ...cv.tools].map((skill) => escape(skill.name)).join(', ')}</p>`
        : '',
    ),
    section(
      'Certifications',
      cv.certifications
        .map(
          (certificate) =>
            `<p><b>${escape(certificate.name)}</b>${[certificate.issuer, certificate.date]
              .filter(Boolean)
              .map((part) => `, ${escape(part)}`)
              .join('')}</p>`,
        )
        .join(''),
    ),
    section(
      headings.awards,
      cv.achievements
        .map(
          (award) =>
            `<p>${award.title ? `<b>${escape(award.title)}</b> ` : ''}${escape(award.description)}</p>`,
        )
        .join(''),
    ),
    section(
      'Languages',
      cv.languages.length > 0
        ? `<p>${cv.languages.map((language) => `${escape(language.name)} (${escape(language.fluency)})`).join(', ')}</p>`
        : '',
    ),
  ].join('');
}

const page = (style: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 14mm 16mm; }
body { margin: 0; color: #222; }
h3 { font-size: inherit; font-weight: normal; margin: 12px 0 2px; }
p { margin: 3px 0; } ul { margin: 4px 0 6px 20px; padding: 0; } a { color: inherit; }
.when { font-size: 8pt; color: #666; margin-bottom: 4px; }
${style}
</style></head><body>${body}</body></html>`;

/**
 * "Coral": the contacts in small type over the name, the headline under it, the introduction
 * a paragraph under that, headings in colour and capitals, one column.
 */
function coral(cv: CvData): string {
  const { personal } = cv;
  const headings = { awards: 'Awards', activities: 'Activities' };
  return page(
    `body { font-family: 'Liberation Serif', serif; font-size: 10.5pt; }
     .contact { font-size: 8.5pt; color: #555; }
     h1 { font-size: 28pt; font-weight: normal; margin: 10px 0 0; }
     .headline { font-size: 11pt; color: #333; margin-bottom: 10px; }
     h2 { color: #e06b5b; text-transform: uppercase; font-size: 10pt; letter-spacing: 1px; margin: 18px 0 4px; }`,
    `<div class="contact">${[
      personal.location,
      personal.phone,
      personal.email,
      ...personal.links.map((link) => link.url),
    ]
      .filter(Boolean)
      .map(escape)
      .join('<br>')}</div>
     <h1>${escape(personal.name)}</h1>
     ${personal.title ? `<div class="headline">${escape(personal.title)}</div>` : ''}
     ${personal.summary ? `<p>${escape(personal.summary)}</p>` : ''}
     ${mainSections(cv, headings)}${shortSections(cv, headings)}`,
  );
}

/**
 * "Serif": the name and the contacts side by side at the top, the jobs and schools in a wide
 * column and the skills, awards and languages in a narrow one beside it.
 */
function serif(cv: CvData): string {
  const { personal } = cv;
  const headings = { awards: 'Honors & Awards', activities: 'Leadership' };
  return page(
    `body { font-family: 'Liberation Sans', sans-serif; font-size: 10pt; }
     .top { display: flex; justify-content: space-between; align-items: flex-start; margin-bottom: 12px; }
     h1 { font-size: 26pt; margin: 0; } .headline { font-size: 11pt; color: #444; }
     .contact { text-align: right; font-size: 9pt; color: #444; }
     .columns { display: flex; gap: 24px; } .wide { flex: 2.2; } .narrow { flex: 1; }
     h2 { color: #2c6e91; font-size: 11pt; margin: 16px 0 4px; }`,
    `<div class="top"><div><h1>${escape(personal.name)}</h1>${
      personal.title ? `<div class="headline">${escape(personal.title)}</div>` : ''
    }</div><div class="contact">${[
      personal.location,
      personal.phone,
      personal.email,
      ...personal.links.map((link) => link.url.replace(/^https?:\/\//, '')),
    ]
      .filter(Boolean)
      .map(escape)
      .join('<br>')}</div></div>
     ${personal.summary ? `<p>${escape(personal.summary)}</p>` : ''}
     <div class="columns"><div class="wide">${mainSections(cv, headings)}</div>
     <div class="narrow">${shortSections(cv, headings)}</div></div>`,
  );
}

export const DOCS_LAYOUTS: Readonly<Record<string, (cv: CvData) => string>> = {
  'docs-coral': coral,
  'docs-serif': serif,
};
