import {
  ACCOUNT_DELETED_MESSAGE,
  accountSessionListSchema,
  changePasswordSchema,
  deleteAccountSchema,
  OTHER_SESSIONS_ENDED_MESSAGE,
  PASSWORD_UPDATED_MESSAGE,
  SESSION_ENDED_MESSAGE,
  sessionParamsSchema,
} from '@careercard/shared/account-security';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../lib/content-disposition';
import { callerOf } from '../../plugins/access';
import type { AccountSecurityService } from './service';

const secured = { tags: ['account'], security: [{ bearer: [] }] };
const refusals = { 401: messageSchema, 403: messageSchema, 429: messageSchema };

export const accountSecurityRoutes: FastifyPluginAsyncZod<{
  security: AccountSecurityService;
}> = async (app, { security }) => {
  app.post(
    '/api/user/update/password',
    {
      config: { access: 'user' },
      schema: {
        ...secured,
        summary: 'Change the password; every other session is signed out',
        body: changePasswordSchema,
        response: { 200: messageSchema, 422: validationErrorSchema, ...refusals },
      },
    },
    async (request) => {
      await security.changePassword(callerOf(request), request.body, request.ip);
      return { message: PASSWORD_UPDATED_MESSAGE };
    },
  );

  app.get(
    '/api/user/sessions',
    {
      config: { access: 'user' },
      schema: {
        ...secured,
        summary: "The account's signed-in sessions, this one marked current",
        response: { 200: accountSessionListSchema, 401: messageSchema },
      },
    },
    (request) => security.sessions(callerOf(request)),
  );

  app.delete(
    '/api/user/sessions/:id',
    {
      config: { access: 'user' },
      schema: {
        ...secured,
        summary: 'Sign out one session of the account (this one too)',
        params: sessionParamsSchema,
        response: {
          200: messageSchema,
          404: messageSchema,
          422: validationErrorSchema,
          ...refusals,
        },
      },
    },
    async (request) => {
      await security.endSession(callerOf(request), request.params.id, request.ip);
      return { message: SESSION_ENDED_MESSAGE };
    },
  );

  app.post(
    '/api/user/sessions/sign-out-others',
    {
      config: { access: 'user' },
      schema: {
        ...secured,
        summary: 'Sign out every session of the account but this one',
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => {
      await security.endOtherSessions(callerOf(request), request.ip);
      return { message: OTHER_SESSIONS_ENDED_MESSAGE };
    },
  );

  app.get(
    '/api/user/export',
    {
      config: { access: 'user' },
      schema: {
        ...secured,
        summary: 'Download my data: the account, CVs, V-Card, payments and orders as a ZIP',
        response: { 200: z.unknown().describe('The ZIP file'), ...refusals },
      },
    },
    async (request, reply) => {
      const file = await security.exportData(callerOf(request), request.ip);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.bytes));
    },
  );

  app.post(
    '/api/user/delete-account',
    {
      config: { access: 'user' },
      schema: {
        ...secured,
        summary: 'Close the account, once the password is confirmed; payments stay anonymised',
        body: deleteAccountSchema,
        response: {
          200: messageSchema,
          409: messageSchema,
          422: validationErrorSchema,
          ...refusals,
        },
      },
    },
    async (request) => {
      await security.deleteAccount(callerOf(request), request.body, request.ip);
      return { message: ACCOUNT_DELETED_MESSAGE };
    },
  );
};
