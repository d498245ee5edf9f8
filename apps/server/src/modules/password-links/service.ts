import { RESET_LINK_INVALID_MESSAGE } from '@careercard/shared/auth';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../infra/db/client';
import { passwordLinks, users } from '../../infra/db/schema';
import type { MailSender } from '../../infra/outbox/mail-sender';
import { takeAll, tooMany, type RateLimiter } from '../../infra/rate-limit/rate-limiter';
import { AppError } from '../../lib/app-error';
import type { Actor, AuditService } from '../audit/service';
import { hashPassword } from '../auth/password';
import { hashToken, revokeAllTokens } from '../auth/tokens';

export type PasswordLinkService = ReturnType<typeof createPasswordLinkService>;

const HOUR_MS = 3_600_000;
/** A reset is asked for by someone who is waiting for it; an invitation may sit in an inbox. */
const LIFETIME_MS = { reset: HOUR_MS, invite: 72 * HOUR_MS } as const;
const LIMITS = { perEmail: 3, perIp: 10, windowMs: HOUR_MS };

const invalidLink = () =>
  new AppError(422, RESET_LINK_INVALID_MESSAGE, { token: [RESET_LINK_INVALID_MESSAGE] });

/**
 * Links that set a password, sent by e-mail: 'Forgot password?' and a new staff member's
 * invitation. The link holds a random token; only its hash is stored, and it works once.
 */
export function createPasswordLinkService(options: {
  db: Db;
  mail: MailSender;
  limiter: RateLimiter;
  audit: AuditService;
}) {
  const { db, mail, limiter, audit } = options;

  async function sendLink(
    user: { id: number; name: string; email: string },
    purpose: 'reset' | 'invite',
    origin: string,
  ) {
    const token = randomBytes(32).toString('base64url');
    await db.insert(passwordLinks).values({
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]),
    });
    const link = `${origin}/reset-password?token=${token}`;
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

    /** A new staff member chooses their password from this link. */
    invite: (user: { id: number; name: string; email: string }, origin: string) =>
      sendLink(user, 'invite', origin),

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
              isNull(passwordLinks.usedAt),
              gt(passwordLinks.expiresAt, sql`now()`),
            ),
          )
          .returning();
        if (!link) throw invalidLink();
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
