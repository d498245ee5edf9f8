import { cvTemplateListResponseSchema, cvTemplateResponseSchema } from '@careercard/shared/cv-api';
import { templateIdParamsSchema } from '@careercard/shared/cv-templates-admin';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TemplateService } from './service';

export const templateRoutes: FastifyPluginAsyncZod<{ templates: TemplateService }> = async (
  app,
  { templates },
) => {
  app.get(
    '/api/user/cv-templates',
    {
      config: { access: 'user' },
      schema: {
        tags: ['templates'],
        summary: 'The CV templates a user can choose',
        security: [{ bearer: [] }],
        response: { 200: cvTemplateListResponseSchema },
      },
    },
    async () => ({ success: true as const, templates: await templates.listEnabled() }),
  );

  app.get(
    '/api/user/cv-template/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['templates'],
        summary: 'One template, with its layout JSON',
        security: [{ bearer: [] }],
        params: templateIdParamsSchema,
        response: { 200: cvTemplateResponseSchema, 404: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await templates.getEnabled(request.params.id)),
    }),
  );
};
