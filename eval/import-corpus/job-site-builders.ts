import type { CvData, CvEducation, CvExperience } from '@careercard/shared/cv';
import { longMonth, span } from './builder-sites';
import { bulletList, escape, numericMonth, refereeDetails } from './layouts';

/**
 * The PDFs of two builders job seekers meet on job sites, drawn from their published prints:
 * the template family Zety, LiveCareer and MyPerfectResume share ("Work History" with each job as
 * "TITLE, 04/2019 to Current" over "Employer – Place", skills in two columns of bullets, language
 * levels in LinkedIn's words, "Websites, Portfolios, Profiles"), and the resume Indeed makes from
 * a profile (the title over "Employer - Place" over "April 2019 to Present", the summary under
 * the contacts with no heading, "Certifications and Licenses", "Links").
 */

const page = (style: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 14mm 16mm; }
body { margin: 0; color: #222; }
h1, h2, h3, p { margin: 0; } ul { margin: 3px 0 6px 18px; padding: 0; }
${style}
</style></head><body>${body}</body></html>`;

const section = (heading: string, body: string) =>
  body ? `<section><h2>${heading}</h2>${body}</section>` : '';

/** Items (already escaped) as a bulleted list, or nothing. */
const bullets = (items: string[]) =>
  items.length === 0 ? '' : `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

const hostOf = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

/** Zety's words for a language's level, as LinkedIn words them. */
const ZETY_FLUENCY: Readonly<Record<string, string>> = {
  Native: 'Native or Bilingual',
  Fluent: 'Full Professional',
  Conversational: 'Limited Working',
  Basic: 'Elementary',
};

/** "04/2019", and "Current" for a job still held, as Zety's templates date a job. */
const zetyDate = (date: string) => (date === 'Present' ? 'Current' : numericMonth(date));

/**
 * Zety's and LiveCareer's "Professional" print: the name in capitals over one line of contacts
 * parted by bullets, headings in spaced capitals over a rule, jobs as "TITLE, 04/2019 to
 * Current" then "Employer – Place" and the duties as bullets, schools as "Degree, 2015" over
 * "School – Place", skills as bullets in two columns.
 */
function livecareerLike(cv: CvData): string {
  const { personal } = cv;
  const job = (entry: CvExperience) =>
    `<h3><span class="title">${escape(entry.title)}</span>, ${span(entry, zetyDate, ' to ')}</h3>
<p class="where">${escape([entry.company, entry.location].filter(Boolean).join(' – '))}</p>${bulletList(entry.description)}`;
  const school = (entry: CvEducation) =>
    `<h3>${escape(entry.degree)}${entry.endDate ? `, ${escape(zetyDate(entry.endDate))}` : ''}</h3>
<p class="where">${escape([entry.institution, entry.location].filter(Boolean).join(' – '))}</p>${bulletList(entry.description)}`;
  const twoColumns = (items: string[]) =>
    items.length === 0
      ? ''
      : `<ul class="two">${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  const paid = cv.experience.filter((entry) => entry.type !== 'Volunteer');
  const volunteer = cv.experience.filter((entry) => entry.type === 'Volunteer');
  return page(
    `body { font-family: 'Liberation Serif', Georgia, serif; font-size: 10pt; }
     h1 { font-size: 22pt; letter-spacing: 1px; text-transform: uppercase; text-align: center; }
     .contacts { text-align: center; margin: 4px 0 10px; font-size: 9.5pt; }
     h2 { font-size: 10.5pt; letter-spacing: 2px; text-transform: uppercase; border-bottom: 1px solid #444; padding-bottom: 2px; margin: 12px 0 6px; }
     h3 { font-size: 10pt; font-weight: normal; margin-top: 6px; } .title { font-weight: bold; text-transform: uppercase; }
     .where { font-style: italic; }
     .two { columns: 2; column-gap: 24px; }`,
    `<h1>${escape(personal.name)}</h1>
<p class="contacts">${[personal.location, personal.phone, personal.email].filter(Boolean).map(escape).join(' &bull; ')}</p>
${section('Professional Summary', personal.summary ? `<p>${escape(personal.summary)}</p>` : '')}
${section('Skills', twoColumns([...cv.skills, ...cv.tools].map((skill) => escape(skill.name))))}
${section('Work History', paid.map(job).join(''))}
${section('Education', cv.education.map(school).join(''))}
${section(
  'Languages',
  twoColumns(
    cv.languages.map(
      (language) =>
        `${escape(language.name)}: ${escape(ZETY_FLUENCY[language.fluency] ?? language.fluency)}`,
    ),
  ),
)}
${section(
  'Certifications',
  twoColumns(
    cv.certifications.map((item) =>
      escape(
        [[item.name, item.issuer].filter(Boolean).join(' - '), zetyDate(item.date)]
          .filter(Boolean)
          .join(', '),
      ),
    ),
  ),
)}
${section(
  'Accomplishments',
  bullets(
    cv.achievements.map((award) =>
      award.title
        ? `<b>${escape(award.title)}</b>${award.description ? `: ${escape(award.description)}` : ''}`
        : escape(award.description),
    ),
  ),
)}
${section(
  'Projects',
  cv.projects
    .map(
      (project) =>
        `<h3><span class="title">${escape(project.name)}</span>${project.url ? `, ${escape(hostOf(project.url))}` : ''}</h3>${bulletList(project.description)}`,
    )
    .join(''),
)}
${section('Volunteer Work', volunteer.map(job).join(''))}
${section(
  'Publications',
  bullets(
    cv.publications.map((paper) =>
      escape([paper.title, paper.publisher, zetyDate(paper.date)].filter(Boolean).join(', ')),
    ),
  ),
)}
${section(
  'Activities',
  cv.extracurricular
    .map(
      (activity) =>
        `<h3><span class="title">${escape(activity.role)}</span></h3><p class="where">${escape(activity.name)}</p>${bulletList(activity.description)}`,
    )
    .join(''),
)}
${section(
  'Websites, Portfolios, Profiles',
  bullets(personal.links.map((link) => escape(hostOf(link.url)))),
)}
${section(
  'References',
  cv.references
    .map(
      (referee) =>
        `<p><b>${escape(referee.name)}</b></p><p>${refereeDetails(referee).join('<br>')}</p>`,
    )
    .join('<br>'),
)}`,
  );
}

/**
 * The resume Indeed makes from a profile: the name, then the headline, the place, the e-mail and
 * the phone one to a line, the summary with no heading, headings over a thin rule, each job as
 * its title in bold over "Employer - Place" over "April 2019 to Present" in grey, each school as
 * the degree over "School - Place" over its years, skills and languages as bullets ("English -
 * Fluent"), and "Certifications and Licenses", "Links", "Awards", "Publications".
 */
function indeedResume(cv: CvData): string {
  const { personal } = cv;
  const entry = (title: string, where: string, when: string, body: string) =>
    `<div class="entry"><h3>${escape(title)}</h3>${where ? `<p>${escape(where)}</p>` : ''}${when ? `<p class="when">${when}</p>` : ''}${body}</div>`;
  const job = (item: CvExperience) =>
    entry(
      item.title,
      [item.company, item.location].filter(Boolean).join(' - '),
      span(item, longMonth, ' to '),
      bulletList(item.description),
    );
  const paid = cv.experience.filter((item) => item.type !== 'Volunteer');
  const volunteer = cv.experience.filter((item) => item.type === 'Volunteer');
  return page(
    `body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10pt; }
     h1 { font-size: 20pt; font-weight: normal; } .head p { margin: 1px 0; }
     .summary { margin: 10px 0 4px; }
     h2 { font-size: 13pt; font-weight: normal; border-bottom: 1px solid #bbb; padding-bottom: 3px; margin: 16px 0 8px; }
     h3 { font-size: 10.5pt; } .entry { margin-bottom: 10px; } .when { color: #666; }`,
    `<div class="head"><h1>${escape(personal.name)}</h1>
${[personal.title, personal.location, personal.email, personal.phone]
  .filter(Boolean)
  .map((line) => `<p>${escape(line)}</p>`)
  .join('\n')}</div>
${personal.summary ? `<p class="summary">${escape(personal.summary)}</p>` : ''}
${section('Work Experience', paid.map(job).join(''))}
${section('Volunteer Experience', volunteer.map(job).join(''))}
${section(
  'Education',
  cv.education
    .map((school) =>
      entry(
        school.degree,
        [school.institution, school.location].filter(Boolean).join(' - '),
        span(school, longMonth, ' to '),
        bulletList(school.description),
      ),
    )
    .join(''),
)}
${section('Skills', bullets([...cv.skills, ...cv.tools].map((skill) => escape(skill.name))))}
${section(
  'Languages',
  bullets(cv.languages.map((language) => `${escape(language.name)} - ${escape(language.fluency)}`)),
)}
${section(
  'Certifications and Licenses',
  cv.certifications
    .map((item) => entry(item.name, item.issuer, escape(longMonth(item.date)), ''))
    .join(''),
)}
${section('Links', bullets(personal.links.map((link) => escape(link.url))))}
${section(
  'Awards',
  cv.achievements
    .map((award) =>
      entry(
        award.title || award.description,
        '',
        '',
        award.title && award.description ? `<p>${escape(award.description)}</p>` : '',
      ),
    )
    .join(''),
)}
${section(
  'Publications',
  cv.publications
    .map((paper) =>
      entry(
        paper.title,
        paper.publisher,
        escape(longMonth(paper.date)),
        paper.url ? `<p>${escape(paper.url)}</p>` : '',
      ),
    )
    .join(''),
)}
${section(
  'Projects',
  cv.projects
    .map((project) =>
      entry(
        project.name,
        project.url,
        '',
        project.description ? `<p>${escape(project.description)}</p>` : '',
      ),
    )
    .join(''),
)}
${section(
  'Activities',
  cv.extracurricular
    .map((activity) => entry(activity.role, activity.name, '', bulletList(activity.description)))
    .join(''),
)}
${section(
  'References',
  cv.references
    .map((referee) => entry(referee.name, '', '', `<p>${refereeDetails(referee).join('<br>')}</p>`))
    .join(''),
)}`,
  );
}

export const LIVECAREER_LAYOUTS: Readonly<Record<string, (cv: CvData) => string>> = {
  'livecareer-like': livecareerLike,
};

export const INDEED_LAYOUTS: Readonly<Record<string, (cv: CvData) => string>> = {
  'indeed-resume': indeedResume,
};
