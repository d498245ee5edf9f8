import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { CvData } from '@careercard/shared/cv';
import {
  AlignmentType,
  BorderStyle,
  Column,
  ColumnBreak,
  Document,
  ExternalHyperlink,
  FrameAnchorType,
  Footer,
  FrameWrap,
  Header,
  HeadingLevel,
  HeightRule,
  HorizontalPositionRelativeFrom,
  ImageRun,
  LevelFormat,
  LineRuleType,
  Packer,
  PageNumber,
  Paragraph,
  SectionType,
  ShadingType,
  Tab,
  Table,
  TableBorders,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  TextWrappingType,
  VerticalPositionRelativeFrom,
  WidthType,
  WpsShapeRun,
  type IStylesOptions,
} from 'docx';
import { demoLayout } from '@careercard/templates/render-cv';
import { cvToWord } from '@careercard/templates/word';
import { portraitPng } from './photo';
import { ensureSystemDep } from './system-deps';

/**
 * Word layouts of the import corpus: the gold CVs written as .docx files the way people make
 * CVs in Word (most CVs in Bangladesh are), then turned into PDFs by LibreOffice, standing in
 * for Word's "Save as PDF". Each layout uses what Word offers and a text reader stumbles on: right-aligned
 * tab stops, tables for entries or for the whole page, text boxes and frames floating beside the
 * text, Word's own bullet characters in the Symbol and Wingdings fonts.
 */

// A4 in twentieths of a point, the unit of Word's page, indents and tab stops.
const PAGE = { width: 11906, height: 16838 };
const cm = (length: number) => Math.round((length * 1440) / 2.54);
// Floating shapes are placed in EMUs and sized in pixels at 96 per inch.
const emu = (length: number) => Math.round(length * 360_000);
const px = (length: number) => Math.round((length / 2.54) * 96);

/** One entry of a section the way every layout reads it: a heading, a subheading, when, where. */
interface Entry {
  head: string;
  sub: string;
  when: string;
  where: string;
  link: string;
  text: string[];
  bullets: string[];
}

type Key =
  | 'experience'
  | 'volunteer'
  | 'education'
  | 'projects'
  | 'extracurricular'
  | 'certifications'
  | 'achievements'
  | 'publications'
  | 'references';

/** A description's lines: those the editor wrote as "- " items are bullets, the rest text. */
function describe(description: string): Pick<Entry, 'text' | 'bullets'> {
  const lines = description
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const bullet = (line: string) => /^[-•]/.test(line);
  return {
    text: lines.filter((line) => !bullet(line)),
    bullets: lines.filter(bullet).map((line) => line.replace(/^[-•]\s*/, '')),
  };
}

const dates = (entry: { startDate: string; endDate: string }, dash = ' – ') =>
  [entry.startDate, entry.endDate].filter(Boolean).join(dash);

const entry = (fields: Partial<Entry>): Entry => ({
  head: '',
  sub: '',
  when: '',
  where: '',
  link: '',
  text: [],
  bullets: [],
  ...fields,
});

/** The CV's lists as entries, volunteering apart from paid work as most CVs keep it. */
function entries(cv: CvData): Record<Key, Entry[]> {
  const job = (item: CvData['experience'][number]) =>
    entry({
      head: item.company,
      sub: item.title,
      when: dates(item),
      where: item.location,
      ...describe(item.description),
    });
  return {
    experience: cv.experience.filter((item) => item.type !== 'Volunteer').map(job),
    volunteer: cv.experience.filter((item) => item.type === 'Volunteer').map(job),
    education: cv.education.map((item) =>
      entry({
        head: item.institution,
        sub: item.degree,
        when: dates(item),
        where: item.location,
        ...describe(item.description),
      }),
    ),
    projects: cv.projects.map((item) =>
      entry({
        head: item.name,
        sub: item.label ?? '',
        link: item.url,
        ...describe(item.description),
      }),
    ),
    extracurricular: cv.extracurricular.map((item) =>
      entry({ head: item.name, sub: item.role, ...describe(item.description) }),
    ),
    certifications: cv.certifications.map((item) =>
      entry({ head: item.name, sub: item.issuer, when: item.date }),
    ),
    achievements: cv.achievements.map((item) =>
      entry({ head: item.title ?? '', ...describe(item.description) }),
    ),
    publications: cv.publications.map((item) =>
      entry({ head: item.title, sub: item.publisher, when: item.date, link: item.url }),
    ),
    references: cv.references.map((item) =>
      entry({
        head: item.name,
        sub: [item.title, item.company].filter(Boolean).join(', '),
        text: [item.email, item.phone, item.contact].filter((line): line is string => !!line),
      }),
    ),
  };
}

/** The filled sections in a layout's order, each under the layout's own heading. */
function filled(cv: CvData, headings: Partial<Record<Key, string>>): Array<[string, Entry[], Key]> {
  const all = entries(cv);
  return (Object.entries(headings) as Array<[Key, string]>)
    .filter(([key]) => all[key].length > 0)
    .map(([key, heading]) => [heading, all[key], key]);
}

/** Where designed templates lead with the role or degree, and name the place under it. */
const ROLE_FIRST: ReadonlySet<Key> = new Set([
  'experience',
  'volunteer',
  'education',
  'extracurricular',
]);

/** An entry's two names in the order a designed template prints them. */
const lead = (item: Entry, key: Key) =>
  ROLE_FIRST.has(key) ? [item.sub, item.head] : [item.head, item.sub];

const contacts = (cv: CvData) =>
  [
    cv.personal.email,
    cv.personal.phone,
    cv.personal.location,
    ...cv.personal.links.map((link) => link.url),
  ].filter(Boolean);

/** A link as people write it in a narrow column, without its scheme. */
const bare = (url: string) => url.replace(/^https?:\/\//, '');

const skillsLine = (cv: CvData) =>
  cv.skills.map((skill) => `${skill.name} (${skill.level})`).join(', ');
const languagesLine = (cv: CvData) =>
  cv.languages.map((language) => `${language.name} (${language.fluency})`).join(', ');
const toolsLine = (cv: CvData) => cv.tools.map((tool) => tool.name).join(', ');

/**
 * Word's own bullet list: the "Bullets" button puts Symbol's U+F0B7 (a private-use code) in a
 * numbering definition, not a typed "•"; some CVs pick Wingdings' arrow (U+F0D8) instead.
 */
function bulletNumbering(
  reference: string,
  { char = '\uF0B7', font = 'Symbol', left = 360, hanging = 360 } = {},
) {
  return {
    config: [
      {
        reference,
        levels: [
          {
            level: 0,
            format: LevelFormat.BULLET,
            text: char,
            alignment: AlignmentType.LEFT,
            style: {
              run: { font },
              paragraph: { indent: { left, hanging } },
            },
          },
        ],
      },
    ],
  };
}

const BULLETS = 'cv-bullets';
const bullet = (text: string) =>
  new Paragraph({ numbering: { reference: BULLETS, level: 0 }, text });

/** A section of A4 pages with the same margin all round. */
const section = (margin: number, children: Array<Paragraph | Table>) => ({
  properties: {
    page: { size: PAGE, margin: { top: margin, right: margin, bottom: margin, left: margin } },
  },
  children,
});

/** The styles of a document whose text is `font` at `size` points. */
const styles = (font: string, size: number, more: IStylesOptions['default'] = {}) => ({
  default: {
    document: { run: { font, size: size * 2 }, paragraph: { spacing: { after: 40 } } },
    ...more,
  },
});

const pack = (document: Document): Promise<Uint8Array> => Packer.toBuffer(document);

/**
 * The classic Word résumé: the name in the Title style, section headings in Heading 1 with a
 * rule under them, each job "Employer⇥Dates" against a right tab stop at the margin, then the
 * title and place in italics and the duties as a bullet list.
 */
function wordTabStops(cv: CvData, { linked = false } = {}): Promise<Uint8Array> {
  const margin = cm(2.2);
  const right = PAGE.width - 2 * margin;
  const { personal } = cv;
  const heading = (text: string) => new Paragraph({ heading: HeadingLevel.HEADING_1, text });
  const hyperlink = (text: string, url: string) =>
    new ExternalHyperlink({
      link: url,
      children: [new TextRun({ text, bold: true, color: '0563C1', underline: {} })],
    });
  const job = (item: Entry) => {
    const under = [item.sub, item.where, linked ? '' : item.link].filter(Boolean).join(', ');
    return [
      ...(item.head || item.when
        ? [
            new Paragraph({
              tabStops: [{ type: TabStopType.RIGHT, position: right }],
              keepNext: true,
              spacing: { before: 120 },
              children: [
                linked && item.link
                  ? hyperlink(item.head, item.link)
                  : new TextRun({ text: item.head, bold: true }),
                ...(item.when ? [new TextRun({ children: [new Tab(), item.when] })] : []),
              ],
            }),
          ]
        : []),
      ...(under
        ? [
            new Paragraph({
              keepNext: item.text.length + item.bullets.length > 0,
              children: [new TextRun({ text: under, italics: true })],
            }),
          ]
        : []),
      ...item.text.map((line) => new Paragraph(line)),
      ...item.bullets.map((line) => bullet(line)),
    ];
  };
  const inline = (title: string, line: string) =>
    line ? [heading(title), new Paragraph(line)] : [];
  const children = [
    new Paragraph({ heading: HeadingLevel.TITLE, text: personal.name }),
    ...(personal.title
      ? [
          new Paragraph({
            children: [new TextRun({ text: personal.title, size: 28, color: '404040' })],
          }),
        ]
      : []),
    linked
      ? new Paragraph({
          spacing: { after: 120 },
          children: [
            new TextRun(
              [personal.email, personal.phone, personal.location].filter(Boolean).join(' | '),
            ),
            ...personal.links.flatMap((link) => [
              new TextRun(' | '),
              hyperlink(link.label || 'Website', link.url),
            ]),
          ],
        })
      : new Paragraph({ text: contacts(cv).join(' | '), spacing: { after: 120 } }),
    ...(personal.summary ? [heading('Summary'), new Paragraph(personal.summary)] : []),
    ...filled(cv, {
      experience: 'Professional Experience',
      volunteer: 'Volunteer Experience',
      education: 'Education',
    }).flatMap(([title, items]) => [heading(title), ...items.flatMap(job)]),
    ...inline('Skills', skillsLine(cv)),
    ...inline('Languages', languagesLine(cv)),
    ...inline('Tools', toolsLine(cv)),
    ...filled(cv, {
      projects: 'Projects',
      certifications: 'Certifications',
      achievements: 'Honors & Awards',
      publications: 'Publications',
      extracurricular: 'Leadership & Activities',
      references: 'References',
    }).flatMap(([title, items]) => [heading(title), ...items.flatMap(job)]),
  ];
  const blue = '1F3864';
  return pack(
    new Document({
      styles: styles('Calibri', 11, {
        title: {
          run: { font: 'Calibri', size: 52, color: blue },
          paragraph: { spacing: { after: 0 } },
        },
        heading1: {
          run: { font: 'Calibri', size: 26, bold: true, color: blue },
          paragraph: {
            keepNext: true,
            spacing: { before: 240, after: 80 },
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: blue, space: 1 } },
          },
        },
      }),
      numbering: bulletNumbering(BULLETS),
      sections: [section(margin, children)],
    }),
  );
}

