import { describe, expect, it } from 'vitest';
import { layOutPages, paginate, type MeasuredBlock, type Splitter } from '../src/paginate';

const block = (height: number, extra: Partial<MeasuredBlock> = {}): MeasuredBlock => ({
  height,
  gapBefore: 0,
  keepWithNext: false,
  splittable: false,
  ...extra,
});
const noSplit: Splitter = () => null;
const pageIndexes = (pages: ReturnType<typeof paginate>) =>
  pages.map((page) => page.map((p) => p.index));

describe('pagination', () => {
  it('fills a page, then starts the next; a block never straddles two pages', () => {
    const pages = paginate([block(40), block(40), block(30), block(20)], 100, noSplit);
    expect(pageIndexes(pages)).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it('drops the gap above the first block of a page', () => {
    const pages = paginate(
      [block(60), block(30, { gapBefore: 20 }), block(80, { gapBefore: 20 })],
      100,
      noSplit,
    );
    expect(pageIndexes(pages)).toEqual([[0], [1], [2]]);
    // 60 + 20 + 30 > 100, so block 1 opens page two without its gap: 30 + 20 + 80 > 100 too.
    expect(pages[1]![0]).toMatchObject({ index: 1, first: true });
  });

  it('never leaves a section title alone at the foot of a page', () => {
    const title = block(15, { keepWithNext: true, gapBefore: 10 });
    const pages = paginate([block(70), title, block(30)], 100, noSplit);
    expect(pageIndexes(pages)).toEqual([[0], [1, 2]]);
  });

  it('keeps a title, an entry heading and its first line together', () => {
    const pages = paginate(
      [block(50), block(10, { keepWithNext: true }), block(10, { keepWithNext: true }), block(40)],
      100,
      noSplit,
    );
    expect(pageIndexes(pages)).toEqual([[0], [1, 2, 3]]);
  });

  it('continues a long paragraph on the next page, split between lines', () => {
    const split: Splitter = (_index, _text, available) => {
      expect(available).toBe(60);
      return { first: 'one two', rest: 'three four', firstHeight: 56, restHeight: 84 };
    };
    const pages = paginate([block(40), block(140, { splittable: true })], 100, split);
    expect(pages).toEqual([
      [
        { index: 0, first: true },
        { index: 1, first: false, text: 'one two' },
      ],
      [{ index: 1, first: true, text: 'three four', continued: true }],
    ]);
  });

  it('moves a paragraph whole when it cannot split well', () => {
    const pages = paginate([block(80), block(50, { splittable: true })], 100, noSplit);
    expect(pageIndexes(pages)).toEqual([[0], [1]]);
  });

  it('places a block taller than a page alone rather than losing it', () => {
    const pages = paginate([block(20), block(250), block(20)], 100, noSplit);
    expect(pageIndexes(pages)).toEqual([[0], [1], [2]]);
  });

  it('breaks a keep-with-next chain that cannot fit on any page', () => {
    const pages = paginate([block(60, { keepWithNext: true }), block(60)], 100, noSplit);
    expect(pageIndexes(pages)).toEqual([[0], [1]]);
  });

  it('gives an empty document one empty page', () => {
    expect(paginate([], 100, noSplit)).toEqual([[]]);
  });
});

describe('pagination after an edit', () => {
  /** A small deterministic random generator, so a failure can be replayed. */
  const random = (seed: number) => () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  /** Splits a paragraph of `height` px into lines of 10 px, at least two each side. */
  const lineSplit =
    (blocks: MeasuredBlock[]): Splitter =>
    (index, text, available) => {
      const height = text === undefined ? blocks[index]!.height : Number(text);
      const lines = Math.floor(available / 10);
      if (lines < 2 || height / 10 - lines < 2) return null;
      return {
        first: String(lines * 10),
        rest: String(height - lines * 10),
        firstHeight: lines * 10,
        restHeight: height - lines * 10,
      };
    };
  // Blocks kept with the next one are few in some CVs and most in others (long chains).
  const someBlock = (next: () => number, keepRate: number): MeasuredBlock => ({
    height: 10 + Math.floor(next() * 12) * 10,
    gapBefore: Math.floor(next() * 3) * 5,
    keepWithNext: next() < keepRate,
    splittable: next() < 0.4,
  });

  it('goes on from the last step the edit leaves untouched, and equals a layout from scratch', () => {
    let resumedFromLater = 0;
    let resumedInParagraph = 0;
    for (let seed = 1; seed <= 1000; seed += 1) {
      const next = random(seed);
      const keepRate = next() * 0.9;
      const before = Array.from({ length: 5 + Math.floor(next() * 40) }, () =>
        someBlock(next, keepRate),
      );
      const first = layOutPages(before, 300, lineSplit(before));
      // One edit: a block grows or shrinks, is added or is removed.
      const at = Math.floor(next() * before.length);
      const after = [...before];
      const kind = next();
      if (kind < 0.5) after[at] = { ...after[at]!, height: 10 + Math.floor(next() * 12) * 10 };
      else if (kind < 0.75) after.splice(at, 0, someBlock(next, keepRate));
      else after.splice(at, 1);

      const split = lineSplit(after);
      const calls: number[] = [];
      const counted: Splitter = (index, text, available) => {
        calls.push(index);
        return split(index, text, available);
      };
      const resumed = layOutPages(after, 300, counted, { previous: first, firstChanged: at });
      const scratch = layOutPages(after, 300, split);
      expect(resumed.pages, `seed ${seed}`).toEqual(scratch.pages);
      // Nothing before the changed block is split again.
      expect(
        calls.filter((index) => index < at - 4),
        `seed ${seed} at ${at} kind ${kind}`,
      ).toEqual([]);
      const kept = resumed.steps.findIndex((step, k) => step !== first.steps[k]);
      if (kept > 0 && at > 10) resumedFromLater += 1;
      if (resumed.steps[kept]?.unit.continued) resumedInParagraph += 1;
    }
    // The edits did reuse earlier work (not only ever starting again from the first page),
    // some from the middle of a paragraph that continues on the next page.
    expect(resumedFromLater).toBeGreaterThan(50);
    expect(resumedInParagraph).toBeGreaterThan(3);
  });

  it('starts from the first page when the page height changes', () => {
    const blocks = [block(60), block(60), block(60)];
    const first = layOutPages(blocks, 100, noSplit);
    expect(layOutPages(blocks, 200, noSplit, { previous: first, firstChanged: 3 }).pages).toEqual(
      paginate(blocks, 200, noSplit),
    );
  });
});
