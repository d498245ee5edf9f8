// What the ATS evaluations share: how a ranking is judged (ROC AUC, Spearman) and what the
// score's bands read as, and the two
// simple scorers the engine must beat (TF-IDF cosine, the share of the posting's words).
import { stopWords, tokenize } from '@careercard/engine/text/tokens';

export const round = (value: number, places = 3) => Math.round(value * 10 ** places) / 10 ** places;

/** FNV-1a: a stable hash, so a split is the same on every machine and every run. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Area under the ROC curve: the chance a positive outscores a negative (ties count half). */
export function rocAuc(scored: Array<{ score: number; relevant: boolean }>): number {
  const positives = scored.filter((item) => item.relevant).map((item) => item.score);
  const negatives = scored.filter((item) => !item.relevant).map((item) => item.score);
  let wins = 0;
  for (const positive of positives) {
    for (const negative of negatives) {
      wins += positive > negative ? 1 : positive === negative ? 0.5 : 0;
    }
  }
  return wins / (positives.length * negatives.length);
}

/** Ranks from 1, ties sharing the mean of the ranks they span. */
function ranks(values: number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const out = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end++;
    for (let i = start; i <= end; i++) out[order[i]!.index] = (start + end) / 2 + 1;
    start = end + 1;
  }
  return out;
}

/** Spearman's rank correlation: Pearson's on the ranks; 0 when either side is constant. */
export function spearman(xs: number[], ys: number[]): number {
  const [a, b] = [ranks(xs), ranks(ys)];
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const [ma, mb] = [mean(a), mean(b)];
  let [num, da, db] = [0, 0, 0];
  for (let i = 0; i < a.length; i++) {
    num += (a[i]! - ma) * (b[i]! - mb);
    da += (a[i]! - ma) ** 2;
    db += (b[i]! - mb) ** 2;
  }
  return da === 0 || db === 0 ? 0 : num / Math.sqrt(da * db);
}

/**
 * What each band of the score reads as against the labels: 75 and over "a likely pass" (the
 * share labelled a match), under 50 "a poor fit" (the share labelled poor), and between.
 */
export function scoreBands(
  items: Array<{ score: number; good: boolean; poor: boolean; label?: number }>,
) {
  // Graded labels (not only good or poor) say also where the band's middle label lies.
  const graded = items.some((item) => item.label !== undefined);
  const band = (low: number, high: number) => {
    const inBand = items.filter((item) => item.score >= low && item.score < high);
    const share = (test: (item: (typeof items)[number]) => boolean) =>
      inBand.length === 0 ? null : round(inBand.filter(test).length / inBand.length);
    return {
      pairs: inBand.length,
      labelledGood: share((item) => item.good),
      labelledPoor: share((item) => item.poor),
      ...(graded && { medianLabel: round(median(inBand.map((item) => item.label ?? 0))) }),
    };
  };
  return { '75 and over': band(75, 101), '50 to 74': band(50, 75), 'under 50': band(0, 50) };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The words of a text a bag-of-words scorer counts: lower case, letters, no stop words. */
const words = (text: string) =>
  tokenize(text)
    .map((token) => token.lower)
    .filter((word) => /\p{L}/u.test(word) && !stopWords.has(word));

/**
 * The two baselines, fitted on the texts of one set: TF-IDF cosine between CV and posting (the
 * inverse document frequency counted over every distinct text of the set), and the share of
 * the posting's distinct words that the CV holds.
 */
export function baselines(texts: Iterable<string>) {
  const documents = [...new Set(texts)];
  const df = new Map<string, number>();
  for (const text of documents) {
    for (const word of new Set(words(text))) df.set(word, (df.get(word) ?? 0) + 1);
  }
  const vector = (text: string) => {
    const out = new Map<string, number>();
    for (const word of words(text)) out.set(word, (out.get(word) ?? 0) + 1);
    for (const [word, count] of out) {
      out.set(word, count * Math.log((1 + documents.length) / (1 + (df.get(word) ?? 0))));
    }
    return out;
  };
  const norm = (v: Map<string, number>) =>
    Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0));
  return {
    tfidfCosine: (cv: string, job: string): number => {
      const [a, b] = [vector(cv), vector(job)];
      let dot = 0;
      for (const [word, weight] of a) dot += weight * (b.get(word) ?? 0);
      return dot / (norm(a) * norm(b) || 1);
    },
    wordShare: (cv: string, job: string): number => {
      const held = new Set(words(cv));
      const asked = new Set(words(job));
      return asked.size === 0 ? 0 : [...asked].filter((word) => held.has(word)).length / asked.size;
    },
  };
}
