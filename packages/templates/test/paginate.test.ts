import { describe, expect, it } from 'vitest';
import { paginate, type MeasuredBlock, type Splitter } from '../src/paginate';

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
