import type { PaymentMode } from '@careercard/shared/payments';
import type { BkashSettings } from '@careercard/shared/settings';
import type { FastifyBaseLogger } from 'fastify';
import { createBkashGateway } from '../../infra/payments/bkash-client';
import { bkashSandboxCredentials } from '../../infra/payments/bkash-sandbox';
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
  let merchant: { key: string; name: GatewayName; gateway: PaymentGateway } | undefined;

  async function merchantGateway() {
    const settings = await options.settings();
    if (!settings.enabled || !settings.appKey || !settings.appSecret || !settings.username) {
      return undefined;
    }
    const key = JSON.stringify(settings);
    if (merchant?.key !== key) {
      const gateway = createBkashGateway({
        baseUrl: settings.sandbox ? BKASH_URLS.sandbox : BKASH_URLS.live,
        appKey: settings.appKey,
        appSecret: settings.appSecret,
        username: settings.username,
        password: settings.password,
        logger,
      });
      merchant = { key, name: settings.sandbox ? 'bkash-test' : 'bkash', gateway };
    }
    return merchant;
  }

  const sandboxOrRefuse = () => {
    if (!options.localSandbox) throw new AppError(503, PAYMENTS_NOT_SET_UP);
    return sandbox;
  };

  return {
    async current() {
      const found = await merchantGateway();
      return found
        ? { name: found.name, gateway: found.gateway }
        : { name: 'bkash-sandbox', gateway: sandboxOrRefuse() };
    },
    async mode() {
      const found = await merchantGateway();
      if (found) return found.name === 'bkash-test' ? 'sandbox' : 'live';
      return options.localSandbox ? 'local-sandbox' : 'off';
    },
    async named(name) {
      if (name === 'bkash-sandbox') return sandboxOrRefuse();
      const found = await merchantGateway();
      if (!found) throw new AppError(503, PAYMENTS_NOT_SET_UP);
      return found.gateway;
    },
  };
}
