import type { TailoredResult, TailorSuggestion } from '@careercard/shared/analysis';
import { findBlanksIn } from '@careercard/shared/blanks';
import {
  claimedYears,
  cvExperienceMonths,
  latestRole,
  restateYears,
  yearsText,
} from '@careercard/shared/career';
import { emptyCvData, type CvData, type CvExperience, type CvSkill } from '@careercard/shared/cv';
import { withoutBlankEntries } from '@careercard/shared/cv-content';
import { cvToText } from '@careercard/shared/cv-text';
import { listNames, titleWords } from './ats';
import { writeCoverLetter } from './cover-letter';
import { parseJobDescription, withChoicesMade } from './job-description';
import { postingNames } from './posting-names';
import { findSkills, withImplied } from './skills/find-skills';
import { ROLE_WORDS } from './text/roles';
import { splitUnits } from './text/tokens';
import type { JobSkill, ParsedJob } from './types';

/**
 * Tailors a CV to a job using only what the CV already says: it reorders, rewords the summary
 * around the candidate's own matching skills, and writes a cover letter from real entries
 * (cover-letter.ts).
 * It never adds an employer, a duty or a skill the CV does not show.
 */

type Weights = Map<string, number>;

/** How much a piece of text speaks to the job: the summed weight of the job's skills in it. */
function relevance(text: string, weights: Weights): number {
  return findSkills(text).reduce((sum, skill) => sum + (weights.get(skill.name) ?? 0), 0);
}

/** Sorts by relevance, most relevant first, keeping the original order among equals. */
function byRelevance<T>(items: T[], textOf: (item: T) => string, weights: Weights): T[] {
  return items
    .map((item, index) => ({ item, index, score: relevance(textOf(item), weights) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ item }) => item);
}

const bulletLines = (description: string) =>
  description
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** Bullets that show what the job asks for move up; nothing is added or dropped. */
function tailorExperience(entry: CvExperience, weights: Weights): CvExperience {
  const lines = bulletLines(entry.description);
  if (lines.length < 2) return entry;
  return { ...entry, description: byRelevance(lines, (line) => line, weights).join('\n') };
}

/**
 * The CV's skills, the job's first; plus job skills the CV's own entries show but its list lacks.
 * `cvSkills`: every skill the whole CV shows, with those they imply.
 */
