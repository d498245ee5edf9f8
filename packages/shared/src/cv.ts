import { z } from 'zod';
import { toAsciiDigits } from './locale';
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
/** The levels Bangladeshi employers ask for by name, from school onward (issue 44). */
export const educationLevels = [
  'SSC',
  'HSC',
  'O-Level',
  'A-Level',
  'Diploma',
  'Bachelor',
  'Master',
] as const;
/** GPA out of 5 (SSC, HSC) or CGPA out of 4 (universities). */
export const gpaScales = ['5', '4'] as const;

export const GPA_MESSAGE = 'Write the result as a number such as 5.00 or 3.75.';
export const GPA_SCALE_MESSAGE = 'The result cannot be more than its scale.';
export const PASSING_YEAR_MESSAGE = 'Write the year as four digits, such as 2019.';

/**
 * Text that may be typed in Bengali digits (৫.০০): checked as its ASCII reading; saving keeps
 * the ASCII one (5.00, see normaliseCvData). No transform here: the schema also describes
 * the CV the API answers with.
 */
const digits = (max: number, valid: (ascii: string) => boolean, message: string) =>
  text(max).refine((value) => value === '' || valid(toAsciiDigits(value)), message);

export const cvEducationSchema = z
  .object({
    id,
    degree: line,
    institution: line,
    location: line,
    startDate: date,
    endDate: date,
    description: paragraph,
    level: z.enum(educationLevels, { error: 'Choose a level from the list.' }).optional(),
    /** The education board (Dhaka, Rajshahi, Madrasah …) or the university. */
    board: line.optional(),
    /** The year the result was published: what certificates and forms name. */
    year: digits(10, (value) => /^(19|20)\d\d$/.test(value), PASSING_YEAR_MESSAGE).optional(),
    gpa: digits(10, (value) => /^\d(\.\d{1,2})?$/.test(value), GPA_MESSAGE).optional(),
    gpaScale: z.enum(gpaScales, { error: 'The scale must be 5 or 4.' }).optional(),
    /** A result that is not a GPA: "First Division", "Second Class", "A*". */
    division: line.optional(),
  })
  // A result that is not a number is told so once, above; here only one past its scale.
  .refine(
    ({ gpa, gpaScale }) => !gpa || !gpaScale || !(Number(toAsciiDigits(gpa)) > Number(gpaScale)),
    {
      path: ['gpa'],
      message: GPA_SCALE_MESSAGE,
    },
  );
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

export const NID_MESSAGE =
  'The NID number must have 10 or 17 digits (an old 13-digit number becomes 17 with your birth year before it).';
/** What may stand between an NID's digits as people write them: spaces and hyphens. */
export const NID_SPACING = /[\s-]/g;
export const BIRTH_DATE_MESSAGE = 'Write the date of birth as a real date, such as 2001-03-15.';

/** A date of birth as YYYY-MM-DD: a real day, in the past, after 1900. */
function isBirthDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(day.getTime()) &&
    day.toISOString().startsWith(value) &&
    Number(match[1]) >= 1900 &&
    day.getTime() < Date.now()
  );
}

/**
 * The bio-data that government, bank and many private employers in Bangladesh ask for (issue
 * 44). Every field is optional and shown only once the user adds it; the NID and date of birth
 * leave the CV's own outputs never (not the V-Card, not the back office).
 */
export const cvBioDataSchema = z.object({
  /** The name as on the SSC certificate, in Bangla and in English. */
  nameBn: line.optional(),
  nameEn: line.optional(),
  fatherName: line.optional(),
  motherName: line.optional(),
  dateOfBirth: digits(10, isBirthDate, BIRTH_DATE_MESSAGE).optional(),
  nid: digits(
    30,
    (value) => /^(\d{10}|\d{17})$/.test(value.replace(NID_SPACING, '')),
    NID_MESSAGE,
  ).optional(),
  religion: line.optional(),
  maritalStatus: line.optional(),
  nationality: line.optional(),
  presentAddress: text(500).optional(),
  permanentAddress: text(500).optional(),
  /** An uploaded image of the signature, checked as the photo is. */
  signatureUrl: url.optional(),
});
export type CvBioData = z.infer<typeof cvBioDataSchema>;
export const BIO_DATA_FIELDS = Object.keys(cvBioDataSchema.shape) as (keyof CvBioData)[];

/**
 * The bio-data only the CV's owner and the CV's own outputs (preview, PDF, the owner's export)
 * see: staff signed in as the user get the CV without them, and cannot change them.
 */
export const PRIVATE_BIO_FIELDS = ['nid', 'dateOfBirth'] as const satisfies (keyof CvBioData)[];
type PrivateBioData = Pick<CvBioData, (typeof PRIVATE_BIO_FIELDS)[number]>;

function splitBioData(cv: CvData): { own: PrivateBioData; rest: CvBioData } {
  const { nid, dateOfBirth, ...rest } = cv.bioData ?? {};
  return { own: { nid, dateOfBirth }, rest };
}

/** The CV with this bio-data, or with none when every field is empty (as a CV saves it). */
function withBioData(cv: CvData, bioData: CvBioData): CvData {
  const { bioData: _, ...rest } = cv;
  return Object.values(bioData).some(Boolean) ? { ...rest, bioData } : rest;
}

export const hasPrivateDetails = (cv: CvData): boolean =>
  Object.values(splitBioData(cv).own).some(Boolean);

export const withoutPrivateDetails = (cv: CvData): CvData =>
  hasPrivateDetails(cv) ? withBioData(cv, splitBioData(cv).rest) : cv;

/** `cv` carrying the private details of `stored` instead of its own: what a staff save keeps. */
export const withPrivateDetailsOf = (cv: CvData, stored: CvData): CvData =>
  withBioData(cv, { ...splitBioData(cv).rest, ...splitBioData(stored).own });

export const cvDataSchema = z.object({
  personal: cvPersonalSchema,
  /** Absent in every CV made before it (and in those that never add it). */
  bioData: cvBioDataSchema.optional(),
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
export type CvListKey = Exclude<keyof CvData, 'personal' | 'bioData'>;
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
    ...(cv.bioData && {
      bioData: {
        ...cv.bioData,
        signatureUrl: cv.bioData.signatureUrl && web(cv.bioData.signatureUrl),
      },
    }),
    projects: cv.projects.map((project) => ({ ...project, url: web(project.url) })),
    publications: cv.publications.map((publication) => ({
      ...publication,
      url: web(publication.url),
    })),
  };
}
