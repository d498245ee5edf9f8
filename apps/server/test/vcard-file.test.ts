import ICAL from 'ical.js';
import { intToRGBA, Jimp } from 'jimp';
import { describe, expect, it } from 'vitest';
import { phoneSizedPhoto } from '../src/modules/vcards/contact-photo';
import {
  buildVcard,
  escapeText,
  foldLine,
  vcardFileName,
  vcardVersions,
  type ContactCard,
  type VcardVersion,
} from '../src/modules/vcards/vcard-file';

const octets = (line: string) => new TextEncoder().encode(line).length;

/** The file read back by an independent vCard parser. */
function parse(text: string) {
  return new ICAL.Component(ICAL.parse(text) as unknown[]);
}

/** The properties each version defines: RFC 2426 §3 with RFC 2425 §6, and RFC 6350 §6. */
const PROPERTIES: Record<VcardVersion, string[]> = {
  '3.0': `BEGIN END NAME PROFILE SOURCE FN N NICKNAME PHOTO BDAY ADR LABEL TEL EMAIL MAILER TZ GEO
    TITLE ROLE LOGO AGENT ORG CATEGORIES NOTE PRODID REV SORT-STRING SOUND UID URL VERSION CLASS
    KEY`.split(/\s+/),
  '4.0': `BEGIN END SOURCE KIND XML FN N NICKNAME PHOTO BDAY ANNIVERSARY GENDER ADR TEL EMAIL IMPP
    LANG TZ GEO TITLE ROLE LOGO ORG MEMBER RELATED CATEGORIES NOTE PRODID REV SOUND UID
    CLIENTPIDMAP URL VERSION KEY FBURL CALADRURI CALURI`.split(/\s+/),
};

/**
 * contentline = [group "."] name *(";" param) ":" value (RFC 6350 §3.3, RFC 2425 §5.8.2): names
 * of letters, digits and "-"; a parameter value quoted or free of DQUOTE ; : and comma; a value
 * without control characters but tab.
 */
const NAME = '[A-Za-z0-9-]+';
const PARAM_VALUE = '(?:"[^"\\p{Cc}]*"|[^";:,\\p{Cc}]*)';
const CONTENT_LINE = new RegExp(
  `^(?:${NAME}\\.)?(${NAME})(?:;${NAME}=${PARAM_VALUE}(?:,${PARAM_VALUE})*)*:(?:\\t|\\P{Cc})*$`,
  'u',
);

/** Checks a file against what RFC 2426 (3.0) or RFC 6350 (4.0) requires of every vCard. */
function expectValidVcard(text: string, version: VcardVersion) {
  // CRLF line ends; lines of at most 75 octets, each whole UTF-8 (RFC 6350 §3.2, RFC 2425 §5.8.1).
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(octets(line)).toBeLessThanOrEqual(75);
    expect(new TextDecoder().decode(new TextEncoder().encode(line))).toBe(line);
  }
  // Unfolded: a line break followed by a space or a tab continues the line.
  const lines = text
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');
  const names = lines.map((line) => {
    const match = CONTENT_LINE.exec(line);
    expect(match, line).not.toBeNull();
    return match![1]!.toUpperCase();
  });
  for (const name of names) expect(PROPERTIES[version]).toContain(name);
  const count = (name: string) => names.filter((found) => found === name).length;

  expect(lines[0]).toBe('BEGIN:VCARD');
  expect(lines.at(-1)).toBe('END:VCARD');
  expect([count('BEGIN'), count('END'), count('VERSION')]).toEqual([1, 1, 1]);
  expect(lines).toContain(`VERSION:${version}`);
  expect(count('FN')).toBeGreaterThanOrEqual(1);
  expect(count('N')).toBeLessThanOrEqual(1);
  if (version === '3.0') {
    // RFC 2426 §3.1.1, §3.1.2: FN and N MUST be present.
    expect(count('N')).toBe(1);
  } else {
    // RFC 6350 §6.7.9: VERSION must come right after BEGIN.
    expect(lines[1]).toBe('VERSION:4.0');
  }
}

/** A picture that decodes, as PNG or JPEG. */
const picture = (width: number, height: number, color: number, mime: 'image/png' | 'image/jpeg') =>
  new Jimp({ width, height, color }).getBuffer(mime);

