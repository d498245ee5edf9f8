import type { QualityReport } from '@careercard/shared/analysis';
import { counted, listNames } from './ats';
import { parseResumeText } from './resume/parse-resume';
import { ACTION_VERBS } from './text/action-verbs';
import { tokenize } from './text/tokens';
import type { ParsedResume } from './types';

/**
 * The quality of a CV on its own, without a job: what any recruiter checks first. Each check
 * earns points toward 100 and, when it falls short, a suggestion that quotes the lines at fault.
 */

/** Openers that describe a duty instead of a result. */
const WEAK_OPENERS =
  /^(?:responsible for|responsibilities include|duties include|worked on|worked in|helped|assisted with|involved in|tasked with|in charge of|participated in|was part of|handled various|did|doing)\b/i;

const CLICHES = [
  'hard-working',
  'hardworking',
  'hard working',
  'team player',
  'go-getter',
  'results-driven',
  'results-oriented',
  'think outside the box',
  'detail-oriented',
  'detail oriented',
  'self-starter',
  'self-motivated',
  'dynamic',
  'synergy',
  'go-to person',
  'best of breed',
  'proven track record',
  'passionate',
  'dedicated',
  'motivated individual',
  'highly motivated',
  'excellent communication skills',
  'works well under pressure',
  'fast learner',
  'quick learner',
];

const FIRST_PERSON = /\b(?:I|me|my|mine)\b/;
const NUMBER = /\d|%|৳|\$|£|€|\btk\b|\btaka\b|\blakh\b|\bcrore\b/i;
const PRESENT_VERB =
  /^(?:develop|manage|lead|build|create|design|maintain|handle|coordinate|work|support|write|prepare|conduct|implement|oversee|deliver|ensure|monitor|train|teach)s?\b/i;

const shorten = (text: string, max = 60) =>
  `'${text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text}'`;

/** The bullets of all roles and projects: the lines a recruiter reads. */
function bulletsOf(resume: ParsedResume): Array<{ line: string; current: boolean }> {
  const fromRoles = resume.experience.flatMap((entry) =>
    entry.description.split('\n').map((line) => ({ line, current: entry.endDate === 'Present' })),
  );
  const fromProjects = resume.projects.flatMap((project) =>
    project.description.split('\n').map((line) => ({ line, current: false })),
  );
  return [...fromRoles, ...fromProjects]
    .map((bullet) => ({ ...bullet, line: bullet.line.trim() }))
    .filter((bullet) => bullet.line.split(/\s+/).length >= 4);
}

interface Check {
  points: number;
  max: number;
  strength?: string;
  suggestion?: string;
  /** Higher comes first among the suggestions. */
  impact: number;
}

function contactCheck(resume: ParsedResume): Check {
  const missing = [
    resume.contact.email ? '' : 'e-mail address',
    resume.contact.phone ? '' : 'phone number',
    resume.contact.links.some((link) => link.label === 'LinkedIn') ? '' : 'LinkedIn profile',
  ].filter(Boolean);
  const points =
    10 -
    (resume.contact.email ? 0 : 4) -
    (resume.contact.phone ? 0 : 4) -
    (missing.includes('LinkedIn profile') ? 2 : 0);
  return {
    points,
    max: 10,
    impact: resume.contact.email && resume.contact.phone ? 2 : 9,
    ...(missing.length === 0
      ? { strength: 'Your contact details are complete, including a LinkedIn profile.' }
      : { suggestion: `Add your ${listNames(missing)} to the top of your CV.` }),
  };
}

function sectionsCheck(resume: ParsedResume): Check {
  const kinds = new Set(resume.sections.map((section) => section.kind));
  const wanted: Array<[string, boolean]> = [
    ['a Summary', kinds.has('summary') || resume.summary !== ''],
    ['Work Experience', kinds.has('experience') || resume.experience.length > 0],
    ['Education', kinds.has('education') || resume.education.length > 0],
    ['Skills', kinds.has('skills')],
  ];
  const missing = wanted.filter(([, found]) => !found).map(([name]) => name);
  return {
    points: 20 - missing.length * 5,
    max: 20,
    impact: 8,
    ...(missing.length === 0
      ? { strength: 'Your CV has every core section: summary, experience, education and skills.' }
      : {
          suggestion: `Add ${listNames(missing)} ${missing.length === 1 ? 'section' : 'sections'} with a clear heading.`,
        }),
  };
}

function lengthCheck(words: number): Check {
  if (words < 200) {
    return {
      points: Math.round((words / 200) * 10),
      max: 10,
      impact: 7,
      suggestion: `Your CV has only ${counted(words, 'word')}. Describe each role with 3–5 bullets about what you achieved.`,
    };
  }
  if (words > 1100) {
    return {
      points: 6,
      max: 10,
      impact: 4,
      suggestion: `Your CV has ${words} words. Cut older or less relevant details so it fits on two pages.`,
    };
  }
  return {
    points: 10,
    max: 10,
    impact: 0,
    strength: `Its length (${words} words) is easy to read in a few minutes.`,
  };
}

