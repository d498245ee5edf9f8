import type { CvData } from '@careercard/shared/cv';
import { withoutBlankEntries } from '@careercard/shared/cv-content';
import { layoutMargins, type ResumeLayout } from '@careercard/shared/resume-layout';
import { addressHref } from '@careercard/shared/web-address';
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableBorders,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlign,
  WidthType,
  type ParagraphChild,
} from 'docx';
import {
  cvContent,
  layoutSectionContent,
  type ContentPart,
  type ContentSection,
} from '../cv/content';
import type { TemplateDesign } from '../cv/design';
import { contactsOf, shownAddress } from '../cv/parts';
import { englishWords, type Words } from '../cv/words';
import { builtInTemplates, demoLayout, type TemplateChoice } from '../render-cv';
import { isSerif } from '../cv/fonts';

/**
 * A CV as a Word file (issue 45): the facts of its template's page, in the same order (the
 * same content model), written the way a person would in Word so that it can be edited and
 * pasted into a form: real headings, paragraphs and bulleted lists, dates on a right tab stop,
 * two columns as a table; no text boxes and no text drawn as an image. A4, the template's
 * colours, and fonts Word and LibreOffice both have (LibreOffice maps Arial and Times New Roman
 * to its metric twins); Bangla text is set in a Bengali font named for it.
 */

/** A photo or a signature, read by the caller (the server reads only its own files). */
export interface WordImage {
  data: Uint8Array;
  type: 'jpg' | 'png';
  width: number;
  height: number;
}
export interface WordImages {
  photo?: WordImage;
  signature?: WordImage;
}

const PAGE = { width: 11906, height: 16838 }; // A4 in twentieths of a point
const TWIPS_PER_INCH = 1440;
const FONTS = { sans: 'Arial', serif: 'Times New Roman' };
/** Windows' Bengali font, named for Bangla ("complex script") text; LibreOffice substitutes its own. */
const BENGALI_FONT = 'Nirmala UI';

/** The page of a Word file: what is said, and how it looks. */
interface WordPlan {
  design: TemplateDesign;
  /** The header, the sections, and the declaration, in the page's order. */
  parts: Array<
    | { kind: 'header'; align: 'left' | 'center'; uppercase: boolean }
    | { kind: 'section'; section: ContentSection; titleStyle?: SectionTitleStyle }
    | { kind: 'declaration' }
  >;
  words: Words;
  language: 'en' | 'bn';
}

interface SectionTitleStyle {
  uppercase?: boolean;
  divider?: boolean;
  color?: string;
  center?: boolean;
}

const hex = (colour: string) => colour.replace('#', '').toUpperCase();
const twips = (inches: number) => Math.round(inches * TWIPS_PER_INCH);

function planOf(cv: CvData, template: TemplateChoice | undefined): WordPlan {
  if (template?.component) {
    const { design } = builtInTemplates[template.component];
    const words = design.sections.words ?? englishWords;
    return {
      design,
      words,
      language: words === englishWords || !design.header.nameInBangla ? 'en' : 'bn',
      parts: [
        { kind: 'header', align: design.header.align, uppercase: design.header.uppercase ?? false },
        ...cvContent(cv, design.sections).map((section) => ({ kind: 'section' as const, section })),
        ...(design.declaration ? [{ kind: 'declaration' as const }] : []),
      ],
    };
  }
  return layoutPlan(cv, template?.layout ?? demoLayout);
}

/** A JSON layout as a design: its two colours, its font's kind, its margins and titles. */
function layoutPlan(cv: CvData, layout: ResumeLayout): WordPlan {
  const { primaryColor, secondaryColor, fontFamily, margins } = layout.layout;
  return {
    design: {
      ink: primaryColor,
      muted: secondaryColor,
      accent: primaryColor,
      font: isSerif(fontFamily) ? 'serif' : 'sans',
      margins: layoutMargins(margins),
      sections: { achievement: 'title', leavesOut: [] },
      header: { align: 'center' },
      titles: { uppercase: false },
      subItalic: true,
    },
    words: englishWords,
    language: 'en',
    parts: layout.sections.map((section, index) =>
      section.type === 'Header'
        ? {
            kind: 'header' as const,
            align: section.layout === 'centered' ? ('center' as const) : ('left' as const),
            uppercase: section.style?.uppercase ?? false,
          }
        : {
            kind: 'section' as const,
            section: layoutSectionContent(cv, section, `${index}:${section.source}`),
            titleStyle: {
              uppercase: section.style?.uppercase,
              divider: section.style?.divider,
              color: section.style?.titleColor,
              center: section.style?.align === 'center',
            },
          },
    ),
  };
}

