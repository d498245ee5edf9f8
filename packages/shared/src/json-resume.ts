import { z } from 'zod';
import type { CvData } from './cv';
import { normaliseCvData } from './cv-normalize';
import { MONTH_NAMES, monthNumber } from './locale';

/**
 * CV <-> JSON Resume (jsonresume.org, schema v1.0.0).
 *
 * Each section has a standard mapping both ways. What the standard cannot carry back exactly
 * (our ids, an employment type, a date written as "January 2020", a reference's company …) is
 * kept on the item under "x-careercard", which the schema allows, so our own CVs come back
 * unchanged while any other JSON Resume imports by the standard mapping alone. Activities and
 * tools, which JSON Resume lacks, go into volunteer and skills, marked by kind.
 */

const JSON_RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';
const EXT = 'x-careercard';

type Raw = Record<string, unknown>;

const iso = z
  .string()
  .regex(/^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/);
const item = (shape: z.ZodRawShape) => z.looseObject(shape);
const strings = z.array(z.string()).optional();
/** Optional text fields by name. */
function texts<const K extends string>(...names: K[]) {
  return Object.fromEntries(names.map((name) => [name, z.string().optional()])) as {
    [P in K]: z.ZodOptional<z.ZodString>;
  };
}
/** Optional ISO 8601 dates by name. */
function dates<const K extends string>(...names: K[]) {
  return Object.fromEntries(names.map((name) => [name, iso.optional()])) as {
    [P in K]: z.ZodOptional<typeof iso>;
  };
}

/** The JSON Resume schema, as far as its types go: used to check what we read and write. */
export const jsonResumeSchema = z.strictObject({
  $schema: z.string().optional(),
  basics: item({
    ...texts('name', 'label', 'image', 'email', 'phone', 'url', 'summary'),
    location: item(texts('address', 'postalCode', 'city', 'countryCode', 'region')).optional(),
    profiles: z.array(item(texts('network', 'username', 'url'))).optional(),
  }).optional(),
  work: z
    .array(
      item({
        ...texts('name', 'location', 'description', 'position', 'url', 'summary'),
        ...dates('startDate', 'endDate'),
        highlights: strings,
      }),
    )
    .optional(),
  volunteer: z
    .array(
      item({
        ...texts('organization', 'position', 'url', 'summary'),
        ...dates('startDate', 'endDate'),
        highlights: strings,
      }),
    )
    .optional(),
  education: z
    .array(
      item({
        ...texts('institution', 'url', 'area', 'studyType', 'score'),
        ...dates('startDate', 'endDate'),
        courses: strings,
      }),
    )
    .optional(),
  awards: z.array(item({ ...texts('title', 'awarder', 'summary'), ...dates('date') })).optional(),
  certificates: z.array(item({ ...texts('name', 'url', 'issuer'), ...dates('date') })).optional(),
  publications: z
    .array(item({ ...texts('name', 'publisher', 'url', 'summary'), ...dates('releaseDate') }))
    .optional(),
  skills: z.array(item({ ...texts('name', 'level'), keywords: strings })).optional(),
  languages: z.array(item(texts('language', 'fluency'))).optional(),
  interests: z.array(item({ ...texts('name'), keywords: strings })).optional(),
  references: z.array(item(texts('name', 'reference'))).optional(),
  projects: z
    .array(
      item({
        ...texts('name', 'description', 'url', 'entity', 'type'),
        ...dates('startDate', 'endDate'),
        highlights: strings,
        keywords: strings,
        roles: strings,
      }),
    )
    .optional(),
  meta: item(texts('canonical', 'version', 'lastModified')).optional(),
});
export type JsonResume = z.infer<typeof jsonResumeSchema>;

// ---- dates: our free text ("Jan 2020", "Present") <-> ISO 8601 ("2020-01", absent) ----

const CURRENT = /^(present|current|now|ongoing|till date|to date)$/i;

export function toIsoDate(text: string): string | undefined {
  const value = text.trim();
  if (/^\d{4}(-\d{2}(-\d{2})?)?$/.test(value)) return value;
  const monthYear = /^([A-Za-z]{3,})\.?,?\s+(\d{4})$/.exec(value);
  if (monthYear) {
    const month = monthNumber(monthYear[1]!);
    if (month > 0) return `${monthYear[2]}-${String(month).padStart(2, '0')}`;
  }
  const numeric = /^(\d{1,2})[/.-](\d{4})$/.exec(value);
  if (numeric && Number(numeric[1]) >= 1 && Number(numeric[1]) <= 12) {
    return `${numeric[2]}-${numeric[1]!.padStart(2, '0')}`;
  }
  return undefined;
}

