/**
 * Links of a PDF page and the text they sit on. A CV often prints a profile or a project's
 * address only behind a word or an icon ("LinkedIn", "GitHub", "link", a globe): the address is
 * in the page's link, not its text. Where the word only names the link, the address takes its
 * place in the text, so the parser reads it where it stands (the contact lines, a project's
 * line); where the words are the CV's own (a project's name), they stay, and the link is handed
 * on beside the text for the parser to give to what bears that name.
 */
import type { AnchoredLink, PageLink, PositionedPage, PositionedText } from '../types';

/** Words that only say "here is a link" or what kind it is. */
const LINK_WORD =
  /^(?:links?|url|web|web ?site|site|home ?page|portfolio|blog|demo|live(?: demo| site)?|code|source(?: code)?|repo(?:sitory)?|view(?: (?:project|code|online|demo|site|profile|here))?|open|visit|here|click here|profile|cv|resume|pdf|paper|preprint|doi|article|e-?mail|mail|phone|call|contact)$/i;

/** A letter or digit of the text inside `rect` (its middle inside), with where it stands. */
interface Covered {
  item: PositionedText;
  from: number;
  to: number;
}

const onLine = (item: PositionedText, [, bottom, , top]: PageLink['rect']) => {
  // Glyphs stand on the baseline and reach up to about their size; a link's box is drawn
  // around them, a little above or below.
  const middle = item.y + item.height * 0.35;
  return middle >= bottom - item.height * 0.2 && middle <= top + item.height * 0.2;
};

/** The runs of each item whose characters' middles fall in the link's box. */
function covered(items: PositionedText[], link: PageLink): Covered[] {
  const [left, , right] = link.rect;
  const runs: Covered[] = [];
  for (const item of items) {
    if (!onLine(item, link.rect) || item.str.length === 0) continue;
    if (item.x > right || item.x + item.width < left) continue;
    // Characters taken as equally wide: enough to tell which of "LinkedIn GitHub" is which.
    const step = item.width / item.str.length;
    let from = -1;
    let to = -1;
    for (let index = 0; index < item.str.length; index += 1) {
      const middle = item.x + (index + 0.5) * step;
      if (middle >= left && middle <= right) {
        if (from === -1) from = index;
        to = index + 1;
      }
    }
    if (from === -1) continue;
    // Glyphs are not equally wide: a link covers whole words, so a word it cuts is taken whole.
    const inWord = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);
    while (from > 0 && inWord(item.str[from - 1]) && inWord(item.str[from])) from -= 1;
    while (to < item.str.length && inWord(item.str[to]) && inWord(item.str[to - 1])) to += 1;
    runs.push({ item, from, to });
  }
  return runs;
}

/** The address as the text would show it: a mail or phone link by its address or number. */
export function shownAs(url: string): string | null {
  const trimmed = url.trim();
  if (/^mailto:/i.test(trimmed)) return trimmed.replace(/^mailto:\s*/i, '').replace(/\?.*$/, '');
  if (/^tel:/i.test(trimmed)) return trimmed.replace(/^tel:\s*/i, '');
  return /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(trimmed) ? trimmed : null;
}

/** A link box the size of an icon or a word, not of a picture or a page. */
const isIconSized = ([left, bottom, right, top]: PageLink['rect']) =>
  top - bottom > 2 && top - bottom <= 40 && right - left > 2 && right - left <= 200;

/** A text's letters and digits only, in lower case: words compared whatever their spacing. */
export const squeezed = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Whether a link's words already show its address (or most of it): the text has it. */
export const showsAddress = (text: string, address: string) =>
  squeezed(text).includes(squeezed(address.replace(/^https?:\/\/(?:www\.)?/i, '')));

/**
 * Whether the words behind a link only name it: none (an icon), a link word, the site's name
 * ("LinkedIn" for linkedin.com), or a piece of the address itself (a user name).
 */
