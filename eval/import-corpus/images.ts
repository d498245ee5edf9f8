import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ensureSystemDep } from './system-deps';

/**
 * Layouts whose first pages are also read as images, by OCR: a sidebar beside the main column
 * (sidebar, theme-macchiato), headings in a margin (theme-even, theme-paper), a date column
 * (latex-moderncv-classic), right-aligned dates (word-right-dates), a dark header band
 * (template-modern-resume) and a centred theme whose schools are on page 2 (theme-elegant).
 */
export const IMAGE_LAYOUTS: readonly string[] = [
  'sidebar',
  'theme-macchiato',
  'theme-even',
  'theme-paper',
  'latex-moderncv-classic',
  'word-right-dates',
  'template-modern-resume',
  'theme-elegant',
];

/** A photographed or scanned CV's usual resolution. */
const IMAGE_DPI = 150;

const execFileAsync = promisify(execFile);

/**
 * Finds poppler's pdftoppm (poppler-utils, which pdftotext stands for) or installs it: whether
 * it is there.
 */
export const ensurePoppler = () => ensureSystemDep('pdftotext');

/** The first page of a PDF drawn by pdftoppm, as a PNG beside it. */
export async function firstPageImage(pdf: string): Promise<string> {
  const stem = pdf.replace(/\.pdf$/, '');
  const args = ['-png', '-r', String(IMAGE_DPI), '-f', '1', '-l', '1', '-singlefile'];
  await execFileAsync('pdftoppm', [...args, pdf, stem]);
  return `${stem}.png`;
}
