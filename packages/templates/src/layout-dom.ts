/**
 * Measuring a CV's blocks in the browser, for the paginator. Shared by the live preview
 * (PagedCv) and the page the server prints (print-layout), so both break pages alike. No React:
 * the print page runs this without the app.
 */
import type { BlockFlow, MeasuredBlock, Splitter } from './paginate';

/** The blocks' heights as drawn, each in its wrapper (one wrapper a block, in order). */
export function measureBlocks(wrappers: HTMLElement[], flow: BlockFlow[]): MeasuredBlock[] {
  return flow.map((block, index) => ({
    ...block,
    height: wrappers[index]?.getBoundingClientRect().height ?? 0,
  }));
}

/** The faces that text is set in, and its characters: what must load before it is measured. */
export interface FontNeeds {
  faces: Set<string>;
  characters: Set<string>;
}

/** What the text in `roots` (and under them) needs. */
export function fontNeedsOf(roots: Element[]): FontNeeds {
  const faces = new Set<string>();
  const characters = new Set<string>();
  for (const root of roots) {
    for (const element of [root, ...root.querySelectorAll('*')]) {
      const style = getComputedStyle(element);
      faces.add(`${style.fontStyle} ${style.fontWeight} 16px ${style.fontFamily}`);
    }
    for (const character of root.textContent) characters.add(character);
  }
  return { faces, characters };
}

/**
 * Loads every face, by name, for the characters: `document.fonts.ready` alone may resolve
 * before the browser has even started loading a face the layout asked for.
 */
export function loadFonts({ faces, characters }: FontNeeds): Promise<unknown> {
  const text = [...characters].join('');
  return Promise.all(
    [...faces].map((face) => document.fonts.load(face, text).catch(() => [])),
  ).then(() => document.fonts.ready);
}

/** Loads every face the text under `root` uses. */
export const loadFontsOf = (root: Element): Promise<unknown> => loadFonts(fontNeedsOf([root]));

/** Resolves once every image under `root` has loaded or failed: a photo's size moves the text. */
export function whenImagesLoaded(root: ParentNode): Promise<unknown> {
  return Promise.all(
    Array.from(root.querySelectorAll('img'), (image) =>
      image.complete
        ? Promise.resolve()
        : new Promise((done) => {
            image.addEventListener('load', done, { once: true });
            image.addEventListener('error', done, { once: true });
          }),
    ),
  );
}

/**
 * Finds where a paragraph breaks: the longest run of words whose height fits, measured on a
 * copy of the paragraph's own element, so the break falls between lines exactly as drawn.
 * At least two lines stay on each side, or the paragraph moves whole.
 */
export function domSplitter(wrappers: HTMLElement[]): Splitter {
  return (index, fragment, available) => {
    const wrapper = wrappers[index];
    const element = wrapper?.querySelector<HTMLElement>('[data-split-text]');
    // The element holds the paragraph's whole text and nothing else (TextBlock).
    const text = fragment ?? element?.textContent ?? undefined;
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
