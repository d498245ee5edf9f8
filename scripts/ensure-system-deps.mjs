// Finds the system programs a command needs, or installs them: Debian's packages when we are
// root on Debian, else Playwright's installer for Chromium. Usage:
//   node scripts/ensure-system-deps.mjs chromium [pdftotext] [pdflatex] [soffice]
// Chromium prints PDFs and runs the browser tests; pdftotext (poppler-utils) lets the
// end-to-end tests read a downloaded PDF; pdflatex with moderncv draws the LaTeX layouts of the
// importer's evaluation corpus, and LibreOffice (soffice) turns its Word layouts into PDFs.
// Fails with a clear message when one cannot be had.
import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from '../apps/server/src/infra/pdf/chromium.mjs';

function run(command) {
  console.log(`$ ${command}`);
  execSync(command, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const onPath = (program) =>
  (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && fs.existsSync(path.join(dir, program)));

// The font files in the folders fontconfig and macOS look in, by name.
const fontFiles = () =>
  [
    '/usr/share/fonts',
    '/usr/local/share/fonts',
    '/Library/Fonts',
    path.join(os.homedir(), '.local/share/fonts'),
    path.join(os.homedir(), '.fonts'),
    path.join(os.homedir(), 'Library/Fonts'),
  ].flatMap((dir) => {
    try {
      return fs.readdirSync(dir, { recursive: true }).map((file) => path.basename(String(file)));
    } catch {
      return [];
    }
  });

const debianRoot =
  process.platform === 'linux' && process.getuid?.() === 0 && fs.existsSync('/etc/debian_version');

const needs = {
  chromium: {
    find: findChromium,
    debianPackages: ['chromium', 'fonts-liberation'],
    otherwise: () => run('npx playwright install chromium'),
    help: 'Install Chromium (Debian: apt-get install chromium) or set CHROMIUM_PATH.',
  },
  pdftotext: {
    find: () => (onPath('pdftotext') ? 'pdftotext' : undefined),
    debianPackages: ['poppler-utils'],
    otherwise: undefined,
    help: 'Install poppler-utils (Debian: apt-get install poppler-utils; macOS: brew install poppler).',
  },
  pdflatex: {
    // pdflatex alone is not enough: moderncv and europasscv come with texlive-latex-extra, curve
    // with texlive-pictures (which it pulls in), europasscv's soul with texlive-plain-generic, and
    // without lmodern's Type 1 fonts pdflatex draws bitmaps that a PDF reader cannot turn back
    // into text; harnon-cv sets its text in Cantarell, from texlive-fonts-extra.
    find: () => {
      try {
        const files = [
          'moderncv.cls',
          'europasscv.cls',
          'curve.cls',
          'soul.sty',
          'lmodern.sty',
          'cantarell.sty',
        ];
        execFileSync('kpsewhich', files, { stdio: 'ignore' });
        return onPath('pdflatex') ? 'pdflatex' : undefined;
      } catch {
        return undefined;
      }
    },
    debianPackages: [
      'texlive-latex-base',
      'texlive-latex-recommended',
      'texlive-latex-extra',
      'texlive-plain-generic',
      'texlive-fonts-recommended',
      'texlive-fonts-extra',
      'lmodern',
    ],
    otherwise: undefined,
    help: 'Install TeX Live with moderncv (Debian: apt-get install texlive-latex-extra texlive-fonts-recommended texlive-fonts-extra).',
  },
  soffice: {
    // Word CVs name Calibri, Cambria and Arial; LibreOffice sets them in fonts of the same
    // metrics (Carlito, Caladea, Liberation) when it has them, so lines break as in Word. Our
    // own Word files name Windows' Bengali font for Bangla, which LibreOffice replaces with a
    // Bengali font it has (Lohit).
    find: () => {
      const fonts = fontFiles();
      const metric = [
        'Carlito-Regular',
        'Caladea-Regular',
        'LiberationSans-Regular',
        'Lohit-Bengali',
      ].every((font) => fonts.some((file) => file.startsWith(font)));
      return metric && onPath('soffice') ? 'soffice' : undefined;
    },
    debianPackages: [
      'libreoffice-writer-nogui',
      'fonts-liberation',
      'fonts-crosextra-carlito',
      'fonts-crosextra-caladea',
      'fonts-lohit-beng-bengali',
    ],
    otherwise: undefined,
    help: 'Install LibreOffice Writer, fonts metric-compatible with Calibri, Cambria and Arial, and a Bengali font (Debian: apt-get install libreoffice-writer-nogui fonts-liberation fonts-crosextra-carlito fonts-crosextra-caladea fonts-lohit-beng-bengali).',
  },
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in needs));
if (asked.length === 0 || unknown.length > 0) {
  console.error(`Usage: ensure-system-deps.mjs ${Object.keys(needs).join('|')} …`);
  process.exit(2);
}

const missing = asked.filter((name) => !needs[name].find());
if (missing.length > 0) {
  try {
    if (debianRoot) {
      console.log(`Not found: ${missing.join(', ')}. Installing Debian's packages`);
      run('apt-get update -qq');
      const packages = missing.flatMap((name) => needs[name].debianPackages);
      run(`apt-get install -y -qq --no-install-recommends ${packages.join(' ')}`);
    } else {
      for (const name of missing) needs[name].otherwise?.();
    }
  } catch (error) {
    console.error(`Installing failed: ${error.message}`);
  }
}

let failed = false;
for (const name of asked) {
  const found = needs[name].find();
  if (found) console.log(`${name}: ${found}`);
  else {
    console.error(`No ${name} found. ${needs[name].help}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
