import { describe, expect, it } from 'vitest';
import {
  claimedYears,
  experienceMonths,
  latestRole,
  monthsOfExperience,
  restateYears,
  yearsText,
} from '../src/career';

/** The companies are invented. */
const today = new Date('2026-12-15T12:00:00Z');
const role = (title: string, startDate: string, endDate: string, company = 'Padma Data Bank') => ({
  title,
  company,
  startDate,
  endDate,
});

describe('the latest role', () => {
  const latest = (...roles: Array<ReturnType<typeof role>>) => latestRole(roles, today)?.title;

  it('is the one whose dates end latest, wherever the CV lists it', () => {
    expect(
      latest(
        role('Network Engineer Intern', 'Jan 2023', 'Jun 2023', 'Meghna Telecom Ltd.'),
        role('IT Support Executive', 'Jul 2023', 'Present'),
      ),
    ).toBe('IT Support Executive');
    expect(
      latest(role('Designer', 'Jan 2017', 'Jun 2019'), role('Senior Designer', '2019', '2024')),
    ).toBe('Senior Designer');
  });

  it('counts a role still held as ending now, however the CV says so', () => {
    for (const now of ['Present', 'current', 'Ongoing', 'till date', 'Running', 'Continue']) {
      expect(latest(role('Now', '2020', now), role('Before', '2015', 'Nov 2026'))).toBe('Now');
    }
  });

  it('between roles ending together takes the one begun later, then the one listed first', () => {
    expect(
      latest(role('Officer', 'Jan 2020', 'Present'), role('Senior Officer', 'Jan 2024', 'Present')),
    ).toBe('Senior Officer');
    expect(
      latest(role('First', 'Jan 2020', 'Present'), role('Second', 'Jan 2020', 'Present')),
    ).toBe('First');
  });

  it('never picks an undated role over a dated one, and skips empty entries', () => {
    expect(latest(role('Freelance', '', ''), role('Designer', 'Jan 2017', 'Jun 2019'))).toBe(
      'Designer',
    );
    // Dated by one end only, a role still has its place.
    expect(latest(role('Trainee', '', '2018'), role('Clerk', 'Mar 2016', ''))).toBe('Trainee');
    expect(latest(role('Freelance', '', ''), role('Tutor', '', ''))).toBe('Freelance');
    expect(latestRole([{ ...role('', '2025', 'Present'), company: ' ' }], today)).toBeUndefined();
  });
});

describe('the years of experience', () => {
  it('add up the dated months, overlaps once, internships too', () => {
    expect(
      monthsOfExperience(
        [
          role('Intern', 'Jan 2023', 'Jun 2023'),
          role('Executive', 'Jul 2023', 'Present'),
          role('Weekend tutor', 'Mar 2024', 'Dec 2024'),
        ],
        today,
      ),
    ).toBe(48);
  });

  it('read a date written day first, as Bangladesh writes one, and a month-first one that can be no other', () => {
    const months = (startDate: string, endDate: string) =>
      monthsOfExperience([role('Engineer', startDate, endDate)], today);
    expect(months('01-02-2021', '31-01-2022')).toBe(12);
    expect(months('15/06/2020', '14/06/2021')).toBe(13);
    expect(months('02/15/2020', '02/14/2021')).toBe(13);
  });

  it('take a CV at its word only when it dates none of its roles', () => {
    const summary = 'IT support professional with 5 years in networking.';
    expect(experienceMonths([role('Executive', 'Jul 2023', 'Present')], summary, today)).toBe(42);
    expect(experienceMonths([role('Executive', '', '')], summary, today)).toBe(60);
    expect(experienceMonths([], 'Graduate looking for a first job.', today)).toBe(0);
  });

  it('are said as a reader counts them, never rounded up', () => {
    expect(yearsText(48)).toBe('4 years');
    expect(yearsText(41)).toBe('over 3 years');
    expect(yearsText(12)).toBe('1 year');
    expect(yearsText(13)).toBe('over 1 year');
    expect(yearsText(11)).toBe('less than a year');
  });

  it('are read from what a summary claims, not from other figures', () => {
    expect(claimedYears('Backend developer with 6 years of experience.')).toBe(6);
    expect(claimedYears("5+ years' hands-on experience in support")).toBe(5);
    expect(claimedYears('Over 7 years in retail banking, 2 of them leading a team.')).toBe(7);
    expect(claimedYears('Holds a 4-year degree; ran the club for 2 years.')).toBeNull();
    expect(claimedYears('Graduated in 2019 with 3.5 years of study')).toBeNull();
  });

  it('restate a summary’s claim in the figure the dates give', () => {
    expect(restateYears('IT professional with 5 years in networking.', 48)).toBe(
      'IT professional with 4 years in networking.',
    );
    expect(restateYears('Over 5 years of experience, 2 years of experience leading.', 41)).toBe(
      'Over 3 years of experience, 2 years of experience leading.',
    );
    // A claim the dates bear out stays as written.
    expect(restateYears('Officer with 7+ years of experience.', 90)).toBe(
      'Officer with 7+ years of experience.',
    );
  });
});
