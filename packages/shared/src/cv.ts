import { z } from 'zod';
import {
  isAllowedAddress,
  LINK_ADDRESS_MESSAGE,
  WEB_ADDRESS_MESSAGE,
  type AddressKind,
} from './web-address';

/** The CV data model of the user spec §3, with the limits the server enforces. */

export const experienceTypes = ['Full-time', 'Part-time', 'Internship', 'Volunteer'] as const;
export const skillLevels = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;
export const languageFluencies = ['Basic', 'Conversational', 'Fluent', 'Native'] as const;
export type SkillLevel = (typeof skillLevels)[number];
export type LanguageFluency = (typeof languageFluencies)[number];

export const CV_MAX_ITEMS = 200;
/** The serialised CV data may take at most this many bytes. */
export const CV_MAX_BYTES = 1024 * 1024;

const text = (max: number) =>
  z.string({ error: 'Must be text.' }).max(max, { error: `Must be at most ${max} characters.` });
const line = text(200);
const date = text(50);
const address = (kind: AddressKind, message: string) =>
  text(2048).refine((value) => isAllowedAddress(value, kind), message);
const url = address({}, WEB_ADDRESS_MESSAGE);
const paragraph = text(5000);
const list = <T extends z.ZodType>(item: T) =>
  z.array(item).max(CV_MAX_ITEMS, { error: `At most ${CV_MAX_ITEMS} entries.` });
const id = z.string().min(1).max(64);

export const cvLinkSchema = z.object({
  id,
  label: line,
  url: address({ contact: true }, LINK_ADDRESS_MESSAGE),
});
export const cvPersonalSchema = z.object({
  name: line,
  title: line,
  email: line,
  phone: text(50),
  location: line,
  summary: paragraph,
  links: list(cvLinkSchema),
  photoUrl: url.optional(),
});
export const cvExperienceSchema = z.object({
  id,
  title: line,
  company: line,
  location: line,
  type: z.enum(experienceTypes).optional(),
  startDate: date,
  endDate: date,
  description: paragraph,
});
export const cvEducationSchema = z.object({
  id,
  degree: line,
  institution: line,
  location: line,
  startDate: date,
  endDate: date,
  description: paragraph,
});
export const cvSkillSchema = z.object({ id, name: line, level: z.enum(skillLevels) });
export const cvLanguageSchema = z.object({ id, name: line, fluency: z.enum(languageFluencies) });
export const cvProjectSchema = z.object({
  id,
  name: line,
  url,
  description: paragraph,
  label: line.optional(),
});
export const cvExtracurricularSchema = z.object({
  id,
  name: line,
  role: line,
  description: paragraph,
});
export const cvCertificationSchema = z.object({ id, name: line, issuer: line, date });
const cvToolSchema = z.object({ id, name: line });
export const cvAchievementSchema = z.object({ id, title: line.optional(), description: paragraph });
export const cvPublicationSchema = z.object({ id, title: line, publisher: line, date, url });
export const cvReferenceSchema = z.object({
  id,
  name: line,
  title: line,
  company: line,
  email: line.optional(),
  phone: text(50).optional(),
  contact: line,
});

export const cvDataSchema = z.object({
  personal: cvPersonalSchema,
  experience: list(cvExperienceSchema),
  education: list(cvEducationSchema),
  skills: list(cvSkillSchema),
  languages: list(cvLanguageSchema),
  projects: list(cvProjectSchema),
  extracurricular: list(cvExtracurricularSchema),
  certifications: list(cvCertificationSchema),
  tools: list(cvToolSchema),
  achievements: list(cvAchievementSchema),
  publications: list(cvPublicationSchema),
  references: list(cvReferenceSchema),
});

export type CvData = z.infer<typeof cvDataSchema>;
export type CvPersonal = CvData['personal'];
export type CvExperience = z.infer<typeof cvExperienceSchema>;
export type CvEducation = z.infer<typeof cvEducationSchema>;
export type CvSkill = z.infer<typeof cvSkillSchema>;

/** The lists of a CV, each with the shape of its entries. */
export type CvListKey = Exclude<keyof CvData, 'personal'>;
export const cvListKeys = [
  'experience',
  'education',
  'skills',
  'languages',
  'projects',
  'extracurricular',
  'certifications',
  'tools',
  'achievements',
  'publications',
  'references',
] as const satisfies readonly CvListKey[];

export function emptyCvData(): CvData {
  return {
    personal: { name: '', title: '', email: '', phone: '', location: '', summary: '', links: [] },
    experience: [],
    education: [],
    skills: [],
    languages: [],
    projects: [],
    extracurricular: [],
    certifications: [],
    tools: [],
    achievements: [],
    publications: [],
    references: [],
  };
}

/**
 * A CV as saved before addresses were checked: an address with a scheme no longer allowed is
 * dropped, so the CV still opens, draws and exports, and its next save is valid.
 */
export function withAllowedAddresses(cv: CvData): CvData {
  const web = (value: string) => (isAllowedAddress(value) ? value : '');
  const { photoUrl, ...personal } = cv.personal;
  return {
    ...cv,
    personal: {
      ...personal,
      links: personal.links.map((link) =>
        isAllowedAddress(link.url, { contact: true }) ? link : { ...link, url: '' },
      ),
      ...(photoUrl !== undefined && isAllowedAddress(photoUrl) ? { photoUrl } : {}),
    },
    projects: cv.projects.map((project) => ({ ...project, url: web(project.url) })),
    publications: cv.publications.map((publication) => ({
      ...publication,
      url: web(publication.url),
    })),
  };
}
