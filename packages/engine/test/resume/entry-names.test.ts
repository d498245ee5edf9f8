import { describe, expect, it } from 'vitest';
import {
  bracketed,
  employerOf,
  isNamePiece,
  isPlace,
  isRole,
  titleAndCompany,
} from '../../src/resume/entry-names';

describe('the pieces of an entry heading', () => {
  it('reads an employer whose words name no kind of business before its place', () => {
    expect(titleAndCompany(['Software Engineer', 'Jamuna Digital Commerce, Sonapur'])).toEqual({
      title: 'Software Engineer',
      company: 'Jamuna Digital Commerce',
      location: 'Sonapur',
    });
  });

  it("reads a town after the employer's name with no comma between, but not a name's own place", () => {
    for (const [line, company, location] of [
      ['Padma Softworks Ltd. Rupnagar', 'Padma Softworks Ltd.', 'Rupnagar'],
      ['Jamuna Digital Commerce Dhaka', 'Jamuna Digital Commerce', 'Dhaka'],
      ['Kolpona Foods Limited Nilgiri Hat', 'Kolpona Foods Limited', 'Nilgiri Hat'],
      ['Meghna Traders Ltd. Head Office', 'Meghna Traders Ltd. Head Office', ''],
      ['Standard Chartered Bangladesh', 'Standard Chartered Bangladesh', ''],
      ['University of Dhaka', 'University of Dhaka', ''],
    ]) {
      expect(titleAndCompany(['Software Engineer', line!])).toMatchObject({ company, location });
    }
  });

  it('reads no employer in a city and its state', () => {
    expect(titleAndCompany(['DBA Client', 'Pune, Maharashtra -'])).toEqual({
      title: 'DBA Client',
      company: '',
      location: 'Pune, Maharashtra',
    });
    expect(titleAndCompany(['Analyst', 'Infosys, Bangalore'])).toMatchObject({
      company: 'Infosys',
      location: 'Bangalore',
    });
  });

  it('reads a place in brackets after an employer as its place', () => {
    expect(bracketed('Bongo Tech (Dhaka)')).toEqual(['Bongo Tech', 'Dhaka']);
    expect(titleAndCompany(['Frontend Intern - Bongo Tech (Dhaka)'])).toEqual({
      title: 'Frontend Intern',
      company: 'Bongo Tech',
      location: 'Dhaka',
    });
    expect(titleAndCompany(['Junior Web Developer — Chaldal'])).toMatchObject({
      title: 'Junior Web Developer',
      company: 'Chaldal',
    });
  });

  it("tells a role's words from an employer's", () => {
    expect(isRole('Senior Analyst')).toBe(true);
    expect(isRole('Analyst Bank Ltd')).toBe(false);
    expect(isRole('Padma Bank')).toBe(false);
  });

  it('reads "Town, Region" as a place, but not a role or an employer with a comma', () => {
    expect(isPlace('Gazipur, Dhaka')).toBe(true);
    expect(isPlace('Khulna, Bangladesh')).toBe(true);
    expect(isPlace('Sylhet')).toBe(false);
    expect(isPlace('Senior Officer, Dhaka')).toBe(false);
    expect(isPlace('Padma Bank, Dhaka')).toBe(false);
  });

  it('takes no stray fragment, sentence or sub-heading for a name', () => {
    expect(isNamePiece('Padma Soft')).toBe(true);
    expect(isNamePiece('X')).toBe(false);
    expect(isNamePiece('completed 6 months internship')).toBe(false);
    expect(isNamePiece('the billing team')).toBe(false);
    expect(isNamePiece('Worked on billing')).toBe(false);
    expect(isNamePiece('Sales Officer for')).toBe(false);
    expect(isNamePiece('Responsibilities')).toBe(false);
  });

  it('reads the employer from the line that carries a place, or an empty slot, after a dash', () => {
    expect(employerOf(['Rupsha Traders - Gazipur, Dhaka -'], '')).toBe('Rupsha Traders');
    expect(employerOf(['Padma Knit Ltd -'], '')).toBe('Padma Knit Ltd');
    expect(
      employerOf(['Field Coordinator, Meghna Relief Trust - Sylhet'], 'Field Coordinator'),
    ).toBe('Meghna Relief Trust');
    // A place or a role before the dash is no employer, nor is a line with no dash.
    expect(employerOf(['Khulna -'], '')).toBeUndefined();
    expect(employerOf(['Senior Officer -'], '')).toBeUndefined();
    expect(employerOf(['Rupsha Traders'], '')).toBeUndefined();
    expect(employerOf(['Rupsha Traders - kept the ledgers'], '')).toBeUndefined();
  });

  it('parts a role and an employer when one of them is in brackets, and no other bracket', () => {
    expect(bracketed('Test Engineer (Meghna Systems Ltd.)')).toEqual([
      'Test Engineer',
      'Meghna Systems Ltd.',
    ]);
    expect(bracketed('Meghna Systems Ltd (Technology Lead)')).toEqual([
      'Meghna Systems Ltd',
      'Technology Lead',
    ]);
    // The PDF wrapped the closing bracket away.
    expect(bracketed('Test Engineer (Rupali Systems Ltd')).toEqual([
      'Test Engineer',
      'Rupali Systems Ltd',
    ]);
    expect(bracketed('Associate (MTA)')).toEqual(['Associate (MTA)']);
  });
});

