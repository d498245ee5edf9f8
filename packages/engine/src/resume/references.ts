import type { ParsedResume } from '../types';
import { looksLikeName } from './contact';
import { isRole } from './entry-names';
import { COMPANY_WORDS, EMAIL, INSTITUTION, PHONE } from './lexicon';
import { cardsOneByOne, clean, isBullet, stripBullet } from './lines';
import { joinWrapped } from './normalise';

type Reference = ParsedResume['references'][number];

/** "Name: …", "Designation: …", "Mobile: …": a reference's labelled line, as Bangladeshi CVs write them. */
const LABEL_WORDS =
  'name|designation|position|title|organi[sz]ation|company|institution|address|e-?mail|phone|mobile|cell|tel(?:ephone)?|contact(?: no\\.?)?|relation(?:ship)?';
const LABELLED = new RegExp(`^(${LABEL_WORDS})\\s*[:：-]\\s*(.*)$`, 'i');

/** "References available upon request": a promise, not a referee. */
const ON_REQUEST = /\b(?:available|furnished|provided|given)\b.*\brequest\b/i;

const empty = (name: string): Reference => ({
  name,
  title: '',
  company: '',
  email: '',
  phone: '',
  contact: '',
});

/** The pieces of a line that a template joined: "Professor · Meghna University". */
const pieces = (line: string) =>
  line
    .split(/\s*[|·•]\s*|\s{3,}|,\s+(?=\p{Lu})|\s+at\s+(?=\p{Lu})/u)
    .map((piece) => piece.trim())
    .filter(Boolean);

/** Words that name where someone works ("… Ltd.", "… University"), not a department of it. */
const organisation = (text: string) => COMPANY_WORDS.test(text) || INSTITUTION.test(text);

/**
 * A reference's title and organisation, from one line or from one each. "General Manager,
 * Merchandising" / "Nilachal Knit Ltd.": a part after the post that names no organisation is
 * where they work only until an organisation follows; then it was the post's department.
 */
function addPosition(reference: Reference, line: string) {
  for (const piece of pieces(line)) {
    if (!reference.title && (isRole(piece) || !reference.company)) reference.title = piece;
    else if (!reference.company) reference.company = piece;
    else if (!organisation(reference.company) && organisation(piece) && reference.title) {
      reference.title = `${reference.title}, ${reference.company}`;
      reference.company = piece;
    } else reference.company = `${reference.company}, ${piece}`;
  }
}

/**
 * A line that opens the next referee: a person's name, not a department ("Merchandising") nor
 * where they work ("Nilachal Knit Composite Ltd.") on the line under their post.
 */
const opensReferee = (line: string) =>
  looksLikeName(line, false) &&
  !ON_REQUEST.test(line) &&
  line.split(/\s+/).length >= 2 &&
  !organisation(line);

/** Takes the e-mail and phone out of a line; what is left of it, without their labels. */
function addContact(reference: Reference, line: string): string {
  const email = EMAIL.exec(line)?.[0];
  if (email && !reference.email) reference.email = email;
  const phone = line.match(PHONE)?.[0];
  if (phone && !reference.phone) reference.phone = phone.trim();
  return line
    .replace(email ?? '\u0000', '')
    .replace(phone ?? '\u0000', '')
    .replace(/\b(?:e-?mail|phone|mobile|cell|tel(?:ephone)?|contact(?: no\.?)?)\s*[:：]?/gi, '')
    .replace(/^[\s|·•,;:-]+|[\s|·•,;:-]+$/g, '');
}

/**
 * Referees, each a person's name, then their position and organisation, then how to reach
 * them, on lines of their own or labelled. A name opens the next referee once the one before
 * has more than its name.
 */
/** "Name", "Phone (Off.)", "E-Mail": a label in a column of its own, left of each referee's value. */
const LABEL_CELL = new RegExp(`^(?:${LABEL_WORDS})(?:\\s*\\((?:off|res)\\.?\\))?\\s*[:：]?$`, 'i');

