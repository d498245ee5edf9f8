import {
  NFC_DESIGN_UNAVAILABLE_MESSAGE,
  NFC_NEEDS_VCARD_MESSAGE,
  type NfcDesign,
  type NfcOrder,
  type ShippingAddress,
} from '@careercard/shared/nfc';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { nfcDesigns, nfcOrderEvents, nfcOrders, vcards } from '../../infra/db/schema';
import { AppError } from '../../lib/app-error';
import type { PackageService } from '../packages/service';
import { vcardLink } from '../vcards/service';

export type NfcService = ReturnType<typeof createNfcService>;
type NfcOrderRow = typeof nfcOrders.$inferSelect;
/** A database handle or an open transaction. */
type Writer = Pick<Db, 'insert' | 'update'>;

const taka = (poisha: number) => poisha / 100;

/** Physical NFC cards: the designs on offer, and orders paid through the payment path. */
export function createNfcService({ db, packages }: { db: Db; packages: PackageService }) {
  return {
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
        const [order] = await tx
          .insert(nfcOrders)
          .values({
            userId,
            vcardUrl: vcardLink(origin, card.slug),
            designId: design.id,
            designName: design.name,
            designPricePoisha: design.pricePoisha,
            shippingPoisha: shipping.pricePoisha,
            totalPoisha: design.pricePoisha + shipping.pricePoisha,
            ...input.shippingAddress,
          })
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

    /** The user's orders, newest first, each with its status history. */
    async list(userId: number): Promise<NfcOrder[]> {
      const orders = await db
        .select()
        .from(nfcOrders)
        .where(eq(nfcOrders.userId, userId))
        .orderBy(desc(nfcOrders.createdAt));
      const events = orders.length
        ? await db
            .select()
            .from(nfcOrderEvents)
            .where(
              inArray(
                nfcOrderEvents.orderId,
                orders.map((order) => order.id),
              ),
            )
            .orderBy(asc(nfcOrderEvents.createdAt), asc(nfcOrderEvents.id))
        : [];
      return orders.map((order) => ({
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
        },
        history: events
          .filter((event) => event.orderId === order.id)
          .map((event) => ({ status: event.status, at: event.createdAt.toISOString() })),
      }));
    },
  };
}
