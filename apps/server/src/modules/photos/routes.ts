import { PHOTO_MAX_BYTES, photoUploadResponseSchema } from '@careercard/shared/photos';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { publicOrigin } from '../../lib/public-origin';
import { readUpload } from '../../lib/upload';
import { callerOf } from '../../plugins/access';
import type { PhotoService } from './service';

const PHOTO_NOT_FOUND = 'Photo not found.';

export const photoRoutes: FastifyPluginAsyncZod<{
  photos: PhotoService;
  publicUrl: string | undefined;
}> = async (app, { photos, publicUrl }) => {
  app.post(
    '/api/user/photos',
    {
      config: { access: 'user' },
      schema: {
        security: [{ bearer: [] }],
        tags: ['photos'],
        consumes: ['multipart/form-data'],
        summary: 'Store a CV photo (JPG or PNG, multipart photo) and answer its address',
        response: {
          201: photoUploadResponseSchema,
          413: messageSchema,
          415: messageSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const bytes = await readUpload(request, 'photo', PHOTO_MAX_BYTES);
      const stored = await photos.upload(
        callerOf(request).account.id,
        bytes,
        publicOrigin(request, publicUrl),
      );
      return reply.status(201).send({ success: true as const, data: stored });
    },
  );

  app.get(
    '/api/photos/:userId/:file',
    {
      // Public: CVs, their PDFs and V-Cards show the photo to whoever has the address.
      config: { access: 'public' },
      schema: {
        tags: ['photos'],
        summary: 'A stored CV photo',
        params: z.object({ userId: z.string().max(12), file: z.string().max(60) }),
        response: { 200: z.unknown().describe('The JPEG or PNG image'), 404: messageSchema },
      },
    },
    async (request, reply) => {
      const photo = await photos.read(`${request.params.userId}/${request.params.file}`);
      if (!photo) throw notFound(PHOTO_NOT_FOUND);
      // The address changes with every upload, so the bytes behind it never do.
      return reply
        .type(photo.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(photo.bytes);
    },
  );
};