/** "Reference: 01   Reference: 02": the heads of the columns, one for each referee. */
const REFEREE_NUMBER = /^(?:reference|referee)\s*[:#-]?\s*\d{1,2}$/i;

/**
 * "Name   : Abdul Motin Sarkar   : Shirin Akter" / "Organization   : …   : …": Bdjobs sets the
 * referees side by side under a column of labels. Read as each referee's labelled lines, one
 * referee after the other; a row without a label goes on with the values above it, and a lone
 * piece (an e-mail address its cell wrapped) fills the first referee's value left empty.
 */
function labelColumns(lines: string[]): string[] {
  // Split where the gaps are, before clean() sets each colon back against its label.
  const rows = lines.map((line) => line.trim().split(/\t|\s{3,}/));
  const labelled = (cells: string[]) =>
    cells.length >= 2 &&
    LABEL_CELL.test(cells[0]!) &&
    cells.slice(1).every((c) => /^[:：]/.test(c));
  if (rows.filter(labelled).length < 3) return lines;
  const before: string[] = [];
  const columns: string[][] = [];
  for (const [at, cells] of rows.entries()) {
    if (labelled(cells)) {
      const label = cells[0]!.replace(/\s*[:：]$/, '');
      cells.slice(1).forEach((cell, column) => {
        (columns[column] ??= []).push(`${label}: ${cell.replace(/^[:：]\s*/, '')}`);
      });
    } else if (columns.length === 0) {
      if (!cells.every((cell) => REFEREE_NUMBER.test(cell))) before.push(lines[at]!);
    } else if (cells.join('') !== '') {
      const targets =
        cells.length === columns.length
          ? columns
          : [columns.find((column) => /:\s*$/.test(column.at(-1)!)) ?? columns[0]!];
      targets.forEach((column, index) => {
        column[column.length - 1] = `${column.at(-1)!} ${cells[index]}`.replace(/:\s+/, ': ');
      });
    }
  }
  // A label left without a value says nothing.
  return [...before, ...columns.flat().filter((line) => !/:\s*$/.test(line))];
}

export function readReferences(given: string[]): Reference[] {
  const lines = signatureUnwrapped(labelColumns(given)).flatMap(signedAtEnd);
  // "Partner, Lalbagh & Co. · karim@example.com" / "— Abdul Karim": a quote and its
  // attribution, as JSON Resume themes print a reference: the name goes before what it signs.
  if (lines.some((line) => ATTRIBUTION.test(line.trim()))) {
    const blocks: string[][] = [[]];
    for (const line of lines) {
      const signed = ATTRIBUTION.exec(line.trim());
      if (signed) blocks.at(-1)!.unshift(signed[1]!);
      if (signed) blocks.push([]);
      else blocks.at(-1)!.push(line);
    }
    return blocks.filter((block) => block.length > 0).flatMap((block) => readSigned(block));
  }
  return readListed(cardsOneByOne(lines, namesRow));
}

/**
 * "Abdul Motin Sarkar FCA   Shirin Akter": referees set side by side open with a row of names,
 * each a person's name of two words or more: not "Name | Designation", nor a referee beside the
 * place they work ("Abdul Karim | Meghna University").
 */
const namesRow = (rows: string[][], at: number) =>
  rows[at]!.every(
    (cell) =>
      looksLikeName(cell, false) &&
      cell.split(/\s+/).length >= 2 &&
      !isRole(cell) &&
      !COMPANY_WORDS.test(cell) &&
      !INSTITUTION.test(cell),
  );

/** "— Abdul Karim": a reference's signature line. */
const ATTRIBUTION = /^[—–]\s*(\p{Lu}[\p{L}\p{M}.' -]{2,60})$/u;

/**
 * "… kamrul@example.edu · Available on request - Dr. Kamrul Hasan": a quote's attribution at the
 * end of its last line, after the ways to reach them, as a line of its own.
 */
function signedAtEnd(line: string): string[] {
  // Every word of a name in capitals: "– Available on request" signs nothing.
  const signed = /^(.*\S)\s+[-—–]\s+(\p{Lu}[\p{L}\p{M}.']+(?: \p{Lu}[\p{L}\p{M}.']*){0,5})$/u.exec(
    clean(line),
  );
  return signed && reachable(signed[1]!) && looksLikeName(signed[2]!, false)
    ? [signed[1]!, `— ${signed[2]!}`]
    : [line];
}

/** A line that says how to reach a referee, as a quote's last line before its signature does. */
const reachable = (text: string) =>
  EMAIL.test(text) || text.match(PHONE) !== null || ON_REQUEST.test(text);

/** "… · 01819-300 114 - Shirin" / "Akter": a signature the line broke goes back whole. */
function signatureUnwrapped(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines.map(clean)) {
    const last = out.at(-1);
    if (
      last !== undefined &&
      reachable(last) &&
      /\s[-—–]\s+\p{Lu}[\p{L}.']*(?: \p{Lu}[\p{L}.']*)?$/u.test(last) &&
      /^\p{Lu}[\p{L}.']*(?: \p{Lu}[\p{L}.']*)?$/u.test(line)
    ) {
      out[out.length - 1] = `${last} ${line}`;
    } else out.push(line);
  }
  return out;
}

