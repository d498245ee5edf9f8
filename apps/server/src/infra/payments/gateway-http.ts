import type { FastifyBaseLogger } from 'fastify';
import { PaymentGatewayError } from './payment-gateway';

/** A gateway's answer: its HTTP status, and its body as JSON (undefined when it is not JSON). */
export interface GatewayAnswer {
  status: number;
  json: unknown;
}

export interface GatewayCall {
  /** The gateway's name in the logs: "bKash", "Nagad". */
  provider: string;
  /** What the payer reads when the gateway cannot be reached, or does not answer in time. */
  words: { unreachable: string; timedOut: string };
  fetch: typeof fetch;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** Sent as JSON. */
  body?: object;
  /** Sent as an HTML form's fields (application/x-www-form-urlencoded), as SSLCommerz takes them. */
  form?: Record<string, string>;
  timeoutMs: number;
  logger: Pick<FastifyBaseLogger, 'warn'>;
  /** What the logs name the call by (a path without ids or secrets). */
  operation: string;
}

/** The socket error (ECONNREFUSED …) that fetch hides in `cause`, for the logs. */
function detailOf(error: unknown) {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message.slice(0, 200) : String(cause);
}

function encoded(call: GatewayCall): { type: string; body: string } | undefined {
  if (call.form) {
    const type = 'application/x-www-form-urlencoded';
    return { type, body: new URLSearchParams(call.form).toString() };
  }
  if (call.body) return { type: 'application/json', body: JSON.stringify(call.body) };
  return undefined;
}

/**
 * Calls a payment gateway's JSON API. Any answer is returned, whatever its status; no answer
 * (unreachable, timed out, even while the body arrives) is a retryable PaymentGatewayError.
 */
export async function callGateway(call: GatewayCall): Promise<GatewayAnswer> {
  const sent = encoded(call);
  try {
    const response = await call.fetch(call.url, {
      method: call.method,
      headers: {
        accept: 'application/json',
        ...(sent ? { 'content-type': sent.type } : {}),
        ...call.headers,
      },
      ...(sent ? { body: sent.body } : {}),
      signal: AbortSignal.timeout(call.timeoutMs),
    });
    // Inside the try: the time-out can also fire while the body is still arriving.
    const raw = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      json = undefined;
    }
    return { status: response.status, json };
  } catch (error) {
    const timedOut =
      error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    call.logger.warn(
      { operation: call.operation, timeoutMs: call.timeoutMs, err: detailOf(error) },
      timedOut
        ? `${call.provider} did not answer in time`
        : `${call.provider} could not be reached`,
    );
    throw timedOut
      ? new PaymentGatewayError(call.words.timedOut, 'TIMEOUT', true)
      : new PaymentGatewayError(call.words.unreachable, 'NETWORK', true);
  }
}
