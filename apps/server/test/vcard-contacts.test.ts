import {
  VCARD_CONTACT_CONSENT_MESSAGE,
  VCARD_CONTACT_EMAIL_MESSAGE,
  VCARD_CONTACT_EXPIRED_MESSAGE,
  VCARD_CONTACT_NAME_MESSAGE,
  VCARD_CONTACT_NOT_FOUND_MESSAGE,
  VCARD_CONTACT_NOTE_MESSAGE,
  VCARD_CONTACT_PHONE_MESSAGE,
  VCARD_CONTACT_REACH_MESSAGE,
  VCARD_CONTACT_TOO_FAST_MESSAGE,
  VCARD_CONTACTS_PAGE_SIZE,
} from '@careercard/shared/vcard-contacts';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vcardContacts } from '../src/infra/db/schema';
import { createSecretBox, loadAppKey } from '../src/infra/secrets';
import { cardHolder, createTestApp, mailsTo, type TestAccount, type TestApp } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://careercard.example' });
});
afterAll(() => t.close());

/** A form token as the server makes it, opened `agoMs` before now. */
function tokenOpened(cardId: string, agoMs: number) {
  const box = createSecretBox(loadAppKey(t.config.appKey, t.config.dataDir));
  return box.seal(JSON.stringify({ card: cardId, at: Date.now() - agoMs }));
}

const someone = { name: 'Jahid Hasan', phone: '01811-223344', note: 'We met at the job fair.' };

function send(slug: string, body: Json, ip = '198.51.100.20') {
  return t.app.inject({
    method: 'POST',
    url: `/api/vcards/${slug}/contacts`,
    remoteAddress: ip,
    payload: body,
  });
}

const asOwner = (owner: TestAccount, method: 'GET' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers: owner.headers });

