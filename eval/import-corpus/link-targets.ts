import fs from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readZipDirectory } from '../../apps/server/src/lib/zip-directory';

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

/**
 * The web addresses a Word file's hyperlinks point to, from its parts' relationships: what its
 * reader can click, whether or not a PDF made of it kept the links.
 */
export async function docxLinkTargets(docx: string): Promise<string[]> {
  const bytes = new Uint8Array(await fs.readFile(docx));
  const parts = (readZipDirectory(bytes) ?? []).filter(({ name }) => name.endsWith('.rels'));
  return parts.flatMap(({ dataOffset, compressedSize, method }) => {
    const stored = bytes.subarray(dataOffset, dataOffset + compressedSize);
    const xml = new TextDecoder().decode(method === 8 ? inflateRawSync(stored) : stored);
    return [...xml.matchAll(/<Relationship\b[^>]*>/g)]
      .filter(([tag]) => /Type="[^"]*\/hyperlink"/.test(tag))
      .flatMap(([tag]) => /Target="([^"]+)"/.exec(tag)?.[1] ?? []);
  });
}