function tailorSkills(cv: CvData, job: ParsedJob, weights: Weights, cvSkills: Set<string>) {
  const listed = new Map(
    cv.skills.map((skill) => [findSkills(skill.name)[0]?.name ?? skill.name, skill]),
  );
  // Added to the list: skills the CV's entries show, not those its tools or languages already
  // list, nor a word of an employer's name ("Shopnil E-commerce").
  const entriesText = cvToText({
    ...cv,
    skills: [],
    tools: [],
    languages: [],
    experience: cv.experience.map((entry) => ({ ...entry, company: '' })),
  });
  const shownElsewhere = findSkills(entriesText)
    .filter(
      (skill) =>
        skill.category !== 'language' && weights.has(skill.name) && !listed.has(skill.name),
    )
    .map((skill): CvSkill => ({
      id: `tailored-${skill.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      name: skill.name,
      level: 'Intermediate',
    }));
  const ordered = [...listed]
    .map(([canonical, skill], index) => ({ skill, index, weight: weights.get(canonical) ?? 0 }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ skill }) => skill);
  const firstOther = ordered.findIndex((skill) => !weights.has(canonicalName(skill.name)));
  const at = firstOther === -1 ? ordered.length : firstOther;
  return {
    skills: [...ordered.slice(0, at), ...shownElsewhere, ...ordered.slice(at)],
    added: shownElsewhere.map((skill) => skill.name),
    missing: job.skills.filter((skill) => !cvSkills.has(skill.name)),
  };
}

const canonicalName = (name: string) => findSkills(name)[0]?.name ?? name;

/** "Seeking …", "Aspiring …", "to work as …": where a sentence says what the candidate wants. */
const OBJECTIVE =
  /\b(?:seeking|looking\s+(?:for|to)|aspiring|aim(?:ing)?\s+(?:for|to)|hop(?:e|ing)\s+to|wants?\s+to|wish(?:ing)?\s+to|eager\s+to|keen\s+to|interested\s+in|objective|to\s+(?:obtain|secure|pursue|work\s+as|join|become))\b/i;

/** Words between an objective and the title it names ("a challenging position as a …"). */
const AROUND_TITLE = new Set(
  `a an the as for of to in at on with and or my your our position role job post opportunity
  career challenging suitable rewarding become be`.split(/\s+/),
);

/** "Seeking a Network Engineer role at …" → "Network Engineer": the role a sentence asks for. */
function wantedRole(sentence: string): string | null {
  const objective = OBJECTIVE.exec(sentence);
  if (!objective) return null;
  const rest = sentence.slice(objective.index + objective[0].length);
  const role = ROLE_WORDS.exec(rest);
  if (!role) return null;
  const before = rest.slice(0, role.index).trim().split(/\s+/).filter(Boolean);
  const words: string[] = [];
  for (let i = before.length - 1; i >= 0 && words.length < 3; i--) {
    const word = before[i]!;
    if (/[,;:.!?]$/.test(word) || AROUND_TITLE.has(word.toLowerCase())) break;
    words.unshift(word);
  }
  return [...words, role[0]].join(' ');
}

/**
 * The role a summary sentence asks for when it is not the one applied for ("Seeking a Network
 * Engineer role" in a letter for IT Support Officer): the tailored summary names the posting's
 * role instead. The same role in other words ("Backend Developer" for "Backend Engineer") fits.
 */
function otherRoleWanted(sentence: string, target: string): string | null {
  const wanted = wantedRole(sentence);
  if (!wanted) return null;
  const aimed = new Set(titleWords(target));
  const words = titleWords(wanted);
  return words.length > 0 && words.some((word) => !aimed.has(word)) ? wanted : null;
}

/** What tailoring changed in the summary's own sentences, to tell the user. */
interface SummaryChanges {
  /** The roles asked for by sentences left out. */
  otherRoles: string[];
  /** The years the summary claimed, when its roles' dates add up to another figure. */
  claimedYears: number | null;
}

/**
 * The summary toward the job: the candidate's own sentences that speak to it most, in their own
 * order, with the job's skills the CV shows named after the first one. Its claim of years is the
 * figure the dates give (the one every part of the product states), and a sentence asking for
 * another role than the posting's goes.
 */
function tailorSummary(
  cv: CvData,
  job: ParsedJob,
  matched: string[],
  weights: Weights,
  months: number,
): { summary: string; changes: SummaryChanges } {
  const own = cv.personal.summary;
  const restated = restateYears(own, months);
  const changes: SummaryChanges = {
    otherRoles: [],
    claimedYears: restated === own ? null : claimedYears(own),
  };
  const sentences = splitUnits(restated).filter((sentence) => {
    const other = job.title ? otherRoleWanted(sentence, job.title) : null;
    if (other) changes.otherRoles.push(other);
    return other === null;
  });
  const kept = byRelevance(
    sentences.map((sentence, index) => ({ sentence, index })),
    ({ sentence }) => sentence,
    weights,
  )
    .slice(0, 3)
    .sort((a, b) => a.index - b.index)
    .map(({ sentence }) => sentence);
  const [first, ...rest] = kept;
  const named = new Set(findSkills(kept.join(' ')).map((skill) => skill.name));
  const skills = listNames(matched.filter((skill) => !named.has(skill)).slice(0, 4));
  const ownYears = claimedYears(kept.join(' ')) !== null;
  // Under a year of work is not yet a figure to lead with.
  const years = months >= 12 ? `${yearsText(months)} of experience` : '';
  let lead: string;
  if (first === undefined) {
    const who =
      cv.personal.title.trim() || latestRole(cv.experience)?.title.trim() || 'Professional';
    lead =
      skills || years
        ? `${who}${years ? ` with ${years}` : ''}${skills ? ` ${years ? 'in' : 'skilled in'} ${skills}` : ''}.`
        : '';
  } else if (years && !ownYears) {
    lead = `${years[0]!.toUpperCase()}${years.slice(1)}${skills ? ` with ${skills}` : ''}.`;
  } else {
    lead = skills ? `Skilled in ${skills}.` : '';
  }
  const target = job.title
    ? `Keen to bring this experience to the ${job.title} role${job.company ? ` at ${job.company}` : ''}.`
    : '';
  return {
    summary: [first, lead, ...rest, target].filter(Boolean).join(' ').trim().slice(0, 5000),
    changes,
  };
}

/** The parts of a CV, besides its skills list, in which a skill may show. */
const SHOWN_IN: Array<[keyof CvData, string]> = [
  ['experience', 'experience'],
  ['projects', 'projects'],
  ['tools', 'tools'],
  ['certifications', 'certifications'],
  ['achievements', 'achievements'],
  ['publications', 'publications'],
  ['extracurricular', 'activities'],
  ['personal', 'summary'],
];

/** The skills each part of the CV names, read once for all the skills to place. */
function skillsByPart(cv: CvData): Array<[string, Set<string>]> {
  const empty = emptyCvData();
  return SHOWN_IN.map(([part, label]) => [
    label,
    new Set(findSkills(cvToText({ ...empty, [part]: cv[part] })).map((skill) => skill.name)),
  ]);
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

function suggestionsFor(
  cv: CvData,
  job: ParsedJob,
  matched: string[],
  added: string[],
  missing: JobSkill[],
  months: number,
  summary: SummaryChanges,
): TailorSuggestion[] {
  const suggestions: TailorSuggestion[] = [];
  if (matched.length > 0) {
    suggestions.push({
      area: 'Summary',
      suggestion: `Your summary now names ${listNames(matched.slice(0, 4))}, the skills the job stresses that your CV shows, in your own words otherwise.`,
    });
  }
  if (summary.claimedYears !== null) {
    suggestions.push({
      area: 'Summary',
      suggestion: `Your summary claims ${summary.claimedYears} years of experience, but the dates of your roles add up to ${yearsText(months)}, so the tailored summary says ${yearsText(months)}. If a role is missing or has no dates, add it with its dates.`,
    });
  }
  const [wanted] = summary.otherRoles;
  if (wanted && job.title) {
    suggestions.push({
      area: 'Summary',
      suggestion: `Your summary asks for a '${wanted}' role, not '${job.title}': the tailored summary leaves that sentence out and names '${job.title}' instead.`,
    });
  }
  // Where the CV shows a skill its list lacks: the first part that names it.
  const parts = skillsByPart(cv);
  const whereShown = (skill: string) => parts.find(([, names]) => names.has(skill))?.[0] ?? 'CV';
  for (const [section, skills] of groupBy(added, whereShown)) {
    suggestions.push({
      area: 'Skills',
      suggestion: `${listNames(skills)} ${skills.length === 1 ? 'appears' : 'appear'} in your ${section}, so ${skills.length === 1 ? 'it was' : 'they were'} added to your skills list. Check the level.`,
    });
  }
  const required = missing.filter((skill) => skill.required).slice(0, 5);
  if (required.length > 0) {
    suggestions.push({
      area: 'Skills',
      suggestion: `The job asks for ${listNames(required.map((skill) => skill.name))}, which your CV does not show. Add them only if you have really used them, with an example in a bullet.`,
    });
  }
  if (cv.experience.some((entry) => bulletLines(entry.description).length > 1)) {
    suggestions.push({
      area: 'Experience',
      suggestion:
        'In each role, the bullets that show the skills the job asks for now come first. Add a number to any bullet that has none (how many, how much, how fast).',
    });
  }
  if (job.title && !cv.personal.title.toLowerCase().includes(job.title.toLowerCase())) {
    suggestions.push({
      area: 'Title',
      suggestion: `If it is true to your experience, use the job's wording '${job.title}' as the title under your name.`,
    });
  }
  // The cover letter leaves out every line that still holds a blank: say so, and which.
  const blanks = findBlanksIn(cv);
  if (blanks.length > 0) {
    suggestions.push({
      area: 'Cover letter',
      suggestion:
        blanks.length === 1
          ? `Your CV has a blank ('${blanks[0]!.text}'); the cover letter leaves out the line that holds it. Fill it in and tailor again to use that line.`
          : `Your CV has ${blanks.length} blanks (such as '${blanks[0]!.text}'); the cover letter leaves out the lines that hold them. Fill them in and tailor again to use those lines.`,
    });
  }
  if (job.yearsOfExperience !== null && months / 12 < job.yearsOfExperience) {
    suggestions.push({
      area: 'Experience',
      suggestion: `The job asks for ${job.yearsOfExperience}+ years; make sure every role, internship and freelance project has its dates so none of your experience is missed.`,
    });
  }
  return suggestions;
}

