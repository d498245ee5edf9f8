import type { CvData, CvEducation, CvExperience } from '@careercard/shared/cv';
import { MONTH_NAMES } from '@careercard/shared/locale';
import { bulletList, escape, numericMonth, refereeDetails } from './layouts';

/**
 * The PDFs the popular online CV builders make, drawn from their published templates: each
 * names its sections and prints its entries in its own way (a job as "Title at Employer, Place"
 * over its dates in grey capitals; title, employer, then dates and place in italics on one row
 * under an "Achievements/Tasks" label; a company coloured under the title with a calendar and
 * a pin), rates skills and languages in its own words (resume.io's "Highly proficient",
 * Novoresume's LinkedIn-like proficiencies, Enhancv's "Proficient"), and puts the summary, the
 * awards, the courses and the languages beside the jobs in a column of their own.
 */

/** "Apr 2019" → "April 2019"; a year, "Present" or "07/2014" as they are. */
export const longMonth = (date: string) =>
  date.replace(
    /^([A-Z][a-z]{2})\b/,
    (short) => MONTH_NAMES.find((month) => month.startsWith(short)) ?? short,
  );

export const span = (
  entry: { startDate: string; endDate: string },
  form: (date: string) => string,
  dash: string,
) => escape([entry.startDate, entry.endDate].filter(Boolean).map(form).join(dash));

