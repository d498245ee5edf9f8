import type { QualityPart, QualityPartKey, QualityReport } from '@careercard/shared/analysis';
import { findBlanks } from '@careercard/shared/blanks';
import { counted, listNames } from './ats';
import { MISSPELLINGS } from './quality/misspellings';
import { OPENING_VERBS } from './quality/verbs';
import { parseDate } from '@careercard/shared/career';
import { parseResumeText } from './resume/parse-resume';
import { tokenize } from './text/tokens';
import type { ParsedResume } from './types';

/**
 * The quality of a CV on its own, without a job: what any recruiter checks first. The rubric is
 * docs/quality-rubric.md: nine parts whose weights add up to 100, each reported with its points
 * and one sentence (its strength at full marks, else what to fix, quoting the lines at fault).
 * A CV with an unfilled blank is unfinished, so it scores 60 at most whatever else it does well.
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

/** The most a CV with an unfilled blank can score. */
export const BLANK_CAP = 60;

/** The words a CV should have for its years of experience: a fresher's page to a senior's two. */
function lengthRange(years: number): [min: number, max: number] {
  if (years < 1) return [150, 600];
  if (years < 5) return [200, 800];
  if (years < 10) return [250, 1000];
  return [300, 1300];
}

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
    .map((bullet) => ({ ...bullet, line: bullet.line.replace(/^[-•*–]\s*/, '').trim() }))
    .filter((bullet) => bullet.line.split(/\s+/).length >= 4);
}

interface Check {
  key: QualityPartKey;
  points: number;
  max: number;
  strength?: string;
  suggestion?: string;
  /** The part's one sentence when it is neither a strength nor a suggestion. */
  finding?: string;
  /** Further suggestions of the same part, after the one its finding says. */
  more?: Array<{ impact: number; text: string }>;
  /** Higher comes first among the suggestions. */
  impact: number;
}

function lengthCheck(words: number, years: number): Check {
  const [min, max] = lengthRange(years);
  if (words < min) {
    return {
      key: 'length',
      points: Math.round((words / min) * 10),
      max: 10,
      impact: 7,
      suggestion: `Your CV has only ${counted(words, 'word')}. Describe each role with 3–5 bullets about what you achieved.`,
    };
  }
  if (words > max) {
    return {
      key: 'length',
      points: Math.max(4, 10 - Math.ceil((words - max) / 100)),
      max: 10,
      impact: 4,
      suggestion: `Your CV has ${words} words. Cut older or less relevant details so it fits on two pages.`,
    };
  }
  return {
    key: 'length',
    points: 10,
    max: 10,
    impact: 0,
    strength: `Its length (${words} words) is easy to read in a few minutes.`,
  };
}

