import type { CvData, CvEducation, CvExperience } from '@careercard/shared/cv';
import { MONTH_NAMES } from '@careercard/shared/locale';

/**
 * Our own layouts of the import corpus: the shapes CVs made in Word and online builders take,
 * each one a failure class of the importer (a date column on the right, a sidebar beside the
 * main column, the title and the employer on one line). Plain HTML, printed by Chromium.
 */

export const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!,
  );

/** "Apr 2019" → "04/2019", as forms that number their months print it; other dates as they are. */
export const numericMonth = (date: string) =>
  date.replace(/^([A-Z][a-z]{2}) (\d{4})$/, (whole, short: string, year: string) => {
    const index = MONTH_NAMES.findIndex((month) => month.startsWith(short));
    return index < 0 ? whole : `${String(index + 1).padStart(2, '0')}/${year}`;
  });

/** A referee's lines after the name, escaped: the post and where, the e-mail, the phone. */
export const refereeDetails = (referee: CvData['references'][number]) =>
  [
    [referee.title, referee.company].filter(Boolean).join(', '),
    referee.email ?? '',
    referee.phone ?? '',
    referee.contact,
  ]
    .filter(Boolean)
    .map(escape);

/** A referee as one paragraph: the name in bold, then a line for each detail. */
export const refereeParagraph = (referee: CvData['references'][number]) =>
  `<p><b>${escape(referee.name)}</b><br>${refereeDetails(referee).join('<br>')}</p>`;

const dates = (entry: { startDate: string; endDate: string }) =>
  escape([entry.startDate, entry.endDate].filter(Boolean).join(' – '));

export const bulletList = (description: string) => {
  const items = description
    .split('\n')
    .map((line) => line.replace(/^[-•]\s*/, '').trim())
    .filter(Boolean);
  return items.length === 0
    ? ''
    : `<ul>${items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`;
};

const page = (style: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 16mm 15mm; }
body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 10.5pt; color: #111; margin: 0; }
h1 { margin: 0; } h2 { font-size: 11pt; margin: 14px 0 6px; } ul { margin: 4px 0 8px 18px; padding: 0; }
p { margin: 4px 0; } .row { display: flex; justify-content: space-between; gap: 12px; }
${style}
</style></head><body>${body}</body></html>`;

/** A section per filled part, each heading spelt as builders do. */
function sections(
  cv: CvData,
  entry: (job: CvExperience) => string,
  school: (edu: CvEducation) => string,
) {
  return [
    cv.personal.summary && `<h2>Summary</h2><p>${escape(cv.personal.summary)}</p>`,
    cv.experience.length > 0 && `<h2>Work Experience</h2>${cv.experience.map(entry).join('')}`,
    cv.education.length > 0 && `<h2>Education</h2>${cv.education.map(school).join('')}`,
  ]
    .filter(Boolean)
    .join('');
}

/** Word's classic résumé: employer and place on one line, title and dates under it, right-aligned. */
function wordRightDates(cv: CvData): string {
  const { personal } = cv;
  const job = (entry: CvExperience) => `
    <div class="row"><b>${escape(entry.company)}</b><span>${escape(entry.location)}</span></div>
    <div class="row"><i>${escape(entry.title)}</i><span>${dates(entry)}</span></div>
    ${bulletList(entry.description)}`;
  const school = (entry: CvEducation) => `
    <div class="row"><b>${escape(entry.institution)}</b><span>${dates(entry)}</span></div>
    <div>${escape(entry.degree)}</div>`;
  return page(
    `h1 { text-align: center; font-size: 20pt; } .contact { text-align: center; margin: 4px 0 10px; }
     h2 { text-transform: uppercase; border-bottom: 1px solid #333; letter-spacing: 0.5px; }`,
    `<h1>${escape(personal.name)}</h1>
     <div class="contact">${[personal.email, personal.phone, personal.location].map(escape).join(' | ')}</div>
     ${sections(cv, job, school)}
     <h2>Skills</h2><p>${cv.skills.map((skill) => escape(skill.name)).join(', ')}</p>`,
  );
}

/** A builder's two columns: contact, skills with their levels and languages in a sidebar. */
function sidebar(cv: CvData): string {
  const { personal } = cv;
  const job = (entry: CvExperience) => `
    <p><b>${escape(entry.title)}</b></p>
    <p>${escape(entry.company)} · ${escape(entry.location)}</p>
    <p class="muted">${dates(entry)}</p>
    ${bulletList(entry.description)}`;
  const school = (entry: CvEducation) => `
    <p><b>${escape(entry.degree)}</b></p><p>${escape(entry.institution)}</p>
    <p class="muted">${dates(entry)}</p>`;
  return page(
    `.layout { display: flex; gap: 18px; } .side { width: 30%; background: #eef2f7; padding: 12px; }
     .main { width: 70%; } .muted { color: #555; } .level { color: #555; font-size: 9pt; margin-bottom: 6px; }
     h1 { font-size: 22pt; } .headline { font-size: 12pt; color: #345; margin-bottom: 8px; }`,
    `<div class="layout">
      <aside class="side">
        <h2>Contact</h2><p>${escape(personal.email)}</p><p>${escape(personal.phone)}</p>
        <p>${escape(personal.location)}</p>
        <h2>Skills</h2>${cv.skills
          .map(
            (skill) =>
              `<div>${escape(skill.name)}</div><div class="level">${escape(skill.level)}</div>`,
          )
          .join('')}
        <h2>Languages</h2>${cv.languages
          .map(
            (language) =>
              `<div>${escape(language.name)}</div><div class="level">${escape(language.fluency)}</div>`,
          )
          .join('')}
      </aside>
      <main class="main"><h1>${escape(personal.name)}</h1>
        <div class="headline">${escape(personal.title)}</div>${sections(cv, job, school)}</main>
    </div>`,
  );
}

/** The title and the employer on one line ("Title, Employer — Place"), the dates on the right. */
function oneLineHeads(cv: CvData): string {
  const { personal } = cv;
  const job = (entry: CvExperience) => `
    <div class="row"><span><b>${escape(entry.title)}</b>, ${escape(entry.company)} — ${escape(entry.location)}</span>
    <span>${dates(entry)}</span></div>${bulletList(entry.description)}`;
  const school = (entry: CvEducation) => `
    <div class="row"><span><b>${escape(entry.degree)}</b>, ${escape(entry.institution)}</span>
    <span>${dates(entry)}</span></div>`;
  return page(
    `h1 { font-size: 18pt; } h2 { font-variant: small-caps; font-size: 12.5pt; color: #1a3c6e; }`,
    `<h1>${escape(personal.name)}</h1><p>${escape(personal.title)}</p>
     <p>${escape(personal.email)} · ${escape(personal.phone)} · ${escape(personal.location)}</p>
     ${sections(cv, job, school)}
     <h2>Skills</h2><p>${cv.skills.map((skill) => escape(skill.name)).join(' · ')}</p>`,
  );
}

export const OWN_LAYOUTS: Readonly<Record<string, (cv: CvData) => string>> = {
  'word-right-dates': wordRightDates,
  sidebar,
  'one-line-heads': oneLineHeads,
};
