import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fs from 'node:fs';
import path from 'node:path';
import { APP_CONTENT_SECURITY_POLICY } from './security-headers';

/**
 * Serves the built web app. Client routes (/dashboard, /v/some-slug …) get index.html so the
 * browser router can take over; unknown /api paths stay a JSON 404.
 */
async function webPlugin(app: FastifyInstance, { distDir }: { distDir: string }) {
  const hasWeb = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, file) {
        // Vite puts content hashes in asset names, so they never change once served.
        const immutable = file.startsWith(path.join(distDir, 'assets') + path.sep);
        if (file.endsWith('.html'))
          reply.header('content-security-policy', APP_CONTENT_SECURITY_POLICY);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn(`No built web app in ${distDir}; run "npm run build" to serve it`);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (pathname === '/api' || pathname.startsWith('/api/') || !isPage || !hasWeb) {
      return reply.status(404).send({ message: 'Not Found' });
    }
    // A missing file with an extension (a stale /assets/x.js) is a real 404, not a page.
    if (path.extname(pathname)) return reply.status(404).send({ message: 'Not Found' });
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', APP_CONTENT_SECURITY_POLICY)
      .sendFile('index.html');
  });
}

export default fp(webPlugin, { name: 'web' });
