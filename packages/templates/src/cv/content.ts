import type { CvData } from '@careercard/shared/cv';
import type {
  ItemLayout,
  LayoutSource,
  ResumeLayoutSection,
} from '@careercard/shared/resume-layout';
import { bioDataRows } from './bio-data-rows';
import { englishWords, type SectionKey, type Words } from './words';

/**
 * What a CV says, section by section, before it is drawn: the same facts in the same order for
 * the page (the preview and the PDF) and for the Word file. Each drawing decides how a part
 * looks; none decides what is in it.
 */

/** A part of an entry; `key` is unique in the CV (the page's blocks are keyed by it). */
export type ContentPart =
  /** An entry's first line, with its dates on the right, and a second line under it. */
  | {
      kind: 'heading';
      key: string;
      title: string;
      right?: string;
      sub?: string;
      /** The second line is this web address, shown as a link. */
      subUrl?: string;
      /** Kept on the page of what follows it (by default). */
      keepWithNext?: boolean;
    }
  | { kind: 'bullet'; key: string; text: string; muted?: boolean }
  | { kind: 'paragraph'; key: string; text: string; muted?: boolean }
  /** Names on a line (skills, tools, languages), or in two columns. */
  | { kind: 'names'; key: string; names: string[]; columns?: 2 }
  | { kind: 'publication'; key: string; title: string; detail: string; url?: string }
  /** A "label: value" row of the Bangladesh details. */
  | { kind: 'row'; key: string; label: string; value: string }
  /** Said in place of a section whose content could not be read. */
  | { kind: 'problem'; key: string };

export interface ContentSection {
  key: string;
  title: string;
  /** Each entry as its parts; an entry with none is not drawn. */
  entries: ContentPart[][];
}

export interface SectionOptions {
  /** The spec: Default shows an achievement's description, Classic and Modern its title. */
  achievement: 'description' | 'title';
  /** The parts of a CV the template does not draw, as the template chooser says. */
  leavesOut: readonly SectionKey[];
  /** The sections in the template's order (the international one unless given). */
  order?: readonly SectionKey[];
  /** The words around the user's text: English unless given. */
  words?: Words;
}

/** The international templates' order; the Bangladesh details are not among their parts. */
const INTERNATIONAL_ORDER: readonly SectionKey[] = [
  'summary',
  'experience',
  'education',
  'skills',
  'projects',
  'certifications',
  'languages',
  'tools',
  'achievements',
  'publications',
  'extracurricular',
  'references',
];

const blank = (value: string | undefined) => (value ?? '').trim() === '';
const BULLET = /^([-•*])\s*/;

function dateRange(start: string, end: string): string {
  return [start.trim(), end.trim()].filter(Boolean).join(' – ');
}

/** The lines of a description, each without a leading "- " (or "•", "*"). */
function descriptionLines(description: string): string[] {
  return description
    .split('\n')
    .map((line) => line.trim().replace(BULLET, ''))
    .filter(Boolean);
}

/**
 * A description as the user wrote it: lines (several, or marked "- ", "•", "*") as bullets
 * without their marks, as a job's are; one plain line as a paragraph.
 */
function descriptionParts(key: string, description: string, muted = false): ContentPart[] {
  const lines = descriptionLines(description);
  if (lines.length === 1 && !BULLET.test(description.trim())) {
    return [{ kind: 'paragraph', key: `${key}:d`, text: lines[0]!, muted }];
  }
  return lines.map((text, i) => ({ kind: 'bullet', key: `${key}:${i}`, text, muted }));
}

const joined = (...parts: Array<string | undefined>) =>
  parts
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(' · ');

type BodySection = Extract<ResumeLayoutSection, { type: 'Section' }>;

/** A section's entries, or a note in their place when its content cannot be read. */
function guarded(key: string, build: () => ContentPart[][]): ContentPart[][] {
  try {
    return build();
  } catch {
    return [[{ kind: 'problem', key: `${key}:problem` }]];
  }
}

/**
 * The sections of a CV in a built-in template's order. The CV comes without blank entries
 * (renderCv drops them); each section is read on its own, so one that fails is named in its
 * place and the others still show.
 */
