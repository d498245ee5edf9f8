import type { CvData } from '@careercard/shared/cv';

/**
 * The JSON Resume schema (jsonresume.org/schema), as far as the themes of the import corpus
 * read it: our gold CVs go through public themes in this shape.
 */
export interface JsonResume {
  basics: {
    name: string;
    label: string;
    email: string;
    phone: string;
    summary: string;
    location: { city: string; countryCode: string };
    profiles: Array<{ network: string; url: string; username: string }>;
  };
  work: Array<{
    name: string;
    position: string;
    location: string;
    startDate: string;
    endDate?: string;
    summary: string;
    highlights: string[];
  }>;
  education: Array<{
    institution: string;
    area: string;
    studyType: string;
    startDate: string;
    endDate: string;
  }>;
  skills: Array<{ name: string; level: string; keywords: string[] }>;
  languages: Array<{ language: string; fluency: string }>;
  projects: Array<{ name: string; description: string; url: string; highlights: string[] }>;
  certificates: Array<{ name: string; issuer: string; date: string }>;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mar 2021" → "2021-03-01", "2018" → "2018-01-01"; "Present" → undefined (ongoing). */
function isoDate(date: string): string | undefined {
  const match = /^(?:([A-Z][a-z]{2})\s+)?(\d{4})$/.exec(date.trim());
  if (!match) return undefined;
  const month = match[1] ? MONTHS.indexOf(match[1]) + 1 : 1;
  return `${match[2]}-${String(month).padStart(2, '0')}-01`;
}

const bullets = (description: string) =>
  description
    .split('\n')
    .map((line) => line.replace(/^[-•]\s*/, '').trim())
    .filter(Boolean);

/** "BSc in Computer Science" → study type "BSc", area "Computer Science". */
function degreeParts(degree: string) {
  const match = /^(.+?)\s+in\s+(.+)$/.exec(degree);
  return match ? { studyType: match[1]!, area: match[2]! } : { studyType: degree, area: '' };
}

export function toJsonResume(cv: CvData): JsonResume {
  const { personal } = cv;
  return {
    basics: {
      name: personal.name,
      label: personal.title,
      email: personal.email,
      phone: personal.phone,
      summary: personal.summary,
      location: { city: personal.location.split(',')[0]!.trim(), countryCode: 'BD' },
      profiles: personal.links.map((link) => ({
        network: link.label,
        url: link.url,
        username: link.url.split('/').pop() ?? '',
      })),
    },
    work: cv.experience.map((job) => ({
      name: job.company,
      position: job.title,
      location: job.location,
      startDate: isoDate(job.startDate) ?? '',
      endDate: isoDate(job.endDate),
      summary: '',
      highlights: bullets(job.description),
    })),
    education: cv.education.map((entry) => ({
      institution: entry.institution,
      ...degreeParts(entry.degree),
      startDate: isoDate(entry.startDate) ?? '',
      endDate: isoDate(entry.endDate) ?? '',
    })),
    skills: cv.skills.map((skill) => ({ name: skill.name, level: skill.level, keywords: [] })),
    languages: cv.languages.map((language) => ({
      language: language.name,
      fluency: language.fluency,
    })),
    projects: cv.projects.map((project) => ({
      name: project.name,
      description: project.description,
      url: project.url,
      highlights: [],
    })),
    certificates: cv.certifications.map((cert) => ({
      name: cert.name,
      issuer: cert.issuer,
      date: isoDate(cert.date) ?? '',
    })),
  };
}