const NO_BORDERS = TableBorders.NONE;

/**
 * Entries as rows of borderless tables, as many Word templates lay them out: the employer in
 * bold over the title on the left, the dates over the place aligned right, the duties in a row
 * across both cells; each section headed by a shaded bar.
 */
function wordTableEntries(cv: CvData): Promise<Uint8Array> {
  const margin = cm(1.8);
  const width = PAGE.width - 2 * margin;
  const columns = [Math.round(width * 0.68), width - Math.round(width * 0.68)];
  const { personal } = cv;
  const heading = (text: string) =>
    new Paragraph({
      keepNext: true,
      spacing: { before: 220, after: 100 },
      shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'DCE6F1' },
      children: [new TextRun({ text, bold: true, allCaps: true, color: '17365D' })],
    });
  const cell = (children: Paragraph[], size: number, columnSpan?: number) =>
    new TableCell({ children, width: { size, type: WidthType.DXA }, columnSpan });
  const rows = (item: Entry) => {
    const details = [
      ...item.text.map((line) => new Paragraph(line)),
      ...item.bullets.map((line) => bullet(line)),
    ];
    // The heading row stays on the page of its duties, as Word keeps rows whose lines all do.
    const keep = { keepNext: details.length > 0 };
    const ends = { alignment: AlignmentType.RIGHT, ...keep };
    const headed = item.head || item.sub || item.when || item.where;
    return [
      ...(headed
        ? [
            new TableRow({
              cantSplit: true,
              children: [
                cell(
                  [
                    new Paragraph({
                      ...keep,
                      spacing: { before: 100 },
                      children: [new TextRun({ text: item.head, bold: true })],
                    }),
                    ...(item.sub ? [new Paragraph({ text: item.sub, ...keep })] : []),
                    ...(item.link
                      ? [
                          new Paragraph({
                            ...keep,
                            children: [new TextRun({ text: item.link, color: '1F4E79' })],
                          }),
                        ]
                      : []),
                  ],
                  columns[0]!,
                ),
                cell(
                  [
                    new Paragraph({ text: item.when, spacing: { before: 100 }, ...ends }),
                    ...(item.where
                      ? [
                          new Paragraph({
                            ...ends,
                            children: [new TextRun({ text: item.where, italics: true })],
                          }),
                        ]
                      : []),
                  ],
                  columns[1]!,
                ),
              ],
            }),
          ]
        : []),
      ...(details.length > 0 ? [new TableRow({ children: [cell(details, width, 2)] })] : []),
    ];
  };
  const table = (items: Entry[]) =>
    new Table({
      width: { size: width, type: WidthType.DXA },
      columnWidths: columns,
      borders: NO_BORDERS,
      rows: items.flatMap(rows),
    });
  // Skills and languages three to a row, as a grid typed into a table.
  const grid = (cells: string[]) => {
    const third = Math.floor(width / 3);
    const tableRows = [];
    for (let at = 0; at < cells.length; at += 3) {
      const row = [0, 1, 2].map((offset) => cells[at + offset] ?? '');
      tableRows.push(
        new TableRow({ children: row.map((text) => cell([new Paragraph(text)], third)) }),
      );
    }
    return new Table({
      width: { size: width, type: WidthType.DXA },
      columnWidths: [third, third, third],
      borders: NO_BORDERS,
      rows: tableRows,
    });
  };
  const children: Array<Paragraph | Table> = [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: personal.name, bold: true, size: 40 })],
    }),
    ...(personal.title
      ? [new Paragraph({ alignment: AlignmentType.CENTER, text: personal.title })]
      : []),
    new Paragraph({ alignment: AlignmentType.CENTER, text: contacts(cv).join('  •  ') }),
    ...(personal.summary ? [heading('Profile'), new Paragraph(personal.summary)] : []),
    ...filled(cv, {
      experience: 'Work Experience',
      volunteer: 'Volunteering',
      education: 'Education',
      projects: 'Projects',
    }).flatMap(([title, items]) => [heading(title), table(items)]),
    ...(cv.skills.length > 0
      ? [heading('Skills'), grid(cv.skills.map((skill) => `${skill.name} – ${skill.level}`))]
      : []),
    ...(cv.languages.length > 0
      ? [
          heading('Languages'),
          grid(cv.languages.map((language) => `${language.name} – ${language.fluency}`)),
        ]
      : []),
    ...(cv.tools.length > 0 ? [heading('Tools & Software'), new Paragraph(toolsLine(cv))] : []),
    ...filled(cv, {
      certifications: 'Licenses & Certifications',
      achievements: 'Awards',
      publications: 'Publications',
      extracurricular: 'Extracurricular Activities',
      references: 'References',
    }).flatMap(([title, items]) => [heading(title), table(items)]),
  ];
  return pack(
    new Document({
      styles: styles('Arial', 10),
      numbering: bulletNumbering(BULLETS, { left: 300, hanging: 300 }),
      sections: [section(margin, children)],
    }),
  );
}

/**
 * A designed template: the name in a shaded frame across the top of the page, and a sidebar
 * text box (a DrawingML shape, as Word's Insert › Text Box makes) holding the contact details,
 * skills and languages, with the main text wrapping beside it.
 */
function wordTextBoxes(cv: CvData): Promise<Uint8Array> {
  const { personal } = cv;
  const band = 3.4; // the header frame's height, cm
  const sideWidth = 7;
  const navy = '22324A';
  const frame = {
    type: 'absolute' as const,
    position: { x: 0, y: 0 },
    width: PAGE.width,
    height: cm(band),
    rule: HeightRule.EXACT,
    wrap: FrameWrap.AROUND,
    anchor: { horizontal: FrameAnchorType.PAGE, vertical: FrameAnchorType.PAGE },
  };
  const shade = { type: ShadingType.CLEAR, color: 'auto', fill: navy };
  // Shading fills the frame only where there are lines and from where they are indented: lines
  // of exact heights make the band, and a tab, not an indent, keeps the text off the edge.
  const bandLine = (height: number, children: TextRun[] = []) =>
    new Paragraph({
      frame,
      shading: shade,
      tabStops: [{ type: TabStopType.LEFT, position: cm(1) }],
      spacing: { before: 0, after: 0, line: cm(height), lineRule: LineRuleType.EXACT },
      children: children.length > 0 ? [new TextRun({ children: [new Tab()] }), ...children] : [],
    });
  const header = [
    bandLine(1.9, [
      new TextRun({ text: personal.name, font: 'Cambria', size: 52, color: 'FFFFFF' }),
    ]),
    bandLine(0.8, [
      new TextRun({ text: personal.title, size: 24, color: 'C9D6E8', allCaps: true }),
    ]),
    bandLine(band - 2.7),
  ];
  const sideHeading = (text: string) =>
    new Paragraph({
      spacing: { before: 240, after: 80 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: navy, space: 2 } },
      children: [new TextRun({ text, font: 'Cambria', bold: true, size: 22, color: navy })],
    });
  const sideLine = (text: string, options: { color?: string; italics?: boolean } = {}) =>
    new Paragraph({ children: [new TextRun({ text, size: 19, ...options })] });
  const sidebar = [
    sideHeading('Contact'),
    ...[personal.phone, personal.email, personal.location]
      .filter(Boolean)
      .map((line) => sideLine(line)),
    ...personal.links.map((link) => sideLine(bare(link.url))),
    ...(cv.skills.length > 0
      ? [
          sideHeading('Skills'),
          ...cv.skills.flatMap((skill) => [
            sideLine(skill.name),
            sideLine(skill.level, { color: '5A6B80', italics: true }),
          ]),
        ]
      : []),
    ...(cv.languages.length > 0
      ? [
          sideHeading('Languages'),
          ...cv.languages.map((language) => sideLine(`${language.name} – ${language.fluency}`)),
        ]
      : []),
    ...(cv.tools.length > 0 ? [sideHeading('Tools'), sideLine(toolsLine(cv))] : []),
  ];
  const textBox = new WpsShapeRun({
    type: 'wps',
    children: sidebar,
    transformation: { width: px(sideWidth), height: px(29.7 - band) },
    solidFill: { type: 'rgb', value: 'E9EEF4' },
    bodyProperties: {
      margins: { left: emu(1), right: emu(0.3), top: emu(0.3), bottom: emu(0.3) },
    },
    floating: {
      horizontalPosition: { relative: HorizontalPositionRelativeFrom.PAGE, offset: 0 },
      verticalPosition: { relative: VerticalPositionRelativeFrom.PAGE, offset: emu(band) },
      wrap: { type: TextWrappingType.SQUARE },
      margins: { left: 0, right: emu(0.5), top: 0, bottom: 0 },
      allowOverlap: false,
    },
  });
  const heading = (text: string) =>
    new Paragraph({
      keepNext: true,
      spacing: { before: 200, after: 60 },
      children: [new TextRun({ text, font: 'Cambria', bold: true, size: 26, color: navy })],
    });
  const item = (key: Key) => (entry: Entry) => {
    const [first, second] = lead(entry, key);
    const under = [second, entry.where].filter(Boolean).join(' | ');
    const muted = (text: string) =>
      new Paragraph({
        keepNext: true,
        children: [new TextRun({ text, color: '5A6B80', italics: true })],
      });
    return [
      ...(first
        ? [
            new Paragraph({
              keepNext: true,
              spacing: { before: 100 },
              children: [new TextRun({ text: first, bold: true })],
            }),
          ]
        : []),
      ...(under ? [new Paragraph({ keepNext: true, text: under })] : []),
      ...(entry.when ? [muted(entry.when)] : []),
      ...(entry.link ? [muted(entry.link)] : []),
      ...entry.text.map((line) => new Paragraph(line)),
      ...entry.bullets.map((line) => bullet(line)),
    ];
  };
  const main = [
    // The text box is anchored to the first paragraph of the main text.
    new Paragraph({ children: [textBox] }),
    ...(personal.summary ? [heading('About Me'), new Paragraph(personal.summary)] : []),
    ...filled(cv, {
      experience: 'Experience',
      volunteer: 'Volunteer Work',
      education: 'Education',
      projects: 'Projects',
      certifications: 'Certifications',
      achievements: 'Achievements',
      publications: 'Publications',
      extracurricular: 'Activities',
      references: 'References',
    }).flatMap(([title, items, key]) => [heading(title), ...items.flatMap(item(key))]),
  ];
  return pack(
    new Document({
      styles: styles('Calibri', 10.5),
      numbering: bulletNumbering(BULLETS, { left: 280, hanging: 280 }),
      sections: [section(cm(1.6), [...header, ...main])],
    }),
  );
}

