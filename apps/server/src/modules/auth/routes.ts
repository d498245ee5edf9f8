import {
  currentUserResponseSchema,
  loginResponseSchema,
  loginSchema,
  registerResponseSchema,
  registerSchema,
} from '@careercard/shared/auth';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import type { FastifySchemaValidationError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access';
import { deviceOf, setDeviceCookie } from './devices';
import type { AuthService } from './service';

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
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { account, device } = await auth.signIn(request.body, {
        as: 'user',
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        device: deviceOf(request),
      });
      setDeviceCookie(request, reply, device, publicUrl);
      return { message: 'Login successful', data: { user: account } };
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
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { account, device } = await auth.signIn(request.body, {
        as: 'admin',
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        device: deviceOf(request),
      });
      setDeviceCookie(request, reply, device, publicUrl);
      return { message: 'Admin login successful', data: { user: account } };
    },
  );

  app.post(
    '/api/user/logout',
    {
      config: { access: 'user' },
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
      config: { access: 'user' },
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
