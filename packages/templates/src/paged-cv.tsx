/** @jsxRuntime automatic */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { pageCapacity, type CvBlock, type CvDocument } from './document';
import { domSplitter, fontNeedsOf, loadFonts, type FontNeeds } from './layout-dom';
import {
  layOutPages,
  type Pagination,
  type Placement,
  type Splitter,
  type TextSplit,
} from './paginate';
import { keepUnchanged } from './same-block';
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

/**
 * Faces and characters this page has loaded (the document's fonts are the page's, shared by
 * every preview on it). Each load asks for every face with every character, so each face
 * here is loaded for each character here.
 */
const loaded: FontNeeds = { faces: new Set(), characters: new Set() };
const covers = (have: Set<string>, need: Set<string>) => [...need].every((x) => have.has(x));

/**
 * What a preview keeps from one layout to the next, so that after an edit it measures the
 * blocks that changed, splits no paragraph it split before at the same place, and paginates
 * from where the change begins. Valid while the page's style, width and fonts stay (`basis`).
 */
interface LayoutMemory {
  basis: string;
  heights: WeakMap<CvBlock, number>;
  splits: WeakMap<CvBlock, Map<string, TextSplit | null>>;
  laidOut: CvBlock[];
  pagination: Pagination | null;
}

const emptyMemory = (basis: string): LayoutMemory => ({
  basis,
  heights: new WeakMap(),
  splits: new WeakMap(),
  laidOut: [],
  pagination: null,
});

/** A CV drawn as real A4 pages, its content flowing from page to page. */
export function PagedCv({ document: doc, onLayout, maxPages, gap = 24 }: PagedCvProps) {
  const measurer = useRef<HTMLDivElement>(null);
  const memory = useRef<LayoutMemory>(emptyMemory(''));
  // Blocks an edit left alike stay the same objects: they are not drawn or measured again.
  const blocks = useMemo(() => keepUnchanged(memory.current.laidOut, doc.blocks), [doc.blocks]);
  // `final`: measured with every face the text uses loaded. Only such a layout is reported, so
  // a printer never prints pages measured with fallback fonts.
  const [layout, setLayout] = useState<{ pages: Placement[][]; final: boolean } | null>(null);
  const pages = layout?.pages ?? null;
  // Text is measured again whenever a web font finishes loading: sizes change with it.
  const [fontLoads, setFontLoads] = useState(0);
  const fontsLoading = useRef(0);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    const loadedOne = () => setFontLoads((count) => count + 1);
    document.fonts.addEventListener('loadingdone', loadedOne);
    return () => {
      mounted.current = false;
      document.fonts.removeEventListener('loadingdone', loadedOne);
    };
  }, []);

  useLayoutEffect(() => {
    const root = measurer.current;
    // Without a box (an ancestor hidden by a style of the host page) every height reads 0.
    if (!root || root.getClientRects().length === 0) return;
    const basis = JSON.stringify([doc.pageStyle, contentWidthOf(doc), fontLoads]);
    if (memory.current.basis !== basis) {
      memory.current = { ...emptyMemory(basis), laidOut: memory.current.laidOut };
    }
    const known = memory.current;
    const wrappers = Array.from(root.children) as HTMLElement[];

    // New and changed blocks: until their faces have loaded, this layout is not final, and
    // once they have, every block is measured again.
    const changed = wrappers.filter((_, index) => !known.heights.has(blocks[index]!));
    const needs = fontNeedsOf(changed);
    const fontsHere =
      covers(loaded.faces, needs.faces) && covers(loaded.characters, needs.characters);
    if (!fontsHere) {
      const wanted: FontNeeds = {
        faces: new Set([...loaded.faces, ...needs.faces]),
        characters: new Set([...loaded.characters, ...needs.characters]),
      };
      fontsLoading.current += 1;
      void loadFonts(wanted).then(() => {
        for (const face of wanted.faces) loaded.faces.add(face);
        for (const character of wanted.characters) loaded.characters.add(character);
        fontsLoading.current -= 1;
        if (mounted.current) setFontLoads((count) => count + 1);
      });
    }
    const final = fontsHere && fontsLoading.current === 0;

    const measured = flowOf(blocks).map((flow, index) => {
      const block = blocks[index]!;
      let height = known.heights.get(block);
      if (height === undefined) {
        height = wrappers[index]?.getBoundingClientRect().height ?? 0;
        known.heights.set(block, height);
      }
      return { ...flow, height };
    });
    const split = domSplitter(wrappers);
    const remembered: Splitter = (index, text, available) => {
      const block = blocks[index]!;
      const splits = known.splits.get(block) ?? new Map<string, TextSplit | null>();
      known.splits.set(block, splits);
      const key = `${available}\n${text ?? ''}`;
      if (!splits.has(key)) splits.set(key, split(index, text, available));
      return splits.get(key)!;
    };
    let firstChanged = 0;
    while (firstChanged < blocks.length && known.laidOut[firstChanged] === blocks[firstChanged]) {
      firstChanged += 1;
    }
    const pagination = layOutPages(
      measured,
      pageCapacity(doc.margins),
      remembered,
      known.pagination ? { previous: known.pagination, firstChanged } : undefined,
    );
    known.pagination = pagination;
    known.laidOut = blocks;
    setLayout((previous) =>
      previous && previous.final === final && samePages(previous.pages, pagination.pages)
        ? previous
        : { pages: pagination.pages, final },
    );
  }, [blocks, doc, fontLoads]);

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
            {blocks.map((block) => (
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
            const block = blocks[placement.index];
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
