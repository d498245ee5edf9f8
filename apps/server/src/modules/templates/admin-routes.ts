import { bulkResponseSchema, switchingBulkRequestSchema } from '@careercard/shared/bulk';
import {
  CV_TEMPLATE_DELETED_MESSAGE,
  CV_TEMPLATE_MAX_BYTES,
  CV_TEMPLATE_SAVED_MESSAGE,
  adminCvTemplateListResponseSchema,
  adminCvTemplateResponseSchema,
  cvTemplateStatusSchema,
  cvTemplateStoreResponseSchema,
  cvTemplateStoreSchema,
  templateIdParamsSchema,
} from '@careercard/shared/cv-templates-admin';
import { gridQuerySchema } from '@careercard/shared/pagination';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { runSwitching } from '../../lib/bulk';
import { actorOf } from '../../plugins/access';
import type { TemplateAdminService } from './admin-service';

const staff = { access: 'admin:manage_templates' } as const;
const secured = { security: [{ bearer: [] }], tags: ['templates'] };

export const templateAdminRoutes: FastifyPluginAsyncZod<{
  templateAdmin: TemplateAdminService;
}> = async (app, { templateAdmin }) => {
  app.get(
    '/api/admin/get/cv-template',
    {
      config: staff,
      schema: {
        ...secured,
        summary:
          'A page of the CV templates, enabled or not, built-in ones too (the spec reads data.data); ?sort=&dir=&page=',
        querystring: gridQuerySchema,
        response: { 200: adminCvTemplateListResponseSchema, 422: validationErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { data: await templateAdmin.list(request.query) },
    }),
  );

  app.post(
    '/api/admin/store/cv-template',
    {
      config: staff,
      // The JSON may be up to 1 MB; written inside a JSON string it grows a little. The service
      // says plainly when the file itself is too large.
      bodyLimit: 4 * CV_TEMPLATE_MAX_BYTES,
      schema: {
        ...secured,
        summary:
          'Add a layout template from its JSON, or change the one named by id; without a thumbnail URL the server draws one',
        body: cvTemplateStoreSchema,
        response: {
          201: cvTemplateStoreResponseSchema,
          404: messageSchema,
          409: messageSchema,
          413: messageSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const saved = await templateAdmin.store(request.body, actorOf(request));
      return reply.status(201).send({
        success: true as const,
        status: 201 as const,
        message: CV_TEMPLATE_SAVED_MESSAGE,
        data: saved,
      });
    },
  );

  app.patch(
    '/api/admin/cv-templates/:id',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'Enable or disable a template (built-in ones too; the default stays enabled)',
        params: templateIdParamsSchema,
        body: cvTemplateStatusSchema,
        response: {
          200: adminCvTemplateResponseSchema,
          404: messageSchema,
          409: messageSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      const saved = await templateAdmin.setStatus(
        request.params.id,
        request.body.status,
        actorOf(request),
      );
      return {
        success: true as const,
        message: saved.status === 'Enabled' ? 'Template enabled.' : 'Template disabled.',
        data: saved,
      };
    },
  );

  app.delete(
    '/api/admin/cv-templates/:id',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'Delete an uploaded template; CVs in it are drawn in the default template',
        params: templateIdParamsSchema,
        response: {
          200: messageSchema,
          404: messageSchema,
          409: messageSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      await templateAdmin.remove(request.params.id, actorOf(request));
      return { message: CV_TEMPLATE_DELETED_MESSAGE };
    },
  );

  app.get(
    '/api/cv-templates/thumbnails/:file',
    {
      // Public: the chooser and the grid show it as an image.
      config: { access: 'public' },
      schema: {
        tags: ['templates'],
        summary: 'A thumbnail the server drew of a template',
        params: z.object({ file: z.string().max(80) }),
        response: { 200: z.unknown().describe('The PNG image'), 404: messageSchema },
      },
    },
    async (request, reply) => {
      const bytes = await templateAdmin.readThumbnail(request.params.file);
      if (!bytes) throw notFound('File not found.');
      // Each drawing gets a new address, so the bytes behind one never change.
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );

  app.post(
    '/api/admin/cv-templates/bulk',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'Enable or disable many CV templates: each on its own, answered and audited',
        body: switchingBulkRequestSchema,
        response: { 200: bulkResponseSchema, 422: validationErrorSchema },
      },
    },
    (request) => {
      const by = actorOf(request);
      return runSwitching(request.body, (id, status) => templateAdmin.setStatus(id, status, by));
    },
  );
};
