import { summariseErrors } from '@careercard/shared/validation';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, TooManyRequests } from '../lib/app-error';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../lib/db-errors';

/** Laravel-style field names: `experience.0.title`; a body-level error belongs to `body`. */
function fieldOf(instancePath = '') {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
}

/** Turns every error into the API envelope and keeps internals out of 5xx answers. */
async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyRequests) {
        void reply.header('retry-after', String(Math.ceil(error.retryAfterMs / 1000)));
      }
      return reply.status(error.status).send({
        message: error.message,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
        ...(error.data ? { data: error.data } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath);
        (errors[field] ??= []).push(issue.message ?? 'The value is invalid.');
      }
      return reply.status(422).send({ message: summariseErrors(errors), errors });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('retry-after', '5');
      return reply.status(503).send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'Server Error' });
    }
    return reply.status(status).send({ message: error.message });
  });
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
