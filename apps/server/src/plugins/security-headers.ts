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

const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

async function securityHeadersPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    // Browsers heed HSTS only over HTTPS, so a local install over HTTP is not bound by it.
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // No page of ours opens another site's window or needs a device's sensors.
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
