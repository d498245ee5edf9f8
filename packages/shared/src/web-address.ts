/**
 * Addresses people type (a CV's links and photo, a project's page): what may be saved, and what
 * may become a link. A value with another scheme (javascript:, data:, file: …) is refused on
 * save and never emitted, so an address can only ever open a web page, or, where a contact fits,
 * write an e-mail or call.
 */

export const WEB_ADDRESS_MESSAGE = 'Enter a web address that starts with http:// or https://.';
export const LINK_ADDRESS_MESSAGE =
  'Enter a web address that starts with http:// or https://, or a mailto: or tel: link.';

/** `contact`: an e-mail or phone link fits too (a CV's own links). */
export interface AddressKind {
  contact?: boolean;
}

const schemesOf = ({ contact = false }: AddressKind) =>
  contact ? ['http', 'https', 'mailto', 'tel'] : ['http', 'https'];

/**
 * The scheme a browser reads in `value`, or null for none. Browsers drop tabs and line breaks
 * anywhere and control characters and spaces in front, so " java\tscript:" is javascript too.
 */
function schemeOf(value: string): string | null {
  // eslint-disable-next-line no-control-regex -- the control characters are what is dropped
  const read = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  const match = /^([a-z][a-z\d+.-]*):/i.exec(read);
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * What may be saved: text without a scheme ("github.com/me", shown as a link or as text), or an
 * address with an allowed one.
 */
export function isAllowedAddress(value: string, kind: AddressKind = {}): boolean {
  const scheme = schemeOf(value);
  return scheme === null || schemesOf(kind).includes(scheme);
}

/**
 * The link an address opens, or undefined when it is not one: an http(s) address as written, a
 * bare domain ("github.com/me") on https, and with `contact` a mailto: or tel: link.
 */
export function addressHref(value: string, kind: AddressKind = {}): string | undefined {
  const address = value.trim();
  if (/^https?:\/\/[^\s/]\S*$/i.test(address)) return address;
  if (kind.contact && /^(mailto|tel):\S+$/i.test(address)) return address;
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(address)) return `https://${address}`;
  return undefined;
}
