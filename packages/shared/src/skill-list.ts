/**
 * A list of skills written as one text ("AWS (EC2, VPC), Cisco IOS; Docker"), as the writing
 * assistant is sent it and answers it, and as the editor turns it back into skills. A skill's
 * details in brackets belong to it, and a skill the list already holds in other words is not
 * added again.
 */

const OPEN = '([{';
const CLOSE = ')]}';
const SEPARATOR = /[,;\n•|]/;

/** Where each bracket that is closed again opens and closes; a stray one is plain text. */
function pairedBrackets(text: string): Set<number> {
  const paired = new Set<number>();
  const open: number[] = [];
  [...text].forEach((char, at) => {
    if (OPEN.includes(char)) open.push(at);
    else if (CLOSE.includes(char) && open.length > 0) paired.add(open.pop()!).add(at);
  });
  return paired;
}

/**
 * The skills of a list, split at commas, semicolons, bars, bullets and line breaks outside
 * brackets: "AWS (EC2, VPC), Docker" is AWS (EC2, VPC) and Docker. A slash joins one skill's
 * parts ("TCP/IP", "CI/CD"), so it does not split.
 */
export function splitSkillList(text: string): string[] {
  const chars = [...text];
  const paired = pairedBrackets(text);
  const items: string[] = [];
  let depth = 0;
  let item = '';
  chars.forEach((char, at) => {
    if (paired.has(at)) depth += OPEN.includes(char) ? 1 : -1;
    if (depth === 0 && SEPARATOR.test(char)) {
      items.push(item);
      item = '';
    } else item += char;
  });
  items.push(item);
  return items.map((name) => name.replace(/^[\s*·-]+/, '').trim()).filter(Boolean);
}

/** Words that join a skill's name without naming anything ("Sales & Marketing"). */
const JOINING = new Set(['and', 'or', 'of', 'the', 'in', 'with', 'for', '&']);

/**
 * The words of a skill's name in lower case, its bracketed details included: "AWS (EC2, VPC)"
 * is aws, ec2, vpc. "Node.js", "C++", "C#", ".NET" and "Objective-C" stay whole words, and a
 * slash parts them ("TCP/IP" is tcp and ip).
 */
function wordsOf(name: string): Set<string> {
  return new Set(
    name
      .toLowerCase()
      .split(/[^\p{L}\p{N}+#.&'-]+/u)
      .map((word) => word.replace(/(?<=.)\.+$/, ''))
      .filter((word) => /[\p{L}\p{N}]/u.test(word) && !JOINING.has(word)),
  );
}

const within = (part: Set<string>, whole: Set<string>) =>
  part.size > 0 && [...part].every((word) => whole.has(word));

/**
 * Whether two names are one skill for a list: the same words, or all the words of one in the
 * other ("Cisco" and "Cisco IOS", "EC2" and "AWS (EC2, VPC)", "excel" and "Microsoft Excel").
 * Words match whole: "Java" is not "JavaScript", nor "C" "C++".
 */
export function sameSkill(a: string, b: string): boolean {
  const wordsA = wordsOf(a);
  const wordsB = wordsOf(b);
  return within(wordsA, wordsB) || within(wordsB, wordsA);
}

/** The suggested names a list does not hold yet, each once, as suggested. */
export function newSkills(existing: readonly string[], suggested: readonly string[]): string[] {
  const added: string[] = [];
  for (const name of suggested.map((item) => item.trim())) {
    if (wordsOf(name).size === 0) continue;
    if ([...existing, ...added].some((held) => sameSkill(held, name))) continue;
    added.push(name);
  }
  return added;
}