describe('title, employer and place of an entry', () => {
  const named = (...parts: string[]) => titleAndCompany(parts);

  it('reads "Role | Employer" and "Role at Employer"', () => {
    expect(named('Accountant | Meghna Traders')).toEqual({
      title: 'Accountant',
      company: 'Meghna Traders',
      location: '',
    });
    expect(named('Senior Accountant at Karnaphuli Steel Ltd.')).toEqual({
      title: 'Senior Accountant',
      company: 'Karnaphuli Steel Ltd.',
      location: '',
    });
  });

  it('reads a name set flush right of the title as the place when another line names the employer', () => {
    // Typst's modern-cv and Awesome-CV: "Title   Place" over "Employer   Dates", or the reverse.
    expect(titleAndCompany(['Growth Lead | Kashbon', 'Dhanshiri'])).toEqual({
      title: 'Growth Lead',
      company: 'Dhanshiri',
      location: 'Kashbon',
    });
    expect(titleAndCompany(['Field Coordinator | Kashbon', 'Hill Tracts Relief Network'])).toEqual({
      title: 'Field Coordinator',
      company: 'Hill Tracts Relief Network',
      location: 'Kashbon',
    });
    // Alone beside the title, that name is still the employer.
    expect(titleAndCompany(['Growth Lead | Dhanshiri'])).toMatchObject({ company: 'Dhanshiri' });
  });

  it('reads "Employer, Role" as the role and the employer', () => {
    expect(named('Padma Softworks Ltd., Senior Software Engineer')).toEqual({
      title: 'Senior Software Engineer',
      company: 'Padma Softworks Ltd.',
      location: '',
    });
  });

  it('reads the role after "as a", and "Interned at" as an intern, but "Worked at" as no role', () => {
    expect(named('Karnaphuli Group as a Sales Officer')).toMatchObject({
      title: 'Sales Officer',
      company: 'Karnaphuli Group',
    });
    expect(named('Interned at Padma Soft')).toMatchObject({
      title: 'Intern',
      company: 'Padma Soft',
    });
    expect(named('Worked at Padma Soft')).toMatchObject({ title: '', company: 'Padma Soft' });
  });

  it('reads the employer after "at", its place apart, and not the time that follows', () => {
    expect(named('Test Analyst at Karnaphuli Systems, Chattogram for 8 months')).toEqual({
      title: 'Test Analyst',
      company: 'Karnaphuli Systems',
      location: 'Chattogram',
    });
    expect(named('Software Engineering Intern at KARNAPHULI DATA LABS, Sonapur')).toEqual({
      title: 'Software Engineering Intern',
      company: 'KARNAPHULI DATA LABS',
      location: 'Sonapur',
    });
  });

  it('takes labelled lines at their word, and no name from other labels', () => {
    expect(
      named('Position: Data Officer', 'Company: Padma Survey Works', 'Location: Khulna'),
    ).toEqual({ title: 'Data Officer', company: 'Padma Survey Works', location: 'Khulna' });
    expect(named('Project Name: Ledger', 'Accountant', 'Padma Traders')).toEqual({
      title: 'Accountant',
      company: 'Padma Traders',
      location: '',
    });
  });

  it('parts a role and an employer run together on one line', () => {
    expect(named('Auditor II Padma Bank Ltd')).toEqual({
      title: 'Auditor II',
      company: 'Padma Bank Ltd',
      location: '',
    });
  });

  it("takes the place after the employer's name, keeping a legal form in the name", () => {
    expect(named('Frontend Engineer, Kolmilata Commerce, Inc., Sylhet, Bangladesh')).toEqual({
      title: 'Frontend Engineer',
      company: 'Kolmilata Commerce, Inc.',
      location: 'Sylhet, Bangladesh',
    });
    expect(named('Field Coordinator', 'Meghna Relief Trust - Sylhet, Sylhet -')).toEqual({
      title: 'Field Coordinator',
      company: 'Meghna Relief Trust',
      location: 'Sylhet, Sylhet',
    });
  });

  it('keeps an "@" in brackets and a note after the name out of the employer', () => {
    expect(named('Consultant', 'Jamuna Data (Vendor @ Karnaphuli Bank) -')).toMatchObject({
      title: 'Consultant',
      company: 'Jamuna Data (Vendor @ Karnaphuli Bank)',
    });
    expect(named('Test Engineer (Meghna Systems Ltd.) Project Domain: Banking')).toMatchObject({
      title: 'Test Engineer',
      company: 'Meghna Systems Ltd.',
    });
  });

  it('keeps a role with a comma in it whole', () => {
    expect(named('Software Engineer, Intern').title).toBe('Software Engineer, Intern');
  });

  it('reads an employer unknown as a place, and its place, after the role and a comma', () => {
    expect(titleAndCompany(['Software Engineer, Jamuna Digital Commerce, Sonapur'])).toMatchObject({
      title: 'Software Engineer',
      company: 'Jamuna Digital Commerce',
    });
  });

  it('reads an employer before a known place after "Role," or "at", and the place apart', () => {
    for (const heading of [
      'Sales Officer, Rupsha Traders, Khulna',
      'Accountant at Rupsha Traders, Khulna',
    ]) {
      expect(titleAndCompany([heading])).toMatchObject({
        company: 'Rupsha Traders',
        location: 'Khulna',
      });
    }
  });

  it('takes no place for the employer, and a known place before a list of tools for the place', () => {
    expect(titleAndCompany(['Accountant at Dhaka', 'Rupsha Traders'])).toEqual({
      title: 'Accountant',
      company: 'Rupsha Traders',
      location: 'Dhaka',
    });
    expect(
      titleAndCompany([
        'Senior Systems Engineer - Padma Technologies Limited',
        'LabVIEW, Perforce, Trello -  Savar, Dhaka -',
      ]).location,
    ).toBe('Savar, Dhaka');
  });

  it('parts "Title — Employer, Place" at the dash before the comma', () => {
    expect(titleAndCompany(['Software Engineer — Jamuna Digital Commerce, Sonapur'])).toEqual({
      title: 'Software Engineer',
      company: 'Jamuna Digital Commerce',
      location: 'Sonapur',
    });
  });
});
