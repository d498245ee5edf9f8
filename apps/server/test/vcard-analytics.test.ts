import { VCARD_STATS_DAYS } from '@careercard/shared/vcard-analytics';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  nfcOrders,
  vcardDailyStats,
  vcards,
  vcardVisitors,
  vcardVisitSalts,
} from '../src/infra/db/schema';
import { dhakaDateTime } from '../src/lib/csv';
import { sourceOf } from '../src/modules/vcards/analytics';
import { cardHolder, createTestApp, type TestAccount, type TestApp } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const PHONE =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Mobile Safari/537.36';
const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://careercard.example' });
});
afterAll(() => t.close());

const today = () => dhakaDateTime(new Date()).slice(0, 10);
const daysAgo = (days: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** One visitor: an address and a browser. */
interface Visitor {
  ip: string;
  ua?: string;
  who?: TestAccount;
}

const headersOf = (visitor: Visitor) => ({
  ...(visitor.ua ? { 'user-agent': visitor.ua } : {}),
  ...visitor.who?.headers,
});

function visit(slug: string, visitor: Visitor, body: Json = { kind: 'view' }) {
  return t.app.inject({
    method: 'POST',
    url: `/api/vcards/${slug}/visits`,
    remoteAddress: visitor.ip,
    // light-my-request names itself as the browser unless told otherwise.
    headers: { 'user-agent': '', ...headersOf(visitor) },
    payload: body,
  });
}

const save = (slug: string, visitor: Visitor) =>
  t.app.inject({
    method: 'GET',
    url: `/api/vcards/${slug}/contact.vcf`,
    remoteAddress: visitor.ip,
    headers: { 'user-agent': '', ...headersOf(visitor) },
  });

async function statsOf(owner: TestAccount) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/user/vcard/stats',
    headers: owner.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json<Json>().data;
}

async function paidOrder(owner: TestAccount, slug: string) {
  const [order] = await t.db
    .insert(nfcOrders)
    .values({
      userId: owner.id,
      vcardUrl: `https://careercard.example/v/${slug}`,
      designName: 'Matte Black',
      designPricePoisha: 25000,
      shippingPoisha: 6000,
      totalPoisha: 31000,
      fullName: 'Nadia Karim',
      addressLine1: 'House 3, Road 9',
      city: 'Rupnagar',
      postalCode: '1207',
      status: 'Delivered',
    })
    .returning();
  return order!;
}

