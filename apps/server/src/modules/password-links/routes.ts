import {
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '@careercard/shared/auth';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicOrigin } from '../../lib/public-origin';
import { deviceOf, setDeviceCookie } from '../auth/devices';
import type { AuthService } from '../auth/service';
import type { PasswordLinkService } from './service';

const open = { access: 'public' } as const;

/** 'Forgot password?' and the link it sends (also a new staff member's invitation). */
export const passwordLinkRoutes: FastifyPluginAsyncZod<{
  passwordLinks: PasswordLinkService;
  auth: AuthService;
  publicUrl: string | undefined;
}> = async (app, { passwordLinks, auth, publicUrl }) => {
  app.post(
    '/api/user/forgot-password',
    {
      config: open,
      schema: {
        tags: ['auth'],
        summary: 'E-mail a link to choose a new password; the same answer for any address',
        body: forgotPasswordSchema,
        response: { 200: messageSchema, 422: validationErrorSchema, 429: messageSchema },
      },
    },
    async (request) => {
      await passwordLinks.request(request.body.email, publicOrigin(request, publicUrl), request.ip);
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    '/api/user/reset-password',
    {
      config: open,
      schema: {
        tags: ['auth'],
        summary: "Set the password of the link's account; its sessions end",
        body: resetPasswordSchema,
        response: { 200: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const userId = await passwordLinks.reset(
        request.body.token,
        request.body.password,
        request.ip,
      );
      // Reading the account's mail proves the owner: this browser signs in past any throttle.
      setDeviceCookie(request, reply, await auth.unlock(userId, deviceOf(request)), publicUrl);
      return { message: 'Your password has been changed. Please sign in with it.' };
    },
  );
};
