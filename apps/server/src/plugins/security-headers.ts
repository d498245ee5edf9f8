import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The web app keeps its token in localStorage, so a script injected into a page could take
 * it: the app's pages get a Content-Security-Policy that runs only our own scripts. Inline
 * styles stay allowed because the CV templates are styled inline (exact print sizes).
 */
export const APP_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

async function securityHeadersPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
