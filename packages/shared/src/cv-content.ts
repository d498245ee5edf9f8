import { BIO_DATA_FIELDS, type CvBioData, type CvData, type CvListKey } from './cv';

/**
 * What of a CV counts as content. The editor keeps an entry the user added and has not filled
 * in yet; such an entry is neither drawn (preview, PDF, V-Card) nor read by the analyses. A
 * skill's level or a job's dates alone are not content: they describe nothing.
 */

const has = (value: unknown) => typeof value === 'string' && value.trim() !== '';

const hasContent: { [K in CvListKey]: (entry: CvData[K][number]) => boolean } = {
  experience: (job) => has(job.title) || has(job.company) || has(job.description),
  education: (school) => has(school.degree) || has(school.institution) || has(school.description),
  skills: (skill) => has(skill.name),
  languages: (language) => has(language.name),
  projects: (project) => has(project.name) || has(project.description),
  extracurricular: (activity) =>
    has(activity.name) || has(activity.role) || has(activity.description),
  certifications: (certification) => has(certification.name),
  tools: (tool) => has(tool.name),
  achievements: (achievement) => has(achievement.title) || has(achievement.description),
  publications: (publication) => has(publication.title),
  references: (reference) => has(reference.name),
};

/** The bio-data fields that say something; none when none does. */
function filledBioData(bioData: CvBioData | undefined): { bioData?: CvBioData } {
  const filled = BIO_DATA_FIELDS.filter((field) => has(bioData?.[field]));
  return filled.length === 0
    ? {}
    : { bioData: Object.fromEntries(filled.map((field) => [field, bioData![field]])) };
}

/** The CV without the entries (and links, and bio-data fields) that say nothing. */
export function withoutBlankEntries(cv: CvData): CvData {
  const keep = <K extends CvListKey>(key: K) =>
    (cv[key] as Array<CvData[K][number]>).filter((entry) => hasContent[key](entry)) as CvData[K];
  return {
    personal: { ...cv.personal, links: cv.personal.links.filter((link) => has(link.url)) },
    ...filledBioData(cv.bioData),
    experience: keep('experience'),
    education: keep('education'),
    skills: keep('skills'),
    languages: keep('languages'),
    projects: keep('projects'),
    extracurricular: keep('extracurricular'),
    certifications: keep('certifications'),
    tools: keep('tools'),
    achievements: keep('achievements'),
    publications: keep('publications'),
    references: keep('references'),
  };
}
