import type { FastifyRequest } from 'fastify';

/** The origin browsers reach us at: PUBLIC_URL when set, else the one the request came to. */
export const publicOrigin = (request: FastifyRequest, publicUrl: string | undefined) =>
  publicUrl ?? `${request.protocol}://${request.host}`;
