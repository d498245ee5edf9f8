/**
 * The plain text the importer reads, from the HTML mammoth makes of a Word document: one line per
 * paragraph, heading and list item (a list item opens with '• '), a blank line for an empty
 * paragraph (Word users part entries so, as a PDF's vertical gap does), a table's row as one line
 * with its cells a wide gap apart (the importer reads that as a column break), and a tab as a
 * wide gap too (right-aligned dates are set with tab stops).
 *
 * mammoth writes a small, well-formed subset of HTML (escaping &, <, > and "), so a tokenizer of
 * that subset is enough: no HTML parser is needed.
 */

import {
  inPlaceOfLink,
  onlyNamesLink,
  showsAddress,
  shownAs,
} from '@careercard/engine/layout/link-anchors';
import type { AnchoredLink } from '@careercard/engine/types';

/** Three spaces: a column break to the importer (`clean` in the engine's lines.ts). */
const GAP = '   ';
const LIST_MARK = '• ';

interface Element {
  tag: string;
  attributes: string;
  children: Node[];
}
type Node = Element | string;

/** Elements that start a line of their own; all others (strong, em, a, sup …) run in the line. */
const BLOCKS = new Set([
  ...['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li'],
  ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'blockquote', 'div'],
]);
const CELLS = new Set(['td', 'th']);
const LISTS = new Set(['ul', 'ol', 'li']);
const ROW_GROUPS = new Set(['thead', 'tbody', 'tfoot']);
const VOID = new Set(['br', 'img', 'hr']);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

export function docxHtmlToText(html: string): { text: string; links: AnchoredLink[] } {
  const nodes = parse(html);
  const links = anchorLinks(nodes);
  const lines = linesOf(nodes);
  // Blank lines only between lines of text, one at a time.
  const text: string[] = [];
  for (const line of lines) {
    if (line !== '' || (text.length > 0 && text.at(-1) !== '')) text.push(line);
  }
  while (text.at(-1) === '') text.pop();
  return { text: text.join('\n'), links };
}

/**
 * The document's hyperlinks, read as a PDF's are (the engine's link-anchors.ts): where the
 * words only name the link ("LinkedIn", an icon) its address takes their place in the text;
 * where they are the CV's own (a project's name), they stay and the link is handed on beside.
 */
function anchorLinks(nodes: Node[]): AnchoredLink[] {
  const links: AnchoredLink[] = [];
  const visit = (node: Node) => {
    if (typeof node === 'string') return;
    const href = /\bhref="([^"]*)"/.exec(node.attributes)?.[1];
    const address = node.tag === 'a' && href ? shownAs(decode(href)) : null;
    if (address === null) {
      node.children.forEach(visit);
      return;
    }
    const url = decode(href!);
    const words = node.children.map(inlineText).join('').replace(/\s+/g, ' ').trim();
    const shown = showsAddress(words, address);
    const named = !shown && onlyNamesLink(words, url);
    if (named) node.children = [inPlaceOfLink(words, url, address)];
    links.push({ text: words, url, inText: shown || named });
  };
  nodes.forEach(visit);
  return links;
}

function parse(html: string): Node[] {
  const root: Element = { tag: '', attributes: '', children: [] };
  const open: Element[] = [root];
  for (const [, closing, tag, attributes, selfClosing, text] of html.matchAll(
    /<(\/?)([a-z][a-z0-9]*)([^>]*?)(\/?)>|([^<]+)/gi,
  )) {
    const parent = open.at(-1)!;
    if (text !== undefined) {
      parent.children.push(decode(text));
    } else if (closing) {
      // Closes the nearest open element of its name; a stray end tag is dropped.
      const at = open.findLastIndex((element) => element.tag === tag!.toLowerCase());
      if (at > 0) open.length = at;
    } else {
      const element: Element = { tag: tag!.toLowerCase(), attributes: attributes!, children: [] };
      parent.children.push(element);
      if (!selfClosing && !VOID.has(element.tag)) open.push(element);
    }
  }
  return root.children;
}

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!);

/** The lines of a run of nodes: inline content gathers into lines, each block adds its own. */
function linesOf(nodes: Node[]): string[] {
  const lines: string[] = [];
  let inline = '';
  let hasInline = false;
  const flush = () => {
    if (hasInline) lines.push(...inline.split('\n').map(cleanLine));
    inline = '';
    hasInline = false;
  };
  for (const node of nodes) {
    if (typeof node !== 'string' && BLOCKS.has(node.tag)) {
      flush();
      // A paragraph or a table right after a list opens the next entry or section ("• Followed
      // up 120 orders" / "Merchandiser"): a blank line parts them, as the gap between them does
      // on the page, so no reader takes it for the last item's wrapped words.
      if (!LISTS.has(node.tag) && lines.at(-1)?.startsWith(LIST_MARK)) lines.push('');
      lines.push(...blockLines(node));
    } else {
      inline += inlineText(node);
      hasInline = true;
    }
  }
  flush();
  return lines;
}

function blockLines(element: Element): string[] {
  switch (element.tag) {
    case 'li': {
      const lines = linesOf(element.children).filter((line) => line !== '');
      const [first, ...rest] = lines;
      if (first === undefined) return [];
      // A nested list's items carry their own mark.
      return [first.startsWith(LIST_MARK) ? first : `${LIST_MARK}${first}`, ...rest];
    }
    case 'table':
      return tableRows(element).flatMap(rowLines);
    case 'p': {
      const lines = linesOf(element.children);
      // An empty paragraph is a blank line: Word users part entries with one.
      return lines.some((line) => line !== '') ? lines.filter((line) => line !== '') : [''];
    }
    default:
      return linesOf(element.children).filter((line) => line !== '');
  }
}

/** A table's own rows, within its row groups, but not those of tables nested in its cells. */
const tableRows = (table: Element): Element[] =>
  table.children.flatMap((child) => {
    if (typeof child === 'string') return [];
    if (child.tag === 'tr') return [child];
    return ROW_GROUPS.has(child.tag) ? tableRows(child) : [];
  });

/**
 * A row of short cells is one line, its cells a gap apart ("BSc in CSE   2015 – 2019"). A cell
 * of several paragraphs is a column of its own (the sidebar of a two-column table, an entry's
 * lines): then every line is its own, the left cell's before the right's.
 */
function rowLines(row: Element): string[] {
  const cells = row.children
    .filter((child): child is Element => typeof child !== 'string' && CELLS.has(child.tag))
    .map((cell) => linesOf(cell.children).filter((line) => line !== ''));
  // A row of one bullet ends an entry's list, as a row of several lines ends an entry.
  const filled = cells.filter((lines) => lines.length > 0);
  const bullet = filled.length === 1 && filled[0]![0]!.startsWith(LIST_MARK);
  if (bullet || cells.some((lines) => lines.length > 1)) return [...cells.flat(), ''];
  const line = cells.flat().join(GAP);
  return line === '' ? [] : [line];
}

function inlineText(node: Node): string {
  if (typeof node === 'string') return node;
  if (node.tag === 'br') return '\n';
  // The marks mammoth links notes by ("[1]", "↑") are no words of the CV.
  if (node.tag === 'a' && /href="#(?:footnote|endnote|comment)/.test(node.attributes)) return '';
  return node.children.map(inlineText).join('');
}

/** Tabs and runs of three or more spaces a wide gap, other spaces single, the ends trimmed. */
const cleanLine = (line: string) =>
  line
    .replace(/\u00a0/g, ' ')
    .split(/\s*(?:\t|\s{3,})\s*/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '')
    .join(GAP);
