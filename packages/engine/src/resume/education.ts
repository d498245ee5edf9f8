import { isKnownPlace } from '../text/places';
import { trimEnds } from '../text/trim';
import { besideRange, findDateRange, type DateRange } from './dates';
import type { ResumeEducation } from '../types';
import { cardsOneByOne, clean, isDatesOnly, isHeaderish, stripBullet } from './lines';
import { joinWrapped } from './normalise';
import { isNamePiece, isPlace, openBracket } from './entry-names';
import { DEGREE, DEGREE_CAPITALS, INSTITUTION, INSTITUTION_WORDS, FIELD_WORD } from './lexicon';

/** Education entries: each degree with its school, dates, place and notes. */

/** "Manage the College's communications …": a sentence that names a school is no school. */
const isSentence = (part: string) => {
  const words = part.split(/\s+/).length;
  return (/^\p{Ll}/u.test(part) && words > 5) || (/\.$/.test(part) && words > 6) || words > 20;
};
const isDegree = (part: string) =>
  (DEGREE.test(part) || DEGREE_CAPITALS.test(part)) &&
  !INSTITUTION.test(part.replace(/\bschool certificate\b/i, '')) &&
  !isSentence(part);

/** "University / Board": a table's column heading, not a school. */
const isTableHeader = (part: string) =>
  part
    .toLowerCase()
    .replace(/\b(?:name of|the|or)\b|[/&]/g, ' ')
    .trim()
    .split(/\s+/)
    .every((word) => /^(?:university|institute|institution|college|school|board)$/.test(word));

/** "IIIT - Bengaluru, Karnataka": the line that carries a place after a dash names the school. */
function schoolOf(line: string): string | undefined {
  const match = /^(.+?)\s+-(?:\s+(.+?))?(?:\s+-)?$/.exec(line);
  if (!match || !(match[2] === undefined || isPlace(match[2]))) return undefined;
  return isNamePiece(match[1]!) ? match[1]!.trim() : undefined;
}

/**
 * "PhD in Computer Science, CalTech, Pasadena, USA": the part after the degree, leaving out notes
 * on it ("Specialization in AI"), names the school when a known place follows it.
 */
function schoolAfter(parts: string[], degree: string): string | undefined {
  const after = parts
    .slice(parts.indexOf(degree) + 1)
    .filter(
      (part) => !/^(?:speciali[sz]ation|major|minor|concentration|c?gpa|with|thesis)\b/i.test(part),
    );
  const [school, ...place] = after;
  return school !== undefined && isNamePiece(school) && isKnownPlace(place.join(', '))
    ? school
    : undefined;
}

/**
 * "BSc in CSE from North South University", "Bachelor of Science : Nutrition George Mason
 * University": a degree and its school on one line with no separator between them. The school
 * starts after "from" or "at", or with the capitalised words before its "University" that name
 * no field of study. Without such words it is no school's name ("Modern English School").
 */
