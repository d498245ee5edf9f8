import { canonicalSkill, skillOccurrences } from './find-skills';

/**
 * Skills a posting offers as alternatives: "Java, Python or Go", "Golang / Rust / Java". Any one
 * of them meets the requirement, so a CV with Python lacks neither Java nor Go. A list joined
 * only by "and" asks for all of its skills.
 */

/** What joins the items of a list, kept by the split: a comma, "or", "and", a slash. */
const JOINER = /( ?, ?(?:or |and )?| (?:or|and) | \/ )/i;
/** A list stays within a clause: brackets, colons and sentence ends close it. */
const CLAUSE_END = /[;:()[\]]|\.(?:\s|$)/;

const OR_LIKE = /^\s*(?:an?\s+)?(?:similar|other|equivalent|comparable|another|related)\b/i;

/** "Golang/Rust" as "Golang / Rust"; a name with a slash in it ("CI/CD") stays whole. */
const spacedSlashes = (text: string) =>
  text
    .split(' ')
    .map((word) =>
      word.includes('/') && !canonicalSkill(word) ? word.split('/').join(' / ') : word,
    )
    .join(' ');

/** The skill an item of a list names, when it names exactly one hard skill. */
function onlySkill(item: string): string | null {
  const names = new Set(
    skillOccurrences(item)
      .filter(({ entry }) => entry.kind !== 'soft')
      .map(({ entry }) => entry.name),
  );
  return names.size === 1 ? [...names][0]! : null;
}

/** The groups of alternative skills in a text, each of two or more canonical names. */
export function alternativeGroups(text: string): string[][] {
  const groups: string[][] = [];
  // One space between words, so the joiners below match in one pass.
  for (const clause of spacedSlashes(text.replace(/\s+/g, ' ')).split(CLAUSE_END)) {
    if (!/\bor\b| \/ /i.test(clause)) continue;
    // Items at even places, what joins them at odd ones.
    const pieces = clause.split(JOINER);
    let run: string[] = [];
    let offersChoice = false;
    const close = () => {
      const names = [...new Set(run)];
      if (names.length >= 2 && offersChoice) groups.push(names);
      run = [];
      offersChoice = false;
    };
    for (let i = 0; i < pieces.length; i += 2) {
      const skill = onlySkill(pieces[i]!);
      if (skill === null) {
        // "Java, Python, C++ or similar languages" offers a choice too.
        offersChoice ||= /\bor\b/i.test(pieces[i - 1] ?? '') && OR_LIKE.test(pieces[i]!);
        close();
        continue;
      }
      const joiner = pieces[i - 1] ?? '';
      // "C/C++ and Python": the choice ends where "and" adds a skill to it.
      if (/\band\b/i.test(joiner)) close();
      if (run.length > 0) offersChoice ||= /\bor\b|\//i.test(joiner);
      run.push(skill);
    }
    close();
  }
  return groups;
}
