import { isPresent, yearsText } from '@careercard/shared/career';
import { listNames } from '../ats';
import { canonicalSkill, findSkills } from '../skills/find-skills';
import { draftExperienceBn, draftSummaryBn, draftTitleBn } from './bangla';
import { GENERAL, type RoleFamily } from './duties';
import { skillEntry, tenseOf, type WritingFacts } from './facts';
import { inTense, withTense, type Tense } from './verbs';
import { capitalise, lowerFirst } from './wording';

/**
 * Drafts for empty fields, composed from the CV's facts: a title, a summary, a job's bullets, a
 * project's. A blank ("[number]") stands only for a figure the CV cannot give, one per bullet.
 */

/** A title typed all in one case, as imports often have it, in title case. */
export function tidyTitle(title: string): string {
  const trimmed = title.trim().replace(/\s+/g, ' ');
  if (trimmed !== trimmed.toLowerCase() && trimmed !== trimmed.toUpperCase()) return trimmed;
  return trimmed
    .toLowerCase()
    .replace(/(^|[\s/(-])(\p{L})/gu, (_, before: string, letter: string) => {
      return before + letter.toUpperCase();
    });
}

/** A duty as a bullet: its verbs in the tense, its first letter capitalised. */
const asBullet = (duty: string, tense: Tense) => capitalise(withTense(duty, tense));

/** Last words of a skill that is a practice ("Financial Reporting"), not a tool ("Tally"). */
const PRACTICE =
  /(?:ing|ment|tion|sion|sis|ance|ence|ry|cy|care|design|ledger|cash|accruals|control|services?|support|relations|skills?|payable|receivable|returns?|reports?|structures?|algorithms?|protocols?)$/i;
/** A certification or a protocol ("CCNA", "DHCP"): known by what its long name says. */
const NOT_A_TOOL = /certif|protocol|associate|professional/i;
const TOOL_CATEGORIES = new Set(['software', 'databases', 'cloud-devops', 'data', 'office']);

/** A skill that is a tool (software, a system, a product), not a practice or a standard. */
export function isTool(entry: {
  name: string;
  kind: string;
  category: string;
  aliases?: string[];
}): boolean {
  // "Agile", "Scrum": ways of working, not tools.
  if (entry.kind !== 'hard' || entry.category === 'practices') return false;
  if (PRACTICE.test(entry.name.trim())) return false;
  if ([entry.name, ...(entry.aliases ?? [])].some((name) => NOT_A_TOOL.test(name))) return false;
  // Short capitals are products in software ("SQL", "AWS") but standards or titles in other
  // fields ("VAT", "IFRS", "ACCA").
  return !/^[A-Z]{2,5}$/.test(entry.name.trim()) || TOOL_CATEGORIES.has(entry.category);
}

/** The CV's tools for the field, each once ("MS Office" and "Microsoft Office" are one). */
function toolsOf(facts: WritingFacts, family: RoleFamily): string[] {
  const seen = new Set<string>();
  return facts.skills.filter((name) => {
    // The taxonomy's name for the whole skill ("AWS" for "AWS (EC2, VPC)"), not for a word in it.
    const entry = canonicalSkill(name.replace(/\s*\(.*\)$/, ''));
    if (!entry || !family.categories.includes(entry.category) || seen.has(entry.name)) {
      return false;
    }
    seen.add(entry.name);
    // Neither the CV's name nor the taxonomy's is a practice ("DHCP" is "Computer Networking").
    return isTool(entry) && isTool({ ...entry, name });
  });
}

/**
 * Duties of the field the CV can stand behind: one that names a skill the CV lacks is left out,
 * one that names a skill it holds comes first.
 */
function dutiesFor(facts: WritingFacts, family: RoleFamily, count: number): string[] {
  const named = (duty: string) => findSkills(duty).map((skill) => skill.name);
  return family.duties
    .filter((duty) => named(duty).every((name) => facts.held.has(name)))
    .map((duty, index) => ({ duty, index, names: named(duty).length }))
    .sort((a, b) => Number(b.names > 0) - Number(a.names > 0) || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map(({ duty }) => duty);
}

export function draftExperience(facts: WritingFacts): string {
  const { role } = facts;
  if (!role?.title.trim() && !role?.company.trim() && facts.skills.length === 0) return '';
  const family = facts.family ?? GENERAL;
  if (facts.language === 'bn') {
    const tools = toolsOf(facts, family).slice(0, 2);
    return draftExperienceBn(facts.family?.name, tools);
  }
  const tense = tenseOf(role) ?? 'past';
  const duties = dutiesFor(facts, family, 3);
  const tools = toolsOf(facts, family)
    .filter((tool) => !duties.some((duty) => duty.toLowerCase().includes(tool.toLowerCase())))
    .slice(0, 2);
  if (tools.length > 0 && duties[0]) duties[0] = `${duties[0]} using ${listNames(tools)}`;
  return [...duties, family.result].map((duty) => `- ${asBullet(duty, tense)}`).join('\n');
}

export function draftProject(facts: WritingFacts, name: string): string {
  if (!name && facts.skills.length === 0) return '';
  const tools = toolsOf(facts, facts.family ?? GENERAL).slice(0, 3);
  const what = name || 'the project';
  return [
    `- Developed ${what}${tools.length > 0 ? ` with ${listNames(tools)}` : ''}, [what it does and for whom]`,
    '- Presented the finished work, [its result: users, grade or accuracy]',
  ].join('\n');
}

const DEGREE_SUBJECT = /\b(?:in|of)\s+(.+)$/i;

/** "BBA in Finance" → "Finance Graduate"; a title for a CV with a degree and no job. */
const graduateTitle = (degree: string) =>
  `${tidyTitle(DEGREE_SUBJECT.exec(degree)?.[1] ?? degree)} Graduate`;

export function draftTitle(facts: WritingFacts): string {
  const role = facts.latest;
  const base = role?.title.trim()
    ? tidyTitle(role.title)
    : facts.degree?.degree.trim()
      ? graduateTitle(facts.degree.degree)
      : '';
  if (!base) return '';
  const tools = toolsOf(facts, facts.family ?? GENERAL).slice(0, 2);
  if (facts.language === 'bn')
    return draftTitleBn(role?.title.trim() || facts.degree!.degree, tools);
  return tools.length > 0 ? `${base} | ${tools.join(' & ')}` : base;
}

/** "a BBA", "an MBA", "an engineering degree": the article as the word is said. */
function withArticle(noun: string): string {
  const acronym = /^[A-Z][A-Z.]/.test(noun);
  const an = acronym ? /^[AEFHILMNORSX]/.test(noun) : /^(?:[aeio]|u(?!ni|s))/i.test(noun);
  return `${an ? 'an' : 'a'} ${noun}`;
}

/** The skills a summary names: hard ones first, soft ones only to make up a short list. */
function summarySkills(facts: WritingFacts): string[] {
  const kinds = facts.skills.map((name) => ({ name, soft: skillEntry(name)?.kind === 'soft' }));
  return [...kinds.filter((s) => !s.soft), ...kinds.filter((s) => s.soft)]
    .slice(0, 4)
    .map((s) => s.name);
}

export function draftSummary(facts: WritingFacts): string {
  const { latest, degree, cv } = facts;
  if (facts.language === 'bn') {
    return draftSummaryBn({
      title: cv.title.trim(),
      months: facts.months,
      latest,
      degree,
      skills: summarySkills(facts),
      result: facts.result && {
        line: facts.result.line,
        company: facts.result.role?.company.trim() ?? '',
      },
    });
  }
  // "Accountant | Tally & VAT": the role, without the specialism a headline adds.
  const title = tidyTitle((cv.title || latest?.title || '').split(/\s+[|–—]\s+|\s*\|\s*/)[0]!);
  const skills = summarySkills(facts);
  if (!title && !degree && skills.length === 0) return '';
  const sentences: string[] = [];

  if (latest) {
    const years = facts.months >= 12 ? ` with ${yearsText(facts.months)} of experience` : '';
    // The field in words that name no skill the CV does not hold ("software testing").
    const fieldWords = facts.family?.field ?? '';
    const fits = findSkills(fieldWords).every((skill) => facts.held.has(skill.name));
    const field = years && fieldWords && fits ? ` in ${fieldWords}` : '';
    const as =
      latest.title.trim() && tidyTitle(latest.title).toLowerCase() !== title.toLowerCase()
        ? ` as ${tidyTitle(latest.title)}`
        : '';
    const now = isPresent(latest.endDate) ? 'currently' : 'most recently';
    const company = latest.company.trim().replace(/\.+$/, '');
    const where = company ? `, ${now}${as} at ${company}` : '';
    sentences.push(`${title || 'Professional'}${years}${field}${where}.`);
  } else if (degree) {
    const from = degree.institution.trim() ? ` from ${degree.institution.trim()}` : '';
    sentences.push(`${title || 'Graduate'} with ${withArticle(degree.degree.trim())}${from}.`);
  } else {
    // Nothing but a title and skills: one sentence says both.
    const skilled = skills.length > 0 ? ` skilled in ${listNames(skills)}` : '';
    return `${title || 'Professional'}${skilled}.`;
  }

  if (skills.length > 0) sentences.push(`Skilled in ${listNames(skills)}.`);

  const { result } = facts;
  if (result) {
    const line = result.line.replace(/^(\S+)/, (verb) => inTense(verb, 'past'));
    const at = result.role?.company.trim();
    // The employer the first sentence named is not named twice: "There, led a team …".
    const where =
      at && at === latest?.company.trim().replace(/\.+$/, '') ? 'There' : at && `At ${at}`;
    sentences.push(where ? `${where}, ${lowerFirst(line)}.` : `${capitalise(line)}.`);
  } else if (latest && degree?.degree.trim()) {
    const from = degree.institution.trim() ? ` from ${degree.institution.trim()}` : '';
    sentences.push(`Holds ${withArticle(degree.degree.trim())}${from}.`);
  } else if (!latest && cv.projects.some((project) => project.name.trim())) {
    const names = cv.projects.map((project) => project.name.trim()).filter(Boolean);
    sentences.push(`Projects include ${listNames(names.slice(0, 2))}.`);
  }
  return sentences.join(' ');
}

export function draftActivity(name: string, role: string): string {
  if (!name && !role) return '';
  const where = name || 'the group';
  return [
    `- ${role ? `As ${role} of ${where}` : `At ${where}`}, organised [an event or activity and how many took part]`,
    "- Collaborated with fellow members to plan and run the group's activities",
  ].join('\n');
}

export const draftAchievement = (title: string) =>
  title ? `${title}: [what you did to earn it]` : '';
