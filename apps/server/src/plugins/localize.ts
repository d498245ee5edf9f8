import { pickLocale, type Locale } from '@careercard/shared/locale';
import { localizeMessage } from '@careercard/shared/messages-bn';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { varyOnLanguage } from '../lib/vary';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language the request's Accept-Language picks, for services that word things. An
     * answer worded with it outside `message` and `errors` sets its own Vary: Accept-Language.
     */
    locale: Locale;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Server messages in the reader's language. The English texts stay the API's contract; a
 * request whose Accept-Language picks Bangla gets `message` and each of `errors` in Bangla.
 * One hook covers route answers and the error handler's alike: the error handler's
 * reply.send runs preSerialization too. Files, PDFs and HTML are not objects, so no hook runs
 * for them.
 */
async function localizePlugin(app: FastifyInstance) {
  app.decorateRequest('locale', 'en');
  app.addHook('onRequest', async (request) => {
    request.locale = pickLocale(request.headers['accept-language']);
  });

  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!isRecord(payload)) return payload;
    const { message, errors } = payload;
    if (typeof message !== 'string' && !isRecord(errors)) return payload;
    // The same URL answers in either language, so every such answer says so to caches: the
    // English one too, or a cache could hand it to a Bangla reader.
    varyOnLanguage(reply);
    if (request.locale === 'en') return payload;
    const said = (text: unknown) =>
      typeof text === 'string' ? localizeMessage(text, request.locale) : text;
    return {
      ...payload,
      ...(typeof message === 'string' && { message: said(message) }),
      ...(isRecord(errors) && {
        errors: Object.fromEntries(
          Object.entries(errors).map(([field, list]) => [
            field,
            Array.isArray(list) ? list.map(said) : list,
          ]),
        ),
      }),
    };
  });
}

export default fp(localizePlugin, { name: 'localize' });
