/** @jsxRuntime automatic */
import { Component, memo, type CSSProperties, type ReactNode } from 'react';
import { HEADER_SECTION, SectionProblem } from './cv/parts';
import { PAGE_WIDTH_PX, PX_PER_IN, TextBlock, type CvBlock, type CvDocument } from './document';
import type { BlockFlow, Placement } from './paginate';

/**
 * The parts of a CV's pages that the live preview (PagedCv) and the print page made on the
 * server (print-page) draw alike: the sheet, the wrapper of each block, the measuring box.
 * React only, no DOM: the server renders them to static markup.
 */

export const PRINT_CSS = `
@page { size: A4; margin: 0; }
@media print {
  [data-cv-page] { margin: 0 !important; box-shadow: none !important; break-after: page; }
  [data-cv-page]:last-of-type { break-after: auto; }
}`;

interface BoundaryProps {
  block: CvBlock;
  children: ReactNode;
}

/**
 * A block that fails to draw is replaced by a note naming its section; the rest of the CV
 * still shows. A changed block (the user edited the CV) is tried again.
 */
class BlockBoundary extends Component<BoundaryProps, { failed: boolean; block: CvBlock }> {
  override state = { failed: false, block: this.props.block };

  static getDerivedStateFromProps(props: BoundaryProps, state: { block: CvBlock }) {
    return props.block === state.block ? null : { failed: false, block: props.block };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <SectionProblem section={this.props.block.section ?? HEADER_SECTION} />
    ) : (
      this.props.children
    );
  }
}

interface BlockViewProps {
  block: CvBlock;
  placement?: Placement | undefined;
}

/**
 * The wrapper every block is drawn in, when measured and on its page alike. Drawn again only
 * for another block object or another place (the live preview keeps unchanged blocks' objects).
 */
export const BlockView = memo(function BlockView({ block, placement }: BlockViewProps) {
  const style: CSSProperties = { display: 'flow-root' };
  if (placement && !placement.first) style.paddingTop = block.gapBefore ?? 0;
  return (
    <div style={style}>
      <BlockBoundary block={block}>
        {block.text ? (
          <TextBlock
            text={block.text}
            value={placement?.text ?? block.text.value}
            continued={placement?.continued ?? false}
          />
        ) : (
          block.node
        )}
      </BlockBoundary>
    </div>
  );
}, samePlace);

/** Where a block is drawn: its page position aside, what BlockView draws differently. */
function samePlace(a: BlockViewProps, b: BlockViewProps) {
  return (
    a.block === b.block &&
    a.placement?.first === b.placement?.first &&
    a.placement?.text === b.placement?.text &&
    a.placement?.continued === b.placement?.continued
  );
}

/** How each block flows between pages, for the paginator. */
export const flowOf = (blocks: CvBlock[]): BlockFlow[] =>
  blocks.map((block) => ({
    gapBefore: block.gapBefore ?? 0,
    keepWithNext: block.keepWithNext ?? false,
    splittable: block.text !== undefined,
  }));

/**
 * A box of no size that clips its content: the blocks keep their real layout for measuring,
 * yet add nothing to the page, on screen or in print. Hiding it with `display: none` in print
 * once made a late re-measure see zero heights.
 */
export const MEASURER_STYLE: CSSProperties = {
  position: 'absolute',
  top: 0,
  left: 0,
  width: 0,
  height: 0,
  overflow: 'hidden',
  visibility: 'hidden',
  pointerEvents: 'none',
  contain: 'strict',
};

/** The width of a page's content between its side margins, in px. */
export const contentWidthOf = (doc: CvDocument) =>
  PAGE_WIDTH_PX - (doc.margins.left + doc.margins.right) * PX_PER_IN;

/** One A4 sheet: the decoration behind, the page's blocks in `[data-cv-content]`. */
export function PageSheet({
  document: doc,
  number,
  marginBottom,
  children,
}: {
  document: CvDocument;
  /** From 0. */
  number: number;
  /** Space below the sheet on screen, in px. */
  marginBottom: number;
  children?: ReactNode;
}) {
  const { top, right, bottom, left } = doc.margins;
  return (
    <section
      data-cv-page=""
      aria-label={`Page ${number + 1}`}
      style={{
        ...doc.pageStyle,
        position: 'relative',
        boxSizing: 'border-box',
        width: '210mm',
        height: '297mm',
        padding: `${top}in ${right}in ${bottom}in ${left}in`,
        overflow: 'hidden',
        // A sheet's size never depends on its content: an edit lays out and paints again the
        // sheets it changed, not every sheet of the preview.
        contain: 'strict',
        background: '#ffffff',
        marginBottom,
        boxShadow: '0 1px 3px rgb(15 23 42 / 0.12), 0 8px 24px rgb(15 23 42 / 0.08)',
      }}
    >
      {doc.decoration}
      <div data-cv-content="" style={{ position: 'relative' }}>
        {children}
      </div>
    </section>
  );
}
