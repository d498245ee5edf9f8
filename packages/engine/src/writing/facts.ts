import type { GenerateContentRequest, WritingCv } from '@careercard/shared/analysis';
import { experienceMonths, isPresent, latestRole, parseDate } from '@careercard/shared/career';
import { splitSkillList } from '@careercard/shared/skill-list';
import { canonicalSkill, findSkills } from '../skills/find-skills';
import { banglaFieldOf } from './bangla';
import { familyNamed, familyOf, type RoleFamily } from './duties';
import { baseOf, type Tense } from './verbs';
import { withoutMark } from './wording';

/**
 * What a CV says that writing help may use: its roles, years, skills and results. Drafts are
 * composed from these alone, so nothing the CV does not hold can appear in them.
 */

type Context = Record<string, unknown>;
export type Role = WritingCv['experience'][number];

export interface WritingFacts {
  cv: WritingCv;
  /** Bangla when the CV is mostly written in Bengali script. */
  language: 'en' | 'bn';
  /** The role the text is for (the entry being written, or the latest one). */
  role?: Role;
  /** The latest role with a title or employer. */
  latest?: Role;
  months: number;
  /** The CV's skills, those the role's field uses first, then by level. */
  skills: string[];
  /** The canonical names of every skill the CV's text names, to check a duty against. */
  held: ReadonlySet<string>;
  family?: RoleFamily;
  degree?: WritingCv['education'][number];
  /** A line the CV wrote that states a result with a figure, and the role it is from. */
  result?: { line: string; role?: Role };
}

const LEVEL: Record<string, number> = { expert: 4, advanced: 3, intermediate: 2, beginner: 1 };

