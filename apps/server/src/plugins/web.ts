import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fs from 'node:fs';
import path from 'node:path';
import { APP_CONTENT_SECURITY_POLICY } from './security-headers';

/** What a shared link previews as (Open Graph), for pages crawlers read without running scripts. */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's own absolute address. */
  url: string;
  image?: string | undefined;
}

/** Client routes whose index.html carries their own meta tags; null means "no such page" (404). */
export type PageMetaResolvers = Record<
  string,
  (params: Record<string, string>, request: FastifyRequest) => Promise<PageMeta | null>
>;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with the page's title and its Open Graph and Twitter tags. */
export function withMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<title>${escapeAttribute(meta.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(meta.description)}" />`,
    `<meta property="og:type" content="profile" />`,
    `<meta property="og:title" content="${escapeAttribute(meta.title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(meta.description)}" />`,
    `<meta property="og:url" content="${escapeAttribute(meta.url)}" />`,
    ...(meta.image
      ? [`<meta property="og:image" content="${escapeAttribute(meta.image)}" />`]
      : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ].join('\n    ');
  return html
    .replace(/<meta\s+name="description"[^>]*>\s*/s, '')
    .replace(/<title>.*?<\/title>/s, tags);
}

/**
 * Serves the built web app. Client routes (/dashboard, /v/some-slug …) get index.html so the
 * browser router can take over; unknown /api paths stay a JSON 404.
 */
async function webPlugin(
  app: FastifyInstance,
  {
    distDir,
    pages = {},
    transformHtml = (html) => Promise.resolve(html),
  }: {
    distDir: string;
    pages?: PageMetaResolvers;
    /** What every page's HTML goes through on its way out (the site's theme). */
    transformHtml?: (html: string) => Promise<string>;
  },
) {
  const indexFile = path.join(distDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  const index = hasWeb ? fs.readFileSync(indexFile, 'utf8') : '';
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, file) {
        // Vite puts content hashes in asset names, so they never change once served.
        const immutable = file.startsWith(path.join(distDir, 'assets') + path.sep);
        if (file.endsWith('.html'))
          reply.header('content-security-policy', APP_CONTENT_SECURITY_POLICY);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    for (const [route, resolve] of Object.entries(pages)) {
      app.get(
        route,
        { config: { access: 'public' }, schema: { hide: true } },
        async (request, reply) => {
          const meta = await resolve(request.params as Record<string, string>, request);
          return reply
            .status(meta ? 200 : 404)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-cache')
            .header('content-security-policy', APP_CONTENT_SECURITY_POLICY)
            .send(await transformHtml(meta ? withMeta(index, meta) : index));
        },
      );
    }
  } else {
    app.log.warn(`No built web app in ${distDir}; run "npm run build" to serve it`);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (pathname === '/api' || pathname.startsWith('/api/') || !isPage || !hasWeb) {
      return reply.status(404).send({ message: 'Not Found' });
    }
    // A missing file with an extension (a stale /assets/x.js) is a real 404, not a page.
    if (path.extname(pathname)) return reply.status(404).send({ message: 'Not Found' });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', APP_CONTENT_SECURITY_POLICY)
      .send(await transformHtml(index));
  });
}

export default fp(webPlugin, { name: 'web' });