export function fromIsoDate(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(value);
  if (!match) return value;
  const month = match[2] ? MONTH_NAMES[Number(match[2]) - 1]?.slice(0, 3) : undefined;
  return month ? `${month} ${match[1]}` : match[1]!;
}

/** An end date: a CV's "Present" is JSON Resume's missing endDate. */
const toIsoEnd = (text: string) => (CURRENT.test(text.trim()) ? undefined : toIsoDate(text));
const fromIsoEnd = (start: unknown, end: unknown) =>
  end === undefined && typeof start === 'string' ? 'Present' : fromIsoDate(end);

// ---- helpers ----

/** Drops empty strings, empty lists and missing values, so the export stays clean. */
function compact(object: Raw): Raw {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) =>
        value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const strList = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const rawList = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is Raw => typeof v === 'object' && v !== null) : [];
const extOf = (entry: Raw): Raw =>
  typeof entry[EXT] === 'object' && entry[EXT] !== null ? (entry[EXT] as Raw) : {};

/** "Led the team\n- Cut costs" <-> summary "Led the team" and highlights ["Cut costs"]. */
function splitDescription(description: string): { summary?: string; highlights?: string[] } {
  const lines = description.split('\n');
  const firstBullet = lines.findIndex((l) => l.startsWith('- '));
  if (firstBullet < 0 || !lines.slice(firstBullet).every((l) => l.startsWith('- '))) {
    return { summary: description };
  }
  return {
    summary: lines.slice(0, firstBullet).join('\n'),
    highlights: lines.slice(firstBullet).map((l) => l.slice(2)),
  };
}
function joinDescription(summary: unknown, highlights: unknown): string {
  return [str(summary), ...strList(highlights).map((h) => `- ${h}`)]
    .filter((l) => l !== '')
    .join('\n');
}

/**
 * Writes a JSON Resume entry and keeps under "x-careercard" every field that reading the entry
 * back would not reproduce (a field reading back but absent on our side is kept as null).
 */
function withExtension(
  ours: Raw & { id: string },
  entry: Raw,
  read: (entry: Raw) => Raw,
  extra: Raw = {},
): Raw {
  const back = read(entry);
  const ext: Raw = { id: ours.id, ...extra };
  for (const key of new Set([...Object.keys(ours), ...Object.keys(back)])) {
    if (key === 'id') continue;
    if (ours[key] === undefined && back[key] !== undefined) ext[key] = null;
    else if (ours[key] !== undefined && back[key] !== ours[key]) ext[key] = ours[key];
  }
  return { ...entry, [EXT]: ext };
}
/** Reads an entry the standard way, then lets its "x-careercard" fields win. */
const readWithExtension = (entry: Raw, read: (entry: Raw) => Raw): Raw => {
  const { kind: _kind, order: _order, ...ext } = extOf(entry);
  return { ...read(entry), ...ext };
};

// ---- the sections, each as write / read ----