/** A block whose first line is the signer's name: one referee, whatever the lines say. */
function readSigned([name, ...rest]: string[]): Reference[] {
  const [reference] = readListed([`Name: ${name}`, ...rest]);
  return reference ? [reference] : [];
}

/** "… Meghna University of Science and" / "Technology, …": a line left open goes on below. */
function unwrap(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const last = out.at(-1);
    // "Bakul Textiles" / "& Apparel Ltd.": a name the line broke before or after its "&".
    if (
      last &&
      line &&
      !isBullet(line) &&
      (/(?:[,–—]|\b(?:and|of|for|the|&))$/.test(last) || (/^&\s/.test(line) && !opensReferee(last)))
    ) {
      out[out.length - 1] = `${last} ${line}`;
    } else if (last && /\p{Ll}-$/u.test(last) && /^\p{Ll}/u.test(line)) {
      // "… Science and Tech-" / "nology, …": a word the line broke.
      out[out.length - 1] = joinWrapped(last, line);
    } else if (last && /\d-$/.test(last) && /^\d/.test(line)) {
      // "… 01713-" / "555 808": a phone number the line broke at its hyphen.
      out[out.length - 1] = `${last}${line}`;
    } else out.push(line);
  }
  return out;
}

/**
 * "Dr. Kamrul Hasan – Professor of Computer Science, Meghna University – kamrul@…": a referee
 * on one line, read as the lines of its parts.
 */
function oneLine(line: string): string[] {
  // "Abdul Motin Sarkar FCA from Rahman Haque & Co." (resume.io's): a name, then where they work.
  const from = /^(.+?)\s+from\s+(\p{Lu}.*)$/u.exec(line);
  if (from && looksLikeName(from[1]!, false) && !isRole(from[1]!)) {
    return [from[1]!, `Organization: ${from[2]!}`];
  }
  const [first = '', ...rest] = line.split(/\s+[–—]\s+|,\s+/).filter(Boolean);
  // "Dr. Selina Parvin — Professor at University of Dhaka": a name and a post are enough.
  const post = rest.some((piece) => isRole(piece.split(/\s+at\s+/)[0]!));
  return rest.length >= 1 &&
    looksLikeName(first, false) &&
    !isRole(first) &&
    (post || (rest.length >= 2 && (EMAIL.test(line) || line.match(PHONE) !== null)))
    ? [first, ...rest]
    : [line];
}

function readListed(lines: string[]): Reference[] {
  const references: Reference[] = [];
  let current: Reference | undefined;
  // "Abdul Karim   karim@example.com": a table's or a column's cells, each read on its own.
  // A referee quoted ("“ Professor of … ”") is read without the quotation marks.
  const cells = unwrap(lines.map((raw) => clean(raw).replace(/^[“"]\s*|\s*[”"]$/g, '')))
    .flatMap((line) => stripBullet(line).split(/\s+\|\s+/))
    .flatMap(oneLine);
  for (const line of cells) {
    if (line === '') continue;
    const labelled = LABELLED.exec(line);
    const label = labelled?.[1]!.toLowerCase();
    const value = labelled?.[2]!.trim() ?? '';
    const filled = current !== undefined && (current.title || current.company || current.email);
    if (label === 'name' || (!labelled && (!current || filled) && opensReferee(line))) {
      current = empty(label === 'name' ? value : line);
      references.push(current);
    } else if (!current) {
      // Before any referee a line is a note on the list ("Available on request").
      continue;
    } else if (label && /designation|position|title/.test(label)) {
      current.title = value;
    } else if (label && /organi|company|institution/.test(label)) {
      current.company = value;
    } else if (EMAIL.test(line) || line.match(PHONE) || label) {
      const rest = addContact(current, label === 'address' ? value : line);
      // "Partner, Lalbagh & Co. · karim@example.com": the post before the contacts.
      if (rest && !label && !current.title && !current.company && isRole(rest.split(',')[0]!)) {
        addPosition(current, rest);
      } else if (rest && !current.contact) current.contact = rest;
    } else if (/^\d{1,4}$/.test(line) && current.phone) {
      // The end of a phone number the line wrapped ("01711-400" / "221").
      current.phone = `${current.phone} ${line}`;
    } else if (ON_REQUEST.test(line)) {
      if (!current.contact) current.contact = line;
    } else {
      addPosition(current, line);
    }
  }
  return references.filter((reference) => reference.name !== '');
}
