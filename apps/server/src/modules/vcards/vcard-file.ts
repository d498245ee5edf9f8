/**
 * A contact file in vCard 3.0 (RFC 2426), as phones and address books import it: CRLF line
 * ends, text values escaped, and lines folded at 75 octets without splitting a character.
 */
import { normaliseBdPhone } from '@careercard/shared/phone';
import { addressHref } from '@careercard/shared/web-address';

export interface ContactCard {
  /** The full name, as shown (FN); N is derived from it. */
  name: string;
  title?: string;
  organisation?: string;
  emails?: string[];
  phones?: string[];
  /** Web addresses; anything else (javascript:, data:, mailto: …) is left out. */
  urls?: string[];
  /** A free-text place, such as "Rupnagar, Bangladesh": the locality of a work address. */
  location?: string;
  note?: string;
  /** Embedded in base64; a photo we do not hold is referred to by its address. */
  photo?: { type: 'JPEG' | 'PNG'; data: Uint8Array } | { uri: string };
}

const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** RFC 2426 §4: backslash, comma and semicolon are escaped in text values, newlines become \n. */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * Folds one content line: at most 75 octets a line, continuation lines start with a space. A
 * character is never split between lines, as a multi-byte UTF-8 sequence cut in two is garbage.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines spend one octet on their leading space.
    const limit = lines.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

/** "Tanjila Rahman Chowdhury" → family "Chowdhury", given "Tanjila", additional "Rahman". */
function structuredName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const family = parts.length > 1 ? parts.at(-1)! : '';
  const given = parts[0] ?? '';
  const additional = parts.slice(1, -1).join(' ');
  return [family, given, additional, '', ''].map(escapeText).join(';');
}

const present = (values: string[] | undefined) =>
  (values ?? []).map((value) => value.trim()).filter(Boolean);

export function buildVcard(card: ContactCard): string {
  const name = card.name.trim();
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${structuredName(name)}`,
    `FN:${escapeText(name)}`,
  ];
  if (card.title?.trim()) lines.push(`TITLE:${escapeText(card.title.trim())}`);
  if (card.organisation?.trim()) lines.push(`ORG:${escapeText(card.organisation.trim())}`);
  // A Bangladeshi number in its international form, so the contact dials from abroad too.
  for (const phone of present(card.phones)) {
    lines.push(`TEL;TYPE=CELL:${escapeText(normaliseBdPhone(phone) ?? phone)}`);
  }
  for (const email of present(card.emails)) lines.push(`EMAIL;TYPE=INTERNET:${escapeText(email)}`);
  for (const url of present(card.urls)) {
    const href = addressHref(url);
    if (href) lines.push(`URL:${escapeText(href)}`);
  }
  if (card.location?.trim()) {
    // ADR: post office box; extended; street; locality; region; postal code; country.
    lines.push(`ADR;TYPE=WORK:;;;${escapeText(card.location.trim())};;;`);
  }
  if (card.note?.trim()) lines.push(`NOTE:${escapeText(card.note.trim())}`);
  if (card.photo && 'uri' in card.photo) {
    const href = addressHref(card.photo.uri);
    if (href) lines.push(`PHOTO;VALUE=uri:${href}`);
  } else if (card.photo) {
    const base64 = Buffer.from(card.photo.data).toString('base64');
    lines.push(`PHOTO;ENCODING=b;TYPE=${card.photo.type}:${base64}`);
  }
  lines.push('END:VCARD');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** "Tanjila Rahman" → "Tanjila-Rahman.vcf"; a name without Latin letters keeps its own. */
export function vcardFileName(name: string): string {
  const base = name
    .normalize('NFC')
    // Characters file systems refuse, and control characters.
    .replace(/[\\/:*?"<>|]+/g, '')
    .replace(/\p{Cc}+/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
  return `${base || 'contact'}.vcf`;
}
