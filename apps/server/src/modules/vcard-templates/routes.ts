import { bulkResponseSchema, switchingBulkRequestSchema } from '@careercard/shared/bulk';
import {
  adminVcardTemplateResponseSchema,
  adminVcardTemplatesResponseSchema,
  vcardTemplateInputSchema,
  vcardTemplatePatchSchema,
  vcardTemplatesResponseSchema,
} from '@careercard/shared/vcard-templates';
import { gridQuerySchema } from '@careercard/shared/pagination';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { runSwitching } from '../../lib/bulk';
import { actorOf } from '../../plugins/access';
import type { VcardTemplateService } from './service';

const staff = { access: 'admin:manage_templates' } as const;
const secured = { security: [{ bearer: [] }], tags: ['vcard-templates'] };
const templateId = z.object({
  id: z.coerce
    .number({ error: 'The template id must be a number.' })
    .int('The template id must be a whole number.')
    .positive('The template id must be a whole number.')
    .max(2_147_483_647, 'The template id is too large.'),
});

export const vcardTemplateRoutes: FastifyPluginAsyncZod<{
  vcardTemplates: VcardTemplateService;
}> = async (app, { vcardTemplates }) => {
  app.get(
    '/api/user/vcard-templates',
    {
      config: { access: 'user' },
      schema: {
        ...secured,
        summary: 'The V-Card templates a user can choose, each with its look',
        response: { 200: vcardTemplatesResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await vcardTemplates.listEnabled() }),
  );

  app.get(
    '/api/admin/vcard-templates',
    {
      config: staff,
      schema: {
        ...secured,
        summary:
          'A page of the V-Card templates, Enabled or not, with the cards using each; ?sort=&dir=&page=',
        querystring: gridQuerySchema,
        response: { 200: adminVcardTemplatesResponseSchema, 422: validationErrorSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await vcardTemplates.list(request.query)) }),
  );

  app.post(
    '/api/admin/vcard-templates',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'Add a V-Card template: a name and its look as JSON (at most 256 KB)',
        body: vcardTemplateInputSchema,
        response: { 201: adminVcardTemplateResponseSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const created = await vcardTemplates.create(request.body, actorOf(request));
      return reply
        .status(201)
        .send({ success: true as const, message: 'Template created.', data: created });
    },
  );

  app.put(
    '/api/admin/vcard-templates/:id',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'Change a V-Card template: only the fields sent (the toggle sends the status)',
        params: templateId,
        body: vcardTemplatePatchSchema,
        response: {
          200: adminVcardTemplateResponseSchema,
          404: messageSchema,
          409: messageSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Template updated.',
      data: await vcardTemplates.update(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.delete(
    '/api/admin/vcard-templates/:id',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'Delete an uploaded V-Card template; its cards are drawn in Modern',
        params: templateId,
        response: {
          200: messageSchema,
          404: messageSchema,
          409: messageSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      await vcardTemplates.remove(request.params.id, actorOf(request));
      return { message: 'Template deleted.' };
    },
  );

  app.post(
    '/api/admin/vcard-templates/bulk',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'Enable or disable many V-Card templates: each on its own, answered and audited',
        body: switchingBulkRequestSchema,
        response: { 200: bulkResponseSchema, 422: validationErrorSchema },
      },
    },
    (request) => {
      const by = actorOf(request);
      return runSwitching(request.body, (id, status) => vcardTemplates.update(id, { status }, by));
    },
  );
};