function degreeAndSchool(part: string): [string, string] | undefined {
  const degreeStart = DEGREE.exec(part)?.index;
  if (degreeStart === undefined || !INSTITUTION.test(part)) return undefined;
  // "Karnaphuli College Bachelor of Business Administration": the school first, then its degree.
  const schoolFirst = part.slice(0, degreeStart).trim();
  const degreeAfter = part.slice(degreeStart).trim();
  if (
    INSTITUTION.test(schoolFirst) &&
    schoolFirst.split(/\s+/).length >= 2 &&
    /^\p{Lu}/u.test(schoolFirst) &&
    isNamePiece(schoolFirst) &&
    !INSTITUTION.test(degreeAfter) &&
    isDegree(degreeAfter)
  ) {
    return [degreeAfter, schoolFirst];
  }
  const joined = /^(.+?)\s+(?:from|at)\s+(.+)$/i.exec(part);
  if (joined && isDegree(joined[1]!) && INSTITUTION.test(joined[2]!)) {
    return [joined[1]!, joined[2]!];
  }
  for (const match of part.matchAll(INSTITUTION_WORDS)) {
    // "S.B.K.V higher secondary school" is one name, written in lower case.
    if (match.index <= degreeStart || !/^\p{Lu}/u.test(match[0])) continue;
    let start = match.index;
    const before = part.slice(0, match.index).trimEnd().split(/\s+/);
    let taken = 0;
    for (
      ;
      // "BSc Meghna University": the degree set in a column before the school is none of it.
      taken < 3 &&
      /^\p{Lu}/u.test(before.at(-1) ?? '') &&
      !FIELD_WORD.test(before.at(-1)!) &&
      !isDegree(before.at(-1)!);
      taken++
    ) {
      start -= before.pop()!.length + 1;
    }
    // "The Michael G. Foster School": the article opens the name.
    if (taken > 0 && before.at(-1) === 'The') start -= 4;
    const degree = trimEnds(part.slice(0, start), { end: /[\s:,-]/ });
    return (taken > 0 || /^\s+of\s/i.test(part.slice(match.index + match[0].length))) &&
      isDegree(degree)
      ? [degree, part.slice(start).trim()]
      : undefined;
  }
  return undefined;
}

/**
 * Whether a line is the field of study of a degree named without one ("BSc", "Master of
 * Business Administration"): a few words, each a field's word or a joining one.
 */
