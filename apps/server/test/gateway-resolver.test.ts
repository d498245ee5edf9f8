import { bkashSettingsSchema, type BkashSettings } from '@careercard/shared/settings';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createGatewayResolver, PAYMENTS_NOT_SET_UP } from '../src/modules/payments/gateway';

const credentials = { enabled: true, appKey: 'key', appSecret: 'secret', username: 'merchant' };

function resolverWith(settings: Partial<BkashSettings>, localSandbox = true) {
  return createGatewayResolver({
    settings: async () => bkashSettingsSchema.parse(settings),
    localSandbox,
    sandboxFetch: () => Promise.reject(new Error('not reached')),
    logger: pino({ level: 'silent' }),
  });
}

describe('the gateway a payment goes to', () => {
  it('names payments by where their money is: live, bKash’s sandbox, or the local sandbox', async () => {
    const live = resolverWith({ ...credentials, sandbox: false });
    expect((await live.current()).name).toBe('bkash');
    expect(await live.mode()).toBe('live');

    // Test money on bKash's side: recorded apart, so the dashboard does not count it as revenue.
    const test = resolverWith({ ...credentials, sandbox: true });
    expect((await test.current()).name).toBe('bkash-test');
    expect(await test.mode()).toBe('sandbox');

    const local = resolverWith({});
    expect((await local.current()).name).toBe('bkash-sandbox');
    expect(await local.mode()).toBe('local-sandbox');
  });

  it('settles a payment on the bKash that took it, even after Sandbox was flipped', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string | URL) => {
      asked.push(new URL(url).host);
      return Response.json({ statusCode: '2001', statusMessage: 'Invalid App Key' });
    });
    try {
      // The settings say live now; the first payment was taken on bKash's sandbox.
      const resolver = resolverWith({ ...credentials, sandbox: false });
      await (await resolver.named('bkash-test')).query('TEST-1').catch(() => undefined);
      expect(asked).not.toHaveLength(0);
      expect(new Set(asked)).toEqual(new Set(['tokenized.sandbox.bka.sh']));
      asked.length = 0;
      await (await resolver.named('bkash')).query('LIVE-1').catch(() => undefined);
      expect(new Set(asked)).toEqual(new Set(['tokenized.pay.bka.sh']));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('refuses payments when nothing is set up and the local sandbox is off', async () => {
    const off = resolverWith({}, false);
    expect(await off.mode()).toBe('off');
    await expect(off.current()).rejects.toThrow(PAYMENTS_NOT_SET_UP);
    await expect(off.named('bkash-test')).rejects.toThrow(PAYMENTS_NOT_SET_UP);
  });
});
