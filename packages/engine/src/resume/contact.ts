import type { ResumeContact } from '../types';
import { BD_PLACES, isKnownPlace } from '../text/places';
import { ROLE_WORDS } from '../text/roles';
import { headingOf } from './sections';
import { CONTACT_LABEL, EMAIL, NOT_A_NAME, PHONE, PROFILE_URL } from './lexicon';

/**
 * Contact details from the top of a CV: name, e-mail, phone (Bangladeshi mobiles normalised to
 * +8801XXXXXXXXX), location and profile links.
 */

/** A Bangladeshi mobile number in any usual form, as +8801XXXXXXXXX; anything else as written. */
export function normalisePhone(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  const bangladeshi = /^(?:00)?(?:88)?0?(1[3-9]\d{8})$/.exec(digits);
  if (bangladeshi) return `+880${bangladeshi[1]}`;
  if (digits.length < 9 || digits.length > 15) return null;
  // Year ranges ("2016 - 2020") and dates are not phone numbers.
  if (/^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/.test(raw.trim())) return null;
  if (/^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(raw.trim())) return null;
  // "555-‐5555": a hyphen doubled by a typographic one the text kept beside it.
  return raw.trim().replace(/\s+/g, ' ').replace(/-{2,}/g, '-');
}

function findPhone(text: string, others: ReadonlySet<string>): string {
  for (const match of text.matchAll(PHONE)) {
    const phone = normalisePhone(match[0]);
    if (phone && !others.has(phone)) return phone;
  }
  return '';
}

const EMAILS = new RegExp(EMAIL.source, `${EMAIL.flags.replace('g', '')}g`);

/** The first e-mail address in the text that is not someone else's. */
function findEmail(text: string, others: ReadonlySet<string>): string {
  for (const match of text.matchAll(EMAILS)) {
    if (!others.has(match[0].toLowerCase())) return match[0];
  }
  return '';
}

/** What the CV gives as other people's or things' contacts: projects' links, referees'. */
export interface OthersContacts {
  links?: string[];
  emails?: string[];
  phones?: string[];
}

/** Networks by the name their host holds ("linkedin.com", "github.example.com"). */
const NETWORKS: Array<[RegExp, string]> = [
  [/linkedin/, 'LinkedIn'],
  [/github/, 'GitHub'],
  [/gitlab/, 'GitLab'],
  [/behance/, 'Behance'],
  [/dribbble/, 'Dribbble'],
  [/medium/, 'Medium'],
  [/indeed/, 'Indeed'],
];

