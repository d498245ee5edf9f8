import { describe, expect, it } from 'vitest';
import {
  BIRTH_DATE_MESSAGE,
  cvDataSchema,
  emptyCvData,
  GPA_MESSAGE,
  GPA_SCALE_MESSAGE,
  NID_MESSAGE,
  PASSING_YEAR_MESSAGE,
  type CvData,
} from '../src/cv';
import { readCvFile, toCvFile } from '../src/cv-file';
import { parseCvData } from '../src/cv-normalize';

/** A CV as saved before issue 44: no bio-data, education without results. */
const oldCv: CvData = {
  ...emptyCvData(),
  personal: { ...emptyCvData().personal, name: 'Sabina Yasmin', title: 'Accounts Officer' },
  education: [
    {
      id: 'e1',
      degree: 'BBA in Accounting',
      institution: 'Meghna University',
      location: 'Rupnagar',
      startDate: '2015',
      endDate: '2019',
      description: '',
    },
  ],
};

const bioData = {
  nameBn: 'সাবিনা ইয়াসমিন',
  nameEn: 'SABINA YASMIN',
  fatherName: 'Abdul Karim',
  motherName: 'Rokeya Begum',
  dateOfBirth: '১৯৯৮-০৪-২১',
  nid: '১৯৯৮ ২৬১২ ৩৪৫৬ ৭৮৯০১',
  religion: 'Islam',
  maritalStatus: 'Unmarried',
  nationality: 'Bangladeshi',
  presentAddress: 'House 12, Road 4, Kanchanpur',
  permanentAddress: 'Village Sonatola, Meghpur',
  signatureUrl: 'https://files.example/signature.png',
};

/** Input as a form or a file sends it: entries with the new fields, any of them as typed. */
type Entry = Record<string, string>;
const newCv = {
  ...oldCv,
  bioData: bioData as Record<string, string>,
  education: [
    ...oldCv.education.map((entry) => ({
      ...entry,
      level: 'Bachelor',
      gpa: '3.62',
      gpaScale: '4',
    })),
    {
      id: 'e2',
      degree: 'Higher Secondary Certificate',
      institution: 'Kanchanpur College',
      location: '',
      startDate: '',
      endDate: '',
      description: '',
      level: 'HSC',
      board: 'Dhaka',
      year: '২০১৪',
      gpa: '৫.০০',
      gpaScale: '5',
    },
    {
      id: 'e3',
      degree: 'Secondary School Certificate',
      institution: 'Sonatola High School',
      location: '',
      startDate: '',
      endDate: '',
      description: '',
      level: 'SSC',
      board: 'Rajshahi',
      year: '2012',
      division: 'First Division',
    },
  ] as Entry[],
};

describe('the bio-data and results of a Bangladeshi CV', () => {
  it('leaves a CV made before them exactly as it was', () => {
    const parsed = cvDataSchema.parse(oldCv);
    expect(parsed).toEqual(oldCv);
    expect('bioData' in parsed).toBe(false);
    expect(parseCvData(oldCv).data).toEqual(oldCv);
  });

  it('keeps every new field, with Bengali digits saved as ASCII ones', () => {
    // Typed as they are: the schema takes Bengali digits; saving keeps the ASCII ones.
    expect(cvDataSchema.safeParse(newCv).success).toBe(true);
    const parsed = parseCvData(newCv).data!;
    expect(parsed.bioData).toEqual({
      ...bioData,
      dateOfBirth: '1998-04-21',
      nid: '19982612345678901',
    });
    expect(parsed.education[1]).toMatchObject({ year: '2014', gpa: '5.00', gpaScale: '5' });
    expect(parsed.education[2]).toMatchObject({ level: 'SSC', division: 'First Division' });
  });

  it('refuses a result above its scale, a year or date that is not one, and a short NID', () => {
    const problems = (change: (cv: typeof newCv) => unknown) => {
      const result = cvDataSchema.safeParse(change(structuredClone(newCv)));
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(problems((cv) => ((cv.education[1]!.gpa = '5.50'), cv))).toEqual([GPA_SCALE_MESSAGE]);
    expect(problems((cv) => ((cv.education[1]!.gpa = 'A+'), cv))).toEqual([GPA_MESSAGE]);
    expect(problems((cv) => ((cv.education[1]!.year = '14'), cv))).toEqual([PASSING_YEAR_MESSAGE]);
    expect(problems((cv) => ((cv.bioData.nid = '1234567890123'), cv))).toEqual([NID_MESSAGE]);
    expect(problems((cv) => ((cv.bioData.nid = '12345 67890'), cv))).toEqual([]);
    for (const day of ['1998-02-30', '21/04/1998', '2999-01-01']) {
      expect(problems((cv) => ((cv.bioData.dateOfBirth = day), cv))).toEqual([BIRTH_DATE_MESSAGE]);
    }
    // Every field may stay blank.
    expect(problems((cv) => ({ ...cv, bioData: { nid: '', dateOfBirth: '' } }))).toEqual([]);
  });

  it('travels whole in our JSON file, out and back in', () => {
    const data = parseCvData(newCv).data!;
    const read = readCvFile(JSON.parse(JSON.stringify(toCvFile('Sabina', data))));
    expect(read.data).toEqual(data);
  });
});
