/**
 * The lengths a contact left on a V-Card may take. Apart from the schemas
 * (vcard-contacts.ts), so the public card's form reads them without loading zod.
 */
export const VCARD_CONTACT_NAME_MAX = 100;
export const VCARD_CONTACT_NOTE_MAX = 500;
