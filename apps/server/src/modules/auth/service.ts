import type { Account, SignedInAccount } from '@careercard/shared/auth';
import { toLocale, type Locale } from '@careercard/shared/locale';
import { permissionKeys, SUPER_ADMIN_ROLE_ID } from '@careercard/shared/permissions';
import { messages, requiredEmail, summariseErrors } from '@careercard/shared/validation';
import {
  SIGN_IN_CHALLENGE_EXPIRED_MESSAGE,
  SIGN_IN_CHALLENGE_MINUTES,
} from '@careercard/shared/two-factor';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../infra/db/client';
import { signInChallenges, staffRoles, users } from '../../infra/db/schema';
import { takeAll, tooMany, type RateLimiter, type Rule } from '../../infra/rate-limit/rate-limiter';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AuditService } from '../audit/service';
import { invalidCode, type CodeKind, type TwoFactorService } from '../two-factor/service';
import type { DeviceStore } from './devices';
import { weakPasswordMessage } from './password-strength';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password';
import { findToken, hashToken, issueToken, revokeToken } from './tokens';

type UserRow = typeof users.$inferSelect;
const DAY_MS = 86_400_000;

/** Who is calling: the account as the API shows it, plus the token used, for logout. */
export interface Caller {
  account: Account;
  tokenId: number;
  status: UserRow['status'];
  /** The staff member who signed in as this user, for a Login as user session. */
  impersonator: { id: number; name: string } | null;
  /** Staff who must set up two-factor sign-in: the session may do only that. */
  mustSetUpTwoFactor: boolean;
}

/** A right password: signed in, or (two-factor sign-in on) the code step to take. */
export type SignInOutcome =
  { account: SignedInAccount; device: string; challenge?: undefined } | { challenge: string };

export type SignInAs = 'user' | 'admin';

interface Deps {
  db: Db;
  config: Pick<Config, 'tokenTtlDays' | 'login' | 'register'>;
  limiter: RateLimiter;
  devices: DeviceStore;
  audit: AuditService;
  twoFactor: Pick<TwoFactorService, 'isOn' | 'staffMustUse' | 'spend'>;
}

const CHALLENGE_MS = SIGN_IN_CHALLENGE_MINUTES * 60_000;
/** Wrong codes one code step takes before the password must be typed again. */
const CHALLENGE_ATTEMPTS = 5;
const challengeExpired = () => new AppError(401, SIGN_IN_CHALLENGE_EXPIRED_MESSAGE);

function permissionsOf(user: UserRow, staffPermissions: string[] | null): string[] {
  if (user.role !== 'admin') return [];
  if (user.staffRoleId === SUPER_ADMIN_ROLE_ID) return [...permissionKeys];
  return staffPermissions ?? [];
}

