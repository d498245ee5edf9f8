import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The subsets of the app's Noto Sans Bengali (@fontsource) a page made on the server uses. */
export type FontSubset = 'bengali' | 'latin';

const kept = new Map<string, Promise<Buffer>>();

/**
 * A WOFF2 file of Noto Sans Bengali, so Bangla and the taka sign look the same on a machine with
 * no Bengali font of its own. Read on first use, then kept (some 40 KB each); a failed read is
 * tried again next time.
 */
export function notoSansBengali(subset: FontSubset, weight: number): Promise<Buffer> {
  const file = `noto-sans-bengali-${subset}-${weight}-normal.woff2`;
  let bytes = kept.get(file);
  if (!bytes) {
    const url = import.meta.resolve(`@fontsource/noto-sans-bengali/files/${file}`);
    bytes = fs.readFile(fileURLToPath(url)).catch((error: unknown) => {
      kept.delete(file);
      throw error;
    });
    kept.set(file, bytes);
  }
  return bytes;
}
