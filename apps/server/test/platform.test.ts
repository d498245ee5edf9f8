import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, createTestDatabase, testConfig, type TestApp } from './helpers';

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-web-'));
  await fs.mkdir(path.join(webDir, 'assets'));
  await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await fs.writeFile(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

describe('health', () => {
  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database is gone', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), db: database.db });
    await database.close();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', database: 'unreachable' });
    await app.close();
  });
});

describe('web app and unknown paths', () => {
  it('serves index.html for client routes, with 404 for addresses that are no page', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/dashboard/my-cvs', 200],
      ['/payment/success?status=success', 200],
      // The app still shows its 'V-Card Not Found'; crawlers learn the card is not there.
      ['/v/some-slug', 404],
      // Addresses the app has no page for: its not-found page, with a status that says so.
      ['/no/such/route', 404],
      ['/blog', 404],
      ['/dashboard/no-such-tab', 404],
      ['/Dashboard/My-CVs/', 200],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('gives a JSON 404 for unknown API paths, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not Found' });
    }
  });

  it('serves hashed assets as immutable and a missing asset as 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('answers malformed JSON with a clear 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/JSON/);
  });
});

describe('API documentation', () => {
  it('publishes OpenAPI built from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(
      doc.paths['/api/user/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('security headers', () => {
  it('the app page runs only its own scripts and cannot be framed', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
  });

  it('every answer keeps to HTTPS, shares no window with other sites and asks for no devices', async () => {
    for (const url of ['/', '/api/health', '/api/vcards/no-such-card']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['permissions-policy'], url).toContain('camera=()');
    }
  });

  it('the API documentation page has a Content-Security-Policy of its own', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    const policy = String(ui.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self' https: 'unsafe-inline';");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });
});
