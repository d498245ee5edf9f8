/** @jsxRuntime automatic */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { pageCapacity, type CvDocument } from './document';
import { domSplitter, loadFontsOf, measureBlocks } from './layout-dom';
import { paginate, type Placement } from './paginate';
import { BlockView, contentWidthOf, flowOf, MEASURER_STYLE, PageSheet, PRINT_CSS } from './sheet';

export interface PagedCvProps {
  document: CvDocument;
  /** Called once the pages are laid out with the final fonts (the print page waits for it). */
  onLayout?: (info: { pageCount: number }) => void;
  /** Draw only the first pages (thumbnails). */
  maxPages?: number;
  /** Space between pages on screen, in px. */
  gap?: number;
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

  useEffect(() => {
    const root = measurer.current;
    if (!root) return;
    let alive = true;
    void loadFontsOf(root).then(() => alive && setFontsLoadedFor(doc));
    return () => {
      alive = false;
    };
  }, [doc]);

  useLayoutEffect(() => {
    const root = measurer.current;
    // Without a box (an ancestor hidden by a style of the host page) every height reads 0.
    if (!root || root.getClientRects().length === 0) return;
    const wrappers = Array.from(root.children) as HTMLElement[];
    const measured = measureBlocks(wrappers, flowOf(doc.blocks));
    const next = paginate(measured, pageCapacity(doc.margins), domSplitter(wrappers));
    setLayout((previous) =>
      previous && previous.final === fontsReady && samePages(previous.pages, next)
        ? previous
        : { pages: next, final: fontsReady },
    );
  }, [doc, fontLoads, fontsReady]);

  useEffect(() => {
    if (layout?.final) onLayout?.({ pageCount: layout.pages.length });
  }, [layout, onLayout]);

  const shown = maxPages ? (pages ?? []).slice(0, maxPages) : (pages ?? []);

  return (
    <>
      <style>{PRINT_CSS}</style>
      {createPortal(
        <div data-cv-measurer="" aria-hidden style={MEASURER_STYLE}>
          <div ref={measurer} style={{ ...doc.pageStyle, width: contentWidthOf(doc) }}>
            {doc.blocks.map((block) => (
              <BlockView key={block.key} block={block} />
            ))}
          </div>
        </div>,
        document.body,
      )}
      {shown.map((page, number) => (
        <PageSheet
          key={number}
          document={doc}
          number={number}
          marginBottom={number < shown.length - 1 ? gap : 0}
        >
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
        </PageSheet>
      ))}
    </>
  );
}
