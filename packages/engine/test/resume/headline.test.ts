import { describe, expect, it } from 'vitest';
import { readSummary, readTitle, roleOpening, withoutEmployer } from '../../src/resume/headline';
import type { ResumeExperience } from '../../src/types';

describe('the headline', () => {
  it('reads the headline under contact lines set between it and the name', () => {
    expect(
      readTitle(
        [
          'Ruma Sen',
          '01819-555 014',
          'ruma.sen@example.org',
          'Tongipara, Bangladesh',
          'Audit Officer',
        ],
        'Ruma Sen',
      ),
    ).toBe('Audit Officer');
    // Contact details beside the headline do not hide it.
    expect(
      readTitle(
        ['Ruma Sen | Email: ruma.sen@example.org', 'Audit Officer | Mobile: 01819-555 014'],
        'Ruma Sen',
      ),
    ).toBe('Audit Officer');
  });

  it("reads the position a table of personal details gives, not the label's word", () => {
    expect(
      readTitle(
        ['Ruma Sen', 'Personal Details', 'Position | Audit Officer', 'E-mail | ruma@example.com'],
        'Ruma Sen',
      ),
    ).toBe('Audit Officer');
  });

  it('reads the position sought that a table of tags gives, its cells a gap apart', () => {
    expect(
      readTitle(
        ['Name   Ruma Sen', 'Position sought   Audit Officer', 'Mobile   01711-000000'],
        'Ruma Sen',
      ),
    ).toBe('Audit Officer');
  });

  it('reads the short line under the name, before any contact details', () => {
    expect(
      readTitle(['TANVIR AHMED', 'Senior Accountant', 'tanvir@example.com'], 'Tanvir Ahmed'),
    ).toBe('Senior Accountant');
    expect(
      readTitle(
        ['Tanvir Ahmed', 'tanvir@example.com | 01712-345678', 'Senior Accountant'],
        'Tanvir Ahmed',
      ),
    ).toBe('Senior Accountant');
    expect(readTitle(['Tanvir Ahmed', 'Senior Accountant | Tally | IFRS'], 'Tanvir Ahmed')).toBe(
      'Senior Accountant',
    );
  });

  it('reads a headline set beside the name after a bar, a comma or a dash', () => {
    for (const line of [
      'Tanjila Rahman | Senior Software Engineer',
      'Tanjila Rahman, Senior Software Engineer',
      'Tanjila Rahman – Senior Software Engineer',
    ]) {
      expect(readTitle([line, 'tanjila@example.com'], 'Tanjila Rahman'), line).toBe(
        'Senior Software Engineer',
      );
    }
    expect(readTitle(['Tanjila Rahman, Dhaka', 'Accountant'], 'Tanjila Rahman')).toBe('Accountant');
  });

  it('takes no headline from a handle, the name again, a heading or a sentence', () => {
    expect(
      readTitle(
        ['Tanvir Ahmed', 'ð tanvirahmed', 'Tanvir Ahmed', 'Skills', 'Product Manager'],
        'Tanvir Ahmed',
      ),
    ).toBe('');
    expect(
      readTitle(
        ['Tanvir Ahmed', 'ð tanvirahmed', 'TANVIR AHMED', 'Product Manager'],
        'Tanvir Ahmed',
      ),
    ).toBe('Product Manager');
    expect(
      readTitle(['Tanvir Ahmed', 'Accountant with 6 years of experience in audit'], 'Tanvir Ahmed'),
    ).toBe('');
  });

  it('takes no headline from a town alone under the name', () => {
    // "Rupnagar,": a town whose country the theme left out.
    for (const town of ['Sonapur', 'Dhaka', 'Kishoreganj', 'Tongipara', 'Rupnagar,']) {
      expect(readTitle(['Ruma Sen', town, 'About'], 'Ruma Sen')).toBe('');
    }
    expect(readTitle(['Ruma Sen', 'Photographer'], 'Ruma Sen')).toBe('Photographer');
  });

  it('takes no headline from the rest of a sentence the line above began', () => {
    expect(
      readTitle(
        [
          'Rafiq Islam',
          'Data engineer building payment pipelines for banks and mobile wallets across',
          'Padma Pay',
        ],
        'Rafiq Islam',
      ),
    ).toBe('');
  });

  it('reads a role among the first lines of a CV that gives no name', () => {
    expect(
      readTitle(['ACCOUNTANT', 'Career Overview', 'Accountant with 6 years in audit.'], ''),
    ).toBe('ACCOUNTANT');
  });

  it('leaves out a dash that ended the line', () => {
    expect(readTitle(['Nusrat Jahan', 'Merchandiser - '], 'Nusrat Jahan')).toBe('Merchandiser');
  });
});

describe('a headline that names the employer', () => {
  const experience: ResumeExperience[] = [
    {
      title: 'Data Analyst',
      company: 'Rupali Insurance',
      location: '',
      startDate: '',
      endDate: '',
      description: '',
    },
  ];
  const role = (title: string) => withoutEmployer(title, experience);

  it('keeps the role before "at" and after "as a"', () => {
    expect(role('Analyst at Padma Traders, Khulna')).toBe('Analyst');
    expect(role('Padma Traders as a Senior Merchandiser')).toBe('Senior Merchandiser');
  });

  it('keeps the role before a dash or a bar when an employer follows it', () => {
    expect(role('Software Engineer - Padma Pay')).toBe('Software Engineer');
    expect(role('Accountant - Padma Bank Ltd')).toBe('Accountant');
    expect(role('Data Analyst | Rupali Insurance Claims')).toBe('Data Analyst');
    expect(role('Data Analyst in Rupali Insurance')).toBe('Data Analyst');
  });

  it('keeps a field after "in", and two roles, whole', () => {
    expect(role('Data Analyst in Finance')).toBe('Data Analyst in Finance');
    expect(role('Engineer - Designer')).toBe('Engineer - Designer');
    expect(role('Senior Accountant')).toBe('Senior Accountant');
  });
});