function numbersCheck(bullets: string[]): Check {
  if (bullets.length === 0) {
    return {
      key: 'results',
      points: 0,
      max: 20,
      impact: 9,
      suggestion:
        'Add bullets with numbers under each role or project to show your results (how many, how much, how fast).',
    };
  }
  // A blank's "XX %" is a result still to be written, not a result.
  const withoutBlanks = (line: string) =>
    findBlanks(line).reduce((rest, blank) => rest.replace(blank.text, ''), line);
  const vague = bullets.filter((line) => !NUMBER.test(withoutBlanks(line)));
  const share = 1 - vague.length / bullets.length;
  return {
    key: 'results',
    points: Math.round(20 * Math.min(1, share / 0.5)),
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

function verbsCheck(bullets: string[]): Check {
  if (bullets.length === 0) {
    return {
      key: 'actionVerbs',
      points: 3,
      max: 15,
      impact: 8,
      suggestion:
        'Describe each role with bullets that start with an action verb, like "Led", "Built" or "Reduced".',
    };
  }
  const weak = bullets.filter((line) => WEAK_OPENERS.test(line));
  const strong = bullets.filter((line) => OPENING_VERBS.has(tokenize(line)[0]?.lower ?? ''));
  const share = strong.length / bullets.length;
  // Full marks when four bullets in five open with an action verb; each duty opener costs half.
  const credit = Math.max(0, share - (weak.length / bullets.length) * 0.5);
  return {
    key: 'actionVerbs',
    points: Math.round(15 * Math.min(1, credit / 0.8)),
    max: 15,
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

function sectionsCheck(resume: ParsedResume): Check {
  const kinds = new Set(resume.sections.map((section) => section.kind));
  // A fresh graduate's projects stand for the experience a newcomer cannot have yet.
  const fresher = resume.experienceMonths < 12 && resume.projects.length > 0;
  const wanted: Array<[string, number, boolean]> = [
    ['a Summary', 3, kinds.has('summary') || resume.summary !== ''],
    ['Work Experience', 5, kinds.has('experience') || resume.experience.length > 0 || fresher],
    ['Education', 4, kinds.has('education') || resume.education.length > 0],
    ['Skills', 3, kinds.has('skills')],
  ];
  const missing = wanted.filter(([, , found]) => !found);
  const names = missing.map(([name]) => name);
  return {
    key: 'sections',
    points: 15 - missing.reduce((sum, [, weight]) => sum + weight, 0),
    max: 15,
    impact: 8,
    ...(missing.length === 0
      ? { strength: 'Your CV has every core section: summary, experience, education and skills.' }
      : {
          suggestion: `Add ${listNames(names)} ${names.length === 1 ? 'section' : 'sections'} with a clear heading.`,
        }),
  };
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
    key: 'contact',
    points,
    max: 10,
    impact: resume.contact.email && resume.contact.phone ? 2 : 9,
    ...(missing.length === 0
      ? { strength: 'Your contact details are complete, including a LinkedIn profile.' }
      : { suggestion: `Add your ${listNames(missing)} to the top of your CV.` }),
  };
}

/** Dates every role has and that run forward; past roles told in the past tense. */
function consistencyCheck(
  resume: ParsedResume,
  bullets: Array<{ line: string; current: boolean }>,
): Check {
  const undated = resume.experience.filter((entry) => !entry.startDate).length;
  const backwards = resume.experience.filter((entry) => {
    const start = parseDate(entry.startDate);
    const end = entry.endDate === 'Present' ? null : parseDate(entry.endDate);
    return start && end && end.year * 12 + end.month < start.year * 12 + start.month;
  });
  const pastRolesInPresent = bullets.filter(
    (bullet) => !bullet.current && PRESENT_VERB.test(bullet.line),
  );
  const problems: Array<{ impact: number; text: string }> = [];
  if (undated > 0) {
    problems.push({
      impact: 5,
      text: `Give every role a start and end date (e.g. 'Mar 2021 – Present'); ${undated} ${undated === 1 ? 'has' : 'have'} none.`,
    });
  }
  if (backwards.length > 0) {
    problems.push({
      impact: 5,
      text: `Check the dates of ${listNames(backwards.slice(0, 2).map((entry) => shorten([entry.title, entry.company].filter(Boolean).join(', '))))}: the end comes before the start.`,
    });
  }
  if (pastRolesInPresent.length > 0) {
    problems.push({
      impact: 4,
      text: `Use the past tense for roles you have left: ${listNames(pastRolesInPresent.slice(0, 2).map((bullet) => shorten(bullet.line)))}.`,
    });
  }
  const points = Math.max(
    0,
    10 - undated * 3 - backwards.length * 3 - pastRolesInPresent.length * 2,
  );
  const first = problems[0];
  return {
    key: 'consistency',
    points,
    max: 10,
    impact: first?.impact ?? 0,
    ...(first
      ? { suggestion: first.text, more: problems.slice(1) }
      : {
          strength: 'Every role has its dates, and roles you have left are told in the past tense.',
        }),
  };
}

function spellingCheck(text: string): Check {
  const wrong = [
    ...new Set(
      tokenize(text)
        .map((token) => token.lower)
        .filter((word) => Object.hasOwn(MISSPELLINGS, word)),
    ),
  ];
  return {
    key: 'spelling',
    points: Math.max(0, 5 - wrong.length * 2),
    max: 5,
    impact: 6,
    ...(wrong.length > 0
      ? {
          suggestion: `Correct the spelling: ${listNames(wrong.slice(0, 4).map((word) => `"${word}" → "${MISSPELLINGS[word]!}"`))}.`,
        }
      : { finding: 'No common misspellings were found.' }),
  };
}

function blanksCheck(blanks: string[]): Check {
  if (blanks.length === 0) {
    return {
      key: 'blanks',
      points: 10,
      max: 10,
      impact: 0,
      finding: 'No blanks are left from a draft.',
    };
  }
  const named = listNames(blanks.map((blank) => `"${blank}"`));
  return {
    key: 'blanks',
    points: 0,
    max: 10,
    impact: 10,
    suggestion:
      blanks.length === 1
        ? `Fill in or delete the blank left from a draft: ${named}.`
        : `Fill in or delete the ${blanks.length} blanks left from a draft: ${named}.`,
  };
}

function clichesCheck(text: string): Check {
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
    key: 'cliches',
    points: Math.max(0, 5 - cliches.length - (firstPerson > 3 ? 2 : 0)),
    max: 5,
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
  // "[key result]", "XX %", "Lorem ipsum": a draft's blanks read to a recruiter as unfinished.
  const blanks = [...new Set(findBlanks(text).map((blank) => blank.text))];
  const checks: Check[] = [
    lengthCheck(tokenize(text).length, resume.experienceMonths / 12),
    numbersCheck(lines),
    verbsCheck(lines),
    sectionsCheck(resume),
    contactCheck(resume),
    consistencyCheck(resume, bullets),
    spellingCheck(text),
    blanksCheck(blanks),
    clichesCheck(text),
  ];
  const total = checks.reduce((sum, check) => sum + check.points, 0);
  const qualityScore = Math.min(total, blanks.length > 0 ? BLANK_CAP : 100);
  const parts: QualityPart[] = checks.map((check) => ({
    key: check.key,
    score: check.points,
    max: check.max,
    finding: check.suggestion ?? check.strength ?? check.finding ?? '',
  }));
  const suggestions = checks
    .flatMap((check) => [
      ...(check.suggestion ? [{ impact: check.impact, text: check.suggestion }] : []),
      ...(check.more ?? []),
    ])
    .sort((a, b) => b.impact - a.impact)
    .map((suggestion) => suggestion.text)
    .slice(0, 6);
  const strengths = checks.filter((check) => check.strength).map((check) => check.strength!);
  const band = qualityScore >= 80 ? 'strong' : qualityScore > BLANK_CAP ? 'fair' : 'weak';
  const gap = suggestions[0]
    ? ` The biggest gain: ${suggestions[0].charAt(0).toLowerCase()}${suggestions[0].slice(1)}`
    : '';
  return {
    qualityScore,
    summary: `Your CV is ${band} (${qualityScore}/100).${gap}`,
    strengths: strengths.slice(0, 6),
    suggestions,
    parts,
    blanks,
  };
}
