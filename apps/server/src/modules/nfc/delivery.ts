import type { Locale } from '@careercard/shared/locale';
import { formatBdPhone } from '@careercard/shared/phone';
import type { NfcOrderStatus } from '@careercard/shared/nfc';
import type { CourierSettings } from '@careercard/shared/settings';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CourierError, type Courier, type ParcelState } from '../../infra/couriers/courier';
import { createSteadfastCourier } from '../../infra/couriers/steadfast/client';
import {
  STEADFAST_SANDBOX_KEYS,
  STEADFAST_SANDBOX_PATH,
} from '../../infra/couriers/steadfast/sandbox';
import type { Db } from '../../infra/db/client';
import { nfcOrderEvents, nfcOrders, users } from '../../infra/db/schema';
import type { MailSender } from '../../infra/outbox/mail-sender';
import type { SmsSender } from '../../infra/outbox/sms-sender';
import type { JobQueue } from '../../infra/queue/queue';
import { AppError } from '../../lib/app-error';

type OrderRow = typeof nfcOrders.$inferSelect;

const STEADFAST_URL = 'https://portal.packzy.com/api/v1';

export const NFC_NO_PHONE_MESSAGE =
  'This order has no phone number for the courier. Ask the customer to add one to their profile, then book again.';

/**
 * The courier that books parcels now: Steadfast with the Courier Gateways settings, else, where
 * allowed, the local stand-in; none: statuses are set by hand, as before a courier was set up.
 */
export function createCourierResolver(options: {
  settings: () => Promise<CourierSettings>;
  localSandbox: boolean;
  sandboxFetch: typeof fetch;
  logger: FastifyBaseLogger;
}) {
  const { logger } = options;
  const local = createSteadfastCourier({
    baseUrl: `http://local-sandbox${STEADFAST_SANDBOX_PATH}`,
    ...STEADFAST_SANDBOX_KEYS,
    fetch: options.sandboxFetch,
    logger,
  });
  const kept = { key: '', courier: local };
  async function merchant(): Promise<Courier | undefined> {
    const s = await options.settings();
    if (!s.enabled || !s.apiKey || !s.secret) return undefined;
    const key = JSON.stringify(s);
    if (kept.key !== key) {
      kept.key = key;
      kept.courier = createSteadfastCourier({
        baseUrl: s.baseUrl || STEADFAST_URL,
        apiKey: s.apiKey,
        secretKey: s.secret,
        logger,
      });
    }
    return kept.courier;
  }
  return {
    async current(): Promise<{ name: string; courier: Courier } | undefined> {
      const found = await merchant();
      if (found) return { name: 'steadfast', courier: found };
      return options.localSandbox ? { name: 'steadfast-sandbox', courier: local } : undefined;
    },
    /** The courier a parcel was booked with, even if the settings changed since. */
    async named(name: string): Promise<Courier | undefined> {
      return name === 'steadfast-sandbox' ? local : merchant();
    },
  };
}
export type CourierResolver = ReturnType<typeof createCourierResolver>;

/** Where the courier's word on a parcel takes the order. */
const NEXT_STATUS: Partial<Record<ParcelState, NfcOrderStatus>> = {
  InTransit: 'Handed Over to Courier',
  Delivered: 'Delivered',
  Returned: 'Returned',
};
const FINAL: readonly NfcOrderStatus[] = ['Delivered', 'Returned', 'Cancelled'];

const STATUS_WORDS: Record<Locale, Record<NfcOrderStatus, string>> = {
  en: {
    'Pending Payment': 'waiting for payment',
    Paid: 'paid',
    Accepted: 'accepted',
    Printing: 'being printed',
    'Courier Booking': 'booked with the courier',
    'Handed Over to Courier': 'with the courier, on its way to you',
    Delivered: 'delivered',
    Returned: 'returned to us by the courier',
    Cancelled: 'cancelled and refunded',
  },
  bn: {
    'Pending Payment': 'পেমেন্টের অপেক্ষায়',
    Paid: 'পরিশোধিত',
    Accepted: 'গৃহীত',
    Printing: 'ছাপা হচ্ছে',
    'Courier Booking': 'কুরিয়ারে বুক করা হয়েছে',
    'Handed Over to Courier': 'কুরিয়ারের কাছে, আপনার দিকে আসছে',
    Delivered: 'পৌঁছে দেওয়া হয়েছে',
    Returned: 'কুরিয়ার আমাদের কাছে ফেরত দিয়েছে',
    Cancelled: 'বাতিল ও টাকা ফেরত দেওয়া হয়েছে',
  },
};

/** What the customer reads of a status change, by e-mail and by SMS, in their language. */
function noticeOf(order: OrderRow, name: string, locale: Locale) {
  const status = STATUS_WORDS[locale][order.status];
  const page = `${new URL(order.vcardUrl).origin}/dashboard/order-nfc-card`;
  const tracking = order.trackingCode;
  if (locale === 'bn') {
    return {
      subject: `আপনার NFC কার্ডের অর্ডার ${order.code}: ${status}`,
      text: `${name},\n\nআপনার NFC কার্ডের অর্ডার ${order.code} এখন ${status}।${tracking ? `\nকুরিয়ারের ট্র্যাকিং কোড: ${tracking}` : ''}\n\nঅর্ডারটি দেখুন: ${page}\n\nCareerCard`,
      sms: `CareerCard: আপনার NFC কার্ডের অর্ডার ${order.code} এখন ${status}।${tracking ? ` ট্র্যাকিং: ${tracking}` : ''}`,
    };
  }
  return {
    subject: `Your NFC card order ${order.code}: ${status}`,
    text: `Hello ${name},\n\nYour NFC card order ${order.code} is now ${status}.${tracking ? `\nCourier tracking code: ${tracking}` : ''}\n\nFollow it at ${page}\n\nCareerCard`,
    sms: `CareerCard: your NFC card order ${order.code} is now ${status}.${tracking ? ` Tracking: ${tracking}` : ''}`,
  };
}

