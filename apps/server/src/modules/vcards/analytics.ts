import {
  VCARD_STATS_DAYS,
  visitSources,
  type VcardStats,
  type VcardStatsDay,
  type VisitSource,
} from '@careercard/shared/vcard-analytics';
import { and, eq, gte, lt, notInArray, sql } from 'drizzle-orm';
import { isbot } from 'isbot';
import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../infra/db/client';
import {
  nfcOrders,
  vcardDailyStats,
  vcards,
  vcardTagTaps,
  vcardVisitors,
  vcardVisitSalts,
} from '../../infra/db/schema';
import { dhakaDateTime } from '../../lib/csv';

export type VcardAnalytics = ReturnType<typeof createVcardAnalytics>;

/** What a visitor did: each counted once a day per card (a bit of vcard_visitors.counted). */
export type VisitKind = 'view' | 'save' | 'click';
const KIND_BIT: Record<VisitKind, number> = { view: 1, save: 2, click: 4 };

/** One request from a visitor, as the route saw it. Nothing of it is kept. */
export interface Visit {
  ip: string;
  userAgent: string | undefined;
  /** The signed-in account making the request, if any: the owner's own looks are not counted. */
  callerId: number | undefined;
  via?: 'nfc' | 'qr' | undefined;
  /** The NFC card's order code from the tag's address. */
  card?: string | undefined;
  referrer?: string | undefined;
}

/**
 * More cards than a person opens in a day: a visitor past it is a crawler walking the cards, and
 * is counted no further that day.
 */
const CRAWLER_CARDS_PER_DAY = 20;

const SEARCH_ENGINE =
  /(^|\.)(google|bing|yahoo|duckduckgo|yandex|baidu|ecosia|naver|qwant|startpage|search\.brave)\.[a-z.]+$/i;

/** Where a view came from: the address's ?via= first (we print it), then the page's referrer. */
export function sourceOf(visit: Pick<Visit, 'via' | 'referrer'>): VisitSource {
  if (visit.via) return visit.via;
  let host = '';
  try {
    host = new URL(visit.referrer ?? '').hostname;
  } catch {
    // No referrer, or not an address: a link shared by hand.
  }
  return SEARCH_ENGINE.test(host) ? 'search' : 'link';
}

/** The stats column each thing counts in. */
const VIEW_KEY = {
  nfc: 'nfcViews',
  qr: 'qrViews',
  link: 'linkViews',
  search: 'searchViews',
} as const;
type CountKey = (typeof VIEW_KEY)[VisitSource] | 'saves' | 'clicks';

const dayOf = (date: Date) => dhakaDateTime(date).slice(0, 10);
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Counts how V-Cards are used, per card and per Bangladesh day, and tells their owners. A visitor
 * is known only within a day, by a keyed hash of their address and browser under the day's random
 * salt; the night job deletes the day's hashes and its salt.
 */
