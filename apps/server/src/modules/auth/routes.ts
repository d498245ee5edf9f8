import {
  currentUserResponseSchema,
  loginResponseSchema,
  loginSchema,
  registerResponseSchema,
  registerSchema,
} from '@careercard/shared/auth';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import {
  signInResponseSchema,
  TWO_FACTOR_CODE_NEEDED_MESSAGE,
  twoFactorSignInSchema,
} from '@careercard/shared/two-factor';
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access';
import { deviceOf, setDeviceCookie } from './devices';
import type { AuthService, SignInAs } from './service';

const signingIn = (request: FastifyRequest, as: SignInAs) => ({
  as,
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  device: deviceOf(request),
});

const codeNeeded = (challenge: string) => ({
  message: TWO_FACTOR_CODE_NEEDED_MESSAGE,
  data: { two_factor: { challenge } },
});

const errors = {
  401: messageSchema,
  403: messageSchema,
  422: validationErrorSchema,
  429: messageSchema,
};

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  publicUrl: string | undefined;
}> = async (app, { auth, publicUrl }) => {
  app.post(
    '/api/user/register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Create a user account',
        body: registerSchema,
        response: { 201: registerResponseSchema, 422: validationErrorSchema },
      },
      // A form with bad fields also learns whether its address is taken, in one answer.
      attachValidation: true,
    },
    async (request, reply) => {
      const invalid = request.validationError;
      if (invalid) {
        const taken = await auth.takenEmailOf((request.body as { email?: unknown } | null)?.email, {
          ip: request.ip,
        });
        if (taken) {
          const issues = invalid.validation as FastifySchemaValidationError[];
          issues.push({
            keyword: 'unique',
            instancePath: '/email',
            schemaPath: '',
            params: {},
            message: taken,
          });
        }
        throw invalid;
      }
      // A new account keeps the language it signed up in.
      const user = await auth.register(request.body, { ip: request.ip, locale: request.locale });
      return reply
        .status(201)
        .send({ message: 'Registration successful. Please sign in.', data: { user } });
    },
  );

  app.post(
    '/api/user/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in and receive a bearer token',
        body: loginSchema,
        response: { 200: signInResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await auth.signIn(request.body, signingIn(request, 'user'));
      if (outcome.challenge !== undefined) return codeNeeded(outcome.challenge);
      setDeviceCookie(request, reply, outcome.device, publicUrl);
      return { message: 'Login successful', data: { user: outcome.account } };
    },
  );

  app.post(
    '/api/admin/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in to the back office (admins only)',
        body: loginSchema,
        response: { 200: signInResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await auth.signIn(request.body, signingIn(request, 'admin'));
      if (outcome.challenge !== undefined) return codeNeeded(outcome.challenge);
      setDeviceCookie(request, reply, outcome.device, publicUrl);
      return { message: 'Admin login successful', data: { user: outcome.account } };
    },
  );

  for (const as of ['user', 'admin'] as const) {
    app.post(
      `/api/${as}/login/two-factor`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary:
            'The second step of a sign-in: the challenge and a code of the authenticator app, or a recovery code',
          body: twoFactorSignInSchema,
          response: { 200: loginResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { account, device } = await auth.signInWithCode(request.body, signingIn(request, as));
        setDeviceCookie(request, reply, device, publicUrl);
        const message = as === 'admin' ? 'Admin login successful' : 'Login successful';
        return { message, data: { user: account } };
      },
    );
  }

  app.post(
    '/api/user/logout',
    {
      config: { access: 'user', duringTwoFactorSetup: true },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the token of this session',
        security: [{ bearer: [] }],
        response: { 200: messageSchema, 401: messageSchema },
      },
    },
    async (request) => {
      await auth.signOut(callerOf(request), request.ip);
      return { message: 'Logged out successfully' };
    },
  );

  app.get(
    '/api/user/auth/user',
    {
      config: { access: 'user', duringTwoFactorSetup: true },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in account',
        security: [{ bearer: [] }],
        response: { 200: currentUserResponseSchema, 401: messageSchema },
      },
    },
    async (request) => ({ user: callerOf(request).account }),
  );
};
