/** @jsxRuntime automatic */
import type { CvData } from '@careercard/shared/cv';
import type { CSSProperties, ReactNode } from 'react';
import type { CvBlock } from '../document';
import {
  blank,
  bulletBlock,
  dateRange,
  descriptionBlocks,
  descriptionLines,
  guardedEntries,
  paragraphBlock,
  WebLink,
  type Section,
} from './parts';
import { bioDataEntries } from './bio-data';
import { englishWords, type SectionKey, type Words } from './words';

/** How a template draws the parts of an entry; the content rules are the same for all. */
export interface Theme {
  muted: string;
  accent: string;
  /** Style of an entry's first line (a job title, a degree). */
  entryTitle: CSSProperties;
  /** Style of an entry's second line (company, institution). */
  entrySub: CSSProperties;
  /** Skills, tools and languages as a row of chips rather than a line of text. */
  chips?: { border: string; background: string };
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

/** An entry's heading: its title with dates on the right, and a second line under it. */
export function EntryHeading({
  title,
  right,
  sub,
  theme,
}: {
  title: ReactNode;
  right?: string;
  sub?: ReactNode;
  theme: Theme;
}) {
  return (
    <div>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: '12pt',
          alignItems: 'baseline',
        }}
      >
        <span style={theme.entryTitle}>{title}</span>
        {right && (
          <span style={{ color: theme.muted, whiteSpace: 'nowrap', fontSize: '0.92em' }}>
            {right}
          </span>
        )}
      </div>
      {sub && <div style={theme.entrySub}>{sub}</div>}
    </div>
  );
}

const joined = (...parts: Array<string | undefined>) =>
  parts
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(' · ');

function heading(key: string, props: Parameters<typeof EntryHeading>[0]): CvBlock {
  return { key, node: <EntryHeading {...props} />, keepWithNext: true };
}

/** Names in one line (plain text, best for screening software) or as chips. */
function NameList({ names, theme }: { names: string[]; theme: Theme }) {
  if (!theme.chips) return <p style={{ margin: 0 }}>{names.join(' · ')}</p>;
  const { border, background } = theme.chips;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '4pt 5pt' }}>
      {names.map((name, index) => (
        <span
          key={index}
          style={{
            border: `0.75pt solid ${border}`,
            background,
            borderRadius: '3pt',
            padding: '1pt 6pt',
          }}
        >
          {name}
        </span>
      ))}
    </div>
  );
}

/**
 * The sections of a CV in the built-in templates' order. The CV comes without blank entries
 * (renderCv drops them); each section is built on its own, so one that fails is named in its
 * place and the others still show.
 */
export function buildSections(cv: CvData, theme: Theme, options: SectionOptions): Section[] {
  const names = (key: string, values: string[]): CvBlock[][] =>
    values.length === 0 ? [] : [[{ key, node: <NameList names={values} theme={theme} /> }]];

  const words = options.words ?? englishWords;
  const dates = (start: string, end: string) => words.date(dateRange(start, end));

  const builders: Record<SectionKey, () => CvBlock[][]> = {
    summary: () =>
      blank(cv.personal.summary) ? [] : [descriptionBlocks('summary', cv.personal.summary)],
    experience: () =>
      cv.experience.map((job) => [
        heading(`exp:${job.id}`, {
          title: job.title || job.company,
          right: dates(job.startDate, job.endDate),
          sub: joined(
            job.title ? job.company : '',
            job.location,
            job.type && words.experienceTypes[job.type],
          ),
          theme,
        }),
        ...descriptionLines(job.description).map((line, i) =>
          bulletBlock(`exp:${job.id}:${i}`, line),
        ),
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
          heading(`edu:${school.id}`, {
            title,
            right: period || year,
            sub: joined(title === school.institution ? '' : school.institution, school.location),
            theme,
          }),
          ...(result ? [paragraphBlock(`edu:${school.id}:r`, result)] : []),
          ...descriptionBlocks(`edu:${school.id}`, school.description, { color: theme.muted }),
        ];
      }),
    skills: () =>
      names(
        'skills',
        cv.skills.map((s) => `${s.name.trim()} (${words.skillLevels[s.level]})`),
      ),
    projects: () =>
      cv.projects.map((project) => [
        heading(`proj:${project.id}`, {
          title: project.name,
          right: project.label?.trim() ?? '',
          sub: blank(project.url) ? undefined : <WebLink url={project.url} />,
          theme,
        }),
        ...descriptionBlocks(`proj:${project.id}`, project.description),
      ]),
    certifications: () =>
      cv.certifications.map((cert) => [
        heading(`cert:${cert.id}`, {
          title: cert.name,
          right: words.date(cert.date),
          sub: cert.issuer.trim() || undefined,
          theme,
        }),
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
            .map((a) => [bulletBlock(`ach:${a.id}`, a.description.trim())])
        : cv.achievements.map((a) => [
            bulletBlock(`ach:${a.id}`, (a.title ?? '').trim() || a.description.trim()),
          ]),
    publications: () =>
      cv.publications.map((pub) => [
        {
          key: `pub:${pub.id}`,
          node: (
            <p style={{ margin: 0 }}>
              <span style={{ fontWeight: 600 }}>{pub.title.trim()}</span>
              {joined(pub.publisher, pub.date) && (
                <span style={{ color: theme.muted }}>
                  . {joined(pub.publisher, words.date(pub.date))}
                </span>
              )}
              {!blank(pub.url) && (
                <>
                  {'. '}
                  <WebLink url={pub.url} style={{ color: theme.muted }} />
                </>
              )}
            </p>
          ),
        },
      ]),
    extracurricular: () =>
      cv.extracurricular.map((activity) => [
        heading(`act:${activity.id}`, {
          title: activity.name || activity.role,
          sub: activity.name ? activity.role.trim() || undefined : undefined,
          theme,
        }),
        ...descriptionBlocks(`act:${activity.id}`, activity.description),
      ]),
    references: () =>
      cv.references.map((ref) => [
        heading(`ref:${ref.id}`, {
          title: ref.name,
          sub: joined(ref.title, ref.company) || undefined,
          theme,
        }),
        ...(joined(ref.email, ref.phone, ref.contact)
          ? [
              paragraphBlock(
                `ref:${ref.id}:c`,
                joined(ref.email, ref.phone && words.digits(ref.phone), ref.contact),
                { color: theme.muted },
              ),
            ]
          : []),
      ]),
    bioData: () => bioDataEntries(cv.bioData, words),
  };
  return (options.order ?? INTERNATIONAL_ORDER)
    .filter((key) => !options.leavesOut.includes(key))
    .map((key) => {
      const title = words.titles[key];
      return { key, title, entries: guardedEntries(key, title, builders[key]) };
    });
}