function isFieldOf(degree: string, line: string): boolean {
  // "BSc in CSE" names its field already.
  if (/\sin\s|[,(]/i.test(degree) || INSTITUTION.test(line)) return false;
  const words = line.replace(/[()]/g, ' ').split(/\s+/).filter(Boolean);
  // "Textile Engineering", "Fashion Design": a field ends in a word that names one, and the
  // words before it name the field, or narrow it (capitalised).
  return (
    words.length >= 1 &&
    words.length <= 6 &&
    FIELD_WORD.test(words.at(-1)!) &&
    words.every(
      (word) =>
        FIELD_WORD.test(word) ||
        /^(?:and|&|of)$/i.test(word) ||
        // "Sci-ence": a word the typesetter broke, mended later.
        /^\p{Lu}\p{Ll}+(?:-\p{Ll}+)?$/u.test(word),
    )
  );
}

/**
 * A degree with its field: "BSc in Computer Science"; "Higher Secondary Certificate (Science)"
 * as printed; "MASTER OF DEVELOPMENT" / "STUDIES", both in capitals, is one name a narrow
 * column wrapped.
 */
function withField(degree: string, field: string): string {
  const capitals = (text: string) => !/\p{Ll}/u.test(text);
  // "Bachelor of Social Science in" / "Economics": the degree's own "in" joins them.
  return /^\(/.test(field) || /\sin$/i.test(degree) || (capitals(degree) && capitals(field))
    ? `${degree} ${field}`
    : `${degree} in ${field}`;
}

/**
 * "Higher Secondary" / "Certificate (Science)", "Master of Business" / "Administration in": a
 * narrow column broke the name of a degree that most CVs here hold.
 */
const brokenDegree = (last: string, line: string) =>
  (/\bsecondary$/i.test(last) && /^(?:school\s+)?certificate\b/i.test(line)) ||
  (/\b(?:bachelor|master)s?(?: of)? business$/i.test(last) && /^administration\b/i.test(line));

const SCHOOL_KIND = '(?:University|College|Institute|School|Academy|Polytechnic)';
/** "University of Business, Sonapur", "Shitalpur Government College": a school's kind early on. */
const SCHOOL_KIND_FIRST = new RegExp(String.raw`^(?:\p{Lu}\p{L}+\s+){0,2}${SCHOOL_KIND}\b`, 'u');
/** "Government College, Shitalpur": a school's last words, its place after them or not. */
const SCHOOL_TAIL = new RegExp(
  String.raw`^((?:\p{Lu}\p{Ll}+\s+){0,2})${SCHOOL_KIND}(?:,\s.*)?$`,
  'u',
);

/**
 * "Master of Business Administration   Surma" / "University of Business, Sonapur": a school's
 * first words in the cell beside the degree, the rest wrapped under them. The cell holds a word
 * or two that name no field or degree, and the next line starts with the school's kind.
 */
function schoolWrapped(last: string, line: string): boolean {
  const cells = last.split(/\s{3,}|\s+\|\s+/);
  const start = cells.at(-1)!;
  return (
    cells.length >= 2 &&
    isDegree(cells[0]!) &&
    /^\p{Lu}[\p{L}.'-]+(?: \p{Lu}[\p{L}.'-]+)?$/u.test(start) &&
    !isDegree(start) &&
    !INSTITUTION.test(start) &&
    !isFieldOf('', start) &&
    !findDateRange(line) &&
    SCHOOL_KIND_FIRST.test(line)
  );
}

/**
 * "… Finance & Banking at Shitalpur   Jan 2014 - Jan 2015" / "University": the school's last word
 * wrapped under the dates' line, its place after it or not; after a comma ("… (Business
 * Studies), Shitalpur   2007 – 2009" / "Government College, Shitalpur"), its last words.
 */
function schoolTailWrapped(beforeDates: string, line: string): boolean {
  const tail = SCHOOL_TAIL.exec(line);
  return (
    tail !== null &&
    /\s\p{Lu}\p{Ll}+$/u.test(beforeDates) &&
    (tail[1] === '' || /,\s+\p{Lu}\p{Ll}+$/u.test(beforeDates))
  );
}

/**
 * Education lines as written before a narrow column wrapped them: a line that ends in a comma
 * goes on in the next, and so does a school's name whose next line starts with a joining word
 * ("Meghna University of Science" / "and Technology"), put back before the dates beside it.
 */
function joinWrappedEducation(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines.map(clean)) {
    const last = out[out.length - 1];
    // "… Karnaphuli Col- 2009 – 2013" / "lege, Sonapur.": the dates beside a broken word.
    const range = last === undefined ? null : findDateRange(last);
    const beforeDates = range && last!.slice(0, range.index).replace(/[\s|]+$/, '');
    if (last !== undefined && last.endsWith(',') && line !== '') {
      out[out.length - 1] = `${last} ${line}`;
    } else if (last !== undefined && /\p{Ll}-$/u.test(last) && /^\p{Ll}/u.test(line)) {
      // "… Science and Tech-" / "nology, Rupnagar": a word the typesetter broke at the line's end.
      out[out.length - 1] = joinWrapped(last, line);
    } else if (last !== undefined && /\p{Lu}{2}-$/u.test(last) && /^\p{Lu}{2}/u.test(line)) {
      // "MEGHNA UNIVERSITY OF SCI-" / "ENCE AND TECHNOLOGY": the same in capitals.
      out[out.length - 1] = `${last.slice(0, -1)}${line}`;
    } else if (beforeDates && /\p{Ll}-$/u.test(beforeDates) && /^\p{Ll}/u.test(line)) {
      // "Col-" / "lege": a school's word is whole again without its hyphen.
      const whole = `${beforeDates.slice(0, -1)}${line}`;
      const joined = INSTITUTION.test(whole) ? whole : joinWrapped(beforeDates, line);
      out[out.length - 1] = `${joined} | ${last!.slice(range.index)}`;
    } else if (beforeDates && schoolTailWrapped(beforeDates, line)) {
      out[out.length - 1] = `${beforeDates} ${line} | ${last!.slice(range.index)}`;
    } else if (last !== undefined && schoolWrapped(last, line)) {
      out[out.length - 1] = `${last} ${line}`;
    } else if (last !== undefined && brokenDegree(last, line)) {
      out[out.length - 1] = `${last} ${line}`;
    } else if (
      last !== undefined &&
      // "… Science" / "and Technology", "… University of" / "Business": a joining word on
      // either side of the break; after one, the line goes on however long.
      // "BSC IN COMPUTER SCIENCE AND" / "ENGINEERING": a degree's too, in any case.
      ((/^(?:and|of|for|&)\s/i.test(line) && line.split(/\s+/).length <= 5) ||
        last.split(' | ').some((cell) => /\s(?:and|of|for|in|&)$/i.test(cell))) &&
      !findDateRange(line) &&
      (INSTITUTION.test(last) || DEGREE.test(last)) &&
      // "Higher Secondary Certificate (Science) in" / "Shapla College": a theme printed the
      // degree's empty field; the school is on a line of its own.
      !(/\sin$/i.test(last) && INSTITUTION.test(line))
    ) {
      // "… of Science | Jan 2014 - Jan 2018": the name's end goes after the cell it ends, before
      // the dates' cell; "2014 – 2018 | … of Science and": after the last.
      const cells = last.split(' | ');
      const open = cells.findIndex((cell) => /\s(?:and|of|for|in|&)$/i.test(cell));
      const at = open >= 0 ? open : Math.max(cells.length - 2, 0);
      cells[at] = `${cells[at]} ${line}`;
      out[out.length - 1] = cells.join(' | ');
    } else {
      out.push(line);
    }
  }
  return out;
}

