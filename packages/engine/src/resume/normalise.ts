import { isBullet, isDatesOnly, opensDuty, opensDutyWithNumber, stripBullet } from './lines';
import type { ParsedResume } from '../types';
import { BROKEN_SUFFIX, MAX_DESCRIPTION, MAX_ITEMS, MAX_NAME } from './lexicon';

/**
 * Normalisation, the importer's last stage: lines a PDF wrapped put back together, and every
 * field and list held to the size the CV model takes.
 */

/**
 * A line and the next one the PDF wrapped it onto. A word broken at the line's end is whole
 * again: "deploy-" / "ment" without its hyphen, "cloud-" / "native" with it.
 */
export function joinWrapped(line: string, next: string): string {
  if (!/\p{Ll}-$/u.test(line)) return `${line} ${next}`;
  return `${BROKEN_SUFFIX.test(next) ? line.slice(0, -1) : line}${next}`;
}

/**
 * "· Led a team of 5 … | · Moved 14 services …" / "wallet used … | hosting costs …": bullets set
 * in two columns come line by line side by side; the left column is read first, then the right.
 */
function unzipColumns(lines: string[]): string[] {
  // The columns' gap, or a bullet mark inside the line where the gap was too narrow to see.
  const split = (line: string) => line.split(/ \| | (?=[·•▪●] )/);
  const from = lines.findIndex((line) => {
    const cells = split(line);
    return cells.length === 2 && cells.every((cell) => isBullet(cell));
  });
  if (from < 0) return lines;
  const left: string[] = [];
  const right: string[] = [];
  for (const row of lines.slice(from).map(split)) {
    if (row.length > 1) {
      left.push(row[0]!);
      right.push(row.slice(1).join(' | '));
    } else {
      // A line of one cell goes on the column whose last line ran to its margin: the longer.
      const side = (left.at(-1)?.length ?? 0) >= (right.at(-1)?.length ?? 0) ? left : right;
      side.push(row[0]!);
    }
  }
  return [...lines.slice(0, from), ...left, ...right];
}

/** "React Native, SQLite": two or more names of a word or three, and no more. */
const isShortList = (line: string) => {
  const parts = line.split(/\s*[,|·]\s*/);
  return (
    parts.length >= 2 &&
    parts.every((part) => /^\S+(?:\s\S+){0,2}$/.test(part)) &&
    !/[,.!?:;]$/.test(line)
  );
};

/** Description lines joined, bullets kept one per line without their markers. */
export function describe(lines: string[]): string {
  const out: string[] = [];
  for (const line of unzipColumns(lines)) {
    // Themes, builders and Word CVs label an entry's bullets ("Highlights", "Responsibilities:",
    // Novoresume's "Achievements/Tasks"); the label is not one of them.
    if (
      /^(?:(?:key|job|main)\s+)?(?:highlights|responsibilities|duties|achievements|accomplishments|tasks)(?:\s*(?:and|&|\/)\s*\w+)?\s*:?$/i.test(
        line.trim(),
      )
    ) {
      continue;
    }
    // An icon alone on its line (a theme's, in a private-use code) is no part of a duty.
    if (!/[\p{L}\p{N}]/u.test(line) && !isBullet(line)) continue;
    const last = out.at(-1);
    if (
      isBullet(line) ||
      // A bullet mark alone on its line ("•" / "Kept the ledgers.") marks the next.
      !last ||
      /[.!?:;]$/.test(last) ||
      isDatesOnly(last) ||
      opensDuty(line) ||
      opensDutyWithNumber(line) ||
      // "React Native, SQLite" / "An offline bookkeeping app …": a list of tools, then a sentence.
      (isShortList(last) && /^\p{Lu}\p{Ll}*\s+\p{Ll}+\s+\S+\s+\S/u.test(line))
    ) {
      out.push(stripBullet(line));
    } else {
      // A bullet wrapped onto the next line continues it.
      out[out.length - 1] = joinWrapped(last, line);
    }
  }
  return out.filter(Boolean).join('\n');
}

/** An icon font's glyph (a private-use character) at either end: a drawing, not text. */
const unframed = (text: string) => text.replace(/^[\s\p{Co}]+|[\s\p{Co}]+$/gu, '');

/** A name without a bullet mark a layout set before it ("• Senior Accountant"). */
const name = (text: string) =>
  unframed(text)
    .replace(/^[•▪●◦]\s*/, '')
    .slice(0, MAX_NAME);
/**
 * "SENIOR ACCOUNTANT", "HEAD OF IT": a role a layout set in capitals, as the CV would write it
 * in a sentence ("Senior Accountant", "Head of IT"); a word of three letters or fewer that is
 * no joining word stays an acronym.
 */
