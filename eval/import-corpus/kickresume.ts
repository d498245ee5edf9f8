import type { CvData, CvEducation, CvExperience } from '@careercard/shared/cv';
import { bulletList, escape, numericMonth, refereeParagraph } from './layouts';
import { PHOTO_URL } from './photo';

/**
 * The print of a Kickresume-style two-column template: a dark sidebar with the photo, labelled
 * contacts, skills rated in dots ("●●●●○"), languages with their level and interests; a main
 * column with the name and headline over a timeline, each entry opening with its dates in the
 * accent colour and capitals ("04/2019 – PRESENT"), then the title in bold and "Employer, Place"
 * in italics, its duties under them; certificates as a table of dates and names. Drawn in issue
 * 38, session 22 and kept aside (HELD_OUT_FAMILIES): only checked to print.
 */

const LEVEL_DOTS: Readonly<Record<string, number>> = {
  Beginner: 2,
  Intermediate: 3,
  Advanced: 4,
  Expert: 5,
};

const dots = (filled: number) => `${'●'.repeat(filled)}${'○'.repeat(5 - filled)}`;

const span = (entry: { startDate: string; endDate: string }) =>
  escape(
    [entry.startDate, entry.endDate]
      .filter(Boolean)
      .map((date) => numericMonth(date).toUpperCase())
      .join(' – '),
  );

const hostOf = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

const block = (heading: string, body: string) =>
  body ? `<section><h2>${heading}</h2>${body}</section>` : '';

const timeline = (entries: Array<{ when: string; title: string; where: string; body: string }>) =>
  entries.length === 0
    ? ''
    : `<div class="timeline">${entries
        .map(
          (entry) =>
            `<div class="event">${entry.when ? `<p class="when">${entry.when}</p>` : ''}<h3>${escape(entry.title)}</h3>${entry.where ? `<p class="where">${escape(entry.where)}</p>` : ''}${entry.body}</div>`,
        )
        .join('')}</div>`;

function kickresumeLike(cv: CvData): string {
  const { personal } = cv;
  const job = (item: CvExperience) => ({
    when: span(item),
    title: item.title,
    where: [item.company, item.location].filter(Boolean).join(', '),
    body: bulletList(item.description),
  });
  const school = (item: CvEducation) => ({
    when: span(item),
    title: item.degree,
    where: [item.institution, item.location].filter(Boolean).join(', '),
    body: bulletList(item.description),
  });
  const labelled = (label: string, value: string) =>
    value ? `<p class="label">${label}</p><p>${escape(value)}</p>` : '';
  const side = [
    personal.photoUrl ? `<img class="photo" src="${PHOTO_URL}" alt="">` : '',
    block(
      'Contact',
      [
        labelled('Address', personal.location),
        labelled('Phone', personal.phone),
        labelled('E-mail', personal.email),
        ...personal.links.map((link) => labelled(link.label || 'Website', hostOf(link.url))),
      ].join(''),
    ),
    block(
      'Skills',
      cv.skills
        .map(
          (skill) =>
            `<p class="rated"><span>${escape(skill.name)}</span><span class="dots">${dots(LEVEL_DOTS[skill.level] ?? 3)}</span></p>`,
        )
        .join(''),
    ),
    block('Software', cv.tools.map((tool) => `<p>${escape(tool.name)}</p>`).join('')),
    block(
      'Languages',
      cv.languages
        .map(
          (language) =>
            `<p class="rated"><span>${escape(language.name)}</span><span class="level">${escape(language.fluency)}</span></p>`,
        )
        .join(''),
    ),
  ].join('');
  const paid = cv.experience.filter((item) => item.type !== 'Volunteer').map(job);
  const volunteer = cv.experience.filter((item) => item.type === 'Volunteer').map(job);
  const main = [
    `<h1>${escape(personal.name)}</h1>`,
    personal.title ? `<p class="headline">${escape(personal.title)}</p>` : '',
    block('Profile', personal.summary ? `<p>${escape(personal.summary)}</p>` : ''),
    block('Work experience', timeline(paid)),
    block('Education', timeline(cv.education.map(school))),
    block('Volunteering', timeline(volunteer)),
    block(
      'Certificates',
      cv.certifications.length === 0
        ? ''
        : `<table>${cv.certifications
            .map(
              (item) =>
                `<tr><td class="when">${escape(numericMonth(item.date).toUpperCase())}</td><td><b>${escape(item.name)}</b><br>${escape(item.issuer)}</td></tr>`,
            )
            .join('')}</table>`,
    ),
    block(
      'Projects',
      timeline(
        cv.projects.map((project) => ({
          when: escape((project.label ?? '').toUpperCase()),
          title: project.name,
          where: hostOf(project.url),
          body: bulletList(project.description),
        })),
      ),
    ),
    block(
      'Awards',
      cv.achievements
        .map(
          (award) =>
            `<p>${award.title ? `<b>${escape(award.title)}</b> – ` : ''}${escape(award.description)}</p>`,
        )
        .join(''),
    ),
    block(
      'Publications',
      timeline(
        cv.publications.map((paper) => ({
          when: escape(numericMonth(paper.date).toUpperCase()),
          title: paper.title,
          where: [paper.publisher, hostOf(paper.url)].filter(Boolean).join(', '),
          body: '',
        })),
      ),
    ),
    block(
      'Activities',
      timeline(
        cv.extracurricular.map((activity) => ({
          when: '',
          title: activity.role,
          where: activity.name,
          body: bulletList(activity.description),
        })),
      ),
    ),
    block('References', cv.references.map(refereeParagraph).join('')),
  ].join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0; }
