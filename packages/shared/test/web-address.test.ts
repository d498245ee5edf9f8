import { describe, expect, it } from 'vitest';
import { emptyCvData, withAllowedAddresses, type CvData } from '../src/cv';
import { parseCvData } from '../src/cv-normalize';
import { sampleCv } from '../src/cv-sample';
import { settingsSchemas } from '../src/settings';
import { addressHref, LINK_ADDRESS_MESSAGE, WEB_ADDRESS_MESSAGE } from '../src/web-address';

const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' java\tscript:alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
  'vbscript:msgbox(1)',
];

/** The messages the CV schema answers `personal` with, by field path. */
function problems(personal: Partial<CvData['personal']>, more: Partial<CvData> = {}) {
  const parsed = parseCvData({ ...more, personal: { ...sampleCv.personal, ...personal } });
  return Object.fromEntries(
    (parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('addresses in a CV', () => {
  it.each(HOSTILE)('refuses %j as a link, a photo, a project page', (address) => {
    expect(
      problems(
        { links: [{ id: 'l', label: 'Site', url: address }], photoUrl: address },
        { projects: [{ id: 'p', name: 'Hisab', url: address, description: '' }] },
      ),
    ).toEqual({
      'personal.links.0.url': LINK_ADDRESS_MESSAGE,
      'personal.photoUrl': WEB_ADDRESS_MESSAGE,
      'projects.0.url': WEB_ADDRESS_MESSAGE,
    });
  });

  it('takes web addresses, text without a scheme, and e-mail or phone links among the links', () => {
    const links = [
      'https://github.com/tanjila',
      'http://example.com',
      'linkedin.com/in/tanjila',
      'My portfolio',
      'mailto:tanjila@example.com',
      'tel:+8801711000000',
      '',
    ].map((url, index) => ({ id: `l${index}`, label: '', url }));
    expect(problems({ links, photoUrl: 'https://example.com/me.jpg' })).toEqual({});
  });

  it('takes an e-mail link only where a contact fits: not as a project page or a photo', () => {
    expect(
      problems(
        { photoUrl: 'mailto:tanjila@example.com' },
        {
          publications: [
            { id: 'p', title: 'Paper', publisher: '', date: '', url: 'tel:+8801711000000' },
          ],
        },
      ),
    ).toEqual({
      'personal.photoUrl': WEB_ADDRESS_MESSAGE,
      'publications.0.url': WEB_ADDRESS_MESSAGE,
    });
  });

  it('drops, on reading, the addresses an older version saved with another scheme', () => {
    const old: CvData = {
      ...emptyCvData(),
      personal: {
        ...sampleCv.personal,
        photoUrl: 'javascript:alert(1)',
        links: [
          { id: 'a', label: 'Site', url: 'javascript:alert(1)' },
          { id: 'b', label: 'Mail', url: 'mailto:tanjila@example.com' },
        ],
      },
      projects: [{ id: 'p', name: 'Hisab', url: 'data:text/html,hi', description: '' }],
    };
    const read = withAllowedAddresses(old);
    expect(read.personal.photoUrl).toBeUndefined();
    expect(read.personal.links).toEqual([
      { id: 'a', label: 'Site', url: '' },
      { id: 'b', label: 'Mail', url: 'mailto:tanjila@example.com' },
    ]);
    expect(read.projects[0]!.url).toBe('');
    expect(parseCvData(read).success).toBe(true);
    expect(withAllowedAddresses(sampleCv)).toEqual(sampleCv);
  });
});

describe('the link an address opens', () => {
  it('is the web address, a bare domain on https, or a contact link where one fits', () => {
    expect(addressHref(' https://github.com/tanjila ')).toBe('https://github.com/tanjila');
    expect(addressHref('github.com/tanjila')).toBe('https://github.com/tanjila');
    expect(addressHref('mailto:tanjila@example.com', { contact: true })).toBe(
      'mailto:tanjila@example.com',
    );
    expect(addressHref('mailto:tanjila@example.com')).toBeUndefined();
    expect(addressHref('My portfolio')).toBeUndefined();
    expect(addressHref('https://')).toBeUndefined();
  });

  it.each(HOSTILE)('is never another scheme: %j opens nothing', (address) => {
    expect(addressHref(address, { contact: true })).toBeUndefined();
  });
});

describe('addresses of the services the server calls', () => {
  it('are http(s) only', () => {
    const sms = (apiUrl: string) =>
      settingsSchemas.sms.safeParse({ generic: { apiUrl } }).error?.issues[0]?.message;
    expect(sms('file:///etc/passwd')).toBe(WEB_ADDRESS_MESSAGE);
    expect(sms('javascript:alert(1)')).toBe(WEB_ADDRESS_MESSAGE);
    expect(sms('https://sms.example.com/api')).toBeUndefined();
    expect(settingsSchemas.storage.safeParse({ endpoint: 'data:,x' }).success).toBe(false);
  });
});
