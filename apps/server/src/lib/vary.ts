import type { FastifyReply } from 'fastify';

/** Says to caches that the answer depends on the request's `header`, keeping what Vary names. */
export function varyOn(reply: FastifyReply, header: string) {
  const names = [reply.getHeader('vary') ?? '']
    .flat()
    .join(',')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === header.toLowerCase())) return;
  void reply.header('vary', [...names, header].join(', '));
}

/** The answer's messages or text are in the reader's language (Accept-Language). */
export const varyOnLanguage = (reply: FastifyReply) => varyOn(reply, 'Accept-Language');
