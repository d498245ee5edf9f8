import fs from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The web addresses a PDF's links point to: a layout may print a profile or a project's address
 * only behind a word or an icon ("LinkedIn", "link"), which the reader still clicks. Read here
 * on their own, not through the importer, so that what counts as printed does not depend on it.
 */
export async function linkTargets(pdf: string): Promise<string[]> {
  const document = await getDocument({
    data: new Uint8Array(await fs.readFile(pdf)),
    verbosity: 0,
    isEvalSupported: false,
  }).promise;
  try {
    const targets: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      // pdf.js types its annotations loosely: what a link holds is read as such.
      const annotations = (await page.getAnnotations()) as Array<{
        subtype?: string;
        url?: string;
      }>;
      for (const { subtype, url } of annotations) {
        if (subtype === 'Link' && url) targets.push(url);
      }
    }
    return targets;
  } finally {
    await document.destroy();
  }
}