/**
 * The CV as most are written in Bangladesh: "CURRICULUM VITAE" over the name, address and
 * contact beside a passport photo, shaded section bars, jobs as "Organization : …" lines aligned
 * on a tab, the degrees in a bordered table, Wingdings arrows as bullets, personal details,
 * references side by side and a declaration above the signature.
 */
function wordBangladeshi(cv: CvData): Promise<Uint8Array> {
  const margin = cm(2.2);
  const width = PAGE.width - 2 * margin;
  const { personal } = cv;
  const all = entries(cv);
  const heading = (text: string) =>
    new Paragraph({
      keepNext: true,
      spacing: { before: 240, after: 120 },
      shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'D9D9D9' },
      border: {
        top: { style: BorderStyle.SINGLE, size: 4, color: '808080', space: 1 },
        bottom: { style: BorderStyle.SINGLE, size: 4, color: '808080', space: 1 },
      },
      children: [new TextRun({ text, bold: true, size: 26 })],
    });
  const labelStop = [{ type: TabStopType.LEFT, position: cm(4) }];
  const labelled = (label: string, value: string, bold = false) =>
    new Paragraph({
      tabStops: labelStop,
      keepNext: true,
      children: [
        new TextRun({ text: label }),
        new TextRun({ children: [new Tab(), ': '] }),
        new TextRun({ text: value, bold }),
      ],
    });
  const cell = (children: Paragraph[], size: number, shaded = false) =>
    new TableCell({
      children,
      width: { size, type: WidthType.DXA },
      ...(shaded ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'F2F2F2' } } : {}),
    });
  const bordered = (head: string[], body: string[][], widths: number[]) =>
    new Table({
      width: { size: width, type: WidthType.DXA },
      columnWidths: widths,
      rows: [
        new TableRow({
          tableHeader: true,
          children: head.map((text, at) =>
            cell(
              [
                new Paragraph({
                  alignment: AlignmentType.CENTER,
                  children: [new TextRun({ text, bold: true })],
                }),
              ],
              widths[at]!,
              true,
            ),
          ),
        }),
        ...body.map(
          (row) =>
            new TableRow({
              cantSplit: true,
              children: row.map((text, at) => cell([new Paragraph(text)], widths[at]!)),
            }),
        ),
      ],
    });
  const fractions = (...parts: number[]) => {
    const sizes = parts.map((part) => Math.floor(width * part));
    sizes[sizes.length - 1]! += width - sizes.reduce((sum, size) => sum + size, 0);
    return sizes;
  };
  const place = (school: CvData['education'][number]) =>
    [school.institution, school.location].filter(Boolean).join(', ');
  const photo = cm(3.2);
  const contactLines = [
    new Paragraph({ children: [new TextRun({ text: personal.name, bold: true, size: 30 })] }),
    ...(personal.title
      ? [new Paragraph({ children: [new TextRun({ text: personal.title, italics: true })] })]
      : []),
    ...(personal.location ? [new Paragraph(personal.location)] : []),
    ...(personal.phone ? [new Paragraph(`Mobile: ${personal.phone}`)] : []),
    ...(personal.email ? [new Paragraph(`E-mail: ${personal.email}`)] : []),
    ...personal.links.map((link) => new Paragraph(`${link.label}: ${link.url}`)),
  ];
  const top = new Table({
    width: { size: width, type: WidthType.DXA },
    columnWidths: [width - photo - cm(0.4), photo + cm(0.4)],
    borders: NO_BORDERS,
    rows: [
      new TableRow({
        children: [
          cell(contactLines, width - photo - cm(0.4)),
          cell(
            [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new ImageRun({
                    type: 'png',
                    data: portraitPng(),
                    transformation: { width: px(3.2), height: px(3.2) },
                  }),
                ],
              }),
            ],
            photo + cm(0.4),
          ),
        ],
      }),
    ],
  });
  const jobs = cv.experience.flatMap((job, at) => {
    const { bullets, text } = describe(job.description);
    return [
      ...(at > 0 ? [new Paragraph({ text: '', keepNext: true })] : []),
      labelled('Organization', job.company, true),
      labelled('Designation', job.title),
      ...(job.location ? [labelled('Location', job.location)] : []),
      labelled('Duration', dates(job, ' to ')),
      ...(job.type && job.type !== 'Full-time' ? [labelled('Employment Type', job.type)] : []),
      ...(bullets.length + text.length > 0
        ? [
            new Paragraph({
              keepNext: true,
              children: [new TextRun({ text: 'Responsibilities:', bold: true, underline: {} })],
            }),
            ...text.map((line) => new Paragraph(line)),
            ...bullets.map(bullet),
          ]
        : []),
    ];
  });
  const references = () => {
    const half = Math.floor(width / 2);
    const card = (item: CvData['references'][number]) => [
      new Paragraph({ children: [new TextRun({ text: item.name, bold: true })] }),
      ...[
        item.title,
        item.company,
        item.phone && `Mobile: ${item.phone}`,
        item.email && `E-mail: ${item.email}`,
        item.contact,
      ]
        .filter((line): line is string => !!line)
        .map((line) => new Paragraph(line)),
    ];
    const tableRows = [];
    for (let at = 0; at < cv.references.length; at += 2) {
      const pair = cv.references.slice(at, at + 2);
      tableRows.push(
        new TableRow({
          cantSplit: true,
          children: [0, 1].map((offset) =>
            cell(pair[offset] ? card(pair[offset]) : [new Paragraph('')], half),
          ),
        }),
      );
    }
    return new Table({
      width: { size: width, type: WidthType.DXA },
      columnWidths: [half, width - half],
      borders: NO_BORDERS,
      rows: tableRows,
    });
  };
  const personalRows = [
    ['Name', personal.name],
    ['Present Address', personal.location],
    ['Mobile', personal.phone],
    ['E-mail', personal.email],
  ].filter(([, value]) => value);
  const children: Array<Paragraph | Table> = [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 240 },
      children: [new TextRun({ text: 'CURRICULUM VITAE', bold: true, underline: {}, size: 32 })],
    }),
    top,
    ...(personal.summary
      ? [
          heading('Career Objective'),
          new Paragraph({ text: personal.summary, alignment: AlignmentType.JUSTIFIED }),
        ]
      : []),
    ...(cv.experience.length > 0 ? [heading('Employment History'), ...jobs] : []),
    ...(cv.education.length > 0
      ? [
          heading('Academic Qualification'),
          // A result column only when some degree has one to put in it.
          cv.education.some((school) => school.description)
            ? bordered(
                ['Exam/Degree', 'Institution', 'Result', 'Passing Year'],
                cv.education.map((school) => [
                  school.degree,
                  place(school),
                  school.description,
                  school.endDate,
                ]),
                fractions(0.3, 0.36, 0.2, 0.14),
              )
            : bordered(
                ['Exam/Degree', 'Institution', 'Passing Year'],
                cv.education.map((school) => [school.degree, place(school), school.endDate]),
                fractions(0.4, 0.44, 0.16),
              ),
        ]
      : []),
    ...(cv.certifications.length > 0
      ? [
          heading('Training & Certification'),
          bordered(
            ['Title', 'Institute', 'Year'],
            cv.certifications.map((item) => [item.name, item.issuer, item.date]),
            fractions(0.5, 0.32, 0.18),
          ),
        ]
      : []),
    ...(cv.skills.length + cv.tools.length > 0
      ? [
          heading('Computer Skills'),
          ...cv.skills.map((skill) => bullet(`${skill.name}: ${skill.level}`)),
          ...(cv.tools.length > 0 ? [bullet(`Tools: ${toolsLine(cv)}`)] : []),
        ]
      : []),
    ...(cv.languages.length > 0
      ? [
          heading('Language Proficiency'),
          bordered(
            ['Language', 'Proficiency'],
            cv.languages.map((language) => [language.name, language.fluency]),
            fractions(0.5, 0.5),
          ),
        ]
      : []),
    ...(cv.projects.length > 0
      ? [
          heading('Projects'),
          ...all.projects.flatMap((project) => [
            new Paragraph({
              keepNext: true,
              children: [
                new TextRun({ text: project.head, bold: true }),
                ...(project.sub ? [new TextRun(` (${project.sub})`)] : []),
              ],
            }),
            ...(project.link ? [labelled('Link', project.link)] : []),
            ...project.text.map((line) => new Paragraph(line)),
            ...project.bullets.map(bullet),
          ]),
        ]
      : []),
    ...(cv.extracurricular.length > 0
      ? [
          heading('Extra-Curricular Activities'),
          ...cv.extracurricular.map((activity) =>
            bullet(
              [[activity.role, activity.name].filter(Boolean).join(', '), activity.description]
                .filter(Boolean)
                .join(': '),
            ),
          ),
        ]
      : []),
    ...(cv.achievements.length > 0
      ? [
          heading('Achievements'),
          ...cv.achievements.map((achievement) =>
            bullet([achievement.title, achievement.description].filter(Boolean).join(': ')),
          ),
        ]
      : []),
    ...(cv.publications.length > 0
      ? [
          heading('Publications'),
          ...cv.publications.map((publication) =>
            bullet(
              [publication.title, publication.publisher, publication.date, publication.url]
                .filter(Boolean)
                .join('. '),
            ),
          ),
        ]
      : []),
    heading('Personal Details'),
    ...personalRows.map(([label, value]) => labelled(label!, value!)),
    ...(cv.references.length > 0 ? [heading('Reference'), references()] : []),
    heading('Declaration'),
    new Paragraph({
      alignment: AlignmentType.JUSTIFIED,
      text: 'I hereby declare that the information given above is true and correct to the best of my knowledge and belief.',
    }),
    new Paragraph({ text: '', spacing: { before: 600 } }),
    new Paragraph({ text: '......................................' }),
    new Paragraph({ text: 'Signature' }),
  ];
  return pack(
    new Document({
      styles: styles('Times New Roman', 12),
      numbering: bulletNumbering(BULLETS, { char: '\uF0D8', font: 'Wingdings' }),
      sections: [section(margin, children)],
    }),
  );
}

