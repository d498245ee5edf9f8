import { describe, expect, it } from 'vitest';
import { readTitle } from '../../src/resume/headline';
import { findContact, normalisePhone } from '../../src/resume/contact';
import { parseResumeText } from '../../src/resume/parse-resume';

const contactOf = (header: string[]) => findContact(header, header.join('\n'));

describe('phone numbers', () => {
  it('writes a Bangladeshi mobile in any usual form as +8801XXXXXXXXX', () => {
    for (const raw of ['01712-345678', '+880 1712-345678', '8801712345678', '00880 1712 345678']) {
      expect(normalisePhone(raw), raw).toBe('+8801712345678');
    }
    expect(normalisePhone('1712345678')).toBe('+8801712345678');
  });

  it('keeps another number as written, single-spaced', () => {
    expect(normalisePhone(' +44 20  7946 0958 ')).toBe('+44 20 7946 0958');
  });

  it('reads a phone with its country code in brackets, and one hyphen where two were printed', () => {
    expect(contactOf(['Jin Park', '(+82) 10-1234-5678']).phone).toBe('(+82) 10-1234-5678');
    expect(normalisePhone('(909) 555--5555')).toBe('(909) 555-5555');
  });

  it('reads a year range, a date or too few digits as no phone number', () => {
    expect(normalisePhone('2016 - 2020')).toBeNull();
    expect(normalisePhone('12/05/2019')).toBeNull();
    expect(normalisePhone('12345')).toBeNull();
  });
});

