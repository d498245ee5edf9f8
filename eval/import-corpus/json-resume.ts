import type { CvData } from '@careercard/shared/cv';

/**
 * The JSON Resume schema v1.0.0 (jsonresume.org/schema), every section of it that a CV holds:
 * our gold CVs go through public themes in this shape, written the way a person would fill it
 * in (no extension fields), so a theme prints all that the CV says.
 */
export interface JsonResume {
  basics: {
    name: string;
    label: string;
    image?: string;
    email: string;
    phone: string;
    summary: string;
    location: { city: string; region: string };
    profiles: Array<{ network: string; url: string; username: string }>;
  };
  work: Array<{
    name: string;
    position: string;
    location: string;
    startDate?: string;
    endDate?: string;
    summary: string;
    highlights: string[];
  }>;
  interests: Array<{ name: string; keywords: string[] }>;
  volunteer: Array<{
    organization: string;
    position: string;
    startDate?: string;
    endDate?: string;
    summary: string;
    highlights: string[];
  }>;
  education: Array<{
    institution: string;
    area: string;
    studyType: string;
    startDate?: string;
    endDate?: string;
    score: string;
    courses: string[];
  }>;
  awards: Array<{ title: string; summary: string }>;
  certificates: Array<{ name: string; issuer: string; date?: string }>;
  publications: Array<{
    name: string;
    publisher: string;
    releaseDate?: string;
    url: string;
    summary: string;
  }>;
  skills: Array<{ name: string; level: string; keywords: string[] }>;
  languages: Array<{ language: string; fluency: string }>;
  projects: Array<{
    name: string;
    description: string;
    url: string;
    type?: string;
    roles: string[];
    highlights: string[];
  }>;
  references: Array<{ name: string; reference: string }>;
}

const MONTH_NAMES = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
];

/**
 * A CV date as the schema's ISO date: "Mar 2021" / "March 2021" → "2021-03", "03/2021" →
 * "2021-03", "2018" → "2018"; "Present" or an empty date → undefined, which themes print as
 * ongoing or leave out.
 */
function isoDate(date: string): string | undefined {
  const value = date.trim();
  const named = /^([A-Za-z]{3})[a-z]*\.?\s+(\d{4})$/.exec(value);
  const month = named ? MONTH_NAMES.indexOf(named[1]!.toLowerCase()) + 1 : 0;
  if (named && month > 0) return `${named[2]}-${String(month).padStart(2, '0')}`;
  const numeric = /^(\d{1,2})[/.-](\d{4})$/.exec(value);
  if (numeric) return `${numeric[2]}-${numeric[1]!.padStart(2, '0')}`;
  return /^\d{4}$/.test(value) ? value : undefined;
}

/** A description's "- " lines are the entry's highlights; its other lines its summary. */
function described(description: string) {
  const lines = description
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const bullet = /^[-•]\s*/;
  return {
    summary: lines.filter((line) => !bullet.test(line)).join(' '),
    highlights: lines.filter((line) => bullet.test(line)).map((line) => line.replace(bullet, '')),
  };
}

/** "BSc in Computer Science" → study type "BSc", area "Computer Science". */
function degreeParts(degree: string) {
  const match = /^(.+?)\s+in\s+(.+)$/.exec(degree);
  return match ? { studyType: match[1]!, area: match[2]! } : { studyType: degree, area: '' };
}

const dates = (entry: { startDate: string; endDate: string }) => ({
  startDate: isoDate(entry.startDate),
  endDate: isoDate(entry.endDate),
});

export function toJsonResume(cv: CvData): JsonResume {
  const { personal } = cv;
  const [city = '', ...region] = personal.location.split(',').map((part) => part.trim());
  const volunteering = cv.experience.filter((job) => job.type === 'Volunteer');
  return {
    basics: {
      name: personal.name,
      label: personal.title,
      ...(personal.photoUrl ? { image: personal.photoUrl } : {}),
      email: personal.email,
      phone: personal.phone,
      summary: personal.summary,
      location: { city, region: region.join(', ') },
      profiles: personal.links.map((link) => ({
        network: link.label,
        url: link.url,
        username: link.url.split('/').pop() ?? '',
      })),
    },
    work: cv.experience
      .filter((job) => job.type !== 'Volunteer')
      .map((job) => ({
        name: job.company,
        position: job.title,
        location: job.location,
        ...dates(job),
        ...described(job.description),
      })),
    volunteer: volunteering.map((job) => ({
      organization: job.company,
      position: job.title,
      ...dates(job),
      ...described(job.description),
    })),
    // The schema has no activities: a club or society is an interest, its role a keyword (as a
    // volunteer entry, themes print it with an open date range, and it is not a job held).
    interests: cv.extracurricular.map((activity) => ({
      name: activity.name,
      keywords: activity.role ? [activity.role] : [],
    })),
    education: cv.education.map((entry) => ({
      institution: entry.institution,
      ...degreeParts(entry.degree),
      ...dates(entry),
      // The schema's one free field on a degree: the CV's line about it (a grade, a thesis).
      score: entry.description.trim(),
      courses: [],
    })),
    // An achievement without a title is named by its description.
    awards: cv.achievements.map((achievement) => ({
      title: achievement.title?.trim() || achievement.description,
      summary: achievement.title?.trim() ? achievement.description : '',
    })),
    certificates: cv.certifications.map((cert) => ({
      name: cert.name,
      issuer: cert.issuer,
      date: isoDate(cert.date),
    })),
    publications: cv.publications.map((publication) => ({
      name: publication.title,
      publisher: publication.publisher,
      releaseDate: isoDate(publication.date),
      url: publication.url,
      summary: '',
    })),
    skills: [
      ...cv.skills.map((skill) => ({ name: skill.name, level: skill.level, keywords: [] })),
      ...(cv.tools.length > 0
        ? [{ name: 'Tools', level: '', keywords: cv.tools.map((tool) => tool.name) }]
        : []),
    ],
    languages: cv.languages.map((language) => ({
      language: language.name,
      fluency: language.fluency,
    })),
    projects: cv.projects.map((project) => ({
      name: project.name,
      description: project.description,
      url: project.url,
      ...(project.label ? { type: project.label } : {}),
      roles: [],
      highlights: [],
    })),
    // The schema's reference is a quote; a CV gives the referee's post and how to reach them.
    references: cv.references.map((reference) => ({
      name: reference.name,
      reference: [
        [reference.title, reference.company].filter(Boolean).join(', '),
        reference.email,
        reference.phone,
        reference.contact,
      ]
        .filter(Boolean)
        .join(' · '),
    })),
  };
}
