/** @jsxRuntime automatic */
import type { CvData } from '@careercard/shared/cv';
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
 * ClassicResume: a serif CV in a ruled frame. The page has the spec's 0.20in padding (the
 * frame sits there) and the text keeps clear of the frame. Achievements are shown by their
 * title; extracurricular activities and references are included.
 */
export const CLASSIC_PAGE_PADDING_IN = 0.2;
const FRAME_INSET_IN = 0.45;

const ink = '#1c1917';
const muted = '#57534e';
const accent = '#7c2d12';

const MARGIN = CLASSIC_PAGE_PADDING_IN + FRAME_INSET_IN;

export const classicDesign: TemplateDesign = {
  ink,
  muted,
  accent,
  font: 'serif',
  margins: { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN },
  sections: { achievement: 'title', leavesOut: [] },
  header: { align: 'center', uppercase: true },
  titles: { uppercase: true, rule: ink },
  subItalic: true,
};

const theme: Theme = {
  muted,
  accent,
  entryTitle: { fontWeight: 700, color: ink },
  entrySub: { fontStyle: 'italic', color: muted },
};

const frame = (
  <div
    aria-hidden
    style={{
      position: 'absolute',
      inset: `${CLASSIC_PAGE_PADDING_IN}in`,
      border: `1.5pt solid ${ink}`,
      outline: `0.5pt solid ${ink}`,
      outlineOffset: '-4pt',
      pointerEvents: 'none',
    }}
  />
);

export function classicResume(cv: CvData, options: DrawOptions = {}): CvDocument {
  const { personal } = cv;
  const name = textOr(personal.name, PLACEHOLDERS.name, options);
  const contacts = contactsOf(personal);
  const header = {
    key: 'header',
    section: HEADER_SECTION,
    node: (
      <header style={{ textAlign: 'center' }}>
        {name && (
          <h1
            style={{
              margin: 0,
              fontSize: '20pt',
              fontWeight: 600,
              letterSpacing: '0.08em',
              // Capitals, not small caps: Chromium fakes small caps with two font sizes, and PDF
              // text readers (an ATS among them) then split the name ("T anjila").
              textTransform: 'uppercase',
              color: ink,
            }}
          >
            {name}
          </h1>
        )}
        {!blank(personal.title) && (
          <p style={{ margin: '2pt 0 0', fontSize: '12pt', fontStyle: 'italic', color: accent }}>
            {personal.title.trim()}
          </p>
        )}
        {contacts.length > 0 && (
          <p style={{ margin: '6pt 0 0', fontSize: '9.5pt', color: muted }}>
            <ContactLine contacts={contacts} separator="|" />
          </p>
        )}
        <div style={{ margin: '8pt auto 0', width: '40%', borderTop: `0.75pt solid ${muted}` }} />
      </header>
    ),
  };
  const title = (text: string) => (
    <h2
      style={{
        margin: 0,
        paddingBottom: '1.5pt',
        borderBottom: `0.75pt solid ${ink}`,
        // Capitals rather than small caps: Chromium draws synthesised small caps in runs of two
        // sizes, and a PDF reader (an ATS) then reads "E d u c at i o n".
        fontSize: '10pt',
        fontWeight: 600,
        letterSpacing: '0.08em',
        textTransform: 'uppercase',
        color: ink,
      }}
    >
      {text}
    </h2>
  );
  const sections = buildSections(cv, theme, classicDesign.sections);
  return {
    margins: classicDesign.margins,
    pageStyle: {
      fontFamily: "'Source Serif 4', 'Noto Sans Bengali', Georgia, serif",
      fontSize: '10.5pt',
      lineHeight: 1.4,
      color: ink,
    },
    decoration: frame,
    placeholders: showsPlaceholder(options, personal.name),
    blocks: [
      ...(name || !blank(personal.title) || contacts.length > 0 ? [header] : []),
      ...sections.flatMap((section) => sectionBlocks(section, title, { section: 14, entry: 8 })),
    ],
  };
}
