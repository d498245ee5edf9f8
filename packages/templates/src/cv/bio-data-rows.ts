import type { CvBioData } from '@careercard/shared/cv';
import type { BioDataRow, Words } from './words';

/** The rows of the personal details, in the order Bangladeshi employers' forms ask for them. */
const ROWS: readonly BioDataRow[] = [
  'nameEn',
  'nameBn',
  'fatherName',
  'motherName',
  'dateOfBirth',
  'nid',
  'religion',
  'maritalStatus',
  'nationality',
  'presentAddress',
  'permanentAddress',
];

function valueOf(bioData: CvBioData, row: BioDataRow, words: Words): string {
  const value = (bioData[row] ?? '').trim();
  if (row === 'dateOfBirth') return words.birthDate(value);
  if (row === 'nid') return words.digits(value);
  return value;
}

/** The Bangladesh details the CV has, as labelled rows in the CV's language. */
export function bioDataRows(
  bioData: CvBioData | undefined,
  words: Words,
): Array<{ row: BioDataRow; label: string; value: string }> {
  if (!bioData) return [];
  return ROWS.filter((row) => (bioData[row] ?? '').trim() !== '').map((row) => ({
    row,
    label: words.bioData[row],
    value: valueOf(bioData, row, words),
  }));
}
