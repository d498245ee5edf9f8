/** @jsxRuntime automatic */
import type { CvData } from '@careercard/shared/cv';
import {
  layoutMargins,
  type ResumeLayout,
  type ResumeLayoutSection,
} from '@careercard/shared/resume-layout';
import type { CSSProperties } from 'react';
import type { CvBlock, CvDocument } from '../document';
import { layoutSectionContent } from './content';
import { isSerif } from './fonts';
import { blockOf, type Theme } from './sections';
import {
  blank,
  ContactLine,
  contactsOf,
  HEADER_SECTION,
  PLACEHOLDERS,
  SectionProblem,
  sectionBlocks,
  showsPlaceholder,
  textOr,
  type DrawOptions,
} from './parts';

/**
 * The one renderer of data-driven templates: any layout an admin uploads as JSON (see
 * packages/shared/resume-layout) is drawn from its settings, without new code.
 */

/**
 * Only self-hosted fonts: a font missing on the machine that prints would change the line
 * breaks, and the PDF would no longer break where the preview does.
 */
export function selfHostedFont(requested: string): string {
  return isSerif(requested)
    ? "'Source Serif 4', 'Noto Sans Bengali', Georgia, serif"
    : "'Inter', 'Noto Sans Bengali', sans-serif";
}

/** Entries of a layout: bold titles, italic second lines in its secondary colour. */
function themeOf(layout: ResumeLayout): Theme {
  const muted = layout.layout.secondaryColor;
  return {
    muted,
    accent: layout.layout.primaryColor,
    entryTitle: { fontWeight: 700 },
    entrySub: { fontStyle: 'italic', color: muted },
  };
}

function sectionTitle(section: ResumeLayoutSection, layout: ResumeLayout) {
  const style = section.style ?? {};
  return (text: string) => (
    <h2
      style={{
        margin: 0,
        fontSize: style.titleSize ? `${style.titleSize}pt` : '1.05em',
        fontWeight: 700,
        letterSpacing: style.uppercase ? '0.08em' : undefined,
        textTransform: style.uppercase ? 'uppercase' : undefined,
        textAlign: style.align ?? 'left',
        color: style.titleColor ?? layout.layout.primaryColor,
        ...(style.divider
          ? { borderBottom: `0.75pt solid ${layout.layout.primaryColor}`, paddingBottom: '1.5pt' }
          : {}),
      }}
    >
      {text}
    </h2>
  );
}

/** The header; nothing when the person's details are all empty and no placeholder is asked for. */
function guardedHeader(
  cv: CvData,
  section: Extract<ResumeLayoutSection, { type: 'Header' }>,
  layout: ResumeLayout,
  key: string,
  options: DrawOptions,
): CvBlock[] {
  try {
    const header = headerBlock(cv, section, layout, options);
    return header ? [{ ...header, key, section: HEADER_SECTION }] : [];
  } catch {
    return [{ key, node: <SectionProblem section={HEADER_SECTION} /> }];
  }
}

function headerBlock(
  cv: CvData,
  section: Extract<ResumeLayoutSection, { type: 'Header' }>,
  layout: ResumeLayout,
  options: DrawOptions,
): CvBlock | null {
  const centered = section.layout === 'centered';
  const uppercase = section.style?.uppercase ?? false;
  const align: CSSProperties = { textAlign: centered ? 'center' : 'left' };
  const { personal } = cv;
  const name = textOr(personal.name, PLACEHOLDERS.name, options);
  const contacts = contactsOf(personal);
  if (!name && blank(personal.title) && contacts.length === 0) return null;
  return {
    key: 'header',
    node: (
      <header style={align}>
        {name && (
          <h1
            style={{
              margin: 0,
              fontSize: section.style?.titleSize ? `${section.style.titleSize}pt` : '2.1em',
              lineHeight: 1.15,
              fontWeight: 700,
              letterSpacing: uppercase ? '0.06em' : undefined,
              textTransform: uppercase ? 'uppercase' : undefined,
              color: section.style?.titleColor ?? layout.layout.primaryColor,
            }}
          >
            {name}
          </h1>
        )}
        {!blank(personal.title) && (
          <p style={{ margin: '2pt 0 0', fontSize: '1.1em', color: layout.layout.secondaryColor }}>
            {personal.title.trim()}
          </p>
        )}
        {contacts.length > 0 && (
          <p style={{ margin: '4pt 0 0', fontSize: '0.92em', color: layout.layout.secondaryColor }}>
            <ContactLine contacts={contacts} separator="|" />
          </p>
        )}
      </header>
    ),
  };
}

export function layoutResume(
  cv: CvData,
  layout: ResumeLayout,
  options: DrawOptions = {},
): CvDocument {
  const blocks: CvBlock[] = [];
  for (const [index, section] of layout.sections.entries()) {
    if (section.type === 'Header') {
      blocks.push(...guardedHeader(cv, section, layout, `${index}:header`, options));
      continue;
    }
    const content = layoutSectionContent(cv, section, `${index}:${section.source}`);
    const entries = content.entries.map((parts) =>
      parts.map((part) => blockOf(part, themeOf(layout), section.title)),
    );
    blocks.push(
      ...sectionBlocks({ ...content, entries }, sectionTitle(section, layout), {
        section: 12,
        entry: 7,
      }),
    );
  }
  return {
    margins: layoutMargins(layout.layout.margins),
    pageStyle: {
      fontFamily: selfHostedFont(layout.layout.fontFamily),
      fontSize: `${layout.layout.fontSize}pt`,
      lineHeight: layout.layout.lineHeight,
      color: layout.layout.primaryColor,
    },
    placeholders:
      layout.sections.some((section) => section.type === 'Header') &&
      showsPlaceholder(options, cv.personal.name),
    blocks,
  };
}
