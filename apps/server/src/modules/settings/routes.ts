import {
  aiStatusResponseSchema,
  aiTestResponseSchema,
  settingsResponseSchema,
  storageTestResponseSchema,
  type AiStatus,
  settingsSchemas,
  type SettingsArea,
} from '@careercard/shared/settings';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/access';
import type { ConnectionTests } from './connection-tests';
import type { SettingsService } from './service';

const access = { access: 'admin:manage_settings' as const };
const secured = { security: [{ bearer: [] }], tags: ['settings'] };
const areaParams = z.object({ area: z.enum(Object.keys(settingsSchemas) as [SettingsArea]) });

/** The admin's application settings the server acts on (payment gateway, SMS). */
export const settingsRoutes: FastifyPluginAsyncZod<{
  settings: SettingsService;
  aiStatus: AiStatus;
  tests: ConnectionTests;
}> = async (app, { settings, aiStatus, tests }) => {
  app.get(
    '/api/admin/ai-status',
    {
      config: access,
      schema: {
        ...secured,
        summary: 'Which provider answers analyses, and whether its key is set',
        response: { 200: aiStatusResponseSchema },
      },
    },
    () => ({ success: true as const, data: aiStatus }),
  );

  app.post(
    '/api/admin/ai-status/test',
    {
      config: access,
      schema: {
        ...secured,
        summary: 'One small real call to the provider that answers analyses, and its outcome',
        response: { 200: aiTestResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await tests.ai() }),
  );

  app.post(
    '/api/admin/settings/storage/test',
    {
      config: access,
      schema: {
        ...secured,
        summary:
          'Writes, reads and deletes a small file in the storage the saved settings describe (else the one in use)',
        response: { 200: storageTestResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await tests.storage() }),
  );

  app.get(
    '/api/admin/settings/:area',
    {
      config: access,
      schema: {
        ...secured,
        summary: 'One settings area: secrets left blank, and which of them are saved',
        params: areaParams,
        response: { 200: settingsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await settings.forDisplay(request.params.area)),
    }),
  );

  app.put(
    '/api/admin/settings/:area',
    {
      config: access,
      schema: {
        ...secured,
        summary:
          'Save the fields sent of one settings area; a secret sent blank stays, sent as null is cleared',
        params: areaParams,
        body: z.record(z.string(), z.unknown()),
        response: { 200: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      await settings.update(request.params.area, request.body, actorOf(request));
      return { message: 'Settings saved.' };
    },
  );
};
