import { settingsSchemas, type SettingsArea } from '@careercard/shared/settings';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { SettingsService } from './service';

const access = { access: 'admin:manage_settings' as const };
const secured = { security: [{ bearer: [] }], tags: ['settings'] };
const areaParams = z.object({ area: z.enum(Object.keys(settingsSchemas) as [SettingsArea]) });

/** The admin's application settings the server acts on (payment gateway, SMS). */
export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/api/admin/settings/:area',
    {
      config: access,
      schema: {
        ...secured,
        summary: 'One settings area',
        params: areaParams,
        response: {
          200: z.object({ success: z.literal(true), data: z.record(z.string(), z.unknown()) }),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await settings.get(request.params.area),
    }),
  );

  app.put(
    '/api/admin/settings/:area',
    {
      config: access,
      schema: {
        ...secured,
        summary: 'Replace one settings area',
        params: areaParams,
        body: z.record(z.string(), z.unknown()),
        response: { 200: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const { area } = request.params;
      const parsed = settingsSchemas[area].safeParse(request.body);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          (errors[issue.path.join('.') || area] ??= []).push(issue.message);
        }
        throw new AppError(422, parsed.error.issues[0]!.message, errors);
      }
      await settings.update(area, parsed.data);
      return { message: 'Settings saved.' };
    },
  );
};