function verbsCheck(bullets: string[]): Check {
  if (bullets.length === 0) {
    return {
      points: 5,
      max: 20,
      impact: 8,
      suggestion:
        'Describe each role with bullets that start with an action verb, like "Led", "Built" or "Reduced".',
    };
  }
  const weak = bullets.filter((line) => WEAK_OPENERS.test(line));
  const strong = bullets.filter((line) => ACTION_VERBS.has(tokenize(line)[0]?.lower ?? ''));
  const share = strong.length / bullets.length;
  return {
    points: Math.round(20 * Math.max(0, share - (weak.length / bullets.length) * 0.5)),
    max: 20,
    impact: weak.length > 0 ? 7 : 5,
    ...(weak.length > 0
      ? {
          suggestion: `Start bullets with an action verb instead of a duty: rewrite ${listNames(weak.slice(0, 2).map((line) => shorten(line)))} to say what you achieved (e.g. "Led …", "Reduced …").`,
        }
      : share < 0.6
        ? {
            suggestion:
              'Start more bullets with a strong action verb such as "Built", "Led", "Increased" or "Reduced".',
          }
        : { strength: 'Your bullets start with strong action verbs.' }),
  };
}

function numbersCheck(bullets: string[]): Check {
  if (bullets.length === 0) return { points: 0, max: 20, impact: 0 };
  const vague = bullets.filter((line) => !NUMBER.test(line));
  const share = 1 - vague.length / bullets.length;
  return {
    points: Math.round(20 * Math.min(1, share / 0.6)),
    max: 20,
    impact: 9,
    ...(share >= 0.5
      ? {
          strength: `${bullets.length - vague.length} of your ${bullets.length} bullets ${bullets.length - vague.length === 1 ? 'shows' : 'show'} measurable results.`,
        }
      : {
          suggestion: `Add numbers to show your impact (how many, how much, how fast) in ${vague.length === 1 ? 'this bullet' : `bullets such as`} ${listNames(vague.slice(0, 2).map((line) => shorten(line)))}.`,
        }),
  };
}

function tenseCheck(bullets: Array<{ line: string; current: boolean }>): Check {
  const pastRolesInPresent = bullets.filter(
    (bullet) => !bullet.current && PRESENT_VERB.test(bullet.line),
  );
  return {
    points: pastRolesInPresent.length === 0 ? 10 : Math.max(0, 10 - pastRolesInPresent.length * 3),
    max: 10,
    impact: 4,
    ...(pastRolesInPresent.length > 0
      ? {
          suggestion: `Use the past tense for roles you have left: ${listNames(pastRolesInPresent.slice(0, 2).map((bullet) => shorten(bullet.line)))}.`,
        }
      : {}),
  };
}

function styleCheck(text: string): Check {
  const lower = text.toLowerCase();
  const cliches = CLICHES.filter((phrase) => lower.includes(phrase));
  const firstPerson = (text.match(new RegExp(FIRST_PERSON, 'g')) ?? []).length;
  const problems: string[] = [];
  if (cliches.length > 0) {
    problems.push(
      `Replace clichés like ${listNames(cliches.slice(0, 3).map((phrase) => `"${phrase}"`))} with a concrete achievement that shows it.`,
    );
  }
  if (firstPerson > 3)
    problems.push(
      'Drop "I" and "my": CVs read better in implied first person ("Led a team of 5").',
    );
  return {
    points: Math.max(0, 10 - cliches.length * 2 - (firstPerson > 3 ? 3 : 0)),
    max: 10,
    impact: 3,
    ...(problems.length > 0
      ? { suggestion: problems.join(' ') }
      : { strength: 'The wording is direct and free of clichés.' }),
  };
}

export function analyzeQuality(cvText: string): QualityReport {
  const text = cvText.slice(0, 100_000);
  const resume = parseResumeText(text);
  const bullets = bulletsOf(resume);
  const lines = bullets.map((bullet) => bullet.line);
  const undated = resume.experience.filter((entry) => !entry.startDate).length;
  const checks: Check[] = [
    contactCheck(resume),
    sectionsCheck(resume),
    lengthCheck(tokenize(text).length),
    verbsCheck(lines),
    numbersCheck(lines),
    tenseCheck(bullets),
    styleCheck(text),
  ];
  // "[X metric]", "[key result]": a draft's blanks read to a recruiter as an unfinished CV.
  const blanks = text.match(/\[[^\]\n]{1,40}\]/g) ?? [];
  if (blanks.length > 0) {
    checks.push({
      points: 0,
      max: 20,
      impact: 10,
      suggestion: `Fill in or delete the ${counted(blanks.length, 'blank')} left from a draft, such as ${blanks[0]}.`,
    });
  }
  if (undated > 0) {
    checks.push({
      points: 0,
      max: 0,
      impact: 5,
      suggestion: `Give every role a start and end date (e.g. 'Mar 2021 – Present'); ${undated} ${undated === 1 ? 'has' : 'have'} none.`,
    });
  }
  const max = checks.reduce((sum, check) => sum + check.max, 0);
  const qualityScore = Math.round(
    (100 * checks.reduce((sum, check) => sum + check.points, 0)) / max,
  );
  const suggestions = checks
    .filter((check) => check.suggestion)
    .sort((a, b) => b.impact - a.impact)
    .map((check) => check.suggestion!)
    .slice(0, 6);
  const strengths = checks.filter((check) => check.strength).map((check) => check.strength!);
  const band = qualityScore >= 75 ? 'strong' : qualityScore >= 50 ? 'fair' : 'weak';
  const gap = suggestions[0]
    ? ` The biggest gain: ${suggestions[0].charAt(0).toLowerCase()}${suggestions[0].slice(1)}`
    : '';
  return {
    qualityScore,
    summary: `Your CV is ${band} (${qualityScore}/100).${gap}`,
    strengths: strengths.slice(0, 6),
    suggestions,
  };
}
