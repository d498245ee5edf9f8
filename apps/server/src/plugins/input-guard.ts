import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * Input no client of ours sends, refused before any route sees it, in one place rather than a
 * check per route: a NUL character in a path, a query or a JSON body (PostgreSQL stores none in
 * text, so it failed deep in a query), and JSON nested deeper than any payload of ours (walking
 * it overflowed the stack). An empty or `null` JSON body, or none at all, means "no fields", so
 * a route's schema answers with its field errors; half a character becomes U+FFFD.
 */

/** A CV, the deepest payload, nests about six levels; a JSON Resume a few more. */
const MAX_JSON_DEPTH = 64;

const NUL_MESSAGE = 'The request holds a NUL character, which no text may hold.';
const DEPTH_MESSAGE = 'The JSON is nested too deeply.';

/**
 * Half of a character (a lone UTF-16 surrogate, an emoji cut in two) becomes U+FFFD, as
 * PostgreSQL's text columns store it; in JSON it would be written as `\ud83d`, which PostgreSQL
 * refuses in jsonb.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\uFFFD');
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [wellFormed(key) as string, wellFormed(item)]),
  );
}

/** What is wrong with a parsed value, if anything; walked with a stack, so any depth is safe. */
function faultOf(value: unknown, maxDepth: number): string | null {
  const stack: Array<{ item: unknown; depth: number }> = [{ item: value, depth: 0 }];
  while (stack.length > 0) {
    const { item, depth } = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return NUL_MESSAGE;
    } else if (item !== null && typeof item === 'object') {
      if (depth >= maxDepth) return DEPTH_MESSAGE;
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return NUL_MESSAGE;
        stack.push({ item: child, depth: depth + 1 });
      }
    }
  }
  return null;
}

async function inputGuardPlugin(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // An empty body (POST /api/user/logout from some clients) carries no fields.
    if (String(body).trim() === '') return done(null, {});
    void parseJson(request, String(body), (error, parsed: unknown) => {
      if (error) return done(error);
      const fault = faultOf(parsed, MAX_JSON_DEPTH);
      if (fault) return done(new AppError(400, fault));
      // Only a \uD800–\uDFFF escape can make half a character: UTF-8 decoding makes none.
      // Depth is bounded by now, so the copy's recursion is too.
      done(null, SURROGATE_ESCAPE.test(String(body)) ? wellFormed(parsed ?? {}) : (parsed ?? {}));
    });
  });

  app.addHook('preValidation', async (request) => {
    // A POST with no body at all (no Content-Type) is no fields too, as an empty JSON body is.
    if (request.body === undefined && request.headers['content-type'] === undefined) {
      request.body = {};
    }
    // Path parameters are decoded ('%00'); the query string is parsed into strings and lists.
    for (const part of [request.params, request.query]) {
      if (faultOf(part, MAX_JSON_DEPTH) === NUL_MESSAGE) throw new AppError(400, NUL_MESSAGE);
    }
  });
}

export default fp(inputGuardPlugin, { name: 'input-guard' });
