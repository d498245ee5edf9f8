import { trimEnds } from '../text/trim';
import { besideRange, findDateRange } from './dates';
import { clean, isBullet, stripBullet } from './lines';
import { isRole } from './entry-names';
import { ENTRY_HEADING, ITEM_DETAIL, LABELLED, MAX_NAME, PROJECT_ROLE, URL_IN } from './lexicon';
import { describe } from './normalise';

/** Named items (projects, activities): a name, then its description lines. */

/**
 * Does a line open a new named item rather than continue the last one's description? Neither
 * the rest of a sentence the line above left open, nor a sub-heading ("Synopsis:") or the line
 * under it, does.
 */
const opensItem = (line: string, above: string) =>
  !isBullet(line) &&
  !/^[a-z]/.test(line) &&
  !ITEM_DETAIL.test(LABELLED.exec(line)?.[1]?.trim() ?? '') &&
  ![line, above].some((text) => ENTRY_HEADING.test(text.replace(/\s*:$/, ''))) &&
  (findDateRange(line) !== null ||
    // A line of prose the PDF wrapped ("… in Gotham city. Used") goes on describing.
    (line.length <= 100 &&
      !/[.!?]$/.test(line) &&
      !/[.!?]\s+\p{Lu}/u.test(line) &&
      // A line the PDF wrapped at the page's width, mid-sentence, goes on below.
      !(above.length >= 80 && above.length <= 110 && /\s\p{Ll}+$/u.test(above))));

/** "Member, Padma Debating Society": an activity's role before where it was held. */
function roleAndPlace(name: string): { name: string; role: string } {
  const match = /^([^,]{2,40}),\s*(.+)$/.exec(name);
  return match && isRole(match[1]!) && !isRole(match[2]!)
    ? { name: match[2]!, role: match[1]! }
    : { name, role: '' };
}

/**
 * Named items (projects, activities), each followed by its description lines. A heading like
 * "Name | Django, Angular | 2024" gives the name; the rest of it leads the description.
 */
function readNamedItems(lines: string[], { rolesUnderName = false } = {}) {
  const items: Array<{ name: string; description: string[]; url: string }> = [];
  let above = '';
  for (const raw of lines) {
    const line = clean(raw);
    if (line === '') continue;
    const url = URL_IN.exec(line)?.[0] ?? '';
    const last = items[items.length - 1];
    // "DevFlow" / "Creator & Maintainer": the role right under a project's name is its own, not
    // another project (in a list of activities, "Volunteer, …" lines are each their own).
    const roleOfLast =
      rolesUnderName &&
      last !== undefined &&
      last.description.length === 0 &&
      line.split(/\s+/).length <= 5 &&
      (isRole(line) || PROJECT_ROLE.test(line));
    const opens = !last || (opensItem(line, above) && !roleOfLast);
    above = line;
    if (opens) {
      const range = findDateRange(line);
      const bare = range ? besideRange(line, range) : line;
      const [name = '', ...rest] = stripBullet(bare.replace(URL_IN, ''))
        .split(/\s*\|\s*|\s+[–—]\s+/)
        // "Member, Phoenix Chamber of Commerce (2014 - 2015)": no bracket left by the dates.
        .map((part) => trimEnds(part, { start: /[,(\s-]/, end: /[,()\s:-]/ }))
        .filter(Boolean);
      // A line of dates alone ("Jan 2011 - Oct 2011") dates the item above it.
      if (name === '' && last) {
        last.description.push(line);
        continue;
      }
      items.push({
        name,
        description: rest.length > 0 ? [rest.join(' | ')] : [],
        url,
      });
    } else {
      last.description.push(line);
      if (url && !last.url) last.url = url;
    }
  }
  return items.filter((item) => item.name !== '');
}

export const readProjects = (lines: string[]) =>
  readNamedItems(lines, { rolesUnderName: true }).map((item) => ({
    name: item.name,
    description: describe(item.description),
    url: item.url,
  }));

export const readActivities = (lines: string[]) =>
  readNamedItems(lines).map((item) => ({
    ...roleAndPlace(item.name),
    description: describe(item.description),
  }));

/** Certifications, one per line. */
export const readCertifications = (lines: string[]) =>
  lines
    .map((line) => stripBullet(clean(line)))
    .filter((line) => line.length > 2 && line.length <= MAX_NAME);