const work = {
  write: (e: Raw) =>
    compact({
      name: e.company,
      position: e.title,
      location: e.location,
      startDate: toIsoDate(str(e.startDate)),
      endDate: toIsoEnd(str(e.endDate)),
      ...splitDescription(str(e.description)),
    }),
  read: (w: Raw) => ({
    title: str(w.position),
    company: str(w.name),
    location: str(w.location),
    startDate: fromIsoDate(w.startDate),
    endDate: fromIsoEnd(w.startDate, w.endDate),
    description: joinDescription(w.summary, w.highlights),
  }),
};
const volunteer = {
  write: (e: Raw) =>
    compact({
      organization: e.company,
      position: e.title,
      startDate: toIsoDate(str(e.startDate)),
      endDate: toIsoEnd(str(e.endDate)),
      ...splitDescription(str(e.description)),
    }),
  read: (v: Raw) => ({
    title: str(v.position),
    company: str(v.organization),
    location: '',
    type: 'Volunteer',
    startDate: fromIsoDate(v.startDate),
    endDate: fromIsoEnd(v.startDate, v.endDate),
    description: joinDescription(v.summary, v.highlights),
  }),
};
const activity = {
  write: (a: Raw) => compact({ organization: a.name, position: a.role, summary: a.description }),
  read: (v: Raw) => ({
    name: str(v.organization),
    role: str(v.position),
    description: joinDescription(v.summary, v.highlights),
  }),
};
const education = {
  write: (e: Raw) =>
    compact({
      institution: e.institution,
      studyType: e.degree,
      startDate: toIsoDate(str(e.startDate)),
      endDate: toIsoEnd(str(e.endDate)),
    }),
  read: (e: Raw) => ({
    degree: [str(e.studyType), str(e.area)].filter(Boolean).join(' in '),
    institution: str(e.institution),
    location: '',
    startDate: fromIsoDate(e.startDate),
    endDate: fromIsoEnd(e.startDate, e.endDate),
    description: [
      e.score ? `Result: ${str(e.score)}` : '',
      ...strList(e.courses).map((c) => `- ${c}`),
    ]
      .filter(Boolean)
      .join('\n'),
  }),
};
const skill = {
  write: (s: Raw) => compact({ name: s.name, level: s.level }),
  read: (s: Raw) => ({ name: str(s.name), level: str(s.level) }),
};
const tool = {
  write: (t: Raw) => compact({ name: t.name }),
  read: (t: Raw) => ({ name: str(t.name) }),
};
const language = {
  write: (l: Raw) => compact({ language: l.name, fluency: l.fluency }),
  read: (l: Raw) => ({ name: str(l.language), fluency: str(l.fluency) }),
};
const project = {
  write: (p: Raw) =>
    compact({ name: p.name, url: p.url, description: p.description, type: p.label }),
  read: (p: Raw) => ({
    name: str(p.name),
    url: str(p.url),
    description: joinDescription(p.description, [
      ...strList(p.highlights),
      ...(strList(p.keywords).length ? [`Technologies: ${strList(p.keywords).join(', ')}`] : []),
    ]),
    label: p.type ?? (strList(p.roles).length ? strList(p.roles).join(', ') : undefined),
  }),
};
const certificate = {
  write: (c: Raw) => compact({ name: c.name, issuer: c.issuer, date: toIsoDate(str(c.date)) }),
  read: (c: Raw) => ({ name: str(c.name), issuer: str(c.issuer), date: fromIsoDate(c.date) }),
};
const award = {
  write: (a: Raw) => compact({ title: a.title, summary: a.description }),
  read: (a: Raw) => ({
    title: a.title === undefined ? undefined : str(a.title),
    description: str(a.summary),
  }),
};
const publication = {
  write: (p: Raw) =>
    compact({
      name: p.title,
      publisher: p.publisher,
      releaseDate: toIsoDate(str(p.date)),
      url: p.url,
    }),
  read: (p: Raw) => ({
    title: str(p.name),
    publisher: str(p.publisher),
    date: fromIsoDate(p.releaseDate),
    url: str(p.url),
  }),
};
const reference = {
  write: (r: Raw) =>
    compact({
      name: r.name,
      reference: [r.title, r.company, r.email, r.phone, r.contact]
        .filter((v) => typeof v === 'string' && v !== '')
        .join(' · '),
    }),
  read: (r: Raw) => ({ name: str(r.name), title: '', company: '', contact: str(r.reference) }),
};
const profile = {
  write: (l: Raw) => compact({ network: l.label, url: l.url }),
  read: (p: Raw) => ({ label: str(p.network) || str(p.username), url: str(p.url) }),
};
const basics = {
  write: (p: Raw) =>
    compact({
      name: p.name,
      label: p.title,
      email: p.email,
      phone: p.phone,
      summary: p.summary,
      image: p.photoUrl,
      location: p.location ? { address: p.location } : undefined,
    }),
  read: (b: Raw) => {
    const location =
      typeof b.location === 'object' && b.location !== null ? (b.location as Raw) : {};
    return {
      name: str(b.name),
      title: str(b.label),
      email: str(b.email),
      phone: str(b.phone),
      summary: str(b.summary),
      location:
        str(location.address) ||
        [location.city, location.region, location.countryCode]
          .filter((v) => typeof v === 'string' && v !== '')
          .join(', '),
      photoUrl: typeof b.image === 'string' ? b.image : undefined,
    };
  },
};

type Section = { write: (ours: Raw) => Raw; read: (entry: Raw) => Raw };
const writeAll = (
  items: readonly object[],
  section: Section,
  extra: (index: number) => Raw = () => ({}),
) =>
  (items as Array<Raw & { id: string }>).map((ours, index) =>
    withExtension(ours, section.write(ours), section.read, extra(index)),
  );