body { margin: 0; font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9pt; color: #2b2b2b; }
h1, h2, h3, p { margin: 0; } ul { margin: 3px 0 4px 14px; padding: 0; }
.page { display: flex; min-height: 297mm; }
.side { width: 62mm; background: #263340; color: #eef1f4; padding: 12mm 6mm; box-sizing: border-box; }
.side h2 { font-size: 10pt; letter-spacing: 1px; text-transform: uppercase; margin: 12px 0 6px; color: #fff; }
.side p { margin-bottom: 3px; } .side .label { color: #9fb0c0; font-size: 7.5pt; margin-top: 5px; margin-bottom: 0; }
.photo { width: 34mm; height: 34mm; border-radius: 50%; display: block; margin: 0 auto 6mm; object-fit: cover; }
.rated { display: flex; justify-content: space-between; } .dots { color: #f0b429; letter-spacing: 1px; } .level { color: #9fb0c0; }
.main { flex: 1; padding: 12mm 11mm; }
h1 { font-size: 23pt; color: #263340; } .headline { font-size: 11pt; color: #d9822b; margin: 2px 0 4px; }
.main h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 1px; color: #263340; border-bottom: 2px solid #d9822b; padding-bottom: 2px; margin: 14px 0 8px; }
.timeline { border-left: 2px solid #d9e0e6; margin-left: 4px; padding-left: 12px; }
.event { position: relative; margin-bottom: 9px; }
.event::before { content: ''; position: absolute; left: -18px; top: 2px; width: 8px; height: 8px; border-radius: 50%; background: #d9822b; }
.when { color: #d9822b; font-size: 7.5pt; font-weight: bold; letter-spacing: .5px; }
h3 { font-size: 10pt; margin-top: 1px; } .where { font-style: italic; color: #555; }
table { border-collapse: collapse; } td { vertical-align: top; padding: 0 10px 6px 0; }
</style></head><body><div class="page"><aside class="side">${side}</aside><main class="main">${main}</main></div></body></html>`;
}

export const KICKRESUME_LAYOUTS: Readonly<Record<string, (cv: CvData) => string>> = {
  'kickresume-like': kickresumeLike,
};