describe('vCard 3.0 contact file', () => {
  it('escapes backslashes, commas, semicolons and newlines', () => {
    expect(escapeText('a\\b, c; d\ne')).toBe('a\\\\b\\, c\\; d\\ne');
  });

  it('folds at 75 octets without splitting a Bangla character', () => {
    const line = `NOTE:${'আমি রূপনগরে থাকি। '.repeat(12)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const [index, part] of folded.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
      // Each part is valid UTF-8 on its own: no replacement characters after a round trip.
      expect(new TextDecoder().decode(new TextEncoder().encode(part))).not.toContain('\uFFFD');
    }
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('writes a card with a Bangla name that a vCard parser reads back', () => {
    const photo = new Uint8Array(3000).map((_, i) => i % 251);
    const text = buildVcard({
      name: 'তানজিলা রহমান',
      title: 'Senior Engineer, Payments',
      organisation: 'Padma Softworks Ltd.',
      emails: ['tanjila@example.com'],
      phones: ['01711-000000'],
      urls: ['https://careercard.example/v/tanjila'],
      location: 'House 5; Road 2, Rupnagar',
      note: 'Line one\nLine two with a backslash \\ here',
      photo: { type: 'JPEG', data: photo },
    });
    expect(text.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCARD\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);

    const card = parse(text);
    expect(card.getFirstPropertyValue('fn')).toBe('তানজিলা রহমান');
    expect(card.getFirstPropertyValue('n')).toEqual(['রহমান', 'তানজিলা', '', '', '']);
    expect(card.getFirstPropertyValue('title')).toBe('Senior Engineer, Payments');
    // A Bangladeshi number as written on a CV is saved in its international form.
    expect(card.getFirstPropertyValue('tel')).toBe('+8801711000000');
    expect(card.getFirstPropertyValue('email')).toBe('tanjila@example.com');
    expect(card.getFirstPropertyValue('url')).toBe('https://careercard.example/v/tanjila');
    expect(card.getFirstPropertyValue('note')).toBe('Line one\nLine two with a backslash \\ here');
    expect(card.getFirstProperty('adr')?.getFirstValue()).toEqual([
      '',
      '',
      '',
      'House 5; Road 2, Rupnagar',
      '',
      '',
      '',
    ]);
    const embedded = card.getFirstProperty('photo');
    expect(embedded?.getParameter('type')).toBe('JPEG');
    expect(Buffer.from(String(embedded?.getFirstValue()), 'base64')).toEqual(Buffer.from(photo));
  });

  it('writes web addresses only: never javascript:, data:, file: or another scheme', () => {
    const text = buildVcard({
      name: 'Nadia',
      urls: [
        'https://careercard.example/v/nadia',
        'javascript:alert(1)',
        ' JavaScript:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        'file:///etc/passwd',
        'mailto:nadia@example.com',
        'github.com/nadia',
      ],
      photo: { uri: 'javascript:alert(1)' },
    });
    const card = parse(text);
    expect(card.getAllProperties('url').map((url) => url.getFirstValue())).toEqual([
      'https://careercard.example/v/nadia',
      'https://github.com/nadia',
    ]);
    expect(card.getFirstProperty('photo')).toBeNull();
    expect(text).not.toMatch(/javascript|data:|file:|mailto:/i);

    const photo = buildVcard({ name: 'Nadia', photo: { uri: 'https://example.com/nadia.jpg' } });
    expect(photo).toContain('PHOTO;VALUE=uri:https://example.com/nadia.jpg\r\n');
  });

  it('leaves out what the card does not have', () => {
    const text = buildVcard({ name: 'Nadia' });
    expect(text).toBe('BEGIN:VCARD\r\nVERSION:3.0\r\nN:;Nadia;;;\r\nFN:Nadia\r\nEND:VCARD\r\n');
    expectValidVcard(text, '3.0');
  });

  it('names the file after the person', () => {
    expect(vcardFileName('Tanjila Rahman')).toBe('Tanjila-Rahman.vcf');
    expect(vcardFileName('তানজিলা রহমান')).toBe('তানজিলা-রহমান.vcf');
    expect(vcardFileName('  /\\ ')).toBe('contact.vcf');
  });
});

describe('vCard 4.0 contact file', () => {
  it('writes each property as RFC 6350 has it', () => {
    const text = buildVcard(
      {
        name: 'Tanjila Rahman',
        title: 'Engineer',
        organisation: 'Padma Softworks',
        emails: ['tanjila@example.com'],
        phones: ['01711-000000', '+44 20 7946 0958', '020 7946 0958'],
        urls: ['https://careercard.example/v/tanjila', 'bn.wikipedia.org/wiki/নগর'],
        location: 'Rupnagar',
        note: 'Hello',
        photo: { type: 'JPEG', data: new Uint8Array([0xff, 0xd8, 0xff]) },
      },
      '4.0',
    );
    expect(text).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:4.0',
        'KIND:individual',
        'N:Rahman;Tanjila;;;',
        'FN:Tanjila Rahman',
        'TITLE:Engineer',
        'ORG:Padma Softworks',
        'TEL;VALUE=uri;TYPE=cell:tel:+8801711000000',
        'TEL;VALUE=uri;TYPE=cell:tel:+442079460958',
        // A number without its country code has no tel: URI.
        'TEL;VALUE=text;TYPE=cell:020 7946 0958',
        'EMAIL;TYPE=work:tanjila@example.com',
        'URL:https://careercard.example/v/tanjila',
        // A URI is ASCII: the rest is percent-encoded as UTF-8.
        'URL:https://bn.wikipedia.org/wiki/%E0%A6%A8%E0%A6%97%E0%A6%B0',
        'ADR;TYPE=work:;;;Rupnagar;;;',
        'NOTE:Hello',
        'PHOTO:data:image/jpeg;base64,/9j/',
        'END:VCARD',
        '',
      ].join('\r\n'),
    );
    expectValidVcard(text, '4.0');
  });

  it('leaves out what the card does not have', () => {
    const text = buildVcard({ name: 'Nadia' }, '4.0');
    expect(text).toBe(
      'BEGIN:VCARD\r\nVERSION:4.0\r\nKIND:individual\r\nN:;Nadia;;;\r\nFN:Nadia\r\nEND:VCARD\r\n',
    );
    expectValidVcard(text, '4.0');
  });

  it('writes web addresses only, as URIs that are not escaped', () => {
    const text = buildVcard(
      {
        name: 'Nadia',
        urls: [
          'https://example.com/a,b;c?q=x\\y',
          'javascript:alert(1)',
          'data:text/html,<script>alert(1)</script>',
          'file:///etc/passwd',
          'mailto:nadia@example.com',
        ],
        photo: { uri: 'javascript:alert(1)' },
      },
      '4.0',
    );
    expectValidVcard(text, '4.0');
    expect(text).toContain('URL:https://example.com/a,b;c?q=x%5Cy\r\n');
    expect(text).not.toMatch(/javascript|data:|file:|mailto:/i);
    expect(parse(text).getFirstProperty('photo')).toBeNull();

    const photo = buildVcard(
      { name: 'Nadia', photo: { uri: 'https://example.com/nadia.jpg' } },
      '4.0',
    );
    expect(photo).toContain('PHOTO:https://example.com/nadia.jpg\r\n');
  });
});

/**
 * ical.js leaves "\;" as it stands in a value that is not compound (FN, TITLE, NOTE): RFC 6350's
 * ABNF for text lacks it, though §3.4 allows it and RFC 2426 has it. We write it all the same, for
 * address books that split any value at a semicolon.
 */
const readText = (value: unknown) => String(value).replaceAll('\\;', ';');

describe.each(vcardVersions)('vCard %s read back', (version) => {
  const photo = new Uint8Array(3000).map((_, i) => i % 251);
  const note = `আমি রূপনগরে থাকি, কাজ করি; 🙂 ${'একটি দীর্ঘ বর্ণনা। '.repeat(20)}\nশেষ`;
  const card: ContactCard = {
    name: 'তানজিলা রহমান, PhD; FCA',
    title: 'Head of Payments, Bangladesh; Nepal',
    organisation: 'Padma Softworks; Ltd.',
    emails: ['tanjila@example.com'],
    phones: ['০১৭১১-০০০০০০'],
    urls: ['https://careercard.example/v/tanjila'],
    location: 'House 5; Road 2, Rupnagar',
    note,
    photo: { type: 'JPEG', data: photo },
  };

  it('keeps to the RFC and gives back what was written', () => {
    const text = buildVcard(card, version);
    expectValidVcard(text, version);

    const parsed = parse(text);
    expect(parsed.getFirstPropertyValue('version')).toBe(version);
    expect(readText(parsed.getFirstPropertyValue('fn'))).toBe('তানজিলা রহমান, PhD; FCA');
    expect(parsed.getFirstPropertyValue('n')).toEqual(['FCA', 'তানজিলা', 'রহমান, PhD;', '', '']);
    expect(readText(parsed.getFirstPropertyValue('title'))).toBe(
      'Head of Payments, Bangladesh; Nepal',
    );
    expect(parsed.getFirstProperty('org')?.getValues()).toEqual(['Padma Softworks; Ltd.']);
    expect(readText(parsed.getFirstPropertyValue('note'))).toBe(note);
    expect(parsed.getFirstPropertyValue('email')).toBe('tanjila@example.com');
    // A number in Bengali digits is saved in its international form.
    expect(parsed.getFirstPropertyValue('tel')).toBe(
      version === '4.0' ? 'tel:+8801711000000' : '+8801711000000',
    );
    expect(parsed.getFirstProperty('adr')?.getFirstValue()).toEqual([
      '',
      '',
      '',
      'House 5; Road 2, Rupnagar',
      '',
      '',
      '',
    ]);
    const base64 = Buffer.from(photo).toString('base64');
    expect(String(parsed.getFirstPropertyValue('photo'))).toBe(
      version === '4.0' ? `data:image/jpeg;base64,${base64}` : base64,
    );
  });
});

describe('phone-sized contact photo', () => {
  it('embeds a large photo as a square JPEG of 360 × 360, cut from its centre', async () => {
    // Red and green bands at the sides of a blue 1200 × 900 picture: the centre square leaves them.
    const blue = 0x2050c0ff;
    const large = new Jimp({ width: 1200, height: 900, color: blue });
    large.composite(new Jimp({ width: 150, height: 900, color: 0xff0000ff }), 0, 0);
    large.composite(new Jimp({ width: 150, height: 900, color: 0x00ff00ff }), 1050, 0);
    const small = await phoneSizedPhoto(await large.getBuffer('image/png'));
    expect(small).not.toBeNull();

    const text = buildVcard({ name: 'Nadia', photo: { type: 'JPEG', data: small! } }, '4.0');
    expectValidVcard(text, '4.0');
    const uri = String(parse(text).getFirstPropertyValue('photo'));
    expect(uri).toMatch(/^data:image\/jpeg;base64,/);
    const jpeg = Buffer.from(uri.slice(uri.indexOf(',') + 1), 'base64');
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(jpeg.length).toBeLessThan(60_000);

    const image = await Jimp.read(jpeg);
    expect([image.width, image.height]).toEqual([360, 360]);
    // The corners are blue, give or take what JPEG changes: none of the red or green bands is left.
    const expected = intToRGBA(blue);
    for (const [x, y] of [
      [0, 0],
      [359, 0],
      [180, 180],
      [0, 359],
      [359, 359],
    ] as const) {
      const { r, g, b } = intToRGBA(image.getPixelColor(x, y));
      const off = Math.abs(r - expected.r) + Math.abs(g - expected.g) + Math.abs(b - expected.b);
      expect(off).toBeLessThan(30);
    }
  });

  it('keeps a small photo its size and puts transparency on white', async () => {
    const jpeg = await phoneSizedPhoto(await picture(200, 100, 0x00000000, 'image/png'));
    const image = await Jimp.read(Buffer.from(jpeg!));
    expect([image.width, image.height]).toEqual([100, 100]);
    expect(intToRGBA(image.getPixelColor(50, 50))).toMatchObject({ r: 255, g: 255, b: 255 });

    const fromJpeg = await phoneSizedPhoto(await picture(90, 120, 0x336699ff, 'image/jpeg'));
    expect((await Jimp.read(Buffer.from(fromJpeg!))).width).toBe(90);
  });

  it('gives no photo for bytes that are not a picture', async () => {
    expect(await phoneSizedPhoto(new TextEncoder().encode('not a picture'))).toBeNull();
    expect(await phoneSizedPhoto(new Uint8Array())).toBeNull();
    const png = await picture(50, 50, 0x336699ff, 'image/png');
    expect(await phoneSizedPhoto(png.subarray(0, 40))).toBeNull();
  });
});
