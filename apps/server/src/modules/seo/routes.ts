import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicOrigin } from '../../lib/public-origin';
import type { SeoService } from './service';

const crawlerFile = { config: { access: 'public' as const }, schema: { hide: true } };

export const seoRoutes: FastifyPluginAsyncZod<{
  seo: SeoService;
  publicUrl: string | undefined;
}> = async (app, { seo, publicUrl }) => {
  app.get('/sitemap.xml', crawlerFile, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await seo.sitemap(publicOrigin(request, publicUrl))),
  );

  app.get('/robots.txt', crawlerFile, (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(seo.robots(publicOrigin(request, publicUrl))),
  );
};
