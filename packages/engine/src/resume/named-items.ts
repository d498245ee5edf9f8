import { findSkills } from '../skills/find-skills';
import { ACTION_VERB_FORMS } from '../text/action-verbs';
import { trimEnds } from '../text/trim';
import { besideRange, findDateRange } from './dates';
import {
  clean,
  endsFull,
  inCapitals,
  isBullet,
  isDatesOnly,
  joinCell,
  opensDuty,
  stripBullet,
  withoutDateLabel,
} from './lines';
import { writtenWords } from './hyphenation';
import { isRole } from './entry-names';
import {
  BODY_TAIL,
  COMPANY_WORDS,
  ENTRY_HEADING,
  ITEM_DETAIL,
  LABELLED,
  MAX_NAME,
  PROJECT_ROLE,
  URL_IN,
} from './lexicon';
import { describe } from './normalise';
import type { ParsedResume } from '../types';

/** Named items (projects, activities): a name, then its description lines. */

/** A line this long ran to its column's edge: the line under it may be its rest. */
const FULL_LINE = 45;

/**
 * "React Native, SQLite", "Python · Flask": a list of known skills, each a word or three; two in
 * three known, or every one where the line may as well be a name ("Bazar Prices | Python").
 */
function isStack(line: string, known = 2 / 3): boolean {
  const parts = line.split(/\s*[,|·•/]\s*/).filter(Boolean);
  const skill = (part: string) =>
    findSkills(part).some((found) => found.name.toLowerCase() === part.toLowerCase());
  return (
    parts.length >= 2 &&
    parts.every((part) => part.split(/\s+/).length <= 3) &&
    // "Node.js" keeps its dot; a sentence ends with one.
    !/[.!?]$|:/.test(line) &&
    parts.filter(skill).length >= parts.length * known
  );
}

/** "Published by Journal of …", "Publisher: …": the venue named by its label. */
const PUBLISHER_LABEL = /^(?:published\s+(?:by|in)|publisher\s*:|in\s*:)\s*/i;
/**
 * Where papers appear: a journal, a conference, a publisher, named as names are, capitalised;
 * "scrapes daily prices" or "led code review" say what was done.
 */
const PUBLISHER = new RegExp(
  `\\b(?:${[
    'journal',
    'review',
    'proceedings',
    'conference',
    'symposium',
    'workshop',
    'transactions',
    'magazine',
    'press',
    'publishing',
    'publishers?',
    'times',
    'daily',
    'tribune',
    'springer',
    'elsevier',
    'wiley',
    'news',
    'quarterly',
    'weekly',
    'monthly',
    'bulletin',
    'annals',
    'letters',
    'herald',
    'gazette',
    'chronicle',
    'digest',
    'blog',
  ]
    .flatMap((word) => [word[0]!.toUpperCase() + word.slice(1), word.toUpperCase()])
    .join('|')}|IEEE|ACM|arXiv)\\b`,
);

/**
 * "Designing payments in Journal of Applied Computing", "Mulching in wheat. Proceedings of …":
 * a title, and where it appeared.
 */
function venueOf(line: string): [string, string] | null {
  // The last break before a publisher's name: "Payments in Bangladesh, Rural Tech Review, 2020".
  const breaks = [...line.matchAll(/\s*,\s+|\s+in\s+(?=\p{Lu})|\.\s+(?=\p{Lu})/gu)].reverse();
  for (const { index, 0: gap } of breaks) {
    const [title, venue] = [line.slice(0, index), line.slice(index + gap.length)];
    if (title.length >= 8 && PUBLISHER.test(venue) && !PUBLISHER.test(title)) return [title, venue];
  }
  return null;
}

/** "github.example.com/nusrat-mim/app": an address without its scheme, told by its path. */
const PATHED_ADDRESS = /\b(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+\/(?:[^\s,()]*[^\s,().:])?/i;

const withScheme = (url: string) => (url && !/^https?:/i.test(url) ? `https://${url}` : url);

/** The address and the comma before it ("Bazar Prices, github.example.com/…"). */
const PATHED_ADDRESS_AND_COMMA = new RegExp(`,?\\s*${PATHED_ADDRESS.source}`, 'i');

/** A web address without its scheme, alone on its line. */
const BARE_ADDRESS = /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:\/\S*)?$/i;

/** "Campus Wi-Fi Map: Designed …", "Campus Wi-Fi Map - Designed …": a name, then what it is. */
const NAME_THEN_SENTENCE =
  /^\p{Lu}[^\s:]*(?:\s+[^\s:]+){0,5}?(?::|\s[-–—])\s+\p{Lu}\p{Ll}*\s+\p{Ll}/u;

/** "Tide Alert Map Designed a flood map …" after a full stop: a name, then what was done. */
const namedSentence = (line: string, above: string) =>
  /[.!?]$/.test(above) && sentenceRunOn(line, { verbOnly: true })[1] !== undefined;

/** "- Present": the end of a range whose start was left out. */
const OPEN_END = /^(?:[-–—]\s*)?(?:present|current|now)$/i;

/** "1. ", "[2] ", "(3) ": a numbered list's mark, in a margin of its own or not. */
const NUMBERED = /^\s*(?:\[\d{1,3}\]|\(\d{1,3}\)|\d{1,3}[.)])(?:\s+\|)?\s+(?=\S)/;

/**
 * Does a line open a new named item rather than continue the last one's description? Neither
 * the rest of a sentence the line above left open, nor a sub-heading ("Synopsis:") or the line
 * under it, does.
 */
const opensItem = (line: string, above: string) =>
  !isBullet(line) &&
  // "Recognised for leading …": what the item above did, not another item.
  !opensDuty(line) &&
  !/^[a-z]/.test(line) &&
  !ITEM_DETAIL.test(LABELLED.exec(line)?.[1]?.trim() ?? '') &&
  ![line, above].some((text) => ENTRY_HEADING.test(text.replace(/\s*:$/, ''))) &&
  (findDateRange(line) !== null ||
    // "Campus Wi-Fi Map: Designed a coverage map …": a name, then what it is; after a full
    // stop, with no colon between them.
    NAME_THEN_SENTENCE.test(line) ||
    namedSentence(line, above) ||
    // A line of prose the PDF wrapped ("… in Gotham city. Used") goes on describing; a name
    // is not a dozen words long.
    (line.length <= 100 &&
      line.split(/\s+/).length <= 10 &&
      // "… across Dhaka markets. https://…": a sentence, and an address after it.
      // "Meghna Knitwear Ltd." ends a name, not a sentence.
      !/[.!?]$/.test(
        line.replace(/\s+(?:https?:\/\/|www\.)\S+$/i, '').replace(/\b(?:ltd|inc|co|corp)\.$/i, ''),
      ) &&
      !/[.!?]\s+\p{Lu}/u.test(line) &&
      // A line the PDF wrapped at the page's width, mid-sentence, goes on below.
      !(above.length >= 80 && above.length <= 110 && /\s\p{Ll}+$/u.test(above))));

/** "Member, Padma Debating Society": an activity's role before where it was held, or after it. */
function roleAndPlace(name: string): { name: string; role: string } {
  // "Hill Photography Society [ Member ]": the role in brackets after the place.
  const bracketed = /^(.+?)\s*[[(]\s*([^\])]{2,40}?)\s*[\])]$/.exec(name);
  if (bracketed && isRole(bracketed[2]!)) return { name: bracketed[1]!, role: bracketed[2]! };
  const match = /^([^,]{2,40}),\s*(.+)$/.exec(name);
  if (match && isRole(match[1]!) && !isRole(match[2]!)) return { name: match[2]!, role: match[1]! };
  // "Rupnagar JavaScript Meetup, Organiser" (or ": Organiser", " – Organiser"): the role after
  // the place.
  const after = /^(.{2,80}?)(?:,|\s*:|\s+[-–—])\s*([^,:]{2,40})$/.exec(name);
  return after && isRole(after[2]!) && !isRole(after[1]!)
    ? { name: after[1]!, role: after[2]! }
    : { name, role: '' };
}

/**
 * "(hisab.example.org)", ", hisab.example.org", "| hisab.example.org" or " – hisab.example.org"
 * ending a line or a cell, or ". hisab.example.org." between sentences: a site's address beside
 * a name.
 */
const SITE = String.raw`(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|dev|app|me|info|bd|co|ai|xyz)(?:\/[^\s)]*)?`;
const ADDRESS_BESIDE = new RegExp(
  String.raw`(?:\s*\(|,\s*|\s*\|\s*|\s+[–—-]\s+|(?<=\.)\s+)(${SITE})(?:\)|\.?(?=\s*(?:[|:]|$))|(?=\.\s))`,
  'i',
);
/** "Hisab: offline bookkeeping hisab.example.org": a site's address ending a name's line. */
const ADDRESS_ENDING = new RegExp(String.raw`\s+(${SITE})$`, 'i');

/**
 * A list's lines as its items read them:
 * - "journal." / "example.org/payments": an address the page broke is whole again;
 * - "Nov 2021   • Designing …", "Open source   • Hisab …": a left column's date or label
 *   beside a bulleted item comes after the item, as its side note;
 * - "Nov 2021" / "Designing …": where dates lead the list, each goes with the item under it;
 * - "Issued on: Aug 01, 2022" is its date alone.
 */
