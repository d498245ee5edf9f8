import {
  otpStatusResponseSchema,
  sendOtpRequestSchema,
  sendOtpResponseSchema,
  verifyOtpRequestSchema,
} from '@careercard/shared/otp';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/access';
import type { OtpService } from './service';

const user = { access: 'user' as const };
const secured = { security: [{ bearer: [] }], tags: ['otp'] };

export const otpRoutes: FastifyPluginAsyncZod<{ otp: OtpService }> = async (app, { otp }) => {
  app.post(
    '/api/user/otp/send',
    {
      config: user,
      schema: {
        ...secured,
        summary: 'Send a 6-digit code by SMS to a Bangladeshi mobile number',
        body: sendOtpRequestSchema,
        response: {
          200: sendOtpResponseSchema,
          422: validationErrorSchema,
          429: messageSchema,
          502: messageSchema,
          503: messageSchema,
        },
      },
    },
    async (request) => {
      const sent = await otp.send(callerOf(request), request.body.phone);
      return { success: true as const, message: 'A verification code was sent.', ...sent };
    },
  );

  app.post(
    '/api/user/otp/verify',
    {
      config: user,
      schema: {
        ...secured,
        summary: 'Check the code; a right one verifies this session',
        body: verifyOtpRequestSchema,
        response: {
          200: messageSchema.extend({ success: z.literal(true) }),
          422: validationErrorSchema,
          429: messageSchema,
        },
      },
    },
    async (request) => {
      await otp.verify(callerOf(request), request.body.phone, request.body.otp);
      return { success: true as const, message: 'Phone number verified.' };
    },
  );

  app.get(
    '/api/user/otp/status',
    {
      config: user,
      schema: {
        ...secured,
        summary: 'Whether this session has proved a phone number',
        response: { 200: otpStatusResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      verified: await otp.isVerified(callerOf(request)),
    }),
  );
};