export function cvContent(cv: CvData, options: SectionOptions): ContentSection[] {
  const words = options.words ?? englishWords;
  const dates = (start: string, end: string) => words.date(dateRange(start, end));
  const names = (key: string, values: string[]): ContentPart[][] =>
    values.length === 0 ? [] : [[{ kind: 'names', key, names: values }]];

  const readers: Record<SectionKey, () => ContentPart[][]> = {
    summary: () =>
      blank(cv.personal.summary) ? [] : [descriptionParts('summary', cv.personal.summary)],
    experience: () =>
      cv.experience.map((job) => [
        {
          kind: 'heading',
          key: `exp:${job.id}`,
          title: job.title || job.company,
          right: dates(job.startDate, job.endDate),
          sub: joined(
            job.title ? job.company : '',
            job.location,
            job.type && words.experienceTypes[job.type],
          ),
        },
        ...descriptionLines(job.description).map((text, i): ContentPart => ({
          kind: 'bullet',
          key: `exp:${job.id}:${i}`,
          text,
        })),
      ]),
    education: () =>
      cv.education.map((school) => {
        const title = school.degree || school.level || school.institution;
        const period = dates(school.startDate, school.endDate);
        const year = words.digits((school.year ?? '').trim());
        // The board, the passing year (unless the dates on the right end with it), the result.
        const yearApart = period && year !== words.date(school.endDate) ? year : '';
        const result = joined(school.board, yearApart, words.result(school));
        return [
          {
            kind: 'heading',
            key: `edu:${school.id}`,
            title,
            right: period || year,
            sub: joined(title === school.institution ? '' : school.institution, school.location),
          },
          ...(result
            ? [{ kind: 'paragraph', key: `edu:${school.id}:r`, text: result } as const]
            : []),
          ...descriptionParts(`edu:${school.id}`, school.description, true),
        ];
      }),
    skills: () =>
      names(
        'skills',
        cv.skills.map((s) => `${s.name.trim()} (${words.skillLevels[s.level]})`),
      ),
    projects: () =>
      cv.projects.map((project) => [
        {
          kind: 'heading',
          key: `proj:${project.id}`,
          title: project.name,
          right: project.label?.trim() ?? '',
          ...(blank(project.url) ? {} : { subUrl: project.url }),
        },
        ...descriptionParts(`proj:${project.id}`, project.description),
      ]),
    certifications: () =>
      cv.certifications.map((cert) => [
        {
          kind: 'heading',
          key: `cert:${cert.id}`,
          title: cert.name,
          right: words.date(cert.date),
          sub: cert.issuer.trim() || undefined,
        },
      ]),
    languages: () =>
      names(
        'languages',
        cv.languages.map((l) => `${l.name.trim()} (${words.fluencies[l.fluency]})`),
      ),
    tools: () =>
      names(
        'tools',
        cv.tools.map((t) => t.name.trim()),
      ),
    achievements: () =>
      options.achievement === 'description'
        ? cv.achievements
            .filter((a) => !blank(a.description))
            .map((a) => [{ kind: 'bullet', key: `ach:${a.id}`, text: a.description.trim() }])
        : cv.achievements.map((a) => [
            {
              kind: 'bullet',
              key: `ach:${a.id}`,
              text: (a.title ?? '').trim() || a.description.trim(),
            },
          ]),
    publications: () =>
      cv.publications.map((pub) => [
        {
          kind: 'publication',
          key: `pub:${pub.id}`,
          title: pub.title.trim(),
          detail: joined(pub.publisher, pub.date)
            ? joined(pub.publisher, words.date(pub.date))
            : '',
          ...(blank(pub.url) ? {} : { url: pub.url }),
        },
      ]),
    extracurricular: () =>
      cv.extracurricular.map((activity) => [
        {
          kind: 'heading',
          key: `act:${activity.id}`,
          title: activity.name || activity.role,
          sub: activity.name ? activity.role.trim() || undefined : undefined,
        },
        ...descriptionParts(`act:${activity.id}`, activity.description),
      ]),
    references: () =>
      cv.references.map((ref) => [
        {
          kind: 'heading',
          key: `ref:${ref.id}`,
          title: ref.name,
          sub: joined(ref.title, ref.company) || undefined,
        },
        ...(joined(ref.email, ref.phone, ref.contact)
          ? [
              {
                kind: 'paragraph',
                key: `ref:${ref.id}:c`,
                text: joined(ref.email, ref.phone && words.digits(ref.phone), ref.contact),
                muted: true,
              } as const,
            ]
          : []),
      ]),
    bioData: () => {
      const rows = bioDataRows(cv.bioData, words);
      return rows.length === 0
        ? []
        : [rows.map(({ row, label, value }) => ({ kind: 'row', key: `bio:${row}`, label, value }))];
    },
  };
  return (options.order ?? INTERNATIONAL_ORDER)
    .filter((key) => !options.leavesOut.includes(key))
    .map((key) => ({ key, title: words.titles[key], entries: guarded(key, readers[key]) }));
}

