import {
  scoreBand,
  type AtsBreakdownKey,
  type AtsReport,
  type ScoreBand,
} from '@careercard/shared/analysis';
import { experienceMonths, latestRole, yearsText } from '@careercard/shared/career';
import { educationRank, fieldFamiliesIn, highestEducationLevel } from './education';
import { ANY_FIELD, parseJobDescription, withChoicesMade } from './job-description';
import { parseResumeText } from './resume/parse-resume';
import { calibratedScore } from './ats/calibration';
import { canonicalSkill, findSkills, relatedSkills, withImplied } from './skills/find-skills';
import { ROLE_WORDS } from './text/roles';
import { stem, tokenize } from './text/tokens';
import type { EducationLevel, JobSkill, ParsedJob, ParsedResume } from './types';

/**
 * The ATS score of a CV against a job description. Each part of the breakdown (0-100) is one
 * thing a user can act on. The score comes from the CV's fit for the posting: what it does
 * (Hard skills and Job title) discounted for the evidence it lacks (the posting's own words,
 * years, degree, a readable CV), mapped through a calibration fitted on labelled data
 * (./ats/calibration.ts), so that 75 or more reads as likely to pass a screen and under 50 as a
 * poor fit.
 */

/**
 * What the CV does, by weight: the skills the posting asks for, the job it has held, and the
 * posting's own words for the work (all a posting that lists duties rather than tools names).
 */
const DOES = { hardSkills: 0.7, jobTitle: 0.3, keywords: 0.2 } as const;
/**
 * The most each missing piece of evidence takes off the fit. A CV that uses none of the words
 * the posting repeats keeps 60 % of it: screening software matches words, and a recruiter reads
 * a CV that describes the work in other terms as one about other work. A CV whose skills all lie
 * in another field keeps half. A CV with none of the years asked for keeps 70 %, one without the
 * degree asked for 70 % too (many screens filter on the degree before anyone reads on), an
 * unreadable one 90 %.
 */
const EVIDENCE_DISCOUNT = {
  keywords: 0.4,
  field: 0.5,
  experience: 0.3,
  education: 0.3,
  readability: 0.1,
} as const;

type Breakdown = Record<Exclude<AtsBreakdownKey, 'jobTitle' | 'field'>, number> & {
  jobTitle?: number;
  field?: number;
};

/**
 * The fit (0-1) of a CV with this breakdown for a posting, before calibration: made only of the
 * parts the report shows, so nothing hidden moves the score. A part the posting gives nothing to
 * judge by (no role named, no skill of a field) is left out.
 */
export function fitFromBreakdown(breakdown: Breakdown): number {
  const does = (Object.keys(DOES) as Array<keyof typeof DOES>).filter(
    (key) => breakdown[key] !== undefined,
  );
  const done =
    does.reduce((sum, key) => sum + DOES[key] * breakdown[key]!, 0) /
    does.reduce((sum, key) => sum + DOES[key], 0);
  const evidence = (Object.keys(EVIDENCE_DISCOUNT) as Array<keyof typeof EVIDENCE_DISCOUNT>).reduce(
    (product, key) => product * (1 - EVIDENCE_DISCOUNT[key] * (1 - (breakdown[key] ?? 100) / 100)),
    1,
  );
  return (done / 100) * evidence;
}

/** The length of a vector of weights. */
const norm = (values: Iterable<number>) =>
  Math.sqrt([...values].reduce((sum, v) => sum + v * v, 0));

const percent = (share: number) => Math.round(Math.max(0, Math.min(1, share)) * 100);

/** Lists names as prose: "A, B and C". */
export function listNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** "1 word", "12 words". */
export const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

const quote = (text: string, max = 70) =>
  `'${text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text}'`;

// --- Hard skills ------------------------------------------------------------------------------

