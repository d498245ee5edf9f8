/** @jsxRuntime automatic */
import type { CSSProperties, ReactNode } from 'react';

/**
 * What a CV template produces: page settings and a flow of blocks. The paginator measures
 * the blocks and lays them onto A4 pages; preview and print draw those same pages, so the
 * PDF breaks exactly where the preview does.
 */

/** A4, the spec's 8.27 by 11.69 in paper, in CSS pixels (96 per inch). */
export const PAGE_WIDTH_PX = (210 / 25.4) * 96;
const PAGE_HEIGHT_PX = (297 / 25.4) * 96;
export const PX_PER_IN = 96;

export interface PageMargins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface CvBlock {
  key: string;
  /** The title of the section the block belongs to, named if the block cannot be drawn. */
  section?: string;
  /** The content; for a splittable block, leave it out and give `text` instead. */
  node?: ReactNode;
  /**
   * A paragraph that may continue on the next page, split between lines (never through
   * one). Drawn as one element with `style` and the text as its only content; a bullet, if
   * any, is part of the text ("• …") with a hanging indent in the style.
   */
  text?: { value: string; style?: CSSProperties };
  /** Keep on the same page as the next block (a section title, an entry's heading). */
  keepWithNext?: boolean;
  /** Space above the block in px, dropped at the top of a page. */
  gapBefore?: number;
}

/**
 * The height a page holds between its margins, in px. Half a pixel of slack: sub-pixel rounding
 * must never push the last line off a page.
 */
export function pageCapacity(margins: PageMargins): number {
  return PAGE_HEIGHT_PX - (margins.top + margins.bottom) * PX_PER_IN - 0.5;
}

export interface CvDocument {
  /** Page margins in inches. */
  margins: PageMargins;
  /** Styles of the page (font, size, colour); blocks inherit them. */
  pageStyle: CSSProperties;
  blocks: CvBlock[];
  /** Drawn on every page, behind the content (a frame, a side band). */
  decoration?: ReactNode;
  /** It shows an example where a field is empty (the live preview's placeholders). */
  placeholders?: boolean;
}

/**
 * The element of a splittable paragraph. A continuation on the next page drops the hanging
 * indent of its first line (a bullet stays with the paragraph's start).
 */
export function TextBlock({
  text,
  value,
  continued,
}: {
  text: NonNullable<CvBlock['text']>;
  value: string;
  continued: boolean;
}) {
  return (
    <p
      data-split-text=""
      style={{ margin: 0, ...text.style, ...(continued ? { textIndent: 0 } : {}) }}
    >
      {value}
    </p>
  );
}