export function onlyNamesLink(text: string, url: string): boolean {
  const words = text.trim();
  const letters = squeezed(words);
  if (letters === '') return true;
  if (LINK_WORD.test(words.replace(/[^\p{L}\p{N} -]+/gu, ' ').trim())) return true;
  const address = squeezed(url.replace(/^[a-z]+:(?:\/\/)?(?:www\.)?/i, ''));
  const host = /^[a-z]+:\/\/(?:www\.)?([^/?#]+)/i.exec(url)?.[1]?.toLowerCase() ?? '';
  const site = host.split('.').slice(0, -1);
  return (
    site.some((label) => label.length >= 2 && squeezed(label) === letters) ||
    (letters.length >= 3 && !/\s/.test(words) && address.includes(letters))
  );
}

/** Hosts of networks and sites whose name labels a link to a page there ("GitHub"). */
const NETWORK_HOST =
  /(?:^|\.)(?:linkedin|github|gitlab|bitbucket|behance|dribbble|medium|twitter|x|facebook|instagram|youtube|stackoverflow|kaggle|leetcode|researchgate|orcid|scholar|google)\./i;

/**
 * "Hisab" on a link to hisab.example.org: a capitalised name that is the site's own (a project's,
 * a firm's), not a network's: the words are the CV's, the address goes after them.
 */
function namesSite(text: string, url: string): boolean {
  const host = /^[a-z]+:\/\/(?:www\.)?([^/?#]+)/i.exec(url)?.[1]?.toLowerCase() ?? '';
  const letters = squeezed(text);
  return (
    /^\p{Lu}/u.test(text.trim()) &&
    !NETWORK_HOST.test(`${host}.`) &&
    host
      .split('.')
      .slice(0, -1)
      .some((label) => squeezed(label) === letters)
  );
}

/**
 * What stands in the text for a link whose words only name it, a space after it unless a mark
 * follows ("Hisab https://hisab.example.org/: An offline …").
 */
export const inPlaceOfLink = (text: string, url: string, address: string, next = ' ') =>
  `${namesSite(text, url) ? ` ${text.trim()} ` : ' '}${address}${/^[:;,.)]/.test(next) ? '' : ' '}`;

/**
 * Reads each page's links against its text: a link whose words only name it puts its address
 * in their place; every link is returned with its words, in page order, one per address and
 * place (a title broken over two lines is two boxes of one link).
 */
export function anchorLinks(
  pages: PositionedPage[],
  linksPerPage: PageLink[][],
): { pages: PositionedPage[]; links: AnchoredLink[] } {
  const links: AnchoredLink[] = [];
  const result = pages.map((page, number) => {
    const items = page.items.map((item) => ({ ...item }));
    const replaced = new Map<PositionedText, Array<{ from: number; to: number; text: string }>>();
    const onPage: AnchoredLink[] = [];
    for (const link of linksPerPage[number] ?? []) {
      const address = shownAs(link.url);
      if (address === null) continue;
      const runs = covered(items, link);
      const text = runs
        .map(({ item, from, to }) => item.str.slice(from, to))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      const shown = showsAddress(text, address);
      const previous = onPage.at(-1);
      if (previous?.url === link.url && !shown) {
        previous.text = `${previous.text} ${text}`.trim();
        continue;
      }
      // An icon drawn as a picture has no text under its link: the address stands in its place.
      if (runs.length === 0 && isIconSized(link.rect)) {
        const [left, bottom, right, top] = link.rect;
        const height = (top - bottom) * 0.7;
        items.push({
          str: address,
          x: left,
          y: bottom + height * 0.2,
          width: right - left,
          height,
        });
        onPage.push({ text, url: link.url, inText: true });
        continue;
      }
      const named: boolean = !shown && runs.length > 0 && onlyNamesLink(text, link.url);
      if (named) {
        const last = runs.at(-1)!;
        const next = last.item.str.slice(last.to);
        runs.forEach(({ item, from, to }, index) => {
          const edits = replaced.get(item) ?? [];
          edits.push({
            from,
            to,
            text: index === 0 ? inPlaceOfLink(text, link.url, address, next) : '',
          });
          replaced.set(item, edits);
        });
      }
      onPage.push({ text, url: link.url, inText: shown || named });
    }
    links.push(...onPage);
    for (const [item, edits] of replaced) {
      // From the end, so the earlier positions still hold.
      for (const { from, to, text } of edits.sort((a, b) => b.from - a.from)) {
        item.str = item.str.slice(0, from) + text + item.str.slice(to);
      }
    }
    return { ...page, items };
  });
  return { pages: result, links };
}
