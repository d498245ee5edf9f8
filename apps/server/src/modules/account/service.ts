import {
  EMAIL_CHANGE_LINK_INVALID_MESSAGE,
  EMAIL_CHANGED_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  emailChangeSentMessage,
  LOCALE_SAVED_MESSAGE,
  PROFILE_PHOTO_REMOVED_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
  type ConfirmEmailResponse,
  type LocaleUpdateResponse,
  type Profile,
  type ProfileUpdate,
  type ProfileUpdateResponse,
} from '@careercard/shared/account';
import { IMPERSONATION_REFUSED_MESSAGE } from '@careercard/shared/auth';
import type { Locale } from '@careercard/shared/locale';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../infra/db/client';
import { passwordLinks, users } from '../../infra/db/schema';
import type { MailSender } from '../../infra/outbox/mail-sender';
import { tooMany, type RateLimiter } from '../../infra/rate-limit/rate-limiter';
import type { Storage } from '../../infra/storage/storage';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AuditService } from '../audit/service';
import { hashToken } from '../auth/tokens';
import type { PasswordLinkService } from '../password-links/service';
import { toAvatarJpeg } from './avatar';

export type AccountService = ReturnType<typeof createAccountService>;

/** Who changes the profile: the account, and the staff member when signed in as the user. */
export interface ProfileCaller {
  userId: number;
  impersonator: { id: number; name: string } | null;
  ip: string;
}

const HOUR_MS = 3_600_000;
/** E-mail changes per account and hour: each sends a message to an address the caller typed. */
const EMAIL_CHANGES_PER_HOUR = 3;
/** `avatars/{userId}/{uuid}.jpg`: served at /api/avatars/{userId}/{uuid}.jpg. */
const AVATAR_FILE = /^(\d{1,12})\/([0-9a-f-]{36})\.jpg$/;

const avatarUrl = (key: string | null) => (key ? `/api/${key}` : null);
const emailTaken = () => new AppError(422, EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] });
const invalidLink = () =>
  new AppError(422, EMAIL_CHANGE_LINK_INVALID_MESSAGE, {
    token: [EMAIL_CHANGE_LINK_INVALID_MESSAGE],
  });

/**
 * Account Settings → Profile: name, phone and photo change at once; a new e-mail address
 * only when the link sent to it is followed, and the old address is told.
 */