export function tailorCv(data: CvData, jobDescription: string): TailoredResult {
  // The tailored CV is drawn and saved as it is: entries left blank in the editor go.
  const cv = withoutBlankEntries(data);
  // The employer and role as the letter names them, also when the parser leaves them joined.
  const parsed = parseJobDescription(jobDescription);
  const { role, employer } = postingNames(jobDescription, parsed);
  const cvSkills = withImplied(findSkills(cvToText(cv)).map((skill) => skill.name));
  const job: ParsedJob = withChoicesMade({ ...parsed, title: role, company: employer }, cvSkills);
  const weights: Weights = new Map(job.skills.map((skill) => [skill.name, skill.weight]));
  // Spoken languages are named in the CV's Languages, not as the skills it leads with.
  const matched = job.skills
    .filter((skill) => cvSkills.has(skill.name) && skill.category !== 'language')
    .map((skill) => skill.name);
  const { skills, added, missing } = tailorSkills(cv, job, weights, cvSkills);
  const months = cvExperienceMonths(cv);
  const { summary, changes } = tailorSummary(cv, job, matched, weights, months);

  const tailoredCV: CvData = {
    ...cv,
    personal: { ...cv.personal, summary },
    skills,
    experience: cv.experience.map((entry) => tailorExperience(entry, weights)),
    projects: byRelevance(
      cv.projects,
      (project) => `${project.name} ${project.description}`,
      weights,
    ),
  };
  return {
    tailoredCV,
    suggestions: suggestionsFor(cv, job, matched, added, missing, months, changes),
    coverLetter: writeCoverLetter(cv, job),
  };
}
