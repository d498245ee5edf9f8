import {
  bkashSettingsSchema,
  cardSettingsSchema,
  nagadSettingsSchema,
  type BkashSettings,
  type NagadSettings,
} from '@careercard/shared/settings';
import { generateKeyPairSync } from 'node:crypto';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { SandboxStore } from '../src/infra/sandbox-store';
import { createGatewayResolver, PAYMENTS_NOT_SET_UP } from '../src/modules/payments/gateway';

const credentials = { enabled: true, appKey: 'key', appSecret: 'secret', username: 'merchant' };

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const nagadCredentials = {
  enabled: true,
  merchantId: '683002007104225',
  merchantNumber: '01711428036',
  privateKey: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  // As Nagad hands it out: bare base64.
  publicKey: keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
};

function resolverWith(
  settings: Partial<BkashSettings>,
  localSandbox = true,
  nagad: Partial<NagadSettings> = {},
) {
  return createGatewayResolver({
    settings: {
      bkash: async () => bkashSettingsSchema.parse(settings),
      nagad: async () => nagadSettingsSchema.parse(nagad),
      card: async () => cardSettingsSchema.parse({}),
    },
    localSandbox,
    sandboxFetch: () => Promise.reject(new Error('not reached')),
    sandboxStore: {} as SandboxStore,
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

  it('names Nagad payments the same way, and settles them on the Nagad that took them', async () => {
    const live = resolverWith({}, true, { ...nagadCredentials, sandbox: false });
    expect((await live.current('nagad')).name).toBe('nagad');
    expect(await live.mode('nagad')).toBe('live');
    const test = resolverWith({}, true, { ...nagadCredentials, sandbox: true });
    expect((await test.current('nagad')).name).toBe('nagad-test');
    expect(await test.mode('nagad')).toBe('sandbox');
    // bKash's settings do not make Nagad's.
    expect(await resolverWith(credentials, true).mode('nagad')).toBe('local-sandbox');
    // Without the public key Nagad gave, nothing can be sealed for it: not set up.
    const keyless = resolverWith({}, false, { ...nagadCredentials, publicKey: '' });
    expect(await keyless.mode('nagad')).toBe('off');

    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string | URL) => {
      asked.push(new URL(url).host);
      return Response.json(
        { reason: 'InvalidPaymentRefId', message: 'not found' },
        { status: 400 },
      );
    });
    try {
      await (await live.named('nagad-test')).query('REF-1').catch(() => undefined);
      expect(asked).toEqual(['sandbox.mynagad.com:10080']);
      await (await live.named('nagad')).query('REF-2').catch(() => undefined);
      expect(asked).toEqual(['sandbox.mynagad.com:10080', 'api.mynagad.com']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('refuses payments when nothing is set up and the local sandbox is off', async () => {
    const off = resolverWith({}, false);
    expect(await off.mode()).toBe('off');
    await expect(off.current()).rejects.toThrow(PAYMENTS_NOT_SET_UP);
    await expect(off.named('bkash-test')).rejects.toThrow(PAYMENTS_NOT_SET_UP);
    await expect(off.current('nagad')).rejects.toThrow(PAYMENTS_NOT_SET_UP);
    await expect(off.named('nagad-sandbox')).rejects.toThrow(PAYMENTS_NOT_SET_UP);
    await expect(off.named('paypal')).rejects.toThrow(PAYMENTS_NOT_SET_UP);
  });
});
