import { RESET_LINK_INVALID_MESSAGE } from '@careercard/shared/auth';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../infra/db/client';
import { passwordLinks, users } from '../../infra/db/schema';
import type { MailSender } from '../../infra/outbox/mail-sender';
import { takeAll, tooMany, type RateLimiter } from '../../infra/rate-limit/rate-limiter';
import { AppError } from '../../lib/app-error';
import type { Actor, AuditService } from '../audit/service';
import { hashPassword } from '../auth/password';
import { assertStrongPassword } from '../auth/password-strength';
import { hashToken, revokeAllTokens } from '../auth/tokens';

export type PasswordLinkService = ReturnType<typeof createPasswordLinkService>;
type Purpose = (typeof passwordLinks.$inferInsert)['purpose'];

const HOUR_MS = 3_600_000;
/** A reset is asked for by someone who is waiting for it; an invitation may sit in an inbox. */
const LIFETIME_MS = { reset: HOUR_MS, invite: 72 * HOUR_MS, email_change: HOUR_MS } as const;
const LIMITS = { perEmail: 3, perIp: 10, windowMs: HOUR_MS };

/** A new link's token (only its hash is kept); `newEmail` for an e-mail change. */
export async function issueLink(
  db: Db,
  userId: number,
  purpose: Purpose,
  newEmail?: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordLinks).values({
    userId,
    purpose,
    newEmail,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]),
  });
  return token;
}

const invalidLink = () =>
  new AppError(422, RESET_LINK_INVALID_MESSAGE, { token: [RESET_LINK_INVALID_MESSAGE] });

/**
 * Links sent by e-mail that open an account: 'Forgot password?', a new staff member's invitation
 * (both set a password) and an e-mail change (sets the address). The link holds a random token;
 * only its hash is stored, it works once and only for what it was sent for.
 */