function linkLabel(url: string): string {
  const host = /^(?:https?:\/\/)?([^/?#]+)/i.exec(url)?.[1]?.toLowerCase() ?? '';
  return NETWORKS.find(([name]) => name.test(host))?.[1] ?? 'Website';
}

/**
 * "linkedin.example.com/in/tanjila-ra" / "hman": an address a narrow column broke anywhere; not
 * the handle a theme prints under it ("…/nusrat-mim" / "nusrat-mim", "mim"), nor a year alone
 * (the date of the paper the address ends). Broken after a hyphen, its rest may have a label
 * beside it ("…/tanjila-" / "rahman (LinkedIn)").
 */
const withNarrowWrapsJoined = (text: string) =>
  text
    .replace(
      /(\.[a-z]{2,}\/[\w./-]*\w)[ \t]*\n[ \t]*([a-z\d][\w-]{0,19})(?=\n|$)/g,
      (whole, address: string, rest: string) =>
        address.endsWith(rest) || /^(?:19|20)\d{2}$/.test(rest) ? whole : address + rest,
    )
    .replace(/(\.[a-z]{2,}\/[\w./-]*-)[ \t]*\n[ \t]*(?=[a-z\d])/g, '$1');

function findLinks(text: string) {
  const links = new Map<string, { label: string; url: string }>();
  // PDF text often breaks a long profile address after a hyphen, or after a slash before an id
  // ("…/r/Name/" + "b06d…9c21"): join it again.
  const joined = withNarrowWrapsJoined(text)
    .replace(/(\/[\w-]*-)\s*\n\s*([\w/]+)/g, '$1$2')
    .replace(/(\.[a-z]{2,}\/\S*\/)[ \t]*\n\s*([A-Za-z]*\d[A-Za-z\d]{5,})(?=\s|$)/g, '$1$2');
  for (const match of joined.matchAll(PROFILE_URL)) {
    const raw = match[0].replace(/[.,]+$/, '').replace(/\?.*$/, '');
    // An e-mail address is no profile; "medium.com/@name" is one.
    if (/@/.test(raw.replace(/\/@/g, '/'))) continue;
    const url = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
    if (!links.has(url.toLowerCase())) links.set(url.toLowerCase(), { label: linkLabel(url), url });
  }
  return [...links.values()].slice(0, 6);
}

/** Where a network keeps a person's page, for a CV that prints only the handle. */
const HANDLE_PAGES: Record<string, (handle: string) => string> = {
  linkedin: (handle) => `https://www.linkedin.com/in/${handle}`,
  github: (handle) => `https://github.com/${handle}`,
  gitlab: (handle) => `https://gitlab.com/${handle}`,
  behance: (handle) => `https://www.behance.net/${handle}`,
  dribbble: (handle) => `https://dribbble.com/${handle}`,
  medium: (handle) => `https://medium.com/@${handle}`,
};

const NETWORK_NAMES = Object.keys(HANDLE_PAGES).join('|');

const HANDLE = new RegExp(
  `^(${NETWORK_NAMES})(\\s*[:：—–-]\\s*|\\s+@|\\s+)@?([A-Za-z\\d][\\w.-]{0,38})$`,
  'i',
);

/** "LinkedIn" over "nadia-rahman": a list of profiles with the handle under the network. */
const NETWORK_OVER_HANDLE = new RegExp(`^(${NETWORK_NAMES})[:：]?\\n(?=\\S+$)`, 'gim');

/**
 * "GitHub: nadiar", "LinkedIn — nadia-rahman", "GitHub @nadiar": a profile given as the
 * network's name and a handle, as résumé themes print one. Without a mark between them the
 * handle must not read as a word ("GitHub Actions").
 */
function handleAddresses(lines: string[]) {
  const found: Array<{ label: string; url: string }> = [];
  const joined = lines.join('\n').replace(NETWORK_OVER_HANDLE, '$1: ').split('\n');
  for (const part of joined.flatMap(segments)) {
    const match = HANDLE.exec(part);
    if (!match || /\.[a-z]{2,}$/i.test(match[3]!)) continue;
    const [, network, mark, handle] = match as unknown as [string, string, string, string];
    if (mark.trim() === '' && /^\p{Lu}\p{Ll}+$/u.test(handle)) continue;
    // "LinkedIn" over "GitHub": two networks' names, icons' labels over their addresses.
    if (HANDLE.test(`${handle}: x`)) continue;
    const url = HANDLE_PAGES[network.toLowerCase()]!(handle.replace(/\.$/, ''));
    found.push({ label: linkLabel(url), url });
  }
  return found;
}

/** Top-level domains a bare address in the contact lines ends in ("tanjila.dev"). */
const BARE_TLD = /\.(?:com|org|net|io|dev|me|co|bd|info|app|xyz|site|page|tech|ai|edu|pro|link)$/i;

/**
 * Addresses the contact lines give without "https://" ("github.example.com/tanjila" after an
 * icon, "tanjila.dev"): with a path, "www." or a web domain's ending, so "Node.js" is none.
 */
function bareAddresses(header: string[]) {
  const found: Array<{ label: string; url: string }> = [];
  // "github.example.com/ tanjila": a class that breaks an address after its slash.
  const words = withNarrowWrapsJoined(header.join('\n'))
    .split('\n')
    .flatMap((line) =>
      line
        .replace(/(\.[a-z]{2,}\/)\s+(?=[\w.-]+(?:\s|$))/gi, '$1')
        // An icon (a symbol, or an icon font's private-use glyph) parts addresses as a space does.
        .split(/[\s|•·▪◆♦●,;\p{So}\p{Co}]+/u),
    );
  for (const word of words) {
    const address = word.replace(/[.,:;)]+$/, '').replace(/^\(/, '');
    const match = /^((?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})(\/\S*)?$/i.exec(address);
    if (!match || /@/.test(address)) continue;
    if (!match[2] && !/^www\./i.test(address) && !BARE_TLD.test(match[1]!)) continue;
    const url = `https://${address}`;
    found.push({ label: linkLabel(url), url });
  }
  return found;
}

/**
 * "e.com" under "tanjila.rahman@exampl e.com" once the address is joined again: the broken end
 * of the e-mail address, no site ("example.com" beside "me@example.com" is one).
 */
function isBrokenMailTail(url: string, email: string): boolean {
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  const address = plainAddress(url);
  return (
    !address.includes('/') &&
    domain.length > address.length &&
    domain.endsWith(address) &&
    /\w/.test(domain[domain.length - address.length - 1]!)
  );
}

/** The Europass form's own site, which its footer prints on every CV made with it. */
const FORM_SITE = /^(?:[\w-]+\.)*europass\.(?:cedefop\.)?europa\.eu(?:\/|$)/i;

const plainAddress = (url: string) =>
  url
    .toLowerCase()
    .replace(/^https?:\/\/(?:www\.)?/, '')
    .replace(/\/+$/, '');

/** Turns an all-capitals or all-lower-case name into "Title Case"; others stay as written. */
const tidyName = (name: string) =>
  name === name.toUpperCase() || name === name.toLowerCase()
    ? name
        .toLowerCase()
        .replace(
          /(^|[\s.'-])(\p{L})/gu,
          (_, lead: string, letter: string) => lead + letter.toUpperCase(),
        )
    : name;

/**
 * A name: a few words of letters, capitalised (or in a script without capitals), or in lower
 * case when it is the CV's first line, where nothing else of that shape stands.
 */
export function looksLikeName(line: string, first: boolean): boolean {
  const words = line.split(/\s+/);
  return (
    words.length >= 1 &&
    words.length <= 5 &&
    line.length <= 50 &&
    !NOT_A_NAME.test(line) &&
    headingOf(line) === null &&
    // Letters with their marks: Bangla's vowel signs and hasanta are marks, not letters.
    /^\p{L}[\p{L}\p{M}.'’-]*(?:\s+[\p{L}][\p{L}\p{M}.'’-]*)*$/u.test(line) &&
    // A capital, or a script without capitals (Bangla).
    (/^[\p{Lu}\p{Lo}]/u.test(line) || (first && words.length >= 2 && words.length <= 4)) &&
    words.some((word) => word.replace(/\./g, '').length > 1) &&
    // "CURRICULUM VITAE" / "OF" / "MD. KAMRUL HASAN": the title's last word.
    !/^(?:of|by|for|the|and|on)$/i.test(line)
  );
}

/** The parts of a header line, split at the separators CVs put between contact details. */
// An icon (☎, or an icon font's private-use glyph) parts what it stands before as a bar does.
const segments = (line: string) =>
  line
    .split(/\s*[|•·▪◆♦●\p{So}\p{Co}]\s*|\s{3,}|\t/u)
    .map((part) => part.trim())
    .filter(Boolean);

const WHOLE_EMAIL = /^[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}$/;

/**
 * An e-mail address a narrow column broke over two lines ("tanjila.rahman@exampl" / "e.com"):
 * a line ends in an address not yet whole, and the next line's first word completes it. OCR
 * may also part it after a dot.
 */
const joinBrokenEmails = (text: string) =>
  text
    .replace(
      /([\w.%+-]{1,64}@[\w.-]{0,63})\n([\w.-]{1,63})(?=\s|$)/g,
      (whole, start: string, end: string) =>
        !WHOLE_EMAIL.test(start) && WHOLE_EMAIL.test(start + end) ? start + end : whole,
    )
    // "nusrat. mim@example.net": OCR sets a space after a dot inside the address.
    .replace(/(?<![\w.%+-])([a-z\d_%+-]{1,32})\. ([a-z\d_.%+-]{1,32}@[\w-]{1,63}\.)/g, '$1.$2');

/**
 * "Mahmudul Karim   mahmudul.karim@example.org" / "01819-555 014" / "Chowdhury" / "Senior
 * Accountant": a name in a narrow column beside the contacts wraps, and its last word comes a
 * line or two later, read between the contacts, just over the headline.
 */
function withWrappedSurname(name: string, lines: string[]): string {
  const at = lines.findIndex((line) => segments(line)[0] === name);
  if (!name || at < 0 || segments(lines[at]!).length < 2 || name.split(/\s+/).length > 3) {
    return name;
  }
  const after = lines.slice(at + 1).filter((line) => line.trim() !== '');
  for (const [index, line] of after.slice(0, 2).entries()) {
    const word = line.trim();
    const headline = after[index + 1]?.trim() ?? '';
    if (
      /^\p{Lu}[\p{L}\p{M}'’-]+$/u.test(word) &&
      looksLikeName(word, false) &&
      !ROLE_WORDS.test(word) &&
      !isKnownPlace(word) &&
      ROLE_WORDS.test(headline)
    ) {
      return `${name} ${word}`;
    }
  }
  return name;
}

/** "N A D I A  R A H M A N": a name set letter by letter, its words two spaces apart. */
const withoutLetterSpacing = (part: string) =>
  /^\p{L}(?: \p{L}){2,}(?: {2}\p{L}(?: \p{L})+)*$/u.test(part)
    ? part
        .split(/ {2}/)
        .map((word) => word.replace(/ /g, ''))
        .join(' ')
    : part;

/** The labels of a Bangladeshi postal address's parts, from the village to the district. */
const POSTAL_PART =
  /^(?:village|vill|post(?: office)?|p\.?\s?o|upazila|thana|p\.?\s?s|district|dist|zila)\.?\s*[:：-]\s*(.+)$/i;

/**
 * "Village: Kazirhat, Post: Kazirhat, Upazila: Barakuthi, District: Barishal": an address told
 * by its labelled parts, read as its places ("Kazirhat, Barakuthi, Barishal").
 */
function postalAddress(part: string): string | undefined {
  const pieces = part.split(/\s*[,;]\s*/).map((piece) => POSTAL_PART.exec(piece)?.[1]?.trim());
  if (pieces.length < 2 || !pieces.every(Boolean)) return undefined;
  return [...new Set(pieces)].join(', ');
}

/** "Name   Rahim Uddin", "Name   :   Rahim Uddin": a label in a cell of its own. */
const LABEL_CELL =
  /^\s*(name|full name|e-?mail|phone|mobile|cell|contact|(?:present |current |mailing |permanent )?address|location|city)\s*(?:[:：]|\s{2}|\t)\s*(?=[^\s:：])/i;

export function findContact(
  header: string[],
  text: string,
  others: OthersContacts = {},
): ResumeContact {
  const searched = joinBrokenEmails(text.slice(0, 20_000));
  const top = searched.slice(0, 3000);
  // The header's are the person's; further down, a referee's may come before the person's own.
  const otherEmails = new Set((others.emails ?? []).map((email) => email.toLowerCase()));
  const otherPhones = new Set((others.phones ?? []).map((phone) => normalisePhone(phone) ?? phone));
  const headerText = joinBrokenEmails(header.join('\n'));
  const email =
    findEmail(headerText, new Set()) ||
    findEmail(top, otherEmails) ||
    findEmail(searched, otherEmails);
  const phone =
    findPhone(headerText, new Set()) ||
    findPhone(top, otherPhones) ||
    findPhone(text.slice(0, 20_000), otherPhones);
  let name = '';
  let titled = false;
  // Over the name, a headline in small capitals: the name is the one the e-mail spells.
  const local = email.split('@')[0]!.toLowerCase();
  const spelled = (words: string) =>
    words.split(/\s+/).every((word) => local.includes(word.toLowerCase().replace(/\./g, '')));
  let location = '';
  const candidates = (header.length > 0 ? header : text.split('\n')).slice(0, 12);
  const firstLine = candidates.find((line) => line.trim() !== '');
  for (const line of candidates) {
    // A table's label cell beside its value, read as "Name: Rahim Uddin".
    const row = line.replace(LABEL_CELL, '$1: ');
    for (const part of segments(row).map(withoutLetterSpacing)) {
      const postal = postalAddress(part);
      if (postal) {
        location ||= postal;
        continue;
      }
      const labelled = CONTACT_LABEL.exec(part);
      if (labelled) {
        const label = part.split(/[:：]/)[0]!.trim().toLowerCase();
        if (!name && /name/.test(label)) name = labelled[1]!.trim();
        if (!location && /address|location|city/.test(label)) location = labelled[1]!.trim();
        continue;
      }
      // "Tanjila Rahman, Senior Software Engineer", "Tanjila Rahman — Senior Software Engineer":
      // the name and the headline on one line.
      const headlined = /^([^,–—]{2,50}?)(?:,\s*|\s+-\s+|\s*[–—]\s*)(.+)$/.exec(part);
      const person =
        headlined && ROLE_WORDS.test(headlined[2]!) && !ROLE_WORDS.test(headlined[1]!)
          ? headlined[1]!
          : part;
      if (!name && (!titled || spelled(person)) && looksLikeName(person, line === firstLine)) {
        // "ACCOUNTANT" atop a CV that gives no name is its headline: no line after it is the
        // name either.
        if (ROLE_WORDS.test(person)) titled = true;
        else name = person;
      } else if (
        !location &&
        (BD_PLACES.test(part) ||
          // "Senior Officer, Credit" (a headline a column wrapped) names a post, not a place.
          (/^[\p{Lu}][\p{L} .'-]+,\s*[\p{Lu}][\p{L} .'-]+$/u.test(part) && !ROLE_WORDS.test(part)))
      ) {
        if (part.length <= 60 && !EMAIL.test(part) && part !== name)
          location = part.replace(/\s*[-–]\s*$/, '');
      }
    }
  }
  // A word alone under the name is its address, unless the CV gave that already.
  if (location) name = withWrappedSurname(name, candidates);
  const otherLinks = new Set(
    (others.links ?? []).map((url) => url.toLowerCase().replace(/^https?:\/\//, '')),
  );
  const found = findLinks(top);
  // A bare address that begins one read whole is its broken first line ("…/r/Name/"); not when
  // that one is a project's under the profile ("github.example.com/nusrat-mim/bazar-prices").
  const bare = bareAddresses(header).filter(
    (link) =>
      !isBrokenMailTail(link.url, email) &&
      !found.some(
        (other) =>
          !otherLinks.has(other.url.toLowerCase().replace(/^https?:\/\//, '')) &&
          plainAddress(other.url).startsWith(plainAddress(link.url)),
      ),
  );
  // A handle stands for an address only where the CV gives none for that network.
  const handles = handleAddresses(header.length > 0 ? header : candidates).filter(
    (link) => ![...found, ...bare].some((other) => other.label === link.label),
  );
  const links = [...found, ...bare, ...handles]
    .filter(
      (link, index, all) =>
        all.findIndex((other) => plainAddress(other.url) === plainAddress(link.url)) === index &&
        !otherLinks.has(link.url.toLowerCase().replace(/^https?:\/\//, '')) &&
        !FORM_SITE.test(plainAddress(link.url)),
    )
    .slice(0, 6);
  return { name: tidyName(name), email, phone, location, links };
}
