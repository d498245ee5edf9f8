/** @jsxRuntime automatic */
import type { CvData } from '@careercard/shared/cv';
import type { CvDocument } from '../document';
import {
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
 * DefaultResume: the spec's default layout (10.5pt, line height 1.4, 0.75in margins). It
 * omits empty sections, shows placeholders in an empty header (in the live preview), draws
 * each line of a job description as a bullet, shows achievements by their description, and
 * leaves out extracurricular activities and references.
 */
export const DEFAULT_LEAVES_OUT = ['extracurricular', 'references'] as const;

const ink = '#1f2937';
const accent = '#0f5c45';
const muted = '#5b6472';

const MARGIN = 0.75;

export const defaultDesign: TemplateDesign = {
  ink,
  muted,
  accent,
  font: 'sans',
  margins: { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN },
  sections: { achievement: 'description', leavesOut: DEFAULT_LEAVES_OUT },
  header: { align: 'left' },
  titles: { uppercase: true, rule: '#cbd5e1' },
};

const theme: Theme = {
  muted,
  accent,
  entryTitle: { fontWeight: 600, color: ink },
  entrySub: { color: muted },
};

export function defaultResume(cv: CvData, options: DrawOptions = {}): CvDocument {
  const { personal } = cv;
  const name = textOr(personal.name, PLACEHOLDERS.name, options);
  const title = textOr(personal.title, PLACEHOLDERS.title, options);
  const emailPlaceholder = options.placeholders ? PLACEHOLDERS.email : undefined;
  const contacts = contactsOf(personal, emailPlaceholder);
  const header = {
    key: 'header',
    section: HEADER_SECTION,
    node: (
      <header>
        {name && (
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
            {name}
          </h1>
        )}
        {title && (
          <p style={{ margin: '3pt 0 0', fontSize: '12pt', fontWeight: 500, color: accent }}>
            {title}
          </p>
        )}
        {contacts.length > 0 && (
          <p style={{ margin: '6pt 0 0', fontSize: '9.5pt', color: muted }}>
            <ContactLine contacts={contacts} separator="·" />
          </p>
        )}
      </header>
    ),
  };
  const sectionTitle = (text: string) => (
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
  const sections = buildSections(cv, theme, defaultDesign.sections);
  return {
    margins: defaultDesign.margins,
    pageStyle: {
      fontFamily: "'Inter', 'Noto Sans Bengali', sans-serif",
      fontSize: '10.5pt',
      lineHeight: 1.4,
      color: ink,
    },
    placeholders: showsPlaceholder(options, personal.name, personal.title, personal.email),
    blocks: [
      ...(name || title || contacts.length > 0 ? [header] : []),
      ...sections.flatMap((section) =>
        sectionBlocks(section, sectionTitle, { section: 16, entry: 9 }),
      ),
    ],
  };
}
