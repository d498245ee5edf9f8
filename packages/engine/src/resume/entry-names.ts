import { isKnownPlace, isRegionList, isTown } from '../text/places';
import { trimEnds } from '../text/trim';
import { ROLE_WORDS } from '../text/roles';
import {
  COMPANY_WORDS,
  LEGAL_FORM,
  EMPLOYER_WORDS,
  OPENS_SENTENCE,
  ENDS_SENTENCE,
  ENTRY_HEADING,
  LABELLED,
  LABELS,
  ROLE_THEN_NAME,
  PIECE_BREAK,
} from './lexicon';

/**
 * Fields of an entry's heading: the lines that name a job, split into its title, employer and
 * place, however the CV orders and separates them.
 */

/** "Senior Analyst": a role's words, not an employer's ("Analyst Bank Ltd"). */
export const isRole = (text: string) => ROLE_WORDS.test(text) && !EMPLOYER_WORDS.test(text);

/**
 * "Accountants", "Design Associates": a trade in the plural, alone on its line, ends a firm's name
 * that a narrow column wrapped ("Rahman Haque & Co. Chartered" / "Accountants"); a title is
 * singular.
 */
export const isFirmTail = (line: string) =>
  /^(?:\p{Lu}\p{Ll}+\s+)?\p{Lu}\p{Ll}+s$/u.test(line) && isRole(line.slice(0, -1));

/** "Mysore, Karnataka": a place, never a title or an employer. */
export const isPlace = (piece: string) =>
  /^[\p{Lu}][\p{L} .'-]+,\s*[\p{Lu}][\p{L} .'-]+$/u.test(piece) &&
  !ROLE_WORDS.test(piece) &&
  // "Bangladesh" is also in employers' names ("Padma Bank Bangladesh").
  (!COMPANY_WORDS.test(piece) || isRegionList(piece));

/** A heading piece that can be a title, an employer or a place, not a stray fragment. */
export const isNamePiece = (piece: string) =>
  (piece.match(/\p{L}/gu)?.length ?? 0) >= 2 &&
  // "completed 6 months internship" tells how long, in a sentence.
  !/\b\d+\+?\s+(?:months?|years?|weeks?)\b/i.test(piece) &&
  !OPENS_SENTENCE.test(piece) &&
  !/^(?:worked|working|involved|responsible)\s+(?:on|in|as|at|with|for|closely|under)\b/i.test(
    piece,
  ) &&
  !ENDS_SENTENCE.test(piece) &&
  !ENTRY_HEADING.test(piece);

/**
 * "Acme Traders - Dhaka, Dhaka -": the heading line that carries the place (or its empty slot)
 * after a dash names the employer, whatever its words.
 */
export function employerOf(parts: string[], title: string): string | undefined {
  for (const part of parts) {
    const match = /^(.+?)\s+[-–](?:\s+(.+?))?(?:\s+[-–])?$/.exec(part);
    // "Analyst , | Acme Ltd - Dhaka": the title, then the dates' gap, then the employer.
    const slot = match?.[1]
      ?.split(/\s*\|\s*/)
      .filter(
        (piece, i, pieces) =>
          i === pieces.length - 1 || !(/,$/.test(piece) || (title && piece.startsWith(title))),
      )
      .join(' | ')
      .trim();
    // "Program Analyst, The Office of Planning - City": the title may open the slot too.
    const name =
      title && slot?.startsWith(`${title},`) ? slot.slice(title.length + 1).trim() : slot;
    if (!name || name === title || !isNamePiece(name)) continue;
    if (isKnownPlace(name)) continue;
    if (isRole(name)) continue;
    if (match![2] === undefined || isPlace(match![2]) || isKnownPlace(match![2])) return name;
  }
  return undefined;
}

/**
 * "Test Engineer (Infosys Ltd.)", "Infosys Ltd (Technology Lead)": a role and an employer, one
 * of them in brackets, are two pieces, and so are a name and its place ("Bongo Tech (Dhaka)");
 * any other bracket ("Associate (MTA)") stays in its name.
 */
export function bracketed(piece: string): string[] {
  // The PDF may have wrapped the closing bracket away ("Test Engineer (Infosys Ltd").
  const match = /^(.+?)\s*\(([^()]+)(?:\)\.?)?$/.exec(piece.trim());
  if (!match) return [piece];
  const [outer, inner] = [match[1]!, match[2]!];
  if (isKnownPlace(inner.trim()) && !isKnownPlace(outer)) return [outer, inner.trim()];
  const [named, other] = isRole(outer) ? [outer, inner] : [inner, outer];
  return isRole(named) && !isRole(other) && COMPANY_WORDS.test(other) ? [outer, inner] : [piece];
}

