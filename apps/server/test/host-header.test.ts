import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkTo, mailsTo, type TestApp } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** 'Forgot password?' for `email`, sent with `headers`. */
const forgotOn = (t: TestApp, email: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email }, headers });

const refusal = (host: string) =>
  `This server does not answer to the address ${host}. Its operator lists the addresses it is reached at in PUBLIC_URL or ALLOWED_HOSTS.`;

describe('without PUBLIC_URL, links never come from a Host the server does not know', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ALLOWED_HOSTS: 'careercard.example, www.careercard.example' });
  });
  afterAll(() => t.close());

  const forgot = (email: string, headers: Record<string, string>) => forgotOn(t, email, headers);

  it("refuses a reset asked for through another site's Host, and mails nothing", async () => {
    const user = await t.asUser();
    const res = await forgot(user.email, { host: 'evil.example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json<Json>().message).toBe(refusal('evil.example.com'));
    // Nor through a proxy header, when proxies are not trusted it is not even read; the Host is.
    const forwarded = await forgot(user.email, {
      host: 'evil.example.com:3000',
      'x-forwarded-host': 'localhost',
    });
    expect(forwarded.statusCode).toBe(400);
    expect(await mailsTo(t, user.email)).toEqual([]);
    for (const url of ['/sitemap.xml', '/robots.txt', '/']) {
      expect((await t.app.inject({ url, headers: { host: 'evil.example.com' } })).statusCode).toBe(
        400,
      );
    }
  });

  it("serves this machine's own names and the listed ones, whose links name them", async () => {
    for (const [host, origin] of [
      ['localhost:3000', 'http://localhost:3000'],
      ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
      ['[::1]:3000', 'http://[::1]:3000'],
      ['careercard.example', 'http://careercard.example'],
    ]) {
      const user = await t.asUser();
      expect((await forgot(user.email, { host: host! })).statusCode).toBe(200);
      const token = await linkTo(t, user.email);
      expect((await mailsTo(t, user.email))[0]!.whole).toContain(
        `${origin}/reset-password?token=${token}`,
      );
    }
  });

  it('answers health probes whatever the Host', async () => {
    const live = await t.app.inject({ url: '/api/health/live', headers: { host: '10.9.8.7' } });
    expect(live.statusCode).toBe(200);
  });
});

describe('behind a trusted proxy', () => {
  it('checks the forwarded host as the one links would name', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const user = await t.asUser();
      const res = await forgotOn(t, user.email, {
        host: 'localhost',
        'x-forwarded-host': 'evil.example.com',
      });
      expect(res.statusCode).toBe(400);
      expect(await mailsTo(t, user.email)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('with PUBLIC_URL', () => {
  it('serves any Host, and every link names PUBLIC_URL', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'https://careercard.example' });
    try {
      const user = await t.asUser();
      const res = await forgotOn(t, user.email, { host: 'evil.example.com' });
      expect(res.statusCode).toBe(200);
      const [mail] = await mailsTo(t, user.email);
      expect(mail!.whole).toContain('https://careercard.example/reset-password?token=');
      expect(mail!.whole).not.toContain('evil.example.com');
    } finally {
      await t.close();
    }
  });
});