/**
 * The whole page as one two-column table, the way many Word CVs get their sidebar: contact,
 * skills, languages and certifications in a narrow shaded left column, the rest on the right,
 * the row running on over the page break.
 */
function wordTwoColumnTable(cv: CvData): Promise<Uint8Array> {
  const margin = cm(1.5);
  const width = PAGE.width - 2 * margin;
  const left = cm(6.2);
  const { personal } = cv;
  const accent = '7B2C3B';
  const heading = (text: string) =>
    new Paragraph({
      spacing: { before: 240, after: 80 },
      children: [new TextRun({ text, bold: true, allCaps: true, color: accent, size: 22 })],
    });
  const side = [
    heading('Contact'),
    ...[
      personal.phone,
      personal.email,
      personal.location,
      ...personal.links.map((link) => bare(link.url)),
    ]
      .filter(Boolean)
      .map((line) => new Paragraph({ children: [new TextRun({ text: line, size: 19 })] })),
    ...(cv.skills.length > 0
      ? [
          heading('Skills'),
          ...cv.skills.map(
            (skill) =>
              new Paragraph({
                children: [
                  new TextRun(skill.name),
                  new TextRun({ text: ` · ${skill.level}`, color: '707070' }),
                ],
              }),
          ),
        ]
      : []),
    ...(cv.languages.length > 0
      ? [
          heading('Languages'),
          ...cv.languages.map((language) => new Paragraph(`${language.name}: ${language.fluency}`)),
        ]
      : []),
    ...(cv.certifications.length > 0
      ? [
          heading('Certifications'),
          ...cv.certifications.flatMap((item) => [
            new Paragraph({ children: [new TextRun({ text: item.name, bold: true })] }),
            new Paragraph({
              spacing: { after: 100 },
              children: [
                new TextRun({
                  text: [item.issuer, item.date].filter(Boolean).join(', '),
                  italics: true,
                }),
              ],
            }),
          ]),
        ]
      : []),
    ...(cv.tools.length > 0 ? [heading('Tools'), new Paragraph(toolsLine(cv))] : []),
  ];
  const item = (key: Key) => (entry: Entry) => {
    const [first, second] = lead(entry, key);
    const details = [entry.when, entry.where, entry.link].filter(Boolean).join(' | ');
    return [
      ...(first || second
        ? [
            new Paragraph({
              spacing: { before: 120 },
              children: [
                new TextRun({ text: first, bold: true, size: 22 }),
                ...(first && second ? [new TextRun({ text: `, ${second}`, size: 22 })] : []),
              ],
            }),
          ]
        : []),
      ...(details
        ? [
            new Paragraph({
              children: [new TextRun({ text: details, italics: true, color: '595959' })],
            }),
          ]
        : []),
      ...entry.text.map((line) => new Paragraph(line)),
      ...entry.bullets.map((line) => bullet(line)),
    ];
  };
  const mainColumn = [
    ...(personal.summary ? [heading('Profile'), new Paragraph(personal.summary)] : []),
    ...filled(cv, {
      experience: 'Work Experience',
      volunteer: 'Volunteer Work',
      education: 'Education',
      projects: 'Projects',
      achievements: 'Achievements',
      publications: 'Publications',
      extracurricular: 'Activities',
      references: 'References',
    }).flatMap(([title, items, key]) => [heading(title), ...items.flatMap(item(key))]),
  ];
  const cellMargins = { left: cm(0.3), right: cm(0.3), top: cm(0.2), bottom: cm(0.2) };
  const page = new Table({
    width: { size: width, type: WidthType.DXA },
    columnWidths: [left, width - left],
    borders: NO_BORDERS,
    rows: [
      new TableRow({
        children: [
          new TableCell({
            columnSpan: 2,
            width: { size: width, type: WidthType.DXA },
            margins: cellMargins,
            borders: { bottom: { style: BorderStyle.SINGLE, size: 12, color: accent } },
            children: [
              new Paragraph({
                children: [new TextRun({ text: personal.name, font: 'Cambria', size: 52 })],
              }),
              ...(personal.title
                ? [
                    new Paragraph({
                      children: [new TextRun({ text: personal.title, size: 26, color: accent })],
                    }),
                  ]
                : []),
            ],
          }),
        ],
      }),
      new TableRow({
        children: [
          new TableCell({
            width: { size: left, type: WidthType.DXA },
            margins: cellMargins,
            shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'F3EDEE' },
            children: side,
          }),
          new TableCell({
            width: { size: width - left, type: WidthType.DXA },
            margins: { ...cellMargins, left: cm(0.5) },
            children: mainColumn,
          }),
        ],
      }),
    ],
  });
  return pack(
    new Document({
      styles: styles('Calibri', 10.5),
      numbering: bulletNumbering(BULLETS, { left: 280, hanging: 280 }),
      sections: [section(margin, [page, new Paragraph({ text: '', spacing: { after: 0 } })])],
    }),
  );
}

/**
 * Word's level list for a bullet or numbered list: the 9 levels Word writes for every list,
 * each indented 0.5" more, with `marks` giving each level's symbol or number and its font.
 */
function wordList(
  reference: string,
  left: number,
  marks: Array<{
    format: (typeof LevelFormat)[keyof typeof LevelFormat];
    text: string;
    font?: string;
  }>,
) {
  return {
    reference,
    levels: Array.from({ length: 9 }, (_, level) => {
      const mark = marks[level % marks.length]!;
      return {
        level,
        format: mark.format,
        text: mark.text.replace('%', `%${level + 1}`),
        alignment: AlignmentType.LEFT,
        style: {
          ...(mark.font ? { run: { font: mark.font } } : {}),
          paragraph: { indent: { left: left + level * 720, hanging: 360 } },
        },
      };
    }),
  };
}

/**
 * A CV written from scratch in Word on the advice of careers guides: the name and contact
 * details typed into the page header (Insert › Header, with "Different first page" so later
 * pages carry a one-line running header), "Page X of Y" from the page-number gallery in the
 * footer, section titles in the built-in Heading 1 with a rule under them, each job
 * "Dates⇥Title" in Heading 2 with the dates in a hanging-indent column, the employer and place
 * in italics under it, duties as a Wingdings square-bullet list, key skills and software
 * typed into a borderless three-column table, and British headings ("Career History",
 * "Referees").
 */