export function toJsonResume(cv: CvData): JsonResume {
  const { links, ...personal } = cv.personal;
  const order = (index: number) => ({ order: index });
  const experience = cv.experience.map((entry, index) => ({ entry, index }));
  const basicsEntry = withExtension(
    { ...personal, id: 'personal' },
    basics.write(personal),
    basics.read,
  );
  const resume: Raw = compact({
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: { ...basicsEntry, profiles: writeAll(links, profile) },
    work: experience
      .filter(({ entry }) => entry.type !== 'Volunteer')
      .map(({ entry, index }) => withExtension(entry, work.write(entry), work.read, order(index))),
    volunteer: [
      ...experience
        .filter(({ entry }) => entry.type === 'Volunteer')
        .map(({ entry, index }) =>
          withExtension(entry, volunteer.write(entry), volunteer.read, order(index)),
        ),
      ...writeAll(cv.extracurricular, activity, () => ({ kind: 'extracurricular' })),
    ],
    education: writeAll(cv.education, education),
    skills: [...writeAll(cv.skills, skill), ...writeAll(cv.tools, tool, () => ({ kind: 'tool' }))],
    languages: writeAll(cv.languages, language),
    projects: writeAll(cv.projects, project),
    certificates: writeAll(cv.certifications, certificate),
    awards: writeAll(cv.achievements, award),
    publications: writeAll(cv.publications, publication),
    references: writeAll(cv.references, reference),
    meta: { version: 'v1.0.0', [EXT]: { format: 'careercard-cv', version: 1 } },
  });
  return jsonResumeSchema.parse(resume);
}

/**
 * Reads a JSON Resume into CV data (not yet normalised: the caller validates it). Entries of
 * other tools map by the standard; interests become activities and skill keywords skills.
 */
export function fromJsonResume(resume: JsonResume): unknown {
  const kindOf = (entry: Raw) => extOf(entry).kind;
  const orderOf = (entry: Raw) => {
    const order = extOf(entry).order;
    return typeof order === 'number' ? order : Number.MAX_SAFE_INTEGER;
  };
  const basicsEntry: Raw = resume.basics ?? {};
  const volunteers = rawList(resume.volunteer);
  const skills = rawList(resume.skills);
  const experience = [
    ...rawList(resume.work).map((w) => ({ entry: w, read: work.read })),
    ...volunteers
      .filter((v) => kindOf(v) !== 'extracurricular')
      .map((v) => ({ entry: v, read: volunteer.read })),
  ]
    .map((e, index) => ({ ...e, index }))
    .sort((a, b) => orderOf(a.entry) - orderOf(b.entry) || a.index - b.index)
    .map(({ entry, read }) => readWithExtension(entry, read));
  // Keywords of a skill from another tool are skills of their own (ours never have any).
  const keywordSkills = skills
    .filter((s) => kindOf(s) !== 'tool' && !(EXT in s))
    .flatMap((s) => strList(s.keywords).map((name) => ({ name, level: str(s.level) })));

  return {
    personal: {
      ...readWithExtension(basicsEntry, basics.read),
      links: [
        ...rawList(basicsEntry.profiles).map((p) => readWithExtension(p, profile.read)),
        ...(typeof basicsEntry.url === 'string' && basicsEntry.url
          ? [{ label: 'Website', url: basicsEntry.url }]
          : []),
      ],
    },
    experience,
    education: rawList(resume.education).map((e) => readWithExtension(e, education.read)),
    skills: [
      ...skills.filter((s) => kindOf(s) !== 'tool').map((s) => readWithExtension(s, skill.read)),
      ...keywordSkills,
    ],
    tools: skills.filter((s) => kindOf(s) === 'tool').map((s) => readWithExtension(s, tool.read)),
    languages: rawList(resume.languages).map((l) => readWithExtension(l, language.read)),
    projects: rawList(resume.projects).map((p) => readWithExtension(p, project.read)),
    extracurricular: [
      ...volunteers
        .filter((v) => kindOf(v) === 'extracurricular')
        .map((v) => readWithExtension(v, activity.read)),
      ...rawList(resume.interests).map((i) => ({
        name: str(i.name),
        role: '',
        description: strList(i.keywords).join(', '),
      })),
    ],
    certifications: rawList(resume.certificates).map((c) => readWithExtension(c, certificate.read)),
    achievements: rawList(resume.awards).map((a) => readWithExtension(a, award.read)),
    publications: rawList(resume.publications).map((p) => readWithExtension(p, publication.read)),
    references: rawList(resume.references).map((r) => readWithExtension(r, reference.read)),
  };
}

/** Reads a JSON Resume and normalises it with the import defaults. */
export function importJsonResume(resume: JsonResume): unknown {
  return normaliseCvData(fromJsonResume(resume), { importing: true });
}
