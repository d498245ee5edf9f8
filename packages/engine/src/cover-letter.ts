import { findBlanks } from '@careercard/shared/blanks';
import { cvExperienceMonths, isPresent, latestRole, yearsText } from '@careercard/shared/career';
import type { CvData, CvExperience } from '@careercard/shared/cv';
import { cvToText } from '@careercard/shared/cv-text';
import { listNames } from './ats';
import { findSkills, withImplied } from './skills/find-skills';
import { pastTense } from './text/past-tense';
import { splitUnits, stem, stopWords, tokenize } from './text/tokens';
import type { ParsedJob } from './types';

/**
 * A cover letter to the employer and the role the posting names, from the CV's own entries: two
 * or three of its results that answer what the posting asks for most, in the CV's words and
 * figures. It names no skill the CV does not show, no figure the CV does not state, and leaves
 * out every line that still holds a blank ("[key result]").
 */

/** A result from the CV told in the letter, and what it answers in the posting. */
export interface Achievement {
  /** The bullet as the CV writes it. */
  line: string;
  /** The role it comes from, or null for a project. */
  entry: CvExperience | null;
  /** The project's name, for a result from the projects. */
  project: string | null;
  /** The posting's skills the result shows. */
  skills: string[];
  /** It shows a skill or words the posting asks for; false for a result with a figure only. */
  answers: boolean;
}

const MAX_ACHIEVEMENTS = 3;
const MIN_ACHIEVEMENTS = 2;

/** The text, trimmed, or '' when it still holds a blank left from a draft. */
const filled = (text: string | undefined) =>
  text && findBlanks(text).length === 0 ? text.trim() : '';

const HAS_NUMBER = /\d/;

interface Candidate extends Omit<Achievement, 'answers'> {
  index: number;
  keywords: number;
  number: boolean;
}

/** The results the CV could offer: each bullet of a role and each sentence of a project. */
function candidates(cv: CvData, job: ParsedJob): Candidate[] {
  // The role's own words ("Engineer", "Senior") say nothing about what a result answers.
  const roleWords = new Set(tokenize(job.title ?? '').map((token) => stem(token.lower)));
  const keywordWeights = new Map(
    job.keywords
      .filter(({ term }) => !roleWords.has(term))
      .map(({ term, weight }) => [term, weight]),
  );
  const jobSkills = new Set(job.skills.map((skill) => skill.name));
  const make = (line: string, entry: CvExperience | null, project: string | null) => {
    const shown = withImplied(findSkills(line).map((skill) => skill.name));
    // A word and its plural stem apart ("service", "services" → "servic"): either may match.
    const stems = new Set(
      tokenize(line)
        .map((token) => token.lower)
        .filter((word) => word.length >= 3 && !stopWords.has(word) && !/^\d+$/.test(word))
        .map((word) => [stem(word), stem(`${word}s`)].find((term) => keywordWeights.has(term)))
        .filter((term) => term !== undefined),
    );
    return {
      line,
      entry,
      project,
      skills: [...shown].filter((name) => jobSkills.has(name)),
      keywords: [...stems].reduce((sum, term) => sum + (keywordWeights.get(term) ?? 0), 0),
      number: HAS_NUMBER.test(line),
    };
  };
  const fromRoles = cv.experience.flatMap((entry) =>
    splitUnits(entry.description).map((line) => make(line, entry, null)),
  );
  const fromProjects = cv.projects.flatMap((project) =>
    splitUnits(project.description).map((line) => make(line, null, filled(project.name))),
  );
  return [...fromRoles, ...fromProjects]
    .map((candidate, index) => ({ ...candidate, index }))
    .filter(
      ({ line, entry, project }) =>
        filled(line) !== '' && line.split(/\s+/).length >= 3 && (entry !== null || project !== ''),
    );
}

/**
 * Two or three results that answer the posting's main requirements. Each pick is the result that
 * shows most of the skills the posting stresses and not yet shown by an earlier pick, then words
 * of the posting, then a figure; results with a number win a tie. When fewer than two show a
 * skill or a word the posting asks for, results with a number fill the letter up to two.
 */
export function chooseAchievements(cv: CvData, job: ParsedJob): Achievement[] {
  const weights = new Map(job.skills.map((skill) => [skill.name, skill.weight]));
  const pool = candidates(cv, job);
  const chosen: Candidate[] = [];
  const covered = new Set<string>();
  const score = (candidate: Candidate) => {
    const skills = candidate.skills.reduce(
      (sum, name) => sum + (weights.get(name) ?? 0) * (covered.has(name) ? 0.25 : 1),
      0,
    );
    // Words of the posting count less than its skills, and only up to one skill's worth.
    return skills + Math.min(1, candidate.keywords / 5) + (candidate.number ? 0.5 : 0);
  };
  const relevant = (candidate: Candidate) => candidate.skills.length > 0 || candidate.keywords >= 2;
  while (chosen.length < MAX_ACHIEVEMENTS) {
    const left = pool.filter((candidate) => !chosen.includes(candidate));
    const eligible =
      chosen.length < MIN_ACHIEVEMENTS
        ? left.filter((candidate) => relevant(candidate) || candidate.number)
        : left.filter(relevant);
    const best = eligible
      .map((candidate) => ({ candidate, score: score(candidate) }))
      .sort(
        (a, b) =>
          Number(relevant(b.candidate)) - Number(relevant(a.candidate)) ||
          b.score - a.score ||
          a.candidate.index - b.candidate.index,
      )[0];
    if (!best) break;
    chosen.push(best.candidate);
    for (const name of best.candidate.skills) covered.add(name);
  }
  return chosen
    .sort((a, b) => a.index - b.index)
    .map((candidate) => ({
      line: candidate.line,
      entry: candidate.entry,
      project: candidate.project,
      skills: candidate.skills,
      answers: relevant(candidate),
    }));
}

