import { strToU8, zipSync } from 'fflate';
import { createRequire } from 'node:module';
import { readZipDirectory, type ZipEntry } from '../../lib/zip-directory';
import { docxHtmlToText } from './docx-html';
import { pageBandsOf } from './docx-page-bands';
import { TextExtractionError } from './errors';
import { ask, startProcess, stopProcess, type ReadingProcess } from './reading-process';
import { createSerialWorker } from './serial-worker';

const require = createRequire(import.meta.url);

/**
 * The XML parts of a .docx may inflate to this much in all. A CV's come to a few hundred KB
 * (its document.xml, styles, numbering); more is a zip bomb, or a file no CV needs.
 */
const MAX_XML_BYTES = 20 * 1024 * 1024;
/** The parts mammoth parses; images, fonts and embedded files are never inflated. */
const XML_PART = /\.(?:xml|rels)$/i;

/**
 * The reading process's code: checks what the XML parts really inflate to (a directory can
 * understate it), then has mammoth turn the document into HTML, leaving its images unread.
 */
const PROCESS_SOURCE = `
const mammoth = require(data.mammothPath);
const zlib = require('node:zlib');
const tooLarge = (message) => Object.assign(new Error(message), { name: 'TooLarge' });
const convertImage = mammoth.images.imgElement(async () => ({ src: '' }));

function checkInflatedSize(bytes, parts) {
  let left = data.maxXmlBytes;
  for (const { start, end, method } of parts) {
    const compressed = bytes.subarray(start, end);
    let size = compressed.length;
    if (method === 8) {
      try {
        size = zlib.inflateRawSync(compressed, { maxOutputLength: Math.max(1, left) }).length;
      } catch (error) {
        if (error.code === 'ERR_BUFFER_TOO_LARGE') size = Infinity;
        else throw error;
      }
    }
    left -= size;
    if (left < 0) throw tooLarge('The Word file inflates too far to read');
  }
}

// A text box written in DrawingML alone (the docx library and some online builders write no
// VML fallback, as Word does) is an image to mammoth, its text skipped: such a box is given to
// mammoth as the VML box it reads, after the paragraph it is anchored to. The document then
// goes to mammoth with its XML parts only (the images are not read either way).
const { unzipSync, zipSync } = require(data.fflatePath);
const DRAWN_BOX = /<mc:AlternateContent\\b(?:(?!<\\/mc:AlternateContent>)[\\s\\S])*?<\\/mc:AlternateContent>|<w:drawing\\b(?:(?!<\\/w:drawing>)[\\s\\S])*?<\\/w:drawing>/g;
const BOX_CONTENT = /<w:txbxContent\\b[\\s\\S]*?<\\/w:txbxContent>/g;
function withTextBoxesRead(buffer) {
  const files = unzipSync(buffer, { filter: ({ name }) => /\\.(?:xml|rels)$/i.test(name) });
  const xml = files['word/document.xml'] && Buffer.from(files['word/document.xml']).toString();
  if (!xml || !/<w:txbxContent\\b/.test(xml)) return buffer;
  let changed = false;
  const read = xml.replace(DRAWN_BOX, (box) => {
    if (box.includes('<mc:Fallback') || !box.includes('<w:txbxContent')) return box;
    changed = true;
    return '<w:pict>' + box.match(BOX_CONTENT).join('') + '</w:pict>';
  });
  if (!changed) return buffer;
  files['word/document.xml'] = Buffer.from(read);
  return Buffer.from(zipSync(files, { level: 0 }));
}

const handle = async ({ data: bytes, parts }) => {
  checkInflatedSize(bytes, parts);
  const { value } = await mammoth.convertToHtml(
    { buffer: withTextBoxesRead(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) },
    // Empty paragraphs stay, as blank lines: Word users part entries with them.
    { convertImage, ignoreEmptyParagraphs: false },
  );
  return { html: value };
};
// mammoth's code is loaded and compiled with a first document: part of what the process holds
// idle, and not of the first upload's time.
await handle({ data: Buffer.from(data.warmUp, 'base64'), parts: [] });
return handle;
`;

