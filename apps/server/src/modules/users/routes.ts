import {
  adminUserFilterSchema,
  adminUserListQuerySchema,
  userBulkRequestSchema,
  adminUserListResponseSchema,
  adminUserResponseSchema,
  deleteUserRequestSchema,
} from '@careercard/shared/admin-users';
import { loginResponseSchema } from '@careercard/shared/auth';
import { bulkResponseSchema } from '@careercard/shared/bulk';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dhakaDateTime, sendCsv } from '../../lib/csv';
import { publicOrigin } from '../../lib/public-origin';
import { actorOf } from '../../plugins/access';
import type { AuditService } from '../audit/service';
import type { UserService } from './service';

const staff = { access: 'admin:manage_users' } as const;
const secured = { security: [{ bearer: [] }], tags: ['users'] };
const userId = deleteUserRequestSchema;

/** User Management: the spec's list and delete calls, and suspension. */
const USER_CSV_HEADER = ['ID', 'Name', 'E-mail', 'Phone', 'Status', 'Paid', 'Signed up (Dhaka)'];

export const userRoutes: FastifyPluginAsyncZod<{
  users: UserService;
  audit: AuditService;
  publicUrl: string | undefined;
}> = async (app, { users, audit, publicUrl }) => {
  app.get(
    '/api/admin/manage/user',
    {
      config: staff,
      schema: {
        ...secured,
        summary:
          "Users' accounts, 10 a page: searched by name or e-mail, filtered by status, sign-up days and payment, sorted by a column",
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListResponseSchema, 422: validationErrorSchema },
      },
    },
    (request) => users.list(request.query),
  );

  app.post(
    '/api/admin/delete/user',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'Close an account: its CVs, V-Card and files go, payments stay anonymised',
        body: deleteUserRequestSchema,
        response: {
          200: messageSchema,
          404: messageSchema,
          409: messageSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      await users.remove(request.body.userId, actorOf(request));
      return { message: 'User deleted successfully.' };
    },
  );

  app.post(
    '/api/admin/users/:userId/reset-password',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'E-mail the user a link to choose a new password',
        params: userId,
        response: {
          200: messageSchema,
          404: messageSchema,
          409: messageSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      await users.sendPasswordReset(
        request.params.userId,
        publicOrigin(request, publicUrl),
        actorOf(request),
      );
      return { message: 'A link to choose a new password was e-mailed to the user.' };
    },
  );

  app.post(
    '/api/admin/users/:userId/impersonate',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'Login as user: a session as the user for at most an hour, audited',
        params: userId,
        response: {
          200: loginResponseSchema,
          404: messageSchema,
          409: messageSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => ({
      message: 'Signed in as the user.',
      data: { user: await users.impersonate(request.params.userId, actorOf(request)) },
    }),
  );

  for (const [action, done] of [
    ['suspend', 'User suspended.'],
    ['unsuspend', 'User unsuspended.'],
  ] as const) {
    app.post(
      `/api/admin/users/:userId/${action}`,
      {
        config: staff,
        schema: {
          ...secured,
          summary:
            action === 'suspend'
              ? 'Suspend an account: it cannot sign in, and its sessions end at once'
              : 'Let a suspended account sign in again',
          params: userId,
          response: {
            200: adminUserResponseSchema,
            404: messageSchema,
            422: validationErrorSchema,
          },
        },
      },
      async (request) => ({
        message: done,
        data: await users[action](request.params.userId, actorOf(request)),
      }),
    );
  }

  app.post(
    '/api/admin/users/bulk',
    {
      config: staff,
      schema: {
        ...secured,
        summary:
          'Suspend, unsuspend or delete many accounts: each is done on its own, answered and audited',
        body: userBulkRequestSchema,
        response: { 200: bulkResponseSchema, 422: validationErrorSchema },
      },
    },
    (request) => users.bulk(request.body.action, request.body.ids, actorOf(request)),
  );

  app.get(
    '/api/admin/users/export',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'The accounts the filters match, as CSV (UTF-8 with a byte-order mark), streamed',
        querystring: adminUserFilterSchema,
        response: { 200: z.unknown().describe('The CSV file'), 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      await audit.record({
        action: 'export.users',
        ...actorOf(request),
        details: { filters: request.query },
      });
      async function* rows() {
        for await (const user of users.each(request.query)) {
          yield [
            user.id,
            user.name,
            user.email,
            user.phone,
            user.status,
            user.paid ? 'Yes' : 'No',
            dhakaDateTime(user.createdAt),
          ];
        }
      }
      return sendCsv(reply, 'users', USER_CSV_HEADER, rows());
    },
  );
};
