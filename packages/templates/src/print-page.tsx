/** @jsxRuntime automatic */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HEADER_SECTION, SectionProblem } from './cv/parts';
import { pageCapacity, type CvDocument } from './document';
import type { BlockFlow } from './paginate';
import { BlockView, contentWidthOf, flowOf, MEASURER_STYLE, PageSheet, PRINT_CSS } from './sheet';

/**
 * A CV's print page, made on the server: the same blocks and sheet the preview draws, as static
 * markup, with the app's style sheet and a small script (print-layout) that measures the blocks
 * with the final fonts, lays them onto pages with the preview's paginator and marks the page
 * ready. Chromium prints it with no app to start and nothing to fetch but fonts and a photo.
 */

/** What the print script reads from the page (`#cv-layout`). */
export interface PrintLayoutData {
  capacity: number;
  blocks: BlockFlow[];
}

export interface PrintPageOptions {
  /** The document's title (the PDF's title). */
  title: string;
  lang: string;
  /** The app's style sheet, inlined. */
  css: string;
  /** The print-layout script, inlined. */
  script: string;
  /** Where relative addresses in the style sheet (its fonts) resolve. */
  baseUrl: string;
}

/**
 * React 19 puts what an element's resources need ahead of its markup (`<link rel="preload">` for
 * an image): they belong in the head, not among the blocks, where they would count as blocks.
 */
const HOISTED = /^(?:<link [^>]*>)+/;

interface Markup {
  head: string;
  body: string;
}

/** A block that fails to draw is replaced by a note naming its section, as in the preview. */
function markupOf(element: ReactElement, section: string): Markup {
  let html: string;
  try {
    html = renderToStaticMarkup(element);
  } catch {
    html = renderToStaticMarkup(
      <div style={{ display: 'flow-root' }}>
        <SectionProblem section={section} />
      </div>,
    );
  }
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside a script element: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function printPageHtml(doc: CvDocument, options: PrintPageOptions): string {
  const blocks = doc.blocks.map((block) =>
    markupOf(<BlockView block={block} />, block.section ?? HEADER_SECTION),
  );
  const sheet = markupOf(<PageSheet document={doc} number={0} marginBottom={0} />, HEADER_SECTION);
  const flow = renderToStaticMarkup(
    <div style={{ ...doc.pageStyle, width: contentWidthOf(doc) }} data-cv-flow="" />,
  ).replace('></div>', `>${blocks.map((block) => block.body).join('')}</div>`);
  const measurer = renderToStaticMarkup(
    <div data-cv-measurer="" aria-hidden style={MEASURER_STYLE} />,
  ).replace('></div>', `>${flow}</div>`);
  const hoisted = new Set([...blocks, sheet].map((part) => part.head));
  const layout: PrintLayoutData = {
    capacity: pageCapacity(doc.margins),
    blocks: flowOf(doc.blocks),
  };
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(options.lang)}"><head><meta charset="utf-8">`,
    `<base href="${escapeHtml(options.baseUrl)}">`,
    `<title>${escapeHtml(options.title)}</title>`,
    `<style>${options.css}</style>`,
    `<style>${PRINT_CSS} html, body { background: #ffffff; }</style>`,
    ...hoisted,
    '</head><body>',
    measurer,
    `<template id="cv-page">${sheet.body}</template>`,
    '<div id="cv-pages"></div>',
    `<script type="application/json" id="cv-layout">${scriptJson(layout)}</script>`,
    `<script>${options.script.replace(/<\/script/gi, '<\\/script')}</script>`,
    '</body></html>',
  ].join('');
}
