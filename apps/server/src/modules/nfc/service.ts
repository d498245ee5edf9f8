import { isDeepStrictEqual } from 'node:util';
import {
  NFC_DESIGN_NOT_FOUND_MESSAGE,
  NFC_DESIGN_UNAVAILABLE_MESSAGE,
  NFC_NEEDS_VCARD_MESSAGE,
  NFC_ORDER_NOT_FOUND_MESSAGE,
  NFC_ORDER_CANCELLED_MESSAGE,
  NFC_ORDER_NOT_PAID_MESSAGE,
  type AdminNfcDesign,
  type AdminNfcOrder,
  type AdminNfcOrderFilters,
  type AdminNfcOrdersQuery,
  NFC_ORDER_PAGE_SIZE,
  type nfcOrderSortKeys,
  type NfcDesign,
  type NfcOrder,
  type NfcDesignBody,
  type NfcOrderStatus,
  type ShippingAddress,
} from '@careercard/shared/nfc';
import { toPoisha } from '@careercard/shared/money';
import type { BulkResult } from '@careercard/shared/bulk';
import { GRID_PAGE_SIZE, type GridQuery } from '@careercard/shared/pagination';
import { nfcTagLink } from '@careercard/shared/vcard-analytics';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { nfcDesigns, nfcOrderEvents, nfcOrders, users, vcards } from '../../infra/db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { runBulk } from '../../lib/bulk';
import { offsetOf, pageOrder } from '../../lib/paging';
import { inBatches } from '../../lib/csv';
import { withinDhakaDays } from '../../lib/dhaka-days';
import type { Actor, AuditService } from '../audit/service';
import type { PackageService } from '../packages/service';
import type { Delivery } from './delivery';
import { vcardLink } from '../vcards/service';

const ORDER_SORT_COLUMNS = {
  created_at: nfcOrders.createdAt,
  total: nfcOrders.totalPoisha,
  status: nfcOrders.status,
} satisfies Record<(typeof nfcOrderSortKeys)[number], unknown>;

/** `%`, `_` and `\` typed in a search are looked for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The orders the filters match (the customer's name through the join with users). */
function orderConditions(filters: AdminNfcOrderFilters): SQL | undefined {
  const { status, search } = filters;
  return and(
    status ? eq(nfcOrders.status, status) : undefined,
    search
      ? or(
          ilike(nfcOrders.code, likePattern(search)),
          ilike(nfcOrders.fullName, likePattern(search)),
          ilike(users.name, likePattern(search)),
        )
      : undefined,
    withinDhakaDays(nfcOrders.createdAt, filters),
  );
}

export type NfcService = ReturnType<typeof createNfcService>;
type NfcOrderRow = typeof nfcOrders.$inferSelect;
type NfcDesignRow = typeof nfcDesigns.$inferSelect;
/** A database handle or an open transaction. */
type Writer = Pick<Db, 'insert' | 'update'>;

const taka = (poisha: number) => poisha / 100;

const toAdminDesign = (row: NfcDesignRow): AdminNfcDesign => ({
  id: row.id,
  name: row.name,
  thumbnailUrl: row.thumbnailUrl,
  price: taka(row.pricePoisha),
  status: row.status,
});
type NfcOrderEvent = typeof nfcOrderEvents.$inferSelect;

const toOrder = (order: NfcOrderRow, events: NfcOrderEvent[]): NfcOrder => ({
  id: order.code,
  designName: order.designName,
  total: taka(order.totalPoisha),
  status: order.status,
  orderDate: order.createdAt.toISOString(),
  vcardUrl: order.vcardUrl,
  shippingAddress: {
    fullName: order.fullName,
    addressLine1: order.addressLine1,
    addressLine2: order.addressLine2,
    city: order.city,
    postalCode: order.postalCode,
    country: order.country,
    ...(order.phone ? { phone: order.phone } : {}),
  },
  history: events
    .filter((event) => event.orderId === order.id)
    .map((event) => ({ status: event.status, at: event.createdAt.toISOString() })),
  delivery:
    order.courier && order.trackingCode
      ? {
          courier: order.courier.split('-')[0]!,
          trackingCode: order.trackingCode,
          courierStatus: order.courierStatus,
        }
      : null,
});

const toAdminOrder = (
  order: NfcOrderRow,
  userName: string | null,
  events: NfcOrderEvent[],
): AdminNfcOrder => ({
  ...toOrder(order, events),
  userId: order.userId,
  userName,
  vcardSlug: new URL(order.vcardUrl).pathname.split('/').pop() ?? '',
  designId: order.designId,
  totalAmount: taka(order.totalPoisha),
});