export function createPasswordLinkService(options: {
  db: Db;
  mail: MailSender;
  limiter: RateLimiter;
  audit: AuditService;
}) {
  const { db, mail, limiter, audit } = options;

  const issue = (userId: number, purpose: Purpose, newEmail?: string) =>
    issueLink(db, userId, purpose, newEmail);

  /** Links of `purposes` to the account that still work stop working. */
  async function expire(userId: number, purposes: Purpose[]) {
    await db
      .update(passwordLinks)
      .set({ expiresAt: sql`now()` })
      .where(
        and(
          eq(passwordLinks.userId, userId),
          inArray(passwordLinks.purpose, purposes),
          isNull(passwordLinks.usedAt),
          gt(passwordLinks.expiresAt, sql`now()`),
        ),
      );
  }

  async function sendLink(
    user: { id: number; name: string; email: string },
    purpose: 'reset' | 'invite',
    origin: string,
  ) {
    const link = `${origin}/reset-password?token=${await issue(user.id, purpose)}`;
    await mail.send(
      purpose === 'reset'
        ? {
            to: user.email,
            purpose: 'password_reset',
            subject: 'Choose a new CareerCard password',
            text: `Hello ${user.name},\n\nSomeone asked to reset the password of your CareerCard account. To choose a new one, open this link within an hour:\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n\nCareerCard`,
          }
        : {
            to: user.email,
            purpose: 'staff_invitation',
            subject: 'You have been invited to the CareerCard back office',
            text: `Hello ${user.name},\n\nYou have a staff account in the CareerCard back office. To choose your password, open this link within 3 days:\n\n${link}\n\nThen sign in at ${origin}/admin/login with this e-mail address.\n\nCareerCard`,
          },
    );
  }

  return {
    /**
     * 'Forgot password?': e-mails a reset link to an active account. Answers the same for any
     * address, so nobody learns who has an account; limited per address and per e-mail.
     */
    async request(email: string, origin: string, ip: string): Promise<void> {
      const wait = await takeAll(limiter, [
        { key: `reset:ip:${ip}`, rule: { limit: LIMITS.perIp, windowMs: LIMITS.windowMs } },
        {
          key: `reset:email:${email}`,
          rule: { limit: LIMITS.perEmail, windowMs: LIMITS.windowMs },
        },
      ]);
      if (wait > 0) throw tooMany('Too many reset requests.', wait);

      const [user] = await db.select().from(users).where(eq(users.email, email));
      if (!user || user.status !== 'Active') return;
      await sendLink(user, 'reset', origin);
      await audit.record({
        action: 'auth.password_reset_requested',
        actorUserId: user.id,
        ip,
      });
    },

    /** Staff send a user a reset link (User Management), without the requests' limits. */
    async sendReset(user: { id: number; name: string; email: string }, origin: string, by: Actor) {
      await sendLink(user, 'reset', origin);
      await audit.record({
        action: 'user.password_reset_sent',
        ...by,
        targetType: 'user',
        targetId: user.id,
        details: { name: user.name },
      });
    },

    /** A new staff member chooses their password from this link; an earlier one stops working. */
    async invite(user: { id: number; name: string; email: string }, origin: string) {
      await expire(user.id, ['invite']);
      await sendLink(user, 'invite', origin);
    },

    /**
     * An invitation not yet taken up goes to a corrected address instead: the earlier link stops
     * working, and the address it went to hears where it went.
     */
    async moveInvitation(
      user: { id: number; name: string; email: string },
      newEmail: string,
      origin: string,
      by: { name: string },
    ) {
      await expire(user.id, ['invite']);
      await sendLink({ ...user, email: newEmail }, 'invite', origin);
      await mail.send({
        to: user.email,
        purpose: 'staff_invitation_moved',
        subject: 'Your CareerCard invitation went to another address',
        text: `Hello ${user.name},\n\n${by.name} sent your invitation to the CareerCard back office to ${newEmail} instead of this address, and the link sent here no longer works.\n\nIf you did not expect this, tell the Super Admin of your back office, or contact us at ${origin}/p/contact.\n\nCareerCard`,
      });
    },

    /** The address the account is changing to, while its confirmation link works. */
    async pendingEmailOf(userId: number): Promise<string | null> {
      const [link] = await db
        .select({ newEmail: passwordLinks.newEmail })
        .from(passwordLinks)
        .where(
          and(
            eq(passwordLinks.userId, userId),
            eq(passwordLinks.purpose, 'email_change'),
            isNull(passwordLinks.usedAt),
            gt(passwordLinks.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(passwordLinks.createdAt))
        .limit(1);
      return link?.newEmail ?? null;
    },

    /**
     * Sends `newEmail` the link that makes it the account's address (one pending address at a
     * time). When a staff member (`by`) changes a colleague's address, the mail names them and the
     * old address hears of it at once, so its owner can object before anything changes.
     */
    async sendEmailChange(
      user: { id: number; name: string; email: string },
      newEmail: string,
      origin: string,
      by?: { name: string },
    ) {
      await expire(user.id, ['email_change']);
      const link = `${origin}/confirm-email?token=${await issue(user.id, 'email_change', newEmail)}`;
      await mail.send({
        to: newEmail,
        purpose: 'email_change',
        subject: 'Confirm your new CareerCard e-mail address',
        text: by
          ? `Hello ${user.name},\n\n${by.name} changed the e-mail address of your CareerCard back-office account to this one. To confirm it, open this link within an hour:\n\n${link}\n\nUntil then, you sign in with ${user.email} as before. If this address is not yours, ignore this e-mail: nothing changes.\n\nCareerCard`
          : `Hello ${user.name},\n\nYou asked to use this address for your CareerCard account. To confirm it, open this link within an hour:\n\n${link}\n\nUntil then, you sign in with ${user.email} as before. If it was not you, ignore this e-mail: nothing changes.\n\nCareerCard`,
      });
      if (by) {
        await mail.send({
          to: user.email,
          purpose: 'email_change_requested',
          subject: 'Your CareerCard e-mail address is about to change',
          text: `Hello ${user.name},\n\n${by.name} asked to change the e-mail address of your CareerCard back-office account from ${user.email} to ${newEmail}. It changes only when someone opens the link sent to ${newEmail}; until then you sign in with this address as before.\n\nIf you did not expect this, tell the Super Admin of your back office at once, or contact us at ${origin}/p/contact.\n\nCareerCard`,
        });
      }
    },

    /**
     * Sets the password of the link's account, once; every session of the account ends.
     * Answers the account's id.
     */
    async reset(token: string, password: string, ip: string): Promise<number> {
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const [link] = await tx
          .update(passwordLinks)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(passwordLinks.tokenHash, hashToken(token)),
              // An e-mail change link proves the new address, not the account: it sets no password.
              inArray(passwordLinks.purpose, ['reset', 'invite']),
              isNull(passwordLinks.usedAt),
              gt(passwordLinks.expiresAt, sql`now()`),
            ),
          )
          .returning();
        if (!link) throw invalidLink();
        const [owner] = await tx.select().from(users).where(eq(users.id, link.userId));
        // A refusal rolls the transaction back: the link still works for a better password.
        if (owner)
          assertStrongPassword(password, {
            field: 'password',
            personal: [owner.name, owner.email],
          });
        const [user] = await tx
          .update(users)
          .set({ passwordHash })
          .where(and(eq(users.id, link.userId), eq(users.status, 'Active')))
          .returning({ id: users.id });
        if (!user) throw invalidLink();
        // Other links to the account stop working too: one new password, one way to it.
        await tx
          .update(passwordLinks)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordLinks.userId, link.userId), isNull(passwordLinks.usedAt)));
        await revokeAllTokens(tx, link.userId);
        await audit.record(
          {
            action: link.purpose === 'invite' ? 'auth.password_set' : 'auth.password_reset',
            actorUserId: link.userId,
            ip,
          },
          tx,
        );
        return link.userId;
      });
    },
  };
}