describe('V-Card analytics', () => {
  it('tells views apart by where they came from, and counts each NFC card’s taps', async () => {
    const owner = (await cardHolder(t, 'nadia-karim')).owner;
    const order = await paidOrder(owner, 'nadia-karim');
    const other = (await cardHolder(t, 'someone-else')).owner;
    const othersOrder = await paidOrder(other, 'someone-else');

    const sent = [
      await visit(
        'nadia-karim',
        { ip: '198.51.100.1', ua: PHONE },
        { kind: 'view', via: 'nfc', card: order.code },
      ),
      await visit(
        'nadia-karim',
        { ip: '198.51.100.2', ua: PHONE },
        { kind: 'view', via: 'nfc', card: order.code },
      ),
      // Someone else's card code on this card's address: an NFC view, but no tap of theirs.
      await visit(
        'nadia-karim',
        { ip: '198.51.100.3', ua: PHONE },
        { kind: 'view', via: 'nfc', card: othersOrder.code },
      ),
      await visit('nadia-karim', { ip: '198.51.100.4', ua: PHONE }, { kind: 'view', via: 'qr' }),
      await visit(
        'nadia-karim',
        { ip: '198.51.100.5', ua: LAPTOP },
        { kind: 'view', referrer: 'https://www.google.com/' },
      ),
      await visit(
        'nadia-karim',
        { ip: '198.51.100.6', ua: LAPTOP },
        { kind: 'view', referrer: 'https://www.bing.com/search?q=nadia' },
      ),
      await visit(
        'nadia-karim',
        { ip: '198.51.100.7', ua: LAPTOP },
        { kind: 'view', referrer: 'https://www.facebook.com/' },
      ),
      await visit('nadia-karim', { ip: '198.51.100.8', ua: PHONE }, { kind: 'view' }),
      await visit('nadia-karim', { ip: '198.51.100.8', ua: PHONE }, { kind: 'click' }),
    ];
    expect(sent.map((res) => res.statusCode)).toEqual(Array(sent.length).fill(204));
    expect((await save('nadia-karim', { ip: '198.51.100.4', ua: PHONE })).statusCode).toBe(200);

    const stats = await statsOf(owner);
    expect(stats.days).toHaveLength(VCARD_STATS_DAYS);
    expect(stats.days.at(-1)).toEqual({
      day: today(),
      views: { nfc: 3, qr: 1, link: 2, search: 2 },
      saves: 1,
      clicks: 1,
    });
    expect(stats.totals).toEqual({
      views: 8,
      bySource: { nfc: 3, qr: 1, link: 2, search: 2 },
      saves: 1,
      clicks: 1,
    });
    expect(stats.tags).toEqual([
      { code: order.code, designName: 'Matte Black', status: 'Delivered', taps: 2, allTaps: 2 },
    ]);
    expect((await statsOf(other)).tags).toEqual([expect.objectContaining({ taps: 0 })]);
    // The card's own count since it was published moves with the views counted.
    const [card] = await t.db.select().from(vcards).where(eq(vcards.slug, 'nadia-karim'));
    expect(card!.viewCount).toBe(8);
  });

  it('counts a visitor once a day per card, whatever they do again', async () => {
    const owner = (await cardHolder(t, 'rupa-sarkar')).owner;
    const visitor = { ip: '203.0.113.10', ua: PHONE };
    for (let time = 0; time < 3; time += 1) {
      await visit('rupa-sarkar', visitor, { kind: 'view', via: 'qr' });
      await visit('rupa-sarkar', visitor, { kind: 'click' });
      await save('rupa-sarkar', visitor);
    }
    // The same address in another browser is another visitor (a shared office network).
    await visit('rupa-sarkar', { ip: '203.0.113.10', ua: LAPTOP });
    const { totals } = await statsOf(owner);
    expect(totals).toEqual({
      views: 2,
      bySource: { nfc: 0, qr: 1, link: 1, search: 0 },
      saves: 1,
      clicks: 1,
    });
  });

  it('leaves out bots, browsers that say nothing, the owner, and crawlers walking the cards', async () => {
    const owner = (await cardHolder(t, 'imran-hossain')).owner;
    await visit('imran-hossain', { ip: '192.0.2.1', ua: GOOGLEBOT });
    await visit('imran-hossain', { ip: '192.0.2.2', ua: 'facebookexternalhit/1.1' });
    await visit('imran-hossain', { ip: '192.0.2.3' });
    await visit('imran-hossain', { ip: '192.0.2.4', ua: 'Mozilla/5.0 HeadlessChrome/141.0.0.0' });
    await save('imran-hossain', { ip: '192.0.2.1', ua: GOOGLEBOT });
    await visit('imran-hossain', { ip: '192.0.2.5', ua: PHONE, who: owner });
    expect((await statsOf(owner)).totals.views).toBe(0);

    // One visitor that opened 20 cards today is a crawler at the 21st.
    const crawler = { ip: '192.0.2.99', ua: LAPTOP };
    for (let index = 0; index < 20; index += 1) {
      await cardHolder(t, `walked-card-${index}`);
      expect((await visit(`walked-card-${index}`, crawler)).statusCode).toBe(204);
    }
    await visit('imran-hossain', crawler);
    await save('imran-hossain', crawler);
    expect((await statsOf(owner)).totals).toMatchObject({ views: 0, saves: 0 });
    // A person is still counted.
    await visit('imran-hossain', { ip: '192.0.2.6', ua: PHONE });
    expect((await statsOf(owner)).totals.views).toBe(1);
  });

  it('keeps no address: only a keyed hash under the day’s salt, both gone the next night', async () => {
    await cardHolder(t, 'salma-begum');
    await visit('salma-begum', { ip: '198.51.100.77', ua: PHONE });
    const rows = await t.db.select().from(vcardVisitors);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.visitor).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain('198.51.100.77');
    }
    const everything = await t.db.execute(
      sql`select string_agg(t::text, ' ') as text from vcard_visitors t`,
    );
    expect(String(everything.rows[0]!.text)).not.toContain('198.51.100');

    // Yesterday's visitors and salt, as the night job finds them.
    const [card] = await t.db.select().from(vcards).where(eq(vcards.slug, 'salma-begum'));
    const yesterday = daysAgo(1);
    await t.db.insert(vcardVisitSalts).values({ day: yesterday, salt: 'a'.repeat(64) });
    await t.db
      .insert(vcardVisitors)
      .values({ day: yesterday, visitor: 'b'.repeat(64), vcardId: card!.id, counted: 1 });

    const schedule = await t.db.execute(
      sql`select cron from pgboss.schedule where name = 'vcard-visitors-forgetting'`,
    );
    expect(schedule.rows).toEqual([{ cron: '5 18 * * *' }]);
    await t.db.execute(
      sql`insert into pgboss.job (name, data) values ('vcard-visitors-forgetting', '{}')`,
    );
    const days = async () =>
      (await t.db.select({ day: vcardVisitors.day }).from(vcardVisitors)).map((row) => row.day);
    await expect.poll(days, { timeout: 10_000 }).not.toContain(yesterday);
    expect(await days()).toContain(today());
    const salts = await t.db.select({ day: vcardVisitSalts.day }).from(vcardVisitSalts);
    expect(salts.map((row) => row.day)).toEqual([today()]);
  });

  it('charts the last 30 days, every day listed, oldest first', async () => {
    const owner = (await cardHolder(t, 'kamal-uddin')).owner;
    const [card] = await t.db.select().from(vcards).where(eq(vcards.slug, 'kamal-uddin'));
    await t.db.insert(vcardDailyStats).values([
      { vcardId: card!.id, day: daysAgo(VCARD_STATS_DAYS - 1), linkViews: 4, saves: 1 },
      { vcardId: card!.id, day: daysAgo(VCARD_STATS_DAYS), linkViews: 50 },
      { vcardId: card!.id, day: daysAgo(3), qrViews: 2, clicks: 3 },
    ]);
    const { days, totals } = await statsOf(owner);
    expect(days[0]).toEqual({
      day: daysAgo(VCARD_STATS_DAYS - 1),
      views: { nfc: 0, qr: 0, link: 4, search: 0 },
      saves: 1,
      clicks: 0,
    });
    expect(days.at(-4)).toMatchObject({ day: daysAgo(3), views: { qr: 2 }, clicks: 3 });
    expect(days.map((day: Json) => day.day)).toEqual(
      Array.from({ length: VCARD_STATS_DAYS }, (_, index) => daysAgo(VCARD_STATS_DAYS - 1 - index)),
    );
    expect(totals).toEqual({
      views: 6,
      bySource: { nfc: 0, qr: 2, link: 4, search: 0 },
      saves: 1,
      clicks: 3,
    });
  });

  it('answers only the card’s owner, and refuses what is not a visit', async () => {
    const stranger = await t.asUser();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/vcard/stats',
      headers: stranger.headers,
    });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/vcard/stats' })).statusCode).toBe(
      401,
    );
    await cardHolder(t, 'farhana-islam');
    const bad = await visit('farhana-islam', { ip: '192.0.2.50', ua: PHONE }, { kind: 'like' });
    expect(bad.statusCode).toBe(422);
    const unknownVia = await visit(
      'farhana-islam',
      { ip: '192.0.2.50', ua: PHONE },
      { kind: 'view', via: 'email' },
    );
    expect(unknownVia.statusCode).toBe(422);
    expect((await visit('nobody-at-all', { ip: '192.0.2.50', ua: PHONE })).statusCode).toBe(404);
  });

  it('names search engines by their host, whatever the country', () => {
    expect(sourceOf({ referrer: 'https://www.google.com.bd/' })).toBe('search');
    expect(sourceOf({ referrer: 'https://duckduckgo.com/' })).toBe('search');
    expect(sourceOf({ referrer: 'https://search.brave.com/search?q=x' })).toBe('search');
    expect(sourceOf({ referrer: 'https://googleusercontent.example.com/' })).toBe('link');
    expect(sourceOf({ referrer: 'https://m.facebook.com/' })).toBe('link');
    expect(sourceOf({ referrer: 'not an address' })).toBe('link');
    expect(sourceOf({ via: 'qr', referrer: 'https://www.google.com/' })).toBe('qr');
  });
});