/** The first of `keys` the context gives a text or a number for. */
export const textOf = (context: Context, ...keys: string[]) => {
  for (const key of keys) {
    const value = context[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (typeof value === 'number') return String(value);
  }
  return '';
};

const listOf = (context: Context, key: string): string[] => {
  const value = context[key];
  if (Array.isArray(value)) {
    return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
  }
  return typeof value === 'string' ? splitSkillList(value) : [];
};

const emptyCv = (): WritingCv => ({
  title: '',
  summary: '',
  experience: [],
  education: [],
  skills: [],
  projects: [],
  achievements: [],
});

/**
 * The CV as the request gives it; an older caller sends only the field's context (the entry's
 * other fields, or the title, company and skills), which is read as a CV of that much.
 */
function cvOf(request: GenerateContentRequest, context: Context): WritingCv {
  const cv = request.cv ?? emptyCv();
  const skills =
    cv.skills.length > 0
      ? cv.skills
      : listOf(context, 'skills').map((name) => ({ name, level: '' }));
  const experience = [...cv.experience];
  const entryTitle = textOf(context, 'recentTitle', 'jobTitle', 'role', 'title');
  const company = textOf(context, 'company', 'recentCompany');
  if (experience.length === 0 && (company || request.fieldType === 'experience') && entryTitle) {
    experience.push({
      id: '',
      title: entryTitle,
      company,
      startDate: textOf(context, 'startDate'),
      endDate: textOf(context, 'endDate'),
      description: textOf(context, 'description'),
    });
  }
  const title = cv.title || (request.fieldType === 'experience' ? '' : textOf(context, 'title'));
  return { ...cv, title, skills, experience };
}

/** The entry an experience field belongs to: by id, or the one whose title the context gives. */
function roleOf(cv: WritingCv, request: GenerateContentRequest, context: Context) {
  if (request.fieldType !== 'experience') return undefined;
  const byId = request.entryId && cv.experience.find((entry) => entry.id === request.entryId);
  if (byId) return byId;
  const title = textOf(context, 'title', 'jobTitle', 'role');
  const company = textOf(context, 'company');
  return (
    cv.experience.find((entry) => entry.title === title && entry.company === company) ?? {
      id: '',
      title,
      company,
      startDate: textOf(context, 'startDate'),
      endDate: textOf(context, 'endDate'),
      description: '',
    }
  );
}

const BENGALI = /[\u0980-\u09FF]/gu;
const LETTER = /\p{L}/gu;

function languageOf(text: string): 'en' | 'bn' {
  const letters = text.match(LETTER)?.length ?? 0;
  const bengali = text.match(BENGALI)?.length ?? 0;
  return letters > 0 && bengali / letters > 0.4 ? 'bn' : 'en';
}

/** Past for a role left, present for a current one; null when its dates do not say. */
export function tenseOf(role: Role | undefined): Tense | null {
  if (!role) return null;
  if (isPresent(role.endDate)) return 'present';
  return parseDate(role.endDate) ? 'past' : null;
}

/** A line that states a result: opens with a verb we know (or is in Bangla) and holds a figure. */
// A figure stands alone ("14 accounts", "30%"), not inside a name ("E2E", "S3").
const RESULT = /(?<![\p{L}\d])\d+(?:[.,]\d+)?(?![\p{L}\d])|[০-৯]+/u;
const BENGALI_LINE = /^[\u0980-\u09FF]/u;
function resultOf(cv: WritingCv, latest: Role | undefined) {
  const roles = latest ? [latest, ...cv.experience.filter((r) => r !== latest)] : cv.experience;
  for (const role of roles) {
    for (const raw of role.description.split(/\n|(?<=[.!?])\s+/)) {
      const line = withoutMark(raw).replace(/[\s.;,]+$/, '');
      const words = line.split(/\s+/);
      // A date or a phone number is a figure, not a result.
      const figures = line.replace(/\b(?:19|20)\d\d\b|(?:১৯|২০)[০-৯]{2}/gu, '');
      const opens = baseOf(words[0]!) || BENGALI_LINE.test(line);
      if (words.length >= 4 && words.length <= 22 && RESULT.test(figures) && opens) {
        return { line, role };
      }
    }
  }
  return undefined;
}

/** The taxonomy's entry for a skill as the CV names it, even with details ("AWS (EC2, VPC)"). */
export const skillEntry = (name: string) => canonicalSkill(name) ?? findSkills(name)[0];

/** The CV's skills, the role's field's first, then by level, then as listed. */
function rankedSkills(cv: WritingCv, family: RoleFamily | undefined, role: Role | undefined) {
  const roleText = role ? `${role.title}\n${role.description}`.toLowerCase() : '';
  const weight = (name: string) => {
    const category = skillEntry(name)?.category;
    const inField = family && category && family.categories.includes(category) ? 2 : 0;
    const inRole = roleText.includes(name.toLowerCase()) ? 2 : 0;
    return inField + inRole;
  };
  // Each skill once ("CCNA" and "Cisco Certified Network Associate"), and no import debris
  // ("Primary: Teradata").
  const seen = new Set<string>();
  return cv.skills
    .map((skill, index) => ({ name: skill.name.trim(), level: skill.level, index }))
    .filter((skill) => {
      const key = (skillEntry(skill.name)?.name ?? skill.name).toLowerCase();
      if (skill.name === '' || skill.name.includes(':') || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort(
      (a, b) =>
        weight(b.name) - weight(a.name) ||
        (LEVEL[b.level.toLowerCase()] ?? 0) - (LEVEL[a.level.toLowerCase()] ?? 0) ||
        a.index - b.index,
    )
    .map((skill) => skill.name);
}

const allText = (cv: WritingCv) =>
  [
    cv.title,
    cv.summary,
    ...cv.experience.flatMap((r) => [r.title, r.company, r.description]),
    ...cv.education.flatMap((e) => [e.degree, e.institution, e.description]),
    ...cv.skills.map((s) => s.name),
    ...cv.projects.flatMap((p) => [p.name, p.description]),
    ...cv.achievements.flatMap((a) => [a.title, a.description]),
  ].join('\n');

/** The latest degree: the one that ends last, or the first listed. */
function degreeOf(cv: WritingCv) {
  const dated = cv.education
    // "Still studying" in the degree's place is no degree to name.
    .filter(
      (entry) =>
        (entry.degree.trim() || entry.institution.trim()) &&
        !/studying|pursuing/i.test(entry.degree),
    )
    .map((entry, index) => {
      const end = parseDate(entry.endDate);
      return { entry, index, end: end ? end.year * 12 + end.month : -Infinity };
    })
    .sort((a, b) => b.end - a.end || a.index - b.index);
  return dated[0]?.entry;
}

export function factsOf(request: GenerateContentRequest): WritingFacts {
  const context: Context = typeof request.context === 'string' ? {} : (request.context ?? {});
  const cv = cvOf(request, context);
  const text = allText(cv);
  const latest = latestRole(cv.experience);
  const role = roleOf(cv, request, context) ?? latest;
  const degree = degreeOf(cv);
  const titles = [role?.title, cv.title, latest?.title, degree?.degree];
  const family = familyOf(titles) ?? familyNamed(banglaFieldOf(titles));
  return {
    cv,
    language: languageOf(`${text}\n${request.existingText ?? ''}`),
    role,
    latest,
    months: experienceMonths(cv.experience, cv.summary.trim() || text),
    skills: rankedSkills(cv, family, role),
    held: new Set(findSkills(`${text}\n${request.existingText ?? ''}`).map((s) => s.name)),
    family,
    degree,
    result: resultOf(cv, latest),
  };
}
