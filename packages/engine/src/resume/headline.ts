import type { ResumeExperience } from '../types';
import { ROLE_WORDS } from '../text/roles';
import { clean, wrapsProse } from './lines';
import { joinWrapped } from './normalise';
import { isKnownPlace, looksLikeTownName } from '../text/places';
import { isPlace } from './entry-names';
import { headingOf } from './sections';
import { COMPANY_WORDS, EMAIL, OPENS_SENTENCE, PHONE } from './lexicon';

/** The headline under the name. */

/** A line of contact details: an e-mail, a phone number or a link. */
const isContactLine = (line: string) =>
  EMAIL.test(line) || (line.match(PHONE)?.length ?? 0) > 0 || /https?:\/\/|www\./i.test(line);

/** "Junior Web Developer | github.example.com/nusrat-mim": contacts, a profile's without scheme. */
const holdsContact = (line: string) =>
  isContactLine(line) ||
  /\.(?:com|org|net|io|dev|me|bd|edu|info|app)(?:\.[a-z]{2})?\/\w/i.test(line);

// "Title:" and "Role:" alone label a project's lines as often as the person.
const LABELLED_ROLE =
  /^(?:position(?:\s+(?:sought|desired|applied\s+for))?|(?:post|job)\s+applied\s+for|desired\s+position|designation|profession|occupation|current\s+(?:title|role|position)|job\s+title)\s*(?:[|:：]|\s-\s)\s*(.+)$/i;

