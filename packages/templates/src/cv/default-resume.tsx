/** @jsxRuntime automatic */
import type { CvData } from '@careercard/shared/cv';
import type { CvDocument } from '../document';
import { blank, HEADER_SECTION, ContactLine, contactsOf, sectionBlocks } from './parts';
import { buildSections, type Theme } from './sections';

/**
 * DefaultResume: the spec's default layout (10.5pt, line height 1.4, 0.75in margins). It
 * omits empty sections, shows placeholders in an empty header, draws each line of a job
 * description as a bullet, shows achievements by their description, and leaves out
 * extracurricular activities and references.
 */
export const DEFAULT_PLACEHOLDERS = {
  name: 'Your Name',
  title: 'Your Professional Title',
  email: 'your.email@example.com',
};

const ink = '#1f2937';
const accent = '#0f5c45';
const muted = '#5b6472';

const theme: Theme = {
  muted,
  accent,
  entryTitle: { fontWeight: 600, color: ink },
  entrySub: { color: muted },
};

export function defaultResume(cv: CvData): CvDocument {
  const { personal } = cv;
  const header = {
    key: 'header',
    section: HEADER_SECTION,
    node: (
      <header>
        <h1
          style={{
            margin: 0,
            fontSize: '22pt',
            lineHeight: 1.15,
            fontWeight: 700,
            letterSpacing: '-0.01em',
            color: '#111827',
          }}
        >
          {blank(personal.name) ? DEFAULT_PLACEHOLDERS.name : personal.name.trim()}
        </h1>
        <p style={{ margin: '3pt 0 0', fontSize: '12pt', fontWeight: 500, color: accent }}>
          {blank(personal.title) ? DEFAULT_PLACEHOLDERS.title : personal.title.trim()}
        </p>
        <p style={{ margin: '6pt 0 0', fontSize: '9.5pt', color: muted }}>
          <ContactLine contacts={contactsOf(personal, DEFAULT_PLACEHOLDERS.email)} separator="·" />
        </p>
      </header>
    ),
  };
  const title = (text: string) => (
    <h2
      style={{
        margin: 0,
        paddingBottom: '2pt',
        borderBottom: `0.75pt solid #cbd5e1`,
        fontSize: '10pt',
        fontWeight: 700,
        letterSpacing: '0.08em',
        textTransform: 'uppercase',
        color: accent,
      }}
    >
      {text}
    </h2>
  );
  const sections = buildSections(cv, theme, {
    achievement: 'description',
    activitiesAndReferences: false,
  });
  return {
    margins: { top: 0.75, right: 0.75, bottom: 0.75, left: 0.75 },
    pageStyle: {
      fontFamily: "'Inter', 'Noto Sans Bengali', sans-serif",
      fontSize: '10.5pt',
      lineHeight: 1.4,
      color: ink,
    },
    blocks: [
      header,
      ...sections.flatMap((section) => sectionBlocks(section, title, { section: 16, entry: 9 })),
    ],
  };
}
