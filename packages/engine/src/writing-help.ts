import type { GenerateContentRequest } from '@careercard/shared/analysis';
import { newSkills, splitSkillList } from '@careercard/shared/skill-list';
import { listNames } from './ats';
import { findSkills } from './skills/find-skills';
import { pastTense } from './text/past-tense';
import { splitUnits } from './text/tokens';

/**
 * The built-in writing assistant behind the editor's AI buttons. It improves what the user
 * wrote (action verbs, bullets, no clichés) or drafts from the CV's own facts; it never invents
 * numbers, employers or skills, and marks where the user should add a figure with "[X]".
 * An empty answer means "nothing to suggest", and the editor keeps the existing text.
 */

const WEAK_OPENERS: Array<[RegExp, string]> = [
  [/^(?:was )?responsible for /i, 'Managed '],
  [/^(?:my )?(?:duties|responsibilities) (?:included|include) /i, 'Handled '],
  [/^worked on /i, 'Contributed to '],
  [/^worked (?:in|with) /i, 'Collaborated with '],
  [/^helped (?:with |to )?/i, 'Supported '],
  [/^assisted (?:with|in) /i, 'Supported '],
  [/^(?:was )?involved in /i, 'Contributed to '],
  [/^participated in /i, 'Contributed to '],
  [/^(?:was )?in charge of /i, 'Led '],
  [/^tasked with /i, 'Delivered '],
];

const CLICHES =
  /\b(?:hard[- ]?working|team player|go-getter|results[- ]driven|think outside the box|self-starter|synergy|highly motivated|dynamic|passionate about)\b,?\s*/gi;

type Context = Record<string, unknown>;

const asRecord = (context: GenerateContentRequest['context']): Context =>
  typeof context === 'string' ? { text: context } : (context ?? {});

const textOf = (context: Context, ...keys: string[]) => {
  for (const key of keys) {
    const value = context[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (typeof value === 'number') return String(value);
  }
  return '';
};

/** The context's skills, sent as a list or as one text ("AWS (EC2, VPC), Docker"). */
const skillsListed = (context: Context): string[] => {
  const value = context.skills;
  if (Array.isArray(value))
    return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
  if (typeof value === 'string') return splitSkillList(value);
  return [];
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One bullet, tidied: a strong opener, no cliché, one space, no trailing full stop. */
function tidyBullet(line: string): string {
  let text = line
    .replace(/^[\s•·*–-]+/, '')
    .replace(CLICHES, '')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [weak, strong] of WEAK_OPENERS) {
    if (weak.test(text)) {
      // "Responsible for managing the team": the gerund becomes the verb ("Managed the team").
      const rest = text.replace(weak, '');
      const gerund = /^(\p{L}+ing)\s/u.exec(rest)?.[1];
      text = gerund ? capitalise(pastTense(gerund)) + rest.slice(gerund.length) : strong + rest;
      break;
    }
  }
  return capitalise(text).replace(/[.;,\s]+$/, '');
}

/** Bullets from free text: one per line or sentence. */
function toBullets(text: string): string {
  return splitUnits(text)
    .map(tidyBullet)
    .filter((line) => line.length > 2)
    .map((line) => `- ${line}`)
    .join('\n');
}

/** Words that say nothing on their own: what is left of "I am a team player" without the cliché. */
const FILLER = /^(?:i|am|is|are|a|an|the|and|very|really|person|people|someone|me|my)$/i;

/**
 * A paragraph, tidied: clichés out, sentences capitalised and closed. A sentence that was little
 * more than a cliché ("I am a hard-working person.") goes with it rather than stay broken.
 */
function tidyParagraph(text: string): string {
  // Sentences end at a stop even when the next one starts in lower case ("person. responsible").
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => {
      const plain = sentence
        .replace(CLICHES, '')
        .replace(/^[\s,]*(?:and|&)\s+/i, '')
        .replace(/\s+(?:and|&)(?=\s*[,.;]|\s*$)/gi, '')
        .replace(/\s+([,.;!?])/g, '$1')
        .replace(/[\s,;]+$/, '')
        .trim();
      if (plain === sentence.replace(/[\s,;]+$/, '').trim()) return plain;
      const words = plain.split(/\s+/).filter((word) => !FILLER.test(word.replace(/\W/g, '')));
      return words.length >= 3 ? plain : '';
    })
    .filter(Boolean)
    .map((sentence) => capitalise(sentence))
    .map((sentence) => (/[.!?]$/.test(sentence) ? sentence : `${sentence}.`))
    .join(' ');
}

function skillsFrom(context: Context): string[] {
  const listed = skillsListed(context);
  if (listed.length > 0) return listed;
  const text = ['text', 'jobDescription', 'description', 'summary']
    .map((key) => textOf(context, key))
    .join('\n');
  return findSkills(text)
    .filter((skill) => skill.kind === 'hard')
    .map((skill) => skill.name);
}

