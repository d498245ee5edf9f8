import type { FastifyRequest } from 'fastify';
import { webPageLd } from '../../lib/json-ld';
import type { PageMetaResolvers } from '../../plugins/web';
import type { PageService } from './service';

/**
 * A content page as the server sends it: its title, description and WebPage data, or 404 unless
 * Published.
 */
export function pageResolvers(
  pages: PageService,
  originOf: (request: FastifyRequest) => string,
): PageMetaResolvers {
  return {
    '/p/:slug': async (params, request, locale) => {
      const slug = params.slug ?? '';
      const meta = await pages.meta(slug, locale);
      if (!meta) return null;
      const origin = originOf(request);
      const url = `${origin}/p/${encodeURIComponent(slug)}`;
      return {
        ...meta,
        url,
        jsonLd: webPageLd(
          'WebPage',
          { name: meta.title, description: meta.description, url },
          origin,
        ),
      };
    },
  };
}