/** A skill the CV lacks but can partly stand in for with a related one (Angular for React). */
const RELATED_CREDIT = 0.5;
/** Ways of working (Agile, code review) every engineer claims count for less than tools. */
const PRACTICE_WEIGHT = 0.5;
/**
 * The profile similarity at which a CV counts as fully aligned: a CV always holds skills the job
 * does not need, so even a perfect candidate's profile is far from identical to the posting's.
 */
const FULL_ALIGNMENT = 0.6;

/** The skills a posting stresses most: the three with the highest weight. */
export const mostStressed = (job: ParsedJob) =>
  [...job.skills].sort((a, b) => b.weight - a.weight).slice(0, 3);

/**
 * How far the profile's alignment may lift Hard skills above the stress-weighted coverage, as a
 * share of the skills still missing: a CV that lacks a skill the posting names never gets 100.
 */
const COVERAGE_LEEWAY = 0.25;
const liftedCoverage = (coverage: number) => coverage + COVERAGE_LEEWAY * (1 - coverage);

/** The hard skills a CV shows, each weighted by how often it shows it. */
function cvSkillWeights(cvText: string): Map<string, number> {
  const cvSkills = new Map(
    findSkills(cvText)
      .filter((skill) => skill.kind === 'hard')
      .map((skill) => [skill.name, 1 + Math.log(skill.count)]),
  );
  // A CV with PostgreSQL is not missing SQL: the broad skills it proves count as shown once.
  for (const name of withImplied(cvSkills.keys())) if (!cvSkills.has(name)) cvSkills.set(name, 1);
  return cvSkills;
}

/**
 * Hard skills, from two views. Coverage: how much of what the job stresses the CV shows.
 * Alignment: the cosine of the job's and the CV's skill profiles, each skill weighted by how much
 * the posting stresses it and how often the CV shows it; it tells a job built around the
 * candidate's main skills from one that merely mentions one of them.
 */
function skillMatch(job: ParsedJob, cvSkills: Map<string, number>, wording: number) {
  const jobWeight = (skill: JobSkill) =>
    skill.weight * (skill.category === 'practices' ? PRACTICE_WEIGHT : 1);
  const similarity = (jobSkill: string, cvSkill: string) =>
    jobSkill === cvSkill ? 1 : relatedSkills(jobSkill).has(cvSkill) ? RELATED_CREDIT : 0;

  let dot = 0;
  /** How far the CV shows each skill the job asks for: 1, RELATED_CREDIT or 0. */
  const credit = new Map<JobSkill, number>();
  for (const skill of job.skills) {
    const weight = jobWeight(skill);
    let best = 0;
    for (const [name, cvWeight] of cvSkills) {
      const alike = similarity(skill.name, name);
      dot += weight * cvWeight * alike;
      best = Math.max(best, alike);
    }
    credit.set(skill, best);
  }
  /** The stress-weighted share of these skills the CV shows. */
  const coverageOf = (skills: JobSkill[]) => {
    const asked = skills.reduce((sum, skill) => sum + jobWeight(skill), 0);
    const covered = skills.reduce((sum, skill) => sum + jobWeight(skill) * credit.get(skill)!, 0);
    return asked === 0 ? 0 : covered / asked;
  };
  const jobNorm = norm(job.skills.map(jobWeight));
  const cvNorm = norm(cvSkills.values());
  const alignment = jobNorm === 0 || cvNorm === 0 ? 0 : dot / (jobNorm * cvNorm);
  const coverage = coverageOf(job.skills);
  const stressedCoverage = coverageOf(mostStressed(job));

  const matched = job.skills.filter((skill) => cvSkills.has(skill.name));
  const missing = job.skills.filter((skill) => !cvSkills.has(skill.name));
  // A posting that names no skill the taxonomy knows is judged on its other words. Otherwise the
  // profile's alignment, lifting the stress-weighted share the CV shows of all the posting's
  // skills, or of the three it stresses most (the lower), by at most a quarter of what is
  // missing: Hard skills is high only when the stressed skills are found.
  const aligned = Math.min(1, alignment / FULL_ALIGNMENT);
  const covered = liftedCoverage(Math.min(coverage, stressedCoverage));
  const share = job.skills.length === 0 ? wording : Math.min(aligned, covered);
  // When the CV shows what the job asks for but says far more about other skills, that is what
  // holds Hard skills down: the report names those skills.
  const otherSkills =
    matched.length > 0 && covered - aligned >= 0.15
      ? [...cvSkills]
          .filter(([name]) => !job.skills.some((skill) => skill.name === name))
          .sort((a, b) => b[1] - a[1])
          .slice(0, 3)
          .map(([name]) => name)
      : [];
  return { score: percent(share), matched, missing, otherSkills };
}