function toAccount(user: UserRow, staffPermissions: string[] | null): Account {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: [user.role],
    permissions: permissionsOf(user, staffPermissions),
    locale: toLocale(user.locale),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({ db, config, limiter, devices, audit, twoFactor }: Deps) {
  const windowMs = config.login.windowMinutes * 60_000;
  // Past the limit each failure doubles the wait, from 30 s up to the window: an attacker slows
  // to a few guesses an hour, and a person who mistyped waits seconds, not a quarter of an hour.
  const backoff = { baseMs: 30_000, maxMs: windowMs };
  const rules = {
    ip: { limit: config.login.maxFailuresPerIp, windowMs, backoff },
    account: { limit: config.login.maxFailuresPerEmail, windowMs, backoff },
  } satisfies Record<string, Rule>;
  const registerRule = {
    limit: config.register.maxPerIp,
    windowMs: config.register.windowMinutes * 60_000,
  };

  /**
   * Which counters a sign-in attempt goes on. A stranger's count on the address and on the
   * account; a browser the account trusts on its own count only, so strangers' failures never
   * shut the owner out (nor can a stolen device cookie guess faster than anyone else).
   */
  const countersOf = (ip: string, email: string, device: number | undefined) =>
    device === undefined
      ? [
          { key: `login:ip:${ip}`, rule: rules.ip },
          { key: `login:account:${email}`, rule: rules.account },
        ]
      : [{ key: `login:device:${device}`, rule: rules.account }];

  /** Each sign-up costs a password hash: a few per address per hour is plenty for people. */
  async function countRegistration(ip: string) {
    const wait = await limiter.take(`register:ip:${ip}`, registerRule);
    if (wait > 0) throw tooMany('Too many new accounts from this address.', wait);
  }

  async function emailTaken(email: string) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    return existing !== undefined;
  }

  async function loadAccount(userId: number) {
    const [row] = await db
      .select({ user: users, staffPermissions: staffRoles.permissions })
      .from(users)
      .leftJoin(staffRoles, eq(staffRoles.id, users.staffRoleId))
      .where(eq(users.id, userId));
    return row;
  }

  /** A right password (or code): failures counted in advance are taken back. */
  async function forgiveAll(counters: Array<{ key: string; rule: Rule }>) {
    for (const { key, rule } of counters) {
      if (key.startsWith('login:ip:')) await limiter.forgive(key, rule);
      else await limiter.reset(key);
    }
  }

  async function startSession(
    found: UserRow,
    options: {
      as: SignInAs;
      ip: string;
      userAgent: string | undefined;
      known: { id: number; userId: number } | undefined;
      mustSetUpTwoFactor: boolean;
      secondFactor?: CodeKind;
    },
  ): Promise<{ account: SignedInAccount; device: string }> {
    const { as, ip, userAgent, known, mustSetUpTwoFactor, secondFactor } = options;
    const token = await issueToken(db, found.id, config.tokenTtlDays * DAY_MS, undefined, {
      userAgent,
      ip,
      mustSetUpTwoFactor,
    });
    await audit.record({
      action: 'auth.signed_in',
      actorUserId: found.id,
      ip,
      details: secondFactor ? { as, secondFactor } : { as },
    });
    const row = await loadAccount(found.id);
    if (!row) throw new Error('signed-in user vanished');
    const account = toAccount(row.user, row.staffPermissions);
    return {
      account: {
        ...account,
        ...(mustSetUpTwoFactor ? { twoFactorSetupRequired: true } : {}),
        token,
      },
      device: await devices.trust(found.id, known),
    };
  }

  return {
    /**
     * A sign-up whose fields fail their checks: whether its address is taken is told with
     * them (counted as a sign-up, so it is no free way to learn who has an account).
     */
    async takenEmailOf(email: unknown, { ip }: { ip: string }): Promise<string | null> {
      const address = requiredEmail().safeParse(email);
      if (!address.success) return null;
      await countRegistration(ip);
      return (await emailTaken(address.data)) ? messages.unique('email') : null;
    },

    async register(
      input: { name: string; email: string; password: string },
      { ip, locale }: { ip: string; locale: Locale },
    ): Promise<Account> {
      await countRegistration(ip);
      // Everything wrong at once: a taken address and a weak password are both told.
      const errors: Record<string, string[]> = {};
      if (await emailTaken(input.email)) errors.email = [messages.unique('email')];
      const weak = weakPasswordMessage(input.password, [input.name, input.email]);
      if (weak) errors.password = [weak];
      if (Object.keys(errors).length > 0) {
        throw new AppError(422, summariseErrors(errors), errors);
      }

      const passwordHash = await hashPassword(input.password);
      const user = await db
        .insert(users)
        .values({ name: input.name, email: input.email, passwordHash, locale })
        .returning()
        .then(([row]) => row)
        .catch((error: unknown) => {
          // Two sign-ups with one address at the same moment: the index decides.
          if (isUniqueViolation(error)) {
            throw new AppError(422, messages.unique('email'), {
              email: [messages.unique('email')],
            });
          }
          throw error;
        });
      if (!user) throw new Error('insert returned no row');
      await audit.record({ action: 'auth.registered', actorUserId: user.id, ip });
      return toAccount(user, null);
    },

    /**
     * Checks the password. Attempts are counted before the check, so parallel ones cannot all
     * slip under the limit; a successful one is taken back. `device`: the browser's device
     * cookie; the answer carries the one to set.
     */
    async signIn(
      input: { email: string; password: string },
      {
        as,
        ip,
        userAgent,
        device,
      }: { as: SignInAs; ip: string; userAgent?: string | undefined; device?: string | undefined },
    ): Promise<SignInOutcome> {
      const [found] = await db.select().from(users).where(eq(users.email, input.email));
      const known = device ? await devices.ownerOf(device) : undefined;
      const trusted = found && known?.userId === found.id ? known : undefined;
      const counters = countersOf(ip, input.email, trusted?.id);
      const wait = await takeAll(limiter, counters);
      if (wait > 0) throw tooMany('Too many sign-in attempts.', wait);
      const invalid = as === 'admin' ? 'Invalid admin credentials' : 'Invalid credentials';

      const passwordOk = found
        ? await verifyPassword(found.passwordHash, input.password)
        : await verifyAgainstNothing(input.password);
      if (!found || !passwordOk || (as === 'admin' && found.role !== 'admin')) {
        await audit.record({
          action: 'auth.sign_in_failed',
          actorUserId: found?.id ?? null,
          ip,
          details: { email: input.email, as },
        });
        throw new AppError(401, invalid);
      }
      if (found.status === 'Suspended') {
        throw new AppError(403, 'Your account has been suspended. Please contact support.');
      }

      await forgiveAll(counters);
      if (await twoFactor.isOn(found.id)) {
        const challenge = randomBytes(32).toString('base64url');
        await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, sql`now()`));
        await db.insert(signInChallenges).values({
          userId: found.id,
          tokenHash: hashToken(challenge),
          signInAs: as,
          expiresAt: new Date(Date.now() + CHALLENGE_MS),
        });
        return { challenge };
      }
      return startSession(found, {
        as,
        ip,
        userAgent,
        known,
        mustSetUpTwoFactor: await twoFactor.staffMustUse(found.role),
      });
    },

    /**
     * The code step of a sign-in: the challenge a right password was answered with, and a code
     * of the app or a recovery code. Counted as password attempts are; a challenge takes a few
     * wrong codes, then the password must be typed again.
     */
    async signInWithCode(
      input: { challenge: string; code: string },
      {
        as,
        ip,
        userAgent,
        device,
      }: { as: SignInAs; ip: string; userAgent?: string | undefined; device?: string | undefined },
    ): Promise<{ account: SignedInAccount; device: string }> {
      const tokenHash = hashToken(input.challenge);
      const [challenge] = await db
        .select()
        .from(signInChallenges)
        .where(
          and(
            eq(signInChallenges.tokenHash, tokenHash),
            eq(signInChallenges.signInAs, as),
            gt(signInChallenges.expiresAt, sql`now()`),
          ),
        );
      if (!challenge) throw challengeExpired();
      const counters = [
        { key: `login:ip:${ip}`, rule: rules.ip },
        { key: `login:code:${challenge.userId}`, rule: rules.account },
      ];
      const wait = await takeAll(limiter, counters);
      if (wait > 0) throw tooMany('Too many sign-in attempts.', wait);

      const kind = await twoFactor.spend(challenge.userId, input.code);
      if (!kind) {
        const [tried] = await db
          .update(signInChallenges)
          .set({ attempts: sql`${signInChallenges.attempts} + 1` })
          .where(eq(signInChallenges.id, challenge.id))
          .returning({ attempts: signInChallenges.attempts });
        if ((tried?.attempts ?? CHALLENGE_ATTEMPTS) >= CHALLENGE_ATTEMPTS) {
          await db.delete(signInChallenges).where(eq(signInChallenges.id, challenge.id));
        }
        await audit.record({
          action: 'auth.second_factor_failed',
          actorUserId: challenge.userId,
          ip,
          details: { as },
        });
        throw invalidCode();
      }
      // Used once: a second request with the same challenge finds nothing to delete.
      const taken = await db
        .delete(signInChallenges)
        .where(eq(signInChallenges.id, challenge.id))
        .returning({ id: signInChallenges.id });
      if (taken.length === 0) throw challengeExpired();
      await forgiveAll(counters);

      const [found] = await db.select().from(users).where(eq(users.id, challenge.userId));
      if (!found || (as === 'admin' && found.role !== 'admin')) throw challengeExpired();
      if (found.status === 'Suspended') {
        throw new AppError(403, 'Your account has been suspended. Please contact support.');
      }
      if (kind === 'recovery') {
        await audit.record({
          action: 'two_factor.recovery_code_used',
          actorUserId: found.id,
          ip,
          targetType: 'user',
          targetId: found.id,
          details: { name: found.name },
        });
      }
      const known = device ? await devices.ownerOf(device) : undefined;
      return startSession(found, {
        as,
        ip,
        userAgent,
        known,
        secondFactor: kind,
        mustSetUpTwoFactor: false,
      });
    },

    /**
     * The owner proved they read the account's mail (a password reset): strangers' failures
     * are forgotten and this browser is trusted, so the owner can sign in at once.
     */
    async unlock(userId: number, device: string | undefined): Promise<string> {
      const [user] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      if (user) await limiter.reset(`login:account:${user.email}`);
      return devices.trust(userId, device ? await devices.ownerOf(device) : undefined);
    },

    /** Ends this session; ending a Login as user session is the staff member's act, audited as theirs. */
    async signOut(caller: Caller, ip: string): Promise<void> {
      await revokeToken(db, caller.tokenId);
      const { impersonator, account } = caller;
      await audit.record(
        impersonator
          ? {
              action: 'user.impersonation_ended',
              actorUserId: impersonator.id,
              ip,
              targetType: 'user',
              targetId: account.id,
              details: { name: account.name },
            }
          : { action: 'auth.signed_out', actorUserId: account.id, ip },
      );
    },

    /** The caller behind a bearer token, or undefined for an unknown or expired token. */
    async authenticate(token: string): Promise<Caller | undefined> {
      const row = await findToken(db, token);
      if (!row) return undefined;
      const account = toAccount(row.user, row.staffPermissions);
      const setUp = row.mustSetUpTwoFactor;
      return {
        account: {
          ...account,
          ...(row.impersonator ? { impersonatedBy: row.impersonator } : {}),
          ...(setUp ? { twoFactorSetupRequired: true } : {}),
        },
        tokenId: row.tokenId,
        status: row.user.status,
        impersonator: row.impersonator,
        mustSetUpTwoFactor: setUp,
      };
    },
  };
}
