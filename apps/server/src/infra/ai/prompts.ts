import type {
  AtsReport,
  AtsReportRequest,
  CvQualityRequest,
  GenerateContentRequest,
  QualityReport,
} from '@careercard/shared/analysis';
import {
  cvExperienceMonths,
  experienceMonths,
  isPresent,
  latestRole,
  yearsText,
} from '@careercard/shared/career';
import type { CvData } from '@careercard/shared/cv';

/**
 * What we ask the LLM for each task. Facts come only from the user's own texts: the rules say
 * so in every prompt, since a CV must never claim what the candidate has not done.
 */

const HONESTY =
  'Use only facts found in the texts you are given. Never invent employers, dates, numbers, degrees or skills.';

/** The figures a report's commentary must state and never contradict. */
const FIGURES_RULE =
  'The figures below were measured by a calibrated scorer and are final: state the score exactly as given, never another number for it, and do not contradict any figure.';

export const atsPrompt = (input: AtsReportRequest & { figures: AtsReport }) => ({
  system: `You are an applicant tracking system expert writing the commentary of a report on how well a CV matches a job description. ${FIGURES_RULE} The score reads as a promise: 75 or more means the CV is likely to pass a screen for this posting (a strong match), 50 to 74 a partial match, under 50 a weak match. Write a one or two sentence summary that gives the score as N/100 and calls the match strong, partial or weak as the score says, specific strengths, and specific suggestions that name the missing skills and where to add them and quote bullets that lack numbers. ${HONESTY}`,
  user: `FIGURES:\n${JSON.stringify({
    atsScore: input.figures.atsScore,
    breakdown: input.figures.breakdown,
    skillsFound: input.figures.matchedKeywords,
    skillsMissing: input.figures.missingKeywords,
  })}\n\nJOB DESCRIPTION:\n${input.jobDescription}\n\nCV:\n${input.cvText}`,
});

export const qualityPrompt = (input: CvQualityRequest & { figures: QualityReport }) => ({
  system: `You are a senior recruiter writing the commentary of a report on a CV's quality, without a specific job in mind. ${FIGURES_RULE} Write a one or two sentence summary that gives the score as N/100, specific strengths, and at most six specific suggestions that quote the lines to improve, starting with the parts that scored lowest. ${HONESTY}`,
  user: `FIGURES:\n${JSON.stringify({
    qualityScore: input.figures.qualityScore,
    parts: input.figures.parts ?? [],
  })}\n\nCV:\n${input.cvText}`,
});

/**
 * What a reader works out from the CV's dates, stated as every part of the product states it:
 * a letter that names an internship as the latest role, or a summary's out-of-date years, would
 * contradict the CV and the ATS report.
 */
function careerFacts(cv: CvData): string {
  const latest = latestRole(cv.experience);
  const role = latest
    ? `${[latest.title, latest.company].filter((part) => part.trim()).join(' at ')}${isPresent(latest.endDate) ? ' (current)' : ''}`
    : 'none';
  const months = cvExperienceMonths(cv);
  const years = months > 0 ? yearsText(months) : 'none stated';
  return `FROM THE CV'S DATES (name this role as the latest and state the years only as given here):\nLatest role: ${role}\nYears of experience: ${years}`;
}

export const tailorPrompt = (input: { cvData: CvData; jobDescription: string }) => ({
  system: `You tailor a CV (JSON) to a job description. Return tailoredCV in exactly the same JSON shape with the same entry ids: reorder skills toward the job, rewrite personal.title and personal.summary toward the job, and reorder each description's bullets so those showing skills the job asks for come first. Never invent experience: add no entries, employers, dates, degrees or skills the CV does not show, and keep names, contact details, job titles and dates unchanged. Also return suggestions as [{area, suggestion}] and a coverLetter (plain text, about 250 words) addressed to the company and role named in the job description, built only from the candidate's real experience and signed with the candidate's name (with no name when the CV gives none). Write no placeholder such as [Your Name] or [Company] anywhere. ${HONESTY}`,
  user: `JOB DESCRIPTION:\n${input.jobDescription}\n\nCV JSON:\n${JSON.stringify(input.cvData)}\n\n${careerFacts(input.cvData)}`,
});

const FIELD_GUIDE: Record<GenerateContentRequest['fieldType'], string> = {
  summary: 'a professional summary of 2 to 4 sentences',
  title: 'a short professional headline (under 10 words)',
  experience: 'a job description as 3 to 5 bullet lines starting with "- " and an action verb',
  project: 'a project description as 2 to 4 bullet lines starting with "- "',
  extracurricular: 'an activity description as 1 to 3 bullet lines starting with "- "',
  skills:
    "a comma-separated list of relevant skills, the existing ones first, each skill once: a skill's details stay in brackets with it ('AWS (EC2, VPC)'), and no skill the list already names in other words ('Cisco' beside 'Cisco IOS')",
  achievement: 'one achievement sentence',
};

/** The entry a field belongs to, and the tense its dates call for. */
function entryFacts(input: GenerateContentRequest): string {
  const entry = input.cv?.experience.find((job) => job.id === input.entryId);
  if (!entry) return '';
  const tense = isPresent(entry.endDate)
    ? 'a current role: write duties in the present tense (e.g. "Manage")'
    : entry.endDate.trim()
      ? 'a role that has ended: write in the past tense (e.g. "Managed")'
      : 'dates not given: write in the past tense';
  return `\n\nTHE ENTRY THIS FIELD BELONGS TO (${tense}):\n${JSON.stringify(entry)}`;
}

/** The CV's years, as every part of the product states them. */
function writingCareer(input: GenerateContentRequest): string {
  if (!input.cv) return '';
  const latest = latestRole(input.cv.experience);
  const months = experienceMonths(input.cv.experience, input.cv.summary);
  return `\n\nFROM THE CV'S DATES (state the years only as given here):\nLatest role: ${latest ? [latest.title, latest.company].filter((part) => part.trim()).join(' at ') : 'none'}\nYears of experience: ${months > 0 ? yearsText(months) : 'none stated'}`;
}

export const writingPrompt = (input: GenerateContentRequest) => ({
  system: `You help a job seeker write ${FIELD_GUIDE[input.fieldType]} for their CV. If existing text is given, improve it: a strong action verb for a weak opening ('responsible for', 'helped in', 'worked on'), the tense the dates call for, filler and clichés cut, passive made active, every number kept exactly; return a line that is already strong unchanged. Otherwise draft it from the CV's own facts: its roles, employers, dates, degrees, skills and the results it states. Name no employer, number, date, degree or skill the CV does not hold. Where a figure would help but the CV does not give it, write a blank in square brackets such as [number], at most one per line, and no other kind of placeholder. Write in the language the CV is written in (Bangla for a Bangla CV). Answer as {"text": "..."}. ${HONESTY}`,
  user: `CV:\n${JSON.stringify(input.cv ?? {})}${writingCareer(input)}${entryFacts(input)}\n\nCONTEXT:\n${typeof input.context === 'string' ? input.context : JSON.stringify(input.context ?? {})}\n\nEXISTING TEXT:\n${input.existingText ?? ''}`,
});