function draftSummary(context: Context): string {
  const title = textOf(context, 'title', 'jobTitle', 'role');
  const years = Number(textOf(context, 'years', 'yearsOfExperience')) || 0;
  const skills = skillsFrom(context).slice(0, 4);
  const company = textOf(context, 'company', 'recentCompany');
  if (!title && skills.length === 0) return '';
  const who = title || 'Professional';
  return [
    `${who}${years > 0 ? ` with ${years}+ years of experience` : ''}${skills.length > 0 ? ` skilled in ${listNames(skills)}` : ''}.`,
    company
      ? `Most recently at ${company}, delivering [key result] for [team or clients].`
      : 'Known for delivering [key result] for [team or clients].',
    `Looking to bring this experience to a ${title ? `${title} role` : 'new role'} where [what you want to achieve].`,
  ].join(' ');
}

function draftExperience(context: Context): string {
  const title = textOf(context, 'title', 'jobTitle', 'role');
  const skills = skillsFrom(context).slice(0, 3);
  if (!title && skills.length === 0) return '';
  return [
    `- Delivered [project or responsibility] as ${title || 'a team member'}${skills[0] ? ` using ${skills[0]}` : ''}, improving [X metric] by [X%]`,
    skills.length > 1
      ? `- Built and maintained [system or process] with ${listNames(skills.slice(1))}, serving [X users or clients]`
      : '- Improved [process] to save [X hours] per [week or month]',
    '- Collaborated with [teams or stakeholders] to [outcome], delivered [on time or under budget]',
  ].join('\n');
}

function draftProject(context: Context): string {
  const name = textOf(context, 'name', 'projectName', 'title');
  const skills = skillsFrom(context).slice(0, 3);
  if (!name && skills.length === 0) return '';
  return [
    `- Built ${name || '[project]'}${skills.length > 0 ? ` with ${listNames(skills)}` : ''} to [problem it solves]`,
    '- Implemented [key feature], used by [X users]',
    '- Learned or improved [skill] by [what you did]',
  ].join('\n');
}

function draftActivity(context: Context): string {
  const name = textOf(context, 'name', 'organisation', 'organization');
  const role = textOf(context, 'role');
  if (!name && !role) return '';
  const where = name || '[club or organisation]';
  return [
    `- ${role ? `As ${role} of ${where}` : `At ${where}`}, organised [event or activity] for [X people]`,
    '- Led [initiative] with [X members], achieving [result]',
  ].join('\n');
}

function draftAchievement(context: Context): string {
  const title = textOf(context, 'title', 'name');
  return title ? `${title}: [what you did to earn it], [scale, e.g. top 3 of 120]` : '';
}

/**
 * The list with the skills the context shows that it lacks. A skill it holds in other words is
 * not added: by an alias the taxonomy knows ("JS") or inside a longer name ("Cisco IOS").
 */
function suggestSkills(context: Context, existing: string): string {
  const have = splitSkillList(existing);
  const known = new Set(findSkills(have.join('\n')).map((skill) => skill.name));
  const found = newSkills(
    have,
    skillsFrom(context).filter((name) => !known.has(name)),
  );
  return [...have, ...found].slice(0, 25).join(', ');
}

function draftTitle(context: Context): string {
  const title = textOf(context, 'jobTitle', 'title', 'role');
  const skills = skillsFrom(context).slice(0, 2);
  if (!title) return '';
  return skills.length > 0 ? `${title} | ${skills.join(' & ')}` : title;
}

/** Text as read, without list marks or the stops at line ends: "- Led a team" is "Led a team." */
const asRead = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/^[\s•·*–-]+/, '').replace(/[\s.;,]+$/, ''))
    .join('\n')
    .trim();

export function writeContent(request: GenerateContentRequest): string {
  const context = asRecord(request.context);
  const existing = (request.existingText ?? '').trim();
  const result = (() => {
    switch (request.fieldType) {
      case 'summary':
        return existing ? tidyParagraph(existing) : draftSummary(context);
      case 'title':
        return existing ? capitalise(existing.replace(CLICHES, '').trim()) : draftTitle(context);
      case 'experience':
        return existing ? toBullets(existing) : draftExperience(context);
      case 'project':
        return existing ? toBullets(existing) : draftProject(context);
      case 'extracurricular':
        return existing ? toBullets(existing) : draftActivity(context);
      case 'achievement':
        return existing ? tidyBullet(existing) : draftAchievement(context);
      case 'skills':
        return suggestSkills(context, existing);
    }
  })();
  // An answer that only adds marks or drops full stops changes nothing the user would notice.
  return existing && asRead(result) === asRead(existing) ? existing : result.trim();
}
