import { headingOf } from './sections';

/**
 * The Europass CV of 2004 (its Word template, the europecv LaTeX class): every fact a row of a
 * two-column form, a label on the left ("Occupation or position held", "Name and address of
 * employer") and its value on the right, read as "label   value". Its rows are rewritten as the
 * CVs the readers know: each job or course one head with its dates, its organisation under it,
 * then what it holds; a personal detail as "Label: value"; a side label that names a section
 * ("Technical skills and competences", "Certificates") a heading over its value.
 */

type Field =
  'dates' | 'title' | 'duties' | 'employer' | 'sector' | 'degree' | 'subjects' | 'school' | 'level';

const ENTRY_FIELDS: Array<[RegExp, Field]> = [
  [/^dates?\b(?!\s+of\s)/i, 'dates'],
  [/^occupation or position held\b/i, 'title'],
  [/^main activities and responsibilities\b/i, 'duties'],
  [/^name and address of employer\b/i, 'employer'],
  [/^type of business or sector\b/i, 'sector'],
  [/^title of qualification awarded\b/i, 'degree'],
  [/^principal subjects\s*\/\s*occupational skills covered\b/i, 'subjects'],
  // The label is long, and its column often wraps it after "providing".
  [/^name and type of organi[sz]ation providing(?:\s+education and training)?/i, 'school'],
  [/^level in national or international classification\b/i, 'level'],
];

/** The half of the school's label that its column wrapped onto a line of its own. */
const LABEL_TAIL = /^education and training$/i;

/** The personal details' labels, each with the label a contact reader knows ('' for the name). */
const PERSONAL_FIELDS: Array<[RegExp, string]> = [
  [/^(?:first name\(s\)\s*\/\s*surname\(s\)|surname\(s\)\s*\/\s*first name\(s\))/i, ''],
  [/^address(?:\(es\))?(?=\s|$)/i, 'Address'],
  [/^telephone(?:\(s\))?(?=\s|$)/i, 'Phone'],
  [/^mobile(?=\s|$)/i, 'Mobile'],
  [/^fax(?=\s|$)/i, 'Fax'],
  [/^e-?mail(?:\(s\))?(?=\s|$)/i, 'E-mail'],
  [/^website(?:\(s\))?(?=\s|$)/i, 'Website'],
  [/^nationality(?=\s|$)/i, 'Nationality'],
  [/^date of birth(?=\s|$)/i, 'Date of birth'],
  [/^gender(?=\s|$)/i, 'Gender'],
];

/**
 * Side labels that name a section, each with the heading it stands for. Social and
 * organisational competences are told by where they were gained: clubs, causes, events.
 */
const SECTION_LABELS: Array<[RegExp, string]> = [
  [/^personal skills and competences$/i, 'Personal skills'],
  [/^desired employment\s*\/\s*occupational field\b/i, 'Desired employment'],
  [/^(?:technical|job[- ]related) skills and competences\b/i, 'Skills'],
  [/^computer skills and competences\b/i, 'Computer skills'],
  [/^(?:artistic|other) skills and competences\b/i, 'Other skills'],
  [/^(?:social|organi[sz]ational) skills and competences\b/i, 'Activities'],
  [/^other language\(s\)/i, 'Other language(s)'],
];

/** "Mother tongue(s)   Bangla, Hindi": the languages spoken natively. */
const MOTHER_TONGUE = /^mother tongues?(?:\(s\))?/i;

/**
 * The form's running footer: "Page 1/2 - Curriculum vitae of" / "Surname(s) First name(s)", "For
 * more information on Europass go to …", "© European Communities, 2003".
 */
const FOOTER =
  /\bcurriculum vitae of\b|for more information on europass|©\s*european (?:communities|union)/i;

/** The form's own title over the name: "Europass" / "Curriculum Vitae". */
const FORM_TITLE = /^(?:europass|curriculum|vitae|curriculum vitae|europass curriculum vitae)$/i;