function wordHeaderStyles(cv: CvData): Promise<Uint8Array> {
  const margin = cm(2);
  const width = PAGE.width - 2 * margin;
  const column = cm(3.6); // the dates column, as a hanging indent
  const { personal } = cv;
  const teal = '1F4E5F';
  const DUTIES = 'duties';
  const SKILLS = 'skill-bullets';
  const NUMBERED = 'numbered';
  const small = (text: string, more: { bold?: boolean; color?: string } = {}) =>
    new TextRun({ text, size: 19, ...more });

  // Page 1: the name and headline on the left, one contact detail a line against the right tab.
  const contactLines = [
    personal.phone,
    personal.email,
    personal.location,
    ...personal.links.map((link) => bare(link.url)),
  ].filter(Boolean);
  const leftLines = [
    new TextRun({ text: personal.name, font: 'Cambria', size: 40, bold: true, color: teal }),
    new TextRun({ text: personal.title, size: 24, italics: true }),
  ];
  const headerLines = Math.max(contactLines.length, leftLines.length);
  const firstHeader = new Header({
    children: Array.from({ length: headerLines }, (_, at) => {
      const contact = contactLines[at];
      return new Paragraph({
        style: 'Header',
        ...(at === headerLines - 1
          ? {
              spacing: { after: 120 },
              border: { bottom: { style: BorderStyle.SINGLE, size: 12, color: teal, space: 4 } },
            }
          : {}),
        children: [
          ...(leftLines[at] ? [leftLines[at]] : []),
          ...(contact ? [new TextRun({ children: [new Tab()] }), small(contact)] : []),
        ],
      });
    }),
  });
  const runningHeader = new Header({
    children: [
      new Paragraph({
        style: 'Header',
        border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: teal, space: 4 } },
        children: [
          small(personal.name, { bold: true, color: teal }),
          new TextRun({ children: [new Tab()] }),
          small([personal.email, personal.phone].filter(Boolean).join(' | '), { color: '595959' }),
        ],
      }),
    ],
  });
  // The "Page X of Y" footer from Insert › Page Number, its numbers in bold.
  const footer = new Footer({
    children: [
      new Paragraph({
        style: 'Footer',
        alignment: AlignmentType.CENTER,
        children: [
          small('Page '),
          new TextRun({ children: [PageNumber.CURRENT], bold: true, size: 19 }),
          small(' of '),
          new TextRun({ children: [PageNumber.TOTAL_PAGES], bold: true, size: 19 }),
        ],
      }),
    ],
  });

  const heading1 = (text: string) => new Paragraph({ heading: HeadingLevel.HEADING_1, text });
  const heading2 = (text: string) => new Paragraph({ heading: HeadingLevel.HEADING_2, text });
  const indented = { indent: { left: column } };
  // "Dates⇥Title": the dates sit in the hanging indent, the title at the tab that ends it.
  const dated = (when: string, children: TextRun[], asHeading = true) =>
    new Paragraph({
      ...(asHeading ? { heading: HeadingLevel.HEADING_2 } : {}),
      indent: { left: column, hanging: column },
      tabStops: [{ type: TabStopType.LEFT, position: column }],
      children: [
        new TextRun({ text: when, bold: false }),
        new TextRun({ children: [new Tab()] }),
        ...children,
      ],
    });
  const plain = (text: string, more: { italics?: boolean; keepNext?: boolean } = {}) =>
    new Paragraph({
      ...indented,
      keepNext: more.keepNext,
      children: [new TextRun({ text, italics: more.italics })],
    });
  const duty = (text: string) =>
    new Paragraph({ numbering: { reference: DUTIES, level: 0 }, text });
  const details = (item: Entry) => [
    ...item.text.map((line) => plain(line)),
    ...item.bullets.map(duty),
  ];
  // Jobs, volunteering and degrees: dates and role, then the place in italics, then the duties.
  const timeline = (key: Key) => (item: Entry) => {
    const [role = '', place] = lead(item, key);
    const where = [place, item.where].filter(Boolean).join(', ');
    return [
      dated(item.when, [new TextRun(role)]),
      ...(where ? [plain(where, { italics: true, keepNext: true })] : []),
      ...details(item),
    ];
  };
  // Items with no dates line up in the right-hand column all the same.
  const undated = (key: Key) => (item: Entry) => {
    const [first = '', second] = lead(item, key);
    return [
      new Paragraph({
        ...indented,
        keepNext: true,
        spacing: { before: 100 },
        children: [
          new TextRun({ text: first, bold: true }),
          ...(second ? [new TextRun({ text: `, ${second}`, italics: true })] : []),
        ],
      }),
      ...(item.link ? [plain(bare(item.link))] : []),
      ...details(item),
    ];
  };
  const certificate = (item: Entry) =>
    dated(
      item.when,
      [
        new TextRun({ text: item.head, bold: true }),
        ...(item.sub ? [new TextRun({ text: ` – ${item.sub}`, italics: true })] : []),
      ],
      false,
    );
  const publication = (item: CvData['publications'][number]) =>
    new Paragraph({
      numbering: { reference: NUMBERED, level: 0 },
      children: [
        new TextRun(`${item.title}. `),
        new TextRun({ text: item.publisher, italics: true }),
        new TextRun([item.date && `, ${item.date}`, '.', item.url && ` ${item.url}`].join('')),
      ],
    });
  const referee = (item: CvData['references'][number]) => [
    new Paragraph({
      ...indented,
      keepNext: true,
      spacing: { before: 100 },
      children: [new TextRun({ text: item.name, bold: true })],
    }),
    ...[
      [item.title, item.company].filter(Boolean).join(', '),
      item.email && `Email: ${item.email}`,
      item.phone && `Phone: ${item.phone}`,
      item.contact,
    ]
      .filter((line): line is string => !!line)
      // Each referee kept on one page, as "Keep with next" on all but the last line does.
      .map((line, at, lines) => plain(line, { keepNext: at < lines.length - 1 })),
  ];
  // Short items typed into a borderless table three across, each cell a bullet.
  const grid = (items: string[]) => {
    const third = Math.floor(width / 3);
    const rows = [];
    for (let at = 0; at < items.length; at += 3) {
      rows.push(
        new TableRow({
          cantSplit: true,
          children: [0, 1, 2].map((offset) => {
            const text = items[at + offset];
            return new TableCell({
              width: { size: third, type: WidthType.DXA },
              children: [
                text
                  ? new Paragraph({ numbering: { reference: SKILLS, level: 0 }, text })
                  : new Paragraph(''),
              ],
            });
          }),
        }),
      );
    }
    return new Table({
      width: { size: third * 3, type: WidthType.DXA },
      columnWidths: [third, third, third],
      borders: NO_BORDERS,
      rows,
    });
  };
  const all = entries(cv);
  const part = <T>(title: string, items: T[], render: (item: T) => Array<Paragraph | Table>) =>
    items.length > 0 ? [heading1(title), ...items.flatMap(render)] : [];
  const skills: Array<Paragraph | Table> = [
    ...(cv.skills.length > 0
      ? [heading2('Core Skills'), grid(cv.skills.map((skill) => `${skill.name} (${skill.level})`))]
      : []),
    ...(cv.tools.length > 0
      ? [heading2('Software & Tools'), grid(cv.tools.map((tool) => tool.name))]
      : []),
    ...(cv.languages.length > 0
      ? [
          heading2('Languages'),
          ...cv.languages.map(
            (language) => new Paragraph(`${language.name} — ${language.fluency}`),
          ),
        ]
      : []),
  ];
  const children: Array<Paragraph | Table> = [
    ...(personal.summary ? [heading1('Profile'), new Paragraph(personal.summary)] : []),
    ...part('Career History', all.experience, timeline('experience')),
    ...part('Voluntary Work', all.volunteer, timeline('volunteer')),
    ...part('Education & Qualifications', all.education, timeline('education')),
    ...part('Professional Training', all.certifications, (item) => [certificate(item)]),
    ...(skills.length > 0 ? [heading1('Skills'), ...skills] : []),
    ...part('Selected Projects', all.projects, undated('projects')),
    ...part('Publications', cv.publications, (item) => [publication(item)]),
    ...part('Honours & Awards', all.achievements, undated('achievements')),
    ...part('Interests & Activities', all.extracurricular, undated('extracurricular')),
    ...part('Referees', cv.references, referee),
  ];
  const square = '\uF0A7';
  return pack(
    new Document({
      styles: {
        ...styles('Cambria', 10.5, {
          heading1: {
            run: { font: 'Cambria', size: 24, bold: true, smallCaps: true, color: teal },
            paragraph: {
              keepNext: true,
              outlineLevel: 0,
              spacing: { before: 280, after: 100 },
              border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: teal, space: 1 } },
            },
          },
          heading2: {
            run: { font: 'Cambria', size: 21, bold: true, color: '000000' },
            paragraph: { keepNext: true, outlineLevel: 1, spacing: { before: 140, after: 20 } },
          },
          listParagraph: { paragraph: { contextualSpacing: true } },
        }),
        // Word's own Header and Footer styles, which its header and footer paragraphs carry, with
        // the right tab moved to this page's margin.
        paragraphStyles: [
          {
            id: 'Header',
            name: 'header',
            basedOn: 'Normal',
            paragraph: { rightTabStop: width, spacing: { after: 0 } },
          },
          {
            id: 'Footer',
            name: 'footer',
            basedOn: 'Normal',
            paragraph: { rightTabStop: width, spacing: { after: 0 } },
          },
        ],
      },
      numbering: {
        config: [
          wordList(DUTIES, column + 360, [
            { format: LevelFormat.BULLET, text: square, font: 'Wingdings' },
            { format: LevelFormat.BULLET, text: 'o', font: 'Courier New' },
            { format: LevelFormat.BULLET, text: square, font: 'Wingdings' },
            { format: LevelFormat.BULLET, text: '\uF0B7', font: 'Symbol' },
          ]),
          wordList(SKILLS, 360, [
            { format: LevelFormat.BULLET, text: '\uF0B7', font: 'Symbol' },
            { format: LevelFormat.BULLET, text: 'o', font: 'Courier New' },
            { format: LevelFormat.BULLET, text: square, font: 'Wingdings' },
          ]),
          wordList(NUMBERED, column + 360, [
            { format: LevelFormat.DECIMAL, text: '%.' },
            { format: LevelFormat.LOWER_LETTER, text: '%.' },
            { format: LevelFormat.LOWER_ROMAN, text: '%.' },
          ]),
        ],
      },
      sections: [
        {
          properties: {
            titlePage: true,
            page: {
              size: PAGE,
              margin: {
                top: cm(2.2),
                right: margin,
                bottom: cm(2),
                left: margin,
                header: cm(1),
                footer: cm(1),
              },
            },
          },
          headers: { first: firstHeader, default: runningHeader },
          footers: { first: footer, default: footer },
          children,
        },
      ],
    }),
  );
}

/**
 * A sidebar CV made with Word's own columns (Layout › Columns › Left), not a table or a text
 * box: the name and headline over the page in a one-column section, then a continuous section
 * break into two unequal columns, the narrow one holding contact details, skills with their
 * level on the line under each, languages and tools, then a column break, and the main column
 * with the profile, and each entry as the title in small capitals, "Employer, Place" under it,
 * the dates right-aligned on that line, and the duties as an en-dash list; Arial Narrow-like
 * Liberation Sans Narrow, as CVs squeezed onto one page set it.
 */