const DANGLING_DATE_LABEL =
  /(?:[,;]\s*)?\b(?:passing\s+year|year\s+of\s+passing|passed|year|session|graduat(?:ed|ion)(?:\s+year)?)\s*[:：]\s*(?=[,;]|\s*$)/gi;

/**
 * A line without its dates and the marks around them ("(2019)", "| 2014 - 2018"); a bracket the
 * text itself opened keeps its close ("Higher Secondary Certificate (Science)   2012 - 2014").
 */
function withoutDates(line: string, range: DateRange): string {
  // "Passing Year: 2018, CGPA: 3.40": the label goes with its date.
  const rest = trimEnds(clean(besideRange(line, range).replace(DANGLING_DATE_LABEL, '')), {
    start: /[(,|–\s-]/,
    end: /[(),|–:\s-]/,
  });
  return openBracket(rest) ? `${rest})` : rest;
}

/** "Rupnagar", "Sylhet, Bangladesh": a note of a name or two that may be a place. */
const isPlaceNote = (note: string) =>
  /^[\p{Lu}][\p{L} .'-]+(?:,\s*[\p{Lu}][\p{L} .'-]+)?$/u.test(note) &&
  note.length < 40 &&
  // "Graduated with honours." ends a sentence, which no place does.
  !/\p{Ll}{2}\.$/u.test(note);

/**
 * "Surma University   Karnaphuli College" over "Jan 2013 - Jan 2015   Jan 2009 - Jan 2013":
 * schools set side by side open with a row of their names over a row of their dates.
 */
const opensCards = (rows: string[][], at: number) =>
  rows[at + 1]?.length === rows[at]!.length &&
  rows[at + 1]!.every(isDatesOnly) &&
  !rows[at]!.every(isDatesOnly);

