import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import bn from './bn.json';
import en from './en.json';

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(name, value);
    else for (const [k, v] of flatten(value, name)) entries.set(k, v);
  }
  return entries;
}

const english = flatten(en);
const bangla = flatten(bn);
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}|<(\/?\w+)\s*\/?>/g)]
    .map((match) => match[1] ?? match[2])
    .sort();

/** Values that are rightly the same in Bangla: names of brands and formats. */
const latinInBangla = new Set([
  'Gemini API',
  'bKash',
  'Nagad',
  'API URL',
  'SEO',
  'JSON',
  'https://',
  'IP {{ip}}',
  'cover-letter.txt',
]);

describe('the Bangla and English catalogues', () => {
  it('have the same keys', () => {
    const missingInBangla = [...english.keys()].filter((key) => !bangla.has(key));
    const missingInEnglish = [...bangla.keys()].filter((key) => !english.has(key));
    expect({ missingInBangla, missingInEnglish }).toEqual({
      missingInBangla: [],
      missingInEnglish: [],
    });
  });

  it('keep every placeholder and tag of the English', () => {
    const differing = [...english]
      .filter(([key]) => bangla.has(key))
      .filter(([key, text]) => placeholders(text).join() !== placeholders(bangla.get(key)!).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('are really translated: every Bangla text is in Bengali script', () => {
    const untranslated = [...bangla]
      .filter(([, text]) => !/[\u0980-\u09FF]/.test(text))
      .filter(([, text]) => !latinInBangla.has(text))
      .filter(([, text]) => /[a-z]{2,}/i.test(text.replace(/\{\{[^}]*\}\}/g, '')))
      .map(([key, text]) => `${key}: ${text}`);
    expect(untranslated).toEqual([]);
  });

  it('write numbers in Bengali digits in Bangla (examples of what to type excepted)', () => {
    const typedExample = (key: string) =>
      /^cvEditor\..*placeholder$/.test(key) || key === 'account.phonePlaceholder';
    const asciiNumber = /(?<![A-Za-z0-9.#\-/])\d+(?![A-Za-z0-9])/;
    const latinDigits = [...bangla]
      .filter(([key]) => !typedExample(key))
      .filter(([, text]) => asciiNumber.test(text.replace(/\{\{[^}]*\}\}/g, '')))
      .map(([key, text]) => `${key}: ${text}`);
    expect(latinDigits).toEqual([]);
  });
});

/** Every key the code asks for, from `t('…')`, `i18n.t('…')` and `i18nKey="…"`. */
function keysUsedInSource() {
  const root = path.resolve(import.meta.dirname, '..');
  const used: Array<{ key: string; file: string; prefix: boolean }> = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(file, 'utf8');
        const relative = path.relative(root, file);
        for (const match of source.matchAll(/\bt\(\s*'([\w.]+)'|i18nKey="([\w.]+)"/g)) {
          used.push({ key: (match[1] ?? match[2])!, file: relative, prefix: false });
        }
        // `t(\`admin.stat.${stat}\`)`: at least the fixed part must lead somewhere.
        for (const match of source.matchAll(/\bt\(\s*`([\w.]+)\$\{/g)) {
          used.push({ key: match[1]!, file: relative, prefix: true });
        }
      }
    }
  };
  walk(root);
  return used;
}

describe('the code', () => {
  it('asks only for keys the catalogues have', () => {
    const keys = [...english.keys()];
    const missing = keysUsedInSource()
      .filter(({ key, prefix }) =>
        prefix
          ? !keys.some((k) => k.startsWith(key))
          : !english.has(key) && !english.has(`${key}_one`) && !english.has(`${key}_other`),
      )
      .map(({ key, file }) => `${file}: ${key}`);
    expect(missing).toEqual([]);
  });
});
