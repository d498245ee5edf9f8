import {
  Component,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import {
  PAGE_HEIGHT_PX,
  PAGE_WIDTH_PX,
  PX_PER_IN,
  TextBlock,
  type CvBlock,
  type CvDocument,
} from './document';
import { HEADER_SECTION, SectionProblem } from './cv/parts';
import { paginate, type Placement, type Splitter } from './paginate';

export interface PagedCvProps {
  document: CvDocument;
  /** Called once the pages are laid out with the final fonts (the print page waits for it). */
  onLayout?: (info: { pageCount: number }) => void;
  /** Draw only the first pages (thumbnails). */
  maxPages?: number;
  /** Space between pages on screen, in px. */
  gap?: number;
}

const PRINT_CSS = `
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

/** The wrapper every block is drawn in, when measured and on its page alike. */
function BlockView({ block, placement }: { block: CvBlock; placement?: Placement }) {
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
}

/**
 * Finds where a paragraph breaks: the longest run of words whose height fits, measured on a
 * copy of the paragraph's own element, so the break falls between lines exactly as drawn.
 * At least two lines stay on each side, or the paragraph moves whole.
 */
function domSplitter(wrappers: HTMLElement[], blocks: CvBlock[]): Splitter {
  return (index, fragment, available) => {
    const wrapper = wrappers[index];
    const element = wrapper?.querySelector<HTMLElement>('[data-split-text]');
    const text = fragment ?? blocks[index]?.text?.value;
    if (!wrapper || !element?.parentElement || text === undefined) return null;

    const probe = element.cloneNode(false) as HTMLElement;
    if (fragment !== undefined) probe.style.textIndent = '0';
    element.parentElement.appendChild(probe);
    try {
      const extra = wrapper.getBoundingClientRect().height - element.getBoundingClientRect().height;
      const heightOf = (value: string) => {
        probe.textContent = value;
        return probe.getBoundingClientRect().height;
      };
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 16;
      const words = text.split(/(?<=\s)/);
      const longestFitting = (room: number) => {
        let low = 0;
        let high = words.length - 1;
        while (low < high) {
          const mid = Math.ceil((low + high) / 2);
          if (heightOf(words.slice(0, mid).join('')) <= room) low = mid;
          else high = mid - 1;
        }
        return low;
      };
      const lines = (value: string) => Math.round(heightOf(value) / lineHeight);
      const totalLines = lines(text);
      let room = Math.min(available - extra, (totalLines - 2) * lineHeight + lineHeight / 2);
      if (room < 2 * lineHeight) return null;
      let cut = longestFitting(room);
      while (cut > 0 && lines(words.slice(cut).join('')) < 2) {
        room -= lineHeight;
        cut = longestFitting(room);
      }
      const first = words.slice(0, cut).join('').trimEnd();
      const rest = words.slice(cut).join('');
      if (cut === 0 || lines(first) < 2) return null;
      return {
        first,
        rest,
        firstHeight: heightOf(first) + extra,
        restHeight: heightOf(rest) + extra,
      };
    } finally {
      probe.remove();
    }
  };
}

const samePages = (a: Placement[][], b: Placement[][]) => JSON.stringify(a) === JSON.stringify(b);

/** A CV drawn as real A4 pages, its content flowing from page to page. */
export function PagedCv({ document: doc, onLayout, maxPages, gap = 24 }: PagedCvProps) {
  const measurer = useRef<HTMLDivElement>(null);
  // `final`: measured once this document's fonts had loaded. Only such a layout is reported, so
  // a printer never prints pages measured with fallback fonts.
  const [layout, setLayout] = useState<{ pages: Placement[][]; final: boolean } | null>(null);
  const pages = layout?.pages ?? null;
  const [fontsLoadedFor, setFontsLoadedFor] = useState<CvDocument | null>(null);
  const fontsReady = fontsLoadedFor === doc;
  const [fontLoads, setFontLoads] = useState(0);

  // Text is measured again whenever a web font finishes loading: sizes change with it.
  useEffect(() => {
    const loaded = () => setFontLoads((count) => count + 1);
    document.fonts.addEventListener('loadingdone', loaded);
    return () => document.fonts.removeEventListener('loadingdone', loaded);
  }, []);

  // Loads every face the document's text uses, by name: `document.fonts.ready` alone may
  // resolve before the browser has even started loading a face the layout asked for.
  useEffect(() => {
    const root = measurer.current;
    if (!root) return;
    let alive = true;
    const faces = new Set<string>();
    for (const element of root.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      faces.add(`${style.fontStyle} ${style.fontWeight} 16px ${style.fontFamily}`);
    }
    const characters = [...new Set(root.textContent)].join('');
    void Promise.all(
      [...faces].map((face) => document.fonts.load(face, characters).catch(() => [])),
    )
      .then(() => document.fonts.ready)
      .then(() => alive && setFontsLoadedFor(doc));
    return () => {
      alive = false;
    };
  }, [doc]);

  useLayoutEffect(() => {
    const root = measurer.current;
    // Without a box (an ancestor hidden by a style of the host page) every height reads 0.
    if (!root || root.getClientRects().length === 0) return;
    const wrappers = Array.from(root.children) as HTMLElement[];
    const measured = doc.blocks.map((block, index) => ({
      height: wrappers[index]?.getBoundingClientRect().height ?? 0,
      gapBefore: block.gapBefore ?? 0,
      keepWithNext: block.keepWithNext ?? false,
      splittable: block.text !== undefined,
    }));
    const { top, bottom } = doc.margins;
    // Half a pixel of slack: sub-pixel rounding must never push the last line off a page.
    const capacity = PAGE_HEIGHT_PX - (top + bottom) * PX_PER_IN - 0.5;
    const next = paginate(measured, capacity, domSplitter(wrappers, doc.blocks));
    setLayout((previous) =>
      previous && previous.final === fontsReady && samePages(previous.pages, next)
        ? previous
        : { pages: next, final: fontsReady },
    );
  }, [doc, fontLoads, fontsReady]);

  useEffect(() => {
    if (layout?.final) onLayout?.({ pageCount: layout.pages.length });
  }, [layout, onLayout]);

  const { top, right, bottom, left } = doc.margins;
  const contentWidth = PAGE_WIDTH_PX - (left + right) * PX_PER_IN;
  const shown = maxPages ? (pages ?? []).slice(0, maxPages) : (pages ?? []);

  return (
    <>
      <style>{PRINT_CSS}</style>
      {createPortal(
        // A box of no size that clips its content: the blocks keep their real layout for
        // measuring, yet add nothing to the page, on screen or in print. Hiding it with
        // `display: none` in print once made a late re-measure see zero heights.
        <div
          data-cv-measurer=""
          aria-hidden
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: 0,
            height: 0,
            overflow: 'hidden',
            visibility: 'hidden',
            pointerEvents: 'none',
          }}
        >
          <div ref={measurer} style={{ ...doc.pageStyle, width: contentWidth }}>
            {doc.blocks.map((block) => (
              <BlockView key={block.key} block={block} />
            ))}
          </div>
        </div>,
        document.body,
      )}
      {shown.map((page, number) => (
        <section
          key={number}
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
            background: '#ffffff',
            marginBottom: number < shown.length - 1 ? gap : 0,
            boxShadow: '0 1px 3px rgb(15 23 42 / 0.12), 0 8px 24px rgb(15 23 42 / 0.08)',
          }}
        >
          {doc.decoration}
          <div style={{ position: 'relative' }}>
            {page.map((placement) => {
              // Pages are laid out after a new document is drawn (before the browser paints),
              // so for that one render they may still be the previous document's, with
              // blocks this one lacks (another template, a removed entry).
              const block = doc.blocks[placement.index];
              if (!block) return null;
              return (
                <BlockView
                  key={`${block.key}:${placement.continued ? 'cont' : 'start'}`}
                  block={block}
                  placement={placement}
                />
              );
            })}
          </div>
        </section>
      ))}
    </>
  );
}