/** The smallest .docx: one paragraph, read once when the process starts. */
function warmUpDocx(): string {
  const main = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const relationship =
    'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument';
  const zip = zipSync({
    '_rels/.rels': strToU8(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relationship}" Target="word/document.xml"/></Relationships>`,
    ),
    'word/document.xml': strToU8(
      `<w:document xmlns:w="${main}"><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>`,
    ),
  });
  return Buffer.from(zip).toString('base64');
}

interface Part {
  start: number;
  end: number;
  method: number;
}

/**
 * The XML parts to check, from the ZIP's directory, which is refused as it is when it already
 * says too much (nothing inflated), and whose damage, encryption or unknown compression is told
 * here.
 */
function xmlParts(entries: ZipEntry[]): Part[] {
  const parts = entries.filter(({ name }) => XML_PART.test(name));
  if (entries.some(({ encrypted }) => encrypted)) {
    throw new TextExtractionError('locked', 'The Word file is protected by a password');
  }
  if (parts.some(({ method }) => method !== 0 && method !== 8)) {
    throw new TextExtractionError('unreadable', 'The Word file is compressed in an unknown way');
  }
  const declared = parts.reduce((sum, { uncompressedSize }) => sum + uncompressedSize, 0);
  if (declared > MAX_XML_BYTES) {
    throw new TextExtractionError('tooLarge', 'The Word file is too large to read');
  }
  return parts.map(({ dataOffset, compressedSize, method }) => ({
    start: dataOffset,
    end: dataOffset + compressedSize,
    method,
  }));
}

export interface DocxReaderOptions {
  /** Time limit of one file: a file that takes longer is taken for broken. */
  timeoutMs: number;
  /** Files that may wait behind the one being read. */
  maxQueued: number;
  /** Memory reading one file may take; a file that needs more is refused as too large. */
  maxJobBytes: number;
}

/**
 * Reads Word documents (.docx) in a process of their own, as PDFs are read: mammoth takes tens
 * of ms to 100 ms for a CV and a second or more per MB of XML, all of it synchronous, which must
 * not stall the server's requests, and a hostile file's memory must not be the server's. A
 * process apart from the PDF reader's, so that a Word file never holds PDFs up.
 */
export function createDocxReader({ timeoutMs, maxQueued, maxJobBytes }: DocxReaderOptions) {
  const worker = createSerialWorker({
    task: 'Word reading',
    timeoutMs,
    timeoutCode: 'unreadable',
    maxQueued,
    start: () =>
      startProcess({
        task: 'Word reading',
        source: PROCESS_SOURCE,
        maxJobBytes,
        data: {
          mammothPath: require.resolve('mammoth'),
          fflatePath: require.resolve('fflate'),
          maxXmlBytes: MAX_XML_BYTES,
          warmUp: warmUpDocx(),
        },
      }),
    stop: stopProcess,
    isAlive: (running) => running.alive,
  });

  async function toHtml(running: ReadingProcess, bytes: Uint8Array, parts: Part[]) {
    const data = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const reply = await ask<{ html: string }>(running, { data, parts });
    if (!('error' in reply)) return reply.html;
    if (reply.error.name === 'TooLarge') {
      throw new TextExtractionError('tooLarge', reply.error.message);
    }
    // Damaged XML or deflate data, or no main document: mammoth's or zlib's own words.
    throw new TextExtractionError('unreadable', 'The Word file could not be read', {
      cause: new Error(reply.error.message),
    });
  }

  return {
    /** The text of a .docx, in the lines the importer reads, and its hyperlinks. */
    read: async (bytes: Uint8Array) => {
      const entries = readZipDirectory(bytes);
      if (entries === null) throw new TextExtractionError('unreadable', 'The Word file is damaged');
      const parts = xmlParts(entries);
      const html = await worker.run((running) => toHtml(running, bytes, parts));
      const { text: body, links } = docxHtmlToText(html);
      // The page header is read above the body, as it is printed; the footer below it.
      const lines = new Set(body.split('\n'));
      const { header, footer } = pageBandsOf(bytes, entries);
      const band = (band: string[]) => band.filter((line) => !lines.has(line)).join('\n');
      return { text: [band(header), body, band(footer)].filter(Boolean).join('\n\n'), links };
    },
    close: () => worker.close(),
  };
}
