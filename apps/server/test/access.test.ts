import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../src/infra/rate-limit/rate-limiter';
import { createAuditService } from '../src/modules/audit/service';
import { createDeviceStore } from '../src/modules/auth/devices';
import { createAuthService } from '../src/modules/auth/service';
import access, { type Access } from '../src/plugins/access';
import errorHandler from '../src/plugins/error-handler';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Authentication alone: these tests only present tokens (no sign-in, so no second factor). */
const bareAuth = () =>
  createAuthService({
    db: t.db,
    config: t.config,
    limiter: createRateLimiter(t.db),
    devices: createDeviceStore(t.db),
    audit: createAuditService(t.db),
    twoFactor: {
      isOn: async () => false,
      staffMustUse: async () => false,
      spend: async () => undefined,
    },
  });

/** A bare app with the access plugin and one route per kind of access. */
async function appWithRoutes(routes: Record<string, Access>) {
  const app = Fastify();
  const auth = bareAuth();
  await app.register(errorHandler);
  await app.register(access, { auth });
  for (const [url, kind] of Object.entries(routes)) {
    app.get(url, { config: { access: kind } }, async (request) => ({
      caller: request.caller?.account.id ?? null,
    }));
  }
  await app.ready();
  return app;
}

describe('route access', () => {
  it('every API route of the app declares who may call it', async () => {
    const app = Fastify();
    const auth = bareAuth();
    await app.register(access, { auth });
    expect(() => app.get('/api/forgotten', async () => 'open')).toThrow(
      'Route GET /api/forgotten declares no access',
    );
    await app.close();
  });

  it('enforces public, user, admin and admin:<permission>', async () => {
    const app = await appWithRoutes({
      '/api/t/public': 'public',
      '/api/t/user': 'user',
      '/api/t/admin': 'admin',
      '/api/t/blog': 'admin:manage_blog',
    });
    const user = await t.asUser();
    const editor = await t.asAdmin(['manage_blog']);
    const support = await t.asAdmin(['manage_users']);
    const status = async (url: string, headers?: Record<string, string>) =>
      (await app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) })).statusCode;

    expect(await status('/api/t/public')).toBe(200);
    expect(await status('/api/t/user')).toBe(401);
    expect(await status('/api/t/user', user.headers)).toBe(200);
    expect(await status('/api/t/admin', user.headers)).toBe(403);
    expect(await status('/api/t/admin', support.headers)).toBe(200);
    expect(await status('/api/t/blog', support.headers)).toBe(403);
    expect(await status('/api/t/blog', editor.headers)).toBe(200);
    expect(await status('/api/t/user', { authorization: 'Bearer cc_made_up' })).toBe(401);

    const identified = await app.inject({
      method: 'GET',
      url: '/api/t/public',
      headers: user.headers,
    });
    expect(identified.json()).toEqual({ caller: user.id });
    await app.close();
  });
});