export function createVcardAnalytics({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  let todaysSalt: { day: string; salt: string } | undefined;

  /** The day's salt: made by the first server to need it, the same for every server. */
  async function saltOf(day: string): Promise<string> {
    if (todaysSalt?.day === day) return todaysSalt.salt;
    await db
      .insert(vcardVisitSalts)
      .values({ day, salt: randomBytes(32).toString('hex') })
      .onConflictDoNothing();
    const [row] = await db.select().from(vcardVisitSalts).where(eq(vcardVisitSalts.day, day));
    todaysSalt = { day, salt: row!.salt };
    return row!.salt;
  }

  /** Counts one of the view's extras: a tap of the owner's NFC card. */
  async function countTap(card: { id: string; userId: number }, code: string, day: string) {
    const [order] = await db
      .select({ id: nfcOrders.id })
      .from(nfcOrders)
      .where(and(eq(nfcOrders.code, code), eq(nfcOrders.userId, card.userId)));
    if (!order) return;
    await db
      .insert(vcardTagTaps)
      .values({ orderId: order.id, vcardId: card.id, day, taps: 1 })
      .onConflictDoUpdate({
        target: [vcardTagTaps.orderId, vcardTagTaps.day],
        set: { taps: sql`${vcardTagTaps.taps} + 1` },
      });
  }

  return {
    /**
     * Counts `kind` for the card unless the visitor is a bot, the card's owner, or was counted
     * for it today already. Answers whether it counted.
     */
    async count(
      card: { id: string; userId: number },
      kind: VisitKind,
      visit: Visit,
    ): Promise<boolean> {
      if (!visit.userAgent || isbot(visit.userAgent) || visit.callerId === card.userId) {
        return false;
      }
      const day = dayOf(now());
      const visitor = createHmac('sha256', await saltOf(day))
        .update(`${visit.ip}\n${visit.userAgent}`)
        .digest('hex');
      const [seen] = await db
        .select({
          cards: sql<number>`count(*)::int`,
          thisCard: sql<boolean>`coalesce(bool_or(${vcardVisitors.vcardId} = ${card.id}), false)`,
        })
        .from(vcardVisitors)
        .where(and(eq(vcardVisitors.day, day), eq(vcardVisitors.visitor, visitor)));
      if (seen && seen.cards >= CRAWLER_CARDS_PER_DAY && !seen.thisCard) return false;

      const bit = KIND_BIT[kind];
      const fresh = await db
        .insert(vcardVisitors)
        .values({ day, visitor, vcardId: card.id, counted: bit })
        .onConflictDoUpdate({
          target: [vcardVisitors.day, vcardVisitors.visitor, vcardVisitors.vcardId],
          set: { counted: sql`${vcardVisitors.counted} | ${bit}` },
          setWhere: sql`(${vcardVisitors.counted} & ${bit}) = 0`,
        })
        .returning({ day: vcardVisitors.day });
      if (fresh.length === 0) return false;

      const source = sourceOf(visit);
      const key: CountKey =
        kind === 'view' ? VIEW_KEY[source] : kind === 'save' ? 'saves' : 'clicks';
      await db
        .insert(vcardDailyStats)
        .values({ vcardId: card.id, day, [key]: 1 })
        .onConflictDoUpdate({
          target: [vcardDailyStats.vcardId, vcardDailyStats.day],
          set: { [key]: sql`${vcardDailyStats[key]} + 1` },
        });
      if (kind === 'view') {
        // A view is not an edit: the card's updatedAt (the sitemap's lastmod) stays as it was.
        await db
          .update(vcards)
          .set({ viewCount: sql`${vcards.viewCount} + 1`, updatedAt: sql`${vcards.updatedAt}` })
          .where(eq(vcards.id, card.id));
        if (source === 'nfc' && visit.card) await countTap(card, visit.card, day);
      }
      return true;
    },

    /** The owner's figures: the last VCARD_STATS_DAYS days, every day listed, and each NFC card. */
    async stats(card: { id: string; userId: number }): Promise<VcardStats> {
      const today = dayOf(now());
      const from = daysBefore(today, VCARD_STATS_DAYS - 1);
      const [rows, tags] = await Promise.all([
        db
          .select()
          .from(vcardDailyStats)
          .where(and(eq(vcardDailyStats.vcardId, card.id), gte(vcardDailyStats.day, from))),
        db
          .select({
            code: nfcOrders.code,
            designName: nfcOrders.designName,
            status: nfcOrders.status,
            taps: sql<number>`coalesce(sum(${vcardTagTaps.taps}) filter (where ${vcardTagTaps.day} >= ${from}), 0)::int`,
            allTaps: sql<number>`coalesce(sum(${vcardTagTaps.taps}), 0)::int`,
          })
          .from(nfcOrders)
          .leftJoin(vcardTagTaps, eq(vcardTagTaps.orderId, nfcOrders.id))
          .where(
            and(
              eq(nfcOrders.userId, card.userId),
              // An order not paid for, or refunded, made no card.
              notInArray(nfcOrders.status, ['Pending Payment', 'Cancelled']),
            ),
          )
          .groupBy(nfcOrders.id)
          .orderBy(nfcOrders.createdAt),
      ]);
      const byDay = new Map(rows.map((row) => [row.day, row]));
      const days: VcardStatsDay[] = Array.from({ length: VCARD_STATS_DAYS }, (_, index) => {
        const day = daysBefore(today, VCARD_STATS_DAYS - 1 - index);
        const row = byDay.get(day);
        return {
          day,
          views: {
            nfc: row?.nfcViews ?? 0,
            qr: row?.qrViews ?? 0,
            link: row?.linkViews ?? 0,
            search: row?.searchViews ?? 0,
          },
          saves: row?.saves ?? 0,
          clicks: row?.clicks ?? 0,
        };
      });
      const sum = (pick: (day: VcardStatsDay) => number) =>
        days.reduce((total, day) => total + pick(day), 0);
      const bySource = Object.fromEntries(
        visitSources.map((source) => [source, sum((day) => day.views[source])]),
      ) as Record<VisitSource, number>;
      return {
        days,
        totals: {
          views: visitSources.reduce((total, source) => total + bySource[source], 0),
          bySource,
          saves: sum((day) => day.saves),
          clicks: sum((day) => day.clicks),
        },
        tags,
      };
    },

    /** The nightly job: yesterday's visitors and salt go, so no hash can be tied to anyone. */
    async forgetVisitors(): Promise<void> {
      const today = dayOf(now());
      await db.delete(vcardVisitors).where(lt(vcardVisitors.day, today));
      await db.delete(vcardVisitSalts).where(lt(vcardVisitSalts.day, today));
    },
  };
}
