import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI built from the routes' zod schemas: UI at /api/docs, JSON at /api/docs/json. */
async function docsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'CareerCard API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The UI's page and files get a CSP of their own, with hashes of its inline scripts. Swagger UI
  // sets inline styles, and a local install over plain HTTP must not have its files upgraded.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/style-src 'self' https:\s*;/, "style-src 'self' https: 'unsafe-inline';")
        .replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}

export default fp(docsPlugin, { name: 'docs' });
