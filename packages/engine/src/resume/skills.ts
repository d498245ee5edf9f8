import { trimEnds } from '../text/trim';
import { findDateRange } from './dates';
import { canonicalSkill, findSkills, skillOccurrences } from '../skills/find-skills';
import { clean, isBullet, stripBullet } from './lines';
import { isLanguageName } from './languages';
import { headingOf } from './sections';
import { joinWrapped } from './normalise';
import {
  BULLET,
  ENTRY_HEADING,
  GROUP_NAME,
  PLAIN_GROUP,
  LIST_SEPARATORS,
  NO_SKILLS_INSIDE,
  ITEM_BREAK,
  GENERIC_ACTION,
  EMPLOYER_NAME,
  SKILL_LEVEL,
  SKILL_LEVEL_AFTER,
  SKILL_LEVEL_GROUP,
  SKILL_LEVEL_LEAD,
  SKILL_LEVEL_LABELLED,
  MIN_LEVELLED_SKILLS,
  WRAPPED_LINE,
} from './lexicon';

/** The label of a group of skills: it names the kind, not a skill. */
const GROUP_WORDS =
  '(?:professional|technical|soft|personal|core|interpersonal|computer|it|other|key|general|functional|transferable|hard|additional)(?:\\s+(?:skills?|competenc(?:y|ies)|expertise))?';
/** The label alone on its line. */
const GROUP_LABEL = new RegExp(`^${GROUP_WORDS}:?$`, 'i');
/** "Professional | Financial Reporting, IFRS": the label in a table's cell before its list. */
const GROUP_CELL = new RegExp(`^${GROUP_WORDS}\\s*\\|\\s*(?=\\S)`, 'i');

/** Skills: a list's items as the CV writes them, without levels, labels and lead-ins. */

/** "(Backup" waits for its ")" on a later line. */
const unclosed = (line: string) =>
  (line.match(/[({]/g)?.length ?? 0) > (line.match(/[)}]/g)?.length ?? 0);

/**
 * "Version Control Git, SVN": a table's group name and its skills, the gap between the columns
 * lost. How long the group name is when a skill follows it ("Cloud Computing" has none).
 */
function groupNameLength(line: string): number {
  const plain = PLAIN_GROUP.exec(line);
  // "Databases I designed …" is a sentence.
  if (plain && /^(?!(?:I|We|My|Our|The)\b)[\p{Lu}\d.]/u.test(line.slice(plain[0].length))) {
    return plain[0].length;
  }
  const match = GROUP_NAME.exec(line);
  return match && skillOccurrences(line.slice(match[0].length))[0]?.at === 0 ? match[0].length : 0;
}

/**
 * The lines of a skills list with wrapped items put back together: a list line that stops
 * without a comma ("… Microservices" / "Architecture, …"), inside brackets, or a bullet whose
 * next line goes on in lower case continues on the next line, unless a blank line parts them,
 * which a PDF's wrapping never does.
 */