/**
 * A bullet made to follow "I": its first letter in lower case unless it is an acronym, and a
 * bullet that opens with "Developing …" told in the past ("developed …").
 */
const asClause = (line: string) => {
  const text = line.replace(/^[\s•·▪●◦‣*-]+/, '').replace(/[.;]+$/, '');
  const gerund = /^([A-Z][a-z]+ing)\b/.exec(text)?.[1];
  if (gerund) return pastTense(gerund) + text.slice(gerund.length);
  return /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
};

/** Text made a sentence with one full stop, even after "Ltd.". */
const sentence = (text: string) => `${text.replace(/[.;:,\s]+$/, '')}.`;

const place = (entry: CvExperience) =>
  [filled(entry.title), filled(entry.company)].filter(Boolean).join(' at ');

/** The results, role by role: "As … at …, I cut …. I also moved …". */
function achievementSentences(achievements: Achievement[]): string[] {
  const sentences: string[] = [];
  let lastEntry: CvExperience | null = null;
  for (const achievement of achievements) {
    const clause = asClause(achievement.line);
    if (achievement.entry) {
      const where = place(achievement.entry);
      if (achievement.entry === lastEntry) sentences.push(`I also ${clause}.`);
      else sentences.push(where ? `As ${where}, I ${clause}.` : `I ${clause}.`);
      lastEntry = achievement.entry;
    } else {
      sentences.push(sentence(`In my project ${achievement.project}: ${achievement.line}`));
      lastEntry = null;
    }
  }
  return sentences;
}

/** A paragraph without any sentence that still holds a blank, should one slip through. */
const withoutBlanks = (paragraph: string) =>
  findBlanks(paragraph).length === 0
    ? paragraph
    : splitUnits(paragraph)
        .filter((sentence) => findBlanks(sentence).length === 0)
        .join(' ');

export function writeCoverLetter(cv: CvData, job: ParsedJob): string {
  const company = filled(job.company ?? '');
  const role = filled(job.title ?? '');
  const name = filled(cv.personal.name);

  const applying = role
    ? sentence(`I am writing to apply for the ${role} role${company ? ` at ${company}` : ''}`)
    : sentence(
        `I am writing to apply for the position you advertised${company ? ` at ${company}` : ''}`,
      );

  // The role with the latest dates, and the years every part of the product states for the CV.
  const recent = latestRole(cv.experience.filter((entry) => filled(entry.title) !== ''));
  const months = cvExperienceMonths(cv);
  const years = months >= 12 ? `I have ${yearsText(months)} of experience` : '';
  const current = recent && isPresent(recent.endDate);
  let background = '';
  if (recent && years) {
    background = current
      ? sentence(`${years} and currently work as ${place(recent)}`)
      : sentence(`${years}, most recently as ${place(recent)}`);
  } else if (recent) {
    background = current
      ? sentence(`I currently work as ${place(recent)}`)
      : sentence(`Most recently I worked as ${place(recent)}`);
  } else if (years) {
    background = sentence(years);
  }

  // The skills the posting asks for that the CV itself names: no skill only implied by another.
  const named = new Set(findSkills(cvToText(cv)).map((skill) => skill.name));
  const shown = job.skills
    .filter((skill) => skill.category !== 'language' && named.has(skill.name))
    .map((skill) => skill.name)
    .slice(0, 4);
  const skills =
    shown.length > 0
      ? `I bring experience with ${listNames(shown)}, which your posting asks for.`
      : '';

  const chosen = chooseAchievements(cv, job);
  const intro = chosen.every((achievement) => achievement.answers)
    ? `${chosen.length === 1 ? 'One of my results speaks' : 'Some of my results speak'} to what you ask for.`
    : 'Here is some of what I have achieved.';
  const results = chosen.length > 0 ? [intro, ...achievementSentences(chosen)].join(' ') : '';

  const degree = cv.education.find((entry) => filled(entry.degree) !== '');
  const institution = filled(degree?.institution);
  const education = degree
    ? sentence(`I hold a ${filled(degree.degree)}${institution ? ` from ${institution}` : ''}`)
    : '';

  const closing = `${sentence(`I would welcome the chance to discuss how I can contribute${company ? ` to ${company}` : ''}`)} Thank you for considering my application.`;

  return [
    company ? `Dear ${company} hiring team,` : 'Dear Hiring Manager,',
    [applying, background, skills].filter(Boolean).join(' '),
    [results, education].filter(Boolean).join(' '),
    closing,
    // Signed with the name the CV gives, or left for the writer to sign: never a placeholder.
    name ? `Sincerely,\n${name}` : 'Sincerely,',
  ]
    .map(withoutBlanks)
    .filter(Boolean)
    .join('\n\n');
}
