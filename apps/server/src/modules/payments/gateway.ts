import type { PaymentMode } from '@careercard/shared/payments';
import type { BkashSettings } from '@careercard/shared/settings';
import type { FastifyBaseLogger } from 'fastify';
import { createBkashGateway } from '../../infra/payments/bkash/client';
import { bkashSandboxCredentials } from '../../infra/payments/bkash/sandbox';
import type { PaymentGateway } from '../../infra/payments/payment-gateway';
import { AppError } from '../../lib/app-error';

const BKASH_URLS = {
  sandbox: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta',
  live: 'https://tokenized.pay.bka.sh/v1.2.0-beta',
};

/**
 * Which gateway took a payment: bKash live with the merchant's credentials, bKash's own sandbox
 * with them (test money), or our local sandbox (no money at all).
 */
export type GatewayName = 'bkash' | 'bkash-test' | 'bkash-sandbox';

/** Gateways whose payments move no real money: they are not revenue. */
export const TEST_GATEWAYS: readonly GatewayName[] = ['bkash-test', 'bkash-sandbox'];

export const PAYMENTS_NOT_SET_UP = 'Online payment is not set up yet. Please try again later.';

export interface GatewayResolver {
  /** The gateway new payments go to, as the admin's settings stand now. */
  current(): Promise<{ name: GatewayName; gateway: PaymentGateway }>;
  /** The gateway that took a payment, to settle it there even if the settings changed since. */
  named(name: string): Promise<PaymentGateway>;
  /** Where new payments go, as the admin's settings stand now. */
  mode(): Promise<PaymentMode>;
}

/**
 * bKash (sandbox or live) with the merchant's credentials from the admin's settings; without
 * them, when allowed, our local bKash sandbox, reached in-process. A client is kept while its
 * settings stay the same, so its token cache lives on.
 */
export function createGatewayResolver(options: {
  settings: () => Promise<BkashSettings>;
  /** Whether payments may go to the local sandbox (no real money) without credentials. */
  localSandbox: boolean;
  /** Reaches the local sandbox's routes without a network hop. */
  sandboxFetch: typeof fetch;
  logger: FastifyBaseLogger;
}): GatewayResolver {
  const { logger } = options;
  const sandbox = createBkashGateway({
    ...bkashSandboxCredentials('http://local-sandbox'),
    fetch: options.sandboxFetch,
    logger,
  });
  // One client per bKash (live, sandbox), kept while the settings stay the same.
  const merchants = new Map<boolean, { key: string; gateway: PaymentGateway }>();

  /**
   * The merchant's client on bKash live or on bKash's sandbox (`onSandbox`; by default as the
   * settings say), or undefined while no credentials are set.
   */
  async function merchantGateway(onSandbox?: boolean) {
    const settings = await options.settings();
    if (!settings.enabled || !settings.appKey || !settings.appSecret || !settings.username) {
      return undefined;
    }
    const test = onSandbox ?? settings.sandbox;
    const key = JSON.stringify(settings);
    let kept = merchants.get(test);
    if (kept?.key !== key) {
      const gateway = createBkashGateway({
        baseUrl: test ? BKASH_URLS.sandbox : BKASH_URLS.live,
        appKey: settings.appKey,
        appSecret: settings.appSecret,
        username: settings.username,
        password: settings.password,
        logger,
      });
      kept = { key, gateway };
      merchants.set(test, kept);
    }
    const name: GatewayName = test ? 'bkash-test' : 'bkash';
    return { name, gateway: kept.gateway };
  }

  const sandboxOrRefuse = () => {
    if (!options.localSandbox) throw new AppError(503, PAYMENTS_NOT_SET_UP);
    return sandbox;
  };

  return {
    async current() {
      return (await merchantGateway()) ?? { name: 'bkash-sandbox', gateway: sandboxOrRefuse() };
    },
    async mode() {
      const found = await merchantGateway();
      if (found) return found.name === 'bkash-test' ? 'sandbox' : 'live';
      return options.localSandbox ? 'local-sandbox' : 'off';
    },
    async named(name) {
      if (name === 'bkash-sandbox') return sandboxOrRefuse();
      // Where the payment was taken, even if an admin has flipped Sandbox since: asked of the
      // other bKash, a paid payment would read as failed.
      const found = await merchantGateway(name === 'bkash-test');
      if (!found) throw new AppError(503, PAYMENTS_NOT_SET_UP);
      return found.gateway;
    },
  };
}