function unwrapList(lines: string[]): string[] {
  const out: string[] = [];
  const cleaned = lines.map(clean);
  const widest = Math.max(0, ...cleaned.map((line) => line.length));
  // "• Expert TypeScript, React": a level leads its group, after the list's mark or not.
  const levelled = cleaned.some((line) => SKILL_LEVEL_GROUP.test(stripBullet(line)));
  const withoutLevel = (line: string) => {
    const mark = BULLET.exec(line)?.[0] ?? '';
    return mark + line.slice(mark.length).replace(SKILL_LEVEL_LEAD, '');
  };
  let blank = false;
  let above = '';
  for (const raw of cleaned) {
    if (raw === '') {
      blank = true;
      continue;
    }
    const last = out[out.length - 1];
    const wrapped =
      !blank &&
      last !== undefined &&
      // A list line ending in a closed bracket ended with its item; one that stops short of the
      // margin ended with it too ("Tally, Excel, VAT" / "Word, PowerPoint").
      ((last.includes(',') && !/[,;)]$/.test(last) && above.length >= WRAPPED_LINE * widest) ||
        unclosed(last) ||
        (isBullet(last) && /^[a-z&)]/.test(raw))) &&
      !isBullet(raw) &&
      !/^[A-Za-z][A-Za-z &/]{1,30}\s*[:：]/.test(raw) &&
      !GROUP_CELL.test(raw) &&
      !(levelled && SKILL_LEVEL_LEAD.test(raw)) &&
      groupNameLength(raw) === 0 &&
      // A table's rows each open with a group's name.
      !(GROUP_NAME.test(raw) && GROUP_NAME.test(last));
    // "Financial Report-" / "ing": a word a narrow column broke.
    const broken = !blank && last !== undefined && /\p{Ll}-$/u.test(last) && /^\p{Ll}/u.test(raw);
    const cell = !blank && last !== undefined ? cellWrappedUnder(last, raw) : undefined;
    if (broken) out[out.length - 1] = joinWrapped(last, raw);
    else if (cell !== undefined) out[out.length - 1] = cell;
    else if (wrapped) out[out.length - 1] = `${last} ${raw}`;
    else out.push(levelled ? withoutLevel(raw) : raw);
    above = raw;
    blank = false;
  }
  return out;
}

/**
 * "Financial | IFRS | Tally" / "Reporting": a grid of skills whose cell wrapped under its row.
 * The row with the word put back in the cell it ends, where the two make a skill the taxonomy
 * knows and the cell alone makes none.
 */
function cellWrappedUnder(row: string, line: string): string | undefined {
  if (line.includes(' | ') || line.split(' ').length > 2) return undefined;
  const cells = row.split(' | ');
  const at = cells.findIndex(
    (cell) => !canonicalSkill(cell) && canonicalSkill(`${cell} ${line}`) !== undefined,
  );
  if (at === -1) return undefined;
  cells[at] = `${cells[at]} ${line}`;
  return cells.join(' | ');
}

/**
 * A sentence in a skills section ("Knowledge of OSI and TCP/IP architecture.") is not a list:
 * its skills are the ones the taxonomy finds in it.
 */

function isProse(listLine: string): boolean {
  // Judged without its number ("3. Generating Adobe forms.").
  const line = listLine.replace(/^\d{1,2}[.)]\s+/, '');
  // Dashes and bars between items are no words ("Costing – Advanced | Negotiation – Advanced").
  const words = line.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  const separators = line.match(LIST_SEPARATORS)?.length ?? 0;
  const firstItem = line.split(LIST_SEPARATORS)[0]!.split(/\s+/).length;
  return (
    (/\.$/.test(line) && (words >= 6 ? separators <= 1 || firstItem > 5 : false)) ||
    (words >= 10 && separators * 4 < words) ||
    // "Creating classical reports." and "Configuring & Troubleshooting LAN" are tasks done.
    (/\.$/.test(line) && words >= 3 && /^\p{Lu}\p{Ll}+ing\s/u.test(line)) ||
    (words >= 3 && GENERIC_ACTION.test(line.split(/[\s,&]+/)[0]!))
  );
}

/** Replaces each bracketed part, inner brackets first ("Office (Word (Advanced), Excel)"). */
function replaceBrackets(line: string, by: (inner: string) => string): string {
  let out = line;
  // Three levels are more than any CV nests; the bound keeps a hostile line cheap.
  for (let level = 0; level < 3; level++) {
    const next = out.replace(/\s*[({]([^(){}]*)[)}]/g, (_, inner: string) => by(inner));
    if (next === out) break;
    out = next;
  }
  return out;
}

/**
 * A job or a course that strayed into a skills section: its span of dates and the two short
 * lines above it that name it ("Senior Systems Engineer" / "Padma Soft Ltd -") are no skills.
 * A lone year is a version and stays ("BizTalk Server 2013").
 */
