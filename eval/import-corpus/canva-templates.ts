import type { CvData, CvExperience } from '@careercard/shared/cv';
import { escape } from './layouts';
import { PHOTO_URL } from './photo';

/**
 * The looks of the CV templates Canva offers, which many job seekers in Bangladesh fill in and
 * download as PDF: a coloured sidebar down the page with the photo, contacts behind icons, skills
 * and languages; the name and headline in spaced capitals; each job's dates on a line over it;
 * headings in spaced capitals with a rule. Plain HTML, printed by Chromium as Canva prints its
 * own (Canva's PDFs keep their text, set in boxes).
 */

/** Canva's contact icons are drawings, not letters: a circle stands for each. */
const ICON = '<svg width="10" height="10" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>';

const span = (entry: { startDate: string; endDate: string }) =>
  escape([entry.startDate, entry.endDate].filter(Boolean).join(' – '));

const lines = (description: string) =>
  description
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A description as Canva users type it: each line a bullet, a lone sentence a paragraph. */
const describe = (description: string) => {
  const all = lines(description).map((line) => line.replace(/^[-•]\s*/, ''));
  if (all.length === 0) return '';
  if (all.length === 1) return `<p>${escape(all[0]!)}</p>`;
  return `<ul>${all.map((line) => `<li>${escape(line)}</li>`).join('')}</ul>`;
};

const section = (title: string, body: string) =>
  body ? `<section><h2>${escape(title)}</h2>${body}</section>` : '';

/** A job or a school: its dates over it, then the organisation and the role. */
const timed = (
  when: string,
  organisation: string,
  place: string,
  role: string,
  description: string,
) =>
  `<div class="entry"><div class="when">${when}</div>` +
  `<div class="org">${escape(organisation)}${place ? ` | ${escape(place)}` : ''}</div>` +
  (role ? `<div class="role">${escape(role)}</div>` : '') +
  `${describe(description)}</div>`;

const job = (entry: CvExperience) =>
  timed(span(entry), entry.company, entry.location, entry.title, entry.description);

