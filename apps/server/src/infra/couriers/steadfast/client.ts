import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { CourierError, type Courier, type ParcelState } from '../courier';

export interface SteadfastOptions {
  /** https://portal.packzy.com/api/v1 (Steadfast's API), or our stand-in. */
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  fetch?: typeof fetch;
  /** Default 20 seconds. */
  timeoutMs?: number;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

const UNREACHABLE = 'Steadfast could not be reached. Please try again.';
const SETUP = 'Steadfast refused our API key. Check the Courier Gateways settings.';
const UNREADABLE = 'Steadfast sent an answer we could not read. Please try again.';

const created = z.object({
  status: z.number(),
  message: z.string().optional(),
  consignment: z.object({
    consignment_id: z.union([z.number(), z.string()]).transform(String),
    tracking_code: z.string().min(1),
    status: z.string(),
  }),
});
const tracked = z.object({ status: z.number(), delivery_status: z.string() });
/** A refusal: Laravel's validation errors by field, or a message. */
const refusal = z.object({
  message: z.string().optional(),
  errors: z.record(z.string(), z.union([z.array(z.string()), z.string()])).optional(),
});

/** Steadfast's delivery statuses, in our words. */
const STATES: Record<string, ParcelState> = {
  in_review: 'Booked',
  pending: 'InTransit',
  hold: 'InTransit',
  delivered_approval_pending: 'Delivered',
  partial_delivered_approval_pending: 'Delivered',
  delivered: 'Delivered',
  partial_delivered: 'Delivered',
  cancelled_approval_pending: 'Returned',
  cancelled: 'Returned',
};

/** "+8801712345678" as the 11 digits Steadfast takes. */
const elevenDigits = (phone: string) => phone.replace(/^\+?880/, '0');

/**
 * Steadfast Courier's merchant API (v1): create_order books a parcel and answers its
 * consignment id and tracking code; status_by_cid says where it is. Keys never reach the logs.
 */
export function createSteadfastCourier(options: SteadfastOptions): Courier {
  const { logger } = options;
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 20_000;

  async function call(operation: string, path: string, body?: object) {
    let response: Response;
    let json: unknown;
    try {
      response = await doFetch(`${base}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          accept: 'application/json',
          'Api-Key': options.apiKey,
          'Secret-Key': options.secretKey,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      json = await response.json().catch(() => undefined);
    } catch (error) {
      logger.warn({ operation, err: error }, 'Steadfast could not be reached');
      throw new CourierError(UNREACHABLE, true);
    }
    if (response.status === 401 || response.status === 403) {
      logger.error({ operation, status: response.status }, 'Steadfast refused our keys');
      throw new CourierError(SETUP);
    }
    if (response.status >= 500 || response.status === 429) {
      logger.warn({ operation, status: response.status }, 'Steadfast is unavailable');
      throw new CourierError(UNREACHABLE, true);
    }
    // Steadfast also reports a refusal inside a 200, as its own status.
    const said = (json ?? {}) as { status?: unknown };
    if (response.status >= 400 || (typeof said.status === 'number' && said.status >= 400)) {
      const reason = refusal.safeParse(json);
      const first = reason.success
        ? (Object.values(reason.data.errors ?? {}).flat()[0] ?? reason.data.message)
        : undefined;
      logger.warn({ operation, status: response.status, reason: first }, 'Steadfast refused');
      throw new CourierError(
        first ? `Steadfast refused the booking: ${first}` : 'Steadfast refused the booking.',
      );
    }
    return json;
  }

  function read<T>(schema: z.ZodType<T>, json: unknown, operation: string): T {
    const parsed = schema.safeParse(json);
    if (parsed.success) return parsed.data;
    logger.warn({ operation }, 'Steadfast sent an answer we could not read');
    throw new CourierError(UNREADABLE, true);
  }

  return {
    name: 'steadfast',

    async book(parcel) {
      const answer = read(
        created,
        await call('create_order', '/create_order', {
          invoice: parcel.invoice,
          recipient_name: parcel.recipientName.slice(0, 100),
          recipient_phone: elevenDigits(parcel.recipientPhone),
          recipient_address: parcel.recipientAddress.slice(0, 250),
          cod_amount: parcel.codTaka,
          ...(parcel.note ? { note: parcel.note } : {}),
        }),
        'create_order',
      );
      logger.info(
        { invoice: parcel.invoice, consignmentId: answer.consignment.consignment_id },
        'Steadfast parcel booked',
      );
      return {
        consignmentId: answer.consignment.consignment_id,
        trackingCode: answer.consignment.tracking_code,
        status: answer.consignment.status,
      };
    },

    async track(consignmentId) {
      const answer = read(
        tracked,
        await call('status_by_cid', `/status_by_cid/${encodeURIComponent(consignmentId)}`),
        'status_by_cid',
      );
      return {
        status: answer.delivery_status,
        state: STATES[answer.delivery_status] ?? 'Unknown',
      };
    },
  };
}