describe('contact details', () => {
  it("leaves a project's link out of the person's profiles", () => {
    const text = 'Rima Akter\nhttps://github.com/rima\nProjects\nApp https://github.com/rima/app';
    expect(
      findContact(['Rima Akter'], text, { links: ['https://github.com/rima/app'] }).links.map(
        (l) => l.url,
      ),
    ).toEqual(['https://github.com/rima']);
  });

  it('reads a name written in Bangla, whose vowel signs are marks and which has no capitals', () => {
    expect(
      contactOf(['তানজিলা রহমান', 'জ্যেষ্ঠ সফটওয়্যার প্রকৌশলী', 'tanjila@example.com • 01712-345678']),
    ).toMatchObject({ name: 'তানজিলা রহমান', email: 'tanjila@example.com' });
  });

  it('reads the name, e-mail, phone, place and profile link from the top lines', () => {
    expect(
      contactOf([
        'TANVIR AHMED',
        'Senior Accountant',
        'tanvir@example.com • 01712-345678 • Chattogram, Bangladesh • linkedin.com/in/tanvir-example',
      ]),
    ).toEqual({
      name: 'Tanvir Ahmed',
      email: 'tanvir@example.com',
      phone: '+8801712345678',
      location: 'Chattogram, Bangladesh',
      links: [{ label: 'LinkedIn', url: 'https://linkedin.com/in/tanvir-example' }],
    });
  });

  it('reads labelled details', () => {
    expect(
      contactOf(['Name: Nusrat Jahan', 'Address: Mirpur, Dhaka', 'E-mail: nusrat@example.com']),
    ).toMatchObject({
      name: 'Nusrat Jahan',
      email: 'nusrat@example.com',
      location: 'Mirpur, Dhaka',
    });
    expect(contactOf(['Nusrat Jahan', 'Present Address: Mirpur, Dhaka']).location).toBe(
      'Mirpur, Dhaka',
    );
    // An address told by its labelled parts, each place once.
    expect(
      contactOf([
        'Md. Sohel Rana',
        'Village: Kazirhat, Post: Kazirhat, Upazila: Barakuthi, District: Barishal',
      ]).location,
    ).toBe('Kazirhat, Barakuthi, Barishal');
  });

  it('reads the name under "CURRICULUM VITAE" / "OF", not the title\'s last word', () => {
    const resume = parseResumeText(
      [
        'CURRICULUM VITAE',
        'OF',
        'MD. KAMRUL HASAN',
        'Address: House 5, Road 2, Uttara, Dhaka',
        'Contact: 01711-222333',
      ].join('\n'),
    );
    expect(resume.contact.name).toBe('Md. Kamrul Hasan');
    expect(resume.title).toBe('');
  });

  it("reads a table of personal details under the document's title, each label in a cell of its own", () => {
    // The label beside its value, or a colon in a cell between them.
    for (const gap of ['   ', '   :   ']) {
      const resume = parseResumeText(
        [
          'CURRICULUM VITAE',
          'Personal Information',
          `Name${gap}Rahim Uddin Chowdhury`,
          `Address${gap}House 12, Road 5, Mirpur, Dhaka`,
          `Mobile${gap}+8801711-000111`,
          `E-mail${gap}rahim.uddin@example.com`,
          'Employment History',
          'Jan 2020 – Present   Accounts Officer',
          'Karnaphuli Traders Ltd., Chattogram',
        ].join('\n'),
      );
      expect(resume.contact).toMatchObject({
        name: 'Rahim Uddin Chowdhury',
        location: 'House 12, Road 5, Mirpur, Dhaka',
        email: 'rahim.uddin@example.com',
      });
      expect(resume.title).toBe('');
    }
  });

  it('reads a Bangladeshi place named alone, or a "Town, Region", as the location', () => {
    expect(contactOf(['Nadim Hossain   Sylhet   nadim@example.com']).location).toBe('Sylhet');
    expect(contactOf(['Nadim Hossain', 'Kazla, Rupnagar -']).location).toBe('Kazla, Rupnagar');
  });

  it('reads a place after an icon, and no headline a column wrapped as a place', () => {
    const sidebar = [
      'Sharmin Sultana Lipi',
      'Senior Officer, Credit',
      'Administration',
      '',
      '\uE000 Shitalpur, Bangladesh',
      '\uE000 sharmin@example.com',
    ];
    expect(contactOf(sidebar).location).toBe('Shitalpur, Bangladesh');
    expect(readTitle(sidebar, 'Sharmin Sultana Lipi')).toBe(
      'Senior Officer, Credit Administration',
    );
  });

  it('reads a name set beside a headline, or in lower case on the first line', () => {
    expect(contactOf(['Tanjila Rahman, Senior Software Engineer']).name).toBe('Tanjila Rahman');
    expect(contactOf(['nusrat jahan', 'nusrat@example.com']).name).toBe('Nusrat Jahan');
  });

  it('takes no name from an address block printed above it', () => {
    expect(
      contactOf([
        'House 12, Road 5',
        'Kazla, Rupnagar 1205',
        'Nusrat Jahan',
        'nusrat@example.com | 01711-000000',
      ]).name,
    ).toBe('Nusrat Jahan');
  });

  it('takes no name from a heading, nor from any line after a headline atop the CV', () => {
    expect(contactOf(['CURRICULUM VITAE', 'Nadim Hossain']).name).toBe('Nadim Hossain');
    expect(contactOf(['ACCOUNTANT', 'Rupsha Traders']).name).toBe('');
  });

  it('reads an e-mail address a narrow column broke over two lines, and leaves a whole one', () => {
    expect(contactOf(['Nusrat Mim', 'tanjila.rahman@exampl', 'e.com']).email).toBe(
      'tanjila.rahman@example.com',
    );
    expect(contactOf(['Nusrat Mim', 'nusrat@example.net', 'e.g. Sylhet']).email).toBe(
      'nusrat@example.net',
    );
  });

  it('reads profile links once each, labelled, with a broken address joined and no query', () => {
    expect(
      contactOf([
        'Nadim Hossain',
        'github.com/nadim-example, https://nadim.example.dev/?ref=cv',
        'https://github.com/nadim-example',
        'Profile: indeed.com/r/Nadim-Hossain/',
        '1f27a18d2e4b1948',
      ]).links,
    ).toEqual([
      { label: 'GitHub', url: 'https://github.com/nadim-example' },
      { label: 'Website', url: 'https://nadim.example.dev/' },
      { label: 'Indeed', url: 'https://indeed.com/r/Nadim-Hossain/1f27a18d2e4b1948' },
    ]);
  });

  it('reads the person\'s addresses from Zety\'s "Websites, Portfolios, Profiles" section', () => {
    const parsed = parseResumeText(
      [
        'Tanjila Rahman',
        'Rupnagar, Bangladesh • tanjila@example.com',
        '',
        'WORK HISTORY',
        'SOFTWARE ENGINEER, 03/2021 to Current',
        'Padma Softworks Ltd. – Rupnagar',
        '',
        'WEBSITES, PORTFOLIOS, PROFILES',
        'linkedin.example.com/in/tanjila-rahman',
        'github.example.com/tanjila',
      ].join('\n'),
    );
    expect(parsed.contact.links.map((link) => link.url)).toEqual([
      'https://linkedin.example.com/in/tanjila-rahman',
      'https://github.example.com/tanjila',
    ]);
    expect(parsed.extracurricular).toEqual([]);
  });

  it('joins no year under an address to it: the date of the paper it ends', () => {
    expect(
      contactOf([
        'Shahana Akter',
        'shahana@example.edu | scholar.example.org/shahana-munni',
        'Soil maps, Journal of Soil Science, https://doi.example.org/10.1234/bjss.2021.17',
        '2021',
      ]).links.map((link) => link.url),
    ).not.toContain('https://doi.example.org/10.1234/bjss.2021.172021');
  });

  it('reads addresses the contact lines give without a scheme, after an icon or broken after a slash', () => {
    expect(
      contactOf([
        'Tanjila Rahman',
        '+880 1711-000000 | tanjila@example.com | Node.js, Go',
        '\uf0e1 linkedin.example.com/in/tanjila-rahman   github.example.com/ tanjila',
        'Website: tanjila.dev',
      ]).links.map((link) => link.url),
    ).toEqual([
      'https://linkedin.example.com/in/tanjila-rahman',
      'https://github.example.com/tanjila',
      'https://tanjila.dev',
    ]);
  });

  it("joins an address broken after a hyphen, with its label beside the rest (LinkedIn's PDF)", () => {
    expect(
      contactOf([
        'Tanjila Rahman',
        'tanjila@example.com',
        'linkedin.example.com/in/tanjila-',
        'rahman (LinkedIn)',
        'github.example.com/tanjila (Personal)',
      ]).links.map((link) => link.url),
    ).toEqual([
      'https://linkedin.example.com/in/tanjila-rahman',
      'https://github.example.com/tanjila',
    ]);
  });

  it('takes the broken end of an e-mail address for no site, and the domain of one for a site', () => {
    const links = (site: string) =>
      contactOf(['Tanjila Rahman', 'tanjila.rahman@example.com', site]).links.map(
        (link) => link.url,
      );
    expect(links('e.com')).toEqual([]);
    expect(links('example.com')).toEqual(['https://example.com']);
  });

  it('reads the contacts of a "Contact" section further down, a sidebar\'s', () => {
    const parsed = parseResumeText(
      [
        'Tanjila Rahman',
        'SENIOR SOFTWARE ENGINEER',
        '',
        'Contact',
        '+880 1711-000000',
        'tanjila@example.com',
        'github.example.com/tanjila',
        '',
        'Skills',
        'TypeScript',
      ].join('\n'),
    );
    expect(parsed.contact.links.map((link) => link.url)).toEqual([
      'https://github.example.com/tanjila',
    ]);
  });

  it('puts back a name a narrow column beside the contacts wrapped over the headline', () => {
    const header = [
      'Sonapur, Bangladesh',
      'Mahmudul Karim   mahmudul.karim@example.org',
      '01819-555 014',
      'Chowdhury',
      'Senior Accountant',
    ];
    expect(findContact(header, header.join('\n')).name).toBe('Mahmudul Karim Chowdhury');
    expect(readTitle(header, 'Mahmudul Karim Chowdhury')).toBe('Senior Accountant');
    // A place on the line under a name is no part of it.
    const placed = ['Nadia Islam   nadia@example.org', 'Rupnagar', 'Senior Accountant'];
    expect(findContact(placed, placed.join('\n')).name).toBe('Nadia Islam');
  });

  it('reads the whole text when no header was found', () => {
    expect(findContact([], 'Nadim Hossain\nnadim@example.com')).toMatchObject({
      name: 'Nadim Hossain',
      email: 'nadim@example.com',
    });
  });

  it('keeps a profile link with an "@" in its path, but no e-mail address as a link', () => {
    const text = 'Nadim Hasan\nnadim@example.com\nhttps://medium.com/@nadim';
    expect(findContact(text.split('\n'), text).links).toEqual([
      { label: 'Medium', url: 'https://medium.com/@nadim' },
    ]);
  });

  it('makes a profile link of a network and a handle, as themes print one', () => {
    const urls = (header: string[]) => contactOf(header).links.map((link) => link.url);
    const expected = ['https://www.linkedin.com/in/nadia-rahman', 'https://github.com/nadiar'];
    expect(urls(['Nadia Rahman', 'LinkedIn: nadia-rahman | GitHub: nadiar'])).toEqual(expected);
    expect(urls(['Nadia Rahman', 'LinkedIn — nadia-rahman', 'GitHub @nadiar'])).toEqual(expected);
    expect(urls(['Nadia Rahman', 'LinkedIn nadia-rahman', 'GitHub nadiar'])).toEqual(expected);
    expect(urls(['Profiles', 'LinkedIn', 'nadia-rahman', 'GitHub', 'nadiar'])).toEqual(expected);
    // A word after the network's name is no handle; an address is read as one.
    expect(urls(['Nadia Rahman', 'GitHub Actions'])).toEqual([]);
    expect(urls(['Nadia Rahman', 'GitHub: github.com/nadiar'])).toEqual([
      'https://github.com/nadiar',
    ]);
  });

  it("passes over a referee's e-mail and phone for the person's own further down", () => {
    const text = [
      'Tanjila Rahman',
      'Experience',
      'References',
      'Dr. Kamrul Hasan, kamrul@example.edu, 01711-400 221',
      'M +880 1612-345678 • E tanjila@example.com',
    ].join('\n');
    const others = { emails: ['kamrul@example.edu'], phones: ['01711-400 221'] };
    expect(findContact(['Tanjila Rahman'], text, others)).toMatchObject({
      email: 'tanjila@example.com',
      phone: '+8801612345678',
    });
    // In the header they are the person's, whatever a referee was read with.
    expect(findContact(['Tanjila Rahman', 'kamrul@example.edu'], text, others).email).toBe(
      'kamrul@example.edu',
    );
  });

  it('joins an e-mail address that OCR parted after a dot', () => {
    const text = 'Nusrat Jahan\nnusrat. mim@example.net • +880 1612-345678';
    expect(findContact(text.split('\n'), text).email).toBe('nusrat.mim@example.net');
  });
});