/** The Word file of a CV in its template; its blank entries are left out, as on the page. */
export async function cvToWord(
  cv: CvData,
  template: TemplateChoice | undefined,
  images: WordImages = {},
): Promise<Buffer> {
  const content = withoutBlankEntries(cv);
  const plan = planOf(content, template);
  const { design } = plan;
  const textWidth = PAGE.width - twips(design.margins.left) - twips(design.margins.right);
  const write = writer(plan, textWidth);
  const children = plan.parts.flatMap((part) =>
    part.kind === 'header'
      ? write.header(content, part, images.photo)
      : part.kind === 'section'
        ? write.section(part.section, part.titleStyle)
        : write.declaration(content, images.signature),
  );
  const font = {
    ascii: FONTS[design.font],
    hAnsi: FONTS[design.font],
    eastAsia: FONTS[design.font],
    cs: BENGALI_FONT,
  };
  const document = new Document({
    creator: 'CareerCard',
    title: content.personal.name.trim() || 'CV',
    styles: {
      default: {
        document: {
          run: {
            font,
            size: 21,
            color: hex(design.ink),
            language:
              plan.language === 'bn'
                ? { value: 'bn-BD', bidirectional: 'bn-BD' }
                : { value: 'en-GB', bidirectional: 'bn-BD' },
          },
          paragraph: { spacing: { after: 40, line: 276 } },
        },
        title: {
          run: { font, size: 44, bold: true, color: hex(design.header.band?.name ?? design.ink) },
          paragraph: { spacing: { after: 40 } },
        },
        heading1: {
          run: {
            font,
            size: 22,
            bold: true,
            color: hex(design.accent),
            allCaps: design.titles.uppercase,
          },
          paragraph: {
            keepNext: true,
            spacing: { before: 240, after: 80 },
            ...(design.titles.rule
              ? {
                  border: {
                    bottom: {
                      style: BorderStyle.SINGLE,
                      size: 6,
                      color: hex(design.titles.rule),
                      space: 1,
                    },
                  },
                }
              : {}),
            ...(design.titles.band
              ? {
                  shading: {
                    type: ShadingType.CLEAR,
                    fill: hex(design.titles.band),
                    color: 'auto',
                  },
                }
              : {}),
          },
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: PAGE,
            margin: {
              top: twips(design.margins.top),
              right: twips(design.margins.right),
              bottom: twips(design.margins.bottom),
              left: twips(design.margins.left),
            },
          },
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** Fits an image into a box (in pixels at 96 per inch), keeping its proportions. */
function fitted(image: WordImage, box: { width: number; height: number }) {
  const scale = Math.min(box.width / image.width, box.height / image.height);
  return {
    type: image.type,
    data: image.data,
    transformation: {
      width: Math.round(image.width * scale),
      height: Math.round(image.height * scale),
    },
  };
}

function writer(plan: WordPlan, textWidth: number) {
  const { design, words } = plan;
  const muted = hex(design.muted);
  const rightTab = [{ type: TabStopType.RIGHT, position: textWidth }];
  const link = (text: string, href: string, run: { color: string; size?: number }) =>
    new ExternalHyperlink({ link: href, children: [new TextRun({ text, ...run })] });
  /** A web address as the page shows it, a link when it is one. */
  const webLink = (url: string, colour: string) => {
    const href = addressHref(url);
    return href
      ? link(shownAddress(url), href, { color: colour })
      : new TextRun({ text: shownAddress(url), color: colour });
  };
  /** A value of several lines (an address) as lines of one paragraph. */
  const lines = (text: string, options: { color?: string } = {}) =>
    text
      .split('\n')
      .map((line, index) => new TextRun({ text: line, break: index > 0 ? 1 : 0, ...options }));

  function partOf(part: ContentPart): Array<Paragraph | Table> {
    switch (part.kind) {
      case 'heading': {
        const keepNext = part.keepWithNext ?? true;
        const head = new Paragraph({
          keepNext: keepNext || Boolean(part.sub || part.subUrl),
          keepLines: true,
          spacing: { before: 120 },
          tabStops: rightTab,
          children: [
            new TextRun({ text: part.title, bold: true }),
            ...(part.right ? [new TextRun({ text: `\t${part.right}`, color: muted })] : []),
          ],
        });
        const sub = part.subUrl
          ? [
              new Paragraph({
                keepNext,
                children: [webLink(part.subUrl, muted)],
              }),
            ]
          : part.sub
            ? [
                new Paragraph({
                  keepNext,
                  children: [
                    new TextRun({
                      text: part.sub,
                      color: muted,
                      italics: design.subItalic ?? false,
                    }),
                  ],
                }),
              ]
            : [];
        return [head, ...sub];
      }
      case 'bullet':
        return [
          new Paragraph({
            bullet: { level: 0 },
            children: [new TextRun({ text: part.text, ...(part.muted ? { color: muted } : {}) })],
          }),
        ];
      case 'paragraph':
        return [new Paragraph({ children: lines(part.text, part.muted ? { color: muted } : {}) })];
      case 'names':
        return part.columns === 2
          ? [namesTable(part.names)]
          : [new Paragraph(part.names.join(' · '))];
      case 'publication':
        return [
          new Paragraph({
            children: [
              new TextRun({ text: part.title, bold: true }),
              ...(part.detail ? [new TextRun({ text: `. ${part.detail}`, color: muted })] : []),
              ...(part.url
                ? [new TextRun({ text: '. ', color: muted }), webLink(part.url, muted)]
                : []),
            ],
          }),
        ];
      case 'row': {
        // "Label:" then the value at a tab stop; a wrapped or second line starts under the value.
        const column = Math.round(textWidth * 0.34);
        return [
          new Paragraph({
            tabStops: [{ type: TabStopType.LEFT, position: column }],
            indent: { left: column, hanging: column },
            children: [
              new TextRun({ text: `${part.label}:`, bold: true }),
              new TextRun('\t'),
              ...lines(part.value),
            ],
          }),
        ];
      }
      case 'problem':
        return [];
    }
  }

  /** A layout's two columns of names: a table without borders, filled row by row. */
  function namesTable(names: string[]): Table {
    const rows: TableRow[] = [];
    for (let i = 0; i < names.length; i += 2) {
      rows.push(
        new TableRow({
          children: [names[i]!, names[i + 1] ?? ''].map(
            (name) =>
              new TableCell({
                width: { size: 50, type: WidthType.PERCENTAGE },
                children: [new Paragraph(name)],
              }),
          ),
        }),
      );
    }
    return new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      borders: TableBorders.NONE,
      rows,
    });
  }

  return {
    header(
      cv: CvData,
      { align, uppercase }: { align: 'left' | 'center'; uppercase: boolean },
      photo: WordImage | undefined,
    ): Array<Paragraph | Table> {
      const { personal, bioData } = cv;
      const band = design.header.band;
      const name = (
        (design.header.nameInBangla && bioData?.nameBn?.trim()) ||
        personal.name
      ).trim();
      const alignment = align === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT;
      const shading = band
        ? { type: ShadingType.CLEAR, fill: hex(band.fill), color: 'auto' }
        : undefined;
      const contacts = contactsOf(personal).map((contact) =>
        contact.key === 'phone' ? { ...contact, text: words.digits(contact.text) } : contact,
      );
      const lines: Paragraph[] = [
        ...(name
          ? [
              new Paragraph({
                heading: HeadingLevel.TITLE,
                alignment,
                children: [new TextRun({ text: name, allCaps: uppercase })],
              }),
            ]
          : []),
        ...(personal.title.trim()
          ? [
              new Paragraph({
                alignment,
                children: [
                  new TextRun({
                    text: personal.title.trim(),
                    size: 24,
                    color: hex(band?.title ?? design.accent),
                  }),
                ],
              }),
            ]
          : []),
        ...(contacts.length
          ? [
              new Paragraph({
                alignment,
                spacing: { after: 160 },
                children: contacts.flatMap((contact, index): ParagraphChild[] => {
                  const run = { color: hex(band?.contacts ?? design.muted), size: 19 };
                  const separator = index > 0 ? [new TextRun({ text: '  |  ', ...run })] : [];
                  const text = contact.href
                    ? link(contact.text, contact.href, run)
                    : new TextRun({ text: contact.text, ...run });
                  return [...separator, text];
                }),
              }),
            ]
          : []),
      ];
      const withPhoto = photo && design.header.photo ? photo : undefined;
      if (!band && !withPhoto) return lines;
      // A band or a photo beside the name: one row of a table without borders, the band its
      // cells' colour (a paragraph's shading would crop the name's capitals).
      const cell = (width: number, children: Paragraph[]) =>
        new TableCell({
          width: { size: width, type: WidthType.PERCENTAGE },
          shading,
          verticalAlign: VerticalAlign.CENTER,
          margins: band ? { top: 220, bottom: 160, left: 200, right: 200 } : {},
          children,
        });
      const text = cell(withPhoto ? 80 : 100, lines);
      const cells = withPhoto
        ? [
            text,
            cell(20, [
              new Paragraph({
                alignment:
                  design.header.photo === 'before' ? AlignmentType.LEFT : AlignmentType.RIGHT,
                children: [new ImageRun(fitted(withPhoto, { width: 91, height: 110 }))],
              }),
            ]),
          ]
        : [text];
      return [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          borders: TableBorders.NONE,
          rows: [
            new TableRow({ children: design.header.photo === 'before' ? cells.reverse() : cells }),
          ],
        }),
      ];
    },

    section(section: ContentSection, style: SectionTitleStyle = {}): Array<Paragraph | Table> {
      const entries = section.entries.filter((entry) =>
        entry.some((part) => part.kind !== 'problem'),
      );
      if (entries.length === 0) return [];
      const title = new Paragraph({
        heading: HeadingLevel.HEADING_1,
        ...(style.center ? { alignment: AlignmentType.CENTER } : {}),
        ...(style.divider
          ? {
              border: {
                bottom: { style: BorderStyle.SINGLE, size: 6, color: hex(design.ink), space: 1 },
              },
            }
          : {}),
        children: [
          new TextRun({
            text: section.title,
            ...(style.uppercase !== undefined ? { allCaps: style.uppercase } : {}),
            ...(style.color ? { color: hex(style.color) } : {}),
          }),
        ],
      });
      return [title, ...entries.flatMap((entry) => entry.flatMap(partOf))];
    },

    /** The declaration, and the signature over the name (the image when there is one). */
    declaration(cv: CvData, signature: WordImage | undefined): Paragraph[] {
      const name = (
        (design.header.nameInBangla && cv.bioData?.nameBn?.trim()) ||
        cv.personal.name
      ).trim();
      return [
        new Paragraph({
          heading: HeadingLevel.HEADING_1,
          children: [new TextRun(words.declarationTitle)],
        }),
        new Paragraph({ keepNext: true, children: [new TextRun(words.declaration)] }),
        new Paragraph({
          keepNext: true,
          spacing: { before: 360 },
          children: signature ? [new ImageRun(fitted(signature, { width: 192, height: 43 }))] : [],
        }),
        new Paragraph({
          border: { top: { style: BorderStyle.SINGLE, size: 6, color: hex(design.ink), space: 2 } },
          indent: { right: textWidth - twips(2.2) },
          children: [new TextRun(name ? `${words.signature}: ${name}` : words.signature)],
        }),
      ];
    },
  };
}