/** How a JSON layout's entries read when it does not say. */
const DEFAULT_ITEMS: Record<Exclude<LayoutSource, 'summary'>, ItemLayout> = {
  experience: {
    title: '{title}',
    subtitle: '{company}, {location}',
    date: '{startDate} – {endDate}',
    description: '{description}',
    bullets: true,
  },
  education: {
    title: '{degree}',
    subtitle: '{institution}, {location}',
    date: '{startDate} – {endDate}',
    description: '{description}',
  },
  skills: { title: '{name}' },
  languages: { title: '{name} ({fluency})' },
  projects: { title: '{name}', subtitle: '{url}', description: '{description}' },
  extracurricular: { title: '{name}', subtitle: '{role}', description: '{description}' },
  certifications: { title: '{name}', subtitle: '{issuer}', date: '{date}' },
  tools: { title: '{name}' },
  achievements: { title: '{title}', description: '{description}' },
  publications: { title: '{title}', subtitle: '{publisher}', date: '{date}' },
  references: {
    title: '{name}',
    subtitle: '{title}, {company}',
    description: '{email} · {phone} · {contact}',
  },
};

/**
 * Fills "{field}" placeholders from an entry. Separators left dangling by empty fields go
 * ("Analyst, " becomes "Analyst"; "Jan 2020 – " becomes "Jan 2020").
 */
export function fillPattern(pattern: string | undefined, entry: Record<string, unknown>): string {
  if (!pattern) return '';
  const text = pattern.replace(/\{(\w+)\}/g, (_, field: string) => {
    const value = entry[field];
    return typeof value === 'string' ? value.trim() : '';
  });
  return text
    .replace(/\(\s*\)/g, '')
    .replace(/^[\s,;|·•–-]+|[\s,;|·•–-]+$/g, '')
    .replace(/([,;|·•–-])\s*(?=[,;|·•–-])/g, '')
    .trim();
}

/**
 * The entries of one section of a JSON layout, as its item layout says they read. `key` sets
 * the section's parts apart: a layout may draw one part of the CV twice.
 */
export function layoutSectionContent(
  cv: CvData,
  section: BodySection,
  key: string,
): ContentSection {
  return {
    key,
    title: section.title,
    entries: guarded(key, () => layoutEntries(cv, section, key)),
  };
}

function layoutEntries(cv: CvData, section: BodySection, key: string): ContentPart[][] {
  if (section.source === 'summary') {
    return blank(cv.personal.summary) ? [] : [descriptionParts(key, cv.personal.summary)];
  }
  const source = section.source;
  const items = cv[source] as Array<{ id: string } & Record<string, unknown>>;
  // A layout that says how its entries read is taken as written; otherwise the defaults.
  const itemLayout = section.itemLayout ?? DEFAULT_ITEMS[source];

  if (section.layout === 'inline' || section.layout === 'grid') {
    const names = items.map((item) => fillPattern(itemLayout.title, item)).filter(Boolean);
    if (names.length === 0) return [];
    return [
      [
        {
          kind: 'names',
          key: `${key}:names`,
          names,
          ...(section.layout === 'grid' ? { columns: 2 } : {}),
        },
      ],
    ];
  }

  return items.map((item) => {
    const description = fillPattern(itemLayout.description, item);
    const subtitle = fillPattern(itemLayout.subtitle, item);
    const head: ContentPart = {
      kind: 'heading',
      key: `${key}:${item.id}`,
      title: fillPattern(itemLayout.title, item),
      right: fillPattern(itemLayout.date, item),
      sub: subtitle || undefined,
      keepWithNext: description !== '',
    };
    const body: ContentPart[] = itemLayout.bullets
      ? descriptionLines(description).map((text, i) => ({
          kind: 'bullet',
          key: `${key}:${item.id}:${i}`,
          text,
        }))
      : descriptionParts(`${key}:${item.id}`, description);
    return [head, ...body];
  });
}
