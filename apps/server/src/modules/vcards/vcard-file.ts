/**
 * A contact file as phones and address books import it, in vCard 3.0 (RFC 2426), which every
 * address book reads, or 4.0 (RFC 6350): CRLF line ends, text values escaped, and lines folded at
 * 75 octets without splitting a character.
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

export const vcardVersions = ['3.0', '4.0'] as const;
export type VcardVersion = (typeof vcardVersions)[number];

const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/**
 * RFC 2426 §4: backslash, comma and semicolon are escaped in text values, newlines become \n.
 * 4.0 is the same (RFC 6350 §3.4): a comma MUST be escaped even in a single value such as FN, and
 * a semicolon MAY be; escaping it everywhere keeps importers that split any value at a semicolon
 * from cutting a title or a note in two.
 */
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

/**
 * A URI for 4.0, where URL, PHOTO and TEL hold URIs rather than text and so are not escaped (RFC
 * 6350 §3.4: "in all other cases, escaping MUST NOT be used"). The URL parser percent-encodes
 * spaces, control characters and non-ASCII; a backslash it leaves in a query would read as an
 * escape.
 */
function uriOf(href: string): string | undefined {
  return URL.canParse(href) ? new URL(href).href.replace(/\\/g, '%5C') : undefined;
}

/**
 * RFC 6350 §6.4.1: TEL SHOULD be a tel: URI (RFC 3966), whose global number is "+" and its digits,
 * without spaces. A number not in international form has no such URI, so it stays text.
 */
function telLine(number: string): string {
  const digits = number.replace(/[\s().-]/g, '');
  return /^\+\d+$/.test(digits)
    ? `TEL;VALUE=uri;TYPE=cell:tel:${digits}`
    : `TEL;VALUE=text;TYPE=cell:${escapeText(number)}`;
}

/** The photo's line, or undefined for an address we do not write (javascript:, data: …). */
function photoLine(photo: NonNullable<ContactCard['photo']>, version: VcardVersion) {
  const v4 = version === '4.0';
  if (!('uri' in photo)) {
    const base64 = Buffer.from(photo.data).toString('base64');
    // RFC 6350 §6.2.4: 4.0 embeds a photo as a data: URI, with no ENCODING parameter.
    return v4
      ? `PHOTO:data:image/${photo.type.toLowerCase()};base64,${base64}`
      : `PHOTO;ENCODING=b;TYPE=${photo.type}:${base64}`;
  }
  const href = addressHref(photo.uri);
  const uri = href && (v4 ? uriOf(href) : href);
  if (!uri) return undefined;
  // No MEDIATYPE: RFC 6350 §5.7 keeps it for schemes that do not tell the type; HTTP does.
  return v4 ? `PHOTO:${uri}` : `PHOTO;VALUE=uri:${uri}`;
}

/**
 * The card as a contact file. 3.0 is the default: iOS, Android and Outlook all import it, while
 * 4.0 support is uneven. Parameter values are written in lower case in 4.0 as in RFC 6350's own
 * examples; they are case-insensitive (§3.3).
 */
export function buildVcard(card: ContactCard, version: VcardVersion = '3.0'): string {
  const v4 = version === '4.0';
  const name = card.name.trim();
  const lines = [
    'BEGIN:VCARD',
    // RFC 6350 §6.7.9: in 4.0, VERSION must come right after BEGIN.
    `VERSION:${version}`,
    ...(v4 ? ['KIND:individual'] : []),
    `N:${structuredName(name)}`,
    `FN:${escapeText(name)}`,
  ];
  if (card.title?.trim()) lines.push(`TITLE:${escapeText(card.title.trim())}`);
  if (card.organisation?.trim()) lines.push(`ORG:${escapeText(card.organisation.trim())}`);
  // A Bangladeshi number in its international form, so the contact dials from abroad too.
  for (const phone of present(card.phones)) {
    const number = normaliseBdPhone(phone) ?? phone;
    lines.push(v4 ? telLine(number) : `TEL;TYPE=CELL:${escapeText(number)}`);
  }
  // 4.0 has no INTERNET type (RFC 6350 §6.4.2): every EMAIL is an Internet address.
  const email = v4 ? 'EMAIL;TYPE=work' : 'EMAIL;TYPE=INTERNET';
  for (const address of present(card.emails)) lines.push(`${email}:${escapeText(address)}`);
  for (const url of present(card.urls)) {
    const href = addressHref(url);
    const value = href && (v4 ? uriOf(href) : escapeText(href));
    if (value) lines.push(`URL:${value}`);
  }
  if (card.location?.trim()) {
    // ADR: post office box; extended; street; locality; region; postal code; country.
    const adr = v4 ? 'ADR;TYPE=work' : 'ADR;TYPE=WORK';
    lines.push(`${adr}:;;;${escapeText(card.location.trim())};;;`);
  }
  if (card.note?.trim()) lines.push(`NOTE:${escapeText(card.note.trim())}`);
  const photo = card.photo && photoLine(card.photo, version);
  if (photo) lines.push(photo);
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
