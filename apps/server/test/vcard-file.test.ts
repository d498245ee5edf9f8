import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildVcard, escapeText, foldLine, vcardFileName } from '../src/modules/vcards/vcard-file';

const octets = (line: string) => new TextEncoder().encode(line).length;

/** The file read back by an independent vCard parser. */
function parse(text: string) {
  return new ICAL.Component(ICAL.parse(text) as unknown[]);
}

describe('vCard 3.0 contact file', () => {
  it('escapes backslashes, commas, semicolons and newlines', () => {
    expect(escapeText('a\\b, c; d\ne')).toBe('a\\\\b\\, c\\; d\\ne');
  });

  it('folds at 75 octets without splitting a Bangla character', () => {
    const line = `NOTE:${'আমি ঢাকায় থাকি। '.repeat(12)}`;
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
  });

  it('names the file after the person', () => {
    expect(vcardFileName('Tanjila Rahman')).toBe('Tanjila-Rahman.vcf');
    expect(vcardFileName('তানজিলা রহমান')).toBe('তানজিলা-রহমান.vcf');
    expect(vcardFileName('  /\\ ')).toBe('contact.vcf');
  });
});
