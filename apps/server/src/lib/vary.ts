import type { FastifyReply } from 'fastify';

/**
 * Says to caches that the answer depends on Accept-Language (its messages or text are in the
 * reader's language), keeping whatever Vary already names (e.g. Accept-Encoding).
 */
export function varyOnLanguage(reply: FastifyReply) {
  const names = [reply.getHeader('vary') ?? '']
    .flat()
    .join(',')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-language')) return;
  void reply.header('vary', [...names, 'Accept-Language'].join(', '));
}
