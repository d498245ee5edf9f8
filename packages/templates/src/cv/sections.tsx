/** @jsxRuntime automatic */
import type { CvData } from '@careercard/shared/cv';
import type { CSSProperties, ReactNode } from 'react';
import type { CvBlock } from '../document';
import { cvContent, type ContentPart, type SectionOptions } from './content';
import { bulletBlock, paragraphBlock, SectionProblem, WebLink, type Section } from './parts';

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

/** An entry's heading: its title with dates on the right, and a second line under it. */
function EntryHeading({
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

/** A part of an entry as a block of the page, drawn in the template's theme. */
export function blockOf(part: ContentPart, theme: Theme, section: string): CvBlock {
  const muted = { color: theme.muted };
  switch (part.kind) {
    case 'heading':
      return {
        key: part.key,
        keepWithNext: part.keepWithNext ?? true,
        node: (
          <EntryHeading
            title={part.title}
            right={part.right}
            sub={part.subUrl ? <WebLink url={part.subUrl} /> : part.sub}
            theme={theme}
          />
        ),
      };
    case 'bullet':
      return bulletBlock(part.key, part.text, part.muted ? muted : {});
    case 'paragraph':
      return paragraphBlock(part.key, part.text, part.muted ? muted : {});
    case 'names':
      return {
        key: part.key,
        node:
          part.columns === 2 ? (
            <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: '16pt' }}>
              {part.names.map((name, index) => (
                <span key={index}>{name}</span>
              ))}
            </div>
          ) : (
            <NameList names={part.names} theme={theme} />
          ),
      };
    case 'publication':
      return {
        key: part.key,
        node: (
          <p style={{ margin: 0 }}>
            <span style={{ fontWeight: 600 }}>{part.title}</span>
            {part.detail && <span style={muted}>. {part.detail}</span>}
            {part.url && (
              <>
                {'. '}
                <WebLink url={part.url} style={muted} />
              </>
            )}
          </p>
        ),
      };
    case 'row':
      return {
        key: part.key,
        gapBefore: 2,
        node: (
          <div style={{ display: 'flex', gap: '4pt' }}>
            <span style={{ flex: '0 0 34%', fontWeight: 600 }}>{part.label}:</span>
            <span style={{ flex: 1, whiteSpace: 'pre-line' }}>{part.value}</span>
          </div>
        ),
      };
    case 'problem':
      return { key: part.key, node: <SectionProblem section={section} /> };
  }
}

/** The sections of a CV in a built-in template's order, as blocks in its theme. */
export function buildSections(cv: CvData, theme: Theme, options: SectionOptions): Section[] {
  return cvContent(cv, options).map(({ key, title, entries }) => ({
    key,
    title,
    entries: entries.map((parts) => parts.map((part) => blockOf(part, theme, title))),
  }));
}
