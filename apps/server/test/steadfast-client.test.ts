import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { CourierError } from '../src/infra/couriers/courier';
import { createSteadfastCourier } from '../src/infra/couriers/steadfast/client';

/** A fake Steadfast answering with `answer`; records what was asked. */
function fake(answer: { status: number; body: unknown } | Error) {
  const asked: Array<{ url: string; init: RequestInit }> = [];
  const courier = createSteadfastCourier({
    baseUrl: 'https://portal.steadfast.test/api/v1/',
    apiKey: 'key-1',
    secretKey: 'secret-1',
    logger: pino({ level: 'silent' }),
    fetch: async (input, init) => {
      asked.push({ url: input instanceof Request ? input.url : String(input), init: init ?? {} });
      if (answer instanceof Error) throw answer;
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    },
  });
  return { courier, asked };
}

const parcel = {
  invoice: 'NFC-2026-0042',
  recipientName: 'Rokeya Begum',
  recipientPhone: '+8801712345678',
  recipientAddress: 'House 7, Road 2, Nayapara, Shyamnagar',
  codTaka: 0,
};

describe('the Steadfast client', () => {
  it('books a parcel as the API documents it: keys in headers, 11-digit phone, cash 0', async () => {
    // The shape of Steadfast's documented create_order answer.
    const { courier, asked } = fake({
      status: 200,
      body: {
        status: 200,
        message: 'Consignment has been created successfully.',
        consignment: {
          consignment_id: 1424107,
          invoice: 'NFC-2026-0042',
          tracking_code: '15BAEB8A',
          recipient_name: 'Rokeya Begum',
          recipient_phone: '01712345678',
          recipient_address: 'House 7, Road 2, Nayapara, Shyamnagar',
          cod_amount: 0,
          status: 'in_review',
          note: null,
          created_at: '2026-12-06T07:05:31.000000Z',
          updated_at: '2026-12-06T07:05:31.000000Z',
        },
      },
    });
    expect(await courier.book(parcel)).toEqual({
      consignmentId: '1424107',
      trackingCode: '15BAEB8A',
      status: 'in_review',
    });
    const [call] = asked;
    expect(call!.url).toBe('https://portal.steadfast.test/api/v1/create_order');
    const headers = new Headers(call!.init.headers);
    expect(headers.get('api-key')).toBe('key-1');
    expect(headers.get('secret-key')).toBe('secret-1');
    expect(JSON.parse(call!.init.body as string)).toEqual({
      invoice: 'NFC-2026-0042',
      recipient_name: 'Rokeya Begum',
      recipient_phone: '01712345678',
      recipient_address: 'House 7, Road 2, Nayapara, Shyamnagar',
      cod_amount: 0,
    });
  });

  it('reads each documented delivery status as where the parcel is', async () => {
    for (const [word, state] of [
      ['in_review', 'Booked'],
      ['pending', 'InTransit'],
      ['hold', 'InTransit'],
      ['delivered_approval_pending', 'Delivered'],
      ['delivered', 'Delivered'],
      ['partial_delivered', 'Delivered'],
      ['cancelled', 'Returned'],
      ['unknown', 'Unknown'],
    ]) {
      const { courier, asked } = fake({
        status: 200,
        body: { status: 200, delivery_status: word },
      });
      expect(await courier.track('1424107')).toEqual({ status: word, state });
      expect(asked[0]!.url).toBe('https://portal.steadfast.test/api/v1/status_by_cid/1424107');
    }
  });

  it('says why a booking was refused, and tells a set-up problem and an outage apart', async () => {
    const invalid = fake({
      status: 422,
      body: {
        status: 400,
        errors: { recipient_phone: ['The recipient phone must be 11 digits.'] },
      },
    });
    await expect(invalid.courier.book(parcel)).rejects.toMatchObject({
      message: 'Steadfast refused the booking: The recipient phone must be 11 digits.',
      retryable: false,
    });
    const keys = fake({ status: 401, body: { message: 'Unauthorized' } });
    await expect(keys.courier.book(parcel)).rejects.toMatchObject({
      message: 'Steadfast refused our API key. Check the Courier Gateways settings.',
    });
    const down = fake(new TypeError('fetch failed'));
    const error = await down.courier.book(parcel).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CourierError);
    expect(error).toMatchObject({ retryable: true });
    const busy = fake({ status: 503, body: {} });
    await expect(busy.courier.track('1')).rejects.toMatchObject({ retryable: true });
  });
});
