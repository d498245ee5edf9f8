import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Marks the API requests the server makes to render a public page (plugins/page-renderer.ts).
 * The value is new in each process and never leaves it, so no visitor can send it.
 */
export const SERVER_RENDER_HEADER = 'x-careercard-render';
export const serverRenderToken = randomBytes(24).toString('base64url');

/** Whether the request is the server's own, made while rendering a page. */
export const isServerRender = (request: FastifyRequest) =>
  request.headers[SERVER_RENDER_HEADER] === serverRenderToken;