// --- Field of work ----------------------------------------------------------------------------

/**
 * Skills that say nothing of which field a CV is in: those every line of work asks for, and ways
 * of working (Agile, code review) that CVs of every field claim.
 */
const NO_FIELD = new Set([...ANY_FIELD, 'practices']);
/**
 * The alignment of the two field profiles at which a CV counts as wholly in the job's field: a
 * CV always holds skills of neighbouring fields too.
 */
const FULL_FIELD = 0.6;

/** The weight of each field (the taxonomy's category) in a set of weighted skills. */
function fieldProfile(skills: Iterable<readonly [name: string, weight: number]>) {
  const profile = new Map<string, number>();
  for (const [name, weight] of skills) {
    const field = canonicalSkill(name)?.category;
    if (field && !NO_FIELD.has(field)) profile.set(field, (profile.get(field) ?? 0) + weight);
  }
  return profile;
}

/**
 * Whether the CV's skills lie in the field of the job's (software, accounting, engineering …):
 * the cosine of the two field profiles. It tells a mechanical engineer from an accountant for a
 * posting that names only "Maintenance" and "Troubleshooting", which neither CV may say.
 * `null` when the posting or the CV names no skill of any field. With the score, the skills
 * that show each side's main field, for the report.
 */
function fieldMatch(job: ParsedJob, cvSkills: Map<string, number>) {
  const jobProfile = fieldProfile(job.skills.map((skill) => [skill.name, skill.weight] as const));
  const cvProfile = fieldProfile(cvSkills);
  if (jobProfile.size === 0 || cvProfile.size === 0) return null;
  const dot = [...jobProfile].reduce((sum, [field, w]) => sum + w * (cvProfile.get(field) ?? 0), 0);
  const alignment = dot / (norm(jobProfile.values()) * norm(cvProfile.values()));
  const main = (profile: Map<string, number>) => [...profile].sort((a, b) => b[1] - a[1])[0]![0];
  const jobField = main(jobProfile);
  const cvField = main(cvProfile);
  const inField = (field: string) => (name: string) => canonicalSkill(name)?.category === field;
  return {
    score: percent(alignment / FULL_FIELD),
    jobSkills: job.skills
      .map((skill) => skill.name)
      .filter(inField(jobField))
      .slice(0, 3),
    cvSkills: [...cvSkills]
      .sort((a, b) => b[1] - a[1])
      .map(([name]) => name)
      .filter(inField(cvField))
      .slice(0, 3),
  };
}

// --- Keywords ---------------------------------------------------------------------------------

/**
 * The share of the posting's main words (weighed like its skills) at which a CV counts as using
 * its wording in full: a CV names its own employers and projects, and no posting's every word.
 */
const FULL_KEYWORDS = 0.6;

/** How much of the posting's own wording (its main words, weighed) the CV uses. */
function keywordShare(job: ParsedJob, cvText: string): number {
  const cvTerms = new Set(tokenize(cvText).map((token) => stem(token.lower)));
  const total = job.keywords.reduce((sum, keyword) => sum + keyword.weight, 0);
  const found = job.keywords
    .filter((keyword) => cvTerms.has(keyword.term))
    .reduce((sum, keyword) => sum + keyword.weight, 0);
  return total === 0 ? 1 : found / total;
}

// --- Job title --------------------------------------------------------------------------------

