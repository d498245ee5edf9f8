/**
 * Lays measured blocks onto pages. Pure: heights and text splitting come from the caller
 * (the DOM in the browser, numbers in tests).
 *
 * Rules: a block never straddles two pages; a chain of keep-with-next blocks (a section
 * title, an entry's heading, its first line) moves to the next page together, so no title is
 * left alone at the foot of a page; a paragraph that does not fit continues on the next page,
 * split between two lines; space above a block is dropped at the top of a page.
 */

export interface MeasuredBlock {
  height: number;
  gapBefore: number;
  keepWithNext: boolean;
  /** Its text may be split between lines. */
  splittable: boolean;
}

/** How a block flows, apart from its height: what the paginator needs besides measuring. */
export type BlockFlow = Omit<MeasuredBlock, 'height'>;

/** A block on a page: the block itself, or a fragment of its text. */
export interface Placement {
  index: number;
  /** For a fragment: the text it shows. */
  text?: string;
  /** The fragment continues a paragraph begun on the previous page. */
  continued?: boolean;
  /** The block is the first on its page (its gap above is dropped). */
  first: boolean;
}

export interface TextSplit {
  first: string;
  rest: string;
  firstHeight: number;
  restHeight: number;
}

/**
 * Splits block `index` (or the fragment `text` of it) so its first part fits in `available`
 * px, or answers null when no good split exists (fewer than two lines either side).
 */
export type Splitter = (
  index: number,
  text: string | undefined,
  available: number,
) => TextSplit | null;

/** A keep-with-next chain longer than this is treated as broken (a title cannot hold a page). */
const MAX_CHAIN = 4;

interface Unit extends MeasuredBlock {
  index: number;
  text?: string;
  continued?: boolean;
}

/**
 * Where the paginator stood before one of its steps: enough to go on from there, and the last
 * block it had read so far (a step reads a keep-with-next chain ahead of where it stands).
 */
interface Step {
  index: number;
  /** The unit at `index` then: a paragraph's continuation carries its own text and height. */
  unit: Unit;
  pageCount: number;
  onLastPage: number;
  used: number;
  readUpTo: number;
}

/** A finished layout, and how it was reached: a later layout can begin where this one's still hold. */
export interface Pagination {
  pages: Placement[][];
  capacity: number;
  steps: Step[];
}

export function paginate(
  blocks: MeasuredBlock[],
  capacity: number,
  split: Splitter,
): Placement[][] {
  return layOutPages(blocks, capacity, split).pages;
}

/**
 * Lays out `blocks`; given the layout of an earlier version of them (`after.previous`, where
 * every block before `after.firstChanged` is the same), it goes on from the last step that had
 * read none of the changed blocks instead of from the first page. The result is the same as
 * from scratch (a test holds it to that): an edit near the end lays out only the last page.
 */
export function layOutPages(
  blocks: MeasuredBlock[],
  capacity: number,
  split: Splitter,
  after?: { previous: Pagination; firstChanged: number },
): Pagination {
  const units: Unit[] = blocks.map((block, index) => ({ ...block, index }));
  let pages: Placement[][] = [[]];
  let used = 0;
  let readUpTo = -1;
  let steps: Step[] = [];
  let i = 0;

  const resumable = after && after.previous.capacity === capacity ? after : undefined;
  if (resumable) {
    const { previous, firstChanged } = resumable;
    let from = -1;
    for (let s = previous.steps.length - 1; s >= 0; s -= 1) {
      if (previous.steps[s]!.readUpTo < firstChanged) {
        from = s;
        break;
      }
    }
    const step = previous.steps[from];
    if (step) {
      steps = previous.steps.slice(0, from);
      // Pages before the step's are done; its own is taken as far as it then went.
      pages = Array.from({ length: step.pageCount }, (_, p) => previous.pages[p] ?? []);
      pages[pages.length - 1] = pages[pages.length - 1]!.slice(0, step.onLastPage);
      used = step.used;
      readUpTo = step.readUpTo;
      // A paragraph's continuation came from a split of a block that has not changed.
      if (step.unit.continued) units[step.index] = step.unit;
      i = step.index;
    }
  }

  const place = (unit: Unit) => {
    const page = pages[pages.length - 1]!;
    const first = page.length === 0;
    used += (first ? 0 : unit.gapBefore) + unit.height;
    page.push({
      index: unit.index,
      first,
      ...(unit.text !== undefined ? { text: unit.text } : {}),
      ...(unit.continued ? { continued: true } : {}),
    });
  };
  const newPage = () => {
    pages.push([]);
    used = 0;
  };

  while (i < units.length) {
    steps.push({
      index: i,
      unit: units[i]!,
      pageCount: pages.length,
      onLastPage: pages[pages.length - 1]!.length,
      used,
      readUpTo,
    });
    let j = i;
    while (units[j]!.keepWithNext && j + 1 < units.length && j - i < MAX_CHAIN - 1) j += 1;
    readUpTo = Math.max(readUpTo, j);
    const group = units.slice(i, j + 1);
    const onEmptyPage = pages[pages.length - 1]!.length === 0;
    const heightOf = (from: Unit[]) =>
      from.reduce(
        (sum, unit, k) => sum + unit.height + (k === 0 && onEmptyPage ? 0 : unit.gapBefore),
        0,
      );
    const total = heightOf(group);

    if (used + total <= capacity) {
      group.forEach(place);
      i = j + 1;
      continue;
    }

    // Does not fit: continue the group's last paragraph on the next page if it splits well.
    const last = group[group.length - 1]!;
    if (last.splittable) {
      const before = total - last.height;
      const parts = split(last.index, last.text, capacity - used - before);
      if (parts) {
        group.slice(0, -1).forEach(place);
        place({ ...last, text: parts.first, height: parts.firstHeight });
        newPage();
        units[j] = {
          ...last,
          text: parts.rest,
          height: parts.restHeight,
          gapBefore: 0,
          continued: true,
        };
        i = j;
        continue;
      }
    }
    if (!onEmptyPage) {
      newPage();
      continue;
    }
    // Alone on a page and still too tall: let the chain go, or place the giant as it is.
    place(group[0]!);
    i += 1;
  }
  const laidOut =
    pages.length > 1 && pages[pages.length - 1]!.length === 0 ? pages.slice(0, -1) : pages;
  return { pages: laidOut, capacity, steps };
}