export function createAccountService(options: {
  db: Db;
  storage: Storage;
  mail: MailSender;
  links: PasswordLinkService;
  limiter: RateLimiter;
  audit: AuditService;
  logger: FastifyBaseLogger;
}) {
  const { db, storage, mail, links, limiter, audit, logger } = options;

  async function profileOf(userId: number): Promise<Profile> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw notFound('Account not found.');
    return {
      name: user.name,
      email: user.email,
      phone: user.phone,
      photoUrl: avatarUrl(user.photoKey),
      pendingEmail: await links.pendingEmailOf(userId),
    };
  }

  /** A replaced or removed photo goes once the database no longer names it. */
  async function removeFile(key: string | null) {
    if (!key) return;
    try {
      await storage.delete(key);
    } catch (error) {
      logger.warn({ err: error, key }, 'could not delete a replaced profile photo');
    }
  }

  async function emailIsFree(email: string, userId: number): Promise<boolean> {
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, userId)));
    return !other;
  }

  return {
    profile: profileOf,

    /**
     * Remembers the interface language for the account's next browser. A staff member signed in
     * as the user reads in their own language without changing the user's.
     */
    async setLocale(caller: ProfileCaller, locale: Locale): Promise<LocaleUpdateResponse> {
      if (!caller.impersonator) {
        await db.update(users).set({ locale }).where(eq(users.id, caller.userId));
      }
      return { message: LOCALE_SAVED_MESSAGE, data: { locale } };
    },

    /**
     * Saves name and phone, and the photo when one is sent (re-encoded; the old file is deleted
     * after the change is committed). A different e-mail address gets a confirmation link.
     */
    async update(
      caller: ProfileCaller,
      input: ProfileUpdate,
      photo: Buffer | undefined,
      origin: string,
    ): Promise<ProfileUpdateResponse> {
      const { userId } = caller;
      const [current] = await db.select().from(users).where(eq(users.id, userId));
      if (!current) throw notFound('Account not found.');

      // Everything that can refuse the request comes before anything is stored.
      const changesEmail = input.email !== current.email;
      if (changesEmail) {
        if (caller.impersonator) throw new AppError(403, IMPERSONATION_REFUSED_MESSAGE);
        if (!(await emailIsFree(input.email, userId))) throw emailTaken();
        const key = `email-change:user:${userId}`;
        const wait = await limiter.take(key, { limit: EMAIL_CHANGES_PER_HOUR, windowMs: HOUR_MS });
        if (wait > 0) throw tooMany('Too many e-mail changes.', wait);
      }
      const jpeg = photo ? await toAvatarJpeg(photo) : undefined;
      const photoKey = jpeg ? `avatars/${userId}/${randomUUID()}.jpg` : undefined;
      if (jpeg && photoKey) await storage.put(photoKey, jpeg, 'image/jpeg');

      try {
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({
              name: input.name,
              phone: input.phone,
              ...(photoKey ? { photoKey } : {}),
              updatedAt: sql`now()`,
            })
            .where(eq(users.id, userId));
          await audit.record(
            {
              action: 'account.profile_updated',
              actorUserId: caller.impersonator?.id ?? userId,
              ip: caller.ip,
              targetType: 'user',
              targetId: userId,
              details: {
                changed: [
                  ...(input.name !== current.name ? ['name'] : []),
                  ...(input.phone !== current.phone ? ['phone'] : []),
                  ...(photoKey ? ['photo'] : []),
                  ...(changesEmail ? ['email (pending confirmation)'] : []),
                ],
              },
            },
            tx,
          );
        });
      } catch (error) {
        if (photoKey) await removeFile(photoKey);
        throw error;
      }
      if (photoKey) await removeFile(current.photoKey);

      if (changesEmail) {
        try {
          await links.sendEmailChange(
            { id: userId, name: input.name, email: current.email },
            input.email,
            origin,
          );
        } catch (error) {
          logger.warn({ err: error }, 'could not send an e-mail change link');
          throw new AppError(
            502,
            'Your profile was saved, but the confirmation e-mail could not be sent. Please try again later.',
          );
        }
      }
      return {
        message: changesEmail ? emailChangeSentMessage(input.email) : PROFILE_UPDATED_MESSAGE,
        data: await profileOf(userId),
      };
    },

    async removePhoto(caller: ProfileCaller): Promise<ProfileUpdateResponse> {
      const [current] = await db
        .select({ photoKey: users.photoKey })
        .from(users)
        .where(eq(users.id, caller.userId));
      if (!current) throw notFound('Account not found.');
      if (current.photoKey) {
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ photoKey: null, updatedAt: sql`now()` })
            .where(eq(users.id, caller.userId));
          await audit.record(
            {
              action: 'account.profile_updated',
              actorUserId: caller.impersonator?.id ?? caller.userId,
              ip: caller.ip,
              targetType: 'user',
              targetId: caller.userId,
              details: { changed: ['photo removed'] },
            },
            tx,
          );
        });
        await removeFile(current.photoKey);
      }
      return { message: PROFILE_PHOTO_REMOVED_MESSAGE, data: await profileOf(caller.userId) };
    },

    /**
     * Follows an e-mail change link, once: the account takes the new address if it is still
     * free, and the old address is told how to get help if it was not its owner.
     */
    async confirmEmail(token: string, ip: string, origin: string): Promise<ConfirmEmailResponse> {
      const changed = await db
        .transaction(async (tx) => {
          const [link] = await tx
            .update(passwordLinks)
            .set({ usedAt: sql`now()` })
            .where(
              and(
                eq(passwordLinks.tokenHash, hashToken(token)),
                eq(passwordLinks.purpose, 'email_change'),
                isNull(passwordLinks.usedAt),
                gt(passwordLinks.expiresAt, sql`now()`),
              ),
            )
            .returning();
          if (!link?.newEmail) throw invalidLink();
          const [before] = await tx
            .select()
            .from(users)
            .where(and(eq(users.id, link.userId), eq(users.status, 'Active')));
          if (!before) throw invalidLink();
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.email, link.newEmail), ne(users.id, link.userId)));
          if (taken) throw emailTaken();
          await tx
            .update(users)
            .set({ email: link.newEmail, updatedAt: sql`now()` })
            .where(eq(users.id, link.userId));
          await audit.record(
            {
              action: 'account.email_changed',
              actorUserId: link.userId,
              ip,
              targetType: 'user',
              targetId: link.userId,
              details: { from: before.email, to: link.newEmail },
            },
            tx,
          );
          return { userId: link.userId, name: before.name, from: before.email, to: link.newEmail };
        })
        .catch((error: unknown) => {
          // Taken between the check and the write.
          throw isUniqueViolation(error) ? emailTaken() : error;
        });

      try {
        await mail.send({
          to: changed.from,
          purpose: 'email_changed',
          subject: 'Your CareerCard e-mail address was changed',
          text: `Hello ${changed.name},\n\nThe e-mail address of your CareerCard account was changed from ${changed.from} to ${changed.to}. From now on, sign in with the new address.\n\nIf you did not make this change, someone else may have your password: please contact us right away at ${origin}/p/contact, or reply to this e-mail, and we will help you get your account back.\n\nCareerCard`,
        });
      } catch (error) {
        // The change is made; the notice stays in the outbox for the back office to see.
        logger.warn({ err: error }, 'could not tell the old address of an e-mail change');
      }
      return {
        message: EMAIL_CHANGED_MESSAGE,
        data: { userId: changed.userId, email: changed.to },
      };
    },

    /** A stored profile photo, by `{userId}/{uuid}.jpg`. */
    async avatar(file: string): Promise<Buffer | null> {
      if (!AVATAR_FILE.test(file)) return null;
      return storage.get(`avatars/${file}`);
    },
  };
}