const hostOf = (url: string) => url.replace(/^https?:\/\//, '');

const page = (style: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 12mm 0; }
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9.5pt; color: #222; margin: 0; }
h1, h2, h3, p { margin: 0; } ul { margin: 3px 0 8px 16px; padding: 0; }
.cols { display: flex; } .row { display: flex; justify-content: space-between; gap: 10px; }
${style}
</style></head><body>${body}</body></html>`;

const block = (heading: string, body: string) =>
  body ? `<section><h2>${heading}</h2>${body}</section>` : '';

/** resume.io's words for a language's level, and for a skill's. */
const RESUMEIO_FLUENCY: Readonly<Record<string, string>> = {
  Native: 'Native speaker',
  Fluent: 'Highly proficient',
  Conversational: 'Good working knowledge',
  Basic: 'Working knowledge',
};
const RESUMEIO_SKILL: Readonly<Record<string, string>> = {
  Beginner: 'Beginner',
  Intermediate: 'Skillful',
  Advanced: 'Experienced',
  Expert: 'Expert',
};

/**
 * resume.io's one-column-and-sidebar print: "Employment History" with each job as "Title at
 * Employer, Place" over its dates in grey capitals, "Courses" for certificates, "Extra-curricular
 * activities", and a sidebar of "Details", "Links", "Skills" and "Languages" each with its level
 * word under it.
 */
function employmentHistory(cv: CvData): string {
  const { personal } = cv;
  const dated = (head: string, entry: { startDate: string; endDate: string }, body = '') =>
    `<h3>${head}</h3><div class="when">${span(entry, longMonth, ' — ').toUpperCase()}</div>${body}`;
  const job = (entry: CvExperience) =>
    dated(
      `${escape(entry.title)} at ${escape([entry.company, entry.location].filter(Boolean).join(', '))}`,
      entry,
      bulletList(entry.description),
    );
  const school = (entry: CvEducation) =>
    dated(`${escape(entry.degree)}, ${escape(entry.institution)}`, entry);
  const levelled = (name: string, level: string) =>
    `<p>${escape(name)}</p><p class="level">${escape(level)}</p>`;
  return page(
    `.main { width: 66%; padding: 0 8mm 0 14mm; } .side { width: 34%; padding: 0 12mm 0 6mm; }
     h1 { font-size: 20pt; } .headline { font-size: 9pt; letter-spacing: 1px; text-transform: uppercase; color: #666; margin: 3px 0 10px; }
     h2 { font-size: 12.5pt; margin: 14px 0 6px; } h3 { font-size: 10.5pt; margin-top: 8px; }
     .when { color: #888; font-size: 8pt; letter-spacing: .5px; margin: 2px 0 3px; }
     .side h2 { font-size: 11pt; } .side p { margin-bottom: 2px; } .level { color: #888; font-size: 8.5pt; margin-bottom: 6px !important; }`,
    `<div class="cols"><main class="main"><h1>${escape(personal.name)}</h1>
<div class="headline">${escape(personal.title)}</div>
${block('Profile', personal.summary ? `<p>${escape(personal.summary)}</p>` : '')}
${block('Employment History', cv.experience.map(job).join(''))}
${block('Education', cv.education.map(school).join(''))}
${block(
  'Courses',
  cv.certifications
    .map((course) =>
      dated(`${escape(course.name)}, ${escape(course.issuer)}`, {
        startDate: course.date,
        endDate: '',
      }),
    )
    .join(''),
)}
${block(
  'Extra-curricular activities',
  cv.extracurricular
    .map(
      (activity) =>
        `<h3>${escape([activity.role, activity.name].filter(Boolean).join(', '))}</h3>${bulletList(activity.description)}`,
    )
    .join(''),
)}
${block(
  'Awards',
  cv.achievements
    .map(
      (award) =>
        `<h3>${escape(award.title || award.description)}</h3>${award.title && award.description ? `<p>${escape(award.description)}</p>` : ''}`,
    )
    .join(''),
)}
${block(
  'Projects',
  cv.projects
    .map(
      (project) =>
        `<h3>${escape(project.name)}</h3>${project.url ? `<p>${escape(hostOf(project.url))}</p>` : ''}${bulletList(project.description)}`,
    )
    .join(''),
)}
${block(
  'Publications',
  cv.publications
    .map(
      (paper) =>
        `<h3>${escape(paper.title)}</h3><p>${escape([paper.publisher, paper.date].filter(Boolean).join(', '))}</p>`,
    )
    .join(''),
)}
${block(
  'References',
  cv.references
    .map(
      (referee) =>
        `<h3>${escape(referee.name)} from ${escape(referee.company)}</h3><p>${escape(
          [referee.email, referee.phone].filter(Boolean).join(' | '),
        )}</p>`,
    )
    .join(''),
)}</main>
<aside class="side">
${block(
  'Details',
  [personal.location, personal.phone, personal.email]
    .filter(Boolean)
    .map((line) => `<p>${escape(line)}</p>`)
    .join(''),
)}
${block('Links', personal.links.map((link) => `<p>${escape(hostOf(link.url))}</p>`).join(''))}
${block('Skills', cv.skills.map((skill) => levelled(skill.name, RESUMEIO_SKILL[skill.level] ?? skill.level)).join(''))}
${block('Languages', cv.languages.map((language) => levelled(language.name, RESUMEIO_FLUENCY[language.fluency] ?? language.fluency)).join(''))}
</aside></div>`,
  );
}

/** Novoresume rates languages on LinkedIn's scale. */
const NOVO_FLUENCY: Readonly<Record<string, string>> = {
  Native: 'Native or Bilingual Proficiency',
  Fluent: 'Full Professional Proficiency',
  Conversational: 'Limited Working Proficiency',
  Basic: 'Elementary Proficiency',
};

/**
 * Novoresume's two columns under a coloured header holding the summary with no heading: jobs as
 * title, employer, then dates and place in italics on one row and an "Achievements/Tasks" label;
 * skills as tags, languages on LinkedIn's scale, "Certificates", "Honor Awards" and
 * "Organizations" on the right.
 */
function achievementsTasks(cv: CvData): string {
  const { personal } = cv;
  const entry = (title: string, place: string, dates: string, where: string, body = '') =>
    `<h3>${title}</h3><p class="org">${place}</p><div class="row meta"><i>${dates}</i><i>${where}</i></div>${body}`;
  const job = (item: CvExperience) =>
    entry(
      escape(item.title),
      escape(item.company),
      span(item, numericMonth, ' - '),
      escape(item.location),
      item.description
        ? `<p class="label">Achievements/Tasks</p>${bulletList(item.description)}`
        : '',
    );
  const school = (item: CvEducation) =>
    entry(
      escape(item.degree),
      escape(item.institution),
      span(item, numericMonth, ' - '),
      escape(item.location),
    );
  return page(
    `.head { background: #1f4e79; color: #fff; padding: 6mm 12mm; }
     h1 { font-size: 21pt; } .headline { font-size: 11pt; margin: 2px 0 6px; } .head .about { font-size: 9pt; margin-bottom: 6px; }
     .contact { display: flex; flex-wrap: wrap; gap: 4px 16px; font-size: 8.5pt; }
     .cols { gap: 8mm; padding: 2mm 12mm; } .left { width: 60%; } .right { width: 40%; }
     h2 { font-size: 11pt; color: #1f4e79; border-bottom: 2px solid #1f4e79; margin: 10px 0 5px; text-transform: uppercase; }
     h3 { font-size: 10pt; margin-top: 6px; } .org { font-weight: bold; font-size: 9.5pt; }
     .meta { color: #1f4e79; font-size: 8.5pt; } .label { font-style: italic; color: #777; font-size: 8pt; margin-top: 2px; }
     .tags span { display: inline-block; background: #e4ebf2; border-radius: 3px; padding: 2px 6px; margin: 0 4px 4px 0; }
     .right p { margin-bottom: 2px; } .muted { color: #555; font-style: italic; font-size: 8.5pt; margin-bottom: 5px !important; }`,
    `<header class="head"><h1>${escape(personal.name)}</h1>
<div class="headline">${escape(personal.title)}</div>
${personal.summary ? `<p class="about">${escape(personal.summary)}</p>` : ''}
<div class="contact">${[
      personal.email,
      personal.phone,
      personal.location,
      ...personal.links.map((link) => hostOf(link.url)),
    ]
      .filter(Boolean)
      .map((item) => `<span>${escape(item)}</span>`)
      .join('')}</div></header>
<div class="cols"><div class="left">
${block('Work Experience', cv.experience.map(job).join(''))}
${block('Education', cv.education.map(school).join(''))}
${block(
  'Personal Projects',
  cv.projects
    .map(
      (project) =>
        `<h3>${escape(project.name)}${project.url ? ` (${escape(hostOf(project.url))})` : ''}</h3>${bulletList(project.description)}`,
    )
    .join(''),
)}
${block(
  'Publications',
  cv.publications
    .map(
      (paper) =>
        `<h3>${escape(paper.title)}</h3><p class="muted">${escape([paper.publisher, paper.date].filter(Boolean).join(' (') + (paper.date ? ')' : ''))}</p>`,
    )
    .join(''),
)}
${block(
  'References',
  cv.references
    .map(
      (referee) => `<h3>${escape(referee.name)}</h3><p>${refereeDetails(referee).join('<br>')}</p>`,
    )
    .join(''),
)}
</div><div class="right">
${block('Skills', cv.skills.length > 0 ? `<div class="tags">${cv.skills.map((skill) => `<span>${escape(skill.name)}</span>`).join('')}</div>` : '')}
${block(
  'Certificates',
  cv.certifications
    .map(
      (course) =>
        `<p><b>${escape(course.name)}</b>${course.date ? ` (${escape(course.date)})` : ''}</p><p class="muted">${escape(course.issuer)}</p>`,
    )
    .join(''),
)}
${block(
  'Honor Awards',
  cv.achievements
    .map(
      (award) =>
        `<p><b>${escape(award.title || award.description)}</b></p>${award.title && award.description ? `<p class="muted">${escape(award.description)}</p>` : ''}`,
    )
    .join(''),
)}
${block(
  'Languages',
  cv.languages
    .map(
      (language) =>
        `<p><b>${escape(language.name)}</b></p><p class="muted">${escape(NOVO_FLUENCY[language.fluency] ?? language.fluency)}</p>`,
    )
    .join(''),
)}
${block(
  'Organizations',
  cv.extracurricular
    .map(
      (activity) =>
        `<p><b>${escape(activity.name)}</b>${activity.role ? ` (${escape(activity.role)})` : ''}</p>${activity.description ? `<p class="muted">${escape(activity.description.replace(/^[-•]\s*/gm, '').replace(/\n/g, ' '))}</p>` : ''}`,
    )
    .join(''),
)}
</div></div>`,
  );
}

/** Enhancv's words for a language's level, beside five dots. */
const ENHANCV_FLUENCY: Readonly<Record<string, [string, number]>> = {
  Native: ['Native', 5],
  Fluent: ['Proficient', 4],
  Conversational: ['Intermediate', 3],
  Basic: ['Beginner', 2],
};

/**
 * Enhancv's two columns: the jobs on the left, the company coloured under the title and the
 * dates and place after a calendar and a pin; "Summary", "Key Achievements" (a star and its
 * title over what it was for), "Skills", "Certification", "Languages" with dots, on the right.
 */
function keyAchievements(cv: CvData): string {
  const { personal } = cv;
  const entry = (
    title: string,
    place: string,
    item: { startDate: string; endDate: string },
    where: string,
    body = '',
  ) =>
    `<h3>${title}</h3><p class="org">${place}</p><p class="meta">&#x1F4C5; ${span(item, numericMonth, ' - ')}${where ? ` &nbsp; &#x1F4CD; ${where}` : ''}</p>${body}`;
  const job = (item: CvExperience) =>
    entry(
      escape(item.title),
      escape(item.company),
      item,
      escape(item.location),
      bulletList(item.description),
    );
  const school = (item: CvEducation) =>
    entry(escape(item.degree), escape(item.institution), item, escape(item.location));
  const dots = (count: number) => '●'.repeat(count) + '○'.repeat(5 - count);
  return page(
    `.wrap { padding: 0 12mm; } h1 { font-size: 22pt; text-transform: uppercase; } .headline { color: #0e7c86; font-size: 12pt; margin: 2px 0 4px; }
     .contact { display: flex; flex-wrap: wrap; gap: 3px 14px; font-size: 8.5pt; margin-bottom: 6px; }
     .cols { gap: 8mm; } .left { width: 60%; } .right { width: 40%; }
     h2 { font-size: 11pt; text-transform: uppercase; border-bottom: 2px solid #222; margin: 12px 0 5px; }
     h3 { font-size: 10.5pt; margin-top: 7px; } .org { color: #0e7c86; font-weight: bold; }
     .meta { font-size: 8.5pt; color: #555; margin: 1px 0 2px; } .star { display: flex; gap: 6px; margin-bottom: 5px; }
     .skills span { display: inline-block; border-bottom: 1px solid #bbb; margin: 0 8px 5px 0; }
     .dots { color: #0e7c86; letter-spacing: 2px; } .right p { margin-bottom: 2px; }`,
    `<div class="wrap"><h1>${escape(personal.name)}</h1>
<div class="headline">${escape(personal.title)}</div>
<div class="contact">${[
      personal.phone && `&#x260E; ${escape(personal.phone)}`,
      personal.email && `@ ${escape(personal.email)}`,
      ...personal.links.map((link) => `&#x1F517; ${escape(hostOf(link.url))}`),
      personal.location && `&#x1F4CD; ${escape(personal.location)}`,
    ]
      .filter(Boolean)
      .map((item) => `<span>${item}</span>`)
      .join('')}</div>
<div class="cols"><div class="left">
${block('Experience', cv.experience.map(job).join(''))}
${block('Education', cv.education.map(school).join(''))}
${block(
  'Volunteering',
  cv.extracurricular
    .map(
      (activity) =>
        `<h3>${escape(activity.role || activity.name)}</h3>${activity.role ? `<p class="org">${escape(activity.name)}</p>` : ''}${bulletList(activity.description)}`,
    )
    .join(''),
)}
${block(
  'Projects',
  cv.projects
    .map(
      (project) =>
        `<h3>${escape(project.name)}</h3>${project.url ? `<p class="meta">&#x1F517; ${escape(hostOf(project.url))}</p>` : ''}${bulletList(project.description)}`,
    )
    .join(''),
)}
${block(
  'Publications',
  cv.publications
    .map(
      (paper) =>
        `<h3>${escape(paper.title)}</h3><p class="org">${escape(paper.publisher)}</p>${paper.date ? `<p class="meta">&#x1F4C5; ${escape(paper.date)}</p>` : ''}`,
    )
    .join(''),
)}
</div><div class="right">
${block('Summary', personal.summary ? `<p>${escape(personal.summary)}</p>` : '')}
${block(
  'Key Achievements',
  cv.achievements
    .map(
      (award) =>
        `<div class="star"><span>&#x2605;</span><div><p><b>${escape(award.title || award.description)}</b></p>${award.title && award.description ? `<p>${escape(award.description)}</p>` : ''}</div></div>`,
    )
    .join(''),
)}
${block('Skills', cv.skills.length > 0 ? `<div class="skills">${cv.skills.map((skill) => `<span>${escape(skill.name)}</span>`).join('')}</div>` : '')}
${block(
  'Certification',
  cv.certifications
    .map((course) => `<p><b>${escape(course.name)}</b></p><p>${escape(course.issuer)}</p>`)
    .join(''),
)}
${block(
  'Languages',
  cv.languages
    .map((language) => {
      const [word, count] = ENHANCV_FLUENCY[language.fluency] ?? [language.fluency, 3];
      return `<div class="row"><span><b>${escape(language.name)}</b> ${escape(word)}</span><span class="dots">${dots(count)}</span></div>`;
    })
    .join(''),
)}
${block(
  'References',
  cv.references
    .map(
      (referee) =>
        `<p><b>${escape(referee.name)}</b></p><p>${refereeDetails(referee).join('<br>')}</p>`,
    )
    .join(''),
)}
</div></div></div>`,
  );
}

export const BUILDER_SITE_LAYOUTS: Readonly<Record<string, (cv: CvData) => string>> = {
  'builder-employment-history': employmentHistory,
  'builder-achievements-tasks': achievementsTasks,
  'builder-key-achievements': keyAchievements,
};