function itemLines(lines: string[]): string[] {
  const joined: string[] = [];
  for (const raw of lines) {
    // "github.example.com/ nusrat-mim/ bazar-prices": an address LaTeX broke after its slashes.
    const line = withoutDateLabel(clean(raw).replace(/(\w)\/\s+(?=[\w-])/g, '$1/'));
    // Blank, or a theme's icon or mark alone: no item's line.
    if (!/[\p{L}\p{N}]/u.test(line)) continue;
    const last = joined.at(-1);
    // The address's two halves: "journal.example." / "org/payments", "example.org/" /
    // "payments", or an address that opens a list's item: ", journal." / "example.org/payments
    // (Nov 2021)". A sentence's end ("2021.", "Node.js.", "Dhaka.") before an address on a line
    // of its own is not.
    const [end = '', start = ''] = [last?.split(/\s+/).at(-1), line.split(/\s+/)[0]];
    const whole = /^[\w-]+(?:\.[\w-]+)+\//.test(start);
    // "example.org/" over "An offline app …": a sentence's first word goes on no address.
    const word = /^\p{Lu}\p{Ll}*$/u.test(start);
    const broken =
      PATHED_ADDRESS.test(`${end}${start}`) &&
      (whole
        ? /^[a-z-]+\.$/.test(end) && /,\s*\S+$/.test(last!)
        : !word &&
          (/\w\.\w.*[./]$/.test(end) ||
            /\/$/.test(end) ||
            // "(github.example.com/nusrat-mim/bazar-" / "prices)": broken at a path's hyphen.
            (/\w\.\w[^/\s]*\/\S*\p{L}-$/u.test(end) && /^\p{Ll}/u.test(start))));
    if (last !== undefined && broken) {
      joined[joined.length - 1] = `${last}${line}`;
    } else joined.push(line);
  }
  const out = joined.map((line) => {
    const cells = /^([^|]{1,30}?) \| (.+)$/.exec(line);
    // "Hisab   - Present": a dash before a date is a range's, not a bullet's.
    if (cells && isBullet(cells[2]!) && !OPEN_END.test(cells[2]!))
      return `${cells[2]} | ${cells[1]}`;
    // "Nov 2021: Designing payments …": the date before a colon, as moderncv's banking sets it.
    // "May 2023 Selling to the districts …": a date column the page set one space apart.
    const range = findDateRange(line);
    const after =
      range?.index === 0 ? /^\s*[:|]?\s+(\p{Lu}.*)$/u.exec(line.slice(range.length)) : null;
    return after ? `${after[1]} | ${line.slice(0, range!.length)}` : line;
  });
  if (out.length === 0 || !isDatesOnly(out[0]!)) return out;
  const led: string[] = [];
  for (let i = 0; i < out.length; i++) {
    const next = out[i + 1];
    if (isDatesOnly(out[i]!) && next !== undefined && !isDatesOnly(next)) {
      led.push(`${next} | ${out[i]}`);
      i++;
    } else led.push(out[i]!);
  }
  return led;
}

/**
 * "Hisab: offline bookkeeping. An open-source app …": a short name ended by a full stop, then
 * the first sentence of what it is. "Dr. …", "Padma Ltd. …" end no name.
 */
function nameAndSentence(line: string): [string, string?] {
  const sentence =
    /^([^.]{3,60}?)\s*\.\s+(\p{Lu}.*)$/u.exec(line) ??
    // "Bazar Price Tracker - A web app that …": a dash between them.
    /^(.{3,60}?)\s+[-–—]\s+(\p{Lu}\p{Ll}*\s+\p{Ll}.*)$/u.exec(line);
  if (
    sentence &&
    sentence[1]!.split(/\s+/).length <= 8 &&
    !/\b(?:ltd|inc|co|corp|dr|mr|mrs|ms|st|jr|sr|no|vs)$/i.test(sentence[1]!)
  ) {
    return [sentence[1]!, sentence[2]!];
  }
  return sentenceRunOn(line);
}

/** Words a name keeps in lower case ("Society for the Blind"). */
const NAME_JOINERS = /^(?:a|an|the|of|and|for|from|in|on|at|to|by|with|de|la|&)$/;

/**
 * "Rupnagar JavaScript Meetup Run a monthly meetup of 80 devel-": a name in capitals that runs
 * into a sentence with no stop between them; the sentence opens at the first capital followed
 * by a word in lower case that no name keeps so ("monthly").
 */
