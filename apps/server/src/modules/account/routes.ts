import {
  confirmEmailResponseSchema,
  confirmEmailSchema,
  localeUpdateResponseSchema,
  localeUpdateSchema,
  profileSchema,
  profileUpdateResponseSchema,
} from '@careercard/shared/account';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { publicOrigin } from '../../lib/public-origin';
import { callerOf } from '../../plugins/access';
import { readProfileForm } from './profile-form';
import type { AccountService, ProfileCaller } from './service';

const signedIn = { config: { access: 'user' as const } };
const tags = ['account'];

const profileCaller = (request: FastifyRequest): ProfileCaller => {
  const caller = callerOf(request);
  return { userId: caller.account.id, impersonator: caller.impersonator, ip: request.ip };
};

/** Account Settings → Profile, the e-mail change link, and the profile photos. */
export const accountRoutes: FastifyPluginAsyncZod<{
  account: AccountService;
  publicUrl: string | undefined;
}> = async (app, { account, publicUrl }) => {
  app.get(
    '/api/user/profile',
    {
      ...signedIn,
      schema: {
        security: [{ bearer: [] }],
        tags,
        summary: "The account's name, e-mail, phone, photo and an e-mail change waiting",
        response: { 200: profileSchema },
      },
    },
    async (request) => account.profile(callerOf(request).account.id),
  );

  app.post(
    '/api/user/update/contact/info',
    {
      ...signedIn,
      schema: {
        security: [{ bearer: [] }],
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        summary:
          'Save name, phone and photo (multipart name, email, phone, optional photo); a new e-mail waits for its link',
        response: {
          200: profileUpdateResponseSchema,
          403: messageSchema,
          413: messageSchema,
          415: messageSchema,
          422: validationErrorSchema,
          429: messageSchema,
          502: messageSchema,
        },
      },
    },
    async (request) => {
      const { input, photo } = await readProfileForm(request);
      return account.update(profileCaller(request), input, photo, publicOrigin(request, publicUrl));
    },
  );

  app.put(
    '/api/user/locale',
    {
      ...signedIn,
      schema: {
        security: [{ bearer: [] }],
        tags,
        summary: 'Remember the interface language (en or bn) for the next browser',
        body: localeUpdateSchema,
        response: { 200: localeUpdateResponseSchema, 422: validationErrorSchema },
      },
    },
    async (request) => account.setLocale(profileCaller(request), request.body.locale),
  );

  app.delete(
    '/api/user/profile/photo',
    {
      ...signedIn,
      schema: {
        security: [{ bearer: [] }],
        tags,
        summary: 'Remove the profile photo',
        response: { 200: profileUpdateResponseSchema },
      },
    },
    async (request) => account.removePhoto(profileCaller(request)),
  );

  app.post(
    '/api/user/confirm-email',
    {
      // The link is opened from the new mailbox, maybe on another device: the token is the proof.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Follow the link sent to a new e-mail address: the account takes it',
        body: confirmEmailSchema,
        response: { 200: confirmEmailResponseSchema, 422: validationErrorSchema },
      },
    },
    async (request) =>
      account.confirmEmail(request.body.token, request.ip, publicOrigin(request, publicUrl)),
  );

  app.get(
    '/api/avatars/:userId/:file',
    {
      // Public, as the address holds a random uuid and changes with every upload.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A profile photo (JPEG)',
        params: z.object({ userId: z.string().max(12), file: z.string().max(60) }),
        response: { 200: z.unknown().describe('The JPEG image'), 404: messageSchema },
      },
    },
    async (request, reply) => {
      const bytes = await account.avatar(`${request.params.userId}/${request.params.file}`);
      if (!bytes) throw notFound('Photo not found.');
      return reply
        .type('image/jpeg')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );
};