/** A label's last word where its column wrapped it: "Main activities and" / "responsibilities". */
const OPEN_LABEL = /\s(?:and|or|of|the|providing|in|for|to)$/i;
/** "information", "education and training": a label's tail, in lower case. */
const LABEL_END = /^\p{Ll}+(?: \p{Ll}+){0,3}$/u;
/** "Personal", "Education and": a short label or heading of its own, in its own case. */
const LABEL_START = /^\p{Lu}[\p{L}()/ ]{0,40}$/u;

/** The form's labels and headings, which its narrow left column may wrap anywhere. */
const FORM_LABELS = [
  'Occupation or position held',
  'Main activities and responsibilities',
  'Name and address of employer',
  'Type of business or sector',
  'Title of qualification awarded',
  'Principal subjects / occupational skills covered',
  'Name and type of organisation providing education and training',
  'Level in national or international classification',
  'First name(s) / Surname(s)',
  'Desired employment / Occupational field',
  'Personal information',
  'Personal statement',
  'Work experience',
  'Education and training',
  'Personal skills and competences',
  'Technical skills and competences',
  'Computer skills and competences',
  'Social skills and competences',
  'Organisational skills and competences',
  'Artistic skills and competences',
  'Other skills and competences',
  'Additional information',
].map((label) => label.split(' '));

const startsWithWords = (line: string, words: string[]) =>
  line.toLowerCase().startsWith(words.join(' ').toLowerCase()) &&
  /^(?:\s|$)/.test(line.slice(words.join(' ').length));

/**
 * "Main activities and – Led a team … 1.2 million" / "responsibilities customers": a label the
 * column wrapped, whatever the gap beside it, as the label whole with the first line's value,
 * then what follows its tail on the next line.
 */
function wrappedLabel(line: string, next: string): [string, string] | null {
  for (const words of FORM_LABELS) {
    for (let cut = words.length - 1; cut >= 1; cut--) {
      const [head, tail] = [words.slice(0, cut), words.slice(cut)];
      if (
        startsWithWords(line, head) &&
        startsWithWords(next, tail) &&
        !startsWithWords(line, words)
      ) {
        const value = line.slice(head.join(' ').length).trim();
        return [
          [words.join(' '), value].filter(Boolean).join('   '),
          next.slice(tail.join(' ').length).trim(),
        ];
      }
    }
  }
  return null;
}

/**
 * The form's label column is narrow: a long label wraps ("Main activities and   - Led …" /
 * "responsibilities   - Cut …", "Personal" / "information"). Its words go back together on the
 * first line, the values beside its lines one under the other.
 */
function withLabelsJoined(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const known = wrappedLabel(lines[i]!.trim(), (lines[i + 1] ?? '').trim());
    if (known) {
      out.push(known[0], ...(known[1] ? [known[1]] : []));
      i++;
      continue;
    }
    const [label = '', ...values] = lines[i]!.trim().split(/\s{3,}/);
    const [tail = '', ...more] = (lines[i + 1] ?? '').trim().split(/\s{3,}/);
    const wrapped =
      LABEL_END.test(tail) &&
      label.split(' ').length <= 5 &&
      (OPEN_LABEL.test(label) ||
        (values.length === 0 && more.length === 0 && LABEL_START.test(label)));
    if (!wrapped) {
      out.push(lines[i]!);
      continue;
    }
    out.push(
      [`${label} ${tail}`, ...values].join('   '),
      ...(more.length > 0 ? [more.join('   ')] : []),
    );
    i++;
  }
  return out;
}

const fieldOf = (line: string) => {
  for (const [label, field] of ENTRY_FIELDS) {
    const match = label.exec(line);
    if (match) return { field, value: line.slice(match[0].length).trim() };
  }
  return null;
};

/** Whether the lines are such a form: a job's or a course's labels, or the name's. */
function isEuropass2004(lines: string[]): boolean {
  const fields = new Set(
    lines.flatMap((line) => {
      const field = fieldOf(line.trim())?.field;
      return field && field !== 'dates' ? [field] : [];
    }),
  );
  return fields.size >= 2 || lines.some((line) => PERSONAL_FIELDS[0]![0].test(line.trim()));
}

/**
 * "Certificates   Certified Kubernetes …", "Awards Engineer of the Year": a side heading of a
 * word or three and the first line of its section beside it, a gap or a space apart.
 */
