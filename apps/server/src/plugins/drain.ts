import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Lets close() finish once the requests in flight are answered. Node waits for every open
 * connection, including one a client opened but never used (browsers open such speculative
 * connections), which would hold shutdown until its timeout. So while closing, as soon as
 * nothing is in flight, the remaining connections are closed.
 */
async function drainPlugin(app: FastifyInstance) {
  let inFlight = 0;
  app.addHook('onRequest', async (_request, reply) => {
    inFlight += 1;
    reply.raw.once('close', () => (inFlight -= 1));
  });

  app.addHook('preClose', async () => {
    if (!app.server.listening) return;
    const sweep = setInterval(() => {
      if (inFlight === 0) app.server.closeAllConnections();
    }, 25).unref();
    app.server.once('close', () => clearInterval(sweep));
  });
}

export default fp(drainPlugin, { name: 'drain' });
