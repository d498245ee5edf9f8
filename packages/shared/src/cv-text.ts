import type { CvData } from './cv';
import { withoutBlankEntries } from './cv-content';

/**
 * A saved CV as plain text under the standard headings, so the scorers read a CV from the
 * builder exactly as they read an uploaded one. Blank entries are left out, as on the page.
 */

const joinParts = (parts: Array<string | undefined>, separator: string) =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(separator);

/** Description lines as bullets, so a reader keeps them apart. */
const bullets = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/^[\s•·*-]+/, '').trim())
    .filter(Boolean)
    .map((line) => `• ${line}`)
    .join('\n');

const dates = (start: string, end: string) => joinParts([start, end], ' – ');

function section(heading: string, blocks: string[]): string[] {
  const filled = blocks.filter((block) => block.trim() !== '');
  return filled.length === 0 ? [] : [heading, ...filled, ''];
}

export function cvToText(data: CvData): string {
  const cv = withoutBlankEntries(data);
  const { personal } = cv;
  const lines: string[] = [
    personal.name,
    personal.title,
    joinParts([personal.email, personal.phone, personal.location], ' | '),
    joinParts(
      personal.links.map((link) => link.url),
      ' | ',
    ),
    '',
    ...section('Summary', [personal.summary]),
    ...section(
      'Experience',
      cv.experience.map((entry) =>
        joinParts(
          [
            joinParts([entry.title, joinParts([entry.company, entry.location], ', ')], ' — '),
            dates(entry.startDate, entry.endDate),
            bullets(entry.description),
          ],
          '\n',
        ),
      ),
    ),
    ...section(
      'Education',
      cv.education.map((entry) =>
        joinParts(
          [
            entry.degree,
            joinParts([entry.institution, entry.location], ', '),
            dates(entry.startDate, entry.endDate),
            entry.description,
          ],
          '\n',
        ),
      ),
    ),
    ...section('Skills', [
      joinParts(
        cv.skills.map((skill) => skill.name),
        ', ',
      ),
    ]),
    ...section('Languages', [
      joinParts(
        cv.languages.map((language) =>
          joinParts([language.name, language.fluency && `(${language.fluency})`], ' '),
        ),
        ', ',
      ),
    ]),
    ...section(
      'Projects',
      cv.projects.map((project) =>
        joinParts([project.name, project.url, bullets(project.description)], '\n'),
      ),
    ),
    ...section(
      'Extracurricular Activities',
      cv.extracurricular.map((activity) =>
        joinParts(
          [joinParts([activity.role, activity.name], ', '), bullets(activity.description)],
          '\n',
        ),
      ),
    ),
    ...section(
      'Certifications',
      cv.certifications.map((item) => joinParts([item.name, item.issuer, item.date], ', ')),
    ),
    ...section('Tools', [
      joinParts(
        cv.tools.map((tool) => tool.name),
        ', ',
      ),
    ]),
    ...section(
      'Achievements',
      cv.achievements.map((item) => joinParts([item.title, item.description], ': ')),
    ),
    ...section(
      'Publications',
      cv.publications.map((item) =>
        joinParts([item.title, item.publisher, item.date, item.url], ', '),
      ),
    ),
    ...section(
      'References',
      cv.references.map((item) =>
        joinParts(
          [item.name, item.title, item.company, item.email, item.phone, item.contact],
          ', ',
        ),
      ),
    ),
  ];
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
