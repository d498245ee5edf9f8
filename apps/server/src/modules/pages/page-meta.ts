import type { FastifyRequest } from 'fastify';
import type { PageMetaResolvers } from '../../plugins/web';
import type { PageService } from './service';

/** A content page as the server sends it: its title and description, or 404 unless Published. */
export function pageResolvers(
  pages: PageService,
  originOf: (request: FastifyRequest) => string,
): PageMetaResolvers {
  return {
    '/p/:slug': async (params, request) => {
      const slug = params.slug ?? '';
      const meta = await pages.meta(slug);
      return meta && { ...meta, url: `${originOf(request)}/p/${encodeURIComponent(slug)}` };
    },
  };
}