/**
 * NFC cards on their way: booking the parcel when staff set 'Courier Booking', following it
 * with the courier until it is delivered or returned, and telling the customer of each change.
 */
export function createDelivery(options: {
  db: Db;
  couriers: CourierResolver;
  queue: JobQueue;
  mail: MailSender;
  sms: SmsSender;
  /** How long between two looks at a parcel. */
  pollSeconds: number;
  logger: FastifyBaseLogger;
}) {
  const { db, couriers, queue, mail, sms, logger } = options;

  async function customerOf(order: OrderRow) {
    if (!order.userId) return undefined;
    const [user] = await db
      .select({ name: users.name, email: users.email, phone: users.phone, locale: users.locale })
      .from(users)
      .where(eq(users.id, order.userId));
    return user;
  }

  /** Tells the customer, by e-mail and SMS, that their order moved; a failure is logged. */
  async function tell(order: OrderRow) {
    const customer = await customerOf(order);
    if (!customer) return;
    const locale: Locale = customer.locale === 'bn' ? 'bn' : 'en';
    const notice = noticeOf(order, customer.name, locale);
    try {
      await mail.send({
        to: customer.email,
        purpose: 'order_status',
        subject: notice.subject,
        text: notice.text,
      });
    } catch (error) {
      logger.warn({ err: error, orderId: order.id }, 'Order e-mail not queued');
    }
    const phone = order.phone ?? customer.phone;
    if (!phone) return;
    try {
      await sms.send({ to: phone, purpose: 'order_status', text: notice.sms });
    } catch (error) {
      // Kept in the outbox with its failure, for the back office to see.
      logger.warn({ err: error, orderId: order.id, to: formatBdPhone(phone) }, 'Order SMS failed');
    }
  }

  /** A look at the parcel, a poll from now. */
  const follow = (orderId: string) =>
    queue.send('courier-tracking', { orderId }, { startAfterSeconds: options.pollSeconds });

  return {
    /**
     * Books the order's parcel with the courier, before its status moves: a refusal leaves the
     * order where it was, with the courier's words. None when no courier is set up.
     */
    async book(order: OrderRow) {
      if (order.consignmentId) return undefined; // booked already: one parcel per order
      const found = await couriers.current();
      if (!found) return undefined;
      const phone = order.phone ?? (await customerOf(order))?.phone;
      if (!phone) throw new AppError(409, NFC_NO_PHONE_MESSAGE);
      try {
        const booking = await found.courier.book({
          invoice: order.code,
          recipientName: order.fullName,
          recipientPhone: phone,
          recipientAddress: [order.addressLine1, order.addressLine2, order.city, order.postalCode]
            .filter(Boolean)
            .join(', '),
          codTaka: 0,
          note: 'CareerCard NFC card (paid online)',
        });
        return { courier: found.name, ...booking };
      } catch (error) {
        if (error instanceof CourierError) throw new AppError(502, error.message);
        throw error;
      }
    },

    /** After a booking is saved: its first look at the parcel. */
    startFollowing: follow,

    /**
     * The queued look at a parcel: the courier's word is kept, the order moves where it says
     * (the customer hears of it), and another look is queued until it is delivered or returned.
     * Answers the order's status after the look.
     */
    async look(orderId: string): Promise<NfcOrderStatus | undefined> {
      const [order] = await db.select().from(nfcOrders).where(eq(nfcOrders.id, orderId));
      if (!order?.consignmentId || !order.courier || FINAL.includes(order.status)) {
        return order?.status;
      }
      const courier = await couriers.named(order.courier);
      if (!courier) return order.status; // the courier was switched off: staff take over
      let tracked: Awaited<ReturnType<Courier['track']>>;
      try {
        tracked = await courier.track(order.consignmentId);
      } catch (error) {
        logger.warn({ err: error, orderId }, 'Could not follow the parcel; will look again');
        await follow(orderId);
        return order.status;
      }
      const next = NEXT_STATUS[tracked.state];
      const moves = next !== undefined && next !== order.status;
      const [changed] = await db.transaction(async (tx) => {
        const updated = await tx
          .update(nfcOrders)
          .set({ courierStatus: tracked.status, ...(moves ? { status: next } : {}) })
          .where(eq(nfcOrders.id, orderId))
          .returning();
        if (moves) await tx.insert(nfcOrderEvents).values({ orderId, status: next });
        return updated;
      });
      if (moves) await tell(changed!);
      if (!FINAL.includes(changed!.status)) await follow(orderId);
      return changed!.status;
    },

    tell,
  };
}
export type Delivery = ReturnType<typeof createDelivery>;
