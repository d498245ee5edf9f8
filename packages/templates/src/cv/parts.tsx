/** @jsxRuntime automatic */
import type { CvPersonal } from '@careercard/shared/cv';
import { addressHref } from '@careercard/shared/web-address';
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import type { CvBlock } from '../document';

/** Helpers the CV templates share. */

export const blank = (value: string | undefined) => (value ?? '').trim() === '';

/** How a CV is drawn. */
export interface DrawOptions {
  /**
   * Greyed examples where the header is empty: only for the editor's live preview, so the
   * empty form shows its shape. Every output (PDF, print page, tailored CV) draws real data only.
   */
  placeholders?: boolean;
}

/** The spec's placeholders of an empty header. */
export const PLACEHOLDERS = {
  name: 'Your Name',
  title: 'Your Professional Title',
  email: 'your.email@example.com',
};

/**
 * An example standing in for an empty field: faded and underlined with dashes on any
 * background, so it never reads as the user's own text.
 */
function Placeholder({ text }: { text: string }) {
  return (
    <span
      data-placeholder=""
      style={{
        opacity: 0.45,
        fontStyle: 'italic',
        textDecoration: 'underline dashed 0.75pt',
        textUnderlineOffset: '0.15em',
      }}
    >
      {text}
    </span>
  );
}

/** Whether a drawing that asks for placeholders shows one, for any of these fields. */
export const showsPlaceholder = (options: DrawOptions, ...fields: Array<string | undefined>) =>
  options.placeholders === true && fields.some(blank);

/** The field's own text, else its placeholder when the drawing asks for them, else nothing. */
export function textOr(
  value: string | undefined,
  placeholder: string,
  options: DrawOptions,
): ReactNode {
  if (!blank(value)) return value!.trim();
  return options.placeholders ? <Placeholder text={placeholder} /> : null;
}

/** A web address as a CV shows it: without "https://" and a trailing slash. */
export const shownAddress = (url: string) =>
  url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');

export interface Contact {
  key: string;
  text: string;
  href?: string;
  /** An example for an empty field (the preview's placeholders): drawn faded, not a link. */
  placeholder?: boolean;
}

/**
 * E-mail, phone, location and links, in that order, skipping the blank ones. `emailPlaceholder`
 * stands in for an empty e-mail address (the live preview only).
 */
export function contactsOf(personal: CvPersonal, emailPlaceholder?: string): Contact[] {
  const contacts: Contact[] = [];
  if (!blank(personal.email)) {
    const email = personal.email.trim();
    contacts.push({ key: 'email', text: email, href: `mailto:${email}` });
  } else if (emailPlaceholder) {
    contacts.push({ key: 'email', text: emailPlaceholder, placeholder: true });
  }
  if (!blank(personal.phone)) {
    contacts.push({
      key: 'phone',
      text: personal.phone.trim(),
      href: `tel:${personal.phone.replace(/[^\d+]/g, '')}`,
    });
  }
  if (!blank(personal.location)) contacts.push({ key: 'location', text: personal.location.trim() });
  for (const link of personal.links) {
    if (blank(link.url)) continue;
    const href = addressHref(link.url, { contact: true });
    const shown = shownAddress(link.url);
    contacts.push({
      key: link.id,
      text: blank(link.label) ? shown : `${link.label.trim()}: ${shown}`,
      ...(href ? { href } : {}),
    });
  }
  return contacts;
}

/**
 * Contacts on a line with a separator between them; a line may wrap between contacts (and a
 * very long address within itself). Links stay clickable in the PDF.
 */
export function ContactLine({
  contacts,
  separator,
  linkStyle,
}: {
  contacts: Contact[];
  separator: string;
  linkStyle?: CSSProperties;
}) {
  return contacts.map((contact, index) => (
    <Fragment key={contact.key}>
      {index > 0 && <span aria-hidden> {separator} </span>}
      <span
        style={contact.text.length > 40 ? { overflowWrap: 'anywhere' } : { whiteSpace: 'nowrap' }}
      >
        {contact.placeholder ? (
          <Placeholder text={contact.text} />
        ) : contact.href ? (
          <a href={contact.href} style={{ color: 'inherit', textDecoration: 'none', ...linkStyle }}>
            {contact.text}
          </a>
        ) : (
          contact.text
        )}
      </span>
    </Fragment>
  ));
}

/** A web address as a clickable link, or plain text when it is not one. */
export function WebLink({ url, style }: { url: string; style?: CSSProperties }) {
  const href = addressHref(url);
  const shown = shownAddress(url);
  return href ? (
    // Underlined: inside a line of text, colour alone would not tell a link apart.
    <a href={href} style={{ color: 'inherit', textDecoration: 'underline', ...style }}>
      {shown}
    </a>
  ) : (
    <span style={style}>{shown}</span>
  );
}

export interface Section {
  key: string;
  title: string;
  /** Each entry as its blocks; the first block of an entry usually keeps with the next. */
  entries: CvBlock[][];
}

/** How the person's details at the top are named when they cannot be drawn. */
export const HEADER_SECTION = 'Personal Information';

/** Said in place of a part of the CV that could not be drawn, so the rest still shows. */
export function SectionProblem({ section }: { section: string }) {
  return (
    <p
      role="alert"
      style={{
        margin: 0,
        padding: '4pt 6pt',
        border: '0.75pt dashed #b91c1c',
        color: '#b91c1c',
        fontSize: '0.9em',
      }}
    >
      {`The ${section} section could not be shown.`}
    </p>
  );
}

/**
 * A section as blocks: its title (kept with the first entry) and its entries. An empty
 * section gives nothing, so it is not drawn at all.
 */
export function sectionBlocks(
  section: Section,
  title: (text: string) => ReactNode,
  gaps: { section: number; entry: number },
): CvBlock[] {
  const entries = section.entries.filter((entry) => entry.length > 0);
  if (entries.length === 0) return [];
  const head: CvBlock = {
    key: `${section.key}:title`,
    section: section.title,
    node: title(section.title),
    keepWithNext: true,
    gapBefore: gaps.section,
  };
  return [
    head,
    ...entries.flatMap((entry, index) =>
      entry.map((block, position) => ({
        ...block,
        section: section.title,
        ...(position === 0 ? { gapBefore: index === 0 ? (block.gapBefore ?? 4) : gaps.entry } : {}),
      })),
    ),
  ];
}

/** A bulleted line that may continue on the next page, with a hanging indent. */
export function bulletBlock(key: string, line: string, style: CSSProperties = {}): CvBlock {
  return {
    key,
    text: { value: `•\u00a0${line}`, style: { paddingLeft: '11pt', textIndent: '-7pt', ...style } },
    gapBefore: 1.5,
  };
}

export function paragraphBlock(key: string, value: string, style: CSSProperties = {}): CvBlock {
  return { key, text: { value, style }, gapBefore: 2 };
}
