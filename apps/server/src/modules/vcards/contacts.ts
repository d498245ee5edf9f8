import {
  VCARD_CONTACT_CARD_BUSY_MESSAGE,
  VCARD_CONTACT_EXPIRED_MESSAGE,
  VCARD_CONTACT_NOT_FOUND_MESSAGE,
  VCARD_CONTACT_TOO_FAST_MESSAGE,
  VCARD_CONTACTS_PAGE_SIZE,
  type VcardContact,
  type vcardContactRequestSchema,
} from '@careercard/shared/vcard-contacts';
import type { Locale } from '@careercard/shared/locale';
import { and, count, desc, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../infra/db/client';
import { users, vcardContacts, vcards } from '../../infra/db/schema';
import type { MailSender } from '../../infra/outbox/mail-sender';
import { tooMany, type RateLimiter } from '../../infra/rate-limit/rate-limiter';
import type { SecretBox } from '../../infra/secrets';
import { AppError, notFound, TooManyRequests } from '../../lib/app-error';
import { dhakaDateTime } from '../../lib/csv';
import { buildVcard, vcardFileName } from './vcard-file';

export type VcardContacts = ReturnType<typeof createVcardContacts>;
type ContactInput = z.output<typeof vcardContactRequestSchema>;
type ContactRow = typeof vcardContacts.$inferSelect;

/** Faster than anyone reads a card and types a name and a number: a script. */
const MIN_FORM_MS = 2_000;
/** A form left open longer is opened again, so an old token is no pass for a bot. */
const MAX_FORM_MS = 24 * 3600_000;
const HOUR_MS = 3600_000;
/** From one address: a person meets a few people an hour, not dozens. */
const PER_ADDRESS = { limit: 5, windowMs: HOUR_MS };
/** Into one card: a busy event's worth a day, and a flood stops there. */
const PER_CARD = { limit: 50, windowMs: 24 * HOUR_MS };

/** A form refused as a whole: the message is the form's, not one field's. */
const refused = (message: string) => new AppError(422, message, { token: [message] });

const contactOf = (row: ContactRow): VcardContact => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

/** What the owner is told by e-mail, in their language. */
function noticeOf(contact: ContactInput, owner: { name: string; locale: Locale }, page: string) {
  const lines = (labels: { phone: string; email: string; note: string }) =>
    [
      contact.phone && `${labels.phone}: ${contact.phone}`,
      contact.email && `${labels.email}: ${contact.email}`,
      contact.note && `${labels.note}: ${contact.note}`,
    ]
      .filter(Boolean)
      .join('\n');
  if (owner.locale === 'bn') {
    return {
      subject: `${contact.name} আপনার V-Card থেকে যোগাযোগের তথ্য পাঠিয়েছেন`,
      text: `${owner.name},\n\n${contact.name} আপনার V-Card থেকে তাঁর যোগাযোগের তথ্য আপনার সঙ্গে শেয়ার করেছেন।\n\n${lines({ phone: 'ফোন', email: 'ইমেইল', note: 'নোট' })}\n\nআপনার সব যোগাযোগ দেখুন ও ডাউনলোড করুন: ${page}\n\nCareerCard`,
    };
  }
  return {
    subject: `${contact.name} shared their contact with you on your V-Card`,
    text: `Hello ${owner.name},\n\n${contact.name} shared their contact details with you through your V-Card.\n\n${lines({ phone: 'Phone', email: 'E-mail', note: 'Note' })}\n\nSee and download all your contacts at ${page}\n\nCareerCard`,
  };
}

/**
 * Contacts visitors leave for a card's owner. Bots are kept out without a third-party captcha:
 * a field people never see, a sealed token that says when the form was opened (too quick, or a
 * day old, is refused), and limits per address and per card.
 */
export function createVcardContacts({
  db,
  box,
  limiter,
  mail,
  logger,
  now = () => Date.now(),
}: {
  db: Db;
  box: SecretBox;
  limiter: RateLimiter;
  mail: MailSender;
  logger: FastifyBaseLogger;
  now?: () => number;
}) {
  /** Whether the form was opened for this card between a day and two seconds ago. */
  function checkToken(token: string, cardId: string) {
    let opened: { card?: unknown; at?: unknown } = {};
    try {
      const plain = box.open(token);
      // The box hands back a value it did not seal as it is: such a token is anyone's making.
      if (plain !== token) opened = JSON.parse(plain) as typeof opened;
    } catch {
      // Not one of ours (or tampered with): as good as expired.
    }
    const age = typeof opened.at === 'number' ? now() - opened.at : Number.NaN;
    if (opened.card !== cardId || !(age >= 0 && age <= MAX_FORM_MS)) {
      throw refused(VCARD_CONTACT_EXPIRED_MESSAGE);
    }
    if (age < MIN_FORM_MS) throw refused(VCARD_CONTACT_TOO_FAST_MESSAGE);
  }

  async function countFrom(ip: string, cardId: string) {
    const addressKey = `vcard-contact:ip:${ip}`;
    const wait = await limiter.take(addressKey, PER_ADDRESS);
    if (wait > 0) throw tooMany('Too many contacts sent from this address.', wait);
    const cardWait = await limiter.take(`vcard-contact:card:${cardId}`, PER_CARD);
    if (cardWait > 0) {
      await limiter.forgive(addressKey, PER_ADDRESS);
      throw new TooManyRequests(VCARD_CONTACT_CARD_BUSY_MESSAGE, cardWait);
    }
  }

  /** The contacts `where` picks, newest first. */
  async function everyContact(where: SQL): Promise<VcardContact[]> {
    const rows = await db
      .select()
      .from(vcardContacts)
      .where(where)
      .orderBy(desc(vcardContacts.createdAt), desc(vcardContacts.id));
    return rows.map(contactOf);
  }

  async function ownerOf(userId: number) {
    const [owner] = await db
      .select({ name: users.name, email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, userId));
    return owner;
  }

  return {
    /** A token for the form a visitor just opened. */
    formToken: (cardId: string) => box.seal(JSON.stringify({ card: cardId, at: now() })),

    /** Keeps a visitor's details for the card's owner and tells them by e-mail. */
    async receive(
      card: { id: string; userId: number },
      contact: ContactInput,
      { ip, ownerPage }: { ip: string; ownerPage: string },
    ): Promise<void> {
      // A bot that filled the hidden field is told it worked, so it learns nothing to adapt to.
      if (contact.website) return;
      checkToken(contact.token, card.id);
      await countFrom(ip, card.id);
      const at = new Date(now());
      await db.insert(vcardContacts).values({
        vcardId: card.id,
        name: contact.name,
        email: contact.email,
        phone: contact.phone,
        note: contact.note,
        consentedAt: at,
        createdAt: at,
      });
      const owner = await ownerOf(card.userId);
      if (!owner) return;
      const notice = noticeOf(
        contact,
        { name: owner.name, locale: owner.locale === 'bn' ? 'bn' : 'en' },
        ownerPage,
      );
      // The contact is kept whatever the mail does: the owner finds it in My V-Card.
      await mail
        .send({ to: owner.email, purpose: 'vcard_contact', ...notice })
        .catch((error: unknown) => logger.warn({ err: error }, 'V-Card contact e-mail not queued'));
    },

    /** The card's contacts, newest first, a page at a time after `before` (a contact's id). */
    async list(cardId: string, before?: string) {
      const cursor = before
        ? db
            .select({ createdAt: vcardContacts.createdAt, id: vcardContacts.id })
            .from(vcardContacts)
            .where(and(eq(vcardContacts.vcardId, cardId), eq(vcardContacts.id, before)))
        : undefined;
      const [after] = cursor ? await cursor : [];
      if (before && !after) throw notFound(VCARD_CONTACT_NOT_FOUND_MESSAGE);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(vcardContacts)
          .where(
            and(
              eq(vcardContacts.vcardId, cardId),
              after
                ? or(
                    lt(vcardContacts.createdAt, after.createdAt),
                    and(
                      eq(vcardContacts.createdAt, after.createdAt),
                      lt(vcardContacts.id, after.id),
                    ),
                  )
                : undefined,
            ),
          )
          .orderBy(desc(vcardContacts.createdAt), desc(vcardContacts.id))
          .limit(VCARD_CONTACTS_PAGE_SIZE + 1),
        db.select({ total: count() }).from(vcardContacts).where(eq(vcardContacts.vcardId, cardId)),
      ]);
      return {
        contacts: rows.slice(0, VCARD_CONTACTS_PAGE_SIZE).map(contactOf),
        total: total?.total ?? 0,
        more: rows.length > VCARD_CONTACTS_PAGE_SIZE,
      };
    },

    /** Every contact of the card, newest first, for the owner's downloads. */
    all: (cardId: string) => everyContact(eq(vcardContacts.vcardId, cardId)),

    /** Every contact left on the user's card, for the download of their data. */
    ofOwner: (userId: number) =>
      everyContact(
        inArray(
          vcardContacts.vcardId,
          db.select({ id: vcards.id }).from(vcards).where(eq(vcards.userId, userId)),
        ),
      ),

    async remove(cardId: string, id: string): Promise<void> {
      const gone = await db
        .delete(vcardContacts)
        .where(and(eq(vcardContacts.vcardId, cardId), eq(vcardContacts.id, id)))
        .returning({ id: vcardContacts.id });
      if (gone.length === 0) throw notFound(VCARD_CONTACT_NOT_FOUND_MESSAGE);
    },
  };
}

/** The contacts as one .vcf (a vCard 3.0 each), which phones and address books import at once. */
export function contactsFile(contacts: VcardContact[]): { fileName: string; text: string } {
  const text = contacts
    .map((contact) =>
      buildVcard({
        name: contact.name,
        emails: [contact.email],
        phones: [contact.phone],
        note: [
          `Shared through your V-Card on ${dhakaDateTime(new Date(contact.createdAt)).slice(0, 10)}`,
          contact.note,
        ]
          .filter(Boolean)
          .join('\n'),
      }),
    )
    .join('');
  return { fileName: vcardFileName('V-Card contacts'), text };
}

/** The CSV's columns, in order. */
export const CONTACT_CSV_HEADER = ['Name', 'Phone', 'E-mail', 'Note', 'Shared on'] as const;
export const contactCsvRow = (contact: VcardContact) => [
  contact.name,
  contact.phone,
  contact.email,
  contact.note,
  dhakaDateTime(new Date(contact.createdAt)),
];
