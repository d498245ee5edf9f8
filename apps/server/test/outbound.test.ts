import type dns from 'node:dns';
import http, { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundGuard, PrivateAddressError } from '../src/infra/net/outbound';
import { permissionKeys } from '@careercard/shared/permissions';
import { callerOf, createTestApp, type TestApp } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A name a hostile DNS answers with this machine's address. */
const INSIDE = 'gateway.example.test';
const fakeDns = ((host: string, _options: unknown, callback: (...args: unknown[]) => void) => {
  if (host === INSIDE) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' }));
}) as unknown as typeof dns.lookup;

let server: http.Server;
let port: number;
beforeAll(async () => {
  server = createServer((_request, response) => response.end('inside'));
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const get = (url: string, agent: http.Agent) =>
  new Promise<string>((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve(body));
      })
      .on('error', reject);
  });

describe('calls to addresses staff type', () => {
  const guard = createOutboundGuard({ allowPrivate: false, resolver: fakeDns });

  it('never reach this machine or a private network, by address or by a name that leads there', async () => {
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://127.1:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      'http://169.254.169.254/latest/meta-data/',
      `http://${INSIDE}:${port}/`,
    ]) {
      await expect(guard.fetch(url), url).rejects.toSatisfy(
        (error: Error) => error.cause instanceof PrivateAddressError,
      );
      await expect(get(url, guard.agents().httpAgent), url).rejects.toBeInstanceOf(
        PrivateAddressError,
      );
    }
    await expect(guard.resolve(INSIDE)).rejects.toBeInstanceOf(PrivateAddressError);
    await expect(guard.resolve('10.1.2.3')).rejects.toBeInstanceOf(PrivateAddressError);
    expect(guard.refusalOf('smtp.localhost')?.message).toBe(
      "smtp.localhost is on a private network or this machine: CareerCard calls only public addresses. To allow it, the server's operator sets OUTBOUND_ALLOW_PRIVATE=true.",
    );
    expect(guard.refusalOf('https://api.sms.example.com/send')).toBeUndefined();
  });

  it('reach them when the operator allows private addresses', async () => {
    const open = createOutboundGuard({ allowPrivate: true, resolver: fakeDns });
    expect(await (await open.fetch(`http://${INSIDE}:${port}/`)).text()).toBe('inside');
    expect(await get(`http://127.0.0.1:${port}/`, open.agents().httpAgent)).toBe('inside');
    expect(await open.resolve(INSIDE)).toBe('127.0.0.1');
  });
});

describe('Application Settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses to save an address on this machine or a private network, and says how to allow it', async () => {
    const call = callerOf(t);
    const staff = await t.asAdmin();
    const cases: Array<[string, Json, string]> = [
      ['smtp', { host: '127.0.0.1' }, 'host'],
      ['smtp', { host: 'localhost' }, 'host'],
      ['sms', { generic: { apiUrl: 'http://169.254.169.254/latest/meta-data' } }, 'generic.apiUrl'],
      ['sms', { bulkSmsBd: { apiUrl: 'http://192.168.1.10/api' } }, 'bulkSmsBd.apiUrl'],
      ['storage', { endpoint: 'http://10.0.0.5:9000' }, 'endpoint'],
      ['courier', { baseUrl: 'http://[::1]:8080' }, 'baseUrl'],
    ];
    for (const [area, body, field] of cases) {
      const res = await call('PUT', `/api/admin/settings/${area}`, staff, body);
      expect(res.status, `${area} ${field}`).toBe(422);
      expect(res.body.errors[field]?.[0]).toMatch(/is on a private network or this machine/);
    }
    const saved = await call('PUT', '/api/admin/settings/smtp', staff, {
      host: 'smtp.example.com',
    });
    expect(saved.status).toBe(200);
  });

  it('lets only a Super Admin choose where e-mail goes, as it carries every reset link', async () => {
    const call = callerOf(t);
    const settingsStaff = await t.asAdmin([...permissionKeys]);
    const res = await call('PUT', '/api/admin/settings/smtp', settingsStaff, {
      host: 'mail.attacker.example',
    });
    expect(res).toEqual({
      status: 403,
      body: {
        message:
          'Only a Super Admin can change where e-mail goes: it carries the links that open every account.',
      },
    });
    const kept = await call('GET', '/api/admin/settings/smtp', settingsStaff);
    expect(kept.body.data.host).not.toBe('mail.attacker.example');
    // Other areas are theirs to change.
    const sms = await call('PUT', '/api/admin/settings/sms', settingsStaff, {
      otpTemplate: 'Your CareerCard code: {otp_code}',
    });
    expect(sms.status).toBe(200);
  });
});
