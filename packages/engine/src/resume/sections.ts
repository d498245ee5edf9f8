import { findSkills } from '../skills/find-skills';
import type { ResumeSection, ResumeSectionKind } from '../types';
import {
  BANGLA_HEADINGS,
  EXPERIENCE_LIKE_HEADING,
  HEADINGS,
  INLINE_HEADINGS,
  LABELLED,
  PROSE_HEADINGS,
} from './lexicon';

/**
 * Splits a CV into its sections by their headings, in whatever order they come. A heading is a
 * short line naming a section ("WORK EXPERIENCE", "Academic Qualifications:"); for a few kinds
 * it may share the line with its content ("Skills: Java, SQL").
 */

// Looked up by a line's normalised text: "co-curricular activities" as "co curricular activities".
const byHeading = new Map<string, ResumeSectionKind>(
  HEADINGS.flatMap(([kind, names]) => names.map((name) => [normalise(name), kind] as const)),
);

/** Bangla headings, looked up as written (without a closing colon). */
const byBanglaHeading = new Map<string, ResumeSectionKind>(
  BANGLA_HEADINGS.flatMap(([kind, names]) => names.map((name) => [name, kind] as const)),
);

/** The headings without their spaces, for headings set letter by letter ("S K I L L S"). */
const bySpacelessHeading = new Map<string, ResumeSectionKind>(
  [...byHeading].map(([name, kind]) => [name.replace(/ /g, ''), kind] as const),
);

/**
 * "W O R K E X P E R I E N C E", "E D U C AT I O N", "W ork E xperience": a heading drawn with
 * wide letter spacing or small capitals, which the PDF's text gives with a space between letters
 * (and between words no wider one).
 */
const isLetterSpaced = (line: string) => {
  const words = line.split(' ');
  const letters = words.filter((word) => /^\p{L}$/u.test(word)).length;
  return (
    // A pair of letters kerned closer stays together ("AWA R D S").
    (words.length >= 3 &&
      words.every((word) => /^\p{L}{1,2}$/u.test(word) || /^\p{Lu}{3}$/u.test(word)) &&
      letters * 2 > words.length) ||
    /^(?:\p{Lu} \p{Ll}+)(?: \p{Lu} \p{Ll}+)*$/u.test(line)
  );
};