function sideHeading(line: string): [string, string] | null {
  const [first, ...rest] = line.split(/\s{3,}/);
  if (rest.length > 0) return headingOf(first!) ? [first!, rest.join('   ')] : null;
  // A space apart, only a list's heading: "Profile" or "Links" beside a value is a detail.
  const words = line.split(' ');
  for (let cut = 1; cut <= Math.min(3, words.length - 1); cut++) {
    const value = words.slice(cut).join(' ');
    const kind = headingOf(words.slice(0, cut).join(' '))?.kind;
    if (/^[\p{Lu}\d]/u.test(value) && kind && kind !== 'other' && kind !== 'summary') {
      return [words.slice(0, cut).join(' '), value];
    }
  }
  return null;
}

/** One job or course of the form, as the lines a reader of entries expects. */
function entryLines(fields: Partial<Record<Field, string[]>>): string[] {
  const [dates = '', ...moreDates] = fields.dates ?? [];
  const joined = (field: Field) => (fields[field] ?? []).join(', ');
  const head = [joined('title') || joined('degree'), [dates, ...moreDates].join(' ')];
  return [
    head.filter(Boolean).join('   '),
    ...[joined('employer') || joined('school')].filter(Boolean),
    ...(fields.duties ?? []),
    ...(fields.subjects ?? []),
    '',
  ];
}

/** The first words of the form's own labels, which no other CV opens lines with. */
const FORM_OPENING =
  /^\s*(?:occupation or position|main activities and|name and address of|title of qualification|name and type of organi[sz]ation|principal subjects|(?:first name|surname)\(s\))/i;

export function withEuropass2004Read(read: string[]): string[] {
  // Most CVs are no such form: they are let through before the labels are looked for.
  if (read.filter((line) => FORM_OPENING.test(line)).length < 2) return read;
  const lines = withLabelsJoined(read);
  if (!isEuropass2004(lines)) return read;
  const out: string[] = [];
  let entry: Partial<Record<Field, string[]>> | null = null;
  let field: Field | null = null;
  const flush = () => {
    if (entry) out.push(...entryLines(entry));
    entry = null;
    field = null;
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (FOOTER.test(line)) continue;
    const found = fieldOf(line);
    if (found) {
      if (found.field === 'dates' || !entry) flush();
      entry ??= {};
      field = found.field;
      if (found.value) (entry[field] ??= []).push(found.value);
      continue;
    }
    if (entry && (line === '' || (field === 'school' && LABEL_TAIL.test(line)))) continue;
    const label = SECTION_LABELS.find(([pattern]) => pattern.test(line));
    // A heading ends the entry; a line under a field goes on with it.
    if (!label && entry && !headingOf(line) && !MOTHER_TONGUE.test(line)) {
      (entry[field!] ??= []).push(line);
      continue;
    }
    flush();
    const mother = MOTHER_TONGUE.exec(line);
    // "Mother tongue(s) Other language(s) Bangla": the rows' labels read before the value.
    const others = /^other language\(s\)\s*/i.exec(line.slice(mother?.[0].length).trim());
    const natives = line.slice(mother?.[0].length).trim().slice(others?.[0].length);
    if (mother && natives) {
      out.push('Languages', ...natives.split(/\s*[,;]\s*/).map((name) => `${name} (Native)`));
      if (others) out.push('', 'Other language(s)');
      continue;
    }
    if (label) {
      const value = line.replace(label[0], '').trim();
      // A blank first: the section before may be of the same kind, and its list is over.
      out.push('', label[1], ...(value ? [value] : []));
      continue;
    }
    const personal = PERSONAL_FIELDS.find(([pattern]) => pattern.test(line));
    if (personal) {
      const value = line.replace(personal[0], '').trim();
      // The labels stacked with their values in a column apart leave the values to be found.
      if (value) out.push(personal[1] ? `${personal[1]}: ${value}` : value);
      continue;
    }
    if (out.length === 0 && FORM_TITLE.test(line)) continue;
    // "Certificates   Certified Kubernetes …": a section's heading, its first line beside it.
    const beside = sideHeading(line);
    if (beside) out.push(...beside);
    else out.push(raw);
  }
  flush();
  return out;
}
