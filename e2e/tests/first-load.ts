// What a first visit to a page downloads: the scripts and style sheets it requested until the
// network went quiet, each gzipped at level 9 whatever the server sent, so the figure does not
// depend on how it was served. Shared by the budget test (budgets.spec.ts) and the benchmark
// (bench/bundle.bench.ts).
import type { Page } from 'playwright-core';
import zlib from 'node:zlib';

export const KB = 1024;

/**
 * The most gzipped KB a first visit may load (issue 41): JavaScript on the landing page, on the
 * other public pages and on the dashboard, and CSS on any page.
 */
export const BUDGET_KB = { landingJs: 150, publicJs: 170, dashboardJs: 250, css: 20 } as const;

export interface Asset {
  kind: 'js' | 'css';
  url: string;
  bytes: number;
  gzipBytes: number;
  /** The body as it came over the wire (compressed when the server compressed it). */
  sentBytes: number;
}

/** Opens `url` in `page` (a fresh context: nothing cached) and waits for `ready` to show. */
export async function firstLoadAssets(page: Page, url: string, ready: string): Promise<Asset[]> {
  const pending: Promise<Asset>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
        kind: type === 'script' ? 'js' : 'css',
        url: new URL(response.url()).pathname,
        bytes: body.length,
        gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
        sentBytes: sizes.responseBodySize,
      })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page
    .locator(ready)
    .first()
    .waitFor({ timeout: 30_000 })
    .catch((error: unknown) => {
      throw new Error(`${url} did not show ${ready}`, { cause: error });
    });
  await page.waitForLoadState('networkidle');
  return Promise.all(pending);
}

/** The total of one field over the assets of one kind. */
export const total = (
  assets: Asset[],
  kind: Asset['kind'],
  field: 'bytes' | 'gzipBytes' | 'sentBytes',
) => assets.filter((asset) => asset.kind === kind).reduce((sum, asset) => sum + asset[field], 0);

/** The largest scripts, gzipped, largest first: where a page's JavaScript goes. */
export const largestScripts = (assets: Asset[], count = 5) =>
  assets
    .filter((asset) => asset.kind === 'js')
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, count)
    .map((asset) => ({ url: asset.url, gzKb: Math.round((asset.gzipBytes / KB) * 10) / 10 }));
