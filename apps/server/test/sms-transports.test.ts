import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createBulkSmsBdTransport } from '../src/infra/sms/bulksmsbd';
import { createHttpSmsTransport } from '../src/infra/sms/generic-gateway';
import { createLogTransport } from '../src/infra/sms/log';
import { SmsDeliveryError } from '../src/infra/sms/transport';

/**
 * Each transport against a fake gateway on 127.0.0.1 that answers as told: accepted, refused,
 * failing, silent; BulkSMSBD answers HTTP 200 with its own response code either way.
 */

/** `hang` never answers, to let the time-out fire. */
type Reply = { status: number; json?: unknown } | 'hang';

interface Recorded {
  method: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  server = undefined;
});

async function fakeGateway(reply: Reply) {
  const requests: Recorded[] = [];
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({ method: request.method ?? '', headers: request.headers, body });
      if (reply === 'hang') return;
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.json ?? {}));
    });
  });
  await new Promise<void>((ready) => server!.listen(0, '127.0.0.1', ready));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`, requests };
}

const MESSAGE = { to: '+8801712345678', text: 'Your CareerCard verification code is 482913.' };

/** The rejection, for asserting on both its text and whether to retry. */
async function failureOf(promise: Promise<unknown>): Promise<SmsDeliveryError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SmsDeliveryError);
  return error as SmsDeliveryError;
}

describe('generic HTTP gateway', () => {
  const transportFor = (url: string) =>
    createHttpSmsTransport({
      apiUrl: url,
      key: 'gw-user',
      secret: 'gw-secret',
      senderId: 'CareerCard',
      timeoutMs: 300,
    });

  it('posts the message as JSON and takes a 2xx as sent', async () => {
    const gateway = await fakeGateway({ status: 200, json: { message_id: 'abc-123' } });

    const result = await transportFor(gateway.url).send(MESSAGE);

    expect(result).toEqual({ providerMessageId: 'abc-123' });
    expect(gateway.requests).toHaveLength(1);
    expect(gateway.requests[0]!.method).toBe('POST');
    expect(gateway.requests[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(gateway.requests[0]!.body)).toEqual({
      username: 'gw-user',
      key: 'gw-user',
      password: 'gw-secret',
      secret: 'gw-secret',
      sender_id: 'CareerCard',
      to: '8801712345678',
      message: MESSAGE.text,
    });
  });

  it('a 4xx is a refusal not worth retrying', async () => {
    const gateway = await fakeGateway({ status: 400, json: { error: 'bad sender' } });
    const error = await failureOf(transportFor(gateway.url).send(MESSAGE));
    expect(error.message).toBe('The SMS gateway refused the message (HTTP 400).');
    expect(error.retryable).toBe(false);
  });

  it('refused credentials are named as such', async () => {
    const gateway = await fakeGateway({ status: 401 });
    const error = await failureOf(transportFor(gateway.url).send(MESSAGE));
    expect(error.message).toBe('The SMS gateway refused the credentials (HTTP 401).');
    expect(error.retryable).toBe(false);
  });

  it('a 5xx is worth retrying', async () => {
    const gateway = await fakeGateway({ status: 503 });
    const error = await failureOf(transportFor(gateway.url).send(MESSAGE));
    expect(error.message).toBe('The SMS gateway failed (HTTP 503).');
    expect(error.retryable).toBe(true);
  });

  it('a gateway that does not answer in time is worth retrying', async () => {
    const gateway = await fakeGateway('hang');
    const error = await failureOf(transportFor(gateway.url).send(MESSAGE));
    expect(error.message).toBe('The SMS gateway did not answer within 300 ms.');
    expect(error.retryable).toBe(true);
  });

  it('a gateway that cannot be reached is worth retrying', async () => {
    const gateway = await fakeGateway({ status: 200 });
    server!.closeAllConnections();
    await new Promise<void>((done) => server!.close(() => done()));
    server = undefined;

    const error = await failureOf(transportFor(gateway.url).send(MESSAGE));
    expect(error.message).toMatch(/^The SMS gateway could not be reached: .*ECONNREFUSED/);
    expect(error.retryable).toBe(true);
  });

  it('refuses a number that is not a Bangladeshi mobile without calling the gateway', async () => {
    const gateway = await fakeGateway({ status: 200 });
    const transport = transportFor(gateway.url);
    for (const to of [
      '01712345678',
      '8801712345678',
      '+8801212345678',
      '+880171234567',
      '+14155550100',
    ]) {
      const error = await failureOf(transport.send({ to, text: 'hi' }));
      expect(error.retryable).toBe(false);
      expect(error.message).toContain('+8801XXXXXXXXX');
    }
    expect(gateway.requests).toHaveLength(0);
  });
});

describe('BulkSMSBD', () => {
  const transportFor = (url: string) =>
    createBulkSmsBdTransport({
      apiUrl: url,
      apiKey: 'bulk-api-key',
      senderId: '8809617000000',
      timeoutMs: 300,
    });

  it('sends the form BulkSMSBD expects and takes code 202 as submitted', async () => {
    const gateway = await fakeGateway({
      status: 200,
      json: {
        response_code: 202,
        success_message: 'SMS Submitted Successfully',
        error_message: '',
      },
    });

    expect(await transportFor(gateway.url).send(MESSAGE)).toEqual({});

    const request = gateway.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      api_key: 'bulk-api-key',
      type: 'text',
      number: '8801712345678',
      senderid: '8809617000000',
      message: MESSAGE.text,
    });
  });

  it('turns an error code into a clear message and says whether to retry', async () => {
    const gateway = await fakeGateway({
      status: 200,
      json: { response_code: 1007, success_message: '', error_message: 'Balance Insufficient' },
    });
    const error = await failureOf(transportFor(gateway.url).send(MESSAGE));
    expect(error.message).toBe('BulkSMSBD says the account balance is too low (code 1007).');
    expect(error.retryable).toBe(true);
  });

  it('a settings problem is not worth retrying', async () => {
    const gateway = await fakeGateway({
      status: 200,
      json: { response_code: '1032', error_message: 'Your ip 203.0.113.9 not Whitelisted.' },
    });
    const error = await failureOf(transportFor(gateway.url).send(MESSAGE));
    expect(error.message).toMatch(/^BulkSMSBD refused this server's IP address .*\(code 1032\)\.$/);
    expect(error.retryable).toBe(false);
  });

  it('an unknown code keeps the gateway’s own words', async () => {
    const gateway = await fakeGateway({
      status: 200,
      json: { response_code: 1099, error_message: 'Something new' },
    });
    const error = await failureOf(transportFor(gateway.url).send(MESSAGE));
    expect(error.message).toBe('BulkSMSBD refused the message (code 1099): Something new.');
    expect(error.retryable).toBe(false);
  });

  it('an HTTP failure is worth retrying', async () => {
    const gateway = await fakeGateway({ status: 502 });
    const error = await failureOf(transportFor(gateway.url).send(MESSAGE));
    expect(error.message).toBe('BulkSMSBD failed (HTTP 502).');
    expect(error.retryable).toBe(true);
  });

  it('refuses a bad number without calling the gateway', async () => {
    const gateway = await fakeGateway({ status: 200, json: { response_code: 202 } });
    const error = await failureOf(
      transportFor(gateway.url).send({ to: '+8801012345678', text: 'hi' }),
    );
    expect(error.retryable).toBe(false);
    expect(gateway.requests).toHaveLength(0);
  });
});

describe('log transport', () => {
  it('logs a masked number and the length, never the text', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });

    const result = await createLogTransport(logger).send(MESSAGE);

    expect(result).toEqual({});
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({ to: '+88017******78', length: MESSAGE.text.length });
    expect(lines[0]).not.toContain('482913');
    expect(lines[0]).not.toContain('+8801712345678');
  });
});