function sentenceRunOn(line: string, { verbOnly = false } = {}): [string, string?] {
  const words = line.split(/\s+/);
  if (words.length < 7) return [line];
  const lower = (word = '') => /^\p{Ll}/u.test(word) && !NAME_JOINERS.test(word);
  // "… Map Designed a Wi-Fi coverage map": a verb that says what was done opens it too, unless
  // the name goes on after it ("… Radio Programme Spoke on soil care").
  const verb = (word: string, next = '') =>
    ACTION_VERB_FORMS.has(word.toLowerCase()) && !/^\p{Lu}/u.test(next);
  const opens = words.findIndex(
    (word, at) =>
      at >= 2 &&
      /^\p{Lu}\p{Ll}+$/u.test(word) &&
      (verb(word, words[at + 1]) ||
        (!verbOnly &&
          (lower(words[at + 1]) ||
            (NAME_JOINERS.test(words[at + 1] ?? '') && lower(words[at + 2]))))),
  );
  const name = words.slice(0, opens);
  return opens > 0 &&
    words.length - opens >= 3 &&
    name.every((word) => /^[\p{Lu}\p{N}&(]/u.test(word) || NAME_JOINERS.test(word))
    ? [name.join(' '), words.slice(opens).join(' ')]
    : [line];
}

/**
 * Named items (projects, activities), each followed by its description lines. A heading like
 * "Name | Django, Angular | 2024" gives the name; the rest of it leads the description.
 */
/** An item as read: its name, what its line holds beside it, the lines under it, its address. */
type NamedItem = { name: string; beside: string; description: string[]; url: string };

/** "Year: 2021-11": the label of an item's date on a line of its own. */
const DATE_LABEL = /^(?:year|date|published|issued|awarded|released)\s*[:：]\s*/i;

/** An item's line without its address or the label of its date. */
const withoutAddressOrLabel = (line: string) =>
  line.replace(URL_IN, '').replace(PATHED_ADDRESS, '').replace(DATE_LABEL, '');

function readNamedItems(
  lines: string[],
  {
    rolesUnderName = false,
    // A long line that goes on in lower case describes the item above (an award's what for).
    proseRunsOn = false,
    keepDates = false,
    bulletsOpen: listOpen = false,
    // A line of the item above whatever it looks like ("ICAB · Mar 2022" under an award).
    ofItemAbove = (_line: string): boolean => false,
    // A line that opens an item however long it is, given the line above.
    opensAfter = (_line: string, _above: string): boolean => false,
  } = {},
) {
  // "• Campus Wi-Fi Map. Designed a coverage map …": a list whose first line is a bullet
  // holding a whole item opens an item at each bullet.
  const first = lines.map(clean).find(Boolean) ?? '';
  const bulletsOpen = listOpen || (isBullet(first) && first.length > 60);
  // "1. Hisab …" / "2. Bazar Prices …": each number opens an item.
  const numbered = NUMBERED.test(first);
  // `beside`: what the name's line holds after it (a label, a stack, a place).
  const items: NamedItem[] = [];
  let above = '';
  let pendingUrl = '';
  // The item above was opened on the line above, a sentence after its name and nothing under.
  let saidAbove = false;
  const all = itemLines(lines);
  for (const [index, line] of all.entries()) {
    const last = items[items.length - 1];
    const url =
      URL_IN.exec(line)?.[0] ??
      PATHED_ADDRESS.exec(line)?.[0] ??
      ADDRESS_BESIDE.exec(line)?.[1] ??
      '';
    // An address over the first name is that item's.
    if (!last && (BARE_ADDRESS.test(line) || url === line)) {
      pendingUrl = url || line;
      continue;
    }
    // "hisab.example.org" alone under a name, or labelled ("Link : https://…"): the item's
    // address, printed with or without its scheme, not a line of its description.
    const labelled =
      /^(?:link|url|website|web|demo|live|github|source|repo(?:sitory)?)\s*[:：]\s*(\S+)$/i.exec(
        line,
      )?.[1];
    if (last && labelled && (BARE_ADDRESS.test(labelled) || labelled === url)) {
      if (!last.url) last.url = withScheme(labelled);
      continue;
    }
    if (last && (BARE_ADDRESS.test(line) || url === line)) {
      // "journal.example.org/payments.": a citation's full stop ends no address.
      if (!last.url) last.url = withScheme(url || line);
      continue;
    }
    // "DevFlow" / "Creator & Maintainer": the role right under a project's name is its own, not
    // another project (in a list of activities, "Volunteer, …" lines are each their own).
    const roleOfLast =
      rolesUnderName &&
      last !== undefined &&
      last.description.length === 0 &&
      line.split(/\s+/).length <= 5 &&
      // "Hill Photography Society: Member" names a place and its role: an item of its own.
      !/,|:|\s[-–—]\s/.test(line) &&
      // "… Radio Programme (Guest" / "Speaker)": the bracket above goes on.
      above.lastIndexOf('(') <= above.lastIndexOf(')') &&
      (isRole(line) || PROJECT_ROLE.test(line));
    // "Hisab" / "React Native, SQLite" / "An offline …": the stack right under a project's name
    // is its own, not another project.
    // "… for village shops." / "React Native, SQLite": or closing what it says of the project.
    const stackOfLast =
      rolesUnderName &&
      last !== undefined &&
      (last.description.length === (last.beside === '' ? 0 : 1)
        ? isStack(line)
        : /[.!?]$/.test(above) && isStack(line, 1));
    // In a list of awards or papers each bullet is one; elsewhere bullets describe an item. A
    // line of dates alone, or a paper's journal under its title, belongs to the item above.
    const belongsAbove =
      last !== undefined &&
      !isBullet(line) &&
      (ofItemAbove(line) ||
        // "Nov 2021 | https://journal.example.org/p": dates and an address are the item's too,
        // labelled or not ("Year: 2021-11").
        isDatesOnly(withoutAddressOrLabel(line)) ||
        (PUBLISHER.test(line) &&
          // "Women in Cable, Multichannel News, 2004": a title and its venue are a paper whole,
          // as is a citation with its title in quotes.
          !venueOf(line) &&
          !QUOTED_TITLE.test(line) &&
          !venueOf(last.name) &&
          !last.description.some((text) => PUBLISHER.test(text))));
    // "Designing payments …, Journal of Applied" / "Computing": a word or two a long name line
    // ran onto, before anything under it; a paper's date and address may follow them there.
    const dated = findDateRange(line);
    const ranOnto = trimEnds(
      keepDates && dated ? besideRange(line, dated).replace(url, '') : line,
      { start: /[\s(),]/, end: /[\s(),]/ },
    );
    const nameRanOn =
      last !== undefined &&
      // Beside it and under it, its date at most ("May 2023: Selling … launches, Bangla" /
      // "Marketing Review").
      (last.beside === ''
        ? last.description.length === 0 || saidAbove
        : isDatesOnly(last.beside) && last.description.join() === last.beside) &&
      // Long, or in capitals with the word or two under it ("DESIGNING PAYMENTS FOR" /
      // "NETWORKS").
      // "Coastal Farmers Radio Programme (Guest" / "Speaker)": or an activity's bracket left open.
      (above.length >= 50 ||
        (inCapitals(above) && /\p{L}$/u.test(above) && inCapitals(line)) ||
        (rolesUnderName && above.lastIndexOf('(') > above.lastIndexOf(')'))) &&
      !/[.!?:;]$/.test(above) &&
      /\p{L}/u.test(ranOnto) &&
      ranOnto.split(/\s+/).length <= 2 &&
      !/[.!?:;,]$/.test(ranOnto) &&
      !isBullet(line) &&
      // "HILL PHOTOGRAPHY SOCIETY" / "MEMBER": a role under the name is its own line.
      !roleOfLast &&
      (keepDates || findDateRange(line) === null);
    // "Rupnagar JavaScript" / "Meetup" / "Organiser", "Meghna University" / "Programming Club" /
    // "General Secretary": a narrow column broke a short name before the role under it; a word
    // or three in capitals alone between them end the name.
    const nameWrapped =
      rolesUnderName &&
      last !== undefined &&
      last.description.length === 0 &&
      last.beside === '' &&
      last.name.split(/\s+/).length <= 3 &&
      /^\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+){0,2}$/u.test(line) &&
      !isRole(line) &&
      !isRole(above) &&
      isRole(all[index + 1] ?? '');
    // "An open-source bookkeeping app for small shops that syncs when" / "a connection …": a
    // sentence running on in lower case describes the project above; no name is that long.
    const runsOn =
      (rolesUnderName || (proseRunsOn && last !== undefined && last.description.length === 0)) &&
      !isBullet(line) &&
      // "Campus Wi-Fi Map: Designed a coverage map … after the" opens its project all the same.
      !NAME_THEN_SENTENCE.test(line) &&
      !namedSentence(line, above) &&
      line.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length >= 8 &&
      // The project's address under its name goes on no sentence.
      /^\p{Ll}/u.test(all[index + 1] ?? '') &&
      !BARE_ADDRESS.test(all[index + 1]!) &&
      !URL_IN.test(all[index + 1]!) &&
      !/[.!?:;]$/.test(line);
    // "An open-source bookkeeping app" / "for small shops that …": a narrow column broke the
    // sentence describing the item above; a name rarely opens with an article.
    const sentenceBroken =
      last !== undefined &&
      /^(?:An?|The)\s/.test(line) &&
      /^\p{Ll}/u.test(all[index + 1] ?? '') &&
      !/[.!?:;]$/.test(line);
    const opens =
      !last ||
      ((opensItem(line, above) ||
        opensAfter(line, above) ||
        (bulletsOpen && isBullet(line)) ||
        (numbered && NUMBERED.test(line))) &&
        !runsOn &&
        !sentenceBroken &&
        !roleOfLast &&
        !stackOfLast &&
        !belongsAbove &&
        !nameRanOn &&
        !nameWrapped);
    // "Hill Photography" / "Society": the last word of a body's name, wrapped alone.
    const bodyWrapped =
      last !== undefined &&
      last.description.length === 0 &&
      last.beside === '' &&
      BODY_TAIL.test(line);
    above = line;
    const ranOnSaid = nameRanOn && saidAbove;
    saidAbove = false;
    if (nameRanOn || nameWrapped || bodyWrapped) {
      // "… Journal of Applied" / "Computing, https://…": the address is the item's, not its name.
      const words = url ? line.replace(url, '').replace(/[\s,;]+$/, '') : line;
      // "Mulching in wheat. Proceedings of the National" / "Conference": the sentence after
      // the name ran on.
      if (ranOnSaid) last.description[0] = `${last.description[0]} ${words}`;
      else last.name = `${last.name} ${words}`;
      if (url && !last.url) last.url = withScheme(url);
      continue;
    }
    if (opens) {
      // An award's year is part of its name ("Engineer of the Year 2022").
      const range = keepDates ? null : findDateRange(line);
      const dateless = range ? besideRange(line, range) : line;
      const ending = url || pendingUrl ? null : ADDRESS_ENDING.exec(dateless);
      const bare = ending ? dateless.slice(0, ending.index) : dateless;
      const [head = '', ...cells] = stripBullet(
        (numbered ? bare.replace(NUMBERED, '') : bare)
          // "Hisab https://hisab.example.org/: An offline …": no space left before the colon.
          .replace(URL_IN, '')
          .replace(/\s+:(?=\s)/, ':')
          // "Bazar Prices, github.example.com/…: A web app": the address and its comma.
          .replace(PATHED_ADDRESS_AND_COMMA, '')
          // "Hisab (hisab.example.org) An app for …": the address ends the name, a sentence
          // follows.
          .replace(ADDRESS_BESIDE, (address: string, _url, at: number, whole: string) =>
            address.endsWith(')') && /^\s+\p{Lu}/u.test(whole.slice(at + address.length))
              ? '.'
              : '',
          )
          // "… bookkeeping. hisab.example.org. An app …": one full stop left between sentences.
          .replace(/\.\s*\.(?=\s)/g, '.')
          // "Bazar Prices (github.example.com/…)": no bracket left by the address, nor between
          // the name and a sentence after it.
          .replace(/\s*\(\s*\)(?=\s+\p{Lu})/gu, '.')
          .replace(/\s*\(\s*\)/g, '')
          // "Hisab (Open source)": a word or three in brackets after the name is beside it.
          .replace(/\s*\(((?:[\p{L}-]+\s?){1,3})\)\s*$/u, ' | $1'),
      ).split(/\s*\|\s*|\s+[–—·∙•]\s+/);
      // "Member, Phoenix Chamber of Commerce (2014 - 2015)": no bracket left by the dates.
      // A word the line broke ("book-" / "keeping") keeps its hyphen; "Company -" does not.
      // "Best Young Accountant (2022)" keeps the bracket it closes.
      const trim = (part: string) => {
        const ends = /[,(\s:·∙•]/;
        let text = trimEnds(part, { start: /[,(\s-]/, end: ends });
        const opened = text.split('(').length - 1;
        let closed = text.split(')').length - 1;
        while (text.endsWith(')') && opened < closed) {
          text = trimEnds(text.slice(0, -1), { end: ends });
          closed -= 1;
        }
        return text.replace(/\s+[-–—]$/, '');
      };
      const [named, said] = nameAndSentence(head.trim());
      const name = trim(named);
      // "Hisab   - Present": a range's open end, its start left out, dates nothing.
      const rest = cells
        .map(trim)
        .filter((cell) => cell !== '' && (keepDates || !OPEN_END.test(cell)));
      // A line of dates alone ("Jan 2011 - Oct 2011") dates the item above it.
      if (name === '' && last) {
        last.description.push(line);
        continue;
      }
      items.push({
        name,
        beside: rest.join(' | '),
        description: [...(rest.length > 0 ? [rest.join(' | ')] : []), ...(said ? [said] : [])],
        url: withScheme(url || ending?.[1] || pendingUrl),
      });
      saidAbove = said !== undefined && rest.length === 0;
      pendingUrl = '';
    } else if (url && !last.url && line.trimEnd().endsWith(url)) {
      // "… 3,000 active shops. https://hisab.example.org/": an address closing a line of the
      // description is the item's, not words of it.
      last.description.push(line.slice(0, line.lastIndexOf(url)).trimEnd());
      last.url = withScheme(url);
    } else {
      last.description.push(line);
      if (url && !last.url) last.url = withScheme(url);
    }
  }
  return items.filter((item) => item.name !== '');
}

/**
 * "Hisab: offline bookkeeping: An open-source" / "bookkeeping app for …": a name line whose
 * words run on below is the name and the start of its description, after its last colon.
 */
function sentenceAfterColon<T extends { name: string; description: string[] }>(item: T): T {
  const colon = /^(.+):\s+(\p{Lu}.*)$/u.exec(item.name);
  // Under it, the sentence goes on in lower case or with a number ("60 members."); or it ends
  // where it is ("An offline bookkeeping app.").
  const words = colon?.[2]!.split(/\s+/).length ?? 0;
  return colon &&
    (/^[\p{Ll}\p{N}]/u.test(item.description[0] ?? '') ||
      words >= 6 ||
      (words >= 3 && /[.!]$/.test(colon[2]!)))
    ? { ...item, name: colon[1]!, description: [colon[2]!, ...item.description] }
    : item;
}

/**
 * "Open source   Hisab: offline bookkeeping": a label in a date column before the name, the
 * name beside it; a label's words are in lower case after the first, a name's are not.
 */
function labelBeforeName<T extends NamedItem>(item: T): T {
  if (
    !LABEL_WORDS.test(item.name) ||
    item.beside === '' ||
    /[|]/.test(item.beside) ||
    LABEL_WORDS.test(item.beside)
  ) {
    return item;
  }
  const [name, said] = nameAndSentence(item.beside);
  return {
    ...item,
    name,
    beside: item.name,
    description: [item.name, ...(said ? [said] : []), ...item.description.slice(1)],
  };
}

/**
 * Projects. A word or three beside the name ("Open source", "Team of 4") is its label; a list
 * beside it ("Django, Angular") leads its description.
 */
export const readProjects = (lines: string[]) =>
  readNamedItems(lines, { rolesUnderName: true })
    .map(sentenceAfterColon)
    .map(labelAfterComma)
    .map(labelBeforeName)
    .reduce(withLabelUnder, [])
    .flatMap((item, index, items) => {
      const label =
        item.beside !== '' && item.beside.split(/\s+/).length <= 3 && !/[,|]/.test(item.beside)
          ? item.beside
          : '';
      const above = items[index - 1];
      return isLabelOf(item, items[index + 1])
        ? []
        : [
            {
              name: item.name,
              description: describe(label ? item.description.slice(1) : item.description),
              url: item.url,
              ...(label ? { label } : above && isLabelOf(above, item) ? { label: above.name } : {}),
            },
          ];
    });

/** "Open source", "Team project", "Hackathon": the kinds of project CVs label theirs with. */
const PROJECT_KIND =
  /^(?:open[- ]source|(?:personal|team|group|academic|university|course|class|client|freelance|side|solo|final[- ]year|capstone|thesis|research)\s+project|freelance|hackathon|capstone)$/i;

/** "Open source", "Team project": a label's words, in lower case after its first. */
const LABEL_WORDS = /^\p{Lu}?\p{Ll}+(?: \p{Ll}+){1,2}$/u;

/** "Hisab: offline bookkeeping, Open source": a label after the name and a comma is beside it. */
function labelAfterComma<T extends NamedItem>(item: T): T {
  const comma = /^(.+),\s+([^,]+)$/.exec(item.name);
  // Read as a cell beside the name is: the first line of the description too.
  return comma && item.beside === '' && LABEL_WORDS.test(comma[2]!)
    ? { ...item, name: comma[1]!, beside: comma[2]!, description: [comma[2]!, ...item.description] }
    : item;
}

/**
 * "Hisab: offline bookkeeping   hisab.example.org" / "Open source" / "An app …": a label right
 * under a name that carried its address and nothing else yet (modern-cv's second row) is that
 * item's, as if beside it, and what follows describes the item; so is a label that carries the
 * address under a bare name ("Open source, https://…"). A bare label under a bare name may be
 * the next project's name ("Weather app").
 */
function withLabelUnder(read: NamedItem[], item: NamedItem): NamedItem[] {
  const above = read.at(-1);
  if (
    above &&
    // One of the two lines carries the address ("Open source, https://hisab.example.org"), or
    // the label is one of the usual kinds of project (its address may be behind the name).
    ((above.url === '') !== (item.url === '') || PROJECT_KIND.test(item.name)) &&
    above.description.length === 0 &&
    above.beside === '' &&
    item.beside === '' &&
    item.description.length > 0 &&
    LABEL_WORDS.test(item.name)
  ) {
    read[read.length - 1] = {
      ...above,
      url: above.url || item.url,
      beside: item.name,
      description: [item.name, ...item.description],
    };
  } else {
    read.push(item);
  }
  return read;
}

/**
 * "Open source" / "Hisab: offline bookkeeping": a left column's label (moderncv's \cvitem) set
 * over the project it marks: a phrase of three words at most, in lower case after its first
 * word, and nothing under it.
 */
const isLabelOf = (item: NamedItem, next: { beside: string } | undefined) =>
  next !== undefined &&
  next.beside === '' &&
  item.description.length === 0 &&
  !item.url &&
  LABEL_WORDS.test(item.name);

/**
 * "Padma Debating Society" / "Organiser" (or "- Organiser", a theme's list of one): a role on
 * the line under the activity's name.
 */
const roleUnder = (item: { name: string; description: string[] }) => {
  const role = stripBullet(item.description[0] ?? '');
  return role !== '' && isRole(role) && !/[.,;]/.test(role) && role.split(/\s+/).length <= 5
    ? { name: item.name, role, description: item.description.slice(1) }
    : undefined;
};

/**
 * "President, University Debate Club; Guest Speaker, Coastal …" / "Rover Leader, Rover Scouts
 * Group": a few names run on after a label, parted by semicolons and wrapped with the line, one
 * bulleted item each. Lines of prose (a full stop ending one) or long items are left as they are.
 */
export function semicolonItems(lines: string[]): string[] {
  const filled = lines.map(clean).filter(Boolean);
  const items = filled.join(' ').split(/\s*;\s*/);
  return filled.length <= 3 &&
    items.length >= 2 &&
    !filled.some((line) => /[.!?]$/.test(line)) &&
    items.every((item) => item !== '' && item.split(/\s+/).length <= 12)
    ? items.map((item) => `• ${item}`)
    : lines;
}

export const readActivities = (lines: string[]) =>
  keywordedInterests(lines) ??
  // "• Member, Hill Photography Society": a list that opens with a bullet has one per activity.
  readNamedItems(lines, {
    rolesUnderName: true,
    bulletsOpen: isBullet(lines.map(clean).find(Boolean) ?? ''),
  })
    .map(sentenceAfterColon)
    .flatMap((item, index, items) => {
      if (isRoleOver(item, items[index + 1])) return [];
      const under = roleUnder(item);
      const over = items[index - 1];
      if (under) {
        return [{ name: under.name, role: under.role, description: describe(under.description) }];
      }
      // "Member   Hill Photography Society": the role in a margin, where it was held beside it.
      if (isRoleBeside(item)) {
        const description = describe(item.description.slice(1));
        return [{ name: item.beside, role: item.name, description }];
      }
      return [
        over && isRoleOver(over, item)
          ? { name: item.name, role: over.name, description: describe(item.description) }
          : { ...roleAndPlace(item.name), description: describe(item.description) },
      ];
    });

const isRoleBeside = (item: NamedItem) =>
  item.beside !== '' &&
  !item.beside.includes('|') &&
  item.name.split(/\s+/).length <= 4 &&
  // "Member, Hill Photography Society   Exhibited …": a role and its place, what was done beside.
  !/[,:|]/.test(item.name) &&
  isRole(item.name) &&
  !isRole(item.beside);

/** "Organiser" / "Rupnagar JavaScript Meetup": a role alone over where it was held (AltaCV). */
const isRoleOver = (
  item: { name: string; description: string[] },
  next: { name: string; description: string[] } | undefined,
) =>
  next !== undefined &&
  item.description.length === 0 &&
  item.name.split(/\s+/).length <= 4 &&
  // "Member, Hill Photography Society" is an activity whole.
  !/[,:|]/.test(item.name) &&
  isRole(item.name) &&
  !isRole(next.name) &&
  roleUnder(next) === undefined;

/**
 * "Photography: street, landscape", "Cricket — club matches", "Chess (club captain)", "Music |
 * tabla, sitar": an interest and its keywords on one line, as résumé themes print one.
 */
const KEYWORDED =
  /^([^,:;()|]{2,50}?)(?:\s*:\s+|\s+[—–-]\s+|\s+\|\s+(?=[^|]*,))([^:|]+)$|^([^,:;()|]{2,50}?)\s*\(([^()]+)\)$/u;

/** A line of short parts: a list of interests, or an interest's keywords. */
const isTagList = (line: string) =>
  /[,;|]/.test(line) && line.split(/[,;|]/).every((part) => part.trim().split(/\s+/).length <= 4);

const keywordsOf = (text: string) =>
  text
    .split(/\s*[,;|•]\s*/)
    .map((keyword) => trimEnds(keyword, { start: /[\s.]/, end: /[\s.]/ }))
    .filter(Boolean);

/** An interest and its keywords: one that names a role is the role held there. */
function interestOf(name: string, keywords: string[]) {
  const role = keywords.length === 1 && isRole(keywords[0]!) ? keywords[0]! : '';
  return { name: name.trim(), role, description: role ? '' : keywords.join(', ') };
}

/**
 * "Photography" / "street, landscape": interests each over a line of their keywords, two pairs
 * or more, the names no lists themselves.
 */
function keywordsUnder(lines: string[]) {
  if (lines.length < 4 || lines.length % 2 !== 0) return null;
  const pairs = Array.from(
    { length: lines.length / 2 },
    (_, at) => [lines[2 * at]!, lines[2 * at + 1]!] as const,
  );
  const listed = pairs.filter(([, keywords]) => isTagList(keywords)).length;
  const paired = pairs.every(
    ([name, keywords]) =>
      !/[,;|:]/.test(name) &&
      !/[.!?]$/.test(keywords) &&
      (isTagList(keywords) || /^\p{Ll}/u.test(keywords) || isRole(keywords)),
  );
  return paired && listed * 2 >= pairs.length
    ? pairs.map(([name, keywords]) => interestOf(name, keywordsOf(keywords)))
    : null;
}

/** A sentence under a line describes an activity: "Ran weekly contest practice for 60 …". */
const isDescribed = (lines: string[]) =>
  lines.some((line) => /[.!]$/.test(line.trim()) && line.trim().split(/\s+/).length >= 6);

const cleanedLines = (lines: string[]) =>
  lines.map((line) => stripBullet(clean(line))).filter(Boolean);

/** Interests each with their keywords, under them or, on every line, beside them. */
function keywordedInterests(lines: string[]) {
  if (isDescribed(lines)) return null;
  const cleaned = cleanedLines(lines);
  const beside = cleaned.map((line) => KEYWORDED.exec(line));
  if (beside.every(Boolean) && beside.some((match) => /,/.test(match![2] ?? match![4]!))) {
    return beside.map((match) =>
      interestOf(match![1] ?? match![3]!, keywordsOf(match![2] ?? match![4]!)),
    );
  }
  return keywordsUnder(cleaned);
}

/**
 * "Debate Club [ President ], Farmers Radio [ Guest Speaker ], Rover" / "Scouts Group [ Rover
 * Leader ]": a list of interests, each with its role or keywords in brackets, however it wraps.
 */
function bracketedList(lines: string[]) {
  const items = cleanedLines(lines)
    .join(' ')
    .split(/\s*,\s*(?![^[\]]*\])/);
  const bracketed = items.map((item) => /^([^[\]]{2,60}?)\s*\[\s*([^\]]+?)\s*\]$/.exec(item));
  if (items.length < 2 || !bracketed.every(Boolean)) return null;
  return bracketed.map((match) => interestOf(match![1]!, keywordsOf(match![2]!)));
}