/** Words that say how senior or how hired, not what the job is. */
const LEVEL_WORDS = new Set(
  `senior sr junior jr lead staff principal head chief associate assistant intern internship
  trainee entry level mid i ii iii iv v 1 2 3 remote hybrid onsite on-site contract full part time
  temporary permanent new grad graduate early career`.split(/\s+/),
);

/** One spelling per title word, so "Back-End Developer" meets "Backend Engineer". */
export function titleWords(title: string): string[] {
  const normalised = title
    .toLowerCase()
    .replace(/\bback[\s-]?end\b/g, 'backend')
    .replace(/\bfront[\s-]?end\b/g, 'frontend')
    .replace(/\bfull[\s-]?stack\b/g, 'fullstack')
    .replace(/\b(?:sde|swe)\b/g, 'software engineer')
    .replace(/\b(?:developer|programmer|dev)\b/g, 'engineer');
  return tokenize(normalised)
    .map((token) => stem(token.lower))
    .filter((word) => !LEVEL_WORDS.has(word) && word.length > 1);
}

/** Whether a title names only the post and its level ("Sr. Officer / Executive"), not a field. */
const namesPostOnly = (title: string) =>
  title
    .split(/[\s/]+/)
    .every(
      (word) =>
        word === '' ||
        ROLE_WORDS.test(word) ||
        LEVEL_WORDS.has(stem(word.toLowerCase().replace(/\.$/, ''))),
    );

/** How close the CV's titles are to the role: `null` when the posting names no role to match. */
function titleMatch(job: ParsedJob, resume: ParsedResume, cvText: string): number | null {
  if (!job.title) return null;
  // What follows a dash, comma or bracket is usually the team or place, not the job itself; a
  // bracket that opens the title ("(Senior) Data Engineer") qualifies it. But when the title
  // opens with the post alone ("Executive - VAT"), what follows is the job's field.
  const [core = '', ...rest] = job.title.replace(/^\s*\([^)]*\)\s*/, '').split(/\s[-–|]\s|[,(]/);
  const postOnly = namesPostOnly(core);
  const coreWords = titleWords(postOnly ? [core, ...rest].join(' ') : core);
  const extraWords = postOnly ? [] : titleWords(rest.join(' '));
  if (coreWords.length === 0) return null;
  const cvTitles = new Set(
    titleWords([resume.title, ...resume.experience.map((entry) => entry.title)].join(' ')),
  );
  const cvWords = new Set(titleWords(cvText));
  const credit = (word: string) => (cvTitles.has(word) ? 1 : cvWords.has(word) ? 0.6 : 0);
  const coreShare = coreWords.reduce((sum, word) => sum + credit(word), 0) / coreWords.length;
  const extraShare =
    extraWords.length === 0
      ? coreShare
      : extraWords.reduce((sum, word) => sum + credit(word), 0) / extraWords.length;
  return percent(0.85 * coreShare + 0.15 * extraShare);
}

// --- Experience and education ----------------------------------------------------------------

function experienceMatch(job: ParsedJob, years: number, resume: ParsedResume) {
  const asked = job.yearsOfExperience ?? job.impliedYears;
  if (asked === null) return percent(years > 0 || resume.experience.length > 0 ? 1 : 0.6);
  if (years >= asked) return 100;
  // Each missing year costs more the fewer are asked for: 4 of 5 is closer than 7 of 10.
  return percent(1 - (1.5 * (asked - years)) / asked);
}

/**
 * The degree asked for against the one held: its level, then its field. A degree of the level
 * asked for in another field than the posting names ("B.Sc in CSE" against a BBA in Accounting)
 * is half a match; a field either side leaves unsaid is no gap.
 */
function educationMatch(
  asked: EducationLevel | null,
  held: EducationLevel | null,
  otherField: boolean,
) {
  if (asked === null && !otherField) return 100;
  if (held === null) return 40;
  const gap = asked === null ? 0 : educationRank(asked) - educationRank(held);
  const level = gap <= 0 ? 100 : gap === 1 ? 60 : 30;
  return otherField ? Math.min(level, 50) : level;
}