describe('the summary', () => {
  it("joins its section's lines, a word broken at a line's end whole again", () => {
    expect(readSummary([['Backend engineer building cloud-', 'native services.']], [])).toBe(
      'Backend engineer building cloud-native services.',
    );
    expect(readSummary([['Built deploy-', 'ment pipelines.']], ['Ignored paragraph'])).toBe(
      'Built deployment pipelines.',
    );
  });

  it('leaves out the marks of a summary set as a quotation, not those of a quote inside it', () => {
    expect(readSummary([['“Backend engineer building', 'cloud-native services.']], [])).toBe(
      'Backend engineer building cloud-native services.',
    );
    expect(readSummary([['"Built deployment pipelines."']], [])).toBe(
      'Built deployment pipelines.',
    );
    expect(readSummary([['“Best Associate” of 2022 at Meghna Soft.']], [])).toBe(
      '“Best Associate” of 2022 at Meghna Soft.',
    );
  });

  it('takes the section with prose, without contact lines, and the header paragraph up to its end', () => {
    const prose =
      'Chartered accountant with nine years in audit and financial reporting for garment groups.';
    expect(readSummary([['Sonapur Bangladesh', 'rima@example.org'], [prose]], [])).toBe(prose);
    expect(
      readSummary([], ['Rima Akter', prose, 'Sonapur', 'rima@example.org', '01819-555 014']),
    ).toBe(prose);
    // A line of profiles set as cells ends the paragraph like any short line.
    expect(readSummary([], ['Rima Akter', prose, 'LinkedIn | rima-akter | GitHub | rima'])).toBe(
      prose,
    );
  });

  it("reads a narrow header's paragraph wrapped at eight words or so, and no line of places", () => {
    expect(
      readSummary(
        [],
        [
          'Tanjila Rahman',
          'Senior Software Engineer',
          'Software engineer with 7 years of experience building web platforms',
          'for fintech and e-commerce. I lead small teams, ship reliable services',
        ],
      ),
    ).toBe(
      'Software engineer with 7 years of experience building web platforms for fintech and e-commerce. I lead small teams, ship reliable services',
    );
    expect(
      readSummary([], ['Tanjila Rahman', 'House 12, Road 5, Block C, Banani, Dhaka 1213']),
    ).toBe('');
  });

  it('without a section, takes the header from its first long line on', () => {
    expect(
      readSummary(
        [],
        [
          'Tanvir Ahmed',
          'tanvir@example.com',
          'Chartered accountant with seven years in audit and financial reporting for steel',
          'and textile firms.',
        ],
      ).trim(),
    ).toBe(
      'Chartered accountant with seven years in audit and financial reporting for steel and textile firms.',
    );
    expect(readSummary([], ['Tanvir Ahmed', 'tanvir@example.com'])).toBe('');
  });

  it('takes a paragraph a narrow column wrapped under the name, and no line of it as headline', () => {
    const header = [
      'Nadia Rahman',
      'Dhaka, Bangladesh | nadia.rahman@example.com',
      'Finance graduate with three',
      'years of experience in audit',
      'and management reporting for',
      'garment exporters. Known for',
      'clean month-end closes.',
    ];
    expect(readSummary([], header)).toBe(
      'Finance graduate with three years of experience in audit and management reporting for garment exporters. Known for clean month-end closes.',
    );
    expect(readTitle(header, 'Nadia Rahman')).toBe('');
    // Short lines that do not run on in lower case are no paragraph.
    expect(readSummary([], ['Nadia Rahman', 'Senior Accountant', 'Meghna Knitwear Ltd.'])).toBe('');
  });

  it('takes the post an objective opens with as the headline, and no sentence', () => {
    expect(
      roleOpening('Senior Accountant. Chartered accountant with 8 years in garments.'),
    ).toEqual({
      title: 'Senior Accountant',
      rest: 'Chartered accountant with 8 years in garments.',
    });
    expect(roleOpening('Senior Merchandiser.')).toEqual({ title: 'Senior Merchandiser', rest: '' });
    // A sentence, or capitalised words that name no post, stay the summary's.
    expect(roleOpening('I am an accountant. I close books fast.')).toBeNull();
    expect(roleOpening('Meghna Knitwear Ltd. Eight years of audit.')).toBeNull();
    expect(
      roleOpening('Accountant with 8 years of experience. Known for clean closes.'),
    ).toBeNull();
  });
});

describe('a headline under long contact lines', () => {
  it('is no sentence going on from a wrapped line of contacts or addresses', () => {
    expect(
      readTitle(
        [
          'Sharmin Sultana Lipi',
          'Shitalpur, Bangladesh · +8801755-123456 · sharmin.lipi@example.com',
          'Senior Officer, Credit Administration',
        ],
        'Sharmin Sultana Lipi',
      ),
    ).toBe('Senior Officer, Credit Administration');
    expect(
      readTitle(
        [
          'TANJILA RAHMAN',
          'Rupnagar, Bangladesh +880 1711-000000 tanjila.rahman@example.com',
          'linkedin.example.com/in/tanjila-rahman github.example.com/tanjila',
          'Senior Software Engineer',
        ],
        'TANJILA RAHMAN',
      ),
    ).toBe('Senior Software Engineer');
  });
});
