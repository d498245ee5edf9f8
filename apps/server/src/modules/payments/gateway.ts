import type { PaymentMode } from '@careercard/shared/payments';
import type { BkashSettings, CardSettings, NagadSettings } from '@careercard/shared/settings';
import type { FastifyBaseLogger } from 'fastify';
import { createBkashGateway } from '../../infra/payments/bkash/client';
import { bkashSandboxCredentials } from '../../infra/payments/bkash/sandbox';
import type { SandboxStore } from '../../infra/sandbox-store';
import { createNagadGateway } from '../../infra/payments/nagad/client';
import { privateKeyOf, publicKeyOf } from '../../infra/payments/nagad/crypto';
import {
  NAGAD_SANDBOX_MERCHANT,
  NAGAD_SANDBOX_PATH,
  nagadSandboxKeys,
} from '../../infra/payments/nagad/sandbox';
import type { PaymentGateway } from '../../infra/payments/payment-gateway';
import { createSslcommerzGateway } from '../../infra/payments/sslcommerz/client';
import {
  SSLCOMMERZ_SANDBOX_PATH,
  SSLCOMMERZ_SANDBOX_STORE,
} from '../../infra/payments/sslcommerz/sandbox';
import { AppError } from '../../lib/app-error';

const BKASH_URLS = {
  sandbox: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta',
  live: 'https://tokenized.pay.bka.sh/v1.2.0-beta',
};
const NAGAD_URLS = {
  sandbox: 'http://sandbox.mynagad.com:10080/remote-payment-gateway-1.0',
  live: 'https://api.mynagad.com',
};
const SSLCOMMERZ_URLS = {
  sandbox: 'https://sandbox.sslcommerz.com',
  live: 'https://securepay.sslcommerz.com',
};