const role = (text: string) =>
  /\p{Lu}{4}/u.test(text) && !/\p{Ll}/u.test(text)
    ? name(text).replace(/\p{L}+/gu, (word) =>
        /^(?:OF|AND|THE|IN|FOR|AT|TO|ON)$/.test(word)
          ? word.toLowerCase()
          : word.length <= 3
            ? word
            : word[0] + word.slice(1).toLowerCase(),
      )
    : name(text);
/** "Sonapur.": a place that ended a sentence of names (moderncv's, curve's) without its stop. */
const place = (text: string) => name(text).replace(/\.$/, '');
const text = (value: string) => unframed(value).slice(0, MAX_DESCRIPTION);
/**
 * "Meghna Knitwear Ltd. meghna.example.com": an employer printed with its site's address; a
 * name that is an address ("Chaldal.com") stays.
 */
const employer = (value: string) =>
  name(
    value.replace(
      /(?<=\S)(?:\s*[(|·,–—-]\s*|\s+)(?:https?:\/\/)?(?:www\.)?[a-z\d-]+(?:\.[a-z\d-]+)*\.[a-z]{2,}(?:\/\S*)?\)?$/i,
      '',
    ),
  );

/**
 * A list without the entries it repeats: a CV that lists its jobs under "Experience" and again
 * under "Work History" has each job once, the first time it appears.
 */
function once<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const id = key(item).toLowerCase().replace(/\s+/g, ' ').trim();
    if (id === '' || !seen.has(id)) {
      seen.add(id);
      return true;
    }
    return false;
  });
}

/**
 * Each name and text trimmed and cut to its limit, each list to its most items, each entry a
 * CV repeats once.
 */
export function normaliseResume(parsed: ParsedResume): ParsedResume {
  const resume: ParsedResume = {
    ...parsed,
    experience: once(parsed.experience, (job) =>
      [job.title, job.company, job.startDate, job.endDate].join('|'),
    ),
    education: once(parsed.education, (entry) =>
      [entry.degree, entry.institution, entry.endDate].join('|'),
    ),
    skills: once(parsed.skills, (skill) => skill),
    languages: once(parsed.languages, (language) => language.name),
    projects: once(parsed.projects, (project) => project.name),
    extracurricular: once(parsed.extracurricular, (activity) => activity.name + activity.role),
    certifications: once(parsed.certifications, (cert) => cert.name),
    achievements: once(parsed.achievements, (award) => award.title + award.description),
    publications: once(parsed.publications, (publication) => publication.title),
    references: once(parsed.references, (reference) => reference.name),
  };
  return {
    ...resume,
    title: role(resume.title),
    summary: text(resume.summary),
    experience: resume.experience.slice(0, MAX_ITEMS.experience).map((job) => ({
      title: role(job.title),
      company: employer(job.company),
      location: place(job.location),
      startDate: job.startDate,
      endDate: job.endDate,
      description: text(job.description),
      ...(job.type ? { type: job.type } : {}),
    })),
    education: resume.education
      .slice(0, MAX_ITEMS.education)
      // The dates and the result (education-results.ts) as read.
      .map(({ degree, institution, location, description, ...read }) => ({
        ...read,
        degree: name(degree),
        institution: name(institution),
        location: place(location),
        description: text(description),
      })),
    skills: resume.skills.slice(0, MAX_ITEMS.skills),
    languages: resume.languages.slice(0, MAX_ITEMS.languages),
    projects: resume.projects.slice(0, MAX_ITEMS.projects).map((project) => ({
      name: name(project.name),
      description: text(project.description),
      url: project.url,
      ...(project.label ? { label: name(project.label) } : {}),
    })),
    extracurricular: resume.extracurricular.slice(0, MAX_ITEMS.extracurricular).map((activity) => ({
      name: name(activity.name),
      role: name(activity.role),
      description: text(activity.description),
    })),
    certifications: resume.certifications.slice(0, MAX_ITEMS.certifications).map((cert) => ({
      name: name(cert.name),
      issuer: name(cert.issuer),
      date: cert.date,
    })),
    achievements: resume.achievements.slice(0, MAX_ITEMS.achievements).map((award) => ({
      title: name(award.title),
      description: text(award.description),
    })),
    publications: resume.publications.slice(0, MAX_ITEMS.publications).map((publication) => ({
      ...publication,
      title: name(publication.title),
      publisher: name(publication.publisher),
    })),
    references: resume.references.slice(0, MAX_ITEMS.references).map((reference) => ({
      ...reference,
      name: name(reference.name),
      title: name(reference.title),
      company: name(reference.company),
    })),
  };
}
