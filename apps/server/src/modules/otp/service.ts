import {
  INVALID_OTP_MESSAGE,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_MINUTES,
  SMS_UNAVAILABLE_MESSAGE,
  type SmsDeliveryMode,
} from '@careercard/shared/otp';
import { OTP_PLACEHOLDER, type SmsSettings } from '@careercard/shared/settings';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../infra/db/client';
import { accessTokens, otpCodes } from '../../infra/db/schema';
import { smsGatewaySetUp, type SmsSender } from '../../infra/outbox/sms-sender';
import { AppError, TooManyRequests } from '../../lib/app-error';
import type { Caller } from '../auth/service';

export type OtpService = ReturnType<typeof createOtpService>;

/** Codes a user or a number may be sent per hour: enough for typos, too few for abuse. */
const MAX_SENDS_PER_HOUR = 5;

const hashCode = (userId: number, phone: string, code: string) =>
  createHash('sha256').update(`${userId}:${phone}:${code}`).digest('hex');

const invalidOtp = () => new AppError(422, INVALID_OTP_MESSAGE, { otp: [INVALID_OTP_MESSAGE] });

/**
 * Phone verification by a one-time code sent by SMS. A proved phone marks the session (the
 * access token), so later downloads in that session skip the dialog.
 */
export const PHONE_NOT_VERIFIED_MESSAGE = 'Please verify your phone number first.';

export function createOtpService(options: {
  db: Db;
  sms: SmsSender;
  smsSettings: () => Promise<SmsSettings>;
  /** A local or demo install: payments go to the built-in bKash sandbox. */
  demoInstall: () => Promise<boolean>;
}) {
  const { db, sms } = options;

  async function delivery(): Promise<SmsDeliveryMode> {
    if (smsGatewaySetUp(await options.smsSettings())) return 'gateway';
    return (await options.demoInstall()) ? 'demo' : 'none';
  }

  async function isVerified(caller: Caller): Promise<boolean> {
    const [row] = await db
      .select({ at: accessTokens.phoneVerifiedAt })
      .from(accessTokens)
      .where(eq(accessTokens.id, caller.tokenId));
    return !!row?.at;
  }

  return {
    delivery,

    async send(caller: Caller, phone: string) {
      const mode = await delivery();
      // Nobody could read the code: none is made, and the wait and hourly limits stay unspent.
      if (mode === 'none') throw new AppError(503, SMS_UNAVAILABLE_MESSAGE);
      const userId = caller.account.id;
      const hourAgo = sql`now() - interval '1 hour'`;
      const [[latest], [byUser], [byPhone]] = await Promise.all([
        db
          .select({ createdAt: otpCodes.createdAt })
          .from(otpCodes)
          .where(and(eq(otpCodes.userId, userId), eq(otpCodes.phone, phone)))
          .orderBy(desc(otpCodes.createdAt))
          .limit(1),
        db
          .select({ n: count() })
          .from(otpCodes)
          .where(and(eq(otpCodes.userId, userId), gt(otpCodes.createdAt, hourAgo))),
        db
          .select({ n: count() })
          .from(otpCodes)
          .where(and(eq(otpCodes.phone, phone), gt(otpCodes.createdAt, hourAgo))),
      ]);
      const waited = latest ? (Date.now() - latest.createdAt.getTime()) / 1000 : Infinity;
      if (waited < OTP_RESEND_SECONDS) {
        const wait = Math.ceil(OTP_RESEND_SECONDS - waited);
        throw new TooManyRequests(
          `Please wait ${wait} seconds before asking for another code.`,
          wait * 1000,
        );
      }
      if ((byUser?.n ?? 0) >= MAX_SENDS_PER_HOUR || (byPhone?.n ?? 0) >= MAX_SENDS_PER_HOUR) {
        throw new AppError(429, 'Too many codes were asked for. Please try again in an hour.');
      }

      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      // A new code replaces any earlier one for this number.
      await db
        .update(otpCodes)
        .set({ expiresAt: sql`now()` })
        .where(
          and(eq(otpCodes.userId, userId), eq(otpCodes.phone, phone), isNull(otpCodes.verifiedAt)),
        );
      await db.insert(otpCodes).values({
        userId,
        phone,
        codeHash: hashCode(userId, phone, code),
        expiresAt: sql`now() + make_interval(mins => ${OTP_TTL_MINUTES})`,
      });
      const { otpTemplate } = await options.smsSettings();
      try {
        await sms.send({
          to: phone,
          purpose: 'otp',
          text: otpTemplate.replaceAll(OTP_PLACEHOLDER, code),
        });
      } catch {
        throw new AppError(502, 'We could not send the code by SMS. Please try again.');
      }
      return {
        phone,
        resendAfterSeconds: OTP_RESEND_SECONDS,
        ...(mode === 'demo' ? { demoCode: code } : {}),
      };
    },

    async verify(caller: Caller, phone: string, otp: string) {
      const userId = caller.account.id;
      const [current] = await db
        .select()
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.userId, userId),
            eq(otpCodes.phone, phone),
            isNull(otpCodes.verifiedAt),
            gt(otpCodes.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(otpCodes.createdAt))
        .limit(1);
      if (!current) {
        throw new AppError(422, 'This code has expired. Please ask for a new one.', {
          otp: ['This code has expired. Please ask for a new one.'],
        });
      }
      // Count the try before comparing, atomically, so parallel guesses cannot exceed the limit.
      const [tried] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(and(eq(otpCodes.id, current.id), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
        .returning({ id: otpCodes.id });
      if (!tried) {
        throw new AppError(429, 'Too many wrong codes. Please ask for a new one.');
      }
      const given = Buffer.from(hashCode(userId, phone, otp));
      if (!timingSafeEqual(given, Buffer.from(current.codeHash))) throw invalidOtp();

      const [verified] = await db
        .update(otpCodes)
        .set({ verifiedAt: sql`now()` })
        .where(and(eq(otpCodes.id, current.id), isNull(otpCodes.verifiedAt)))
        .returning({ id: otpCodes.id });
      if (!verified) throw invalidOtp();
      await db
        .update(accessTokens)
        .set({ phoneVerifiedAt: sql`now()` })
        .where(eq(accessTokens.id, caller.tokenId));
    },

    /** Has this session proved a phone? */
    isVerified,

    /** The download gate: a CV with a phone number needs a session that proved one. */
    async assertMayDownload(caller: Caller, cvPhone: string): Promise<void> {
      if (cvPhone.trim() !== '' && !(await isVerified(caller))) {
        throw new AppError(403, PHONE_NOT_VERIFIED_MESSAGE);
      }
    },
  };
}
