import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { factsInOrder, pageFacts } from '@careercard/templates/page-facts';
import { demoLayout, type TemplateChoice } from '@careercard/templates/render-cv';
import { cvToWord } from '@careercard/templates/word';
import type { EvalResult } from './datasets';
import { GOLD_CVS } from './import-corpus/gold';
import { ensureLibreOffice } from './import-corpus/word';

/**
 * The Word files CareerCard writes (issue 45), read by another program: each gold CV of the
 * import corpus in each template, turned into plain text by LibreOffice, must say every fact of
 * the template's page in the page's order. How our own importer reads these files back is the
 * import corpus's family word-careercard. Needs LibreOffice, which this installs.
 */

const TEMPLATES: Record<string, TemplateChoice> = {
  DefaultResume: { component: 'DefaultResume', layout: null },
  ClassicResume: { component: 'ClassicResume', layout: null },
  ModernResume: { component: 'ModernResume', layout: null },
  BangladeshStandard: { component: 'BangladeshStandard', layout: null },
  BanglaCv: { component: 'BanglaCv', layout: null },
  'American One-Page (JSON layout)': { component: null, layout: demoLayout },
};

const execFileAsync = promisify(execFile);

/** LibreOffice's plain text of a .docx (UTF-8), as any program that opens it could read. */
async function textOf(docx: string): Promise<string> {
  const dir = path.dirname(docx);
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-soffice-'));
  try {
    await execFileAsync(
      'soffice',
      [
        `-env:UserInstallation=${pathToFileURL(profile).href}`,
        '--headless',
        '--norestore',
        '--convert-to',
        'txt:Text (encoded):UTF8',
        '--outdir',
        dir,
        docx,
      ],
      { timeout: 120_000 },
    );
    return await fs.readFile(docx.replace(/\.docx$/, '.txt'), 'utf8');
  } finally {
    await fs.rm(profile, { recursive: true, force: true });
  }
}

export async function run(): Promise<EvalResult> {
  const name = 'word-export';
  const missingOffice = ensureLibreOffice();
  if (missingOffice) return { name, skipped: missingOffice };
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-word-export-'));
  const perTemplate: Record<string, { files: number; facts: number; inOrder: number }> = {};
  const misses: string[] = [];
  try {
    for (const [templateName, template] of Object.entries(TEMPLATES)) {
      const counts = { files: 0, facts: 0, inOrder: 0 };
      for (const [cvName, cv] of Object.entries(GOLD_CVS)) {
        const docx = path.join(dir, `${templateName.replace(/\W+/g, '-')}-${cvName}.docx`);
        await fs.writeFile(docx, await cvToWord(cv, template));
        const facts = pageFacts(cv, template);
        const { found, missing } = factsInOrder(await textOf(docx), facts);
        counts.files += 1;
        counts.facts += facts.length;
        counts.inOrder += found;
        misses.push(...missing.slice(0, 3).map((fact) => `${templateName}/${cvName}: ${fact}`));
      }
      perTemplate[templateName] = counts;
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  const total = Object.values(perTemplate).reduce(
    (sum, counts) => ({ facts: sum.facts + counts.facts, inOrder: sum.inOrder + counts.inOrder }),
    { facts: 0, inOrder: 0 },
  );
  return {
    name,
    files: Object.values(perTemplate).reduce((sum, counts) => sum + counts.files, 0),
    /** Share of the page's facts that LibreOffice's text of the Word file has, in order. */
    factsInOrder: Number((total.inOrder / total.facts).toFixed(4)),
    perTemplate: Object.fromEntries(
      Object.entries(perTemplate).map(([template, counts]) => [
        template,
        { files: counts.files, facts: counts.facts, inOrder: counts.inOrder },
      ]),
    ),
    misses: misses.slice(0, 30),
  };
}
