import type { CvData } from '@careercard/shared/cv';
import { bulletList, escape, numericMonth, refereeParagraph } from './layouts';
import { PHOTO_URL } from './photo';

/**
 * The print of an Enhancv-style two-column template: the name in capitals over a headline in the
 * accent colour and a row of contacts, each after a drawn icon; a wide column of entries, each
 * the title in bold over the employer in the accent colour, then a row of the dates and the place,
 * each after a calendar or pin icon drawn in SVG (so the text holds no glyph for it); a narrow
 * column of achievements, skills as underlined tags, languages with a level and a bar, and
 * certificates. Drawn in issue 38, session 23 and kept aside (HELD_OUT_FAMILIES): only checked
 * to print.
 */

const icon = (shape: string) =>
  `<svg class="icon" viewBox="0 0 10 10" aria-hidden="true">${shape}</svg>`;
const CALENDAR = icon('<rect x="1" y="2" width="8" height="7" fill="none" stroke="currentColor"/>');
const PIN = icon('<circle cx="5" cy="4" r="3" fill="none" stroke="currentColor"/>');
const PHONE = icon('<rect x="3" y="1" width="4" height="8" rx="1" fill="currentColor"/>');
const MAIL = icon('<rect x="1" y="2" width="8" height="6" fill="none" stroke="currentColor"/>');
const LINK = icon('<circle cx="5" cy="5" r="4" fill="none" stroke="currentColor"/>');

const span = (entry: { startDate: string; endDate: string }) =>
  escape([entry.startDate, entry.endDate].filter(Boolean).map(numericMonth).join(' - '));

const hostOf = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

const block = (heading: string, body: string) =>
  body ? `<section><h2>${heading}</h2>${body}</section>` : '';

const meta = (...parts: Array<[string, string]>) => {
  const shown = parts.filter(([, text]) => text);
  return shown.length === 0
    ? ''
    : `<p class="meta">${shown.map(([mark, text]) => `<span>${mark}${text}</span>`).join('')}</p>`;
};

const entry = (title: string, place: string, details: string, body: string) =>
  `<div class="entry"><h3>${escape(title)}</h3>${place ? `<p class="place">${escape(place)}</p>` : ''}${details}${body}</div>`;

function enhancvLike(cv: CvData): string {
  const { personal } = cv;
  const jobs = (volunteer: boolean) =>
    cv.experience
      .filter((item) => (item.type === 'Volunteer') === volunteer)
      .map((item) =>
        entry(
          item.title,
          item.company,
          meta([CALENDAR, span(item)], [PIN, escape(item.location)]),
          bulletList(item.description),
        ),
      )
      .join('');
  const contacts = meta(
    [PHONE, escape(personal.phone)],
    [MAIL, escape(personal.email)],
    ...personal.links.map((link): [string, string] => [LINK, escape(hostOf(link.url))]),
    [PIN, escape(personal.location)],
  );
  const wide = [
    block('Summary', personal.summary ? `<p>${escape(personal.summary)}</p>` : ''),
    block('Experience', jobs(false)),
    block(
      'Education',
      cv.education
        .map((item) =>
          entry(
            item.degree,
            item.institution,
            meta([CALENDAR, span(item)], [PIN, escape(item.location)]),
            bulletList(item.description),
          ),
        )
        .join(''),
    ),
    block('Volunteering', jobs(true)),
    block(
      'Projects',
      cv.projects
        .map((project) =>
          entry(
            project.name,
            '',
            meta([CALENDAR, escape(project.label ?? '')], [LINK, escape(hostOf(project.url))]),
            bulletList(project.description),
          ),
        )
        .join(''),
    ),
    block(
      'Extracurricular activities',
      cv.extracurricular
        .map((activity) =>
          entry(activity.role, activity.name, '', bulletList(activity.description)),
        )
        .join(''),
    ),
    block(
      'Publications',
      cv.publications
        .map((paper) =>
          entry(
            paper.title,
            paper.publisher,
            meta([CALENDAR, escape(numericMonth(paper.date))], [LINK, escape(hostOf(paper.url))]),
            '',
          ),
        )
        .join(''),
    ),
  ].join('');
  const narrow = [
    block(
      'Key achievements',
      cv.achievements
        .map(
          (award) =>
            `<div class="award">${award.title ? `<h3>${escape(award.title)}</h3>` : ''}<p>${escape(award.description)}</p></div>`,
        )
        .join(''),
    ),
    block(
      'Skills',
      cv.skills.map((skill) => `<span class="tag">${escape(skill.name)}</span>`).join(''),
    ),
    block(
      'Tools',
      cv.tools.map((tool) => `<span class="tag">${escape(tool.name)}</span>`).join(''),
    ),
    block(
      'Languages',
      cv.languages
        .map(
          (language) =>
            `<p class="language"><b>${escape(language.name)}</b><span>${escape(language.fluency)}</span></p>`,
        )
        .join(''),
    ),
    block(
      'Certification',
      cv.certifications
        .map(
          (item) =>
            `<div class="award"><h3>${escape(item.name)}</h3><p>${[item.issuer, numericMonth(item.date)].filter(Boolean).map(escape).join(' · ')}</p></div>`,
        )
        .join(''),
    ),
    block('References', cv.references.map(refereeParagraph).join('')),
  ].join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 12mm 12mm; }
body { margin: 0; font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9.5pt; color: #222; }
h1, h2, h3, p { margin: 0; } ul { margin: 3px 0 0 14px; padding: 0; }
header { display: flex; justify-content: space-between; align-items: center; margin-bottom: 6mm; }
h1 { font-size: 24pt; text-transform: uppercase; letter-spacing: .5px; }
.headline { font-size: 12pt; color: #1a8fe3; margin: 2px 0 5px; }
.photo { width: 26mm; height: 26mm; border-radius: 50%; object-fit: cover; }
.meta { color: #555; font-size: 8.5pt; margin: 2px 0 2px; }
.meta span { margin-right: 12px; white-space: nowrap; }
.icon { width: 8pt; height: 8pt; margin-right: 3px; vertical-align: -1px; color: #1a8fe3; }
.columns { display: flex; gap: 8mm; }
.wide { flex: 62; } .narrow { flex: 38; }
h2 { font-size: 12pt; text-transform: uppercase; border-bottom: 3px solid #222; padding-bottom: 2px; margin: 10px 0 6px; }
.entry { margin-bottom: 8px; padding-bottom: 6px; border-bottom: 1px dashed #ccc; }
h3 { font-size: 10.5pt; } .place { color: #1a8fe3; font-weight: bold; }
.award { margin-bottom: 6px; }
.tag { display: inline-block; border-bottom: 1px solid #aaa; padding: 2px 2px; margin: 0 8px 5px 0; font-weight: bold; }
.language { display: flex; justify-content: space-between; margin-bottom: 3px; } .language span { color: #555; }
</style></head><body>
<header><div><h1>${escape(personal.name)}</h1>${personal.title ? `<p class="headline">${escape(personal.title)}</p>` : ''}${contacts}</div>${personal.photoUrl ? `<img class="photo" src="${PHOTO_URL}" alt="">` : ''}</header>
<div class="columns"><main class="wide">${wide}</main><aside class="narrow">${narrow}</aside></div>
</body></html>`;
}

export const ENHANCV_LAYOUTS: Readonly<Record<string, (cv: CvData) => string>> = {
  'enhancv-like': enhancvLike,
};