/** Whether the CV's degrees are all in other fields than the posting names. */
function inOtherField(job: ParsedJob, resume: ParsedResume, educationText: string): boolean {
  const asked = fieldFamiliesIn(job.fieldsOfStudy.join('\n'));
  // Only the education the CV lists says its field: the rest of it names other things.
  const held = resume.education.length > 0 ? fieldFamiliesIn(educationText) : new Set<string>();
  return asked.size > 0 && held.size > 0 && ![...asked].some((family) => held.has(family));
}

// --- Readability -----------------------------------------------------------------------------

interface Readability {
  score: number;
  missingSections: string[];
  missingContact: string[];
  words: number;
  undatedEntries: number;
}

function readability(resume: ParsedResume, cvText: string): Readability {
  const kinds = new Set(resume.sections.map((section) => section.kind));
  const sections: Array<[string, boolean, number]> = [
    ['Experience', kinds.has('experience') || resume.experience.length > 0, 15],
    ['Education', kinds.has('education') || resume.education.length > 0, 15],
    ['Skills', kinds.has('skills') || resume.skills.length > 0, 15],
    ['Summary', kinds.has('summary') || resume.summary !== '', 5],
  ];
  const contact: Array<[string, boolean]> = [
    ['e-mail address', resume.contact.email !== ''],
    ['phone number', resume.contact.phone !== ''],
  ];
  const words = tokenize(cvText).length;
  const lengthShare = words < 150 ? words / 150 : words > 1500 ? Math.max(0.4, 1500 / words) : 1;
  const undated = resume.experience.filter((entry) => entry.startDate === '').length;
  const datedShare = resume.experience.length === 0 ? 0.5 : 1 - undated / resume.experience.length;
  const score =
    sections.reduce((sum, [, found, points]) => sum + (found ? points : 0), 0) +
    contact.reduce((sum, [, found]) => sum + (found ? 10 : 0), 0) +
    15 * lengthShare +
    15 * datedShare;
  return {
    score: Math.round(score),
    missingSections: sections.filter(([, found]) => !found).map(([name]) => name),
    missingContact: contact.filter(([, found]) => !found).map(([name]) => name),
    words,
    undatedEntries: undated,
  };
}

/** Experience bullets without a number in them: results nobody can measure. */
function bulletsWithoutNumbers(resume: ParsedResume): string[] {
  return resume.experience
    .flatMap((entry) => entry.description.split('\n'))
    .map((line) => line.replace(/^[\s•·▪●◦‣*-]+/, '').trim())
    .filter((line) => line.length > 25 && !/\d/.test(line));
}

// --- The report ------------------------------------------------------------------------------

const LEVEL_NAMES: Record<EducationLevel, string> = {
  secondary: 'secondary school',
  diploma: 'diploma',
  bachelor: "bachelor's degree",
  master: "master's degree",
  doctorate: 'doctorate',
};

const gaps = (names: string[]) =>
  names.length === 0
    ? ''
    : `; the biggest ${names.length === 1 ? 'gap is' : 'gaps are'} ${listNames(names)}`;

/** What the summary calls a match in each band of the score. */
const MATCH: Record<ScoreBand, string> = {
  high: 'a strong match',
  medium: 'a partial match',
  low: 'a weak match',
};

/** The CV's fit for the posting before calibration: what the calibration is fitted on. */
export const atsFit = (cvText: string, jobDescription: string) =>
  analyze(cvText, jobDescription).fit;

export function analyzeAts(cvText: string, jobDescription: string): AtsReport {
  return analyze(cvText, jobDescription).report;
}

