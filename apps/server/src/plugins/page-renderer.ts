import type { Locale } from '@careercard/shared/locale';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { injectFetch } from '../lib/inject-fetch';
import { SERVER_RENDER_HEADER, serverRenderToken } from '../lib/server-render';

/** The web app's renderer of its public pages (apps/web/src/entry-server.tsx, built). */
export interface PageRenderer {
  renderPage(request: {
    url: string;
    locale: Locale;
    fetch: typeof fetch;
    /** After this, a render no longer holds the others back (the server has given up on it). */
    timeLimitMs: number;
  }): Promise<{ html: string; state: unknown }>;
  /** The id of the script element that carries the page's state to the browser. */
  SERVED_STATE_ID: string;
}

/** The renderer the web build wrote (dist/ssr/entry-server.js), or null when it has none. */
export async function loadPageRenderer(distDir: string): Promise<PageRenderer | null> {
  const file = path.join(distDir, 'ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

/**
 * The fetch a page is rendered with: its API requests answered by this app's own routes, as a
 * visitor's (no session), marked as the server's own.
 */
export function rendererFetch(app: FastifyInstance): typeof fetch {
  const local = injectFetch(app);
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set(SERVER_RENDER_HEADER, serverRenderToken);
    // The web app's API client asks for paths ("/api/…"), as a page in the browser does.
    const url = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    return local(new URL(url, 'http://localhost'), { ...init, headers });
  };
}