/** "Auditor II Padma Bank Ltd": a role and an employer on one line with nothing between them. */
function roleBeforeEmployer(text: string): [string, string] | undefined {
  const match = ROLE_THEN_NAME.exec(text);
  if (!match || !/^\p{Lu}/u.test(match[2]!)) return undefined;
  const [role, employer] = [match[1]!, match[2]!];
  return isRole(role) && EMPLOYER_WORDS.test(employer) ? [role, employer] : undefined;
}

/** "Kolpona Foods Limited Nilgiri Hat": a name ended by its legal form, then a word or three. */
const PLACE_AFTER_FORM =
  /^([^,]+?\s(?:Ltd\.?|Limited|Inc\.?|LLC|PLC|Pvt\.? Ltd\.?))\s+(\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+){0,2})$/u;

/** "… Ltd. Head Office", "… Ltd. Dyeing Unit": a part of the firm, no place. */
const FIRM_PART = /\b(?:office|branch|division|unit|department|plant|factory|headquarters)\b/i;

/**
 * "Google, Mountain View, CA, USA", "ABC Company, Inc., Dhaka": the place rides after the first
 * comma that leaves no word of an employer's name behind it.
 */
function placeAfter(company: string): [string, string] | undefined {
  // "Padma Softworks Ltd. Rupnagar", "Kolpona Foods Limited Nilgiri Hat": a town, or any
  // place after the legal form that ends a name, set apart by its style alone.
  const town = /^([^,]+?)\s+(\p{Lu}\p{Ll}+)$/u.exec(company);
  if (town && isTown(town[2]!) && !/\s(?:of|for|and|&|in|at)$/i.test(town[1]!)) {
    return [town[1]!, town[2]!];
  }
  const afterForm = PLACE_AFTER_FORM.exec(company);
  if (afterForm && !COMPANY_WORDS.test(afterForm[2]!) && !FIRM_PART.test(afterForm[2]!)) {
    return [afterForm[1]!, afterForm[2]!];
  }
  const parts = company.split(/\s*,\s*/);
  for (let i = 1; i < parts.length; i++) {
    // "…, Inc., Anywhere, USA": a legal form after a comma still belongs to the name.
    if (LEGAL_FORM.test(parts[i]!)) continue;
    const place = parts.slice(i).join(', ');
    if (parts.length - i <= 3 && (!COMPANY_WORDS.test(place) || isKnownPlace(place))) {
      return [parts.slice(0, i).join(', '), place];
    }
  }
  return undefined;
}

/**
 * "Jamuna Digital Commerce, Sonapur", "Rupsha Traders, Khulna": what reads as a place but does
 * not list places only is an employer and its place, two pieces.
 */
const employerAndPlace = (piece: string) =>
  isPlace(piece) && !isRegionList(piece) ? (placeAfter(piece) ?? [piece]) : [piece];

/**
 * The employer among names of no telling words: not a place-like name set flush right of a line
 * ("Growth Lead   Kashbon" over "Dhanshiri", "Acme Ltd   Rupnagar" over a title) while a name
 * opens a line of its own; templates put the place there, the employer on the left.
 */
function anyName(names: string[], parts: string[], title: string): string | undefined {
  // The lines' cells come apart at a gap, which reads as " | ".
  const flushRight = new Set(parts.flatMap((part) => part.split(/\s*\|\s*|\s{3,}|\t/).slice(1)));
  const aside = (name: string) => flushRight.has(name) && looksLikePlaceName(name);
  const first = names.find((name) => !aside(name)) ?? names[0];
  // "07/2018 – 02/2021 – Ashulia" / "ASSISTANT MERCHANDISER – TISTA FASHIONS": a word or two
  // like a place's loses to the name joined to the title on a line of their own.
  const besideTitle = names.find(
    (name) =>
      title !== '' &&
      !isKnownPlace(name) &&
      parts.some((part) => {
        // Joined by a dash: a cell set apart ("Growth Lead | Kashbon") holds a place.
        const pieces = part.split(/\s+[–—-]\s+/).map((piece) => piece.trim());
        return pieces.length === 2 && pieces.includes(title) && pieces.includes(name);
      }),
  );
  return first !== undefined && looksLikePlaceName(first) && besideTitle ? besideTitle : first;
}