/**
 * "Debate Club | Farmers Radio | Rover Scouts" / "President | Guest Speaker | Rover Leader":
 * places set side by side in boxes, each over its role: a row of names, then a row of as many
 * roles.
 */
function rolesUnderGrid(lines: string[]) {
  const rows = cleanedLines(lines).map((line) => line.split(/\s+\|\s+/));
  if (rows.length === 0 || rows.length % 2 !== 0) return null;
  const pairs = Array.from({ length: rows.length / 2 }, (_, at): [string[], string[]] => [
    rows[2 * at]!,
    rows[2 * at + 1]!,
  ]);
  const grid = pairs.every(
    ([names, roles]) =>
      names.length >= 2 && names.length === roles.length && roles.every((role) => isRole(role)),
  );
  return grid
    ? pairs.flatMap(([names, roles]) =>
        names.map((name, at) => ({ name, role: roles[at]!, description: '' })),
      )
    : null;
}

/**
 * Interests, as activities: a list on one line ("Photography, chess, cricket") gives one each,
 * an interest with its keywords one with them; otherwise each is named and described as an
 * activity is.
 */
export function readInterests(lines: string[]) {
  const keyworded = keywordedInterests(lines) ?? bracketedList(lines) ?? rolesUnderGrid(lines);
  if (keyworded) return keyworded;
  const described = isDescribed(lines);
  const cleaned = cleanedLines(lines);
  const listed =
    lines.some(
      (line) =>
        isTagList(line) &&
        // "General Secretary, Meghna University Programming Club" is a role where, not a list.
        !line.split(/[,;]/).some((part) => isRole(stripBullet(part.trim()))),
    ) || cleaned.some((line) => KEYWORDED.test(line));
  if (described || !listed) return readActivities(lines);
  return cleaned.flatMap((line) => {
    const match = KEYWORDED.exec(line);
    if (match) return [interestOf(match[1] ?? match[3]!, keywordsOf(match[2] ?? match[4]!))];
    return keywordsOf(line).map((name) => ({ name, role: '', description: '' }));
  });
}