function wordSectionColumns(cv: CvData): Promise<Uint8Array> {
  const margin = cm(1.6);
  const side = cm(5.2);
  const gap = cm(0.8);
  const main = PAGE.width - 2 * margin - side - gap;
  const { personal } = cv;
  const teal = '0E6E6E';
  const sideHeading = (text: string) =>
    new Paragraph({
      spacing: { before: 200, after: 60 },
      children: [new TextRun({ text: text.toUpperCase(), bold: true, color: teal, size: 20 })],
    });
  const sideLine = (text: string, muted = false) =>
    new Paragraph({
      children: [new TextRun({ text, size: 18, color: muted ? '666666' : undefined })],
    });
  const heading = (text: string) =>
    new Paragraph({
      keepNext: true,
      spacing: { before: 240, after: 80 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: teal, space: 2 } },
      children: [new TextRun({ text, bold: true, color: teal, size: 24 })],
    });
  const dash = (text: string) =>
    new Paragraph({ numbering: { reference: 'cv-dashes', level: 0 }, text });
  const item = (key: Key) => (entry: Entry) => {
    const [first, second] = lead(entry, key);
    const under = [second, entry.where].filter(Boolean).join(', ');
    return [
      ...(first
        ? [
            new Paragraph({
              keepNext: true,
              spacing: { before: 120 },
              children: [new TextRun({ text: first, bold: true, smallCaps: true })],
            }),
          ]
        : []),
      ...(under || entry.when
        ? [
            new Paragraph({
              keepNext: true,
              tabStops: [{ type: TabStopType.RIGHT, position: main }],
              children: [
                new TextRun({ text: under, italics: true }),
                ...(entry.when ? [new TextRun({ children: [new Tab(), entry.when] })] : []),
              ],
            }),
          ]
        : []),
      ...(entry.link ? [new Paragraph(bare(entry.link))] : []),
      ...entry.text.map((line) => new Paragraph(line)),
      ...entry.bullets.map((line) => dash(line)),
    ];
  };
  const sidebar = [
    sideHeading('Contact'),
    ...contacts(cv).map((line) => sideLine(bare(line))),
    ...(cv.skills.length > 0
      ? [
          sideHeading('Skills'),
          ...cv.skills.flatMap((skill) => [sideLine(skill.name), sideLine(skill.level, true)]),
        ]
      : []),
    ...(cv.languages.length > 0
      ? [
          sideHeading('Languages'),
          ...cv.languages.map((language) => sideLine(`${language.name}: ${language.fluency}`)),
        ]
      : []),
    ...(cv.tools.length > 0 ? [sideHeading('Software'), sideLine(toolsLine(cv))] : []),
  ];
  const body = [
    ...(personal.summary ? [heading('Profile'), new Paragraph(personal.summary)] : []),
    ...filled(cv, {
      experience: 'Work Experience',
      volunteer: 'Volunteering',
      education: 'Education',
      projects: 'Projects',
      certifications: 'Certificates',
      achievements: 'Awards',
      publications: 'Publications',
      extracurricular: 'Activities',
      references: 'References',
    }).flatMap(([title, items, key]) => [heading(title), ...items.flatMap(item(key))]),
  ];
  const page = {
    size: PAGE,
    margin: { top: margin, right: margin, bottom: margin, left: margin },
  };
  return pack(
    new Document({
      styles: styles('Liberation Sans Narrow', 10.5),
      numbering: {
        config: [wordList('cv-dashes', 300, [{ format: LevelFormat.BULLET, text: '–' }])],
      },
      sections: [
        {
          properties: { page },
          children: [
            new Paragraph({
              children: [new TextRun({ text: personal.name, bold: true, size: 44, color: teal })],
            }),
            ...(personal.title
              ? [new Paragraph({ children: [new TextRun({ text: personal.title, size: 24 })] })]
              : []),
          ],
        },
        {
          properties: {
            page,
            type: SectionType.CONTINUOUS,
            column: {
              count: 2,
              equalWidth: false,
              children: [new Column({ width: side, space: gap }), new Column({ width: main })],
            },
          },
          children: [...sidebar, new Paragraph({ children: [new ColumnBreak()] }), ...body],
        },
      ],
    }),
  );
}

/**
 * Word's own "chronological résumé" template as people fill it in: the name in spaced capitals,
 * the contact details on one line under it with middle dots, section titles in capitals, each
 * job as its dates on a line of their own over "TITLE, EMPLOYER" (the title bold, the employer
 * in the same capitals but not bold) with no place, the duties as text and bullets under it,
 * skills as a two-column bullet list in a borderless table, and "Page N" in the footer.
 */
function wordOfficeChronological(cv: CvData): Promise<Uint8Array> {
  const margin = cm(2.5);
  const { personal } = cv;
  const accent = '2E74B5';
  const grey = '595959';
  const heading = (text: string) => new Paragraph({ heading: HeadingLevel.HEADING_1, text });
  const when = (text: string) =>
    new Paragraph({
      keepNext: true,
      spacing: { before: 200, after: 0 },
      children: [new TextRun({ text, allCaps: true, color: grey, size: 20 })],
    });
  const head = (first: string, second: string) =>
    new Paragraph({
      heading: HeadingLevel.HEADING_2,
      children: [
        new TextRun({ text: first, bold: true }),
        ...(second ? [new TextRun({ text: `${first ? ', ' : ''}${second}`, bold: false })] : []),
      ],
    });
  const item = (entry: Entry, key: Key) => {
    const [first, second] = lead(entry, key);
    return [
      ...(entry.when ? [when(entry.when)] : []),
      head(first!, second!),
      ...(entry.link
        ? [new Paragraph({ children: [new TextRun({ text: bare(entry.link), color: accent })] })]
        : []),
      ...entry.text.map((line) => new Paragraph(line)),
      ...entry.bullets.map((line) => bullet(line)),
    ];
  };
  const listed = (title: string, lines: string[]) =>
    lines.length ? [heading(title), ...lines.map((line) => bullet(line))] : [];
  const half = Math.ceil(cv.skills.length / 2);
  const skillCell = (skills: CvData['skills']) =>
    new TableCell({
      borders: NO_BORDERS,
      children: skills.length ? skills.map((skill) => bullet(skill.name)) : [new Paragraph('')],
    });
  const skills = cv.skills.length
    ? [
        heading('Skills'),
        new Table({
          borders: NO_BORDERS,
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: [
            new TableRow({
              children: [skillCell(cv.skills.slice(0, half)), skillCell(cv.skills.slice(half))],
            }),
          ],
        }),
      ]
    : [];
  const children = [
    new Paragraph({
      children: [
        new TextRun({
          text: personal.name,
          allCaps: true,
          size: 52,
          color: accent,
          characterSpacing: 40,
        }),
      ],
    }),
    ...(personal.title
      ? [
          new Paragraph({
            children: [new TextRun({ text: personal.title, allCaps: true, size: 24, bold: true })],
          }),
        ]
      : []),
    new Paragraph({
      spacing: { after: 240 },
      children: [new TextRun({ text: contacts(cv).join(' · '), color: grey })],
    }),
    ...(personal.summary ? [heading('Objective'), new Paragraph(personal.summary)] : []),
    ...skills,
    ...filled(cv, { experience: 'Experience', education: 'Education' }).flatMap(
      ([title, entries, key]) => [heading(title), ...entries.flatMap((entry) => item(entry, key))],
    ),
    ...listed(
      'Languages',
      cv.languages.map((language) => `${language.name} — ${language.fluency}`),
    ),
    ...listed(
      'Software',
      cv.tools.map((tool) => tool.name),
    ),
    ...filled(cv, {
      volunteer: 'Volunteer Experience',
      projects: 'Projects',
      extracurricular: 'Activities',
    }).flatMap(([title, entries, key]) => [
      heading(title),
      ...entries.flatMap((entry) => item(entry, key)),
    ]),
    ...listed(
      'Certifications',
      cv.certifications.map(
        (entry) =>
          [entry.name, entry.issuer].filter(Boolean).join(', ') +
          (entry.date ? ` (${entry.date})` : ''),
      ),
    ),
    ...listed(
      'Awards',
      entries(cv).achievements.map((entry) =>
        [entry.head, [...entry.text, ...entry.bullets].join(' ')].filter(Boolean).join(': '),
      ),
    ),
    ...listed(
      'Publications',
      cv.publications.map((entry) =>
        [entry.title, entry.publisher, entry.date, entry.url && bare(entry.url)]
          .filter(Boolean)
          .join('. '),
      ),
    ),
    ...filled(cv, { references: 'References' }).flatMap(([title, entries]) => [
      heading(title),
      ...entries.flatMap((entry) => [
        new Paragraph({
          keepNext: true,
          spacing: { before: 120 },
          children: [new TextRun({ text: entry.head, bold: true })],
        }),
        ...[entry.sub, ...entry.text].filter(Boolean).map((line) => new Paragraph(line)),
      ]),
    ]),
  ];
  return pack(
    new Document({
      styles: styles('Calibri', 11, {
        heading1: {
          run: { font: 'Calibri', size: 28, bold: true, allCaps: true, color: accent },
          paragraph: { keepNext: true, spacing: { before: 320, after: 100 } },
        },
        heading2: {
          run: { font: 'Calibri', size: 24, allCaps: true, color: '262626' },
          paragraph: { keepNext: true, spacing: { before: 0, after: 60 } },
        },
      }),
      numbering: bulletNumbering(BULLETS),
      sections: [
        {
          ...section(margin, children),
          footers: {
            default: new Footer({
              children: [
                new Paragraph({
                  alignment: AlignmentType.CENTER,
                  children: [new TextRun({ children: ['Page ', PageNumber.CURRENT], color: grey })],
                }),
              ],
            }),
          },
        },
      ],
    }),
  );
}

/**
 * A CV typed in Word with a hanging indent: each entry's dates at the margin and a tab to its
 * text ("Mar 2021 – Present⇥Senior Software Engineer, Padma Softworks Ltd., Rupnagar"), the
 * duties indented under the text; headings in bold capitals over a rule; skills, languages and
 * tools as labelled lines. Many Bangladeshi CVs are typed this way, in Times New Roman.
 */
function wordHangingDates(cv: CvData): Promise<Uint8Array> {
  const margin = cm(2);
  const indent = cm(4);
  const { personal } = cv;
  const heading = (text: string) =>
    new Paragraph({
      keepNext: true,
      spacing: { before: 200, after: 80 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } },
      children: [new TextRun({ text: text.toUpperCase(), bold: true })],
    });
  const hanging = { left: indent, hanging: indent };
  const row = (item: Entry, key: Key) => {
    const [first, second] = lead(item, key);
    const rest = [second, item.where, item.link].filter(Boolean).join(', ');
    return [
      new Paragraph({
        indent: hanging,
        spacing: { before: 100 },
        keepNext: item.text.length + item.bullets.length > 0,
        children: [
          new TextRun(item.when),
          new TextRun({ children: [new Tab()] }),
          new TextRun({ text: first, bold: true }),
          ...(rest ? [new TextRun(first ? `, ${rest}` : rest)] : []),
        ],
      }),
      ...item.text.map((line) => new Paragraph({ indent: { left: indent }, text: line })),
      ...item.bullets.map(
        (line) => new Paragraph({ numbering: { reference: BULLETS, level: 0 }, text: line }),
      ),
    ];
  };
  const labelled = (label: string, line: string) =>
    line
      ? [
          new Paragraph({
            indent: hanging,
            children: [
              new TextRun({ text: label, bold: true }),
              new TextRun({ children: [new Tab()] }),
              new TextRun(line),
            ],
          }),
        ]
      : [];
  const children = [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: personal.name, bold: true, size: 36 })],
    }),
    ...(personal.title
      ? [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            children: [new TextRun({ text: personal.title, italics: true })],
          }),
        ]
      : []),
    new Paragraph({ alignment: AlignmentType.CENTER, text: contacts(cv).join(' • ') }),
    ...(personal.summary
      ? [
          heading('Career Objective'),
          new Paragraph({ text: personal.summary, alignment: AlignmentType.JUSTIFIED }),
        ]
      : []),
    ...filled(cv, {
      experience: 'Work Experience',
      volunteer: 'Volunteer Work',
      education: 'Academic Qualifications',
    }).flatMap(([title, items, key]) => [
      heading(title),
      ...items.flatMap((item) => row(item, key)),
    ]),
    ...(cv.skills.length + cv.languages.length + cv.tools.length > 0
      ? [
          heading('Skills'),
          ...labelled('Professional', skillsLine(cv)),
          ...labelled('Software', toolsLine(cv)),
          ...labelled('Languages', languagesLine(cv)),
        ]
      : []),
    ...filled(cv, {
      projects: 'Projects',
      certifications: 'Training & Certification',
      achievements: 'Awards',
      publications: 'Publications',
      extracurricular: 'Extra-Curricular Activities',
      references: 'References',
    }).flatMap(([title, items, key]) => [
      heading(title),
      ...items.flatMap((item) => row(item, key)),
    ]),
  ];
  return pack(
    new Document({
      styles: styles('Times New Roman', 12),
      numbering: bulletNumbering(BULLETS, { left: indent + 360, hanging: 360 }),
      sections: [section(margin, children)],
    }),
  );
}

