import { z } from 'zod';
import { toAsciiDigits } from './locale';
import { bdPhone } from './phone';

export const OTP_LENGTH = 6;
/** The dialog's countdown and the server's wait before another code. */
export const OTP_RESEND_SECONDS = 30;
export const OTP_TTL_MINUTES = 5;
export const OTP_MAX_ATTEMPTS = 5;

export const INVALID_OTP_MESSAGE = 'Invalid OTP. Please try again.';
export const SMS_UNAVAILABLE_MESSAGE =
  'Text messages cannot be sent right now, so we cannot send you a code. Please try again later.';
export { INVALID_PHONE_MESSAGE } from './phone';

export const sendOtpRequestSchema = z.strictObject({ phone: bdPhone });
export type SendOtpRequest = z.input<typeof sendOtpRequestSchema>;

/**
 * How verification codes reach people: by an SMS gateway; on a demo install (payments go to
 * the built-in bKash sandbox and no gateway is set up) on screen, as no SMS is sent; or not at
 * all (no gateway on a real install).
 */
export const smsDeliveryModes = ['gateway', 'demo', 'none'] as const;
export type SmsDeliveryMode = (typeof smsDeliveryModes)[number];

export const sendOtpResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The number the code went to, normalised. */
  phone: z.string(),
  resendAfterSeconds: z.number().int(),
  /** On a demo install only: the code, shown in the dialog since no SMS is sent. */
  demoCode: z.string().optional(),
});

export const verifyOtpRequestSchema = z.strictObject({
  phone: bdPhone,
  otp: z
    .string({ error: INVALID_OTP_MESSAGE })
    .trim()
    .overwrite(toAsciiDigits)
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), INVALID_OTP_MESSAGE),
});
export type VerifyOtpRequest = z.input<typeof verifyOtpRequestSchema>;

export const otpStatusResponseSchema = z.object({
  success: z.literal(true),
  /** This session proved a phone number by OTP. */
  verified: z.boolean(),
});