function contacts(cv: CvData) {
  const { personal } = cv;
  return [
    personal.phone,
    personal.email,
    personal.location,
    ...personal.links.map((link) => link.url.replace(/^https?:\/\//, '')),
  ]
    .filter(Boolean)
    .map((text) => `<div class="contact">${ICON}<span>${escape(text)}</span></div>`)
    .join('');
}

const skills = (cv: CvData) =>
  cv.skills.length > 0
    ? `<ul class="plain">${cv.skills.map((skill) => `<li>${escape(skill.name)}</li>`).join('')}</ul>`
    : '';

const tools = (cv: CvData) =>
  cv.tools.length > 0 ? `<p>${cv.tools.map((tool) => escape(tool.name)).join(' • ')}</p>` : '';

const languages = (cv: CvData) =>
  cv.languages
    .map(
      (language) =>
        `<div class="language"><b>${escape(language.name)}</b><br>${escape(language.fluency)}</div>`,
    )
    .join('');

const references = (cv: CvData) =>
  cv.references
    .map(
      (referee) =>
        `<div class="entry"><div class="org">${escape(referee.name)}</div>${[
          [referee.title, referee.company].filter(Boolean).join(', '),
          referee.phone ? `Phone: ${referee.phone}` : '',
          referee.email ? `Email: ${referee.email}` : '',
          referee.contact,
        ]
          .filter(Boolean)
          .map((line) => `<p>${escape(line)}</p>`)
          .join('')}</div>`,
    )
    .join('');

const certifications = (cv: CvData) =>
  cv.certifications
    .map((certificate) =>
      timed(escape(certificate.date), certificate.name, '', certificate.issuer, ''),
    )
    .join('');

const awards = (cv: CvData) =>
  cv.achievements
    .map(
      (award) =>
        `<div class="entry">${award.title ? `<div class="org">${escape(award.title)}</div>` : ''}${describe(award.description)}</div>`,
    )
    .join('');

const publications = (cv: CvData) =>
  cv.publications
    .map(
      (paper) =>
        `<div class="entry"><div class="org">${escape(paper.title)}</div><p>${escape(
          [paper.publisher, paper.date].filter(Boolean).join(', '),
        )}</p>${paper.url ? `<p>${escape(paper.url)}</p>` : ''}</div>`,
    )
    .join('');

const projects = (cv: CvData) =>
  cv.projects
    .map(
      (project) =>
        `<div class="entry"><div class="org">${escape(project.name)}${
          project.label ? ` | ${escape(project.label)}` : ''
        }</div>${project.url ? `<p>${escape(project.url)}</p>` : ''}${describe(project.description)}</div>`,
    )
    .join('');

const activities = (cv: CvData) =>
  cv.extracurricular
    .map((activity) => timed('', activity.name, '', activity.role, activity.description))
    .join('');

const education = (cv: CvData) =>
  cv.education
    .map((school) =>
      timed(span(school), school.institution, school.location, school.degree, school.description),
    )
    .join('');

const paid = (cv: CvData) => cv.experience.filter((entry) => entry.type !== 'Volunteer');
const volunteer = (cv: CvData) => cv.experience.filter((entry) => entry.type === 'Volunteer');

const page = (style: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 12mm 0; } @page :first { margin-top: 0; }
* { box-sizing: border-box; }
body { margin: 0; font-family: 'Liberation Sans', sans-serif; font-size: 9.5pt; color: #333; }
h1 { font-weight: 700; letter-spacing: 5px; text-transform: uppercase; margin: 0; }
.headline { letter-spacing: 3px; text-transform: uppercase; }
h2 { font-size: 11pt; letter-spacing: 3px; text-transform: uppercase; margin: 16px 0 6px;
  padding-bottom: 3px; border-bottom: 1px solid currentColor; }
p { margin: 2px 0; } ul { margin: 3px 0 4px 16px; padding: 0; } .plain { list-style: none; margin-left: 0; }
.entry { margin-bottom: 8px; } .when { font-size: 8.5pt; color: #777; }
.org { font-weight: 700; } .role { font-style: italic; }
.contact { display: flex; gap: 8px; align-items: center; margin: 4px 0; word-break: break-all; }
.contact svg { flex: none; fill: currentColor; }
.language { margin-bottom: 4px; }
.photo { width: 110px; height: 110px; border-radius: 50%; object-fit: cover; display: block; margin: 0 auto 12px; }
${style}
</style></head><body>${body}</body></html>`;

/**
 * "Sidebar": a dark column down the left with the photo (Canva's templates keep its box), contacts, skills, languages and the
 * referees; the name, headline, profile, jobs and the rest in the wide column.
 */
function sidebar(cv: CvData): string {
  const { personal } = cv;
  return page(
    `.layout { display: flex; min-height: 285mm; }
     .side { width: 70mm; background: #1f3b4d; color: #f2f2f2; padding: 14mm 7mm; }
     .main { flex: 1; padding: 14mm 10mm; }
     h1 { font-size: 24pt; color: #1f3b4d; } .headline { font-size: 10pt; margin: 4px 0 6px; }`,
    `<div class="layout"><aside class="side">
       <img class="photo" src="${PHOTO_URL}" alt="">
       ${section('Contact', contacts(cv))}
       ${section('Skills', skills(cv))}
       ${section('Tools', tools(cv))}
       ${section('Languages', languages(cv))}
       ${section('Reference', references(cv))}
     </aside><main class="main">
       <h1>${escape(personal.name)}</h1>
       ${personal.title ? `<div class="headline">${escape(personal.title)}</div>` : ''}
       ${section('About Me', personal.summary ? `<p>${escape(personal.summary)}</p>` : '')}
       ${section('Work Experience', paid(cv).map(job).join(''))}
       ${section('Education', education(cv))}
       ${section('Projects', projects(cv))}
       ${section('Certificates', certifications(cv))}
       ${section('Awards', awards(cv))}
       ${section('Publications', publications(cv))}
       ${section('Volunteer', volunteer(cv).map(job).join(''))}
       ${section('Activities', activities(cv))}
     </main></div>`,
  );
}

/**
 * "Banner": the name and headline on a coloured band across the top; under it a narrow column
 * with the profile, contacts, skills and awards, and a wide one with the jobs and the rest.
 */
function banner(cv: CvData): string {
  const { personal } = cv;
  return page(
    `.band { background: #e8d9c5; padding: 12mm 14mm 8mm; text-align: center; }
     h1 { font-size: 26pt; } .headline { font-size: 10pt; margin-top: 6px; }
     .layout { padding: 4mm 14mm 12mm; }
     .narrow { float: left; width: 62mm; } .wide { margin-left: 70mm; }`,
    `<header class="band"><h1>${escape(personal.name)}</h1>${
      personal.title ? `<div class="headline">${escape(personal.title)}</div>` : ''
    }</header>
     <div class="layout"><div class="narrow">
       ${section('Profile', personal.summary ? `<p>${escape(personal.summary)}</p>` : '')}
       ${section('Contact', contacts(cv))}
       ${section('Skills', skills(cv) + tools(cv))}
       ${section('Languages', languages(cv))}
       ${section('Achievements', awards(cv))}
     </div><div class="wide">
       ${section('Experience', paid(cv).map(job).join(''))}
       ${section('Education', education(cv))}
       ${section('Certifications', certifications(cv))}
       ${section('Projects', projects(cv))}
       ${section('Publications', publications(cv))}
       ${section('Volunteering', volunteer(cv).map(job).join(''))}
       ${section('Extracurricular Activities', activities(cv))}
       ${section('References', references(cv))}
     </div></div>`,
  );
}

export const CANVA_LAYOUTS: Readonly<Record<string, (cv: CvData) => string>> = {
  'canva-sidebar': sidebar,
  'canva-banner': banner,
};
