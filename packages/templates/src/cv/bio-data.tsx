/** @jsxRuntime automatic */
import type { CvBioData } from '@careercard/shared/cv';
import { addressHref } from '@careercard/shared/web-address';
import type { CvBlock } from '../document';
import { blank, paragraphBlock } from './parts';
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

/**
 * The Bangladesh details as one entry of "label: value" rows, a block each so a page may break
 * between them. The label and the colon are text on the row's line, so a PDF reads
 * "Father's Name: Abdul Karim" as written.
 */
export function bioDataEntries(bioData: CvBioData | undefined, words: Words): CvBlock[][] {
  if (!bioData) return [];
  const rows = ROWS.filter((row) => !blank(bioData[row]));
  if (rows.length === 0) return [];
  return [
    rows.map((row) => ({
      key: `bio:${row}`,
      gapBefore: 2,
      node: (
        <div style={{ display: 'flex', gap: '4pt' }}>
          <span style={{ flex: '0 0 34%', fontWeight: 600 }}>{words.bioData[row]}:</span>
          <span style={{ flex: 1, whiteSpace: 'pre-line' }}>{valueOf(bioData, row, words)}</span>
        </div>
      ),
    })),
  ];
}

/**
 * The declaration Bangladeshi CVs end with, and the signature under it (the uploaded image,
 * a rule and the name), kept together on one page.
 */
export function declarationBlocks(
  name: string,
  bioData: CvBioData | undefined,
  words: Words,
): CvBlock[] {
  const signature = bioData?.signatureUrl && addressHref(bioData.signatureUrl);
  const section = words.declarationTitle;
  return [
    { ...paragraphBlock('declaration', words.declaration), section, keepWithNext: true },
    {
      key: 'signature',
      section,
      gapBefore: 18,
      node: (
        <div style={{ width: '2.2in' }}>
          {signature ? (
            <img
              src={signature}
              alt={words.signature}
              style={{ display: 'block', height: '0.45in', maxWidth: '2in', objectFit: 'contain' }}
            />
          ) : (
            <div style={{ height: '0.45in' }} />
          )}
          <div
            style={{ borderTop: '0.75pt solid currentColor', marginTop: '2pt', paddingTop: '2pt' }}
          >
            {name ? `${words.signature}: ${name}` : words.signature}
          </div>
        </div>
      ),
    },
  ];
}
