import {
  SAVED_VIEW_DELETED_MESSAGE,
  SAVED_VIEW_SAVED_MESSAGE,
  savedViewIdSchema,
  savedViewInputSchema,
  savedViewListQuerySchema,
  savedViewListResponseSchema,
  savedViewResponseSchema,
} from '@careercard/shared/saved-views';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access';
import type { SavedViewService } from './service';

const secured = { security: [{ bearer: [] }], tags: ['saved views'] };
/** Any staff member, for their own views. */
const staff = { access: 'admin' } as const;

/** Saved views of the back-office lists: the caller's own. */
export const savedViewRoutes: FastifyPluginAsyncZod<{ views: SavedViewService }> = async (
  app,
  { views },
) => {
  app.get(
    '/api/admin/saved-views',
    {
      config: staff,
      schema: {
        ...secured,
        summary: "The caller's saved views of one list, by name",
        querystring: savedViewListQuerySchema,
        response: { 200: savedViewListResponseSchema, 422: validationErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await views.list(callerOf(request).account.id, request.query.screen),
    }),
  );

  app.post(
    '/api/admin/saved-views',
    {
      config: staff,
      schema: {
        ...secured,
        summary: "Save a list's filters and order under a name (the same name is replaced)",
        body: savedViewInputSchema,
        response: { 200: savedViewResponseSchema, 409: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request) => ({
      message: SAVED_VIEW_SAVED_MESSAGE,
      data: await views.save(callerOf(request).account.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/saved-views/:id',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'Delete one of the caller’s saved views',
        params: savedViewIdSchema,
        response: { 200: messageSchema, 404: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      await views.remove(callerOf(request).account.id, request.params.id);
      return { message: SAVED_VIEW_DELETED_MESSAGE };
    },
  );
};