/** Splits an entry's heading parts into title, company and location. */
export function titleAndCompany(rawParts: string[]) {
  const labelled: Partial<Record<'title' | 'company' | 'location', string>> = {};
  const parts = rawParts.filter((part) => {
    const match = LABELLED.exec(part);
    if (!match) return true;
    const field = LABELS.find(([label]) => label.test(match[1]!.trim()))?.[1];
    if (field && !labelled[field]) labelled[field] = match[2]!.trim();
    // Other labels ("Project Name: …", "Duration: …") describe the entry, they do not name it.
    return false;
  });
  let stated: string | undefined;
  const pieces = parts
    // "… Project Domain: Banking" tacked on after the name describes the entry.
    .map((part) => part.replace(/\s+\p{Lu}[\p{L} ]{1,25}:\s.*$/u, ''))
    .flatMap((part) => {
      const told = toldJob(part);
      if (told) {
        stated = told.company;
        return [told.title, told.company, ...(told.place ? [told.place] : [])];
      }
      // "Infosys group as a Test Analyst": the role follows "as a".
      const as = /^(.+?)\s+as an?\s+(.+)$/i.exec(part);
      if (as && ROLE_WORDS.test(as[2]!)) return [as[2]!, as[1]!];
      const at = /^(.+?)\s+(?:at|@)\s+(.+)$/i.exec(part);
      // "Neudesic (Vendor @ Microsoft)": an "at" inside brackets names no employer; "at Dhaka"
      // names a place, and "at Oracle, Hyderabad for 6 months" the employer Oracle.
      if (at && !openBracket(at[1]!)) {
        const employer = trimEnds(
          at[2]!.replace(/\s+(?:for|since|from|during|till|until)\s.*$/i, ''),
          { end: /[,\s:-]/ },
        );
        const name = EMPLOYER_WORDS.test(employer) ? employer : employer.split(',')[0]!;
        // "at Gulshan, Dhaka" names only places; "at Rupsha Traders, Khulna" an employer first.
        const place = isKnownPlace(name) || isRegionList(employer);
        if (!place) stated = name.trim();
        // "Interned at Acme" names the role by its verb; "Worked at Acme" names none.
        const role = at[1]!.replace(/^interned$/i, 'Intern').replace(/^(?:worked|employed)$/i, '');
        // "at Karnaphuli Data Labs, Sonapur": the employer's place is what follows its name.
        const after = employer.slice(name.length).replace(/^[,\s]+/, '');
        return place || !after ? [role, ...employerAndPlace(at[2]!)] : [role, name.trim(), after];
      }
      // "Sales Officer, Bogura Traders, Dhaka": a title before the first comma, unless a role
      // follows it too ("Software Engineer, Intern"). Only the first cell is split so: the
      // others ("Senior Designer | San Francisco, CA") hold a place.
      const [first, ...cells] = part.split(/ \| /);
      const rest = cells.flatMap((cell) => cell.split(PIECE_BREAK));
      const comma = /^([^,]+),\s*(.+)$/.exec(first!);
      // "Software Engineer — Jamuna Digital Commerce, Sonapur": a dash before the comma parts the
      // title from the rest first.
      if (comma && isRole(comma[1]!) && !isRole(comma[2]!) && !PIECE_BREAK.test(comma[1]!)) {
        return [comma[1]!, ...comma[2]!.split(PIECE_BREAK).flatMap(employerAndPlace), ...rest];
      }
      // "Padma Softworks Ltd., Senior Software Engineer": the employer first, then the role.
      // "Jamuna Digital Commerce, Sonapur — Software Engineer" (Google Docs'): its place between.
      if (comma && !isRole(comma[1]!) && isRole(comma[2]!) && !isKnownPlace(comma[1]!)) {
        const after = comma[2]!.split(PIECE_BREAK);
        const roles = after.filter(isRole);
        return [...roles, comma[1]!, ...after.filter((piece) => !roles.includes(piece)), ...rest];
      }
      return part.split(PIECE_BREAK);
    })
    .flatMap(bracketed)
    // "Meghna Knitwear Ltd. (Jan 2021 – Present)": no bracket left open by the dates.
    .map((piece) => trimEnds(piece, { start: /[,\s-]/, end: /[,\s:(-]/ }))
    .filter((piece) => isNamePiece(piece) && !/^(?:present|current)$/i.test(piece));

  let title = pieces.find(isRole) ?? '';
  // "Senior Engineer - Infosys Technologies Limited" / "LabVIEW, Trello - Bengaluru -": a name
  // with a legal form beats an employer's slot that holds no employer's word.
  const legal = pieces.find((piece) => piece !== title && EMPLOYER_WORDS.test(piece));
  const slotted = employerOf(parts, title);
  let company =
    stated ??
    (slotted && (COMPANY_WORDS.test(slotted) || !legal) ? slotted : legal) ??
    pieces.find((piece) => piece !== title && COMPANY_WORDS.test(piece) && !isPlace(piece)) ??
    anyName(
      pieces.filter((piece) => piece !== title && !isPlace(piece) && !isRegionList(piece)),
      parts,
      title,
    ) ??
    '';
  if (!title) [title, company] = roleBeforeEmployer(company) ?? [title, company];
  if (!title) title = pieces.find((piece) => piece !== company && !isPlace(piece)) ?? '';
  // "Jamuna Digital Commerce, Sonapur" with no employer found otherwise: what reads as a place
  // but does not list places only names the employer before its comma.
  if (!company) {
    const named = pieces.find((piece) => piece !== title && isPlace(piece) && !isRegionList(piece));
    if (named && placeAfter(named)) company = named; // parted from its place below
  }
  let location: string;
  const place = placeAfter(company);
  if (place) {
    [company, location] = place;
  } else {
    // A place we know before any other piece with a comma ("LabVIEW, Trello" lists tools).
    const others = pieces.filter((piece) => piece !== title && piece !== company);
    location =
      others.find(isKnownPlace) ??
      others.find((piece) => /,/.test(piece)) ??
      // "Padma Softworks Ltd." / "Rupnagar" / "Senior Software Engineer": one word or two
      // left beside the title and the employer name where.
      (others.length === 1 && company && looksLikePlaceName(others[0]!) ? others[0]! : '');
  }
  return {
    title: labelled.title ?? title,
    company: labelled.company ?? company,
    location: labelled.location ?? location,
  };
}

/** "Worked as …", "Worked with …": a job told as a sentence, its dates aside. */
export const TOLD_JOB = /^(?:worked|working|served|serving|employed)\s+(?:as|with|at|in|for)\s/i;

/**
 * "Worked as Senior Software Engineer in Philips India Limited, Bangalore from", "Worked with
 * Microsoft, Hyderabad as Software Engineer from": the title, employer and place of a job told
 * as a sentence (its dates already taken out).
 */
function toldJob(part: string): { title: string; company: string; place: string } | null {
  const sentence = part
    .trim()
    .replace(/\s+(?:from|since|during|between|till|until)\s*\.?$/i, '')
    .replace(/[\s.,]+$/, '');
  const told = /^(?:worked|working|served|serving|employed)\s+(as|with|at|in|for)\s+(.+)$/i.exec(
    sentence,
  );
  if (!told) return null;
  const [title = '', where = ''] =
    told[1]!.toLowerCase() === 'as'
      ? (/^(?:an?\s+)?(.+?)\s+(?:in|at|with|for)\s+(.+)$/i.exec(told[2]!)?.slice(1) ?? [
          told[2]!,
          '',
        ])
      : (/^(.+?)\s+as\s+(?:an?\s+)?(.+)$/i.exec(told[2]!)?.slice(1).reverse() ?? ['', told[2]!]);
  if (!isRole(title) && title !== '') return null;
  // "Philips India Limited, Bangalore": the place after the employer's last comma.
  const comma = /^(.+),\s*([^,]+)$/.exec(where);
  const placed = comma && (isKnownPlace(comma[2]!) || looksLikePlaceName(comma[2]!));
  return {
    title,
    company: placed ? comma[1]! : where,
    place: placed ? comma[2]! : '',
  };
}

/** "Rupnagar", "Cox's Bazar": a name of a word or two that is neither a role nor an employer. */
export const looksLikePlaceName = (text: string) =>
  /^\p{Lu}[\p{L}'-]+(?: \p{Lu}[\p{L}'-]+)?$/u.test(text) &&
  !ROLE_WORDS.test(text) &&
  !COMPANY_WORDS.test(text);

/** "Vendor (Acme": a bracket opened and not closed. */
export const openBracket = (text: string) => text.lastIndexOf('(') > text.lastIndexOf(')');