/** The labels of a table of personal details. */
const DETAIL_LABEL =
  /^(?:(?:full |first |last )?name|e-?mail|phone|telephone|mobile|cell|contact|address|(?:present|permanent) address|location|city|date of birth|nationality|religion|gender|sex|marital status|(?:father|mother)'?s name|web(?:site)?)$/i;

/** The headline under the name: a short line that is not contact details. */
export function readTitle(header: string[], name: string): string {
  const lines = header.map(clean).filter(Boolean);
  // A CV that gives no name may open with its headline ("ACCOUNTANT") among other lines.
  const role =
    name === ''
      ? lines.find(
          (line) =>
            ROLE_WORDS.test(line) &&
            !/\b(?:profile|summary|highlights|overview|focus|qualifications|strengths)\b/i.test(
              line,
            ) &&
            line.split(/\s+/).length <= 8 &&
            !/[:.,]$/.test(line) &&
            headingOf(line) === null,
        )
      : undefined;
  if (role) return role;
  // A name a narrow column wrapped ("Mahmudul Karim" / … / "Chowdhury") is found by its start.
  const words = name.split(/\s+/);
  const wrapped = words.length >= 3 ? words.slice(0, -1).join(' ').toLowerCase() : '';
  const at =
    [name.toLowerCase(), wrapped]
      .map((whole) =>
        whole === '' ? -1 : lines.findIndex((line) => line.toLowerCase().includes(whole)),
      )
      .find((index) => index >= 0) ?? -1;
  // "Tanjila Rahman | Senior Software Engineer", "Tanjila Rahman, Senior Software Engineer": the
  // headline beside the name.
  const beside =
    at >= 0 ? lines[at]!.slice(lines[at]!.toLowerCase().indexOf(name.toLowerCase())) : '';
  const besideName = /^[^|,–—]+?\s*(?:[|,–—]|\s-)\s*(.+)$/.exec(beside)?.[1]?.trim();
  if (besideName && ROLE_WORDS.test(besideName) && besideName.split(/\s+/).length <= 8) {
    return besideName;
  }
  // "Position | Senior Software Engineer" in a table of personal details: the label's value.
  for (const line of lines.slice(at + 1)) {
    const labelled = LABELLED_ROLE.exec(line)?.[1]?.trim();
    if (labelled && labelled.split(/\s+/).length <= 8 && !isContactLine(labelled)) return labelled;
  }
  // Three lines under the name, not counting those that open with its contact details (a
  // line of profile addresses wraps like a sentence, but the headline under it is no sentence's
  // rest).
  const candidates = lines
    .slice(at + 1)
    .filter((line) => !holdsContact(line.split(/\s*[|•·]\s*/)[0]!))
    .slice(0, 3);
  for (const [index, line] of candidates.entries()) {
    // "Rupnagar,": a town whose country the theme left out, its comma kept.
    const written = line.split(/\s*[|•·]\s*/)[0]!.trim();
    const first = written.replace(/\s*,$/, '');
    // The rest of a sentence the line above began is not a headline; a long line of contacts
    // begins none.
    const above = candidates[index - 1];
    if (index > 0 && wrapsProse(above) && !holdsContact(above!)) continue;
    // …and a sentence a narrow column wrapped goes on in lower case ("audit and reporting for").
    if (index > 0 && /^\p{Ll}{2,}\s/u.test(first) && !/[.!?]$/.test(candidates[index - 1]!))
      continue;
    // The wrapped name's last word.
    if (name.split(/\s+/).length > 1 && name.endsWith(` ${first}`)) continue;
    if (/@|https?:|www\.|linkedin|github|\/\w*\d\w*$/i.test(first) || /(?:\d\D?){7}/.test(first))
      continue;
    // "ð apennyworth": an icon font's glyph and a profile handle.
    if (/^(?:\S\s+)?[a-z0-9._-]+$/.test(first)) continue;
    // The address under the name ("Sonapur, Bangladesh", "Dhaka", "Sonapur", "Dhaka 1209",
    // "House 12, Road 5") is not a headline.
    if (
      isPlace(first) ||
      /^\p{L}[\p{L} .'-]*[\s-]\d{4,6}$/u.test(first) ||
      /\b(?:house|road|street|avenue|lane|block|sector|flat|apartment|floor|village)\b\W*\d/i.test(
        first,
      ) ||
      looksLikeTownName(first) ||
      (isKnownPlace(first) && !ROLE_WORDS.test(first))
    ) {
      continue;
    }
    // The name again (a PDF's running header), the document's title, or a sentence's fragment,
    // is not a headline.
    if (
      first.toLowerCase() === name.toLowerCase() ||
      OPENS_SENTENCE.test(first) ||
      /^(?:curriculum vitae|r[ée]sum[ée]|cv|bio-?data)$/i.test(first)
    )
      continue;
    // A sentence of the summary or a list's item that goes on (a comma at its end), a note in
    // brackets, a label, or a wish ("Need job urgently") is not a headline.
    if (
      /^\(|[:.,]$|:\s|\b(?:years?|experience|with|willing|looking|seeking|jobs?)\b/i.test(written)
    )
      continue;
    // "Address | House 12, Road 5": a personal detail's label, its value beside or under it.
    if (DETAIL_LABEL.test(first)) continue;
    if (
      first.length > 3 &&
      first.length <= 80 &&
      first.split(/\s+/).length <= 10 &&
      headingOf(first) === null
    ) {
      return withWrappedTail(first, header).replace(/\s+-\s*$/, '');
    }
  }
  // "SENIOR ACCOUNTANT" / "Nadia Rahman": a headline set over the name, none under it.
  const over = at > 0 ? lines[at - 1]! : '';
  return ROLE_WORDS.test(over) &&
    over.split(/\s+/).length <= 8 &&
    !isContactLine(over) &&
    headingOf(over) === null
    ? over
    : '';
}

/**
 * "Senior Officer, Credit" / "Administration": a headline a narrow column wrapped, its last word
 * or two alone on the next line, which ends the paragraph.
 */
function withWrappedTail(headline: string, header: string[]): string {
  const lines = header.map(clean);
  const at = lines.indexOf(headline);
  const [next = '', after = ''] = at >= 0 ? lines.slice(at + 1, at + 3) : [];
  return /^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?$/u.test(next) &&
    after === '' &&
    !isPlace(next) &&
    !isKnownPlace(next) &&
    !looksLikeTownName(next) &&
    headingOf(next) === null
    ? `${headline} ${next}`
    : headline;
}

/**
 * "Software Engineer - Disney", "Analyst at Acme, Pune": a headline that names the employer
 * keeps only the role.
 */
export function withoutEmployer(title: string, experience: ResumeExperience[]): string {
  const at = /^(.+?)\s+(?:at|@)\s+\S.*$/i.exec(title);
  if (at && ROLE_WORDS.test(at[1]!)) return at[1]!;
  const as = /^.+?\s+as an?\s+(.+)$/i.exec(title);
  if (as && ROLE_WORDS.test(as[1]!)) return as[1]!;
  const match = /^(.+?)\s+(?:[-–|]|in)\s+(.+)$/.exec(title);
  if (!match) return title;
  const employer = match[2]!.toLowerCase();
  const role = ROLE_WORDS.test(match[1]!);
  // After a dash or a bar, words naming no role are the employer's ("Analyst - State Street").
  const dashed = !/^in$/.test(title.slice(match[1]!.length).trim().split(/\s/)[0]!);
  return experience.some(
    (entry) => entry.company !== '' && employer.startsWith(entry.company.toLowerCase()),
  ) ||
    (role && COMPANY_WORDS.test(match[2]!)) ||
    (role && dashed && !ROLE_WORDS.test(match[2]!))
    ? match[1]!
    : title;
}

/** The summary: its section's lines, or without one a paragraph in the header. */
export function readSummary(summary: string[][], header: string[]): string {
  // A sidebar's "About" may hold only contact details: the summary is the section with prose.
  const prose = summary.filter((lines) => lines.some((line) => line.split(/\s+/).length >= 8));
  const summaryLines = (prose.length > 0 ? prose : summary)
    .flat()
    .map(clean)
    .filter((line) => line && !holdsContact(line));
  const headerLines = header.map(clean).filter(Boolean);
  // Words, not the marks between cells ("LinkedIn | tanjila-rahman").
  const words = (line: string) =>
    line.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  // A header wraps its paragraph at eight words or so; a narrow column's sooner, mid-sentence,
  // the next line going on in lower case.
  const opens = (line: string, index: number) =>
    !holdsContact(line) &&
    (words(line) >= 8 ||
      (words(line) >= 4 &&
        !/[.!?:;]$/.test(line) &&
        /^\p{Ll}/u.test(headerLines[index + 1] ?? '') &&
        !holdsContact(headerLines[index + 1]!)));
  const first = headerLines.findIndex(opens);
  // The paragraph under the name, up to where it ends and the contact lines begin: after a
  // sentence's end, a line much shorter than the paragraph's is a place or a label.
  const paragraph: string[] = [];
  let widest = 0;
  for (const line of first === -1 ? [] : headerLines.slice(first)) {
    if (holdsContact(line)) break;
    const short = words(line) < 6 && line.length < 0.6 * widest;
    if (paragraph.length > 0 && /[.!?]$/.test(paragraph.at(-1)!) && short) break;
    paragraph.push(line);
    widest = Math.max(widest, line.length);
  }
  // Prose is a sentence of some length, not a line of places or tags.
  const isProse =
    paragraph.some((line) => words(line) >= 12) ||
    (paragraph.join(' ').split(/\s+/).length >= 15 && /[.!?]/.test(paragraph.join(' ')));
  const lines = summaryLines.length > 0 ? summaryLines : isProse ? paragraph : [];
  return lines.length > 0 ? unquoted(lines.reduce(joinWrapped)) : '';
}

/**
 * "Senior Accountant. Chartered accountant with …": an objective that opens with the post it
 * names (or is only that), a few capitalised words and a full stop, gives the headline a CV
 * printed nowhere else.
 */
export function roleOpening(summary: string): { title: string; rest: string } | null {
  const match = /^([^.!?:]{3,60})\.(?:\s+(?=\p{Lu})|$)/u.exec(summary);
  const title = match?.[1]?.trim() ?? '';
  const words = title.split(/\s+/);
  const capitalised = words.every((word) => /^(?:\p{Lu}|&|of|in|and|for)/u.test(word));
  if (!match || words.length > 6 || !capitalised || /\d/.test(title) || !ROLE_WORDS.test(title)) {
    return null;
  }
  return { title, rest: summary.slice(match[0].length) };
}

/** "“Finance graduate … packs.”": a summary set as a quotation, without its marks. */
function unquoted(summary: string) {
  const quoted = /^[“"]\s*([\s\S]*?)\s*[”"]?$/.exec(summary);
  return quoted && !/[“”"]/.test(quoted[1]!) ? quoted[1]! : summary;
}
