import { z } from 'zod';
import { VCARD_CONTACT_NAME_MAX, VCARD_CONTACT_NOTE_MAX } from './vcard-contact-limits';

/**
 * Contact exchange: a visitor of a public V-Card leaves their own details for the card's owner.
 * Kept only for the owner (never shown publicly), deleted with the card or the account.
 */
export const VCARD_CONTACTS_PAGE_SIZE = 50;

export const VCARD_CONTACT_NAME_MESSAGE = 'Please enter your name.';
export const VCARD_CONTACT_REACH_MESSAGE = 'Please enter a phone number or an e-mail address.';
export const VCARD_CONTACT_EMAIL_MESSAGE = 'Please enter a valid e-mail address.';
export const VCARD_CONTACT_PHONE_MESSAGE = 'Please enter a valid phone number.';
export const VCARD_CONTACT_NOTE_MESSAGE = 'Please keep the note to 500 characters.';
export const VCARD_CONTACT_CONSENT_MESSAGE =
  'Please tick the box to agree that the card’s owner keeps your details.';
export const VCARD_CONTACT_EXPIRED_MESSAGE =
  'This form has expired. Please reload the page and try again.';
export const VCARD_CONTACT_TOO_FAST_MESSAGE =
  'That was very quick. Please check your details, then send them again.';
export const VCARD_CONTACT_CARD_BUSY_MESSAGE =
  'This card has received many contacts today. Please try again tomorrow.';
export const VCARD_CONTACT_NOT_FOUND_MESSAGE = 'Contact not found.';
export const VCARD_CONTACT_SENT_MESSAGE = 'Your details were sent.';
export const VCARD_CONTACT_DELETED_MESSAGE = 'Contact deleted.';

/** Digits with an optional leading +, and the spaces, dashes, dots and brackets people type. */
const PHONE = /^\+?[\d\s\-().]{6,24}$/;
const digitCount = (value: string) => value.replace(/\D/g, '').length;

/** POST /api/vcards/:slug/contacts. `website` is a field people never see: a bot fills it. */
export const vcardContactRequestSchema = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, VCARD_CONTACT_NAME_MESSAGE)
      .max(VCARD_CONTACT_NAME_MAX, VCARD_CONTACT_NAME_MESSAGE),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, VCARD_CONTACT_EMAIL_MESSAGE)
      .pipe(z.union([z.literal(''), z.email(VCARD_CONTACT_EMAIL_MESSAGE)]))
      .default(''),
    phone: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || (PHONE.test(value) && digitCount(value) >= 6),
        VCARD_CONTACT_PHONE_MESSAGE,
      )
      .default(''),
    note: z.string().trim().max(VCARD_CONTACT_NOTE_MAX, VCARD_CONTACT_NOTE_MESSAGE).default(''),
    consent: z.literal(true, { error: VCARD_CONTACT_CONSENT_MESSAGE }),
    /** The form's token (GET …/contact-form): when the form was opened, sealed by the server. */
    token: z.string().max(500),
    website: z.string().max(500).default(''),
  })
  .refine((contact) => contact.email !== '' || contact.phone !== '', {
    path: ['phone'],
    error: VCARD_CONTACT_REACH_MESSAGE,
  });
export type VcardContactRequest = z.input<typeof vcardContactRequestSchema>;

export const vcardContactFormResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ token: z.string() }),
});

export const vcardContactSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type VcardContact = z.infer<typeof vcardContactSchema>;

/** GET /api/user/vcard/contacts: newest first, a page at a time (`?before=<id>`). */
export const vcardContactListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    contacts: z.array(vcardContactSchema),
    total: z.number().int(),
    more: z.boolean(),
  }),
});
