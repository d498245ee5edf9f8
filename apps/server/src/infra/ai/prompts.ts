import type {
  AtsReportRequest,
  CvQualityRequest,
  GenerateContentRequest,
} from '@careercard/shared/analysis';
import type { CvData } from '@careercard/shared/cv';

/**
 * What we ask the LLM for each task. Facts come only from the user's own texts: the rules say
 * so in every prompt, since a CV must never claim what the candidate has not done.
 */

const HONESTY =
  'Use only facts found in the texts you are given. Never invent employers, dates, numbers, degrees or skills.';

export const atsPrompt = (input: AtsReportRequest) => ({
  system: `You are an applicant tracking system expert. Score how well a CV matches a job description from 0 to 100 (integer) as atsScore, read as a promise: 75 or more means the CV is likely to pass a screen for this posting, under 50 a poor fit, and a CV from another line of work under 30. Build it from hard-skill coverage weighted by how much the job stresses each skill (high only when the most-stressed skills are found), job-title match, how many of the words the posting repeats most the CV uses, years of experience against those asked for, education match and the CV's ATS readability. Give breakdown scores 0-100 for hardSkills, jobTitle, keywords, experience, education and readability; the summary, strengths and breakdown must agree with atsScore (never call a match strong under 75). Write a one or two sentence summary, specific strengths, and specific suggestions that name the missing skills and where to add them and quote bullets that lack numbers. List matchedKeywords and missingKeywords (skills and tools, canonical names). ${HONESTY}`,
  user: `JOB DESCRIPTION:\n${input.jobDescription}\n\nCV:\n${input.cvText}`,
});

export const qualityPrompt = (input: CvQualityRequest) => ({
  system: `You are a senior recruiter reviewing a CV without a specific job in mind. Give qualityScore from 0 to 100 (integer) judging action verbs, quantified results, length, section completeness, tense consistency, clichés and contact details. Write a one or two sentence summary, specific strengths, and at most six specific suggestions that quote the lines to improve. ${HONESTY}`,
  user: `CV:\n${input.cvText}`,
});

export const tailorPrompt = (input: { cvData: CvData; jobDescription: string }) => ({
  system: `You tailor a CV (JSON) to a job description. Return tailoredCV in exactly the same JSON shape with the same entry ids: reorder skills toward the job, rewrite personal.title and personal.summary toward the job, and reorder each description's bullets so those showing skills the job asks for come first. Never invent experience: add no entries, employers, dates, degrees or skills the CV does not show, and keep names, contact details, job titles and dates unchanged. Also return suggestions as [{area, suggestion}] and a coverLetter (plain text, about 250 words) addressed to the company and role named in the job description, built only from the candidate's real experience. ${HONESTY}`,
  user: `JOB DESCRIPTION:\n${input.jobDescription}\n\nCV JSON:\n${JSON.stringify(input.cvData)}`,
});

const FIELD_GUIDE: Record<GenerateContentRequest['fieldType'], string> = {
  summary: 'a professional summary of 2 to 4 sentences',
  title: 'a short professional headline (under 10 words)',
  experience: 'a job description as 3 to 5 bullet lines starting with "- " and an action verb',
  project: 'a project description as 2 to 4 bullet lines starting with "- "',
  extracurricular: 'an activity description as 1 to 3 bullet lines starting with "- "',
  skills: 'a comma-separated list of relevant skills',
  achievement: 'one achievement sentence',
};

export const writingPrompt = (input: GenerateContentRequest) => ({
  system: `You help a job seeker write ${FIELD_GUIDE[input.fieldType]} for their CV. If existing text is given, improve it (stronger verbs, clearer, no clichés); otherwise draft it from the context. Where a number would help but is unknown, write a placeholder in brackets such as [X%]. Answer as {"text": "..."}. ${HONESTY}`,
  user: `CONTEXT:\n${typeof input.context === 'string' ? input.context : JSON.stringify(input.context ?? {})}\n\nEXISTING TEXT:\n${input.existingText ?? ''}`,
});
