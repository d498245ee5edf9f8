import { z } from 'zod';
import { localeSchema } from './locale-schema';
import { INVALID_PHONE_MESSAGE } from './otp';
import { normaliseBdPhone } from './phone';
import { requiredEmail, requiredText } from './validation';

/** Account Settings → Profile: the account's name, e-mail, phone and photo. */

export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully!';
export const PROFILE_PHOTO_REMOVED_MESSAGE = 'Your photo has been removed.';

const PROFILE_PHOTO_MAX_MB = 5;
export const PROFILE_PHOTO_MAX_BYTES = PROFILE_PHOTO_MAX_MB * 1024 * 1024;
export const profilePhotoAccept = 'image/png,image/jpeg,image/gif';
export const PROFILE_PHOTO_TYPE_MESSAGE = 'Please upload a PNG, JPG or GIF image.';
export const PROFILE_PHOTO_TOO_LARGE_MESSAGE = `The photo is too large. Please upload an image of at most ${PROFILE_PHOTO_MAX_MB} MB.`;
/** The side of the square the stored photo fits in. */
export const PROFILE_PHOTO_SIZE = 512;

export const EMAIL_TAKEN_MESSAGE = 'This e-mail address is already used by another account.';
export const EMAIL_CHANGE_LINK_INVALID_MESSAGE =
  'This confirmation link is not valid any more: it was used already or is over an hour old. Please change your e-mail again in Account Settings.';
export const EMAIL_CHANGED_MESSAGE =
  'Your e-mail address has been changed. Please sign in with the new address from now on.';

/** The answer when the e-mail changes: the address stays the old one until the link is followed. */
export const emailChangeSentMessage = (newEmail: string) =>
  `${PROFILE_UPDATED_MESSAGE} We have sent a confirmation link to ${newEmail}. Your e-mail address changes when you open it.`;

/** An optional Bangladeshi mobile number: blank is none, anything else is stored as +8801XXXXXXXXX. */
const optionalBdPhone = z
  .string({ error: 'The phone field must be a string.' })
  .trim()
  .max(30, INVALID_PHONE_MESSAGE)
  .transform((value, ctx) => {
    if (value === '') return null;
    const phone = normaliseBdPhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: INVALID_PHONE_MESSAGE });
      return z.NEVER;
    }
    return phone;
  });

/** POST /api/user/update/contact/info (multipart or JSON; the photo is a file part). */
export const profileUpdateSchema = z.object({
  name: requiredText('name'),
  email: requiredEmail(),
  phone: optionalBdPhone.optional().transform((phone) => phone ?? null),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** GET /api/user/profile. `pendingEmail`: a new address waiting for its link to be followed. */
export const profileSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  photoUrl: z.string().nullable(),
  pendingEmail: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The answer of a profile change: the message to show and the profile as it is now. */
export const profileUpdateResponseSchema = z.object({
  message: z.string(),
  data: profileSchema,
});
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

/** POST /api/user/confirm-email, with the token of the link sent to the new address. */
export const confirmEmailSchema = z.object({
  token: z
    .string({ error: EMAIL_CHANGE_LINK_INVALID_MESSAGE })
    .trim()
    .min(1, EMAIL_CHANGE_LINK_INVALID_MESSAGE)
    .max(200, EMAIL_CHANGE_LINK_INVALID_MESSAGE),
});

export const confirmEmailResponseSchema = z.object({
  message: z.string(),
  data: z.object({ userId: z.number().int(), email: z.string() }),
});
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponseSchema>;

/** PUT /api/user/locale: the interface language the account keeps for its next browser. */
export const localeUpdateSchema = z.object({ locale: localeSchema });
export const localeUpdateResponseSchema = z.object({
  message: z.string(),
  data: z.object({ locale: localeSchema }),
});
export type LocaleUpdateResponse = z.infer<typeof localeUpdateResponseSchema>;
export const LOCALE_SAVED_MESSAGE = 'Language saved.';
