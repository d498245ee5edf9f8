import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth';
import { messages, requiredText } from './validation';

/** POST /api/user/update/password: the current password, then the new one typed twice. */
export const changePasswordSchema = z
  .object({
    current_password: requiredText('current_password', { max: PASSWORD_MAX_LENGTH, trim: false }),
    new_password: requiredText('new_password', {
      min: PASSWORD_MIN_LENGTH,
      max: PASSWORD_MAX_LENGTH,
      trim: false,
    }),
    new_password_confirmation: requiredText('new_password_confirmation', {
      max: PASSWORD_MAX_LENGTH,
      trim: false,
    }),
  })
  .refine((form) => form.new_password === form.new_password_confirmation, {
    path: ['new_password'],
    // The same words as sign-up and a password reset.
    error: messages.confirmed('password'),
    // Reported together with the other fields' errors, as sign-up does.
    when: ({ value }) => {
      // `value` is whatever was sent, when the object check itself failed.
      const form = (value ?? {}) as Partial<
        Record<'new_password' | 'new_password_confirmation', unknown>
      >;
      return (
        typeof form.new_password === 'string' &&
        typeof form.new_password_confirmation === 'string' &&
        form.new_password_confirmation !== ''
      );
    },
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const PASSWORD_UPDATED_MESSAGE = 'Your password has been updated.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is incorrect.';
export const WRONG_PASSWORD_MESSAGE = 'The password is incorrect.';

/** One signed-in browser of the account. */
export const accountSessionSchema = z.object({
  id: z.number().int(),
  /** "Chrome on Android"; null when the browser did not say what it is. */
  device: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session making this call. */
  current: z.boolean(),
  /** A staff member's Login as user session, for support. */
  byStaff: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.array(accountSessionSchema);

export const sessionParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'The session id must be a number.' })
    .int({ error: 'The session id must be a number.' })
    .positive({ error: 'The session id must be a number.' }),
});

export const SESSION_NOT_FOUND_MESSAGE = 'This session has already ended.';
export const SESSION_ENDED_MESSAGE = 'The session has been signed out.';
export const OTHER_SESSIONS_ENDED_MESSAGE = 'Every other session has been signed out.';

/** POST /api/user/delete-account: the password again, so a borrowed browser cannot do it. */
export const deleteAccountSchema = z.object({
  password: requiredText('password', { max: PASSWORD_MAX_LENGTH, trim: false }),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted.';
