import type { CvData } from '@careercard/shared/cv';

/** Word layouts of the import corpus: family → layout → the .docx of a CV. */
export const WORD_FAMILIES: Readonly<
  Record<string, Record<string, (cv: CvData) => Promise<Uint8Array>>>
> = {};

/** Finds LibreOffice or installs it: undefined when ready, else why not. */
export function ensureLibreOffice(): string | undefined {
  return 'not yet';
}

/** Converts a .docx to a PDF beside it with LibreOffice, headless; the PDF's path. */
export async function docxToPdf(docx: string): Promise<string> {
  throw new Error(`not yet: ${docx}`);
}
