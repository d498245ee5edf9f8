/**
 * A transport only delivers an SMS; the outbox records every message before it is handed over
 * and decides, from SmsDeliveryError.retryable, whether to try again later.
 */
export interface SmsMessage {
  /** A Bangladeshi mobile number: +8801XXXXXXXXX. */
  to: string;
  text: string;
}

export interface SmsTransport {
  name: string;
  send(message: SmsMessage): Promise<{ providerMessageId?: string }>;
}

/** Its message is for the admin's outbox view and the logs: it never holds the text or a key. */
export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    /** True when the same message may go through later (gateway down, busy, timed out). */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

const BANGLADESH_MOBILE = /^\+8801[3-9]\d{8}$/;

/** Refuses a number no Bangladeshi operator serves, before a paid gateway call is spent on it. */
export function assertBangladeshMobile(to: string): void {
  if (!BANGLADESH_MOBILE.test(to)) {
    throw new SmsDeliveryError(
      'The number is not a Bangladeshi mobile number in the form +8801XXXXXXXXX.',
      false,
    );
  }
}

/** Enough of the number to tell messages apart in the logs: +88017******78. */
export function maskNumber(to: string): string {
  if (to.length < 9) return '*'.repeat(to.length);
  return `${to.slice(0, 6)}${'*'.repeat(to.length - 8)}${to.slice(-2)}`;
}

export interface GatewayOptions {
  fetch?: typeof fetch;
  /** Default 10 seconds. */
  timeoutMs?: number;
}

/**
 * One call to an SMS gateway. Network failures, time-outs and HTTP errors become an
 * SmsDeliveryError that names the gateway; the answer's body is never quoted in it, since some
 * gateways echo the request (and with it the text or the key).
 */
export async function callGateway(
  gateway: string,
  url: string,
  init: RequestInit,
  options: GatewayOptions,
): Promise<{ status: number; body: string }> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  let status: number;
  let body: string;
  try {
    const response = await (options.fetch ?? fetch)(url, {
      ...init,
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    // Inside the try: the time-out can also fire while the body is still arriving.
    body = await response.text();
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new SmsDeliveryError(`${gateway} did not answer within ${timeoutMs} ms.`, true);
    }
    // fetch hides the socket error (ECONNREFUSED …) in `cause`.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason = cause instanceof Error ? `: ${cause.message.slice(0, 200)}` : '';
    throw new SmsDeliveryError(`${gateway} could not be reached${reason}.`, true);
  }

  if (status >= 200 && status < 300) return { status, body };
  if (status === 401 || status === 403) {
    throw new SmsDeliveryError(`${gateway} refused the credentials (HTTP ${status}).`, false);
  }
  // Time-outs and rate limits are the gateway asking to come back later.
  if (status === 408 || status === 429) {
    throw new SmsDeliveryError(`${gateway} is busy (HTTP ${status}).`, true);
  }
  if (status >= 400 && status < 500) {
    throw new SmsDeliveryError(`${gateway} refused the message (HTTP ${status}).`, false);
  }
  throw new SmsDeliveryError(`${gateway} failed (HTTP ${status}).`, true);
}