export function readEducation(cardLines: string[]): ResumeEducation[] {
  const lines = cardsOneByOne(cardLines, opensCards);
  const entries: ResumeEducation[] = [];
  let current: ResumeEducation | null = null;
  type Lead = { text: string; entry: ResumeEducation };
  let lead: Lead | null = null;
  // A short line first read as the entry's place or note, then found to be part of a degree.
  const dropLead = ({ text, entry }: Lead) => {
    if (entry.location === text) entry.location = '';
    else entry.description = entry.description.slice(0, -text.length).trim();
  };
  const fresh = (): ResumeEducation => ({
    degree: '',
    institution: '',
    location: '',
    startDate: '',
    endDate: '',
    description: '',
  });
  const joined = joinWrappedEducation(lines).map(stripBullet);
  for (const line of joined) {
    if (line === '') continue;
    const range = findDateRange(line);
    // "BSc: Computer Science (CGPA 3.78 / 4.00. Thesis on …", "BSc - CSE, GPA: 3.78": a grade
    // beside the degree is a note of its own, not the degree's words.
    // "at Meghna University …": the word that joined the school to its degree above.
    const text = (range ? withoutDates(line, range) : line)
      .replace(/^(?:at|from)\s+(?=\p{Lu})/u, '')
      .replace(/\s*\(((?:c?gpa|grade|result)\b[^)]*)\)?/i, ' | $1')
      .replace(/,?\s+((?:c?gpa|grade|result)\s*:.*)$/i, ' | $1');
    const parts = text
      .split(/\s*[|–—]\s*|\s+[-·]\s+|,\s+(?=[A-Z])|\t|\s{3,}/)
      // "Master of Development Studies -", "… Certificate (Science) in": a dash or a joining
      // word left before a field the CV leaves out.
      // "2014 – 2018 | • BSc …": a bullet after a date column marks the cell it opens.
      .map((p) => stripBullet(p.trim()).replace(/\s+(?:-|in)$/, ''))
      .filter(Boolean)
      .flatMap((part) => degreeAndSchool(part) ?? [part]);
    // "Cambridge, MA, USA" names a place, not a Master of Arts.
    const named = isKnownPlace(text) && !DEGREE.test(text) ? undefined : parts.find(isDegree);
    // "Computer Science, BSc, Meghna University" and "BSc - Computer Science": the field of a
    // degree that names none beside it. "BSc | Meghna University, Computer Science": after the
    // school when the degree is set in a column before it (RenderCV's).
    const at = named ? parts.indexOf(named) : -1;
    const field =
      named &&
      [
        parts[at - 1],
        parts[at + 1],
        INSTITUTION.test(parts[at + 1] ?? '') ? parts[at + 2] : undefined,
      ].find((part) => part !== undefined && isFieldOf(named, part));
    // "Textile Engineering" / "BSc": a theme's field of study printed over the degree.
    const fieldAbove: Lead | null =
      named &&
      !field &&
      lead &&
      lead.entry === current &&
      !current.degree &&
      isFieldOf(named, lead.text)
        ? lead
        : null;
    const degree: string | undefined =
      named && (field || fieldAbove) ? withField(named, field || fieldAbove!.text) : named;
    if (fieldAbove) dropLead(fieldAbove);
    const institution: string | undefined =
      parts.find(
        (part) =>
          INSTITUTION.test(part) && part !== degree && !isTableHeader(part) && !isSentence(part),
      ) ?? (degree ? schoolAfter(parts, degree) : schoolOf(text));
    // "January 2012 – January 2014" or "Economics   2011 – 2015" over "Shapla College   HSC":
    // dates set over their entry open it, once the entry before holds its own.
    const datesOnly = range !== null && text === '';
    if (
      range &&
      (text === '' || isFieldOf('', text)) &&
      current?.endDate &&
      current.degree &&
      current.institution
    ) {
      entries.push(current);
      current = fresh();
    }
    if ((degree && current?.degree) || (institution && current?.institution) || !current) {
      if (degree || institution || !current) {
        if (current && (current.degree || current.institution)) entries.push(current);
        current = fresh();
      }
    }
    // "C.S." / "Bhola Technical University": the short line just above a school line that names
    // no degree is the school's degree or board ("CBSE"), also when it was first read as a note
    // of the entry before, which its date had already closed.
    if (
      institution &&
      !degree &&
      !current.degree &&
      lead &&
      text.length <= 80 &&
      !DEGREE.test(text) &&
      // "CGPA 3.62/4.00" under the degree above is its grade; "Major: Finance", "Thesis: …" are
      // notes on it.
      !/\b(?:c?gpa|grade|result|division)\b|\d\.\d/i.test(lead.text) &&
      !/^\p{L}[\p{L} ]{1,24}:\s/u.test(lead.text) &&
      (lead.entry === current || lead.entry.endDate !== '')
    ) {
      current.degree = lead.text;
      dropLead(lead);
    }
    // "Computer Science and Engineering" / "Jan 2014 – Jan 2018" / "BSc": dates between them
    // part no field from its degree.
    if (!datesOnly) lead = null;
    if (degree) current.degree = degree;
    if (institution) current.institution = institution;
    if (range && !current.endDate) {
      current.startDate = range.start;
      current.endDate = range.end;
    }
    const other: string[] = parts.filter(
      (part) => part !== named && part !== field && part !== institution,
    );
    // "BSc in CSE, Rupnagar College, Khulna, Bangladesh, CGPA 3.6": what a degree's or a
    // school's line holds besides them is its place or a note on it.
    if ((degree || institution) && other.length > 0) {
      const rest = other.join(', ');
      // "Meghna University, Rupnagar": a name after the school's comma is where it stands.
      const beside = institution && !degree && !isFieldOf('', rest) && isPlaceNote(rest);
      // "Rajshahi. Passing Year: 2018, CGPA: 3.40": a known place first, a note after it.
      const [first = '', ...notes] = other;
      const place = first.replace(/(?<=\p{L}{3})\.$/u, '');
      if (!current.location && (isKnownPlace(rest) || beside)) current.location = rest;
      else if (!current.location && notes.length > 0 && isKnownPlace(place)) {
        current.location = place;
        current.description = [current.description, notes.join(', ')].filter(Boolean).join('\n');
      } else current.description = [current.description, rest].filter(Boolean).join('\n');
      // "Shitalakshya College - Economics" / "Bachelor of Social Science": the field beside the
      // school is the degree's, when the degree follows.
      if (!degree && !current.degree && other.length === 1 && isFieldOf('', rest)) {
        lead = { text: rest, entry: current };
      }
    }
    // "BSc" / "Computer Science and Engineering": a degree printed apart from its field.
    // "Higher Secondary Certificate" / "(Science) in", with its empty field after it, or
    // "Master of Business Administration" / "in Accounting": a field a narrow column wrapped.
    const fieldBelow = text.replace(/\s+in$/, '').replace(/^in\s+(?=\p{Lu})/u, '');
    if (
      !degree &&
      !institution &&
      !range &&
      current.degree &&
      isFieldOf(current.degree, fieldBelow)
    ) {
      current.degree = withField(current.degree, fieldBelow);
      continue;
    }
    if (!degree && !institution && other.length > 0) {
      const note: string = other.join(', ');
      const words = note.split(/\s+/).length;
      // "C.S." is a degree; "Graduated with honours." is a sentence.
      const short =
        /^\p{Lu}/u.test(note) && !/:$/.test(note) && words <= (/\.$/.test(note) ? 2 : 10);
      // "Computer Science and Engineering   2014 – 2018" over "Meghna University   BSc": a
      // field beside the dates may be the degree's below.
      if ((!range || isFieldOf('', note)) && short && !isKnownPlace(note)) {
        lead = { text: note, entry: current };
      }
      if (!current.location && other.length === 1 && isPlaceNote(note)) {
        current.location = note;
      } else {
        current.description = [current.description, note].filter(Boolean).join('\n');
      }
    }
  }
  if (current && (current.degree || current.institution)) entries.push(current);
  // "Electrical engineering" / "VSSUT, Burla": a section naming nothing our words know still
  // holds a course and a school, in the order CVs most often give them.
  const [course, school] = joined.filter(Boolean);
  if (
    entries.length === 0 &&
    course &&
    school &&
    [course, school].every((line) => isHeaderish(line) && !findDateRange(line))
  ) {
    entries.push({ ...fresh(), degree: course, institution: school.replace(/\s+-(?:\s.*)?$/, '') });
  }
  // "UC Berkeley   2019": a school our words miss was read as a place; a place has a comma.
  for (const entry of entries) {
    if (
      !entry.institution &&
      entry.location &&
      !entry.location.includes(',') &&
      !isKnownPlace(entry.location)
    ) {
      entry.institution = entry.location;
      entry.location = '';
    }
  }
  return entries;
}
