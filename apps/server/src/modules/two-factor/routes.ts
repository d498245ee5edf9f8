import { staffIdParamsSchema } from '@careercard/shared/staff';
import {
  confirmTwoFactorSchema,
  enableTwoFactorSchema,
  recoveryCodesResponseSchema,
  TWO_FACTOR_DISABLED_MESSAGE,
  TWO_FACTOR_ENABLED_MESSAGE,
  TWO_FACTOR_RESET_MESSAGE,
  twoFactorSetupResponseSchema,
  twoFactorStatusSchema,
} from '@careercard/shared/two-factor';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, callerOf } from '../../plugins/access';
import type { TwoFactorService } from './service';

const secured = { tags: ['account'], security: [{ bearer: [] }] };
const refusals = { 401: messageSchema, 403: messageSchema, 409: messageSchema, 429: messageSchema };
/** A staff member who must set it up may reach these, and nothing else. */
const ownAccount = { access: 'user', duringTwoFactorSetup: true } as const;

/** Two-factor sign-in: the account's own (Security), and a Super Admin's reset of staff's. */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ twoFactor: TwoFactorService }> = async (
  app,
  { twoFactor },
) => {
  app.get(
    '/api/user/two-factor',
    {
      config: ownAccount,
      schema: {
        ...secured,
        summary: 'Whether two-factor sign-in is on, required, and how many recovery codes are left',
        response: { 200: twoFactorStatusSchema, 401: messageSchema },
      },
    },
    async (request) => ({ data: await twoFactor.status(callerOf(request)) }),
  );

  app.post(
    '/api/user/two-factor/setup',
    {
      config: ownAccount,
      schema: {
        ...secured,
        summary: 'A new authenticator secret, as a QR code and as text; confirmed by /enable',
        response: { 200: twoFactorSetupResponseSchema, ...refusals },
      },
    },
    async (request) => ({ data: await twoFactor.startSetup(callerOf(request)) }),
  );

  app.post(
    '/api/user/two-factor/enable',
    {
      config: ownAccount,
      schema: {
        ...secured,
        summary:
          "Turn it on with the password and the app's first code; answers the recovery codes once",
        body: enableTwoFactorSchema,
        response: { 200: recoveryCodesResponseSchema, 422: validationErrorSchema, ...refusals },
      },
    },
    async (request) => {
      const codes = await twoFactor.enable(callerOf(request), request.body, request.ip);
      return { message: TWO_FACTOR_ENABLED_MESSAGE, data: { recoveryCodes: codes } };
    },
  );

  app.post(
    '/api/user/two-factor/disable',
    {
      config: { access: 'user' },
      schema: {
        ...secured,
        summary: 'Turn it off, with the password and a current code (or a recovery code)',
        body: confirmTwoFactorSchema,
        response: { 200: messageSchema, 422: validationErrorSchema, ...refusals },
      },
    },
    async (request) => {
      await twoFactor.disable(callerOf(request), request.body, request.ip);
      return { message: TWO_FACTOR_DISABLED_MESSAGE };
    },
  );

  app.post(
    '/api/user/two-factor/recovery-codes',
    {
      config: { access: 'user' },
      schema: {
        ...secured,
        summary: 'New recovery codes (the old ones stop working), with the password and a code',
        body: confirmTwoFactorSchema,
        response: { 200: recoveryCodesResponseSchema, 422: validationErrorSchema, ...refusals },
      },
    },
    async (request) => {
      const { message, codes } = await twoFactor.renewRecoveryCodes(
        callerOf(request),
        request.body,
        request.ip,
      );
      return { message, data: { recoveryCodes: codes } };
    },
  );

  app.post(
    '/api/admin/staff/:id/two-factor/reset',
    {
      config: { access: 'admin:manage_staff' },
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        summary:
          "A Super Admin clears a staff member's second factor (lost phone and codes); their sessions end",
        params: staffIdParamsSchema,
        response: {
          200: messageSchema,
          404: messageSchema,
          422: validationErrorSchema,
          ...refusals,
        },
      },
    },
    async (request) => {
      await twoFactor.reset(actorOf(request), request.params.id);
      return { message: TWO_FACTOR_RESET_MESSAGE };
    },
  );
};
