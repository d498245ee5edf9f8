import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CvData } from '@careercard/shared/cv';
import { ensureSideProject } from './side-project';

/**
 * Typst layouts of the import corpus: the gold CVs typeset by Typst (its compiler as an npm
 * package, in its own project under typst/) in the looks of CV templates people take from Typst
 * Universe. Each layout is a .typ file that reads the CV from `sys.inputs`, as such templates
 * read a YAML or JSON file. Typst's PDFs place each word by position, with no space glyphs, and
 * embed its own fonts.
 */

const TYPST_DIR = path.join(import.meta.dirname, 'typst');
const COMPILER = '@myriaddreamin/typst-ts-node-compiler';

/** Each layout its own family, `typst-<look>`. */
export const TYPST_FAMILIES: Record<string, string> = {
  'typst-basic-resume': 'basic.typ',
  'typst-modern-cv': 'modern.typ',
  'typst-sidebar': 'sidebar.typ',
  'typst-header-grid': 'header-grid.typ',
  // Added in issue 38, session 14 to tune on: figures recorded on its first run.
  'typst-rendercv-like': 'rendercv-like.typ',
  // Added in issue 38, session 22 to tune on: figures recorded on their first run.
  'typst-vantage-like': 'vantage-like.typ',
  'typst-brilliant-like': 'brilliant-like.typ',
};

type Compile = (file: string, inputs: Record<string, string>) => Uint8Array;

let compile: Compile | undefined;

export async function compileTypst(family: string, cv: CvData, pdf: string): Promise<void> {
  if (!compile) {
    ensureSideProject(TYPST_DIR, [COMPILER]);
    const module = pathToFileURL(path.join(TYPST_DIR, 'compile.mjs')).href;
    ({ compile } = (await import(module)) as { compile: Compile });
  }
  await fs.writeFile(pdf, compile(TYPST_FAMILIES[family]!, { cv: JSON.stringify(cv) }));
}
