import fs from 'node:fs/promises';
import path from 'node:path';

/** A file handed to the printing page in place of a network answer. */
export interface PrintResource {
  body: Buffer;
  contentType: string;
}

/** What a print page needs from the built web app, read from disk once. */
export interface PrintAssets {
  /** The app's style sheet (Tailwind's base, the fonts' faces), to inline. */
  css: string;
  /** The print page's layout script (dist/print/print-layout.js), to inline. */
  script: string;
  /** A font of the built app by its address (`/assets/….woff2`), or null. */
  font: (pathname: string) => Promise<PrintResource | null>;
}

const NO_BUILT_APP = 'The built web app is missing, so PDFs cannot be printed: run "npm run build"';

const FONT_TYPES: Record<string, string> = { '.woff2': 'font/woff2', '.woff': 'font/woff' };

/**
 * Loads the print page's assets from the built web app in `distDir`: the style sheets that
 * index.html links and the layout script. Fonts are read on first use and kept (a CV needs a
 * handful of Latin and Bengali subsets, a few hundred KB in all).
 */
export async function loadPrintAssets(distDir: string): Promise<PrintAssets> {
  const read = (file: string) =>
    fs.readFile(path.join(distDir, file), 'utf8').catch((error: unknown) => {
      throw new Error(NO_BUILT_APP, { cause: error });
    });
  const index = await read('index.html');
  const sheets = [...index.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  const [css, script] = await Promise.all([
    Promise.all(sheets.map(read)).then((parts) => parts.join('\n')),
    read('print/print-layout.js'),
  ]);
  const fonts = new Map<string, Promise<PrintResource | null>>();
  return {
    css,
    script,
    font(pathname) {
      const name = /^\/assets\/([\w.-]+)$/.exec(pathname)?.[1];
      const contentType = name && FONT_TYPES[path.extname(name)];
      if (!name || !contentType) return Promise.resolve(null);
      let font = fonts.get(name);
      if (!font) {
        font = fs.readFile(path.join(distDir, 'assets', name)).then(
          (body) => ({ body, contentType }),
          () => {
            fonts.delete(name); // only files that exist are kept
            return null;
          },
        );
        fonts.set(name, font);
      }
      return font;
    },
  };
}
