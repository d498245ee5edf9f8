import { describe, expect, it } from 'vitest';
import { readReferences } from '../../src/resume/references';

const blank = { name: '', title: '', company: '', email: '', phone: '', contact: '' };

describe('references', () => {
  it('reads a referee whose name and post share a line, a dash between them', () => {
    expect(
      readReferences([
        'Dr. Selina Parvin — Professor at University of Dhaka',
        'selina.parvin@example.edu · +880 1711 223344',
      ]),
    ).toEqual([
      {
        name: 'Dr. Selina Parvin',
        title: 'Professor',
        company: 'University of Dhaka',
        email: 'selina.parvin@example.edu',
        phone: '+880 1711 223344',
        contact: '',
      },
    ]);
  });

  it('reads each referee from their name, position, organisation and contacts on lines of their own', () => {
    expect(
      readReferences([
        'Abdul Karim Sarkar FCA',
        'Partner',
        'Lalbagh Haque & Co. Chartered Accountants',
        'Phone: 01711-400 221',
        'Email: karim.sarkar@example.com',
        'Shirin Akter',
        'Chief Financial Officer, Bokul Textiles Ltd.',
        'Mobile: 01819-300 114',
      ]),
    ).toEqual([
      {
        ...blank,
        name: 'Abdul Karim Sarkar FCA',
        title: 'Partner',
        company: 'Lalbagh Haque & Co. Chartered Accountants',
        phone: '01711-400 221',
        email: 'karim.sarkar@example.com',
      },
      {
        ...blank,
        name: 'Shirin Akter',
        title: 'Chief Financial Officer',
        company: 'Bokul Textiles Ltd.',
        phone: '01819-300 114',
      },
    ]);
  });

  it("reads a referee's cells set side by side: the name beside the e-mail, the post beside the phone", () => {
    expect(
      readReferences([
        'Abdul Karim Sarkar FCA   karim.sarkar@example.com',
        'PARTNER, LALBAGH HAQUE & CO.   01711-400 221',
      ]),
    ).toEqual([
      {
        ...blank,
        name: 'Abdul Karim Sarkar FCA',
        title: 'PARTNER',
        company: 'LALBAGH HAQUE & CO.',
        email: 'karim.sarkar@example.com',
        phone: '01711-400 221',
      },
    ]);
  });

  it('reads referees set side by side column by column, and a referee beside their employer as one', () => {
    expect(
      readReferences([
        'Abdul Motin Sarkar FCA   Shirin Akter',
        'Partner, Rahman Haque & Co.   Chief Financial Officer, Bakul Textiles Ltd.',
        'motin.sarkar@example.com   01819-300 114',
        '01711-400 221',
      ]),
    ).toEqual([
      {
        ...blank,
        name: 'Abdul Motin Sarkar FCA',
        title: 'Partner',
        company: 'Rahman Haque & Co.',
        email: 'motin.sarkar@example.com',
        phone: '01711-400 221',
      },
      {
        ...blank,
        name: 'Shirin Akter',
        title: 'Chief Financial Officer',
        company: 'Bakul Textiles Ltd.',
        phone: '01819-300 114',
      },
    ]);
    const beside = readReferences(['Abdul Karim | Meghna University', 'karim@example.com']);
    expect(beside).toHaveLength(1);
    expect(beside[0]).toMatchObject({ name: 'Abdul Karim', email: 'karim@example.com' });
  });

  it("reads a theme's quote and its signature: the name under what it signs", () => {
    expect(
      readReferences([
        'Partner, Lalbagh Haque & Co. · karim@example.com · 01711-400',
        '221',
        '— Abdul Karim Sarkar',
        'Chief Financial Officer, Bokul Textiles Ltd. · 01819-300 114',
        '— Shirin Akter',
      ]),
    ).toEqual([
      {
        ...blank,
        name: 'Abdul Karim Sarkar',
        title: 'Partner',
        company: 'Lalbagh Haque & Co.',
        email: 'karim@example.com',
        phone: '01711-400 221',
      },
      {
        ...blank,
        name: 'Shirin Akter',
        title: 'Chief Financial Officer',
        company: 'Bokul Textiles Ltd.',
        phone: '01819-300 114',
      },
    ]);
  });

  it("reads a quote signed at the end of its last line, the signer's name wrapped or not", () => {
    expect(
      readReferences([
        'Partner, Shimul & Co. Chartered Accountants · ruma.sen@example.com',
        '· 01711-400 221 - Ruma Sen FCA',
        'Chief Financial Officer, Kantha Knit Ltd. · 01819-300 114 - Nasrin',
        'Akter',
      ]).map(({ name, title, phone }) => [name, title, phone]),
    ).toEqual([
      ['Ruma Sen FCA', 'Partner', '01711-400 221'],
      ['Nasrin Akter', 'Chief Financial Officer', '01819-300 114'],
    ]);
    // A dash between places, or before a promise, names no signer.
    expect(
      readReferences([
        'Dr. Karim Ahmed – Professor of Physics, Kushtia University of Science and Technology –',
        'karim@example.edu – Available on request',
      ]).map(({ name, contact }) => [name, contact]),
    ).toEqual([['Dr. Karim Ahmed', 'Available on request']]);
    expect(
      readReferences([
        'Karim Ahmed',
        'Professor, Kushtia University - Kushtia',
        'Nasrin Akter',
      ]).map(({ name }) => name),
    ).toEqual(['Karim Ahmed', 'Nasrin Akter']);
  });

  it('reads a quoted referee without the quotation marks', () => {
    expect(
      readReferences([
        '“ Professor of Computer Science, Meghna University ·',
        'kamrul.hasan@example.edu · Available on request ”',
        '— Dr. Kamrul Hasan',
      ]),
    ).toEqual([
      {
        ...blank,
        name: 'Dr. Kamrul Hasan',
        title: 'Professor of Computer Science',
        company: 'Meghna University',
        email: 'kamrul.hasan@example.edu',
        contact: 'Available on request',
      },
    ]);
  });

  it('reads a referee written on one line, wrapped or not', () => {
    const kamrul = {
      ...blank,
      name: 'Dr. Kamrul Hasan',
      title: 'Professor of Computer Science',
      company: 'Meghna University of Science and Technology',
      email: 'kamrul.hasan@example.edu',
      contact: 'Available on request',
    };
    expect(
      readReferences([
        '• Dr. Kamrul Hasan, Professor of Computer Science, Meghna University of Science and',
        'Technology, kamrul.hasan@example.edu, Available on request',
      ]),
    ).toEqual([kamrul]);
    expect(
      readReferences([
        'Dr. Kamrul Hasan, Professor of Computer Science, Meghna University of Science and Tech-',
        'nology, kamrul.hasan@example.edu, Available on request',
      ]),
    ).toEqual([kamrul]);
    expect(
      readReferences([
        'Dr. Kamrul Hasan – Professor of Computer Science, Meghna University of Science and Technology – kamrul.hasan@example.edu –',
        'Available on request',
      ]),
    ).toEqual([kamrul]);
  });

  it('keeps a department with the post before the organisation, and a phone number the line broke', () => {
    const jamal = {
      ...blank,
      name: 'Jamal Uddin Bhuiyan',
      title: 'Head of Sourcing, Knitwear',
      company: 'Shapla Apparels Ltd.',
      phone: '01715-220 940',
    };
    expect(
      readReferences([
        'Jamal Uddin Bhuiyan',
        'Head of Sourcing, Knitwear',
        'Shapla Apparels Ltd.',
        'Mobile: 01715-220 940',
      ]),
    ).toEqual([jamal]);
    expect(
      readReferences([
        '• Jamal Uddin Bhuiyan, Head of Sourcing, Knitwear, Shapla Apparels Ltd., 01715-',
        '220 940',
      ]),
    ).toEqual([jamal]);
    expect(
      readReferences([
        'Jamal Uddin Bhuiyan – Head of Sourcing, Knitwear, Shapla Apparels Ltd. – 01715-220 940',
      ]),
    ).toEqual([jamal]);
    // With no organisation after it, the part after the post is where they work.
    expect(readReferences(['Rina Sarkar', 'Manager, Dhanshiri Foods', 'rina@example.com'])).toEqual(
      [
        {
          ...blank,
          name: 'Rina Sarkar',
          title: 'Manager',
          company: 'Dhanshiri Foods',
          email: 'rina@example.com',
        },
      ],
    );
  });

  it('reads labelled referees as a Bangladeshi CV lists them', () => {
    expect(
      readReferences([
        'Name: Engr. Rafiq Alam',
        'Designation: General Manager',
        'Organization: Nilgiri Knit Ltd.',
        'Mobile: 01713-555 808',
      ]),
    ).toEqual([
      {
        ...blank,
        name: 'Engr. Rafiq Alam',
        title: 'General Manager',
        company: 'Nilgiri Knit Ltd.',
        phone: '01713-555 808',
      },
    ]);
  });

  it('keeps a note beside the contacts, and reads no referee from a promise', () => {
    expect(
      readReferences([
        'Dr. Kamal Hossain',
        'Professor of Physics · Padma University',
        'kamal@example.edu · Available on request',
      ]),
    ).toEqual([
      {
        ...blank,
        name: 'Dr. Kamal Hossain',
        title: 'Professor of Physics',
        company: 'Padma University',
        email: 'kamal@example.edu',
        contact: 'Available on request',
      },
    ]);
    expect(readReferences(['References available upon request.'])).toEqual([]);
  });

  it("keeps a firm's name that a narrow column wrapped, before or after its '&'", () => {
    expect(
      readReferences([
        'Abdul Motin Sarkar FCA',
        'Partner, Rahman Haque & Co.',
        'Chartered Accountants',
        'Phone: 01711-400 221',
        '',
        'Shirin Akter',
        'Chief Financial Officer, Bakul Textiles',
        '& Apparel Ltd.',
        'Phone: 01819-300 114',
      ]),
    ).toEqual([
      {
        ...blank,
        name: 'Abdul Motin Sarkar FCA',
        title: 'Partner',
        company: 'Rahman Haque & Co., Chartered Accountants',
        phone: '01711-400 221',
      },
      {
        ...blank,
        name: 'Shirin Akter',
        title: 'Chief Financial Officer',
        company: 'Bakul Textiles & Apparel Ltd.',
        phone: '01819-300 114',
      },
    ]);
  });

  it('reads referees set side by side under a column of labels, each whole', () => {
    expect(
      readReferences([
        'Reference: 01   Reference: 02',
        'Name   : Abdul Motin Sarkar FCA   : Shirin Akter',
        'Organization   : Rahman Haque & Co.   : Bakul Textiles & Apparel',
        'Chartered Accountants   Ltd.',
        'Designation   : Partner   : Chief Financial Officer',
        'Phone (Off.)   :   :',
        'Mobile   : 01711-400 221   : 01819-300 114',
        'E-Mail   :   :',
        'motin.sarkar@example.com',
      ]),
    ).toEqual([
      {
        ...blank,
        name: 'Abdul Motin Sarkar FCA',
        title: 'Partner',
        company: 'Rahman Haque & Co. Chartered Accountants',
        phone: '01711-400 221',
        email: 'motin.sarkar@example.com',
      },
      {
        ...blank,
        name: 'Shirin Akter',
        title: 'Chief Financial Officer',
        company: 'Bakul Textiles & Apparel Ltd.',
        phone: '01819-300 114',
      },
    ]);
  });
});

describe('a referee named with where they work', () => {
  it('reads "Name from Organisation" as the name and the organisation', () => {
    expect(
      readReferences([
        'Shirin Akter from Bakul Textiles & Apparel Ltd.',
        '01819-300 114',
        'Dr. Kamrul Hasan from Meghna University',
        'kamrul.hasan@example.edu',
      ]),
    ).toEqual([
      {
        ...blank,
        name: 'Shirin Akter',
        company: 'Bakul Textiles & Apparel Ltd.',
        phone: '01819-300 114',
      },
      {
        ...blank,
        name: 'Dr. Kamrul Hasan',
        company: 'Meghna University',
        email: 'kamrul.hasan@example.edu',
      },
    ]);
  });
});