function analyze(cvText: string, jobDescription: string): { report: AtsReport; fit: number } {
  const cvSkills = cvSkillWeights(cvText);
  const job = withChoicesMade(parseJobDescription(jobDescription), cvSkills);
  const resume = parseResumeText(cvText);
  const wording = keywordShare(job, cvText);
  const skills = skillMatch(job, cvSkills, wording);
  const title = titleMatch(job, resume, cvText);
  // The same figure the cover letter and the tailored summary state; a CV's own claim counts
  // only when it dates no role.
  const months = experienceMonths(resume.experience, resume.summary || cvText);
  const years = months / 12;
  const educationText =
    resume.education.map((entry) => `${entry.degree} ${entry.description}`).join('\n') || cvText;
  const educationHeld = highestEducationLevel(educationText);
  const otherField = inOtherField(job, resume, educationText);
  const read = readability(resume, cvText);
  const field = fieldMatch(job, cvSkills);

  const breakdown = {
    hardSkills: skills.score,
    ...(title === null ? {} : { jobTitle: title }),
    ...(field === null ? {} : { field: field.score }),
    keywords: percent(wording / FULL_KEYWORDS),
    experience: experienceMatch(job, years, resume),
    education: educationMatch(job.educationLevel, educationHeld, otherField),
    readability: read.score,
  };
  const fit = fitFromBreakdown(breakdown);
  const atsScore = calibratedScore(fit);

  const role = job.title ? `the ${job.title} role` : 'this job';
  const strengths: string[] = [];
  const suggestions: string[] = [];

  if (skills.matched.length > 0) {
    strengths.push(
      `Your CV shows ${skills.matched.length} of the ${job.skills.length} skills the job asks for, including ${listNames(skills.matched.slice(0, 5).map((s) => s.name))}.`,
    );
  }
  const topMissing = skills.missing.filter((skill) => skill.required).slice(0, 5);
  const missingNames = (topMissing.length > 0 ? topMissing : skills.missing.slice(0, 5)).map(
    (skill) => skill.name,
  );
  if (missingNames.length > 0) {
    const recent = latestRole(resume.experience);
    const them = missingNames.length === 1 ? 'it' : 'them';
    const recentJob = recent?.title
      ? `${recent.title} role${recent.company ? ` at ${recent.company}` : ''}`
      : recent?.company && `job at ${recent.company}`;
    const where = recentJob
      ? ` and show ${them} in the bullets of your ${recentJob}`
      : ` and mention ${them} in the experience bullets where you used ${them}`;
    suggestions.push(
      `Add ${listNames(missingNames)} to your Skills section if you have used ${them}${where}; the job description stresses ${them}.`,
    );
  }

  if (skills.otherSkills.length > 0) {
    const asked = listNames(skills.matched.slice(0, 3).map((skill) => skill.name));
    suggestions.push(
      `Your CV says more about ${listNames(skills.otherSkills)} than about ${asked}, which this job asks for: put ${asked} first in your summary and skills, and show them in more of your bullets.`,
    );
  }

  if (field !== null && field.score < 50 && field.cvSkills.length > 0) {
    suggestions.push(
      `Most of the skills your CV shows (${listNames(field.cvSkills)}) are from another field than this job's (${listNames(field.jobSkills)}). If you have done this kind of work, describe it in your experience in the posting's words.`,
    );
  }

  if (job.title && title !== null && title >= 75) {
    strengths.push(`Your job titles match what the posting is hiring for (${job.title}).`);
  } else if (job.title && title !== null) {
    suggestions.push(
      `The posting is for '${job.title}'. If it fits your experience, use that wording in the title under your name and in your summary.`,
    );
  }

  if (job.yearsOfExperience !== null) {
    const shown = yearsText(months);
    if (years >= job.yearsOfExperience && job.title && title !== null && title < 50) {
      // Years in other lines of work do not meet what the posting asks for by themselves.
      suggestions.push(
        `You have ${shown} of experience in all, against the ${job.yearsOfExperience}+ asked for, but the posting wants them as '${job.title}': show what of your work fits it.`,
      );
    } else if (years >= job.yearsOfExperience) {
      strengths.push(
        `Your experience (${shown}) meets the ${job.yearsOfExperience}+ years asked for.`,
      );
    } else {
      suggestions.push(
        `The job asks for ${job.yearsOfExperience}+ years of experience and your CV shows ${shown}. Give every role its start and end dates, and include internships or freelance work that counts.`,
      );
    }
  }

  if (otherField && educationHeld !== null) {
    suggestions.push(
      `The job asks for a degree in ${listNames(job.fieldsOfStudy)}, and your degrees are in other fields. If you have studied it in any form (a minor, a diploma, a certified course), list it under Education.`,
    );
  } else if (job.educationLevel !== null) {
    if (breakdown.education === 100) {
      strengths.push(`Your education meets the ${LEVEL_NAMES[job.educationLevel]} asked for.`);
    } else if (educationHeld === null) {
      suggestions.push(
        `The job asks for a ${LEVEL_NAMES[job.educationLevel]}. Add an Education section with your degree, institution and dates.`,
      );
    } else {
      suggestions.push(
        `The job asks for a ${LEVEL_NAMES[job.educationLevel]}; make sure your highest qualification is listed first in Education.`,
      );
    }
  }

  const vague = bulletsWithoutNumbers(resume);
  if (vague.length > 0) {
    suggestions.push(
      `Add numbers to show results in ${vague.length === 1 ? 'this bullet' : `${vague.length} bullets, such as`} ${listNames(vague.slice(0, 2).map((line) => quote(line)))} (how many, how much, how fast).`,
    );
  } else if (resume.experience.length > 0) {
    strengths.push('Your experience bullets show measurable results.');
  }

  if (read.missingSections.length > 0) {
    suggestions.push(
      `Add ${listNames(read.missingSections.map((name) => `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name} section`))} with a standard heading so applicant tracking systems can read it.`,
    );
  }
  if (read.missingContact.length > 0) {
    suggestions.push(`Add your ${listNames(read.missingContact)} at the top of your CV.`);
  } else {
    strengths.push('Your contact details are easy for a recruiter to find.');
  }
  if (read.words < 150) {
    suggestions.push(
      `Your CV has only ${counted(read.words, 'word')}; describe your roles, projects and results in more detail.`,
    );
  } else if (read.words > 1500) {
    suggestions.push(
      `Your CV has ${read.words} words; trim it to the two pages that matter most for this job.`,
    );
  }
  if (read.undatedEntries > 0) {
    suggestions.push(
      `Give each job a start and end date (e.g. 'Jan 2021 – Present'); ${read.undatedEntries} of your roles have none.`,
    );
  }

  if (breakdown.keywords >= 90) {
    strengths.push('Your CV uses the words the posting repeats most.');
  } else if (breakdown.keywords < 75) {
    suggestions.push(
      "Your CV uses few of the words the posting repeats most: where your work matches the posting, describe it in the posting's own words, not only in yours.",
    );
  }

  const match = MATCH[scoreBand(atsScore)];
  // A high score with few of the named skills comes from having the ones the posting stresses
  // most: the summary says so, so the two figures do not seem to disagree.
  const stressed = mostStressed(job);
  const hasStressed =
    skills.missing.length > 0 &&
    stressed.length === 3 &&
    stressed.every((skill) => skills.matched.includes(skill));
  const coverage =
    job.skills.length > 0
      ? ` It covers ${skills.matched.length} of ${job.skills.length} key skills${hasStressed ? ', including the three the posting stresses most' : ''}${gaps(missingNames.slice(0, 3))}.`
      : '';
  const report: AtsReport = {
    atsScore,
    summary: `Your CV is ${match} for ${role} (${atsScore}/100).${coverage}`,
    strengths: strengths.slice(0, 6),
    suggestions: suggestions.slice(0, 7),
    matchedKeywords: skills.matched.map((skill) => skill.name),
    missingKeywords: skills.missing.slice(0, 20).map((skill) => skill.name),
    breakdown,
  };
  return { report, fit };
}
