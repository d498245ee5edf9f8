import type { CvData, CvEducation, CvExperience } from '@careercard/shared/cv';
import { escape, refereeParagraph } from './layouts';

/**
 * Where and how CVs put the parts that are not jobs: a summary with no heading under the
 * contacts or beside the name, or as a few bullets; awards led by their year; activities as
 * "Role, Organisation"; papers as citations; certificates, languages and awards run together
 * on one line after a label. Four layouts of one family, each heading spelt as some builder or
 * Word template spells it.
 */

const years = (entry: { startDate: string; endDate: string }) =>
  escape([entry.startDate, entry.endDate].filter(Boolean).join(' – '));

const yearOf = (date: string) => /\b(?:19|20)\d{2}\b/.exec(date)?.[0] ?? '';

const duties = (description: string) =>
  description
    .split('\n')
    .map((line) => line.replace(/^[-•]\s*/, '').trim())
    .filter(Boolean);

const list = (items: string[]) =>
  items.length > 0 ? `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>` : '';

/** The summary's sentences, each a bullet. */
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

const page = (style: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 15mm 16mm; }
body { font-family: 'Liberation Serif', 'Times New Roman', serif; font-size: 10.5pt; color: #1a1a1a; margin: 0; }
h1 { margin: 0; } ul { margin: 3px 0 8px 18px; padding: 0; } p { margin: 3px 0; }
.row { display: flex; justify-content: space-between; gap: 14px; }
${style}
</style></head><body>${body}</body></html>`;

/** A section when it has something, under the heading given. */
const section = (heading: string, body: string) => (body ? `<h2>${heading}</h2>${body}` : '');

const contacts = (cv: CvData) =>
  [
    cv.personal.email,
    cv.personal.phone,
    cv.personal.location,
    ...cv.personal.links.map((link) => link.url.replace(/^https?:\/\//, '')),
  ]
    .filter(Boolean)
    .map(escape);

const awardYear = (award: CvData['achievements'][number]) =>
  yearOf(award.title ?? '') || yearOf(award.description);

const awards = (cv: CvData, form: (award: CvData['achievements'][number]) => string) =>
  cv.achievements.map(form);

const papers = (cv: CvData) =>
  cv.publications.map(
    (paper) =>
      `<p>${escape(cv.personal.name)}. “${escape(paper.title)}.” <i>${escape(paper.publisher)}</i>${
        paper.date ? `, ${escape(paper.date)}` : ''
      }.</p>`,
  );

const projects = (cv: CvData) =>
  cv.projects.map(
    (project) =>
      `<p><b>${escape(project.name)}</b>${project.url ? ` (${escape(project.url.replace(/^https?:\/\//, ''))})` : ''}</p>${list(
        duties(project.description).map(escape),
      )}`,
  );

const referees = (cv: CvData) => cv.references.map(refereeParagraph);

/**
 * The summary in italics under the contacts with no heading; jobs as "Title — Employer, Place"
 * with the dates flush right; awards led by their year under "Honours & Recognition"; the
 * activities as "Role, Organisation" under "Leadership & Service".
 */
function statementHeader(cv: CvData): string {
  const { personal } = cv;
  const job = (entry: CvExperience) =>
    `<div class="row"><span><b>${escape(entry.title)}</b> — ${escape(
      [entry.company, entry.location].filter(Boolean).join(', '),
    )}</span><span>${years(entry)}</span></div>${list(duties(entry.description).map(escape))}`;
  const school = (entry: CvEducation) =>
    `<div class="row"><span><b>${escape(entry.degree)}</b>, ${escape(entry.institution)}</span><span>${years(entry)}</span></div>`;
  return page(
    `h1 { font-size: 22pt; } .headline { font-size: 12pt; color: #555; }
     .contact { margin: 4px 0 8px; color: #333; } .statement { font-style: italic; margin: 8px 0 4px; }
     h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 1px; border-bottom: 1px solid #999; margin: 14px 0 6px; }`,
    `<h1>${escape(personal.name)}</h1>
${personal.title ? `<div class="headline">${escape(personal.title)}</div>` : ''}
<div class="contact">${contacts(cv).join(' · ')}</div>
${personal.summary ? `<p class="statement">${escape(personal.summary)}</p>` : ''}
${section('Experience', cv.experience.map(job).join(''))}
${section('Education', cv.education.map(school).join(''))}
${section('Skills', cv.skills.length > 0 ? `<p>${cv.skills.map((skill) => escape(skill.name)).join(' · ')}</p>` : '')}
${section(
  'Honours &amp; Recognition',
  awards(
    cv,
    (award) =>
      `<p>${awardYear(award) ? `${awardYear(award)} — ` : ''}<b>${escape(award.title || award.description)}</b>${
        award.title && award.description ? `. ${escape(award.description)}` : ''
      }</p>`,
  ).join(''),
)}
${section(
  'Leadership &amp; Service',
  cv.extracurricular
    .map(
      (activity) =>
        `<p><b>${escape([activity.role, activity.name].filter(Boolean).join(', '))}</b></p>${list(
          duties(activity.description).map(escape),
        )}`,
    )
    .join(''),
)}
${section('Selected Projects', projects(cv).join(''))}
${section('Publications', papers(cv).join(''))}
${section(
  'Certifications',
  list(
    cv.certifications.map(
      (certificate) =>
        `${escape(certificate.name)} (${escape([certificate.issuer, certificate.date].filter(Boolean).join(', '))})`,
    ),
  ),
)}
${section(
  'Languages',
  cv.languages.length > 0
    ? `<p>${cv.languages.map((language) => `${escape(language.name)} — ${escape(language.fluency)}`).join(' · ')}</p>`
    : '',
)}
${section('References', referees(cv).join(''))}`,
  );
}

/**
 * The summary in the header's right half beside the name and contacts; headings in small
 * capitals ("Awards", "Volunteer &amp; Leadership", "Papers &amp; Talks", "Credentials",
 * "Referees"); each job's employer over its title and dates.
 */
function besideName(cv: CvData): string {
  const { personal } = cv;
  const job = (entry: CvExperience) =>
    `<div class="row"><b>${escape(entry.company)}</b><span>${escape(entry.location)}</span></div><div class="row"><i>${escape(entry.title)}</i><span>${years(entry)}</span></div>${list(duties(entry.description).map(escape))}`;
  const school = (entry: CvEducation) =>
    `<div class="row"><b>${escape(entry.institution)}</b><span>${years(entry)}</span></div><div>${escape(entry.degree)}</div>`;
  return page(
    `.head { display: flex; gap: 24px; border-bottom: 2px solid #2b4c7e; padding-bottom: 8px; }
     .head > div:first-child { width: 38%; } .head > div:last-child { width: 62%; font-size: 10pt; }
     h1 { font-size: 20pt; color: #2b4c7e; } .headline { margin: 2px 0 6px; }
     h2 { font-variant: small-caps; font-size: 13pt; color: #2b4c7e; margin: 14px 0 4px; }`,
    `<div class="head"><div><h1>${escape(personal.name)}</h1>
${personal.title ? `<div class="headline">${escape(personal.title)}</div>` : ''}
${contacts(cv)
  .map((line) => `<div>${line}</div>`)
  .join('')}</div>
<div>${personal.summary ? `<p>${escape(personal.summary)}</p>` : ''}</div></div>
${section('Experience', cv.experience.map(job).join(''))}
${section('Education', cv.education.map(school).join(''))}
${section('Skills', list(cv.skills.map((skill) => escape(skill.name))))}
${section(
  'Awards',
  awards(
    cv,
    (award) =>
      `<p><b>${escape(award.title || award.description)}</b>${award.title && award.description ? ` — ${escape(award.description)}` : ''}</p>`,
  ).join(''),
)}
${section(
  'Volunteer &amp; Leadership',
  cv.extracurricular
    .map(
      (activity) =>
        `<p><b>${escape(activity.name)}</b>${activity.role ? ` — ${escape(activity.role)}` : ''}</p>${list(duties(activity.description).map(escape))}`,
    )
    .join(''),
)}
${section('Projects', projects(cv).join(''))}
${section('Papers &amp; Talks', papers(cv).join(''))}
${section(
  'Credentials',
  cv.certifications
    .map(
      (certificate) =>
        `<div class="row"><span>${escape(certificate.name)}, ${escape(certificate.issuer)}</span><span>${escape(certificate.date)}</span></div>`,
    )
    .join(''),
)}
${section(
  'Languages',
  list(cv.languages.map((language) => `${escape(language.name)} (${escape(language.fluency)})`)),
)}
${section('Referees', referees(cv).join(''))}`,
  );
}

/**
 * The summary as a few bullets under "Profile"; jobs with their dates in a left column; the
 * awards, certificates, languages and activities each run on one line after a bold label under
 * "Additional Information".
 */
function profileBullets(cv: CvData): string {
  const { personal } = cv;
  const dated = (when: string, body: string) =>
    `<div class="dated"><div>${when}</div><div>${body}</div></div>`;
  const job = (entry: CvExperience) =>
    dated(
      years(entry),
      `<b>${escape(entry.title)}</b>, ${escape(entry.company)}${entry.location ? `, ${escape(entry.location)}` : ''}${list(
        duties(entry.description).map(escape),
      )}`,
    );
  const school = (entry: CvEducation) =>
    dated(years(entry), `<b>${escape(entry.degree)}</b>, ${escape(entry.institution)}`);
  const labelled = (label: string, items: string[]) =>
    items.length > 0 ? `<p><b>${label}:</b> ${items.join('; ')}</p>` : '';
  return page(
    `h1 { font-size: 19pt; text-align: center; } .contact { text-align: center; margin: 4px 0 6px; }
     h2 { font-size: 11.5pt; margin: 12px 0 5px; border-bottom: 1px solid #000; }
     .dated { display: flex; gap: 12px; margin-bottom: 4px; } .dated > div:first-child { width: 26%; flex: none; }`,
    `<h1>${escape(personal.name)}</h1>
<div class="contact">${contacts(cv).join(' | ')}</div>
${section('Profile', list(sentences(personal.summary).map(escape)))}
${section('Employment', cv.experience.map(job).join(''))}
${section('Education', cv.education.map(school).join(''))}
${section('Key Skills', list(cv.skills.map((skill) => escape(skill.name))))}
${section('Projects', projects(cv).join(''))}
${section('Publications', papers(cv).join(''))}
${section(
  'Additional Information',
  [
    labelled(
      'Awards',
      cv.achievements.map((award) => escape(award.title || award.description)),
    ),
    labelled(
      'Certifications',
      cv.certifications.map(
        (certificate) => `${escape(certificate.name)}, ${escape(certificate.issuer)}`,
      ),
    ),
    labelled(
      'Languages',
      cv.languages.map((language) => `${escape(language.name)} (${escape(language.fluency)})`),
    ),
    labelled(
      'Activities',
      cv.extracurricular.map((activity) =>
        escape([activity.role, activity.name].filter(Boolean).join(', ')),
      ),
    ),
  ].join(''),
)}
${section('References', referees(cv).join(''))}`,
  );
}

/**
 * Headings in capitals ending in a colon, the summary after "OBJECTIVE:" on its line; awards
 * and activities as a table of two columns, the year or the role on the right.
 */
function colonHeadings(cv: CvData): string {
  const { personal } = cv;
  const job = (entry: CvExperience) =>
    `<div class="row"><b>${escape(entry.company)}, ${escape(entry.title)}</b><span>${years(entry)}</span></div>${list(
      duties(entry.description).map(escape),
    )}`;
  const school = (entry: CvEducation) =>
    `<div class="row"><span>${escape(entry.institution)} — ${escape(entry.degree)}</span><span>${years(entry)}</span></div>`;
  const table = (rows: Array<[string, string]>) =>
    rows.length > 0
      ? `<table>${rows.map(([left, right]) => `<tr><td>${left}</td><td class="right">${right}</td></tr>`).join('')}</table>`
      : '';
  const heading = (text: string, body: string) => (body ? `<h2>${text}:</h2>${body}` : '');
  return page(
    `body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10pt; }
     h1 { font-size: 17pt; } h2 { font-size: 10.5pt; margin: 12px 0 4px; }
     table { width: 100%; border-collapse: collapse; } td { padding: 1px 0; vertical-align: top; } .right { text-align: right; white-space: nowrap; }`,
    `<h1>${escape(personal.name.toUpperCase())}</h1>
<div>${contacts(cv).join(', ')}</div>
${personal.summary ? `<p style="margin-top:10px"><b>OBJECTIVE:</b> ${escape(personal.summary)}</p>` : ''}
${heading('WORK HISTORY', cv.experience.map(job).join(''))}
${heading('EDUCATION', cv.education.map(school).join(''))}
${heading('SKILLS', cv.skills.length > 0 ? `<p>${cv.skills.map((skill) => escape(skill.name)).join(', ')}</p>` : '')}
${heading(
  'AWARDS',
  table(
    cv.achievements.map((award) => [escape(award.title || award.description), awardYear(award)]),
  ),
)}
${heading(
  'ACTIVITIES',
  table(cv.extracurricular.map((activity) => [escape(activity.name), escape(activity.role)])),
)}
${heading('PROJECTS', projects(cv).join(''))}
${heading('PUBLICATIONS', papers(cv).join(''))}
${heading(
  'CERTIFICATIONS',
  table(
    cv.certifications.map((certificate) => [
      `${escape(certificate.name)} — ${escape(certificate.issuer)}`,
      escape(certificate.date),
    ]),
  ),
)}
${heading(
  'LANGUAGES',
  cv.languages.length > 0
    ? `<p>${cv.languages.map((language) => `${escape(language.name)}: ${escape(language.fluency)}`).join(', ')}</p>`
    : '',
)}
${heading('REFERENCES', referees(cv).join(''))}`,
  );
}

export const SECTION_FORM_LAYOUTS: Readonly<Record<string, (cv: CvData) => string>> = {
  'forms-statement-header': statementHeader,
  'forms-beside-name': besideName,
  'forms-profile-bullets': profileBullets,
  'forms-colon-headings': colonHeadings,
};
