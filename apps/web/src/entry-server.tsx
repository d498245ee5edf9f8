/**
 * The public pages rendered on the server (apps/server's web plugin imports the build of this
 * file, dist/ssr/entry-server.js): the same React components and queries as in the browser, so
 * a crawler or a slow phone gets the page's text, links and images before any JavaScript runs,
 * and the browser hydrates what it received.
 */
import type { Locale } from '@careercard/shared/locale';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProvider, createQueryClient } from '@/app/provider';
import { AppRoutes, prefetchPage } from '@/app/router';
import { SERVED_STATE_ID, type ServedState } from '@/app/served-page';
import { sendRequestsWith } from '@/lib/api-client';
import { applyLocale } from '@/lib/i18n';
import { oneAtATime } from '@/lib/one-at-a-time';

export { SERVED_STATE_ID };

export interface RenderRequest {
  /** The page's path and query ("/p/blog?page=2"). */
  url: string;
  locale: Locale;
  /** Answers the page's API requests ("/api/…"), from the server's own routes. */
  fetch: typeof fetch;
}

export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  state: ServedState;
}

async function render({ url, locale, fetch }: RenderRequest): Promise<RenderedPage> {
  sendRequestsWith(fetch);
  await applyLocale(locale);
  const queryClient = createQueryClient();
  // An answer that fails here is asked for again by the browser; the page is not held up.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  await prefetchPage(queryClient, new URL(url, 'http://localhost'), locale);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, state: { locale, queries: dehydrate(queryClient) } };
}

/**
 * One page at a time: the interface's language and the way requests go out belong to the
 * whole module (as in the browser, where there is one page), so two pages rendered at once
 * would mix them. A page takes milliseconds; more traffic takes more server processes. One that
 * hangs holds the others only for `timeLimitMs`, after which the server sends it unrendered.
 */
let queue: ReturnType<typeof oneAtATime> | undefined;

export function renderPage({
  timeLimitMs,
  ...request
}: RenderRequest & { timeLimitMs: number }): Promise<RenderedPage> {
  queue ??= oneAtATime(timeLimitMs);
  return queue(() => render(request));
}
