import {
  createCvSchema,
  cvConflictSchema,
  cvListResponseSchema,
  cvPreviewResponseSchema,
  cvResponseSchema,
  cvSavedResponseSchema,
  updateCvSchema,
} from '@careercard/shared/cv-api';
import {
  CV_PURGED_MESSAGE,
  CV_RESTORED_MESSAGE,
  CV_TRASHED_MESSAGE,
  cvVersionListQuerySchema,
  cvVersionListResponseSchema,
  cvVersionResponseSchema,
  restoreCvVersionSchema,
  trashListResponseSchema,
} from '@careercard/shared/cv-history';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/access';
import type { CvService } from './service';

const idParams = z.object({ id: z.string() });
const versionParams = z.object({ id: z.string(), versionId: z.string() });
const done = messageSchema.extend({ success: z.literal(true) });
const user = { access: 'user' as const };
const secured = { security: [{ bearer: [] }], tags: ['cvs'] };
/** Room for a CV at its 1 MB limit plus JSON overhead, so an oversized CV gets a clear 422. */
const CV_BODY_LIMIT = 2 * 1024 * 1024;

export const cvRoutes: FastifyPluginAsyncZod<{ cvs: CvService }> = async (app, { cvs }) => {
  const me = (request: Parameters<typeof callerOf>[0]) => callerOf(request).account.id;
  const readerOf = (request: Parameters<typeof callerOf>[0]) => ({
    asStaff: callerOf(request).impersonator !== null,
  });

  app.get(
    '/api/user/cvs',
    {
      config: user,
      schema: {
        ...secured,
        summary: "The caller's CVs, latest first",
        response: { 200: cvListResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await cvs.list(me(request)) }),
  );

  app.post(
    '/api/user/cvs',
    {
      config: user,
      bodyLimit: CV_BODY_LIMIT,
      schema: {
        ...secured,
        summary: 'Create a CV (an empty "Untitled CV" unless data is given)',
        body: createCvSchema,
        response: { 201: cvResponseSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await cvs.create(me(request), request.body, readerOf(request)),
      }),
  );

  app.get(
    '/api/user/cvs/:id',
    {
      config: user,
      schema: {
        ...secured,
        summary: 'One CV with its data',
        params: idParams,
        response: { 200: cvResponseSchema, 404: messageSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cvs.get(me(request), request.params.id, readerOf(request)),
    }),
  );

  app.put(
    '/api/user/cvs/:id',
    {
      config: user,
      bodyLimit: CV_BODY_LIMIT,
      schema: {
        ...secured,
        summary: 'Save changes made from a version; 409 when the CV changed since',
        params: idParams,
        body: updateCvSchema,
        response: {
          200: cvSavedResponseSchema,
          404: messageSchema,
          409: cvConflictSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cvs.update(me(request), request.params.id, request.body, readerOf(request)),
    }),
  );

  app.post(
    '/api/user/cvs/:id/duplicate',
    {
      config: user,
      schema: {
        ...secured,
        summary: 'Copy a CV',
        params: idParams,
        response: { 201: cvResponseSchema, 404: messageSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await cvs.duplicate(me(request), request.params.id, readerOf(request)),
      }),
  );

  app.delete(
    '/api/user/cvs/:id',
    {
      config: user,
      schema: {
        ...secured,
        summary: 'Move a CV to the Trash (deleted for good after 30 days)',
        params: idParams,
        response: { 200: done, 404: messageSchema },
      },
    },
    async (request) => {
      await cvs.remove(me(request), request.params.id);
      return { success: true as const, message: CV_TRASHED_MESSAGE };
    },
  );

  app.get(
    '/api/user/cvs/trash',
    {
      config: user,
      schema: {
        ...secured,
        summary: "The caller's CVs in the Trash, each with the day it is deleted for good",
        response: { 200: trashListResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await cvs.trash(me(request)) }),
  );

  app.post(
    '/api/user/cvs/:id/restore',
    {
      config: user,
      schema: {
        ...secured,
        summary: 'Bring a CV back from the Trash',
        params: idParams,
        response: {
          200: cvSavedResponseSchema.extend({ message: z.string() }),
          404: messageSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: CV_RESTORED_MESSAGE,
      data: await cvs.restore(me(request), request.params.id),
    }),
  );

  app.delete(
    '/api/user/cvs/:id/forever',
    {
      config: user,
      schema: {
        ...secured,
        summary: 'Delete a CV in the Trash for good, with its versions',
        params: idParams,
        response: { 200: done, 404: messageSchema },
      },
    },
    async (request) => {
      await cvs.purge(me(request), request.params.id);
      return { success: true as const, message: CV_PURGED_MESSAGE };
    },
  );

  app.get(
    '/api/user/cvs/:id/versions',
    {
      config: user,
      schema: {
        ...secured,
        summary: "A CV's earlier versions, newest first, with what changed after each",
        params: idParams,
        querystring: cvVersionListQuerySchema,
        response: {
          200: cvVersionListResponseSchema,
          404: messageSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cvs.versions(me(request), request.params.id, request.query.before),
    }),
  );

  app.get(
    '/api/user/cvs/:id/versions/:versionId',
    {
      config: user,
      schema: {
        ...secured,
        summary: 'One version of a CV, with its data, to preview',
        params: versionParams,
        response: { 200: cvVersionResponseSchema, 404: messageSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cvs.version(
        me(request),
        request.params.id,
        request.params.versionId,
        readerOf(request),
      ),
    }),
  );

  app.post(
    '/api/user/cvs/:id/versions/:versionId/restore',
    {
      config: user,
      schema: {
        ...secured,
        summary:
          'Put the CV back as it was in a version (the state it leaves becomes a version); 409 when the CV changed since the version named',
        params: versionParams,
        body: restoreCvVersionSchema,
        response: {
          200: cvResponseSchema,
          404: messageSchema,
          409: cvConflictSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cvs.restoreVersion(
        me(request),
        request.params.id,
        request.params.versionId,
        request.body.version,
        readerOf(request),
      ),
    }),
  );

  app.get(
    '/api/user/cv/:userId',
    {
      config: user,
      schema: {
        ...secured,
        summary: "A user's own CV for the preview screen: the one named by cvId, else the latest",
        params: z.object({ userId: z.coerce.number().int() }),
        querystring: z.object({ cvId: z.string().optional() }),
        response: { 200: cvPreviewResponseSchema, 404: messageSchema },
      },
    },
    async (request) =>
      cvs.previewForUser(me(request), request.params.userId, request.query.cvId, readerOf(request)),
  );

  app.get(
    '/api/cv/temp/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['cvs'],
        summary: 'The CV behind a short-lived print link (made by the server for printing)',
        params: z.object({ token: z.string().max(200) }),
        response: { 200: cvPreviewResponseSchema, 404: messageSchema },
      },
    },
    async (request) => cvs.previewByPrintToken(request.params.token),
  );
};
