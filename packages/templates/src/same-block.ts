import { isValidElement } from 'react';
import type { CvBlock } from './document';

/**
 * Whether two values a template drew are alike: React elements of the same type, key and
 * props, arrays and plain objects (styles) alike in every part, the rest equal. A function
 * (a handler) is alike only to itself, so at worst a block is drawn again needlessly.
 */
function alike(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, i) => alike(item, b[i]));
  }
  if (isValidElement(a)) {
    return isValidElement(b) && a.type === b.type && a.key === b.key && alike(a.props, b.props);
  }
  if (isValidElement(b) || Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every(
      (key) =>
        Object.hasOwn(b, key) &&
        alike((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}

/**
 * The document's blocks, each one that is alike to the block of the same key in `previous`
 * replaced by that earlier object. A template draws every block anew on each change; kept
 * objects let the preview skip drawing, measuring and paginating what an edit left alone.
 */
export function keepUnchanged(previous: readonly CvBlock[], blocks: CvBlock[]): CvBlock[] {
  if (previous.length === 0) return blocks;
  const byKey = new Map(previous.map((block) => [block.key, block]));
  return blocks.map((block) => {
    const before = byKey.get(block.key);
    return before && alike(before, block) ? before : block;
  });
}
