import { findBlanks } from '@careercard/shared/blanks';

/** The name the stylesheet styles: `::highlight(cv-blank)` (screen only, see index.css). */
export const BLANK_HIGHLIGHT = 'cv-blank';

/** Ranges over each blank in the text under `root`, one text node at a time. */
export function blankRanges(root: Node): Range[] {
  const ranges: Range[] = [];
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const blank of findBlanks(node.nodeValue ?? '')) {
      const range = root.ownerDocument!.createRange();
      const start = (node.nodeValue ?? '').indexOf(blank.text, blank.index);
      range.setStart(node, start);
      range.setEnd(node, start + blank.text.length);
      ranges.push(range);
    }
  }
  return ranges;
}

/** Every element whose blanks are marked now: the preview beside the form, the full-size one. */
const marked = new Set<HTMLElement>();

const supported = () => typeof CSS !== 'undefined' && 'highlights' in CSS;

function markAll() {
  if (marked.size === 0) return CSS.highlights.delete(BLANK_HIGHLIGHT);
  CSS.highlights.set(BLANK_HIGHLIGHT, new Highlight(...[...marked].flatMap(blankRanges)));
}

/**
 * A ref that marks every blank under its element with the CSS Custom Highlight API, as the
 * text changes: the pages' DOM is left untouched (the same templates print the PDF), and the
 * mark is drawn on screen only. Browsers without the API show the list above the preview alone.
 */
export function markBlanks(root: HTMLElement | null) {
  if (!root || !supported()) return;
  marked.add(root);
  markAll();
  const observer = new MutationObserver(markAll);
  observer.observe(root, { subtree: true, childList: true, characterData: true });
  return () => {
    observer.disconnect();
    marked.delete(root);
    markAll();
  };
}