/**
 * A functional CV as Word's skills-based templates and many Bangladeshi CVs set it: labelled
 * contacts under the name, the competencies as a bullet list, each entry on one line with its
 * parts parted by bars ("Senior Accountant | Bakul Textiles & Apparel Ltd., Sonapur | Apr 2019 –
 * Present") or its dates in brackets at its end, and the referees side by side in a table.
 */
function wordFunctional(cv: CvData): Promise<Uint8Array> {
  const margin = cm(1.8);
  const width = PAGE.width - 2 * margin;
  const { personal } = cv;
  const heading = (text: string) =>
    new Paragraph({
      keepNext: true,
      spacing: { before: 240, after: 80 },
      shading: { type: ShadingType.CLEAR, fill: 'D9E2F3', color: 'auto' },
      children: [new TextRun({ text: text.toUpperCase(), bold: true })],
    });
  const line = (parts: string[], bold = true) =>
    new Paragraph({
      keepNext: true,
      spacing: { before: 120 },
      children: [new TextRun({ text: parts.filter(Boolean).join(' | '), bold })],
    });
  const details = (item: Entry) => [
    ...item.text.map((text) => new Paragraph(text)),
    ...item.bullets.map(bullet),
  ];
  const jobs = (items: Entry[]) =>
    items.flatMap((item) => [
      line([item.sub, [item.head, item.where].filter(Boolean).join(', '), item.when]),
      ...details(item),
    ]);
  const bracketed = (main: string, when: string) => (when ? `${main} (${when})` : main);
  const all = entries(cv);
  const labelledContacts = [
    personal.phone && `Mobile: ${personal.phone}`,
    personal.email && `E-mail: ${personal.email}`,
    personal.location && `Address: ${personal.location}`,
    ...personal.links.map((link) => `${link.label || 'Web'}: ${link.url}`),
  ].filter(Boolean);
  const referees = all.references.map(
    (item) =>
      new TableCell({
        width: { size: Math.floor(width / 2), type: WidthType.DXA },
        children: [
          new Paragraph({ children: [new TextRun({ text: item.head, bold: true })] }),
          ...[item.sub, ...item.text].filter(Boolean).map((text) => new Paragraph(text)),
        ],
      }),
  );
  const sections: Array<[string, Array<Paragraph | Table>]> = [
    ['Career Summary', personal.summary ? [new Paragraph(personal.summary)] : []],
    ['Core Competencies', cv.skills.map((skill) => bullet(skill.name))],
    ['Professional Experience', jobs(all.experience)],
    [
      'Education',
      all.education.flatMap((item) => [
        line(
          [
            bracketed(
              `${item.sub} — ${item.head}${item.where ? `, ${item.where}` : ''}`,
              item.when,
            ),
          ],
          false,
        ),
        ...details(item),
      ]),
    ],
    [
      'Certifications & Training',
      all.certifications.map((item) =>
        line([bracketed([item.head, item.sub].filter(Boolean).join(' — '), item.when)], false),
      ),
    ],
    [
      'Projects',
      all.projects.flatMap((item) => [line([item.head, item.sub, item.link]), ...details(item)]),
    ],
    [
      'Key Achievements',
      all.achievements.flatMap((item) =>
        [...item.text, ...item.bullets].map((text, index) =>
          bullet(index === 0 && item.head ? `${item.head}: ${text}` : text),
        ),
      ),
    ],
    [
      'Publications',
      all.publications.map(
        (item) =>
          new Paragraph(
            [`${item.head}.`, [item.sub, item.when].filter(Boolean).join(', '), item.link]
              .filter((part) => part && part !== '.')
              .join(' '),
          ),
      ),
    ],
    ['Volunteer Experience', jobs(all.volunteer)],
    [
      'Extracurricular Activities',
      all.extracurricular.flatMap((item) => [line([item.sub, item.head]), ...details(item)]),
    ],
    [
      'Languages',
      cv.languages.length > 0
        ? [
            new Paragraph(
              cv.languages.map((language) => `${language.name} – ${language.fluency}`).join('; '),
            ),
          ]
        : [],
    ],
    [
      'Computer Skills',
      cv.tools.length > 0 ? [new Paragraph(cv.tools.map((tool) => tool.name).join(', '))] : [],
    ],
    [
      'References',
      referees.length > 0
        ? [
            new Table({
              width: { size: width, type: WidthType.DXA },
              columnWidths: [Math.floor(width / 2), Math.floor(width / 2)],
              borders: NO_BORDERS,
              rows: [
                new TableRow({
                  children:
                    referees.length === 1
                      ? [...referees, new TableCell({ children: [new Paragraph('')] })]
                      : referees.slice(0, 2),
                }),
              ],
            }),
          ]
        : [],
    ],
  ];
  const children: Array<Paragraph | Table> = [
    new Paragraph({
      children: [new TextRun({ text: personal.name.toUpperCase(), bold: true, size: 34 })],
    }),
    ...(personal.title
      ? [new Paragraph({ children: [new TextRun({ text: personal.title, size: 24 })] })]
      : []),
    ...labelledContacts.map((text) => new Paragraph(text)),
    ...sections.flatMap(([title, body]) => (body.length > 0 ? [heading(title), ...body] : [])),
  ];
  return pack(
    new Document({
      styles: styles('Calibri', 11),
      numbering: bulletNumbering(BULLETS),
      sections: [section(margin, children)],
    }),
  );
}

/** The CEFR level a Europass user would pick for each fluency. */
const CEFR_LEVEL: Readonly<Record<string, string>> = {
  Native: 'C2',
  Fluent: 'C1',
  Conversational: 'B1',
  Basic: 'A2',
};

/**
 * The Word template of the 2004 Europass CV, as Bangladeshi NGO and public-sector applicants
 * still download and fill it: the whole CV one borderless table, its left column's labels set
 * flush right against a rule ("Dates", "Occupation or position held", "Main activities and
 * responsibilities", "Name and address of employer", "Title of qualification awarded"), the
 * values in the right column, each section's name in the left column in larger type.
 */
function wordEuropass2004(cv: CvData, { labelShare = 0.33 } = {}): Promise<Uint8Array> {
  const margin = cm(1.5);
  const width = PAGE.width - 2 * margin;
  const columns = [Math.round(width * labelShare), width - Math.round(width * labelShare)];
  const { personal } = cv;
  const all = entries(cv);
  const rule = { style: BorderStyle.SINGLE, size: 6, color: '000000' };
  const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
  const row = (label: string, value: Paragraph[], { size = 18, bold = false } = {}) =>
    new TableRow({
      cantSplit: true,
      children: [
        new TableCell({
          width: { size: columns[0]!, type: WidthType.DXA },
          borders: { top: none, bottom: none, left: none, right: rule },
          margins: { right: 120 },
          children: [
            new Paragraph({
              alignment: AlignmentType.RIGHT,
              children: [new TextRun({ text: label, size, bold })],
            }),
          ],
        }),
        new TableCell({
          width: { size: columns[1]!, type: WidthType.DXA },
          borders: { top: none, bottom: none, left: rule, right: none },
          margins: { left: 160 },
          children: value.length > 0 ? value : [new Paragraph('')],
        }),
      ],
    });
  const text = (value: string, run: { bold?: boolean; size?: number } = {}) =>
    value ? [new Paragraph({ children: [new TextRun({ text: value, ...run })] })] : [];
  const labelled = (label: string, value: string) => (value ? [row(label, text(value))] : []);
  const heading = (title: string) => row(title, [], { size: 24, bold: true });
  const gap = () => row('', []);
  const described = (item: Entry) => [
    ...item.text.map((line) => new Paragraph(line)),
    ...item.bullets.map((line) => new Paragraph(`- ${line}`)),
  ];
  const jobs = (items: Entry[]) =>
    items.flatMap((item) => [
      ...labelled('Dates', item.when),
      ...labelled('Occupation or position held', item.sub),
      ...(item.text.length + item.bullets.length > 0
        ? [row('Main activities and responsibilities', described(item))]
        : []),
      ...labelled(
        'Name and address of employer',
        [item.head, item.where].filter(Boolean).join(', '),
      ),
      gap(),
    ]);
  const headed = (title: string, rows: TableRow[]) =>
    rows.length > 0 ? [heading(title), ...rows] : [];
  const [mother, ...others] = cv.languages;
  const listRows = (label: string, lines: Paragraph[][]) =>
    lines.length === 0 ? [] : [row(label, lines.flat())];
  const rows = [
    row('Europass', [], { size: 28, bold: true }),
    row('Curriculum Vitae', [], { size: 28, bold: true }),
    gap(),
    heading('Personal information'),
    row('First name(s) / Surname(s)', text(personal.name, { bold: true, size: 24 })),
    ...labelled('Address(es)', personal.location),
    ...labelled('Telephone(s)', personal.phone),
    ...labelled('E-mail', personal.email),
    ...labelled('Website(s)', personal.links.map((link) => bare(link.url)).join(', ')),
    gap(),
    ...labelled('Desired employment / Occupational field', personal.title),
    gap(),
    ...headed(
      'Personal statement',
      personal.summary ? [row('', text(personal.summary)), gap()] : [],
    ),
    ...headed('Work experience', jobs(all.experience)),
    ...headed('Volunteer work', jobs(all.volunteer)),
    ...headed(
      'Education and training',
      all.education.flatMap((item) => [
        ...labelled('Dates', item.when),
        ...labelled('Title of qualification awarded', item.sub),
        ...(item.text.length + item.bullets.length > 0
          ? [row('Principal subjects / occupational skills covered', described(item))]
          : []),
        ...labelled(
          'Name and type of organisation providing education and training',
          [item.head, item.where].filter(Boolean).join(', '),
        ),
        gap(),
      ]),
    ),
    ...headed('Personal skills and competences', [
      ...labelled('Mother tongue(s)', mother?.name ?? ''),
      ...labelled(
        'Other language(s)',
        others
          .map(
            (language) => `${language.name} (${CEFR_LEVEL[language.fluency] ?? language.fluency})`,
          )
          .join(', '),
      ),
      ...labelled(
        'Technical skills and competences',
        cv.skills.map((skill) => skill.name).join(', '),
      ),
      ...labelled('Computer skills and competences', toolsLine(cv)),
      ...listRows(
        'Social skills and competences',
        all.extracurricular.map((item) => [
          new Paragraph({
            children: [
              new TextRun({ text: item.sub, bold: true }),
              new TextRun(item.sub ? `, ${item.head}` : item.head),
            ],
          }),
          ...described(item),
        ]),
      ),
      gap(),
    ]),
    ...headed('Additional information', [
      ...listRows(
        'Projects',
        all.projects.map((item) => [
          new Paragraph({
            children: [
              new TextRun({ text: item.head, bold: true }),
              ...(item.link ? [new TextRun(`, ${bare(item.link)}`)] : []),
            ],
          }),
          ...described(item),
        ]),
      ),
      ...listRows(
        'Certificates',
        all.certifications.map((item) =>
          text([item.head, item.sub, item.when].filter(Boolean).join(', ')),
        ),
      ),
      ...listRows(
        'Awards',
        all.achievements.map((item) => [
          new Paragraph({
            children: [
              new TextRun({ text: item.head, bold: true }),
              new TextRun(
                [item.head ? ': ' : '', [...item.text, ...item.bullets].join(' ')].join(''),
              ),
            ],
          }),
        ]),
      ),
      ...listRows(
        'Publications',
        all.publications.map((item) =>
          text([item.head, item.sub, item.when, bare(item.link)].filter(Boolean).join(', ')),
        ),
      ),
      ...listRows(
        'References',
        all.references.map((item) => [
          ...text(item.head, { bold: true }),
          ...text(item.sub),
          ...item.text.map((line) => new Paragraph(line)),
        ]),
      ),
    ]),
  ];
  return pack(
    new Document({
      styles: styles('Arial Narrow', 10),
      sections: [
        section(margin, [
          new Table({
            width: { size: width, type: WidthType.DXA },
            columnWidths: columns,
            borders: TableBorders.NONE,
            rows,
          }),
        ]),
      ],
    }),
  );
}

