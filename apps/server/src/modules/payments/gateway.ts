import type { BkashSettings } from '@careercard/shared/settings';
import type { FastifyBaseLogger } from 'fastify';
import { createBkashGateway } from '../../infra/payments/bkash-client';
import { bkashSandboxCredentials } from '../../infra/payments/bkash-sandbox';
import type { PaymentGateway } from '../../infra/payments/payment-gateway';

const BKASH_URLS = {
  sandbox: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta',
  live: 'https://tokenized.pay.bka.sh/v1.2.0-beta',
};

/**
 * The gateway the admin's settings call for: bKash (sandbox or live) with the merchant's
 * credentials, or without them our local bKash sandbox, reached in-process. A client is kept
 * while its settings stay the same, so its token cache lives on.
 */
export function createGatewayResolver(options: {
  settings: () => Promise<BkashSettings>;
  /** Reaches the local sandbox's routes without a network hop. */
  sandboxFetch: typeof fetch;
  logger: FastifyBaseLogger;
}): () => Promise<PaymentGateway> {
  let cached: { key: string; gateway: PaymentGateway } | undefined;
  return async () => {
    const settings = await options.settings();
    const merchant = settings.enabled && settings.appKey && settings.appSecret && settings.username;
    const key = merchant ? JSON.stringify(settings) : 'local-sandbox';
    if (cached?.key === key) return cached.gateway;
    const gateway = merchant
      ? createBkashGateway({
          baseUrl: settings.sandbox ? BKASH_URLS.sandbox : BKASH_URLS.live,
          appKey: settings.appKey,
          appSecret: settings.appSecret,
          username: settings.username,
          password: settings.password,
          logger: options.logger,
        })
      : createBkashGateway({
          ...bkashSandboxCredentials('http://local-sandbox'),
          fetch: options.sandboxFetch,
          logger: options.logger,
        });
    cached = { key, gateway };
    return gateway;
  };
}
