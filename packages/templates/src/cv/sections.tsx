/** @jsxRuntime automatic */
import type { CvData } from '@careercard/shared/cv';
import type { LayoutSource } from '@careercard/shared/resume-layout';
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
  leavesOut: readonly LayoutSource[];
}

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

  const builders: Array<[key: LayoutSource, title: string, build: () => CvBlock[][]]> = [
    [
      'summary',
      'Profile',
      () => (blank(cv.personal.summary) ? [] : [descriptionBlocks('summary', cv.personal.summary)]),
    ],
    [
      'experience',
      'Experience',
      () =>
        cv.experience.map((job) => [
          heading(`exp:${job.id}`, {
            title: job.title || job.company,
            right: dateRange(job.startDate, job.endDate),
            sub: joined(job.title ? job.company : '', job.location, job.type),
            theme,
          }),
          ...descriptionLines(job.description).map((line, i) =>
            bulletBlock(`exp:${job.id}:${i}`, line),
          ),
        ]),
    ],
    [
      'education',
      'Education',
      () =>
        cv.education.map((school) => [
          heading(`edu:${school.id}`, {
            title: school.degree || school.institution,
            right: dateRange(school.startDate, school.endDate),
            sub: joined(school.degree ? school.institution : '', school.location),
            theme,
          }),
          ...descriptionBlocks(`edu:${school.id}`, school.description, { color: theme.muted }),
        ]),
    ],
    [
      'skills',
      'Skills',
      () =>
        names(
          'skills',
          cv.skills.map((s) => `${s.name.trim()} (${s.level})`),
        ),
    ],
    [
      'projects',
      'Projects',
      () =>
        cv.projects.map((project) => [
          heading(`proj:${project.id}`, {
            title: project.name,
            right: project.label?.trim() ?? '',
            sub: blank(project.url) ? undefined : <WebLink url={project.url} />,
            theme,
          }),
          ...descriptionBlocks(`proj:${project.id}`, project.description),
        ]),
    ],
    [
      'certifications',
      'Certifications',
      () =>
        cv.certifications.map((cert) => [
          heading(`cert:${cert.id}`, {
            title: cert.name,
            right: cert.date.trim(),
            sub: cert.issuer.trim() || undefined,
            theme,
          }),
        ]),
    ],
    [
      'languages',
      'Languages',
      () =>
        names(
          'languages',
          cv.languages.map((l) => `${l.name.trim()} (${l.fluency})`),
        ),
    ],
    [
      'tools',
      'Tools',
      () =>
        names(
          'tools',
          cv.tools.map((t) => t.name.trim()),
        ),
    ],
    [
      'achievements',
      'Achievements',
      () =>
        options.achievement === 'description'
          ? cv.achievements
              .filter((a) => !blank(a.description))
              .map((a) => [bulletBlock(`ach:${a.id}`, a.description.trim())])
          : cv.achievements.map((a) => [
              bulletBlock(`ach:${a.id}`, (a.title ?? '').trim() || a.description.trim()),
            ]),
    ],
    [
      'publications',
      'Publications',
      () =>
        cv.publications.map((pub) => [
          {
            key: `pub:${pub.id}`,
            node: (
              <p style={{ margin: 0 }}>
                <span style={{ fontWeight: 600 }}>{pub.title.trim()}</span>
                {joined(pub.publisher, pub.date) && (
                  <span style={{ color: theme.muted }}>. {joined(pub.publisher, pub.date)}</span>
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
    ],
    [
      'extracurricular',
      'Extracurricular Activities',
      () =>
        cv.extracurricular.map((activity) => [
          heading(`act:${activity.id}`, {
            title: activity.name || activity.role,
            sub: activity.name ? activity.role.trim() || undefined : undefined,
            theme,
          }),
          ...descriptionBlocks(`act:${activity.id}`, activity.description),
        ]),
    ],
    [
      'references',
      'References',
      () =>
        cv.references.map((ref) => [
          heading(`ref:${ref.id}`, {
            title: ref.name,
            sub: joined(ref.title, ref.company) || undefined,
            theme,
          }),
          ...(joined(ref.email, ref.phone, ref.contact)
            ? [
                paragraphBlock(`ref:${ref.id}:c`, joined(ref.email, ref.phone, ref.contact), {
                  color: theme.muted,
                }),
              ]
            : []),
        ]),
    ],
  ];
  return builders
    .filter(([key]) => !options.leavesOut.includes(key))
    .map(([key, title, build]) => ({ key, title, entries: guardedEntries(key, title, build) }));
}
