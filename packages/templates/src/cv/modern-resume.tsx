/** @jsxRuntime automatic */
import type { CvData } from '@careercard/shared/cv';
import { addressHref } from '@careercard/shared/web-address';
import type { CvDocument } from '../document';
import {
  blank,
  HEADER_SECTION,
  ContactLine,
  contactsOf,
  PLACEHOLDERS,
  sectionBlocks,
  showsPlaceholder,
  textOr,
  type DrawOptions,
} from './parts';
import type { TemplateDesign } from './design';
import { buildSections, type Theme } from './sections';

/**
 * ModernResume: a coloured band with the name across the top of the first page, an accent
 * strip down every page, and skills as chips. Achievements are shown by their title;
 * extracurricular activities and references are included.
 */
const ink = '#0f172a';
const muted = '#475569';
const accent = '#0e7490';
const MARGIN = { top: 0.6, right: 0.7, bottom: 0.65, left: 0.8 };

export const modernDesign: TemplateDesign = {
  ink,
  muted,
  accent,
  font: 'sans',
  margins: MARGIN,
  sections: { achievement: 'title', leavesOut: [] },
  header: {
    align: 'left',
    band: { fill: '#0b3b4a', name: '#ffffff', title: '#a5e7f2', contacts: '#d9eef3' },
    photo: 'before',
  },
  titles: { uppercase: false },
};

const theme: Theme = {
  muted,
  accent,
  entryTitle: { fontWeight: 600, color: ink },
  entrySub: { color: accent, fontWeight: 500 },
  chips: { border: '#a5d8e2', background: '#ecf8fa' },
};

const strip = (
  <div
    aria-hidden
    style={{
      position: 'absolute',
      top: 0,
      bottom: 0,
      left: 0,
      width: '0.16in',
      background: accent,
    }}
  />
);

export function modernResume(cv: CvData, options: DrawOptions = {}): CvDocument {
  const { personal } = cv;
  const photo = personal.photoUrl && addressHref(personal.photoUrl);
  const name = textOr(personal.name, PLACEHOLDERS.name, options);
  const contacts = contactsOf(personal);
  const header = {
    key: 'header',
    section: HEADER_SECTION,
    node: (
      // Bleeds to the page edges above and to the right, and meets the accent strip on the left.
      <header
        style={{
          margin: `-${MARGIN.top}in -${MARGIN.right}in 0 -${MARGIN.left - 0.16}in`,
          padding: `${MARGIN.top}in ${MARGIN.right}in 16pt ${MARGIN.left - 0.16}in`,
          background: '#0b3b4a',
          color: '#ffffff',
          display: 'flex',
          gap: '14pt',
          alignItems: 'center',
        }}
      >
        {photo && (
          <img
            src={photo}
            alt=""
            style={{
              width: '0.95in',
              height: '0.95in',
              borderRadius: '50%',
              objectFit: 'cover',
              border: '2pt solid #ffffff',
            }}
          />
        )}
        <div>
          {name && (
            <h1
              style={{
                margin: 0,
                fontSize: '24pt',
                lineHeight: 1.1,
                fontWeight: 700,
                letterSpacing: '-0.01em',
              }}
            >
              {name}
            </h1>
          )}
          {!blank(personal.title) && (
            <p style={{ margin: '3pt 0 0', fontSize: '12pt', color: '#a5e7f2', fontWeight: 500 }}>
              {personal.title.trim()}
            </p>
          )}
          {contacts.length > 0 && (
            <p style={{ margin: '7pt 0 0', fontSize: '9.5pt', color: '#d9eef3' }}>
              <ContactLine contacts={contacts} separator="•" />
            </p>
          )}
        </div>
      </header>
    ),
  };
  const title = (text: string) => (
    <h2
      style={{
        margin: 0,
        display: 'flex',
        alignItems: 'center',
        gap: '6pt',
        fontSize: '11pt',
        fontWeight: 700,
        color: accent,
        letterSpacing: '0.02em',
      }}
    >
      <span
        aria-hidden
        style={{
          display: 'inline-block',
          width: '14pt',
          height: '2.5pt',
          background: accent,
          borderRadius: '2pt',
        }}
      />
      {text}
    </h2>
  );
  const sections = buildSections(cv, theme, modernDesign.sections);
  return {
    margins: MARGIN,
    pageStyle: {
      fontFamily: "'Inter', 'Noto Sans Bengali', sans-serif",
      fontSize: '10pt',
      lineHeight: 1.45,
      color: ink,
    },
    decoration: strip,
    placeholders: showsPlaceholder(options, personal.name),
    blocks: [
      ...(photo || name || !blank(personal.title) || contacts.length > 0 ? [header] : []),
      ...sections.flatMap((section) => sectionBlocks(section, title, { section: 15, entry: 8 })),
    ],
  };
}
