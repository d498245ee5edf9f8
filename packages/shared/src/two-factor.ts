import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, signedInAccountSchema } from './auth';
import { toAsciiDigits } from './locale';
import { requiredText } from './validation';

/**
 * Two-factor sign-in (issue 43): an authenticator app's six-digit codes (TOTP, RFC 6238: SHA-1,
 * 30-second steps), and ten single-use recovery codes for a lost phone.
 */
export const RECOVERY_CODE_COUNT = 10;
/** How long the code step of a sign-in waits after the password was right. */
export const SIGN_IN_CHALLENGE_MINUTES = 5;

export const TWO_FACTOR_CODE_NEEDED_MESSAGE = 'Enter the 6-digit code from your authenticator app.';
export const WRONG_TWO_FACTOR_CODE_MESSAGE =
  'That code is not right. Check the time on your phone and enter the newest code, or use a recovery code.';
export const SIGN_IN_CHALLENGE_EXPIRED_MESSAGE =
  'This sign-in has timed out. Please enter your e-mail and password again.';
export const TWO_FACTOR_ENABLED_MESSAGE =
  'Two-factor sign-in is on. Keep your recovery codes somewhere safe: each one works once.';
export const TWO_FACTOR_DISABLED_MESSAGE = 'Two-factor sign-in is off.';
export const RECOVERY_CODES_RENEWED_MESSAGE =
  'New recovery codes are ready. The old ones no longer work.';
export const TWO_FACTOR_ALREADY_ON_MESSAGE = 'Two-factor sign-in is already on.';
export const TWO_FACTOR_NOT_ON_MESSAGE = 'Two-factor sign-in is not on.';
export const TWO_FACTOR_SETUP_FIRST_MESSAGE =
  'Start the set-up first: scan the QR code, then enter the code it shows.';
export const TWO_FACTOR_REQUIRED_FOR_STAFF_MESSAGE =
  'Two-factor sign-in is required for staff accounts, so it cannot be turned off.';
export const TWO_FACTOR_SETUP_REQUIRED_MESSAGE =
  'Set up two-factor sign-in to continue: it is required for staff accounts.';
export const OWN_TWO_FACTOR_FIRST_MESSAGE =
  'Turn on two-factor sign-in for your own account first (Security), so that the rule cannot lock you out.';
export const TWO_FACTOR_RESET_MESSAGE =
  'Two-factor sign-in was reset and their sessions ended. They sign in with their password and set it up again.';
export const TWO_FACTOR_RESET_SUPER_ADMIN_ONLY_MESSAGE =
  "Only a Super Admin can reset a staff member's two-factor sign-in.";
export const TWO_FACTOR_RESET_SELF_MESSAGE =
  'Use a recovery code to reach your own account; another Super Admin can reset yours.';

/** A six-digit code (Bengali digits and spaces accepted), or a recovery code such as abcd-efgh-ijkm-npqr. */
const codeField = z
  .string({ error: 'The code field is required.' })
  .transform((value) => toAsciiDigits(value).replace(/\s+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, 'The code field is required.')
      .max(40, WRONG_TWO_FACTOR_CODE_MESSAGE)
      .regex(/^(\d{6}|[a-z0-9-]{16,19})$/, WRONG_TWO_FACTOR_CODE_MESSAGE),
  );

/** Only the six-digit code of the app: a recovery code cannot confirm a new set-up. */
const appCodeField = z
  .string({ error: 'The code field is required.' })
  .transform((value) => toAsciiDigits(value).replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'The code field is required.')
      .regex(/^\d{6}$/, 'The code must be the 6 digits your authenticator app shows.'),
  );

const passwordField = requiredText('password', { max: PASSWORD_MAX_LENGTH, trim: false });

/** The answer to a right password when the account has two-factor sign-in on. */
const twoFactorChallengeResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    two_factor: z.object({
      /** Sent back with the code; it works for SIGN_IN_CHALLENGE_MINUTES. */
      challenge: z.string(),
    }),
  }),
});

/** POST /api/user/login and /api/admin/login: signed in, or asked for the code. */
export const signInResponseSchema = z.union([
  z.object({ message: z.string(), data: z.object({ user: signedInAccountSchema }) }),
  twoFactorChallengeResponseSchema,
]);

/** POST /api/user/login/two-factor and /api/admin/login/two-factor. */
export const twoFactorSignInSchema = z.object({
  challenge: z
    .string({ error: SIGN_IN_CHALLENGE_EXPIRED_MESSAGE })
    .min(20, SIGN_IN_CHALLENGE_EXPIRED_MESSAGE)
    .max(100, SIGN_IN_CHALLENGE_EXPIRED_MESSAGE),
  code: codeField,
});
export type TwoFactorSignInInput = z.input<typeof twoFactorSignInSchema>;

/** GET /api/user/two-factor */
export const twoFactorStatusSchema = z.object({
  data: z.object({
    enabled: z.boolean(),
    /** The account is staff and the Super Admin requires two-factor sign-in of staff. */
    required: z.boolean(),
    recoveryCodesLeft: z.number().int(),
  }),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>['data'];

/** POST /api/user/two-factor/setup: a new secret, to scan or to type in. */
export const twoFactorSetupResponseSchema = z.object({
  data: z.object({
    /** Base32, as authenticator apps take it when typed in. */
    secret: z.string(),
    otpauthUrl: z.string(),
    /** The otpauth address as an SVG QR code. */
    qrSvg: z.string(),
  }),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponseSchema>['data'];

/** POST /api/user/two-factor/enable */
export const enableTwoFactorSchema = z.object({ password: passwordField, code: appCodeField });
export type EnableTwoFactorInput = z.input<typeof enableTwoFactorSchema>;

/** POST /api/user/two-factor/disable and /recovery-codes: the password and a current code. */
export const confirmTwoFactorSchema = z.object({ password: passwordField, code: codeField });
export type ConfirmTwoFactorInput = z.input<typeof confirmTwoFactorSchema>;

/** The answer that shows recovery codes: the only time they are shown. */
export const recoveryCodesResponseSchema = z.object({
  message: z.string(),
  data: z.object({ recoveryCodes: z.array(z.string()) }),
});
