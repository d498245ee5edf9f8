import type { CvData } from '@careercard/shared/cv';
import { bulletList, escape, numericMonth, refereeDetails } from './layouts';

/**
 * The print of FlowCV, a free online builder, drawn from its default template: the name large
 * over the headline in the accent colour, contacts in a row each after a small drawn icon,
 * headings in capitals over a rule, and each entry a row of a grid: its dates ("04/2019 –
 * Present") and place in a narrow left column, its title in bold over the employer or school
 * in the accent colour on the right. Skills and languages are a grid of names over their
 * levels. Drawn in issue 38, session 21 and kept aside (HELD_OUT_FAMILIES), spent in session 23
 * to tune on.
 */

const ACCENT = '#1f6f8b';

const icon = `<svg width="9" height="9" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="${ACCENT}"/></svg>`;

const span = (entry: { startDate: string; endDate: string }) =>
  escape([entry.startDate, entry.endDate].filter(Boolean).map(numericMonth).join(' – '));

const row = (left: string[], right: string) =>
  `<div class="entry"><div class="when">${left.filter(Boolean).join('<br>')}</div><div>${right}</div></div>`;

const described = (description: string) => {
  const lines = description.split('\n').filter((line) => line.trim());
  return lines.every((line) => /^[-•]/.test(line.trim()))
    ? bulletList(description)
    : lines.map((line) => `<p>${escape(line.replace(/^[-•]\s*/, ''))}</p>`).join('');
};

const part = (heading: string, body: string) =>
  body ? `<section><h2>${heading}</h2>${body}</section>` : '';

const grid = (cells: string[]) =>
  cells.length === 0
    ? ''
    : `<div class="grid">${cells.map((cell) => `<div>${cell}</div>`).join('')}</div>`;

function flowcv(cv: CvData): string {
  const { personal } = cv;
  const job = (item: CvData['experience'][number]) =>
    row(
      [span(item), escape(item.location)],
      `<h3>${escape(item.title)}</h3><p class="org">${escape(item.company)}</p>${described(item.description)}`,
    );
  const contacts = [
    personal.email,
    personal.phone,
    personal.location,
    ...personal.links
      .filter((link) => link.url)
      .map((link) => link.url.replace(/^https?:\/\//, '')),
  ].filter(Boolean);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 14mm 14mm; }
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9.5pt; color: #1d1d1d; margin: 0; }
h1 { font-size: 24pt; margin: 0; } .headline { color: ${ACCENT}; font-size: 12pt; margin: 2px 0 8px; }
.contacts { display: flex; flex-wrap: wrap; gap: 4px 16px; font-size: 9pt; }
.contacts span { display: inline-flex; align-items: center; gap: 5px; }
h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 0.04em; border-bottom: 1px solid #1d1d1d; padding-bottom: 2px; margin: 14px 0 6px; }
h3 { font-size: 10pt; margin: 0; } p { margin: 1px 0; } ul { margin: 2px 0 0 16px; padding: 0; }
.entry { display: grid; grid-template-columns: 30% 70%; margin-bottom: 8px; break-inside: avoid; }
.when { color: #555; font-size: 9pt; } .org { color: ${ACCENT}; }
.grid { display: grid; grid-template-columns: repeat(3, 1fr); gap: 6px 12px; }
.grid .level { color: #555; font-size: 9pt; }
</style></head><body>
<h1>${escape(personal.name)}</h1>
${personal.title ? `<p class="headline">${escape(personal.title)}</p>` : ''}
<div class="contacts">${contacts.map((item) => `<span>${icon}${escape(item)}</span>`).join('')}</div>
${part('Profile', personal.summary ? `<p>${escape(personal.summary)}</p>` : '')}
${part(
  'Professional Experience',
  cv.experience
    .filter((item) => item.type !== 'Volunteer')
    .map(job)
    .join(''),
)}
${part(
  'Volunteering',
  cv.experience
    .filter((item) => item.type === 'Volunteer')
    .map(job)
    .join(''),
)}
${part(
  'Education',
  cv.education
    .map((school) =>
      row(
        [span(school), escape(school.location)],
        `<h3>${escape(school.degree)}</h3><p class="org">${escape(school.institution)}</p>${described(school.description)}`,
      ),
    )
    .join(''),
)}
${part(
  'Skills',
  grid([
    ...cv.skills.map(
      (skill) => `<h3>${escape(skill.name)}</h3><p class="level">${escape(skill.level)}</p>`,
    ),
    ...cv.tools.map((tool) => `<h3>${escape(tool.name)}</h3>`),
  ]),
)}
${part(
  'Languages',
  grid(
    cv.languages.map(
      (language) =>
        `<h3>${escape(language.name)}</h3><p class="level">${escape(language.fluency)}</p>`,
    ),
  ),
)}
${part(
  'Projects',
  cv.projects
    .map((project) =>
      row(
        [escape(project.label ?? '')],
        `<h3>${escape(project.name)}</h3>${project.url ? `<p class="org">${escape(project.url.replace(/^https?:\/\//, ''))}</p>` : ''}${described(project.description)}`,
      ),
    )
    .join(''),
)}
${part(
  'Certificates',
  cv.certifications
    .map((item) =>
      row(
        [escape(numericMonth(item.date))],
        `<h3>${escape(item.name)}</h3><p class="org">${escape(item.issuer)}</p>`,
      ),
    )
    .join(''),
)}
${part(
  'Awards',
  cv.achievements
    .map((item) =>
      row(
        [],
        `${item.title ? `<h3>${escape(item.title)}</h3>` : ''}${described(item.description)}`,
      ),
    )
    .join(''),
)}
${part(
  'Publications',
  cv.publications
    .map((item) =>
      row(
        [escape(numericMonth(item.date))],
        `<h3>${escape(item.title)}</h3><p class="org">${escape(item.publisher)}</p>${item.url ? `<p>${escape(item.url.replace(/^https?:\/\//, ''))}</p>` : ''}`,
      ),
    )
    .join(''),
)}
${part(
  'Interests &amp; Activities',
  cv.extracurricular
    .map((activity) =>
      row(
        [],
        `<h3>${escape(activity.name)}</h3><p class="org">${escape(activity.role)}</p>${described(activity.description)}`,
      ),
    )
    .join(''),
)}
${part(
  'References',
  grid(
    cv.references.map(
      (referee) =>
        `<h3>${escape(referee.name)}</h3>${refereeDetails(referee)
          .map((line) => `<p>${line}</p>`)
          .join('')}`,
    ),
  ),
)}
</body></html>`;
}

export const FLOWCV_LAYOUTS: Readonly<Record<string, (cv: CvData) => string>> = {
  'flowcv-like': flowcv,
};