/**
 * "Champion, Inter-University" / "Hackathon 2023": a title that wrapped in a narrow column reads
 * as two items, the first with nothing under it. Its rest is the shorter line, and ends in the
 * year the first line lacks (one-line awards each carry their own); a line that ends a sentence
 * ("Gold Medal 2016: Highest CGPA of 280 students.") broke nowhere.
 */
function withWrappedTitlesJoined(items: NamedItem[]): NamedItem[] {
  const endsInYear = (text: string) => /\b(?:19|20)\d{2}$/.test(text.trim());
  const joined: NamedItem[] = [];
  for (const item of items) {
    const last = joined.at(-1);
    if (
      last &&
      last.description.length === 0 &&
      last.beside === '' &&
      !endsInYear(last.name) &&
      !/[.!?]$/.test(last.name) &&
      endsInYear(item.name) &&
      item.name.length < last.name.length
    ) {
      joined[joined.length - 1] = {
        ...item,
        name: `${last.name} ${item.name}`,
        url: last.url || item.url,
      };
    } else {
      joined.push(item);
    }
  }
  return joined;
}

/**
 * "Best Young Accountant" / "ICAB | 2022", "Mar 2022   Best Young Accountant" / "ICAB": a list
 * whose awards each take two lines, one dated and one not, reads as twice as many items that
 * alternate. Two such pairs or more make the pattern; the first line of each pair is the title.
 */
function withPairsJoined(items: NamedItem[]): NamedItem[] {
  if (items.length < 4 || items.length % 2 !== 0) return items;
  const dated = (item: NamedItem) =>
    findDateRange([item.name, item.beside, ...item.description].join(' ')) !== null;
  const alone = (item: NamedItem) =>
    item.description.length === (item.beside === '' ? 0 : 1) && !isBullet(item.name);
  const pairs = Array.from(
    { length: items.length / 2 },
    (_, at) => [items[2 * at]!, items[2 * at + 1]!] as const,
  );
  const firstDated = dated(items[0]!);
  const paired = pairs.every(
    ([first, second]) =>
      dated(first) === firstDated && dated(second) !== firstDated && alone(first),
  );
  if (!paired) return items;
  // "ICAB   Mar 2022" / "Best Young Accountant": who gave it may come first, dated.
  const organisation = (item: NamedItem) =>
    COMPANY_WORDS.test(item.name) || /^\p{Lu}{2,8}$/u.test(item.name);
  // The pair's other line, as the first line under the title.
  const asLine = (item: NamedItem) => [item.name, item.beside].filter(Boolean).join(' | ');
  return pairs.map(([first, second]) =>
    organisation(first) && !organisation(second) && second.beside === ''
      ? {
          ...second,
          description: [asLine(first), ...second.description],
          url: second.url || first.url,
        }
      : {
          ...first,
          description: [
            ...first.description,
            asLine(second),
            ...second.description.slice(second.beside === '' ? 0 : 1),
          ],
          url: first.url || second.url,
        },
  );
}

/** Who gives awards: a body by its kind, or its acronym ("ICAB"), not an award itself. */
const isAwarder = (text: string) =>
  (/^\p{Lu}{2,8}$/u.test(text) ||
    /\b(?:institute|association|society|council|board|academy|foundation|university|ltd|limited|inc)\b/i.test(
      text,
    )) &&
  !/\b(?:awards?|scholarships?|prizes?|medals?|list|grants?|fellowships?|honou?rs?|winners?|champions?)\b/i.test(
    text,
  );

/** Events an award is won at, named with the body that holds them. */
const AWARD_EVENT =
  /\b(?:hackathon|contest|competition|olympiad|championship|festival|fest|cup|games|league|challenge|quiz|debate)\b/i;