/**
 * The Harvard careers office's résumé template, the model of many US-style Word CVs: the name
 * and one contact line centred, headings centred in small capitals over a rule, education first;
 * each entry "ORGANISATION⇥Place" with the organisation in bold capitals, then "Title⇥Dates" in
 * italics against a right tab stop, then the duties as bullets; skills as labelled lines under
 * "Skills & Interests". Drawn in issue 38, session 23 and kept aside: only checked to print.
 */
function wordHarvard(cv: CvData): Promise<Uint8Array> {
  const margin = cm(1.9);
  const right = PAGE.width - 2 * margin;
  const { personal } = cv;
  const heading = (text: string) =>
    new Paragraph({
      alignment: AlignmentType.CENTER,
      keepNext: true,
      spacing: { before: 200, after: 60 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } },
      children: [new TextRun({ text, bold: true, smallCaps: true, size: 26 })],
    });
  const pair = (left: TextRun, rightText: string, keepNext: boolean) =>
    new Paragraph({
      tabStops: [{ type: TabStopType.RIGHT, position: right }],
      keepNext,
      children: [left, ...(rightText ? [new TextRun({ children: [new Tab(), rightText] })] : [])],
    });
  const row = (item: Entry, key: Key) => {
    const more = item.text.length + item.bullets.length > 0;
    const organisation = key === 'experience' || key === 'volunteer' || key === 'extracurricular';
    const second = [item.sub, item.link].filter(Boolean).join(', ');
    return [
      new Paragraph({ spacing: { before: 100 }, children: [] }),
      pair(
        new TextRun({ text: organisation ? item.head.toUpperCase() : item.head, bold: true }),
        second ? item.where : [item.where, item.when].filter(Boolean).join(', '),
        true,
      ),
      ...(second ? [pair(new TextRun({ text: second, italics: true }), item.when, more)] : []),
      ...item.text.map((line) => new Paragraph(line)),
      ...item.bullets.map((line) => bullet(line)),
    ];
  };
  const labelled = (label: string, line: string) =>
    line
      ? [
          new Paragraph({
            children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(line)],
          }),
        ]
      : [];
  const entriesUnder = (headings: Partial<Record<Key, string>>) =>
    filled(cv, headings).flatMap(([title, items, key]) => [
      heading(title),
      ...items.flatMap((item) => row(item, key)),
    ]);
  const children = [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: personal.name, bold: true, size: 32 })],
    }),
    ...(personal.title
      ? [new Paragraph({ alignment: AlignmentType.CENTER, text: personal.title })]
      : []),
    new Paragraph({ alignment: AlignmentType.CENTER, text: contacts(cv).join(' • ') }),
    ...(personal.summary ? [heading('Profile'), new Paragraph({ text: personal.summary })] : []),
    ...entriesUnder({ education: 'Education', experience: 'Experience' }),
    ...entriesUnder({
      extracurricular: 'Leadership & Activities',
      volunteer: 'Community Service',
      projects: 'Projects',
      publications: 'Publications',
      certifications: 'Certifications',
      achievements: 'Honors',
    }),
    ...(cv.skills.length + cv.languages.length + cv.tools.length > 0
      ? [
          heading('Skills & Interests'),
          ...labelled('Technical', cv.skills.map((skill) => skill.name).join(', ')),
          ...labelled('Software', toolsLine(cv)),
          ...labelled('Language', languagesLine(cv)),
        ]
      : []),
    ...entriesUnder({ references: 'References' }),
  ];
  return pack(
    new Document({
      styles: styles('Garamond', 11),
      numbering: bulletNumbering(BULLETS),
      sections: [section(margin, children)],
    }),
  );
}

/** Word layouts of the import corpus: family → layout → the .docx of a CV. */
export const WORD_FAMILIES: Readonly<
  Record<string, Record<string, (cv: CvData) => Promise<Uint8Array>>>
> = {
  'word-tab-stops': { 'word-tab-stops': wordTabStops },
  'word-table-entries': { 'word-table-entries': wordTableEntries },
  'word-text-boxes': { 'word-text-boxes': wordTextBoxes },
  'word-bangladeshi': { 'word-bangladeshi': wordBangladeshi },
  'word-two-column-table': { 'word-two-column-table': wordTwoColumnTable },
  'word-header-styles': { 'word-header-styles': wordHeaderStyles },
  'word-section-columns': { 'word-section-columns': wordSectionColumns },
  'word-office-chronological': { 'word-office-chronological': wordOfficeChronological },
  // Added in issue 38, session 11: the profiles and projects' sites behind their words only.
  'word-linked-words': { 'word-linked-words': (cv) => wordTabStops(cv, { linked: true }) },
  // Added in issue 38, session 13 to tune on: figures recorded on its first run.
  'word-hanging-dates': { 'word-hanging-dates': wordHangingDates },
  // Added in issue 38, session 14 to tune on: figures recorded on its first run.
  'word-functional': { 'word-functional': wordFunctional },
  // Added in issue 38, session 22 to tune on (figures recorded on its first run): the kind of
  // CV latex-europecv, kept aside, judges.
  // A narrow label column, which wraps the long labels over two or three lines, added in
  // session 23 (figures recorded on its first run).
  'word-europass-2004': {
    'word-europass-2004': wordEuropass2004,
    'word-europass-2004-narrow': (cv) => wordEuropass2004(cv, { labelShare: 0.2 }),
  },
  // Drawn in session 23 and kept aside.
  'word-harvard': { 'word-harvard': wordHarvard },
  // Issue 45: the Word files CareerCard itself writes, one layout per template; figures
  // recorded on its first run.
  'word-careercard': Object.fromEntries(
    (
      [
        ['default', { component: 'DefaultResume', layout: null }],
        ['classic', { component: 'ClassicResume', layout: null }],
        ['modern', { component: 'ModernResume', layout: null }],
        ['bangladesh', { component: 'BangladeshStandard', layout: null }],
        ['bangla', { component: 'BanglaCv', layout: null }],
        ['layout', { component: null, layout: demoLayout }],
      ] as const
    ).map(([name, template]) => [
      `word-careercard-${name}`,
      async (cv: CvData) => new Uint8Array(await cvToWord(cv, template)),
    ]),
  ),
};

/** Finds LibreOffice or installs it: undefined when ready, else why not. */
export function ensureLibreOffice(): string | undefined {
  return ensureSystemDep('soffice') ? undefined : 'LibreOffice (soffice) could not be had';
}

const execFileAsync = promisify(execFile);

/** Converts a .docx to a PDF beside it with LibreOffice, headless; the PDF's path. */
export async function docxToPdf(docx: string): Promise<string> {
  const dir = path.dirname(docx);
  const pdf = path.join(dir, `${path.basename(docx, path.extname(docx))}.pdf`);
  // soffice says nothing when it cannot convert: a PDF left from an earlier run would pass.
  await fs.rm(pdf, { force: true });
  // A profile of its own, so that runs side by side do not wait on or break each other's.
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-soffice-'));
  try {
    const args = [
      `-env:UserInstallation=${pathToFileURL(profile).href}`,
      '--headless',
      '--norestore',
      '--convert-to',
      'pdf',
      '--outdir',
      dir,
      docx,
    ];
    const { stderr } = await execFileAsync('soffice', args, { timeout: 120_000 });
    const made = await fs.stat(pdf).catch(() => undefined);
    if (!made) throw new Error(`LibreOffice made no PDF of ${docx}: ${stderr.trim()}`);
  } finally {
    await fs.rm(profile, { recursive: true, force: true });
  }
  return pdf;
}
