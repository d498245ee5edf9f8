import {
  adminPageResponseSchema,
  adminPageReadResponseSchema,
  adminPagesQuerySchema,
  adminPagesResponseSchema,
  pageInputSchema,
  pagePatchSchema,
  publicPageResponseSchema,
} from '@careercard/shared/pages';
import { bulkResponseSchema, publishingBulkRequestSchema } from '@careercard/shared/bulk';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { runPublishing } from '../../lib/bulk';
import { actorOf } from '../../plugins/access';
import { varyOnLanguage } from '../../lib/vary';
import type { PageService } from './service';

const staff = { access: 'admin:manage_pages' } as const;
const secured = { security: [{ bearer: [] }], tags: ['pages'] };
const pageId = z.object({
  id: z.coerce
    .number({ error: 'The page id must be a number.' })
    .int('The page id must be a whole number.')
    .positive('The page id must be a whole number.')
    .max(2_147_483_647, 'The page id is too large.'),
});

export const pageRoutes: FastifyPluginAsyncZod<{ pages: PageService }> = async (app, { pages }) => {
  app.get(
    '/api/pages/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['pages'],
        summary:
          'A Published page (About Us, Privacy Policy …) in the language Accept-Language picks when the page has it (else English; `language` says which): sanitised HTML, {{packages}} as the live price table',
        params: z.object({ slug: z.string().max(1000) }),
        response: { 200: publicPageResponseSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const page = await pages.published(request.params.slug, request.locale);
      // The same address answers in either language: caches must keep them apart.
      varyOnLanguage(reply);
      reply.header('content-language', page.language);
      return { success: true as const, data: page };
    },
  );

  app.get(
    '/api/admin/pages',
    {
      config: staff,
      schema: {
        ...secured,
        summary:
          'A page of the pages, Draft or Published, with their content as saved; ?sort=&dir=&page=',
        querystring: adminPagesQuerySchema,
        response: { 200: adminPagesResponseSchema, 422: validationErrorSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await pages.list(request.query)) }),
  );

  app.get(
    '/api/admin/pages/:id',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'A page as the editor opens it',
        params: pageId,
        response: {
          200: adminPageReadResponseSchema,
          404: messageSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => ({ success: true as const, data: await pages.get(request.params.id) }),
  );

  app.post(
    '/api/admin/pages',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'Add a page (a Draft unless said otherwise; the slug from the title when blank)',
        body: pageInputSchema,
        response: { 201: adminPageResponseSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const created = await pages.create(request.body, actorOf(request));
      return reply
        .status(201)
        .send({ success: true as const, message: 'Page created.', data: created });
    },
  );

  app.put(
    '/api/admin/pages/:id',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'Change a page: only the fields sent (Publish/Unpublish sends the status)',
        params: pageId,
        body: pagePatchSchema,
        response: {
          200: adminPageResponseSchema,
          404: messageSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Page updated.',
      data: await pages.update(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.delete(
    '/api/admin/pages/:id',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'Delete a page',
        params: pageId,
        response: { 200: messageSchema, 404: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      await pages.remove(request.params.id, actorOf(request));
      return { message: 'Page deleted.' };
    },
  );

  app.post(
    '/api/admin/pages/bulk',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'Publish, unpublish or delete many pages: each on its own, answered and audited',
        body: publishingBulkRequestSchema,
        response: { 200: bulkResponseSchema, 422: validationErrorSchema },
      },
    },
    (request) => {
      const by = actorOf(request);
      return runPublishing(request.body, {
        setStatus: (id, status) => pages.update(id, { status }, by),
        remove: (id) => pages.remove(id, by),
      });
    },
  );
};
