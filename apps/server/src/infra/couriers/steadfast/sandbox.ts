import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { SandboxStore } from '../../sandbox-store';

/**
 * A local stand-in for Steadfast's merchant API: create_order takes a parcel as Steadfast does
 * (its keys, an 11-digit phone, an address of at most 250 letters, one parcel per invoice),
 * and status_by_cid walks it through its states, one step each time it is asked: in_review,
 * pending, then delivered (or cancelled, for the returning test number). Its parcels live in
 * the stand-ins' store; a deployment turns it on only when asked to.
 */

export const STEADFAST_SANDBOX_PATH = '/api/steadfast-sandbox/api/v1';

export const STEADFAST_SANDBOX_KEYS = {
  apiKey: 'sandbox-steadfast-key',
  secretKey: 'sandbox-steadfast-secret',
};

/** Recipients the stand-in treats apart, as a courier's test numbers. */
export const STEADFAST_SANDBOX_PHONES = {
  /** Refused at booking: Steadfast does not deliver to it. */
  refused: '01999999999',
  /** Booked, then returned to the merchant instead of delivered. */
  returned: '01888888888',
} as const;

const KEPT_MS = 90 * 24 * 3600_000;
const DELIVERED = ['in_review', 'pending', 'delivered'];
const RETURNED = ['in_review', 'pending', 'cancelled'];

interface SandboxParcel {
  consignmentId: string;
  invoice: string;
  trackingCode: string;
  phone: string;
  /** Where it is on its walk. */
  step: number;
  createdAt: number;
}

const orderBody = z.object({
  invoice: z.string(),
  recipient_name: z.string(),
  recipient_phone: z.string(),
  recipient_address: z.string(),
  cod_amount: z.union([z.number(), z.string()]),
  note: z.string().optional(),
});
const keyHeaders = z.object({
  'api-key': z.string().optional(),
  'secret-key': z.string().optional(),
});

const walkOf = (parcel: SandboxParcel) =>
  parcel.phone === STEADFAST_SANDBOX_PHONES.returned ? RETURNED : DELIVERED;

export const steadfastSandbox: FastifyPluginAsyncZod<{ store: SandboxStore }> = async (
  app,
  { store },
) => {
  const hidden = { config: { access: 'public' as const } };
  const ours = (headers: z.infer<typeof keyHeaders>) =>
    headers['api-key'] === STEADFAST_SANDBOX_KEYS.apiKey &&
    headers['secret-key'] === STEADFAST_SANDBOX_KEYS.secretKey;

  app.post(
    `${STEADFAST_SANDBOX_PATH}/create_order`,
    { ...hidden, schema: { hide: true, headers: keyHeaders, body: orderBody } },
    async (request, reply) => {
      if (!ours(request.headers)) return reply.status(401).send({ message: 'Unauthorized' });
      const body = request.body;
      const errors: Record<string, string[]> = {};
      if (!/^[\w-]{1,50}$/.test(body.invoice)) errors.invoice = ['The invoice format is invalid.'];
      if (!body.recipient_name.trim() || body.recipient_name.length > 100) {
        errors.recipient_name = ['The recipient name must be 1 to 100 characters.'];
      }
      if (!/^01\d{9}$/.test(body.recipient_phone)) {
        errors.recipient_phone = ['The recipient phone must be 11 digits.'];
      }
      if (!body.recipient_address.trim() || body.recipient_address.length > 250) {
        errors.recipient_address = ['The recipient address must be 1 to 250 characters.'];
      }
      if (!(Number(body.cod_amount) >= 0)) errors.cod_amount = ['The cod amount must be a number.'];
      if (body.recipient_phone === STEADFAST_SANDBOX_PHONES.refused) {
        errors.recipient_phone = ['We do not deliver to this number.'];
      }
      const id = `invoice-${body.invoice}`;
      if (Object.keys(errors).length === 0 && (await store.get('courier-parcel', id, Date.now()))) {
        errors.invoice = ['The invoice has already been taken.'];
      }
      if (Object.keys(errors).length > 0) return reply.status(400).send({ status: 400, errors });

      const parcel: SandboxParcel = {
        consignmentId: String(100_000 + (randomBytes(3).readUIntBE(0, 3) % 900_000)),
        invoice: body.invoice,
        trackingCode: randomBytes(5).toString('hex').toUpperCase(),
        phone: body.recipient_phone,
        step: 0,
        createdAt: Date.now(),
      };
      await store.put('courier-parcel', parcel.consignmentId, parcel, Date.now() + KEPT_MS);
      await store.put('courier-parcel', id, parcel.consignmentId, Date.now() + KEPT_MS);
      return {
        status: 200,
        message: 'Consignment has been created successfully.',
        consignment: {
          consignment_id: Number(parcel.consignmentId),
          invoice: parcel.invoice,
          tracking_code: parcel.trackingCode,
          recipient_name: body.recipient_name,
          recipient_phone: body.recipient_phone,
          recipient_address: body.recipient_address,
          cod_amount: Number(body.cod_amount),
          status: 'in_review',
          note: body.note ?? null,
        },
      };
    },
  );

  app.get(
    `${STEADFAST_SANDBOX_PATH}/status_by_cid/:id`,
    {
      ...hidden,
      schema: {
        hide: true,
        headers: keyHeaders,
        params: z.object({ id: z.string().regex(/^\d{1,12}$/) }),
      },
    },
    async (request, reply) => {
      if (!ours(request.headers)) return reply.status(401).send({ message: 'Unauthorized' });
      const walked = await store.change<SandboxParcel, string>(
        'courier-parcel',
        request.params.id,
        (parcel) => {
          const walk = walkOf(parcel);
          const status = walk[parcel.step]!;
          parcel.step = Math.min(parcel.step + 1, walk.length - 1);
          return status;
        },
      );
      if (!walked)
        return reply.status(404).send({ status: 404, message: 'Consignment not found.' });
      return { status: 200, delivery_status: walked.result };
    },
  );
};