function normalise(text: string): string {
  return (
    text
      .toLowerCase()
      // "Reference (s)", "Skill(s)": the plural in brackets.
      .replace(/\s*\(s\)/g, 's')
      .replace(/[&/]/g, ' and ')
      .replace(/[^a-z\s-]/g, ' ')
      .replace(/-/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      // "Extra curricular" and "Extra-curricular" meet.
      .replace(/^extra curricular/, 'extracurricular')
  );
}

/** The section a line opens, and any content after an inline heading. */
export function headingOf(
  line: string,
): { kind: ResumeSectionKind; heading: string; rest: string } | null {
  const trimmed = line.trim().replace(/^[#*•\s]+/, '');
  if (trimmed === '' || trimmed.length > 60) {
    return trimmed.length > 60 ? inlineHeading(trimmed) : null;
  }
  // "Project 1" and "Project: 2" name an item, never a section; "2. Education" is a heading.
  const bare = trimmed.replace(/^(?:\d{1,2}|[ivx]{1,4})[.)]\s+/i, '');
  const bangla = byBanglaHeading.get(bare.replace(/[:：\s]+$/, '').replace(/\s+/g, ' '));
  if (bangla) return { kind: bangla, heading: bare.replace(/[:\s]+$/, ''), rest: '' };
  const key = normalise(bare.replace(/[:\-–—]+\s*$/, ''));
  // "Other Technical Skills" is a heading; "… other technologies." ends a sentence.
  const other = key.replace(/^(?:other|additional) /, '');
  const kind = /\d/.test(bare)
    ? undefined
    : (byHeading.get(key) ??
      byHeading.get(key.replace(/^(?:my|key|top|relevant) /, '')) ??
      (PROSE_HEADINGS.has(other) ? undefined : byHeading.get(other)) ??
      joinedHeadings(key, bare) ??
      (bare === bare.toUpperCase() && !/:/.test(bare) ? misspelt(key) : undefined) ??
      (EXPERIENCE_LIKE_HEADING.test(key) && isHeadingCase(bare)
        ? // "Projects Experience" lists projects, as "Project Experience" does.
          /\bprojects?\b/.test(key)
          ? 'projects'
          : 'experience'
        : undefined) ??
      // "Open Source Projects", "Freelance Projects": projects of a kind.
      (/^(?:[a-z]+ ){1,2}projects$/.test(key) && isHeadingCase(bare) ? 'projects' : undefined) ??
      (isLetterSpaced(bare) ? bySpacelessHeading.get(key.replace(/ /g, '')) : undefined));
  if (kind) return { kind, heading: bare.replace(/[:\s]+$/, ''), rest: '' };
  return inlineHeading(trimmed);
}

/**
 * "Interests and Activities", "Honors-Awards": two headings joined, read as the first of them.
 * In capitals a heading may be joined by any one word ("SKILLS & PROFICIENCY").
 */
function joinedHeadings(key: string, bare: string): ResumeSectionKind | undefined {
  const hyphened = /^[A-Za-z]+-[A-Za-z]+$/.test(bare) ? key.replace(' ', ' and ') : key;
  const [first, second, ...more] = hyphened.split(' and ');
  if (second === undefined || more.length > 0) return undefined;
  const joinsHeading =
    byHeading.has(second) || (bare === bare.toUpperCase() && /^[a-z]+$/.test(second));
  return joinsHeading ? byHeading.get(first!) : undefined;
}

/** "ON CAMPUS INVOLVEMENT", "Volunteer and Leadership Experience": set as a heading, not prose. */
const isHeadingCase = (text: string) =>
  text === text.toUpperCase() ||
  text
    .split(/\s+/)
    .every((word) => /^[\p{Lu}&-]/u.test(word) || /^(?:and|of|on|in|the)$/.test(word));

/**
 * "ACADEMEIC CREDENTIALS": a heading in capitals one typo away from a known one of ten letters
 * or more; shorter ones are too close to other words. With a colon it may be a label inside a
 * job ("ACHIEVEMENT:"), so only a heading standing alone counts.
 */
function misspelt(key: string): ResumeSectionKind | undefined {
  if (key.length < 10) return undefined;
  for (const [name, kind] of byHeading) {
    if (name.length >= 10 && Math.abs(name.length - key.length) <= 1 && oneEditApart(name, key)) {
      return kind;
    }
  }
  return undefined;
}

/** One letter inserted, dropped, changed, or two neighbours swapped. */
function oneEditApart(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const rest = (x: number, y: number) => a.slice(i + x) === b.slice(i + y);
  return (
    rest(1, 1) || rest(1, 0) || rest(0, 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(2, 2))
  );
}

function inlineHeading(line: string) {
  // "EDUCATION   Surma University …": a heading in a column of its own, beside what it heads.
  // In capitals it stands apart from what follows by its case alone ("VOLUNTEERING Kashbon …").
  const beside =
    /^([A-Za-z][A-Za-z &/-]{2,40}?)\s{3,}(\S.*)$/.exec(line) ??
    /^([A-Z][A-Z &/-]{2,40}?)\s+([A-Z][a-z].*)$/.exec(line);
  const besideKind = beside && byHeading.get(normalise(beside[1]!));
  if (beside && besideKind) {
    return { kind: besideKind, heading: beside[1]!.trim(), rest: beside[2]!.trim(), beside: true };
  }
  const match = /^([A-Za-z][A-Za-z &/-]{2,40}?)\s*[:：]\s*(.+)$/.exec(line);
  if (!match) return null;
  const kind = byHeading.get(normalise(match[1]!));
  if (!kind || !INLINE_HEADINGS.has(kind)) return null;
  return { kind, heading: match[1]!.trim(), rest: match[2]!.trim() };
}

/**
 * An inline heading that labels a field of the current section rather than opening one: inside
 * a skills list "Languages: Python, Java" is a group of skills, and inside a job or a project
 * "Technologies: J2EE, Oracle" lists what it used. Only a label naming skills leaves a job.
 */
const isEntryField = (label: string, current: ResumeSection | null) =>
  current?.kind === 'skills' || (inEntries(current) && !/skill/i.test(label));

const inEntries = (current: ResumeSection | null) =>
  current?.kind === 'experience' || current?.kind === 'projects';

/**
 * "… experience in Dot Net" / "Technologies": such a word ending a long line of prose the PDF
 * wrapped is not a heading. In capitals, or any other heading, it is one wherever it stands;
 * after a whole list ("React, Jest, Git" / "Projects") or a row of cells it opens the next
 * section.
 */
const wraps = (previous: string, line: string) =>
  // "… conveys information verbally and in" / "writing.": a sentence's end is no heading.
  (/^\p{Ll}.*\.$/u.test(line.trim()) &&
    previous.trim().length >= 60 &&
    !/[.:;!?]\s*$/.test(previous)) ||
  (PROSE_HEADINGS.has(normalise(line)) &&
    line !== line.toUpperCase() &&
    previous.trim().length >= 60 &&
    !/[.:;!?]\s*$/.test(previous) &&
    // "… Technology, Rupnagar   2020 – 2024": a row of cells is no prose running on.
    !/\S(?: {3,}| \| )\S/.test(previous) &&
    // "Git · Docker | Figma": marks no sentence is written with.
    !/\s[·|•]\s/.test(previous) &&
    (/,\s*$/.test(previous) ||
      /,/.test(line) ||
      // "Bangla (Native) , English (Fluent) , Chakma": a list's marks among its words.
      (previous.match(/[,;|•]/g)?.length ?? 0) <
        previous.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length / 3));

/**
 * "Project 1:" under skills or additional information starts the list of projects that the CV
 * gave no heading; inside a job or the projects it is one more item of them.
 */
const opensProjects = (line: string, current: ResumeSection | null) =>
  current !== null &&
  !inEntries(current) &&
  /^project\s*(?:no\.?|#)?\s*\d{1,2}\s*[:.-]?$/i.test(line.trim());

/**
 * "Additional Information" gathers what a CV had no section for, each part opened by its own
 * heading at the start of a line: "Activities: Alpha Sigma Phi …", "AWARDS AND RECOGNITION 2016
 * Gold Level Award …", "Awards & Honors Computerworld …". Inside it such a heading opens its
 * section, with the rest of the line as its first content.
 */
const gathersOthers = (section: ResumeSection) =>
  section.kind === 'other' && /^(?:additional|other) information$/i.test(section.heading);

function headingInside(line: string): ReturnType<typeof headingOf> {
  const trimmed = line.trim().replace(/^[#*•\s]+/, '');
  const named = (text: string) => {
    const found = headingOf(text) ?? headingOf(text.split(',')[0]!);
    return found && found.rest === '' && found.kind !== 'other' ? found : null;
  };
  // "Activities: …" labelled, or "AWARDS AND RECOGNITION 2016 …" in capitals before the rest.
  const heads = [
    /^([A-Za-z][A-Za-z ,&/-]{2,50}?)\s*:\s*\S/.exec(trimmed)?.[1],
    /^((?:[A-Z][A-Z&/,-]*\s+){0,5}?[A-Z][A-Z&/,-]+)\s+(?:[^\sA-Z]|[A-Z][a-z])/.exec(trimmed)?.[1],
  ];
  for (const head of heads) {
    const found = head === undefined ? null : named(head);
    if (found) return { ...found, rest: trimmed.slice(head!.length).replace(/^\s*:?\s*/, '') };
  }
  // In title case the heading is the longest run of its first words that names one.
  const words = trimmed.split(/\s+/);
  for (let count = Math.min(4, words.length - 1); count >= 1; count--) {
    const head = words.slice(0, count);
    if (!head.every((word) => /^(?:\p{Lu}|&$|and$|of$)/u.test(word))) continue;
    // "COMMUNITY/VOLUNTEER SERVICE": a word in capitals after it is still the heading's.
    if (!/^(?:\p{Lu}\p{Ll}|\d)/u.test(words[count]!)) continue;
    const found = named(head.join(' '));
    if (found) return { ...found, rest: words.slice(count).join(' ') };
  }
  return null;
}

/** A word or three in capitals and nothing else: how a heading in small capitals reads. */
const inCapitals = (line: string) =>
  /^\p{Lu}[\p{Lu}&/-]*(?: [\p{Lu}&/-]+){0,2}$/u.test(line) && line.length <= 30;

/** The title a CV opens with, which no section is named by. */
const CV_TITLE = /^(?:curriculum vitae|r[ée]sum[ée])$/i;

/**
 * "PERSONAL" / "INFORMATION", "TRAINING &" / "CERTIFICATION": a heading in capitals that a
 * narrow column wrapped, as one line again, when the whole names a section or is the CV's title.
 */
function withWrappedHeadingsJoined(lines: readonly string[]): string[] {
  const joined: string[] = [];
  for (let at = 0; at < lines.length; at += 1) {
    // The next lines in capitals (a blank line may part them: a label column's rows), where
    // the longest run of two or three reads as one heading.
    const parts: Array<{ text: string; at: number }> = [{ text: lines[at]!.trim(), at }];
    for (let next = at + 1; inCapitals(parts[0]!.text) && parts.length < 3; next += 1) {
      const text = lines[next]?.trim();
      if (text === '' && next === parts.at(-1)!.at + 1) continue;
      if (text === undefined || !inCapitals(text)) break;
      parts.push({ text, at: next });
    }
    // A heading the lexicon names word for word: "VAT" / "EXPERIENCE", a skill over a heading,
    // would read as "… Experience", a heading of a kind.
    const run = [3, 2]
      .filter((count) => parts.length >= count)
      .map((count) => parts.slice(0, count))
      .map((taken) => ({
        whole: wholeHeading(taken.map((part) => part.text)),
        end: taken.at(-1)!.at,
      }))
      .find(({ whole }) => CV_TITLE.test(whole) || byHeading.has(normalise(whole)));
    joined.push(run?.whole ?? lines[at]!);
    at = run?.end ?? at;
  }
  return joined;
}

/** "EXTRA-" / "CURRICULAR" / "ACTIVITIES" as "EXTRA-CURRICULAR ACTIVITIES". */
const wholeHeading = (parts: string[]) =>
  parts.reduce((whole, part) => (whole.endsWith('-') ? whole + part : `${whole} ${part}`));

/** The lines before the first heading (name, contact) and the sections after. */
export function splitSections(lines: string[]): { header: string[]; sections: ResumeSection[] } {
  const header: string[] = [];
  const sections: ResumeSection[] = [];
  let current: ResumeSection | null = null;
  let previous = '';
  // Under "Additional Information", until the next heading of the CV's own.
  let gathering = false;
  for (const line of withWrappedHeadingsJoined(lines)) {
    const wrapped = wraps(previous, line);
    const own = wrapped ? null : headingOf(line);
    const heading: ReturnType<typeof headingOf> =
      own ?? (gathering && !wrapped ? headingInside(line) : null);
    previous = line;
    if (opensProjects(line, current)) {
      current = { kind: 'projects', heading: 'Projects', lines: [line] };
      sections.push(current);
    } else if (
      heading &&
      !(heading.rest && !('beside' in heading) && isEntryField(heading.heading, current)) &&
      // JSON Resume themes label each job's bullets "Highlights".
      !(/^highlights$/i.test(heading.heading) && inEntries(current))
    ) {
      current = { kind: heading.kind, heading: heading.heading, lines: [] };
      sections.push(current);
      if (heading.rest) current.lines.push(heading.rest);
      // "Certifications: …" labelling a line of its own under it goes on gathering.
      if (own && !(gathering && own.rest)) gathering = gathersOthers(current);
    } else if (current) {
      current.lines.push(line);
    } else {
      header.push(line);
    }
  }
  return { header, sections: sections.map(programmingAsSkills).map(profileAsSummary) };
}

/** "Languages: C, C++, C#" lists languages a computer speaks: skills, not languages spoken. */
function programmingAsSkills(section: ResumeSection): ResumeSection {
  if (section.kind !== 'languages') return section;
  const named = findSkills(section.lines.join('\n'));
  return named.some((skill) => skill.kind === 'hard') &&
    !named.some((skill) => skill.category === 'language')
    ? { ...section, kind: 'skills' }
    : section;
}

/**
 * "Personal Profile" lists a Bangladeshi CV's "Father's Name:", "Date of Birth:"; elsewhere it
 * heads the summary, a paragraph without labels.
 */
function profileAsSummary(section: ResumeSection): ResumeSection {
  if (!/^personal(?: profile)?$/i.test(section.heading)) return section;
  const lines = section.lines.filter((line) => line.trim() !== '');
  const text = lines.join(' ');
  return lines.length > 0 &&
    !lines.some((line) => LABELLED.test(line.trim())) &&
    text.split(/\s+/).length >= 15 &&
    /[.!?]/.test(text)
    ? { ...section, kind: 'summary' }
    : section;
}

/** The lines of every section of a kind, in the CV's order. */
export const linesOf = (sections: ResumeSection[], kind: ResumeSectionKind) =>
  sections.filter((section) => section.kind === kind).flatMap((section) => section.lines);
