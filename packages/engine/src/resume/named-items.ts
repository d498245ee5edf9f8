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
function readNamedItems(
  lines: string[],
  { rolesUnderName = false, keepDates = false, bulletsOpen = false } = {},
) {
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
    // In a list of awards or papers each bullet is one; elsewhere bullets describe an item.
    const opens =
      !last || ((opensItem(line, above) || (bulletsOpen && isBullet(line))) && !roleOfLast);
    above = line;
    if (opens) {
      // An award's year is part of its name ("Engineer of the Year 2022").
      const range = keepDates ? null : findDateRange(line);
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

/**
 * Interests, as activities: a list on one line ("Photography, chess, cricket") gives one each;
 * otherwise each is named and described as an activity is.
 */
export const readInterests = (lines: string[]) =>
  lines.some(
    (line) =>
      /[,;]/.test(line) && line.split(/[,;]/).every((part) => part.trim().split(/\s+/).length <= 4),
  )
    ? lines
        .flatMap((line) => stripBullet(clean(line)).split(/\s*[,;•|]\s*/))
        .map((name) => trimEnds(name, { start: /[\s.]/, end: /[\s.]/ }))
        .filter(Boolean)
        .map((name) => ({ name, role: '', description: '' }))
    : readActivities(lines);

/**
 * Awards: each a title and what it was for, on the line under it or after a colon
 * ("Best Associate 2018: chosen among 40").
 */
export const readAchievements = (lines: string[]) =>
  readNamedItems(lines, { keepDates: true, bulletsOpen: true }).map((item) => {
    const colon = /^([^:]{3,80}):\s+(.+)$/.exec(item.name);
    return colon
      ? { title: colon[1]!, description: describe([colon[2]!, ...item.description]) }
      : { title: item.name, description: describe(item.description) };
  });

/**
 * Publications, as citations are written: the title, then where and when it appeared, then its
 * address ("Designing payments. Journal of Applied Computing, Nov 2021. https://…"); a title in
 * quotes may come after the authors.
 */
export const readPublications = (lines: string[]) =>
  readNamedItems(lines, { keepDates: true, bulletsOpen: true }).map((item) => {
    const whole = [item.name, ...item.description].join(' ').replace(URL_IN, '').trim();
    const quoted = /[“"]([^”"]{4,})[”"]/.exec(whole);
    const [title = '', ...rest] = quoted
      ? [quoted[1]!, whole.slice(quoted.index + quoted[0].length)]
      : whole.split(/(?<=\p{Ll}{2}|\))\.\s+/u);
    const after = rest.join('. ');
    const range = findDateRange(after);
    return {
      title: trimEnds(title, { start: /[\s,.]/, end: /[\s,.]/ }),
      publisher: trimEnds(range ? besideRange(after, range) : after, {
        start: /[\s,.(]/,
        end: /[\s,.)]/,
      }),
      date: range ? after.slice(range.index, range.index + range.length).trim() : '',
      url: item.url,
    };
  });

/** Certifications, one per line. */
export const readCertifications = (lines: string[]) =>
  lines
    .map((line) => stripBullet(clean(line)))
    .filter((line) => line.length > 2 && line.length <= MAX_NAME);
