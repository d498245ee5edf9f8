import { findSkills } from './skills/find-skills';
import { isKnownPlace } from './text/places';
import { ROLE_WORDS } from './text/roles';
import type { ParsedJob } from './types';

/**
 * The employer and the role a posting names, for the letter and the summary written to it. The
 * parser's title and company come first; this reads the forms it leaves whole or misses, as
 * postings in Bangladesh often write them: "Backend Engineer - Pathao", "Backend Engineer |
 * Pathao | Dhaka", the employer alone on the line under the title ("Pathao Limited"),
 * "Organization: Shohoz Ltd.", "Join Pathao as a Backend Engineer". It names no employer the
 * posting does not, and the ATS score, which reads the parser's own title, is left as it is.
 */

export interface PostingNames {
  role: string | null;
  employer: string | null;
}

/** Parts of a title line that say how or where the job is done, not who offers it. */
const MODES =
  'remote|hybrid|on-?site|onsite|full[- ]time|part[- ]time|contract(?:ual)?|permanent|temporary|urgent|new|hiring|job|vacancy';
const WORK_MODE = new RegExp(`^\\(?(?:${MODES})\\)?$`, 'i');
/** "Backend Engineer (Remote)": the mode in brackets after the role. */
const MODE_AFTER = new RegExp(`\\s*\\((?:${MODES})(?:[,/ ]+(?:${MODES}))*\\)\\s*$`, 'i');

const SEPARATOR = /\s+[-–—|@]\s+|\s*\|\s*/;

/** Words that end an employer's name: "Shohoz Ltd.", "Pathao Limited", "Dhaka Bank PLC". */
const COMPANY_END =
  /\b(?:ltd\.?|limited|plc|inc\.?|llc|corp\.?|corporation|company|co\.|group|bank|industries|enterprises?|technologies|solutions|foundation)$/i;

const EMPLOYER_LABEL =
  /^(?:company|company name|organi[sz]ation|organi[sz]ation name|employer|hiring company)\s*[:\-–]\s*(.+)$/i;

const JOIN_AS =
  /\b[Jj]oin ([A-Z][\w&.'’-]{0,40}(?: [A-Z][\w&.'’-]{0,40}){0,3}) as (?:an?|our) ([\w -]{2,60}?)(?=[.,!;]|\s+(?:and|to|who|in|on|at)\b|$)/m;

/** Could a part of a title line be the employer's name? */
function namesEmployer(part: string): boolean {
  return (
    /^[\p{Lu}\d]/u.test(part) &&
    part.length <= 60 &&
    part.split(/\s+/).length <= 6 &&
    !/\d{2,}/.test(part) &&
    !ROLE_WORDS.test(part) &&
    !WORK_MODE.test(part) &&
    !/\b(?:team|department|division|unit|squad|remote|hybrid|shift)\b/i.test(part) &&
    !isKnownPlace(part) &&
    // "Software Engineer - Backend": a skill or field, not an employer.
    findSkills(part).length === 0
  );
}

const tidy = (name: string) => name.replace(/[\s,:;]+$/, '').trim();

export function postingNames(text: string, job: ParsedJob): PostingNames {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 8);
  // A title without a word ("Vacancy: 2") names no role.
  let role = job.title && /\p{L}{2}/u.test(job.title) ? job.title : null;
  let employer = job.company;

  // "Backend Engineer - Pathao", "Backend Engineer | Pathao | Dhaka", "Data Analyst - Full-time".
  if (role && SEPARATOR.test(role)) {
    const parts = role
      .split(SEPARATOR)
      .map((part) => part.trim())
      .filter(Boolean);
    const rolePart = parts.find((part) => ROLE_WORDS.test(part));
    if (rolePart) {
      const employerPart = parts.find((part) => part !== rolePart && namesEmployer(part));
      if (employerPart && (!employer || employer === employerPart)) employer = employerPart;
      const rest = parts.filter(
        (part) =>
          part === rolePart ||
          (part !== employerPart && !WORK_MODE.test(part) && !isKnownPlace(part)),
      );
      if (rest.length < parts.length) role = rest.join(' - ');
    }
  }
  if (role) role = role.replace(MODE_AFTER, '') || role;

  if (!employer) {
    for (const line of lines) {
      const labelled = EMPLOYER_LABEL.exec(line)?.[1];
      if (labelled && /\p{L}/u.test(labelled)) {
        employer = tidy(labelled);
        break;
      }
    }
  }

  const joined = JOIN_AS.exec(text);
  if (!employer && joined && namesEmployer(joined[1]!)) employer = tidy(joined[1]!);
  if (!role && joined && ROLE_WORDS.test(joined[2]!)) role = tidy(joined[2]!);

  // The employer alone on a line near the top: "Pathao Limited", "Shohoz Ltd.".
  if (!employer) {
    const line = lines
      .slice(0, 4)
      .find(
        (candidate) =>
          candidate !== role &&
          COMPANY_END.test(candidate) &&
          /^\p{Lu}/u.test(candidate) &&
          candidate.split(/\s+/).length <= 6 &&
          !ROLE_WORDS.test(candidate),
      );
    if (line) employer = tidy(line);
  }

  if (!role) {
    // "Vacancy: 2" took the label; a later "Job Title: …" or the first line may still name it.
    const titled = lines
      .map(
        (line) =>
          /^(?:job title|position|role|title|designation|post)\s*[:\-–]\s*(.+)$/i.exec(line)?.[1],
      )
      .find((value) => value && ROLE_WORDS.test(value) && value.split(/\s+/).length <= 8);
    const first = lines[0];
    role = titled
      ? tidy(titled)
      : first && ROLE_WORDS.test(first) && first.split(/\s+/).length <= 6 && !/[.!?]$/.test(first)
        ? tidy(first)
        : null;
  }
  return { role, employer };
}