describe('sharing a contact with a card’s owner', () => {
  it('keeps the visitor’s details for the owner alone, and tells the owner by e-mail', async () => {
    const { owner, cardId } = await cardHolder(t, 'tania-akter');
    const form = await t.app.inject({ url: '/api/vcards/tania-akter/contact-form' });
    expect(form.statusCode).toBe(200);
    expect(form.headers['cache-control']).toBe('no-store');
    const res = await send('tania-akter', {
      ...someone,
      email: 'Jahid.Hasan@Example.com',
      consent: true,
      token: tokenOpened(cardId, 10_000),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your details were sent.' });

    const list = await asOwner(owner, 'GET', '/api/user/vcard/contacts');
    expect(list.json<Json>().data).toMatchObject({
      total: 1,
      more: false,
      contacts: [{ ...someone, email: 'jahid.hasan@example.com' }],
    });
    const [row] = await t.db.select().from(vcardContacts).where(eq(vcardContacts.vcardId, cardId));
    expect(row!.consentedAt).toBeInstanceOf(Date);

    const [mail] = await mailsTo(t, owner.email);
    expect(mail).toMatchObject({ purpose: 'vcard_contact' });
    expect(mail!.whole.split('\n')[0]).toBe(
      'Jahid Hasan shared their contact with you on your V-Card',
    );
    expect(mail!.whole).toContain('Phone: 01811-223344');
    expect(mail!.whole).toContain('E-mail: jahid.hasan@example.com');
    expect(mail!.whole).toContain('Note: We met at the job fair.');
    expect(mail!.whole).toContain('https://careercard.example/dashboard/v-card');

    // Never shown publicly: not on the card, nor to another account.
    const card = await t.app.inject({ url: '/api/vcards/tania-akter' });
    expect(card.body).not.toContain('Jahid');
    const stranger = await cardHolder(t, 'someone-other');
    const theirs = await asOwner(stranger.owner, 'GET', '/api/user/vcard/contacts');
    expect(theirs.json<Json>().data.contacts).toEqual([]);
    const noCard = await asOwner(await t.asUser(), 'GET', '/api/user/vcard/contacts');
    expect(noCard.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/user/vcard/contacts' })).statusCode).toBe(401);
  });

  it('writes to an owner who reads Bangla in Bangla', async () => {
    const { owner, cardId } = await cardHolder(t, 'shirin-sultana', { locale: 'bn' });
    await send('shirin-sultana', { ...someone, consent: true, token: tokenOpened(cardId, 5000) });
    const [mail] = await mailsTo(t, owner.email);
    expect(mail!.whole.split('\n')[0]).toBe(
      'Jahid Hasan আপনার V-Card থেকে যোগাযোগের তথ্য পাঠিয়েছেন',
    );
    expect(mail!.whole).toContain('ফোন: 01811-223344');
  });

  it('refuses a form without a name, a way to reach the visitor, or their consent', async () => {
    const { cardId } = await cardHolder(t, 'mitu-roy');
    const token = tokenOpened(cardId, 5000);
    const errorsOf = async (body: Json) => {
      const res = await send('mitu-roy', { consent: true, token, ...body }, '198.51.100.30');
      expect(res.statusCode).toBe(422);
      return res.json<Json>().errors;
    };
    expect(await errorsOf({ name: ' ', phone: '01811-223344' })).toEqual({
      name: [VCARD_CONTACT_NAME_MESSAGE],
    });
    expect(await errorsOf({ name: 'Jahid' })).toEqual({ phone: [VCARD_CONTACT_REACH_MESSAGE] });
    expect(await errorsOf({ name: 'Jahid', email: 'jahid@' })).toMatchObject({
      email: [VCARD_CONTACT_EMAIL_MESSAGE],
    });
    expect(await errorsOf({ name: 'Jahid', phone: 'call me' })).toMatchObject({
      phone: [VCARD_CONTACT_PHONE_MESSAGE],
    });
    expect(await errorsOf({ name: 'Jahid', phone: '01811-223344', consent: false })).toEqual({
      consent: [VCARD_CONTACT_CONSENT_MESSAGE],
    });
    expect(await errorsOf({ name: 'Jahid', phone: '01811-223344', note: 'x'.repeat(501) })).toEqual(
      {
        note: [VCARD_CONTACT_NOTE_MESSAGE],
      },
    );
    expect(
      await t.db.select().from(vcardContacts).where(eq(vcardContacts.vcardId, cardId)),
    ).toEqual([]);
  });

  it('keeps bots out: a hidden field, a form sent too quickly or too late, limits', async () => {
    const { owner, cardId } = await cardHolder(t, 'rafiq-islam');
    const contact = { ...someone, consent: true };
    const stored = async () =>
      (await t.db.select().from(vcardContacts).where(eq(vcardContacts.vcardId, cardId))).length;

    // A bot that fills the field people never see is thanked, and nothing is kept.
    const trap = await send('rafiq-islam', {
      ...contact,
      website: 'https://spam.example',
      token: tokenOpened(cardId, 5000),
    });
    expect(trap.statusCode).toBe(200);
    expect(await stored()).toBe(0);

    // The form's own token, sent at once: faster than a person types.
    const form = await t.app.inject({ url: '/api/vcards/rafiq-islam/contact-form' });
    const quick = await send('rafiq-islam', { ...contact, token: form.json<Json>().data.token });
    expect(quick.statusCode).toBe(422);
    expect(quick.json<Json>().message).toBe(VCARD_CONTACT_TOO_FAST_MESSAGE);

    const expiredOf = async (token: string) => {
      const res = await send('rafiq-islam', { ...contact, token });
      expect(res.statusCode).toBe(422);
      expect(res.json<Json>().message).toBe(VCARD_CONTACT_EXPIRED_MESSAGE);
    };
    await expiredOf(tokenOpened(cardId, 25 * 3600_000));
    const other = await cardHolder(t, 'another-card');
    await expiredOf(tokenOpened(other.cardId, 5000));
    await expiredOf('enc:v1:made:up:token');
    await expiredOf(JSON.stringify({ card: cardId, at: Date.now() - 5000 }));
    expect(await stored()).toBe(0);

    // Five from one address in an hour; the sixth waits. Another address still gets through.
    for (let index = 0; index < 5; index += 1) {
      const res = await send(
        'rafiq-islam',
        { ...contact, token: tokenOpened(cardId, 5000) },
        '203.0.113.40',
      );
      expect(res.statusCode).toBe(200);
    }
    const sixth = await send(
      'rafiq-islam',
      { ...contact, token: tokenOpened(cardId, 5000) },
      '203.0.113.40',
    );
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json<Json>().message).toMatch(/^Too many contacts sent from this address\./);
    const elsewhere = await send(
      'rafiq-islam',
      { ...contact, token: tokenOpened(cardId, 5000) },
      '203.0.113.41',
    );
    expect(elsewhere.statusCode).toBe(200);
    expect(await stored()).toBe(6);
    expect((await mailsTo(t, owner.email)).length).toBe(6);
  });

  it('gives the owner every contact as one .vcf and as CSV, a page at a time, and deletes one', async () => {
    const { owner, cardId } = await cardHolder(t, 'nusrat-jahan');
    const base = Date.now() - 60_000;
    await t.db.insert(vcardContacts).values(
      Array.from({ length: VCARD_CONTACTS_PAGE_SIZE + 4 }, (_, index) => ({
        vcardId: cardId,
        name: index === 0 ? '=HYPERLINK("https://evil.example")' : `Visitor ${index}`,
        email: `visitor${index}@example.com`,
        phone: index % 2 ? '+880 1711-000000' : '',
        note: index === 1 ? 'Met at the fair; call, after 5 pm' : '',
        consentedAt: new Date(base + index * 1000),
        createdAt: new Date(base + index * 1000),
      })),
    );

    const first = (await asOwner(owner, 'GET', '/api/user/vcard/contacts')).json<Json>().data;
    expect(first.total).toBe(VCARD_CONTACTS_PAGE_SIZE + 4);
    expect(first.more).toBe(true);
    expect(first.contacts).toHaveLength(VCARD_CONTACTS_PAGE_SIZE);
    expect(first.contacts[0].name).toBe(`Visitor ${VCARD_CONTACTS_PAGE_SIZE + 3}`);
    const last = first.contacts.at(-1).id;
    const rest = (
      await asOwner(owner, 'GET', `/api/user/vcard/contacts?before=${last}`)
    ).json<Json>().data;
    expect(rest.more).toBe(false);
    expect(rest.contacts.map((contact: Json) => contact.name)).toEqual([
      'Visitor 3',
      'Visitor 2',
      'Visitor 1',
      '=HYPERLINK("https://evil.example")',
    ]);

    const vcf = await asOwner(owner, 'GET', '/api/user/vcard/contacts.vcf');
    expect(vcf.statusCode).toBe(200);
    expect(vcf.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(vcf.headers['content-disposition']).toContain('V-Card-contacts.vcf');
    const parsed = ICAL.parse(vcf.body) as unknown[];
    const cards = (Array.isArray(parsed[0]) ? parsed : [parsed]).map(
      (jcal) => new ICAL.Component(jcal as never),
    );
    expect(cards).toHaveLength(VCARD_CONTACTS_PAGE_SIZE + 4);
    const met = cards.find((card) => card.getFirstPropertyValue('fn') === 'Visitor 1')!;
    expect(met.getFirstPropertyValue('email')).toBe('visitor1@example.com');
    expect(met.getFirstPropertyValue('tel')).toBe('+8801711000000');
    expect(met.getFirstPropertyValue('note')).toMatch(
      /^Shared through your V-Card on \d{4}-\d\d-\d\d\n/,
    );
    expect(met.getFirstPropertyValue('note')).toContain('call, after 5 pm');

    const csv = await asOwner(owner, 'GET', '/api/user/vcard/contacts.csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Phone,E-mail,Note,Shared on');
    expect(lines).toHaveLength(VCARD_CONTACTS_PAGE_SIZE + 5);
    // A name a spreadsheet would run as a formula is shown as text.
    expect(lines.at(-1)).toMatch(/^"'=HYPERLINK\(""https:\/\/evil\.example""\)",/);
    expect(csv.body).toContain('"Met at the fair; call, after 5 pm"');

    const gone = await asOwner(owner, 'DELETE', `/api/user/vcard/contacts/${last}`);
    expect(gone.json()).toEqual({ success: true, message: 'Contact deleted.' });
    const again = await asOwner(owner, 'DELETE', `/api/user/vcard/contacts/${last}`);
    expect(again.statusCode).toBe(404);
    expect(again.json<Json>().message).toBe(VCARD_CONTACT_NOT_FOUND_MESSAGE);
    // Another owner cannot delete this card's contacts.
    const [kept] = rest.contacts;
    const stranger = await cardHolder(t, 'not-nusrat');
    const foreign = await asOwner(stranger.owner, 'DELETE', `/api/user/vcard/contacts/${kept.id}`);
    expect(foreign.statusCode).toBe(404);
    expect((await asOwner(owner, 'GET', '/api/user/vcard/contacts')).json<Json>().data.total).toBe(
      VCARD_CONTACTS_PAGE_SIZE + 3,
    );
    expect((await asOwner(owner, 'DELETE', '/api/user/vcard/contacts/not-an-id')).statusCode).toBe(
      422,
    );
  });

  it('offers no form on a card that is not public', async () => {
    expect((await t.app.inject({ url: '/api/vcards/nobody-here/contact-form' })).statusCode).toBe(
      404,
    );
    const res = await send('nobody-here', { ...someone, consent: true, token: 'x' });
    expect(res.statusCode).toBe(404);
  });
});