/** One award: its title and what it was for. */
function readAward(read: NamedItem): { title: string; description: string } {
  // "2018 — Best Audit Associate 2018. Chosen among 40 …": the year leads; the title follows
  // it, up to the sentence after it.
  const [first, ...rest] = read.description;
  if (first !== undefined && isDatesOnly(read.name)) {
    const titled = /^(.{3,80}?)\.\s+(\p{Lu}.*)$/u.exec(first.trim());
    return readAward({
      ...read,
      name: titled?.[1] ?? first.trim(),
      description: titled ? [titled[2]!, ...rest] : rest,
    });
  }
  // "Champion, Inter-University Hackathon" / "2023": the year under the title is part of it,
  // as the CV keeps an award's year ("Engineer of the Year 2022"); a year set apart beside the
  // title ("Dean's List   2018") is a column of dates.
  const year = /^(?:19|20)\d{2}$/.test(read.description[0]?.trim() ?? '') && read.beside === '';
  const item = year
    ? {
        ...read,
        name: `${read.name} ${read.description[0]!.trim()}`,
        description: read.description.slice(1),
      }
    : read;
  // "Best Associate 2018, Chosen among 40 associates …", "Champion, Inter-University
  // Hackathon 2023, Won with …": a title, then a sentence after its last comma.
  const colon =
    /^([^:]{3,80}):\s+(.+)$/.exec(item.name) ??
    /^(.{3,80}),\s+(\p{Lu}\p{Ll}+\s+(?!(?:of|and|for|the|in|on|at|de)\s)\p{Ll}+(?:\s+\S+){2,})$/u.exec(
      item.name,
    );
  // "ICAB: Best Young Accountant (2022)": who gave it, then the award, no sentence.
  const givenBy =
    colon !== null &&
    isAwarder(colon[1]!) &&
    /^\p{Lu}/u.test(colon[2]!) &&
    !/[.!?]$/.test(colon[2]!) &&
    colon[2]!.split(/\s+/).length <= 6;
  if (colon && givenBy) {
    return { title: colon[2]!, description: describe([colon[1]!, ...item.description]) };
  }
  if (colon) return { title: colon[1]!, description: describe([colon[2]!, ...item.description]) };
  // "Gold Medal 2016 Highest CGPA in a class of 280 students.": the title ends in its year, a
  // sentence follows with nothing but the title's bold between them.
  const yearThenSentence = /^(.{3,80}?\b(?:19|20)\d{2})\s+(\p{Lu}\S*(?:\s+\S+){3,}[.!])$/u.exec(
    item.name,
  );
  if (yearThenSentence) {
    return {
      title: yearThenSentence[1]!,
      description: describe([yearThenSentence[2]!, ...item.description]),
    };
  }
  // "Best Young Accountant (ICAB, Mar 2022)": who gave it, and when, in brackets after the title.
  const bracketed = /^(.{3,80}?)\s*\(([^()]+)\)$/.exec(item.name);
  const given = bracketed?.[2]!.split(/\s*[,;|·]\s*/);
  if (given?.some(isAwarder) && given.every((part) => isAwarder(part) || isDatesOnly(part))) {
    return { title: bracketed![1]!, description: describe([bracketed![2]!, ...item.description]) };
  }
  // "Dean's List, University of Dhaka (2018)": the title, then who gave it after its last comma
  // ("Champion, Inter-University Hackathon 2023" names an event, and is a title whole).
  const after = /^(.{3,80}),\s+([^,]{2,60}?)(\s*\([^()]*\d{4}\))?$/u.exec(item.name);
  if (after && isAwarder(after[2]!) && !isAwarder(after[1]!) && !AWARD_EVENT.test(after[2]!)) {
    const awarder = `${after[2]!}${after[3] ?? ''}`;
    return { title: after[1]!, description: describe([awarder, ...item.description]) };
  }
  // "Chosen among 40 associates for …": a sentence alone says what it was for, untitled.
  if (
    item.description.length === 0 &&
    /[.!]$/.test(item.name) &&
    item.name.split(/\s+/).length >= 6
  ) {
    return { title: '', description: item.name };
  }
  return { title: item.name, description: describe(item.description) };
}

/**
 * Awards: each a title and what it was for, on the line under it or after a colon
 * ("Best Associate 2018: chosen among 40").
 */
export function readAchievements(lines: string[]) {
  // Under an award, who gave it and when; a list that opens with them gives them over each.
  const under = !isAwardedBy(lines.map(clean).find(Boolean) ?? '');
  return withWrappedTitlesJoined(
    withPairsJoined(
      readNamedItems(lines, {
        keepDates: true,
        bulletsOpen: true,
        proseRunsOn: true,
        ofItemAbove: (line) => under && isAwardedBy(line),
      }),
    ),
  ).map(readAward);
}

/** "ICAB · Mar 2022" under an award (and what it was for): who gave it, and when, alone. */
function isAwardedBy(line: string) {
  const range = findDateRange(line);
  if (!range) return false;
  const rest = trimEnds(besideRange(line, range), {
    start: /[\s|·,–—-]/,
    end: /[\s|·,–—(-]/,
  });
  return rest.split(/\s+/).length <= 5 && !/[—–:|,]| - /.test(rest) && isAwarder(rest);
}

/**
 * Publications, as citations are written: the title, then where and when it appeared, then its
 * address ("Designing payments. Journal of Applied Computing, Nov 2021. https://…"); a title in
 * quotes may come after the authors.
 */
/**
 * "Journal of Development Finance: Mobile Wallets …   Nov 2021": the venue first, before a
 * colon, as the title then the venue.
 */
const VENUE_FIRST =
  /^((?:The\s+)?(?:Journal|Proceedings|Transactions|Annals|Bulletin|International Journal|IEEE|ACM)\b[^:]{0,80}):\s+(\p{Lu}.*?)((?:\s{3,}|\s\|\s).*)?$/u;

const withTitleFirst = (line: string) =>
  line.replace(
    VENUE_FIRST,
    (_, venue: string, title: string, rest = '') => `${title} | ${venue}${rest}`,
  );

/** "Tanjila Rahman", "M. K. Chowdhury": a person's name as an author list writes it. */
const AUTHOR = /^(?:\p{Lu}\.\s?){0,3}\p{Lu}[\p{Ll}'-]+(?:\s(?:\p{Lu}\.|\p{Lu}[\p{Ll}'-]+)){0,3}$/u;

/**
 * "Tanjila Rahman, Rehana Sultana", "T. Rahman and R. Sultana, et al.": the authors of the paper
 * above, a line of two names or more, each of two words or more. No field holds them.
 */
const isAuthorList = (line: string) => {
  const names = line
    .trim()
    .replace(/,?\s*et al\.?$/, '')
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*/);
  return names.length >= 2 && names.every((name) => AUTHOR.test(name) && /\s/.test(name));
};

