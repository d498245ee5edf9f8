import fs from 'node:fs/promises';
import path from 'node:path';
import type { CvData } from '@careercard/shared/cv';
import type { TemplateChoice } from '@careercard/templates/render-cv';
import { build } from 'esbuild';
import { PHOTO_URL } from './photo';

/**
 * The product's own CV templates in the import corpus: each gold CV drawn by the same React
 * components and paginator as the print page the server turns into the PDF a user downloads.
 * The paginator measures text in the browser, so the page runs them there, bundled with the
 * preview's CSS; it cannot be drawn as static markup.
 */

const ROOT = path.join(import.meta.dirname, '../..');

const TEMPLATES: Readonly<Record<string, { template: TemplateChoice; photo?: true }>> = {
  'template-default-resume': { template: { component: 'DefaultResume', layout: null } },
  'template-classic-resume': { template: { component: 'ClassicResume', layout: null } },
  // The one built-in template that shows a photo, in the header band.
  'template-modern-resume': { template: { component: 'ModernResume', layout: null }, photo: true },
  // Neither a component nor a layout: the built-in demo JSON layout (American One-Page).
  'template-demo-layout': { template: { component: null, layout: null } },
};

async function bundled(options: Parameters<typeof build>[0]): Promise<string> {
  const result = await build({ ...options, bundle: true, write: false, minify: true });
  return result.outputFiles[0]!.text;
}

/** The page's script and CSS, bundled on first use (well under a second). */
let assets: Promise<{ script: string; css: string }> | undefined;

async function bundle() {
  const script = await bundled({
    entryPoints: [path.join(import.meta.dirname, 'own-templates-page.tsx')],
    format: 'iife',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  // The preview's CSS as far as a CV page uses it: Tailwind's reset and the fonts the web
  // app serves, read from its stylesheet so the two stay the same. Browsers that read woff2
  // never fetch the woff fallbacks, so those are left out of the page.
  const appCss = await fs.readFile(path.join(ROOT, 'apps/web/src/index.css'), 'utf8');
  const fonts = appCss.match(/^@import '@fontsource\/[^']+';$/gm) ?? [];
  const css = await bundled({
    stdin: {
      contents: ["@import 'tailwindcss/preflight.css';", ...fonts].join('\n'),
      loader: 'css',
      resolveDir: path.join(ROOT, 'apps/web'),
    },
    loader: { '.woff2': 'dataurl', '.woff': 'empty' },
  });
  return { script, css };
}

/** A full HTML document that draws `cv` with `template`; marked `data-cv-pending` until drawn. */
async function page(template: TemplateChoice, cv: CvData): Promise<string> {
  const { script, css } = await (assets ??= bundle());
  // "<" escaped: the data sits inside a script element.
  const data = JSON.stringify({ cv, template }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en" data-cv-pending><head><meta charset="utf-8"><style>${css}</style></head>
<body><div id="root"></div><script>window.corpusCv = ${data}</script><script>${script}</script></body></html>`;
}

/** Each template as a layout of the corpus: a function from a CV to a full HTML document. */
export const PRODUCT_TEMPLATES: Readonly<Record<string, (cv: CvData) => Promise<string>>> =
  Object.fromEntries(
    Object.entries(TEMPLATES).map(([layout, { template, photo }]) => [
      layout,
      (cv: CvData) =>
        page(template, photo ? { ...cv, personal: { ...cv.personal, photoUrl: PHOTO_URL } } : cv),
    ]),
  );