/** The ways a payer can pay: cards go through SSLCommerz. */
export const paymentMethods = ['bkash', 'nagad', 'card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * Which gateway took a payment: a method live with the merchant's credentials, the provider's
 * own sandbox with them (`-test`: test money), or our local stand-in (`-sandbox`: no money).
 */
export type GatewayName = PaymentMethod | `${PaymentMethod}-test` | `${PaymentMethod}-sandbox`;

/** Gateways whose payments move no real money: they are not revenue. */
export const TEST_GATEWAYS: readonly GatewayName[] = paymentMethods.flatMap(
  (method) => [`${method}-test`, `${method}-sandbox`] as const,
);

/** The method a gateway name belongs to: 'bkash' of 'bkash-sandbox'. */
export const methodOf = (name: string): PaymentMethod => name.split('-')[0] as PaymentMethod;

/**
 * How each method's payments are refunded: through the provider's refund API, or, where its
 * API has none (Nagad's merchant checkout), paid back by hand by staff and recorded.
 */
export const REFUND_WAYS: Record<PaymentMethod, 'gateway' | 'manual'> = {
  bkash: 'gateway',
  nagad: 'manual',
  card: 'gateway',
};

export const PAYMENTS_NOT_SET_UP = 'Online payment is not set up yet. Please try again later.';

export interface GatewayResolver {
  /** The gateway new payments by `method` go to, as the admin's settings stand now. */
  current(method?: PaymentMethod): Promise<{ name: GatewayName; gateway: PaymentGateway }>;
  /** The gateway that took a payment, to settle it there even if the settings changed since. */
  named(name: string): Promise<PaymentGateway>;
  /** Where new payments by `method` go, as the admin's settings stand now. */
  mode(method?: PaymentMethod): Promise<PaymentMode>;
}

/** One method's gateways: the merchant's (live or the provider's sandbox) and the local one. */
interface Provider {
  /** The merchant's client, on the provider's sandbox or live as asked (else as set), or none. */
  merchant(onSandbox?: boolean): Promise<{ test: boolean; gateway: PaymentGateway } | undefined>;
  local(): Promise<PaymentGateway>;
}

/**
 * Keeps one client per environment while its settings stay the same (bKash's token cache
 * lives in its client); `make` is called with the settings when they change.
 */
function kept<S>(
  settings: () => Promise<S>,
  ready: (settings: S) => boolean,
  sandboxOf: (settings: S) => boolean,
  make: (settings: S, test: boolean) => PaymentGateway,
): Provider['merchant'] {
  const clients = new Map<boolean, { key: string; gateway: PaymentGateway }>();
  return async (onSandbox) => {
    const current = await settings();
    if (!ready(current)) return undefined;
    const test = onSandbox ?? sandboxOf(current);
    const key = JSON.stringify(current);
    let client = clients.get(test);
    if (client?.key !== key) {
      client = { key, gateway: make(current, test) };
      clients.set(test, client);
    }
    return { test, gateway: client.gateway };
  };
}

/**
 * Each method's gateway with the merchant's credentials from the admin's settings; without
 * them, when allowed, our local stand-in of the provider, reached in-process.
 */
export function createGatewayResolver(options: {
  settings: {
    bkash: () => Promise<BkashSettings>;
    nagad: () => Promise<NagadSettings>;
    card: () => Promise<CardSettings>;
  };
  /** Whether payments may go to the local stand-ins (no real money) without credentials. */
  localSandbox: boolean;
  /** Reaches the local stand-ins' routes without a network hop. */
  sandboxFetch: typeof fetch;
  /** Where the local Nagad stand-in keeps its keys. */
  sandboxStore: SandboxStore;
  logger: FastifyBaseLogger;
}): GatewayResolver {
  const { logger, sandboxFetch } = options;
  const localBkash = createBkashGateway({
    ...bkashSandboxCredentials('http://local-sandbox'),
    fetch: sandboxFetch,
    logger,
  });
  let localNagad: Promise<PaymentGateway> | undefined;
  const localCard = createSslcommerzGateway({
    baseUrl: `http://local-sandbox${SSLCOMMERZ_SANDBOX_PATH}`,
    ...SSLCOMMERZ_SANDBOX_STORE,
    fetch: sandboxFetch,
    logger,
  });

  const providers: Record<PaymentMethod, Provider> = {
    bkash: {
      merchant: kept(
        options.settings.bkash,
        (s) => s.enabled && Boolean(s.appKey && s.appSecret && s.username),
        (s) => s.sandbox,
        (s, test) =>
          createBkashGateway({
            baseUrl: test ? BKASH_URLS.sandbox : BKASH_URLS.live,
            appKey: s.appKey,
            appSecret: s.appSecret,
            username: s.username,
            password: s.password,
            logger,
          }),
      ),
      local: () => Promise.resolve(localBkash),
    },
    nagad: {
      merchant: kept(
        options.settings.nagad,
        (s) =>
          s.enabled && Boolean(s.merchantId && s.merchantNumber && s.privateKey && s.publicKey),
        (s) => s.sandbox,
        (s, test) =>
          createNagadGateway({
            baseUrl: test ? NAGAD_URLS.sandbox : NAGAD_URLS.live,
            merchantId: s.merchantId,
            merchantNumber: s.merchantNumber,
            merchantPrivateKey: privateKeyOf(s.privateKey),
            nagadPublicKey: publicKeyOf(s.publicKey),
            logger,
          }),
      ),
      local: () =>
        (localNagad ??= nagadSandboxKeys(options.sandboxStore).then((keys) =>
          createNagadGateway({
            baseUrl: `http://local-sandbox${NAGAD_SANDBOX_PATH}`,
            ...NAGAD_SANDBOX_MERCHANT,
            merchantPrivateKey: keys.merchantPrivate,
            nagadPublicKey: keys.nagadPublic,
            fetch: sandboxFetch,
            logger,
          }),
        )),
    },
    card: {
      merchant: kept(
        options.settings.card,
        (s) => s.enabled && Boolean(s.storeId && s.storePassword),
        (s) => s.sandbox,
        (s, test) =>
          createSslcommerzGateway({
            baseUrl: test ? SSLCOMMERZ_URLS.sandbox : SSLCOMMERZ_URLS.live,
            storeId: s.storeId,
            storePassword: s.storePassword,
            logger,
          }),
      ),
      local: () => Promise.resolve(localCard),
    },
  };

  const localOrRefuse = (method: PaymentMethod) => {
    if (!options.localSandbox) throw new AppError(503, PAYMENTS_NOT_SET_UP);
    return providers[method].local();
  };

  return {
    async current(method = 'bkash') {
      const found = await providers[method].merchant();
      if (found) {
        const name: GatewayName = found.test ? `${method}-test` : method;
        return { name, gateway: found.gateway };
      }
      return { name: `${method}-sandbox`, gateway: await localOrRefuse(method) };
    },
    async mode(method = 'bkash') {
      const found = await providers[method].merchant();
      if (found) return found.test ? 'sandbox' : 'live';
      return options.localSandbox ? 'local-sandbox' : 'off';
    },
    async named(name) {
      const [method, kind] = name.split('-') as [string, string | undefined];
      if (!paymentMethods.includes(method as PaymentMethod)) {
        throw new AppError(503, PAYMENTS_NOT_SET_UP);
      }
      const provider = method as PaymentMethod;
      if (kind === 'sandbox') return localOrRefuse(provider);
      // Where the payment was taken, even if an admin has flipped Sandbox since: asked of the
      // other environment, a paid payment would read as failed.
      const found = await providers[provider].merchant(kind === 'test');
      if (!found) throw new AppError(503, PAYMENTS_NOT_SET_UP);
      return found.gateway;
    },
  };
}
