import { inflateRawSync } from 'node:zlib';
import type { ZipEntry } from '../../lib/zip-directory';
import { docxHtmlToText } from './docx-html';

/**
 * The page headers and footers of a Word document, which mammoth does not read. Word CVs often
 * set the name and contact details in the page header, so without them an import would lose
 * the very lines that say whose CV it is.
 *
 * Headers are small parts (a few KB): they are read here, each inflated to at most
 * MAX_PART_BYTES, by a tokenizer of the little WordprocessingML they need (paragraphs, runs,
 * tabs, breaks, tables, fields), into the HTML subset that docx-html.ts turns into lines.
 */

const MAX_PART_BYTES = 512 * 1024;
/** A document has up to three headers and three footers per section: a few sections' worth. */
const MAX_PARTS = 12;
const RELATIONSHIPS = 'word/_rels/document.xml.rels';
const PART_TYPE = /\/relationships\/(header|footer)$/;

export interface PageBands {
  header: string[];
  footer: string[];
}

/** The lines of the document's headers and footers, each line once, in the parts' order. */
export function pageBandsOf(bytes: Uint8Array, entries: readonly ZipEntry[]): PageBands {
  const bands: PageBands = { header: [], footer: [] };
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const relationships = inflated(bytes, byName.get(RELATIONSHIPS));
  if (relationships === null) return bands;
  const parts = [...relationships.matchAll(/<Relationship\b([^>]*)>/g)]
    .map(([, attributes]) => ({
      kind: PART_TYPE.exec(attributeOf(attributes!, 'Type') ?? '')?.[1] as
        keyof PageBands | undefined,
      name: partName(attributeOf(attributes!, 'Target') ?? ''),
    }))
    .filter((part): part is { kind: keyof PageBands; name: string } => part.kind !== undefined)
    // header1, header2 … header10: Word numbers them in the order it wrote them.
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))
    .slice(0, MAX_PARTS);
  for (const { kind, name } of parts) {
    const xml = inflated(bytes, byName.get(name));
    if (xml === null) continue;
    for (const text of docxHtmlToText(wordXmlToHtml(xml)).text.split('\n')) {
      const line = withoutPageLabel(text);
      if (/[\p{L}\p{N}]/u.test(line) && !bands[kind].includes(line)) bands[kind].push(line);
    }
  }
  return bands;
}

/** A relationship's target, relative to word/ or absolute in the package. */
const partName = (target: string) =>
  target.startsWith('/') ? target.slice(1) : `word/${target.replace(/^\.\//, '')}`;

const attributeOf = (attributes: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];

/** A part's XML, or null when it is missing, stored in an unknown way or too large to read. */
function inflated(bytes: Uint8Array, entry: ZipEntry | undefined): string | null {
  if (!entry || entry.encrypted) return null;
  const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  try {
    if (entry.method === 0) {
      return data.length > MAX_PART_BYTES ? null : new TextDecoder().decode(data);
    }
    if (entry.method !== 8) return null;
    return new TextDecoder().decode(inflateRawSync(data, { maxOutputLength: MAX_PART_BYTES }));
  } catch {
    return null; // Damaged, or larger than any header: the body is still read.
  }
}

/** What a page number, a date or a file name field shows: no words of the CV. */
const PAGE_FIELD = /^\s*(?:PAGE|NUMPAGES|SECTIONPAGES|DATE|TIME|PRINTDATE|SAVEDATE|FILENAME)\b/i;

/** The words a page number's fields leave ("Page 1 of 2" without its fields is "Page of"). */
const withoutPageLabel = (line: string) => line.replace(/\s*\bpage(?:\s+of)?\s*$/i, '');

/**
 * The HTML subset of docx-html.ts for a header or footer part: paragraphs, tables, tabs and
 * breaks; the text of fields that number pages or date the document left out; a text box's
 * paragraphs kept once (Word writes each in a modern and a fallback form).
 */
export function wordXmlToHtml(xml: string): string {
  const html: string[] = [];
  let inText = false;
  let inInstruction = false;
  let instruction = '';
  // Complex fields: begin, instruction, separate, shown result, end.
  let hiddenResult = false;
  // Simple fields whose result is hidden, by depth.
  let hiddenSimple = 0;
  const source = xml.replace(/<mc:Fallback\b[\s\S]*?<\/mc:Fallback>/g, '');
  for (const [, closing, tag, attributes, selfClosing, text] of source.matchAll(
    /<(\/?)([\w:.-]+)([^>]*?)(\/?)>|([^<]+)/g,
  )) {
    const shown = !hiddenResult && hiddenSimple === 0;
    if (text !== undefined) {
      if (inInstruction) instruction += decodeXml(text);
      else if (inText && shown) html.push(escapeHtml(decodeXml(text)));
      continue;
    }
    const opening = !closing;
    switch (tag) {
      case 'w:p':
        html.push(opening ? (selfClosing ? '<p></p>' : '<p>') : '</p>');
        break;
      case 'w:tbl':
      case 'w:tr':
      case 'w:tc': {
        const element = { 'w:tbl': 'table', 'w:tr': 'tr', 'w:tc': 'td' }[tag];
        if (!selfClosing) html.push(opening ? `<${element}>` : `</${element}>`);
        break;
      }
      case 'w:t':
        inText = opening && !selfClosing;
        break;
      case 'w:instrText':
        inInstruction = opening && !selfClosing;
        break;
      case 'w:tab':
        // Inside a paragraph's properties a w:tab is a tab stop (w:val, w:pos), not a tab.
        if (opening && shown && !/\bw:val=/.test(attributes!)) html.push('\t');
        break;
      case 'w:ptab':
        if (opening && shown) html.push('\t');
        break;
      case 'w:br':
      case 'w:cr':
        if (opening && shown) html.push('<br/>');
        break;
      case 'w:fldSimple':
        if (selfClosing) break;
        if (opening) {
          if (hiddenSimple > 0 || PAGE_FIELD.test(attributeOf(attributes!, 'w:instr') ?? '')) {
            hiddenSimple += 1;
          }
        } else if (hiddenSimple > 0) hiddenSimple -= 1;
        break;
      case 'w:fldChar': {
        const type = attributeOf(attributes!, 'w:fldCharType');
        if (type === 'begin') instruction = '';
        else if (type === 'separate') hiddenResult = PAGE_FIELD.test(instruction);
        else if (type === 'end') hiddenResult = false;
        break;
      }
    }
  }
  return html.join('');
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const decodeXml = (text: string) =>
  text.replace(
    /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi,
    (entity, hex?: string, decimal?: string, name?: string) => {
      if (name) return XML_ENTITIES[name.toLowerCase()]!;
      const code = hex ? Number.parseInt(hex, 16) : Number(decimal);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    },
  );

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!,
  );