describe('a header set its own way', () => {
  const body =
    'Experience\nAccountant, Meghna Knitwear Ltd.   Jan 2021 – Present\n• Closed the accounts.\n';
  const read = (header: string) => {
    const parsed = parseResumeText(`${header}\n${body}`);
    return [parsed.contact.name, parsed.title, parsed.contact.location];
  };

  it('parts a line at a diamond as at a middle dot', () => {
    expect(
      read('NADIA RAHMAN\nSenior Accountant ⋄ Dhaka, Bangladesh ⋄ nadia.rahman@example.com'),
    ).toEqual(['Nadia Rahman', 'Senior Accountant', 'Dhaka, Bangladesh']);
  });

  it('reads a name set letter by letter, and a headline after a dash beside the name', () => {
    expect(read('N A D I A  R A H M A N\nSenior Accountant\nnadia.rahman@example.com')).toEqual([
      'Nadia Rahman',
      'Senior Accountant',
      '',
    ]);
    expect(read('Nadia Rahman — Senior Accountant\nnadia.rahman@example.com')).toEqual([
      'Nadia Rahman',
      'Senior Accountant',
      '',
    ]);
  });

  it('takes no line of a postal address for the headline', () => {
    expect(
      read(
        'Nadia Rahman\nHouse 12, Road 5, Dhanmondi\nDhaka 1209\nnadia.rahman@example.com\nSenior Accountant',
      )[1],
    ).toBe('Senior Accountant');
  });
});

describe("a builder's sidebar of details", () => {
  it('reads the contacts under "Details", not a referee\'s, and no icon after an address', () => {
    const resume = parseResumeText(
      [
        'Mahmudul Karim Chowdhury',
        'SENIOR ACCOUNTANT',
        'References',
        'Abdul Motin Sarkar FCA from Rahman Haque & Co.',
        'motin.sarkar@example.com | 01711-400 221',
        'Details',
        'Sonapur, Bangladesh',
        '01819-555 014',
        'mahmudul.karim@example.org',
        'Links',
        'github.example.com/mahmudul📍',
      ].join('\n'),
    );
    expect([resume.contact.email, resume.contact.phone]).toEqual([
      'mahmudul.karim@example.org',
      '+8801819555014',
    ]);
    expect(resume.contact.links.map((link) => link.url)).toEqual([
      'https://github.example.com/mahmudul',
    ]);
  });
});
