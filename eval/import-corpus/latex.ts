import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CvData, CvEducation, CvExperience } from '@careercard/shared/cv';
import { portraitPng } from './photo';
import { ensureSystemDep } from './system-deps';

/**
 * LaTeX layouts of the import corpus: the gold CVs typeset by pdflatex as people write them
 * with moderncv and with the "Jake's resume" article template. TeX's PDFs differ from a
 * browser's: its own fonts and encodings, words placed by kerning rather than spaces, and
 * columns made of tabulars.
 */

const ESCAPES: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '{': '\\{',
  '}': '\\}',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
  // In the OT1 encoding of Computer Modern these three print as other glyphs (¡ ¿ —).
  '<': '\\textless{}',
  '>': '\\textgreater{}',
  '|': '\\textbar{}',
};

/** Text as LaTeX source that prints it as it is. */
const tex = (text: string) => text.replace(/[\\&%$#_{}~^<>|]/g, (char) => ESCAPES[char]!);

const dates = (entry: { startDate: string; endDate: string }) =>
  [entry.startDate, entry.endDate].filter(Boolean).map(tex).join(' -- ');

/** A description's lines, without the "- " the editor writes before each. */
const lines = (description: string) =>
  description
    .split('\n')
    .map((line) => tex(line.replace(/^[-•]\s*/, '').trim()))
    .filter(Boolean);

const itemize = (items: string[]) =>
  items.length === 0 ? '' : `\\begin{itemize}\n${items.join('\n')}\n\\end{itemize}`;

/** A URL inside \href, where only these two break the argument. */
const href = (url: string) => url.replace(/[%#]/g, '\\$&');

/** moderncv (texlive-latex-extra) in one of its styles, laid out as its own template.tex. */
function moderncv(style: string, color: string, { photo = false } = {}) {
  return (cv: CvData) => {
    const { personal } = cv;
    const words = personal.name.trim().split(/\s+/);
    const job = (entry: CvExperience) =>
      `\\cventry{${dates(entry)}}{${tex(entry.title)}}{${tex(entry.company)}}{${tex(entry.location)}}{}{${itemize(lines(entry.description).map((line) => `\\item ${line}`))}}`;
    const school = (entry: CvEducation) =>
      `\\cventry{${dates(entry)}}{${tex(entry.degree)}}{${tex(entry.institution)}}{${tex(entry.location)}}{}{${tex(entry.description)}}`;
    // Skills two to a row with their levels, as the template's "Computer skills".
    const skillRows = [];
    for (let at = 0; at < cv.skills.length; at += 2) {
      const [left, right] = [cv.skills[at]!, cv.skills[at + 1]];
      skillRows.push(
        `\\cvdoubleitem{${tex(left.name)}}{${tex(left.level)}}{${tex(right?.name ?? '')}}{${tex(right?.level ?? '')}}`,
      );
    }
    return `\\documentclass[11pt,a4paper,sans]{moderncv}
% Letters for the contact icons: the symbols need fontawesome5, only in the 1.4 GB texlive-fonts-extra.
\\moderncvstyle[nosymbols]{${style}}
\\moderncvcolor{${color}}
\\usepackage[T1]{fontenc}
\\usepackage{lmodern}
\\usepackage[scale=0.8]{geometry}
\\name{${tex(words.slice(0, -1).join(' '))}}{${tex(words.at(-1) ?? '')}}
\\title{${tex(personal.title)}}
\\address{${tex(personal.location)}}{}{}
\\phone[mobile]{${tex(personal.phone)}}
\\email{${tex(personal.email)}}
${photo ? '\\photo[64pt][0.4pt]{photo.png}' : ''}
\\begin{document}
\\makecvtitle
\\section{Summary}
\\cvitem{}{${tex(personal.summary)}}
\\section{Experience}
${cv.experience.map(job).join('\n')}
\\section{Education}
${cv.education.map(school).join('\n')}
\\section{Skills}
${skillRows.join('\n')}
\\section{Languages}
${cv.languages.map((language) => `\\cvitemwithcomment{${tex(language.name)}}{${tex(language.fluency)}}{}`).join('\n')}
\\end{document}
`;
  };
}

/**
 * "Jake's resume", the article-class template many students use: each entry is two rows of a
 * tabular*, the employer left and the dates right, then the title in italics left and the place
 * right; skills on one line after a bold label.
 */
function jakesResume(cv: CvData): string {
  const { personal } = cv;
  const contacts = [
    tex(personal.phone),
    `\\href{mailto:${href(personal.email)}}{\\underline{${tex(personal.email)}}}`,
    ...personal.links.map(
      (link) =>
        `\\href{${href(link.url)}}{\\underline{${tex(link.url.replace(/^https?:\/\//, ''))}}}`,
    ),
  ];
  const job = (entry: CvExperience) => `\\resumeSubheading
  {${tex(entry.company)}}{${dates(entry)}}
  {${tex(entry.title)}}{${tex(entry.location)}}
${itemize(lines(entry.description).map((line) => `\\resumeItem{${line}}`))}`;
  const school = (entry: CvEducation) => `\\resumeSubheading
  {${tex(entry.institution)}}{${tex(entry.location)}}
  {${tex(entry.degree)}}{${dates(entry)}}`;
  return `\\documentclass[letterpaper,11pt]{article}
\\usepackage{latexsym}
\\usepackage[empty]{fullpage}
\\usepackage{titlesec}
\\usepackage[usenames,dvipsnames]{color}
\\usepackage{enumitem}
\\usepackage[hidelinks]{hyperref}
\\usepackage[english]{babel}
\\usepackage{tabularx}
\\input{glyphtounicode}
\\pdfgentounicode=1
\\addtolength{\\oddsidemargin}{-0.5in}
\\addtolength{\\evensidemargin}{-0.5in}
\\addtolength{\\textwidth}{1in}
\\addtolength{\\topmargin}{-.5in}
\\addtolength{\\textheight}{1.0in}
\\urlstyle{same}
\\raggedbottom
\\raggedright
\\setlength{\\tabcolsep}{0in}
\\titleformat{\\section}{\\vspace{-4pt}\\scshape\\raggedright\\large}{}{0em}{}[\\color{black}\\titlerule \\vspace{-5pt}]
\\newcommand{\\resumeItem}[1]{\\item\\small{{#1 \\vspace{-2pt}}}}
\\newcommand{\\resumeSubheading}[4]{
  \\vspace{-2pt}\\item
    \\begin{tabular*}{0.97\\textwidth}[t]{l@{\\extracolsep{\\fill}}r}
      \\textbf{#1} & #2 \\\\
      \\textit{\\small#3} & \\textit{\\small #4} \\\\
    \\end{tabular*}\\vspace{-7pt}
}
\\renewcommand\\labelitemii{$\\vcenter{\\hbox{\\tiny$\\bullet$}}$}
\\newenvironment{subheadings}{\\begin{itemize}[leftmargin=0.15in, label={}]}{\\end{itemize}}
\\begin{document}
\\begin{center}
  \\textbf{\\Huge \\scshape ${tex(personal.name)}} \\\\ \\vspace{1pt}
  \\small ${contacts.join(' $|$ ')}
\\end{center}
\\section{Education}
\\begin{subheadings}
${cv.education.map(school).join('\n')}
\\end{subheadings}
\\section{Experience}
\\begin{subheadings}
${cv.experience.map(job).join('\n')}
\\end{subheadings}
\\section{Technical Skills}
\\begin{itemize}[leftmargin=0.15in, label={}]
  \\small{\\item{\\textbf{Skills}{: ${cv.skills.map((skill) => tex(skill.name)).join(', ')}} \\\\
    \\textbf{Languages}{: ${cv.languages.map((language) => tex(language.name)).join(', ')}}}}
\\end{itemize}
\\end{document}
`;
}

/** The LaTeX families (a class, or a template people copy), each layout a CV → .tex source. */
export const LATEX_FAMILIES: Readonly<Record<string, Record<string, (cv: CvData) => string>>> = {
  'latex-moderncv': {
    'latex-moderncv-classic': moderncv('classic', 'blue'),
    'latex-moderncv-banking': moderncv('banking', 'black'),
    'latex-moderncv-casual': moderncv('casual', 'green', { photo: true }),
  },
  'latex-jakes-resume': { 'latex-jakes-resume': jakesResume },
};

/**
 * Finds pdflatex with the corpus's classes, or installs them (scripts/ensure-system-deps.mjs).
 * Undefined when ready, else why not: the LaTeX layouts are then left out, not failed.
 */
export function ensureLatex(): string | undefined {
  return ensureSystemDep('pdflatex') ? undefined : 'pdflatex with moderncv could not be had';
}

const execFileAsync = promisify(execFile);

/**
 * Typesets `source` into `pdf` with pdflatex in a folder of its own, beside the photo a layout
 * may show, stopping at an error.
 */
export async function compileLatex(source: string, pdf: string): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-latex-'));
  try {
    await fs.writeFile(path.join(dir, 'cv.tex'), source);
    await fs.writeFile(path.join(dir, 'photo.png'), portraitPng());
    const args = ['-interaction=nonstopmode', '-halt-on-error', '-no-shell-escape', 'cv.tex'];
    try {
      await execFileAsync('pdflatex', args, { cwd: dir, timeout: 60_000 });
    } catch (error) {
      const log = await fs.readFile(path.join(dir, 'cv.log'), 'utf8').catch(() => '');
      const problem = log.split('\n').find((line) => line.startsWith('!')) ?? String(error);
      throw new Error(`pdflatex failed on ${path.basename(pdf)}: ${problem}`, { cause: error });
    }
    await fs.copyFile(path.join(dir, 'cv.pdf'), pdf);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