/** Physical NFC cards: the designs on offer, and orders paid through the payment path. */
export function createNfcService({
  db,
  packages,
  audit,
  delivery,
}: {
  db: Db;
  packages: PackageService;
  audit: AuditService;
  /** Books parcels with the courier, follows them and tells the customer of each change. */
  delivery: Delivery;
}) {
  /** The status histories of these orders, oldest first. */
  async function eventsOf(orderIds: string[]): Promise<NfcOrderEvent[]> {
    if (orderIds.length === 0) return [];
    return db
      .select()
      .from(nfcOrderEvents)
      .where(inArray(nfcOrderEvents.orderId, orderIds))
      .orderBy(asc(nfcOrderEvents.createdAt), asc(nfcOrderEvents.id));
  }

  /** Orders with their customers' names, newest first unless `order` says otherwise. */
  async function adminOrders(
    where: SQL | undefined,
    limit: number,
    { offset = 0, order = [desc(nfcOrders.createdAt), desc(nfcOrders.code)] } = {},
  ): Promise<AdminNfcOrder[]> {
    const rows = await db
      .select({ order: nfcOrders, userName: users.name })
      .from(nfcOrders)
      .leftJoin(users, eq(users.id, nfcOrders.userId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const events = await eventsOf(rows.map((row) => row.order.id));
    return rows.map((row) => toAdminOrder(row.order, row.userName, events));
  }

  const service = {
    async designs(): Promise<{ designs: NfcDesign[]; shipping: number }> {
      const [rows, shipping] = await Promise.all([
        db
          .select()
          .from(nfcDesigns)
          .where(eq(nfcDesigns.status, 'Enabled'))
          .orderBy(asc(nfcDesigns.pricePoisha), asc(nfcDesigns.id)),
        packages.priceOf('nfc_shipping'),
      ]);
      return {
        designs: rows.map((row) => ({
          id: row.id,
          name: row.name,
          thumbnailUrl: row.thumbnailUrl,
          price: taka(row.pricePoisha),
        })),
        shipping: taka(shipping.pricePoisha),
      };
    },

    /**
     * A new order awaiting payment, priced now: the design's price plus shipping. The tag will
     * carry the link of the user's published V-Card.
     */
    /** An order of the user's that still waits for payment, to pay after a failed try. */
    async pendingOrder(userId: number, code: string): Promise<NfcOrderRow> {
      const [order] = await db
        .select()
        .from(nfcOrders)
        .where(and(eq(nfcOrders.code, code), eq(nfcOrders.userId, userId)));
      if (!order) throw notFound(NFC_ORDER_NOT_FOUND_MESSAGE);
      if (order.status !== 'Pending Payment') {
        throw new AppError(409, 'This order is already paid for.');
      }
      return order;
    },

    async createOrder(
      userId: number,
      input: { designId: number; shippingAddress: ShippingAddress },
      origin: string,
    ): Promise<NfcOrderRow> {
      const [[card], [design], shipping] = await Promise.all([
        db
          .select({ slug: vcards.slug })
          .from(vcards)
          .where(and(eq(vcards.userId, userId), eq(vcards.published, true))),
        db
          .select()
          .from(nfcDesigns)
          .where(and(eq(nfcDesigns.id, input.designId), eq(nfcDesigns.status, 'Enabled'))),
        packages.priceOf('nfc_shipping'),
      ]);
      if (!card) throw new AppError(409, NFC_NEEDS_VCARD_MESSAGE);
      if (!design) {
        throw new AppError(422, NFC_DESIGN_UNAVAILABLE_MESSAGE, {
          designId: [NFC_DESIGN_UNAVAILABLE_MESSAGE],
        });
      }
      return db.transaction(async (tx) => {
        const link = vcardLink(origin, card.slug);
        const [inserted] = await tx
          .insert(nfcOrders)
          .values({
            userId,
            vcardUrl: link,
            designId: design.id,
            designName: design.name,
            designPricePoisha: design.pricePoisha,
            shippingPoisha: shipping.pricePoisha,
            totalPoisha: design.pricePoisha + shipping.pricePoisha,
            ...input.shippingAddress,
          })
          .returning();
        // The tag carries the order's code (known once inserted), so its taps are its own.
        const [order] = await tx
          .update(nfcOrders)
          .set({ vcardUrl: nfcTagLink(link, inserted!.code) })
          .where(eq(nfcOrders.id, inserted!.id))
          .returning();
        await tx.insert(nfcOrderEvents).values({ orderId: order!.id, status: 'Pending Payment' });
        return order!;
      });
    },

    /** The payment of an order came through (inside the payment's fulfilment transaction). */
    async markPaid(orderId: string, tx: Writer): Promise<void> {
      const paid = await tx
        .update(nfcOrders)
        .set({ status: 'Paid' })
        .where(and(eq(nfcOrders.id, orderId), eq(nfcOrders.status, 'Pending Payment')))
        .returning({ id: nfcOrders.id });
      if (paid.length > 0) await tx.insert(nfcOrderEvents).values({ orderId, status: 'Paid' });
    },

    /**
     * A refund took back what paid for the order: one not yet printing is cancelled (answers
     * whether it was); one printing or on its way goes on.
     */
    async withdraw(orderId: string, tx: Writer): Promise<boolean> {
      const cancelled = await tx
        .update(nfcOrders)
        .set({ status: 'Cancelled' })
        .where(and(eq(nfcOrders.id, orderId), inArray(nfcOrders.status, ['Paid', 'Accepted'])))
        .returning({ id: nfcOrders.id });
      if (cancelled.length === 0) return false;
      await tx.insert(nfcOrderEvents).values({ orderId, status: 'Cancelled' });
      return true;
    },

    /** A page of the designs, enabled or not, for staff. */
    async designPage({ sort, dir, page }: GridQuery) {
      const columns = {
        created_at: nfcDesigns.id,
        name: sql`lower(${nfcDesigns.name})`,
        status: nfcDesigns.status,
      };
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(nfcDesigns)
          .orderBy(...pageOrder(columns[sort], nfcDesigns.id, dir))
          .limit(GRID_PAGE_SIZE)
          .offset(offsetOf(page, GRID_PAGE_SIZE)),
        db.select({ n: count() }).from(nfcDesigns),
      ]);
      return {
        data: rows.map(toAdminDesign),
        page,
        pageSize: GRID_PAGE_SIZE,
        total: total?.n ?? 0,
      };
    },

    async createDesign(body: NfcDesignBody, by: Actor): Promise<AdminNfcDesign> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(nfcDesigns)
          .values({ ...body, pricePoisha: toPoisha(body.price) })
          .returning();
        const created = toAdminDesign(row!);
        await audit.record(
          {
            action: 'nfc_design.created',
            ...by,
            targetType: 'nfc_design',
            targetId: row!.id,
            details: { after: created },
          },
          tx,
        );
        return created;
      });
    },

    /**
     * Changes a design (the fields given; a bulk switch gives the status alone); orders already
     * placed keep the name and price they were made with. A change to nothing is not audited.
     */
    async updateDesign(
      id: number,
      { price, ...fields }: Partial<NfcDesignBody>,
      by: Actor,
    ): Promise<AdminNfcDesign> {
      return db.transaction(async (tx) => {
        const [old] = await tx.select().from(nfcDesigns).where(eq(nfcDesigns.id, id)).for('update');
        if (!old) throw notFound(NFC_DESIGN_NOT_FOUND_MESSAGE);
        const [row] = await tx
          .update(nfcDesigns)
          .set({ ...fields, ...(price === undefined ? {} : { pricePoisha: toPoisha(price) }) })
          .where(eq(nfcDesigns.id, id))
          .returning();
        const after = toAdminDesign(row!);
        if (isDeepStrictEqual(after, toAdminDesign(old))) return after;
        await audit.record(
          {
            action: 'nfc_design.updated',
            ...by,
            targetType: 'nfc_design',
            targetId: id,
            details: { before: toAdminDesign(old), after },
          },
          tx,
        );
        return after;
      });
    },

    /** Removes a design; its orders keep their design's name and price. */
    async deleteDesign(id: number, by: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const gone = await tx
          .delete(nfcDesigns)
          .where(eq(nfcDesigns.id, id))
          .returning({ name: nfcDesigns.name });
        if (gone.length === 0) throw notFound(NFC_DESIGN_NOT_FOUND_MESSAGE);
        await audit.record(
          {
            action: 'nfc_design.deleted',
            ...by,
            targetType: 'nfc_design',
            targetId: id,
            details: { name: gone[0]!.name },
          },
          tx,
        );
      });
    },

    /** The user's orders, newest first, each with its status history. */
    async list(userId: number): Promise<NfcOrder[]> {
      const orders = await db
        .select()
        .from(nfcOrders)
        .where(eq(nfcOrders.userId, userId))
        .orderBy(desc(nfcOrders.createdAt));
      const events = await eventsOf(orders.map((order) => order.id));
      return orders.map((order) => toOrder(order, events));
    },

    /** A page of the orders the filters match, in the order asked (newest first by default). */
    async listAll({ page, sort, dir, ...filters }: AdminNfcOrdersQuery) {
      const where = orderConditions(filters);
      const [data, [total]] = await Promise.all([
        adminOrders(where, NFC_ORDER_PAGE_SIZE, {
          offset: offsetOf(page, NFC_ORDER_PAGE_SIZE),
          order: pageOrder(ORDER_SORT_COLUMNS[sort], nfcOrders.code, dir),
        }),
        db
          .select({ n: count() })
          .from(nfcOrders)
          .leftJoin(users, eq(users.id, nfcOrders.userId))
          .where(where),
      ]);
      return { data, page, pageSize: NFC_ORDER_PAGE_SIZE, total: total?.n ?? 0 };
    },

    /** Every order the filters match, newest first, a batch at a time (for the CSV). */
    each(filters: AdminNfcOrderFilters) {
      const where = orderConditions(filters);
      return inBatches<typeof nfcOrders.$inferSelect & { userName: string | null }>(
        async (after, limit) => {
          const rows = await db
            .select({ order: nfcOrders, userName: users.name })
            .from(nfcOrders)
            .leftJoin(users, eq(users.id, nfcOrders.userId))
            .where(
              and(
                where,
                after
                  ? sql`(${nfcOrders.createdAt}, ${nfcOrders.code}) < (select last.created_at, last.code from nfc_orders last where last.id = ${after.id})`
                  : undefined,
              ),
            )
            .orderBy(desc(nfcOrders.createdAt), desc(nfcOrders.code))
            .limit(limit);
          return rows.map((row) => ({ ...row.order, userName: row.userName }));
        },
      );
    },

    /** Moves each order to `status` in turn (booking couriers as one change would); each answered. */
    bulkStatus(codes: string[], status: NfcOrderStatus, by: Actor): Promise<BulkResult> {
      return runBulk(codes, (code) => service.setStatus(code, status, by));
    },

    /**
     * Staff move a paid order along (any order of statuses, as the admin spec allows). The
     * customer sees each change in the order's history; setting the current status again
     * changes nothing.
     */
    /**
     * Staff move an order. 'Courier Booking' first books the parcel with the courier (when one
     * is set up): a refusal leaves the order where it was, with the courier's words.
     */
    async setStatus(code: string, status: NfcOrderStatus, by: Actor): Promise<AdminNfcOrder> {
      const movable = (order: { status: NfcOrderStatus } | undefined) => {
        if (!order) throw notFound(NFC_ORDER_NOT_FOUND_MESSAGE);
        if (order.status === 'Pending Payment') throw new AppError(409, NFC_ORDER_NOT_PAID_MESSAGE);
        if (order.status === 'Cancelled') throw new AppError(409, NFC_ORDER_CANCELLED_MESSAGE);
        return order;
      };
      const [before] = await db.select().from(nfcOrders).where(eq(nfcOrders.code, code));
      const booking =
        status === 'Courier Booking' && movable(before).status !== status
          ? await delivery.book(before!)
          : undefined;
      const moved = await db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(nfcOrders)
          .where(eq(nfcOrders.code, code))
          .for('update');
        if (movable(order).status === status) return undefined;
        const [updated] = await tx
          .update(nfcOrders)
          .set({
            status,
            ...(booking
              ? {
                  courier: booking.courier,
                  consignmentId: booking.consignmentId,
                  trackingCode: booking.trackingCode,
                  courierStatus: booking.status,
                }
              : {}),
          })
          .where(eq(nfcOrders.id, order!.id))
          .returning();
        await tx.insert(nfcOrderEvents).values({ orderId: order!.id, status });
        await audit.record(
          {
            action: 'nfc_order.status_changed',
            ...by,
            targetType: 'nfc_order',
            targetId: code,
            details: {
              from: order!.status,
              to: status,
              ...(booking
                ? { consignmentId: booking.consignmentId, trackingCode: booking.trackingCode }
                : {}),
            },
          },
          tx,
        );
        return updated!;
      });
      if (moved) {
        await delivery.tell(moved);
        if (booking) await delivery.startFollowing(moved.id);
      }
      const [order] = await adminOrders(eq(nfcOrders.code, code), 1);
      return order!;
    },

    /** The courier's latest word on an order's parcel (the queued job); its status after. */
    followParcel: (orderId: string) => delivery.look(orderId),

    /** Tells an order's customer of its status now (after a payment or a refund moved it). */
    async tellCustomer(orderId: string) {
      const [order] = await db.select().from(nfcOrders).where(eq(nfcOrders.id, orderId));
      if (order) await delivery.tell(order);
    },
  };
  return service;
}
