/** @jsxRuntime automatic */
import type { CvData } from '@careercard/shared/cv';
import { addressHref } from '@careercard/shared/web-address';
import type { CvDocument } from '../document';
import { declarationBlocks } from './bio-data';
import {
  blank,
  ContactLine,
  contactsOf,
  HEADER_SECTION,
  PLACEHOLDERS,
  sectionBlocks,
  showsPlaceholder,
  textOr,
  type DrawOptions,
} from './parts';
import type { TemplateDesign } from './design';
import { buildSections, type Theme } from './sections';
import { banglaWords, englishWords, type SectionKey, type Words } from './words';

/**
 * 'Bangladesh Standard' and 'বাংলা সিভি' (issue 44): the CV as government, bank and many
 * private employers in Bangladesh ask for it. A passport photo beside the name; the career
 * objective, education with its results, experience, training, skills and languages; the
 * personal details (bio-data); references; the declaration and the signature. The Bangla CV is
 * the same page with Bangla headings, labels, digits and dates.
 */

/** Everything the CV holds, in the order Bangladeshi employers read a CV. */
const ORDER: readonly SectionKey[] = [
  'summary',
  'education',
  'experience',
  'certifications',
  'projects',
  'skills',
  'tools',
  'languages',
  'achievements',
  'publications',
  'extracurricular',
  'bioData',
  'references',
];

const ink = '#1f2937';
const accent = '#1e3a5f';
const muted = '#4b5563';
const band = '#e8eef5';

const theme: Theme = {
  muted,
  accent,
  entryTitle: { fontWeight: 700, color: ink },
  entrySub: { color: muted },
};

/** The English template's headings, as Bangladeshi CVs name their sections. */
const standardWords: Words = {
  ...englishWords,
  titles: {
    ...englishWords.titles,
    summary: 'Career Objective',
    education: 'Academic Qualifications',
    experience: 'Work Experience',
    certifications: 'Training and Certifications',
  },
};

const MARGIN = 0.6;

const bangladeshDesignIn = (words: Words, bangla: boolean): TemplateDesign => ({
  ink,
  muted,
  accent,
  font: 'sans',
  margins: { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN },
  sections: { achievement: 'title', leavesOut: [], order: ORDER, words },
  header: { align: 'left', photo: 'after', nameInBangla: bangla },
  // Capitals in English; Bangla has none.
  titles: { uppercase: !bangla, band },
  declaration: true,
});
export const bangladeshStandardDesign = bangladeshDesignIn(standardWords, false);
export const banglaCvDesign = bangladeshDesignIn(banglaWords, true);

function bangladeshResume({
  design,
  fontFamily,
}: {
  design: TemplateDesign;
  fontFamily: string;
}): (cv: CvData, options?: DrawOptions) => CvDocument {
  const words = design.sections.words!;
  const bangla = design.header.nameInBangla === true;
  return (cv, options = {}) => {
    const { personal, bioData } = cv;
    // The Bangla CV is headed by the name in Bangla when the user gave it.
    const ownName = (bangla && bioData?.nameBn?.trim()) || personal.name;
    const name = textOr(ownName, PLACEHOLDERS.name, options);
    const photo = personal.photoUrl && addressHref(personal.photoUrl);
    const contacts = contactsOf(personal).map((contact) =>
      contact.key === 'phone' ? { ...contact, text: words.digits(contact.text) } : contact,
    );
    const header = {
      key: 'header',
      section: HEADER_SECTION,
      node: (
        <header style={{ display: 'flex', gap: '14pt', alignItems: 'flex-start' }}>
          <div style={{ flex: 1, minWidth: 0 }}>
            {name && (
              <h1 style={{ margin: 0, fontSize: '19pt', fontWeight: 700, color: accent }}>
                {name}
              </h1>
            )}
            {!blank(personal.title) && (
              <p style={{ margin: '2pt 0 0', fontSize: '11.5pt', color: ink }}>
                {personal.title.trim()}
              </p>
            )}
            {contacts.length > 0 && (
              <p style={{ margin: '5pt 0 0', fontSize: '9.5pt', color: muted }}>
                <ContactLine contacts={contacts} separator="|" />
              </p>
            )}
          </div>
          {photo && (
            // A passport photo, as these employers ask for.
            <img
              src={photo}
              alt=""
              style={{
                width: '0.95in',
                height: '1.15in',
                objectFit: 'cover',
                border: `0.75pt solid ${muted}`,
                flexShrink: 0,
              }}
            />
          )}
        </header>
      ),
    };
    const title = (text: string) => (
      <h2
        style={{
          margin: 0,
          padding: '2pt 6pt',
          background: band,
          borderLeft: `3pt solid ${accent}`,
          fontSize: '11pt',
          fontWeight: 700,
          color: accent,
          // Capitals in English; Bangla has none.
          ...(bangla ? {} : { textTransform: 'uppercase', letterSpacing: '0.04em' }),
        }}
      >
        {text}
      </h2>
    );
    const gaps = { section: 12, entry: 7 };
    const sections = buildSections(cv, theme, design.sections);
    return {
      margins: design.margins,
      pageStyle: { fontFamily, fontSize: '10.5pt', lineHeight: 1.45, color: ink },
      placeholders: showsPlaceholder(options, ownName),
      blocks: [
        ...(name || !blank(personal.title) || contacts.length > 0 || photo ? [header] : []),
        ...sections.flatMap((section) => sectionBlocks(section, title, gaps)),
        {
          key: 'declaration:title',
          section: words.declarationTitle,
          node: title(words.declarationTitle),
          keepWithNext: true,
          gapBefore: gaps.section,
        },
        ...declarationBlocks(blank(ownName) ? '' : ownName.trim(), bioData, words),
      ],
    };
  };
}

export const bangladeshStandard = bangladeshResume({
  design: bangladeshStandardDesign,
  fontFamily: "'Inter', 'Noto Sans Bengali', sans-serif",
});
export const banglaCv = bangladeshResume({
  design: banglaCvDesign,
  fontFamily: "'Noto Sans Bengali', 'Inter', sans-serif",
});