function withoutDatedHeadings(lines: string[]): string[] {
  const dropped = new Set<number>();
  lines.forEach((line, index) => {
    if (!findDateRange(line)?.start) return;
    dropped.add(index);
    let named = 0;
    for (let i = index - 1; i >= 0 && named < 2; i--) {
      const above = lines[i]!.trim();
      if (above === '') continue;
      if (above.length > 60 || /[,;:.]/.test(above.replace(/[.\s-]+$/, ''))) break;
      dropped.add(i);
      named++;
    }
  });
  return lines.filter((_, index) => !dropped.has(index));
}

/** A skill's name or alias as the text writes it, if the text writes one as a whole word. */
function asWritten(name: string, text: string): string | undefined {
  for (const alias of [name, ...(canonicalSkill(name)?.aliases ?? [])]) {
    const escaped = alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const found = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').exec(text);
    if (found) return found[0];
  }
  return undefined;
}

/**
 * "TypeScript" / "Expert" / "React" / "Expert": skills each with its level under it, which some
 * themes print with no heading over them. At least a few such pairs make a list.
 */
function levelledSkills(text: string): string[] {
  const lines = withWrappedNamesJoined(text.split('\n'))
    .map((line) => line.trim())
    .filter(Boolean);
  const skills = lines.filter(
    (line, index) =>
      SKILL_LEVEL.test(lines[index + 1] ?? '') &&
      !SKILL_LEVEL.test(line) &&
      // "Hindi" / "Basic": a language over its level is no skill.
      !isLanguageName(line) &&
      line.length <= 40,
  );
  return skills.length >= MIN_LEVELLED_SKILLS ? skills : [];
}

/**
 * "Git Docker Figma", "TypeScript React Node.js Go": tags set apart by their boxes, one space
 * between, each a skill the taxonomy knows. Null unless known skills tile the whole item.
 */
function tiledSkills(item: string): string[] | null {
  const words = item.split(/\s+/);
  if (words.length < 2 || canonicalSkill(item)) return null;
  const tiles: string[] = [];
  // "Field Trials Statistical Analysis R GIS": between known skills, a name of two or three
  // capitalised words the taxonomy does not know is a tag of its own.
  let unknown: string[] = [];
  let known = 0;
  const endUnknown = () => {
    if (unknown.length > 0) tiles.push(unknown.join(' '));
    const named = unknown.length === 0 || (unknown.length >= 2 && unknown.length <= 3);
    unknown = [];
    return named;
  };
  for (let at = 0; at < words.length;) {
    const size = [3, 2, 1].find(
      (length) =>
        at + length <= words.length && canonicalSkill(words.slice(at, at + length).join(' ')),
    );
    if (size === undefined) {
      if (!/^\p{Lu}[\p{L}-]+$/u.test(words[at]!)) return null;
      unknown.push(words[at]!);
      at += 1;
      continue;
    }
    if (!endUnknown()) return null;
    tiles.push(words.slice(at, at + size).join(' '));
    known += 1;
    at += size;
  }
  if (!endUnknown()) return null;
  return tiles.length >= 2 && known >= 2 ? tiles : null;
}

/** "Accountant", "Data Analyst": the taxonomy's alias for a skill that names the person doing it. */
const namesAPerson = (written: string, skill: string) =>
  /(?:ant|ent|er|or|ist|yst|ian)s?$/i.test(written) &&
  written.toLowerCase() !== skill.toLowerCase();

