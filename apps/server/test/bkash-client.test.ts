import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { rejectionOf } from './helpers';
import { createBkashGateway, type BkashGatewayOptions } from '../src/infra/payments/bkash/client';
import { PaymentGatewayError } from '../src/infra/payments/payment-gateway';

interface Call {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}
interface Reply {
  status?: number;
  json?: unknown;
  raw?: string;
  delayMs?: number;
}
type Route = (call: Call) => Reply;

const SECRETS = {
  appKey: 'app-key-1',
  appSecret: 'app-secret-SECRET',
  username: 'merchant-user',
  password: 'merchant-PASSWORD',
};

/** A fake bKash on 127.0.0.1: grants numbered tokens and answers each path from `routes`. */
async function fakeBkash(overrides: Record<string, Route> = {}) {
  const calls: Call[] = [];
  let grants = 0;
  let refreshes = 0;
  const live = new Set<string>();
  const token = (kind: string, n: number) => {
    live.add(`ID-${kind}${n}`);
    return {
      statusCode: '0000',
      statusMessage: 'Successful',
      id_token: `ID-${kind}${n}`,
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: `RF-${kind}${n}`,
    };
  };
  const routes: Record<string, Route> = {
    '/tokenized/checkout/token/grant': () => ({ json: token('g', ++grants) }),
    '/tokenized/checkout/token/refresh': () => ({ json: token('r', ++refreshes) }),
    '/tokenized/checkout/create': ({ body }) => ({
      json: {
        statusCode: '0000',
        statusMessage: 'Successful',
        paymentID: 'TR0011TEST1',
        bkashURL: 'https://sandbox.payment.bkash.com/redirect/tokenized/?paymentID=TR0011TEST1',
        amount: body.amount,
        transactionStatus: 'Initiated',
        merchantInvoiceNumber: body.merchantInvoiceNumber,
      },
    }),
    '/tokenized/checkout/execute': ({ body }) => ({
      json: {
        statusCode: '0000',
        statusMessage: 'Successful',
        paymentID: body.paymentID,
        trxID: '6H7801QFYM',
        transactionStatus: 'Completed',
        amount: '30.50',
        merchantInvoiceNumber: 'INV-1',
      },
    }),
    '/tokenized/checkout/payment/status': ({ body }) => ({
      json: {
        statusCode: '0000',
        statusMessage: 'Successful',
        paymentID: body.paymentID,
        transactionStatus: 'Initiated',
        amount: '30.50',
        merchantInvoiceNumber: 'INV-1',
      },
    }),
    ...overrides,
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '').replace(/^\/v1\.2\.0-beta/, '');
      const text = Buffer.concat(chunks).toString();
      const call = {
        path,
        headers: req.headers,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      };
      calls.push(call);
      const route = routes[path];
      const needsToken = !path.includes('/token/');
      const reply: Reply = !route
        ? { status: 404, raw: 'not found' }
        : needsToken && !live.has(String(req.headers.authorization))
          ? { status: 401, json: { message: 'Unauthorized' } }
          : route(call);
      setTimeout(() => {
        res.statusCode = reply.status ?? 200;
        res.setHeader('content-type', 'application/json');
        res.end(reply.raw ?? JSON.stringify(reply.json));
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake = {
    baseUrl: `http://127.0.0.1:${port}/v1.2.0-beta`,
    calls,
    routes,
    live,
    counts: () => ({ grants, refreshes }),
    paths: () => calls.map((c) => c.path.replace('/tokenized/checkout', '')),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  servers.push(fake);
  return fake;
}

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** Every log line of every gateway in this file, to prove no secret or token is logged. */
const logLines: unknown[][] = [];
const logger = {
  info: (...args: unknown[]) => void logLines.push(['info', ...args]),
  warn: (...args: unknown[]) => void logLines.push(['warn', ...args]),
  error: (...args: unknown[]) => void logLines.push(['error', ...args]),
};

function gatewayFor(baseUrl: string, options: Partial<BkashGatewayOptions> = {}) {
  return createBkashGateway({ baseUrl, ...SECRETS, logger, ...options });
}

const input = {
  amountTaka: 30.5,
  invoiceNumber: 'INV-1',
  payerReference: 'user-7',
  callbackUrl: 'http://127.0.0.1:3000/api/payments/bkash/callback',
  locale: 'bn' as const,
};

const failureOf = (promise: Promise<unknown>) => rejectionOf(promise, PaymentGatewayError);

describe('bKash client: the documented calls', () => {
  it('grants a token with the merchant credentials and creates a payment with it', async () => {
    const fake = await fakeBkash();
    const created = await gatewayFor(fake.baseUrl).create(input);

    expect(created).toEqual({
      paymentId: 'TR0011TEST1',
      redirectUrl: 'https://sandbox.payment.bkash.com/redirect/tokenized/?paymentID=TR0011TEST1',
    });
    const [grant, create] = fake.calls;
    expect(grant?.path).toBe('/tokenized/checkout/token/grant');
    expect(grant?.headers).toMatchObject({
      username: SECRETS.username,
      password: SECRETS.password,
      'content-type': 'application/json',
    });
    expect(grant?.body).toEqual({ app_key: SECRETS.appKey, app_secret: SECRETS.appSecret });
    expect(create?.path).toBe('/tokenized/checkout/create');
    // The payer's language goes as a header: bKash's API has no field for it.
    expect(create?.headers).toMatchObject({
      authorization: 'ID-g1',
      'x-app-key': SECRETS.appKey,
      'accept-language': 'bn',
    });
    expect(create?.body).toEqual({
      mode: '0011',
      payerReference: 'user-7',
      callbackURL: input.callbackUrl,
      amount: '30.50',
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: 'INV-1',
    });
  });

  it('sends whole taka with two decimals and refuses an amount that is not positive', async () => {
    const fake = await fakeBkash();
    const gateway = gatewayFor(fake.baseUrl);
    await gateway.create({ ...input, amountTaka: 30 });
    expect(fake.calls.at(-1)?.body.amount).toBe('30.00');

    for (const amountTaka of [0, -5, Number.NaN]) {
      const error = await failureOf(gateway.create({ ...input, amountTaka }));
      expect(error.message).toBe('The payment amount is not valid.');
    }
    expect(fake.paths().filter((p) => p === '/create')).toHaveLength(1);
  });

  it('executes a payment and reads the completed state', async () => {
    const fake = await fakeBkash();
    const state = await gatewayFor(fake.baseUrl).execute('TR0011TEST1');
    expect(state).toEqual({
      paymentId: 'TR0011TEST1',
      status: 'Completed',
      trxId: '6H7801QFYM',
      amountTaka: 30.5,
      invoiceNumber: 'INV-1',
    });
    expect(fake.calls.at(-1)).toMatchObject({
      path: '/tokenized/checkout/execute',
      body: { paymentID: 'TR0011TEST1' },
    });
  });

  it("queries a payment and maps bKash's transaction states", async () => {
    let word = 'Initiated';
    const fake = await fakeBkash({
      '/tokenized/checkout/payment/status': ({ body }) => ({
        json: { statusCode: '0000', paymentID: body.paymentID, transactionStatus: word },
      }),
    });
    const gateway = gatewayFor(fake.baseUrl);
    const expected = {
      Initiated: 'Initiated',
      Completed: 'Completed',
      Cancelled: 'Cancelled',
      Failed: 'Failed',
      Expired: 'Failed',
      Declined: 'Failed',
      Something: 'Unknown',
    };
    for (const [bkash, ours] of Object.entries(expected)) {
      word = bkash;
      const state = await gateway.query('TR0011TEST1');
      expect(state.status, bkash).toBe(ours);
      if (ours !== 'Completed') expect(state.message).toBe(bkash);
    }
    expect(fake.calls.at(-1)?.path).toBe('/tokenized/checkout/payment/status');
  });
});

describe('bKash client: the token', () => {
  it('grants once and reuses the token for later calls', async () => {
    const fake = await fakeBkash();
    const gateway = gatewayFor(fake.baseUrl);
    await gateway.create(input);
    await gateway.execute('TR0011TEST1');
    await gateway.query('TR0011TEST1');
    expect(fake.counts()).toEqual({ grants: 1, refreshes: 0 });
  });

  it('shares one grant between concurrent callers', async () => {
    const fake = await fakeBkash({
      '/tokenized/checkout/token/grant': () => ({
        json: { statusCode: '0000', id_token: 'ID-slow', refresh_token: 'RF', expires_in: 3600 },
        delayMs: 50,
      }),
    });
    fake.live.add('ID-slow');
    const gateway = gatewayFor(fake.baseUrl);
    const states = await Promise.all(Array.from({ length: 5 }, (_, i) => gateway.query(`TR${i}`)));
    expect(states.map((s) => s.paymentId)).toEqual(['TR0', 'TR1', 'TR2', 'TR3', 'TR4']);
    expect(fake.paths().filter((p) => p === '/token/grant')).toHaveLength(1);
  });

  it('refreshes the token shortly before it expires, then uses the new one', async () => {
    let clock = 1_000_000;
    const fake = await fakeBkash();
    const gateway = gatewayFor(fake.baseUrl, { now: () => clock });
    await gateway.query('TR1');

    clock += 3540_000 - 1; // still more than a minute left
    await gateway.query('TR1');
    expect(fake.counts()).toEqual({ grants: 1, refreshes: 0 });

    clock += 1; // a minute before expiry
    await gateway.query('TR1');
    expect(fake.counts()).toEqual({ grants: 1, refreshes: 1 });
    const refresh = fake.calls.find((c) => c.path.endsWith('/token/refresh'));
    expect(refresh?.headers).toMatchObject({
      username: SECRETS.username,
      password: SECRETS.password,
    });
    expect(refresh?.body).toEqual({
      app_key: SECRETS.appKey,
      app_secret: SECRETS.appSecret,
      refresh_token: 'RF-g1',
    });
    expect(fake.calls.at(-1)?.headers.authorization).toBe('ID-r1');
  });

  it('grants a new token when the refresh is refused', async () => {
    let clock = 0;
    const fake = await fakeBkash({
      '/tokenized/checkout/token/refresh': () => ({
        json: { statusCode: '9999', statusMessage: 'Invalid refresh token' },
      }),
    });
    const gateway = gatewayFor(fake.baseUrl, { now: () => clock });
    await gateway.query('TR1');
    clock += 3600_000;
    await gateway.query('TR1');
    expect(fake.paths()).toEqual([
      '/token/grant',
      '/payment/status',
      '/token/refresh',
      '/token/grant',
      '/payment/status',
    ]);
    expect(fake.calls.at(-1)?.headers.authorization).toBe('ID-g2');
  });

  it('renews a token bKash no longer accepts and tries the call once more', async () => {
    const fake = await fakeBkash();
    const gateway = gatewayFor(fake.baseUrl);
    await gateway.query('TR1');
    fake.live.clear(); // bKash forgot every token, as the sandbox does on a restart

    const state = await gateway.query('TR1');
    expect(state.status).toBe('Initiated');
    expect(fake.paths()).toEqual([
      '/token/grant',
      '/payment/status',
      '/payment/status',
      '/token/refresh',
      '/payment/status',
    ]);
  });

  it('says bKash is unavailable when the grant is refused, and logs why', async () => {
    const fake = await fakeBkash({
      '/tokenized/checkout/token/grant': () => ({
        json: { statusCode: '9999', statusMessage: 'Username does not exist' },
      }),
    });
    const error = await failureOf(gatewayFor(fake.baseUrl).create(input));
    expect(error.message).toBe('bKash payments are unavailable right now. Please try again later.');
    expect(error.code).toBe('9999');
    expect(logLines.at(-1)).toEqual([
      'error',
      expect.objectContaining({ code: '9999', bkashMessage: 'Username does not exist' }),
      expect.stringContaining('token grant'),
    ]);
    expect(fake.paths()).toEqual(['/token/grant']);
  });
});

describe('bKash client: refusals and failures', () => {
  const refusals: [code: string, message: string, retryable: boolean][] = [
    ['2001', 'bKash payments are not set up correctly. Please contact support.', false],
    ['2002', 'This bKash payment was not found.', false],
    ['2023', 'Insufficient balance in your bKash account.', false],
    [
      '2029',
      'This looks like a duplicate payment. Please wait a few minutes before trying again.',
      false,
    ],
    ['2056', 'This payment cannot go ahead', false],
    ['2062', 'The payment has already been completed.', false],
    ['2117', 'This payment was already processed.', false],
    ['503', 'bKash is under maintenance. Please try again later.', true],
    ['9999', 'bKash system error, please try again later.', true],
    ['2222', 'bKash could not process the payment (error 2222). Please try again later.', false],
  ];

  it.each(refusals)(
    'maps error %s to a sentence a payer can read',
    async (code, message, retryable) => {
      const fake = await fakeBkash({
        '/tokenized/checkout/execute': () => ({
          json: { statusCode: code, statusMessage: `bKash says ${code}` },
        }),
      });
      const error = await failureOf(gatewayFor(fake.baseUrl).execute('TR1'));
      expect(error.message).toContain(message);
      expect(error.code).toBe(code);
      expect(error.retryable).toBe(retryable);
    },
  );

  it('reads the errorCode/errorMessage shape too, whatever the HTTP status', async () => {
    const fake = await fakeBkash({
      '/tokenized/checkout/create': () => ({
        status: 400,
        json: { errorCode: '2006', errorMessage: 'Invalid amount' },
      }),
      '/tokenized/checkout/payment/status': () => ({
        json: { errorCode: '2002', errorMessage: 'Invalid Payment ID' },
      }),
    });
    const gateway = gatewayFor(fake.baseUrl);
    expect(await failureOf(gateway.create(input))).toMatchObject({
      code: '2006',
      message: 'The payment amount is not valid.',
    });
    expect(await failureOf(gateway.query('TR1'))).toMatchObject({
      code: '2002',
      message: 'This bKash payment was not found.',
    });
  });

  it('says bKash could not be reached when nothing listens', async () => {
    const fake = await fakeBkash();
    await fake.close();
    const error = await failureOf(gatewayFor(fake.baseUrl).create(input));
    expect(error).toMatchObject({
      message: 'bKash could not be reached. Please try again.',
      code: 'NETWORK',
      retryable: true,
    });
  });

  it('gives up after the time-out', async () => {
    const fake = await fakeBkash({
      '/tokenized/checkout/execute': () => ({ json: {}, delayMs: 1000 }),
    });
    const started = Date.now();
    const error = await failureOf(gatewayFor(fake.baseUrl, { timeoutMs: 150 }).execute('TR1'));
    expect(error).toMatchObject({
      message: 'bKash did not answer in time. Please try again.',
      code: 'TIMEOUT',
      retryable: true,
    });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('treats an HTTP error without a bKash answer as bKash being unreachable', async () => {
    const fake = await fakeBkash({
      '/tokenized/checkout/create': () => ({ status: 502, raw: '<html>Bad Gateway</html>' }),
    });
    const error = await failureOf(gatewayFor(fake.baseUrl).create(input));
    expect(error).toMatchObject({
      message: 'bKash could not be reached. Please try again.',
      code: 'HTTP_502',
      retryable: true,
    });
  });

  it('refuses an answer it cannot read', async () => {
    const fake = await fakeBkash({
      '/tokenized/checkout/create': () => ({ json: { statusCode: '0000' } }),
    });
    const error = await failureOf(gatewayFor(fake.baseUrl).create(input));
    expect(error).toMatchObject({ code: 'BAD_ANSWER', retryable: true });
  });

  it('never logs a secret, a password or a token', () => {
    expect(logLines.length).toBeGreaterThan(10);
    const logged = JSON.stringify(logLines);
    for (const secret of [SECRETS.appSecret, SECRETS.password, 'ID-g1', 'RF-g1', 'ID-r1']) {
      expect(logged).not.toContain(secret);
    }
  });
});
