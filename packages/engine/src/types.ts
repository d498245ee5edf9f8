import type { CvBioData, CvEducation } from '@careercard/shared/cv';
/**
 * The engine's shapes: what the parsers read out of text, and what the scorers build on.
 * Pure data, so the server, the benchmarks and the evaluation share one vocabulary.
 */

import type { experienceTypes } from '@careercard/shared/cv';

/** A skill as the taxonomy knows it. */
export type SkillKind = 'hard' | 'soft';

export interface SkillMention {
  /** The taxonomy's canonical display name, e.g. "JavaScript" for "JS" or "javascript". */
  name: string;
  kind: SkillKind;
  /** The field it belongs to: software, data, business, finance, healthcare, sales, … */
  category: string;
  /** How often the skill (by any alias) occurs in the text. */
  count: number;
}

export type EducationLevel = 'secondary' | 'diploma' | 'bachelor' | 'master' | 'doctorate';

/** A skill the job asks for, with how much the posting stresses it (higher matters more). */
export interface JobSkill {
  name: string;
  kind: SkillKind;
  category: string;
  /** Relative importance, > 0; required skills outweigh preferred ones. */
  weight: number;
  required: boolean;
  /** Skills the posting offers instead of this one ("Java, Python or Go"): any of them will do. */
  alternatives?: string[];
}

export interface ParsedJob {
  title: string | null;
  company: string | null;
  /** Hard skills, required first, each weighted by emphasis in the posting. */
  skills: JobSkill[];
  softSkills: string[];
  /** The minimum years of experience asked for, if stated. */
  yearsOfExperience: number | null;
  /** The years the title's level implies when the posting states none (Senior 5, Staff 8 …). */
  impliedYears: number | null;
  educationLevel: EducationLevel | null;
  /** Fields of study named for the degree ("Computer Science", "Accounting"). */
  fieldsOfStudy: string[];
  certifications: string[];
  responsibilities: string[];
  /** Content words of the posting's substance (not boilerplate) with weights, for keyword match. */
  keywords: Array<{ term: string; weight: number }>;
}

export type ResumeSectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'languages'
  | 'projects'
  | 'extracurricular'
  | 'certifications'
  | 'achievements'
  | 'publications'
  | 'references'
  | 'interests'
  | 'other';

export interface ResumeSection {
  kind: ResumeSectionKind;
  /** The heading as written in the CV. */
  heading: string;
  lines: string[];
}

export interface ResumeContact {
  name: string;
  email: string;
  /** As written; Bangladeshi numbers are normalised to +8801XXXXXXXXX. */
  phone: string;
  location: string;
  links: Array<{ label: string; url: string }>;
}

export interface ResumeExperience {
  title: string;
  company: string;
  location: string;
  /** As written, e.g. "Jan 2020" or "2019"; endDate "Present" when current. */
  startDate: string;
  endDate: string;
  description: string;
  /** Set for a role under a volunteering heading, or one whose CV names its kind. */
  type?: ExperienceType;
}

export type ExperienceType = (typeof experienceTypes)[number];

export interface ResumeEducation {
  degree: string;
  institution: string;
  location: string;
  startDate: string;
  endDate: string;
  description: string;
  /** The result as Bangladeshi certificates give it (education-results.ts), when the CV does. */
  level?: CvEducation['level'];
  board?: string;
  year?: string;
  gpa?: string;
  gpaScale?: CvEducation['gpaScale'];
  division?: string;
}

export interface ParsedResume {
  contact: ResumeContact;
  /** The professional headline under the name, if any. */
  title: string;
  summary: string;
  sections: ResumeSection[];
  experience: ResumeExperience[];
  education: ResumeEducation[];
  skills: string[];
  languages: Array<{ name: string; fluency: string }>;
  projects: Array<{ name: string; description: string; url: string; label?: string }>;
  extracurricular: Array<{ name: string; role: string; description: string }>;
  certifications: Array<{ name: string; issuer: string; date: string }>;
  /** Awards and achievements: a title, and what it was for. */
  achievements: Array<{ title: string; description: string }>;
  publications: Array<{ title: string; publisher: string; date: string; url: string }>;
  references: Array<{
    name: string;
    title: string;
    company: string;
    email: string;
    phone: string;
    contact: string;
  }>;
  /** Total months of experience from dated entries (overlaps counted once). */
  experienceMonths: number;
  /** The bio-data a Bangladeshi CV lists (bio-data.ts); empty when it lists none. */
  bioData: Omit<CvBioData, 'signatureUrl'>;
}

/** A text fragment of a PDF page with its position (PDF units, origin bottom-left). */
export interface PositionedText {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** True when the PDF says a line break follows. */
  hasEOL?: boolean;
  /** Set in a bold (or heavier) face. */
  bold?: boolean;
}

export interface PositionedPage {
  width: number;
  height: number;
  items: PositionedText[];
}

/** A link of a PDF page: where it is clicked (left, bottom, right, top) and where it leads. */
export interface PageLink {
  rect: [number, number, number, number];
  url: string;
}

/** A link with the words it is clicked on, and whether its address stands in the text read. */
export interface AnchoredLink {
  text: string;
  url: string;
  inText: boolean;
}
