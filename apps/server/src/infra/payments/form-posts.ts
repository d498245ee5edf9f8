import type { FastifyInstance } from 'fastify';

/**
 * Lets a stand-in's payer page post plain HTML forms to the routes of the plugin it is called
 * in (a plugin's parsers are its own): the app's API takes JSON only.
 */
export function acceptFormPosts(app: FastifyInstance) {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
