import fs from 'node:fs/promises';
import path from 'node:path';
import type { CvData } from '@careercard/shared/cv';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../../apps/server/src/infra/pdf/chromium.mjs';
import { GOLD_CVS } from './gold';
import { toJsonResume } from './json-resume';
import { compileLatex, ensureLatex, LATEX_LAYOUTS } from './latex';
import { OWN_LAYOUTS } from './layouts';
import { PRODUCT_TEMPLATES } from './own-templates';
import { PHOTO_URL, portraitPng } from './photo';
import { ensureSystemDep } from './system-deps';
import { ensureThemes, renderTheme, THEMES } from './themes';

/**
 * Prints every gold CV in every layout of the corpus to PDF: our own layouts, the product's CV
 * templates, public JSON Resume themes and LaTeX classes. The PDFs are made afresh on each run
 * (some twenty seconds) into a folder git ignores, so the corpus always matches the layouts' code.
 */

const CORPUS_DIR = path.join(import.meta.dirname, 'out');

export interface CorpusFile {
  layout: string;
  cvName: string;
  gold: CvData;
  pdf: string;
}

/** Each layout as a function from a CV to a full HTML document. */
async function layouts(): Promise<Record<string, (cv: CvData) => Promise<string> | string>> {
  await ensureThemes();
  const themes = Object.fromEntries(
    THEMES.map((theme) => [`theme-${theme}`, (cv: CvData) => renderTheme(theme, toJsonResume(cv))]),
  );
  return { ...OWN_LAYOUTS, ...PRODUCT_TEMPLATES, ...themes };
}

export async function buildCorpus(): Promise<CorpusFile[]> {
  const executablePath = ensureSystemDep('chromium') ? findChromium() : undefined;
  if (!executablePath) throw new Error('Chromium could not be had: set CHROMIUM_PATH');
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  const files: CorpusFile[] = [];
  try {
    const page = await browser.newPage();
    await page.route(PHOTO_URL, (route) =>
      route.fulfill({ contentType: 'image/png', body: portraitPng() }),
    );
    for (const [layout, render] of Object.entries(await layouts())) {
      await fs.mkdir(path.join(CORPUS_DIR, layout), { recursive: true });
      for (const [cvName, gold] of Object.entries(GOLD_CVS)) {
        // Themes may link web fonts; the print waits for what loads, not for the network.
        await page.setContent(await render(gold), { waitUntil: 'load', timeout: 15_000 });
        // A page drawn by script (the product's templates) is marked until it is laid out.
        await page.waitForSelector('html:not([data-cv-pending])', {
          state: 'attached',
          timeout: 15_000,
        });
        const pdf = path.join(CORPUS_DIR, layout, `${cvName}.pdf`);
        await page.pdf({ path: pdf, format: 'A4', printBackground: true });
        files.push({ layout, cvName, gold, pdf });
      }
    }
  } finally {
    await browser.close();
  }
  const noLatex = ensureLatex();
  if (noLatex) console.warn(`import-corpus: LaTeX layouts left out: ${noLatex}`);
  for (const [layout, source] of noLatex ? [] : Object.entries(LATEX_LAYOUTS)) {
    await fs.mkdir(path.join(CORPUS_DIR, layout), { recursive: true });
    for (const [cvName, gold] of Object.entries(GOLD_CVS)) {
      const pdf = path.join(CORPUS_DIR, layout, `${cvName}.pdf`);
      await compileLatex(source(gold), pdf);
      files.push({ layout, cvName, gold, pdf });
    }
  }
  return files;
}
