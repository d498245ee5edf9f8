import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { defaultLocale, isLocale, locales, type Locale } from '@careercard/shared/locale';
import { isWebPage } from '@careercard/shared/web-pages';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { loadPageRenderer, rendererFetch, type PageRenderer } from './page-renderer';
import { APP_CONTENT_SECURITY_POLICY } from './security-headers';
import { escapeHtml } from '../lib/escape-html';
import { within } from '../lib/time-limit';
import { varyOn } from '../lib/vary';

/** A page the server cannot render in this time is sent for the browser to draw, as before. */
const RENDER_TIMEOUT_MS = 3_000;

/**
 * What a page is to search engines and link previews, written into the HTML the server sends
 * so a crawler that runs no JavaScript reads it.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's own absolute address: its canonical URL. */
  url: string;
  image?: string | undefined;
  /** The image's size in pixels and what it shows, so a preview is laid out before it loads. */
  imageInfo?: { width: number; height: number; alt: string } | undefined;
  /** Open Graph type: 'website' unless said otherwise. */
  type?: 'website' | 'article' | 'profile';
  /** schema.org data (an Article, a Person …) as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /** Other forms of the page, each an absolute address: its feed, its other language. */
  alternates?: Array<{ href: string; type?: string; hreflang?: string; title?: string }>;
}

/**
 * Client routes whose index.html carries their own meta tags, worded in `locale` (the language
 * the address asks for, else English); null means "no such page" (404).
 */
export type PageMetaResolvers = Record<
  string,
  (
    params: Record<string, string>,
    request: FastifyRequest,
    locale: Locale,
  ) => Promise<PageMeta | null>
>;

/** JSON inside a script element: no "</script>" or "<!--" can end or bend it. */
const scriptJson = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The language a page's address asks for (`?lang=bn`): its head is worded in it, and the app opens in it. */
function askedLocale(request: FastifyRequest): Locale | null {
  const { lang } = (request.query ?? {}) as Record<string, unknown>;
  return isLocale(lang) ? lang : null;
}

/**
 * index.html with the page's title, description, canonical URL, Open Graph, Twitter, JSON-LD and
 * alternates: the page in each language, the plain address (English) for readers of any.
 */
function withMeta(html: string, meta: PageMeta, asked: Locale | null): string {
  // English is the plain address (also the one for readers of any language); others add ?lang=.
  const inLanguage = (locale: Locale) =>
    locale === defaultLocale
      ? meta.url
      : `${meta.url}${meta.url.includes('?') ? '&' : '?'}lang=${locale}`;
  const url = inLanguage(asked ?? defaultLocale);
  const languages = [
    ...locales.map((locale) => ({ href: inLanguage(locale), hreflang: locale })),
    { href: meta.url, hreflang: 'x-default' },
  ];
  const property = (name: string, value: string) =>
    `<meta property="${name}" content="${escapeHtml(value)}" />`;
  const named = (name: string, value: string) =>
    `<meta name="${name}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    named('description', meta.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    property('og:type', meta.type ?? 'website'),
    property('og:site_name', 'CareerCard'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', url),
    ...(meta.image ? [property('og:image', meta.image)] : []),
    ...(meta.image && meta.imageInfo
      ? [
          property('og:image:width', String(meta.imageInfo.width)),
          property('og:image:height', String(meta.imageInfo.height)),
          property('og:image:alt', meta.imageInfo.alt),
        ]
      : []),
    named('twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    ...(meta.image ? [named('twitter:image', meta.image)] : []),
    ...(meta.jsonLd
      ? [`<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>`]
      : []),
    ...[...languages, ...(meta.alternates ?? [])].map(({ href, ...rest }) => {
      const attributes = Object.entries(rest).map(
        ([key, value]) => ` ${key}="${escapeHtml(value)}"`,
      );
      return `<link rel="alternate"${attributes.join('')} href="${escapeHtml(href)}" />`;
    }),
  ].join('\n    ');
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${asked ?? defaultLocale}"`)
    .replace(/<meta\s+name="description"[^>]*>\s*/s, '')
    .replace(/<title>.*?<\/title>/s, () => tags);
}

/**
 * The page rendered into index.html's root, with the state it was drawn from; on any failure
 * the page as it was (the browser draws it), so a rendering fault never costs a visitor the page.
 */
async function rendered(
  html: string,
  renderer: PageRenderer,
  request: FastifyRequest,
  page: { locale: Locale; fetch: typeof fetch },
): Promise<string> {
  try {
    const { html: body, state } = await within(
      RENDER_TIMEOUT_MS,
      renderer.renderPage({ url: request.url, ...page, timeLimitMs: RENDER_TIMEOUT_MS }),
    );
    const data = `<script id="${renderer.SERVED_STATE_ID}" type="application/json">${scriptJson(state)}</script>`;
    return html.replace('<div id="root"></div>', () => `<div id="root">${body}</div>${data}`);
  } catch (error) {
    request.log.warn({ err: error, url: request.url }, 'Page not rendered on the server');
    return html;
  }
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** The encoding a page goes in: Brotli, else gzip, else none, as Accept-Encoding allows. */
function pageEncoding(accepted: string | undefined): 'br' | 'gzip' | null {
  const weights = new Map(
    (accepted ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      return [name.toLowerCase(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  if ((weights.get('br') ?? 0) > 0) return 'br';
  if ((weights.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

/**
 * Sends a page of the app, compressed when the browser takes it: a rendered page is tens of
 * kilobytes of HTML, a fifth of that compressed, on a phone's slow connection.
 */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  html: string,
) {
  void reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('content-security-policy', APP_CONTENT_SECURITY_POLICY);
  varyOn(reply, 'Accept-Encoding');
  const encoding = pageEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(html);
  const body =
    encoding === 'br'
      ? await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : await gzip(html);
  return reply.header('content-encoding', encoding).send(body);
}

/**
 * Serves the built web app. Client routes (/dashboard, /v/some-slug …) get index.html so the
 * browser router can take over; other addresses get it with a 404, unknown /api paths a JSON 404.
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
  const renderer = hasWeb ? await loadPageRenderer(distDir) : null;
  const fetchForPages = rendererFetch(app);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // The build writes name.br and name.gz beside each script and style sheet (vite.config.ts).
      preCompressed: true,
      index: false,
      // The server's renderer (dist/ssr) is the server's code, not the site's.
      allowedPath: (pathname) => !pathname.startsWith('/ssr/'),
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
          const asked = askedLocale(request);
          // The head is worded in the language the address asks for; the plain address, for
          // readers of any language, in English whatever the browser prefers.
          const locale = asked ?? defaultLocale;
          const meta = await resolve(request.params as Record<string, string>, request, locale);
          // A page that exists is sent whole, to be hydrated; a missing one as the bare app.
          let html = meta ? withMeta(index, meta, asked) : index;
          if (meta && renderer) {
            html = await rendered(html, renderer, request, { locale, fetch: fetchForPages });
          }
          return sendPage(request, reply, meta ? 200 : 404, await transformHtml(html));
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
    // Any address the app has no page for gets the app, which draws its not-found page.
    return sendPage(request, reply, isWebPage(pathname) ? 200 : 404, await transformHtml(index));
  });
}

export default fp(webPlugin, { name: 'web' });
