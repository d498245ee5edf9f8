// Word documents for the tests, built with the `docx` package (invented people and companies),
// and ZIP archives written by hand for the damaged and hostile ones.
import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  TabStopType,
  Table,
  TableCell,
  TableRow,
  Textbox,
  TextRun,
  WidthType,
  WpsShapeRun,
} from 'docx';
import { deflateRawSync } from 'node:zlib';

/** A right-aligned tab stop at the text's right margin, as CV templates set dates. */
const RIGHT_EDGE = [{ type: TabStopType.RIGHT, position: 9000 }];

const entryHead = (title: string, dates: string) =>
  new Paragraph({
    tabStops: RIGHT_EDGE,
    children: [new TextRun({ text: title, bold: true }), new TextRun(`\t${dates}`)],
  });
const bullet = (text: string) => new Paragraph({ text, bullet: { level: 0 } });
const cell = (...lines: string[]) =>
  new TableCell({ children: lines.map((line) => new Paragraph(line)) });
const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 });

/**
 * A one-page CV as people write it in Word: the name as a title, the contact in a text box,
 * headings, entries with their dates on a right tab stop, bullet lists, education in a
 * borderless table (degree and dates, then school and place) and skills as a list.
 */
export function cvDocx(): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Nusrat Jahan', heading: HeadingLevel.TITLE }),
          new Paragraph({ text: 'Data Analyst', alignment: AlignmentType.LEFT }),
          new Textbox({
            style: { width: '400pt', height: '40pt' },
            children: [new Paragraph('nusrat.jahan@example.com | +880 1711-223344 | Khulna')],
          }),
          heading('Professional Experience'),
          entryHead('Senior Data Analyst', 'Feb 2022 – Present'),
          new Paragraph('Rupsha Analytics Ltd., Khulna'),
          bullet('Built the weekly sales dashboards in Power BI for twelve regional managers.'),
          bullet('Cut the monthly reporting run from three days to four hours with SQL views.'),
          entryHead('Data Analyst', 'Jul 2019 – Jan 2022'),
          new Paragraph('Sundori Textiles, Jashore'),
          bullet('Forecast fabric demand with Python and Excel, lowering unsold stock by 18%.'),
          heading('Education'),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [
              new TableRow({ children: [cell('BSc in Statistics'), cell('2015 – 2019')] }),
              new TableRow({
                children: [cell('Gourob University of Science'), cell('Khulna')],
              }),
            ],
          }),
          heading('Skills'),
          bullet('SQL'),
          bullet('Python'),
          bullet('Power BI'),
          bullet('Excel'),
          heading('Certifications'),
          new Paragraph('Google Data Analytics Certificate, Coursera'),
          heading('Awards'),
          bullet('Analyst of the Year 2023: chosen among 30 analysts'),
          heading('Publications'),
          new Paragraph('Forecasting fabric demand. Textile Data Review, 2022.'),
          heading('References'),
          new Paragraph('Dr. Selina Parvin'),
          new Paragraph('Professor of Statistics, Gourob University of Science'),
          new Paragraph('Phone: 01711-998877'),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/**
 * A CV whose name and contact details are in the page header, with a different first-page
 * header (as Word sets them when later pages carry the name only), and a footer that numbers
 * the pages beside a line of text.
 */
export function pageHeaderCvDocx(): Promise<Buffer> {
  const contact = 'mahbub.alam@example.com\t+880 1912-345678\tSylhet';
  const document = new Document({
    sections: [
      {
        properties: { titlePage: true },
        headers: {
          first: new Header({
            children: [
              new Paragraph({ text: 'Mahbub Alam', heading: HeadingLevel.TITLE }),
              new Paragraph({ tabStops: RIGHT_EDGE, children: [new TextRun(contact)] }),
            ],
          }),
          default: new Header({ children: [new Paragraph('Mahbub Alam')] }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                children: [
                  new TextRun('References on request   Page '),
                  new TextRun({ children: [PageNumber.CURRENT] }),
                  new TextRun(' of '),
                  new TextRun({ children: [PageNumber.TOTAL_PAGES] }),
                ],
              }),
            ],
          }),
        },
        children: [
          heading('Experience'),
          entryHead('Procurement Officer', 'Mar 2021 – Present'),
          new Paragraph('Surma Tea Estates Ltd.'),
          bullet('Sourced packaging from nine suppliers at 12% lower cost.'),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/**
 * A CV whose contact details sit in a text box written in DrawingML alone, with no VML
 * fallback (as the docx library and some online builders write them).
 */
export function drawnTextBoxCvDocx(): Promise<Buffer> {
  const box = new WpsShapeRun({
    type: 'wps',
    children: [new Paragraph('rumana.haque@example.com'), new Paragraph('+880 1555-102030')],
    transformation: { width: 200, height: 60 },
  });
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Rumana Haque', heading: HeadingLevel.TITLE }),
          new Paragraph({ children: [box] }),
          heading('Skills'),
          bullet('Payroll'),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** A ZIP archive of the given entries (deflated), with its directory. */
export function zipOf(
  entries: { name: string; content: Uint8Array | string; declaredSize?: number }[],
): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, content, declaredSize } of entries) {
    const raw = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content);
    const data = deflateRawSync(raw);
    const nameBytes = Buffer.from(name);
    // A hostile archive may say less than the entry inflates to.
    const size = declaredSize ?? raw.length;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(size, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(8, 10);
    record.writeUInt32LE(data.length, 20);
    record.writeUInt32LE(size, 24);
    record.writeUInt16LE(nameBytes.length, 28);
    record.writeUInt32LE(offset, 42);
    local.push(header, nameBytes, data);
    central.push(record, nameBytes);
    offset += header.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
}

/**
 * The start of a Microsoft compound file (the format of .doc, and of an Office file saved with
 * a password) whose directory names `stream`: enough for a reader that looks at the bytes.
 */
export function compoundFile(stream: 'WordDocument' | 'EncryptedPackage'): Buffer {
  const file = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file);
  // The first directory entry of sector 1: its name in UTF-16.
  file.write(stream, 1024, 'utf16le');
  return file;
}