/** "“Soil salinity maps from farmers' own readings.”": a paper's title in quotes. */
const QUOTED_TITLE = /[“"][^”"]{4,}[”"]/;

/**
 * "Mulching and water use in dry-season wheat, Proceedings of the National Crop Science", a
 * title and its venue however long, or "Munni, S. A. “Soil salinity maps …”", a citation with
 * its title in quotes, opens a paper after a citation that ended: in its date or its address.
 */
const citationOpens = (line: string, above: string) =>
  /^\p{Lu}/u.test(line) &&
  (venueOf(line) !== null || QUOTED_TITLE.test(line)) &&
  (BARE_ADDRESS.test(above) ||
    findDateRange(
      above
        .split(/\s+\|\s+/)
        .at(-1)
        ?.replace(/\.$/, '') ?? '',
    ) !== null);

/**
 * "… belt   Journal of Coastal", "… wheat, Proceedings of the": a venue the line has begun, in a
 * cell beside the title or after a comma.
 */
const venueBegun = (line: string) => {
  const parts = line.split(/,\s+/);
  return line.includes(' | ') || (parts.length > 1 && PUBLISHER.test(parts.at(-1)!));
};

/** A line without the web address it ends in after a comma. */
const withoutAddressAfter = (line: string) => {
  const [head, address] = line.split(/,\s+(?=\S+$)/);
  return address !== undefined && BARE_ADDRESS.test(address) ? head! : line;
};

/**
 * "Mar 2023" / "Salt-tolerant rice lines …   Journal of Coastal" / "Agronomy": under a date set
 * in a column before its citation, the citation's line a narrow column wrapped goes on in a word
 * or three alone (not a venue's name of its own under a title alone), in lower case ("…
 * Proceedings of" / "the National …", "Jour-" / "nal of …"), or after a word no name ends in.
 */
function withDatedCitationsJoined(lines: string[]): string[] {
  const written = writtenWords(lines.join('\n'));
  const out: string[] = [];
  for (const line of lines.map(clean)) {
    const last = out.at(-1) ?? '';
    const wrapped =
      out.length >= 2 &&
      isDatesOnly(out.at(-2)!) &&
      !/[.!?;:,]$/.test(last) &&
      !isDatesOnly(line) &&
      ((last.length >= 40 &&
        // "Science, doi.example.org/10.1234/…": the venue's last word before the paper's address.
        /^\p{Lu}[\p{L}-]*(?: [\p{L}-]+){0,2}$/u.test(withoutAddressAfter(line)) &&
        // "Bangla Marketing Review" under a title alone is the venue's own line.
        (venueBegun(last) || !PUBLISHER.test(line))) ||
        /^\p{Ll}/u.test(line) ||
        // "… Proceedings of the" / "National Crop Science Conference": no name ends so.
        /\b(?:the|of|and|for|in|on)$/.test(last));
    if (wrapped) out[out.length - 1] = joinCell(last, line, written);
    else out.push(line);
  }
  return out;
}

export const readPublications = (lines: string[]) =>
  readNamedItems(
    withDatedCitationsJoined(lines.filter((line) => !isAuthorList(line))).map(withTitleFirst),
    {
      keepDates: true,
      bulletsOpen: true,
      opensAfter: citationOpens,
    },
  ).map((item) => {
    // "Nov 2021   Designing payments …": a date column before the citation is its date.
    const dateFirst = isDatesOnly(item.name) && item.description.length > 0;
    // "Designing payments for unreliable   November 2021" / "networks": the date beside the
    // name goes after the name's wrapped rest.
    const dateBeside =
      !dateFirst && isDatesOnly(item.beside) && item.description[0] === item.beside;
    const itemLines = (
      dateFirst
        ? [...item.description, item.name]
        : dateBeside
          ? [item.name, ...item.description.slice(1), item.beside]
          : [item.name, ...item.description]
    ).map(withoutAddressOrLabel);
    const whole = itemLines.join(' ').trim();
    // A theme's lines: the title (wrapped or not), then the journal, then the date.
    const at = itemLines.findIndex(
      (line, index) => index > 0 && (PUBLISHER.test(line) || isDatesOnly(line)),
    );
    const quoted = /[“"]([^”"]{4,})[”"]/.exec(whole);
    const [named = '', ...written] = quoted
      ? [quoted[1]!, whole.slice(quoted.index + quoted[0].length)]
      : at > 0 && !/\.\s/.test(itemLines.slice(0, at).join(' '))
        ? [itemLines.slice(0, at).join(' '), itemLines.slice(at).join('. ')]
        : whole.split(/(?<=\p{Ll}{2}|\))\.\s+/u);
    // "Salt-tolerant rice lines (Mar 2023)" / "Journal of Coastal Agronomy": the date in
    // brackets after the title is its date, when the citation gives no other.
    const bracketed = /^(.{8,}?)\s*\(([^()]+)\)$/.exec(named);
    const dateAfter =
      bracketed && isDatesOnly(bracketed[2]!) && !written.some((part) => findDateRange(part))
        ? bracketed
        : null;
    const title = dateAfter ? dateAfter[1]! : named;
    const rest = dateAfter ? [...written, dateAfter[2]!] : written;
    // "University Public Perceptions, a study for Vanguard University, 1990": its year last.
    const yearLast =
      rest.length === 0 ? /^(.{8,}?),\s*((?:\p{L}{3,9}\.?\s+)?\d{4})\.?$/u.exec(title) : null;
    const venue = venueOf(yearLast ? yearLast[1]! : title);
    const after = [...(venue ? [venue[1]] : []), ...rest, ...(yearLast ? [yearLast[2]!] : [])].join(
      '. ',
    );
    const range = findDateRange(after);
    return {
      title: trimEnds(venue ? venue[0] : yearLast ? yearLast[1]! : title, {
        start: /[\s,.]/,
        end: /[\s,.]/,
      }),
      publisher: trimEnds(range ? besideRange(after, range) : after, {
        // "Journal of Applied Computing, (Nov 2021)" leaves an empty bracket behind its date.
        start: /[\s,.()·|]/,
        end: /[\s,.()·|]/,
      })
        .replace(PUBLISHER_LABEL, '')
        // "Journal of Finance | Nov 2021. A field study …": no mark or "on" left by the date.
        .replace(/\s+(?:[|·]|on|in)?\s+\.(?=\s|$)/g, '.'),
      date: range ? after.slice(range.index, range.index + range.length).trim() : '',
      url: item.url,
    };
  });

/** Who issues certificates: bodies, schools and the platforms and vendors that certify. */
const ISSUER_WORDS =
  /\b(?:institute|institution|council|board|academy|association|society|foundation|university|college|school|authority|federation|coursera|udemy|edx|linkedin|google|microsoft|amazon|aws|cisco|oracle|comptia|isaca|pmi|acca|cima|icab|icmab|hubspot|meta|ibm|red hat)\b/i;
/** The kinds of body that issue certificates, which end their names as often as they open them. */
const BODY_KIND =
  /^(?:institute|institution|council|board|academy|association|society|foundation|university|college|school|authority|federation)$/i;
/** Who issued a certificate: a body by its kind or name, or an acronym ("ACCA", "PMI"). */
const isIssuer = (text: string) => ISSUER_WORDS.test(text) || /^[A-Z]{2,6}$/.test(text);

type Certification = ParsedResume['certifications'][number];

/** "Issued by ACCA": an issuer named by its label. */
const ISSUED_BY = /(?:^|[\s,|–—-]+)(?:issued|awarded|offered|certified)\s+by:?\s+/i;

/**
 * "Diploma in IFRS, ACCA", "CKAD – Cloud Native Foundation": a name, then who issued it; or
 * "ICAB: Chartered Accountant (ACA)", who issued it first.
 */
function nameAndIssuer(text: string): Certification {
  const [named, issuedBy] = text.split(ISSUED_BY);
  if (named && issuedBy) return { name: named, issuer: issuedBy, date: '' };
  const issuerFirst = /^([^:]{2,60}):\s+(\S.*)$/.exec(text);
  if (issuerFirst && isIssuer(issuerFirst[1]!) && !/^[A-Z]{2,6}$/.test(issuerFirst[2]!)) {
    return { name: issuerFirst[2]!, issuer: issuerFirst[1]!, date: '' };
  }
  const parts = text.split(/\s+[–—|]\s+|\s+-\s+|,\s+/);
  for (let at = parts.length - 1; at > 0; at--) {
    const issuer = parts.slice(at).join(', ');
    if (isIssuer(issuer)) {
      return { name: parts.slice(0, at).join(', '), issuer, date: '' };
    }
  }
  const [name = '', issuer = ''] = text.split(/\s+[–—|]\s+/);
  return issuer ? { name, issuer, date: '' } : (issuerSetApart(text) ?? { name, issuer, date: '' });
}

/** Words a certificate's name ends in, and an issuer's name never starts with. */
const CREDENTIAL =
  /^(?:certificate|certification|certified|developer|professional|associate|practitioner|specialist|engineer|analyst|administrator|architect|expert|fundamentals|diploma|course|training|programme|program|manager|master)$/i;

/**
 * "Certified Kubernetes Application Developer Cloud Native Foundation": a layout that sets the
 * issuer apart by its type alone leaves no mark between the two in the text. The issuer is the
 * capitalised words after the last word a credential's name ends in, when they name an issuer.
 */
function issuerSetApart(text: string): Certification | null {
  const words = text.split(/\s+/);
  // "Certified Google Ads Specialist": no issuer's name ends in what a credential ends in.
  if (CREDENTIAL.test(words.at(-1)!)) return null;
  const split = (at: number) => ({
    name: words.slice(0, at).join(' '),
    issuer: words.slice(at).join(' '),
    date: '',
  });
  // "Diploma Associate of the Institute of Bankers" names a credential whole: an issuer's name
  // opens with a capital, and not with a word a credential's name ends in.
  const capitalised = (tail: string[]) =>
    /^[\p{Lu}\p{N}&]/u.test(tail[0]!) &&
    !CREDENTIAL.test(tail[0]!) &&
    // "… ASSOCIATE OF THE INSTITUTE …" in capitals: no name opens with "of".
    !/^(?:of|for|and|the|in)$/i.test(tail[0]!) &&
    tail.every((word) => /^[\p{Lu}\p{N}&]/u.test(word) || /^(?:of|for|and|the)$/.test(word));
  for (let at = words.length - 1; at > 0; at--) {
    const tail = words.slice(at);
    // "… (Professional Level) Institute of …": a bracket closes the name too.
    const ends = CREDENTIAL.test(words[at - 1]!) || /\)$/.test(words[at - 1]!);
    if (ends && capitalised(tail) && isIssuer(tail.join(' '))) return split(at);
  }
  // "Diploma in IFRS ACCA": words that open with an issuer's own name, after a name of two
  // words or more that does not run on into them ("… in Google Analytics" is a name).
  const at = words.findIndex(
    (word, index) => index > 1 && /^\p{Lu}/u.test(word) && ISSUER_WORDS.test(word),
  );
  // "Bangladesh Research Council": a body's kind as its last word ends its name.
  const kindLast = at === words.length - 1 && BODY_KIND.test(words[at]!);
  return at > 1 &&
    !kindLast &&
    capitalised(words.slice(at)) &&
    !/^(?:in|of|for|and|the|on|with)$/i.test(words[at - 1]!)
    ? split(at)
    : null;
}

/** "…, Google, Mar 2023": a line that ends in its date. */
const endsInDate = (line: string) => {
  const range = findDateRange(line);
  return range !== null && range.index + range.length >= line.replace(/[\s.)]+$/, '').length;
};

/**
 * "Diploma in IFRS (ACCA, Jun 2018)": the issuer and the date in brackets after the name, read
 * as "Diploma in IFRS – ACCA, Jun 2018". A bracket that holds neither a date nor a body's name
 * is the name's own ("Chartered Accountant (Professional Level)", "(ACA)").
 */
