import { squeezed } from '../layout/link-anchors';
import type { AnchoredLink } from '../types';

/** Whether a link's words are an entry's name: the same, or most of one within the other. */
const names = (words: string, name: string) => {
  const [a, b] = [squeezed(words), squeezed(name)];
  if (a === '' || b === '') return false;
  return (
    a === b ||
    ((a.includes(b) || b.includes(a)) &&
      Math.min(a.length, b.length) >= 0.6 * Math.max(a.length, b.length))
  );
};

/**
 * Gives a project or a paper whose name is a link's words that link's address, when the text
 * did not show one: "Hisab: offline bookkeeping" printed as a link to the project's site.
 */
export function withLinkedNames<T extends { url: string }>(
  items: T[],
  nameOf: (item: T) => string,
  links: readonly AnchoredLink[],
): T[] {
  const web = links.filter((link) => !link.inText && /^https?:\/\//i.test(link.url));
  return items.map((item) => {
    if (item.url) return item;
    const link = web.find((candidate) => names(candidate.text, nameOf(item)));
    return link ? { ...item, url: link.url } : item;
  });
}
