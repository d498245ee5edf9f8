import { z } from 'zod';
import { localeSchema } from './locale-schema';
import { roles } from './permissions';
import { messages, requiredEmail, requiredText } from './validation';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A new password typed twice, as sign-up and a password reset ask for it. */
const newPasswordFields = {
  password: requiredText('password', {
    min: PASSWORD_MIN_LENGTH,
    max: PASSWORD_MAX_LENGTH,
    trim: false,
  }),
  password_confirmation: requiredText('password_confirmation', {
    max: PASSWORD_MAX_LENGTH,
    trim: false,
  }),
};

function withConfirmedPassword<T extends z.ZodObject<typeof newPasswordFields>>(schema: T) {
  return schema.refine((form) => form.password === form.password_confirmation, {
    path: ['password'],
    error: messages.confirmed('password'),
    // Report a mismatch together with the other fields' errors, as Laravel does.
    when: ({ value }) => {
      // `value` is whatever was sent, when the object check itself failed.
      const form = (value ?? {}) as Partial<Record<'password' | 'password_confirmation', unknown>>;
      return (
        typeof form.password === 'string' &&
        typeof form.password_confirmation === 'string' &&
        form.password_confirmation !== ''
      );
    },
  });
}

export const registerSchema = withConfirmedPassword(
  z.object({ name: requiredText('name'), email: requiredEmail(), ...newPasswordFields }),
);
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: requiredEmail(),
  password: requiredText('password', { max: PASSWORD_MAX_LENGTH, trim: false }),
});
export type LoginInput = z.input<typeof loginSchema>;

/** POST /api/user/forgot-password: the answer is the same whether the account exists or not. */
export const forgotPasswordSchema = z.object({ email: requiredEmail() });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export const FORGOT_PASSWORD_MESSAGE =
  'If an account uses that e-mail, we have sent it a link to choose a new password. The link works for one hour.';

/** POST /api/user/reset-password, with the token of the link. */
export const resetPasswordSchema = withConfirmedPassword(
  z.object({
    token: z
      .string({
        error: 'The reset link is incomplete. Please open the link from the e-mail again.',
      })
      .trim()
      .min(1, 'The reset link is incomplete. Please open the link from the e-mail again.')
      .max(200, 'This reset link is not valid.'),
    ...newPasswordFields,
  }),
);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export const RESET_LINK_INVALID_MESSAGE =
  'This link is not valid any more: it was used already or is over an hour old. Please ask for a new one.';

export const IMPERSONATION_REFUSED_MESSAGE =
  'Not while signed in as this user: they do this themselves.';

/** The account as the API returns it. `role` is a list, as in the spec; clients read its first entry. */
export const accountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.array(z.enum(roles)),
  /** Permission keys of an admin's staff role; empty for users. */
  permissions: z.array(z.string()),
  /** Present when a staff member signed in as this user (Login as user). */
  impersonatedBy: z.object({ id: z.number().int(), name: z.string() }).optional(),
  /** The interface language the account chose last: a new browser starts in it. */
  locale: localeSchema,
  /**
   * Staff who must set up two-factor sign-in before anything else: this session may only do
   * that (and sign out).
   */
  twoFactorSetupRequired: z.boolean().optional(),
});
export type Account = z.infer<typeof accountSchema>;

export const signedInAccountSchema = accountSchema.extend({ token: z.string() });
export type SignedInAccount = z.infer<typeof signedInAccountSchema>;

export const loginResponseSchema = z.object({
  message: z.string(),
  data: z.object({ user: signedInAccountSchema }),
});

export const registerResponseSchema = z.object({
  message: z.string(),
  data: z.object({ user: accountSchema }),
});

export const currentUserResponseSchema = z.object({ user: accountSchema });