/** "Field Trials:": a name and a colon, nothing after. */
const BARE_LABEL = /^([\p{L}\d][\p{L}\d .+#&/-]{0,30}?)\s*[:：]$/u;
/** "Tools: Git, Docker": a labelled line of items. */
const LABELLED_ITEMS = /^[\p{L}\d][\p{L}\d .+#&/-]{0,30}[:：]\s*\S/u;

/**
 * "Field Trials:" over "Statistical Analysis:": names a theme printed before keywords they had
 * none of are skills; a label alone over a line of unlabelled items names their group.
 */
function withBareNamesListed(lines: string[]): string[] {
  const out = [...lines];
  // Whether the next line with words in it is a label too, or there is none.
  let labelNext = true;
  for (let at = out.length - 1; at >= 0; at -= 1) {
    const line = stripBullet(clean(out[at]!));
    if (line === '') continue;
    const name = BARE_LABEL.exec(line)?.[1];
    if (name !== undefined && labelNext) out[at] = name;
    labelNext = name !== undefined || LABELLED_ITEMS.test(line);
  }
  return out;
}

/**
 * "Loan" / "Documentation" / "Expert": a grid's cell that wrapped a skill's name over its level,
 * between blank lines, is one name.
 */
function withWrappedNamesJoined(lines: string[]): string[] {
  const out = [...lines];
  // Only cells set apart by blank lines tell where a name ends.
  if (!lines.some((line) => clean(line) === '')) return out;
  const short = (line: string | undefined) =>
    line !== undefined && /^[\p{L}\d.+#/&-]+(?: [\p{L}\d.+#/&-]+)?$/u.test(clean(line));
  const blank = (line: string | undefined) => line === undefined || clean(line) === '';
  for (let at = 0; at + 2 < out.length; at += 1) {
    const [first, second, level] = [out[at], out[at + 1], out[at + 2]!];
    if (
      (at === 0 || blank(out[at - 1])) &&
      blank(out[at + 3]) &&
      short(first) &&
      !SKILL_LEVEL_AFTER.test(clean(first!)) &&
      // "Languages" / "Hindi" / "Basic", "SKILLS" / "TypeScript" / "Expert": a heading over a
      // skill or a language and its level.
      !isLanguageName(clean(second!)) &&
      headingOf(clean(first!)) === null &&
      short(second) &&
      SKILL_LEVEL.test(clean(level)) &&
      !SKILL_LEVEL.test(clean(second!))
    ) {
      out.splice(at, 2, `${clean(first!)} ${clean(second!)}`);
    }
  }
  return out;
}

/**
 * A CV's skills: its lists' items, or without a list the skills its text names. `roles` are the
 * titles of its jobs, which name roles ("Frontend Intern"), not skills.
 */
export function readSkills(lines: string[], text: string, roles: string[] = []): string[] {
  const found = new Map<string, string>();
  let listed = 0;
  // "Excel" and "Microsoft Excel", one the other's part and one skill to the taxonomy, are one
  // skill, kept as first written.
  const byCanonical = new Map<string, string[]>();
  const add = (skill: string) => {
    const key = skill.toLowerCase();
    const canonical = canonicalSkill(skill)?.name;
    const kin = canonical === undefined ? [] : (byCanonical.get(canonical) ?? []);
    if (found.has(key) || kin.some((other) => other.includes(key) || key.includes(other))) return;
    found.set(key, skill);
    if (canonical !== undefined) byCanonical.set(canonical, [...kin, key]);
  };
  // A sentence's skills are the ones the taxonomy names in it, languages spoken aside.
  const addNamed = (sentence: string) => {
    for (const skill of findSkills(sentence)) if (skill.category !== 'language') add(skill.name);
  };
  for (const raw of unwrapList(
    withoutDatedHeadings(withWrappedNamesJoined(withBareNamesListed(lines))),
  )) {
    // "Willing to relocate to: Pune" and other personal details strayed into the list.
    if (
      /^(?:willing|address|location|e-?mail|phone|mobile|date of birth|nationality)[^:,]{0,25}:/i.test(
        raw,
      )
    )
      continue;
    // "Professional" / "Financial Reporting, IFRS": a group's label in a margin, set apart.
    if (GROUP_LABEL.test(stripBullet(raw).trim())) continue;
    // "Languages: Python, Java" and "Frameworks - Django": the label names a group, not a skill;
    // in "Tally: Advanced" the label is the skill.
    const spokenList = /^languages?\s*[:：]/i.test(stripBullet(raw));
    const unlabelled = stripBullet(raw)
      .replace(GROUP_CELL, '')
      .replace(SKILL_LEVEL_LABELLED, '')
      .replace(/^[A-Za-z][A-Za-z &/]{1,30}\s*[:：]\s*/, '');
    // "SQL (Postgres, MySQL)" lists three skills; "(Less than 1 year)", "(Intermediate)" and
    // "Windows (XP/2000)" list none.
    const line = replaceBrackets(unlabelled.slice(groupNameLength(unlabelled)), (inner) =>
      NO_SKILLS_INSIDE.test(inner) ? '' : `, ${inner}`,
    );
    if (isProse(line)) {
      addNamed(line);
      continue;
    }
    for (const item of line.split(ITEM_BREAK).flatMap((item) => tiledSkills(item) ?? [item])) {
      const skill = trimEnds(item.replace(/\((?:less than|more than|\d+)[^)]*\)/gi, ''), {
        start: /[\s.:-]/,
        end: /[\s.:-]/,
      })
        .replace(/^(?:and|or)\s+/i, '')
        // "Basic knowledge of HTML" and "Understands SQL Azure" list HTML and SQL Azure.
        .replace(
          /^(?:(?:have|having)\s+)?(?:(?:basic|good|sound|strong|working|in-depth)\s+)?(?:knowledge|understanding|experience|exposure)\s+(?:of|in|with|on|to)\s+|^(?:understands?|familiar\s+with|proficient\s+in|expert\s+in|trained\s+(?:on|in)|(?:can\s+)?work(?:ed)?\s+(?:on|with))\s+/i,
          '',
        )
        .replace(/\s+etc\.?$/i, '')
        // "TypeScript Expert", "Django Intermediate", "Tally / Advanced": a level set beside the
        // skill.
        .replace(SKILL_LEVEL_AFTER, '')
        .replace(/\s*\/$/, '')
        .trim();
      // "★", "90%", "4/5": a theme's rating drawn in stars or given in numbers names no skill.
      if (
        !/\p{L}/u.test(skill) ||
        /^\d+(?:\.\d+)?\s*(?:%|\/\s*\d+)?$/.test(skill) ||
        skill.length > 40 ||
        skill.split(/\s+/).length > 5
      ) {
        continue;
      }
      // "Advanced Advanced Intermediate": the levels of a grid's row of skills, run together.
      if (SKILL_LEVEL.test(skill) || skill.split(/\s+/).every((word) => SKILL_LEVEL.test(word))) {
        continue;
      }
      // "Web Role security using SSL" tells how a skill was used: its skills are the named ones.
      if (/\s(?:using|via)\s/i.test(skill)) {
        addNamed(skill);
        continue;
      }
      // A link or an address that strayed into the list is not a skill, nor is a version
      // number ("Windows 7, 8, 10"), a heading of what follows ("Roles", "Project 2") or an
      // action.
      if (/^(?:etc|and|others?|more)$/i.test(skill) || /\/\/|@|www\./i.test(skill)) continue;
      if (
        /^[\d.]+x?(?:\s*(?:and|&)\s*[\d.]+x?)*$/i.test(skill) ||
        GENERIC_ACTION.test(skill) ||
        ENTRY_HEADING.test(skill) ||
        /^projects?\s+\d+$/i.test(skill)
      )
        continue;
      // "Languages: Bangla, English" among technical skills lists languages spoken.
      if (spokenList && canonicalSkill(skill)?.category === 'language') continue;
      add(skill);
      listed++;
    }
  }
  // Beside a list under another heading ("Tools" / "Git Docker Figma") as well.
  const levelled = levelledSkills(text);
  levelled.forEach(add);
  if (listed === 0 && levelled.length === 0) {
    // No list of skills, only sentences or no section at all: the taxonomy's hard skills the CV
    // names anywhere, as the CV writes them ("Excel"); "Audited" names no skill "Auditing".
    const unnamed = roles
      .filter(Boolean)
      .reduce((rest, role) => rest.split(role).join('\n'), text.replace(EMPLOYER_NAME, ''));
    for (const skill of findSkills(unnamed)) {
      const written = asWritten(skill.name, unnamed);
      if (
        written &&
        skill.kind === 'hard' &&
        skill.category !== 'language' &&
        !namesAPerson(written, skill.name)
      )
        add(written);
    }
  }
  return [...found.values()];
}
