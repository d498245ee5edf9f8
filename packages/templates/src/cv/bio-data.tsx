/** @jsxRuntime automatic */
import type { CvBioData } from '@careercard/shared/cv';
import { addressHref } from '@careercard/shared/web-address';
import type { CvBlock } from '../document';
import { paragraphBlock } from './parts';
import type { Words } from './words';

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