function issuerInBrackets(line: string): string {
  const match = /^(.*[^\s(])\s+\(([^()]+)\)$/.exec(line);
  if (!match) return line;
  const inside = match[2]!;
  const range = findDateRange(inside);
  const issuer = range ? besideRange(inside, range).replace(/[\s,;–—-]+$/, '') : inside;
  // "(ACA)" alone is the credential's own letters.
  return range || ISSUER_WORDS.test(issuer) ? `${match[1]} – ${inside}` : line;
}

/** "ICAB · Issued Jun 2020": the word that labels a certificate's date, left beside it. */
const DATE_WORD =
  /\s*[·|,–—-]?\s*\b(?:issued|completed|obtained|earned|received|awarded)(?:\s+on)?:?\s*$/i;

/**
 * Certifications: one a line or a bullet, its issuer after a comma or a dash or on the line
 * under it, its date beside it or on a line of its own (before it, in a date column, or after).
 */
export function readCertifications(lines: string[]): Certification[] {
  const items: Certification[] = [];
  const widest = Math.max(0, ...lines.map((line) => clean(line).length));
  const filled = lines.map(clean).filter(Boolean);
  const datesTrail = filled.length > 0 && endsInDate(filled.at(-1)!);
  let pendingDate = '';
  // "2022-08" / "Issued by: Cloud Native Foundation" / "Certified Kubernetes …": a theme that
  // prints a certificate's date and issuer over its name.
  let pendingIssuer = '';
  // Whether the last certificate's date and issuer came from over its name: its name may wrap.
  let metaAbove = false;
  let above = '';
  // Under a bulleted certificate, a line of its own is the next one, not its issuer.
  let bulleted = false;
  // "2020" / "Chartered Accountant, Institute of Chartered" / "Accountants of Bangladesh" /
  // "Jun 2018" / "Diploma in IFRS, ACCA": each date opens its certificate (a margin of dates).
  let datesLead = false;
  // "INSTITUTE OF CHARTERED ACCOUNTANTS OF BANGLADESH" / "CHARTERED ACCOUNTANT – 2020" (Europass's
  // editor): a list that opens with an issuer over a dated name gives each issuer over its name.
  // An issuer alone: "Diploma in IFRS, ACCA" names a certificate and its issuer.
  const undatedIssuer = (line = '') =>
    isIssuer(line) &&
    findDateRange(line) === null &&
    nameAndIssuer(line).issuer === '' &&
    // "Diploma Associate of the Institute of Bankers" names a credential.
    !line.split(/\s+/).some((word) => CREDENTIAL.test(word));
  const second = filled[1] ?? '';
  const secondRange = findDateRange(second);
  const issuersLead =
    undatedIssuer(stripBullet(filled[0] ?? '')) &&
    secondRange !== null &&
    // "Issued Dec 2019" under it dates the certificate above.
    /\p{L}{2}/u.test(besideRange(second, secondRange).replace(DATE_WORD, '')) &&
    // "Coursera – 2023" under a name is its issuer; "Diploma Associate of the Institute of
    // Bankers – 12/2019" and "Google Analytics Certification" have a credential's word.
    (!isIssuer(besideRange(second, secondRange)) ||
      second.split(/\s+/).some((word) => CREDENTIAL.test(word)));
  for (const [index, raw] of lines.entries()) {
    const line = issuerInBrackets(withoutDateLabel(stripBullet(clean(raw))));
    if (line === '') continue;
    const range = findDateRange(line);
    const date = range ? line.slice(range.index, range.index + range.length).trim() : '';
    // "ICAB · Issued Jun 2020": the word that labelled the date goes with it.
    const beside = range ? besideRange(line, range).replace(DATE_WORD, '') : line;
    const trimmed = trimEnds(beside, { start: /[\s|,:–—(-]/, end: /[\s|,:–—)(-]/ });
    const last = items.at(-1);
    // "Chartered Accountant (Professional Level)", or "(Professional" / "Level)": the bracket
    // the name opened stays closed.
    const name = `${last?.name ?? ''} ${trimmed}`;
    const opened = name.split('(').length > name.split(')').length;
    // "(Professional Level)" on a line of its own keeps its brackets.
    const bracketed = /^\([^()]*\p{L}[^()]*\)$/u.exec(beside.trim())?.[0];
    // "(Professional Level), Institute of …": the bracket that opens the line closes on it.
    const reopened = /^\(/.test(beside.trim()) && /^[^(]*\)/.test(trimmed) ? `(${trimmed}` : null;
    const rest =
      bracketed ?? reopened ?? (opened && beside.includes(`${trimmed})`) ? `${trimmed})` : trimmed);
    // A table's cell that ran onto a line of its own ("Institute of Chartered   2020" /
    // "Accountants of Bangladesh") goes on with the issuer.
    const cellsAbove = clean(lines[index - 1] ?? '').split(' | ').length;
    // "Diploma in IFRS" over "ACCA   Jun 2018" is the next certificate's name, not the wrap.
    const datedBelow = findDateRange(clean(lines[index + 1] ?? '')) !== null;
    const cellWrap =
      (cellsAbove >= 3 || (cellsAbove === 2 && last?.issuer !== '' && !datedBelow)) &&
      !/ \| /.test(clean(raw));
    // "Certified Kubernetes Application" / "Developer": a name a narrow column wrapped.
    const nameWrapped =
      last !== undefined &&
      !bulleted &&
      ((!last.issuer && !last.date) || metaAbove) &&
      !range &&
      rest.length > 2 &&
      rest.split(/\s+/).length <= 2 &&
      !isIssuer(rest);
    // "Certified Kubernetes Application Developer, Cloud Native" / "Foundation": the issuer after
    // the comma wrapped, named whole only with the line's words.
    const tail = /,\s*([^,]+)$/.exec(last?.name ?? '')?.[1];
    const issuerWrapped =
      tail !== undefined &&
      !last!.issuer &&
      rest.split(/\s+/).length <= 2 &&
      !isIssuer(tail) &&
      isIssuer(`${tail} ${rest}`);
    // "CERTIFIED KUBERNETES AP-" / "PLICATION DEVELOPER": a word the line broke goes on.
    const brokeWord = /\p{L}-$/u.test(clean(lines[index - 1] ?? '')) && /^\p{L}/u.test(rest);
    // With the dates first, a full line and no date before the next goes on below.
    const ranOn = datesLead && !range && pendingDate === '' && above.length >= FULL_LINE;
    // "Certified Kubernetes" / "Application Developer, Cloud" / "Native Foundation, Aug 2022": a
    // sidebar's line that ended where the next word would not fit, in a list whose certificates
    // each end in their date, with none yet to close its own.
    const previous = clean(lines[index - 1] ?? '');
    const columnWrap =
      datesTrail &&
      // "Cloud Native Foundation · Aug 2022" under a name is its issuer, wrapped or not; under
      // "Research Ethics Certificate - Bangladesh Research", whose issuer has begun, "Council,
      // 2020" is the issuer's end.
      (!isIssuer(rest) || /\s[-–—]\s|,\s/.test(previous)) &&
      !findDateRange(previous) &&
      !/[.!?;:]$/.test(previous) &&
      !isBullet(clean(raw)) &&
      endsFull(previous, rest, widest);
    const wrapped =
      brokeWord ||
      issuerWrapped ||
      ranOn ||
      columnWrap ||
      /(?:\b(?:of|and|for|in|the)|[,&])$/i.test(above) ||
      // "Chartered Accountant (Professional" / "Level)": a bracket left open goes on below; one
      // opened at a line's start ("(Professional Level), Institute of …") opens no certificate.
      above.split('(').length > above.split(')').length ||
      /^\(/.test(line) ||
      /^\p{Ll}/u.test(rest) ||
      (cellWrap && !range) ||
      nameWrapped;
    above = rest;
    if (rest === '') {
      if (last && !last.date && !pendingDate) last.date = date;
      else pendingDate = date;
    } else if (last && wrapped && !isBullet(clean(raw))) {
      if (date && !last.date) last.date = date;
      const space = brokeWord ? '' : ' ';
      if (metaAbove) last.name = `${last.name}${space}${rest}`;
      else if (last.issuer) last.issuer = `${last.issuer}${space}${rest}`;
      else Object.assign(last, nameAndIssuer(`${last.name}${space}${rest}`), { date: last.date });
    } else if (
      last &&
      !last.issuer &&
      !bulleted &&
      !isBullet(clean(raw)) &&
      rest.length > 2 &&
      ((isIssuer(rest) && !/,/.test(rest)) || ISSUED_BY.test(rest))
    ) {
      last.issuer = rest.replace(ISSUED_BY, '');
      if (date && !last.date) last.date = date;
    } else if (
      (/^(?:issued|awarded|offered|certified)\s+by\b/i.test(rest) && (!last || pendingDate)) ||
      (issuersLead && !range && undatedIssuer(rest))
    ) {
      pendingIssuer = rest.replace(ISSUED_BY, '');
      if (date) pendingDate = date;
    } else if (rest.length > 2 && rest.length <= MAX_NAME) {
      // Its issuer named over it, the line is its name whole.
      const read = pendingIssuer ? { name: rest, issuer: pendingIssuer } : nameAndIssuer(rest);
      items.push({ ...read, date: date || pendingDate });
      datesLead ||= items.length === 1 && date === '' && pendingDate !== '';
      metaAbove = pendingIssuer !== '';
      bulleted = isBullet(clean(raw));
      pendingDate = '';
      pendingIssuer = '';
    }
  }
  return items;
}
