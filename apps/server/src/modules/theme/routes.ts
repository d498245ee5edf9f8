import {
  THEME_FILE_KINDS,
  THEME_FILE_MAX_BYTES,
  siteThemeResponseSchema,
} from '@careercard/shared/theme';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { readUpload } from '../../lib/upload';
import { actorOf } from '../../plugins/access';
import type { ThemeService } from './service';

const kindParams = z.object({ kind: z.enum(THEME_FILE_KINDS) });
const admin = {
  config: { access: 'admin:manage_settings' as const },
  schema: { security: [{ bearer: [] }], tags: ['settings'], params: kindParams },
};

/** The site's look: read by every page, changed in Application Settings → Theme. */
export const themeRoutes: FastifyPluginAsyncZod<{ theme: ThemeService }> = async (
  app,
  { theme },
) => {
  app.get(
    '/api/theme',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'The primary colour, logo and favicon the site is drawn with',
        response: { 200: siteThemeResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { success: true as const, data: await theme.current() };
    },
  );

  app.get(
    '/api/theme/files/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'An uploaded logo or favicon',
        params: z.object({ file: z.string().max(80) }),
        response: { 200: z.unknown().describe('The PNG or ICO image'), 404: messageSchema },
      },
    },
    async (request, reply) => {
      const file = await theme.read(request.params.file);
      if (!file) throw notFound('File not found.');
      // Each upload gets a new address, so the bytes behind one never change.
      return reply
        .type(file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.bytes);
    },
  );

  app.post(
    '/api/admin/theme/:kind',
    {
      config: admin.config,
      schema: {
        ...admin.schema,
        consumes: ['multipart/form-data'],
        summary: 'Upload the logo (PNG) or the favicon (ICO or PNG), multipart field file',
        response: {
          200: siteThemeResponseSchema,
          413: messageSchema,
          415: messageSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      const bytes = await readUpload(request, 'file', THEME_FILE_MAX_BYTES);
      const data = await theme.upload(request.params.kind, bytes, actorOf(request));
      return { success: true as const, data };
    },
  );

  app.delete(
    '/api/admin/theme/:kind',
    {
      config: admin.config,
      schema: {
        ...admin.schema,
        summary: 'Go back to the built-in logo or favicon',
        response: { 200: siteThemeResponseSchema },
      },
    },
    async (request) => {
      const data = await theme.remove(request.params.kind, actorOf(request));
      return { success: true as const, data };
    },
  );
};
