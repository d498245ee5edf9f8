import { summariseErrors } from '@careercard/shared/validation';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ServiceUnavailable, TooManyRequests } from '../lib/app-error';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../lib/db-errors';
import { UNAVAILABLE_PAGE_CSP, unavailablePage } from '../lib/unavailable-page';

/** Laravel-style field names: `experience.0.title`; a body-level error belongs to `body`. */
function fieldOf(instancePath = '') {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
}

/** A browser asking for a page, not the API: it gets a page to read rather than JSON. */
function wantsPage(request: FastifyRequest) {
  const pathname = request.url.split('?')[0] ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    pathname !== '/api' &&
    !pathname.startsWith('/api/') &&
    (request.headers.accept ?? '').includes('text/html')
  );
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
    if (error instanceof ServiceUnavailable) {
      // The message names the service and why: what the admin reads in Log Management.
      request.log.error({ err: error, service: error.service }, error.message);
      return reply.status(503).send({ message: error.publicMessage });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      if (wantsPage(request)) {
        return reply
          .status(503)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-security-policy', UNAVAILABLE_PAGE_CSP)
          .send(unavailablePage(request.locale));
      }
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
