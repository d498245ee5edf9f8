import type { Permission } from '@careercard/shared/permissions';
import { TWO_FACTOR_SETUP_REQUIRED_MESSAGE } from '@careercard/shared/two-factor';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthenticated } from '../lib/app-error';
import type { Actor } from '../modules/audit/service';
import type { AuthService, Caller } from '../modules/auth/service';

/**
 * Who may call a route. Every /api route declares one in `config.access`; the app refuses to
 * start otherwise, so a forgotten declaration is a failing test and never an open door.
 * - public: anyone; a valid token still identifies the caller.
 * - user: any signed-in account.
 * - admin: a signed-in admin; `admin:<permission>` also needs that staff permission.
 */
export type Access = 'public' | 'user' | 'admin' | `admin:${Permission}`;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Open to a staff session that must set up two-factor sign-in first (the set-up itself). */
    duringTwoFactorSetup?: boolean;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** Every /api route with who may call it: the authorisation tests walk this list. */
    routeAccess: Array<{ method: string; url: string; access: Access }>;
  }
}

/** The signed-in caller of a route declared `user` or `admin`: the hook guarantees one. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthenticated();
  return request.caller;
}

/** The staff member (or user) making a change, as the audit log records them. */
export const actorOf = (request: FastifyRequest): Actor => ({
  actorUserId: callerOf(request).account.id,
  ip: request.ip,
});

const bearer = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
const UNDECLARED_OK = /^\/api\/docs(\/|$)/;

async function accessPlugin(app: FastifyInstance, { auth }: { auth: AuthService }) {
  app.decorateRequest('caller', null);

  app.decorate('routeAccess', []);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || UNDECLARED_OK.test(route.url)) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeAccess.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const token = bearer(request.headers.authorization);
    const caller = token ? await auth.authenticate(token) : undefined;
    if (caller?.status === 'Active') request.caller = caller;
    if (access === 'public') return;

    if (!request.caller) throw unauthenticated();
    if (request.caller.mustSetUpTwoFactor && !request.routeOptions.config.duringTwoFactorSetup) {
      throw new AppError(403, TWO_FACTOR_SETUP_REQUIRED_MESSAGE);
    }
    if (access === 'user') return;
    const { account } = request.caller;
    if (!account.role.includes('admin')) throw forbidden();
    const needed = access.split(':')[1];
    if (needed && !account.permissions.includes(needed)) {
      throw new AppError(403, 'You do not have permission to do this.');
    }
  });
}

export default fp(accessPlugin, { name: 'access' });
