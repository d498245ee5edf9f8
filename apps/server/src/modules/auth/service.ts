import type { Account, SignedInAccount } from '@careercard/shared/auth';
import { toLocale, type Locale } from '@careercard/shared/locale';
import { permissionKeys, SUPER_ADMIN_ROLE_ID } from '@careercard/shared/permissions';
import { messages } from '@careercard/shared/validation';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../infra/db/client';
import { staffRoles, users } from '../../infra/db/schema';
import { tooMany, type RateLimiter } from '../../infra/rate-limit/rate-limiter';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AuditService } from '../audit/service';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password';
import { findToken, issueToken, revokeToken } from './tokens';

type UserRow = typeof users.$inferSelect;
const DAY_MS = 86_400_000;

/** Who is calling: the account as the API shows it, plus the token used, for logout. */
export interface Caller {
  account: Account;
  tokenId: number;
  status: UserRow['status'];
  /** The staff member who signed in as this user, for a Login as user session. */
  impersonator: { id: number; name: string } | null;
}

export type SignInAs = 'user' | 'admin';

interface Deps {
  db: Db;
  config: Pick<Config, 'tokenTtlDays' | 'login' | 'register'>;
  limiter: RateLimiter;
  audit: AuditService;
}

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

export function createAuthService({ db, config, limiter, audit }: Deps) {
  const windowMs = config.login.windowMinutes * 60_000;
  const ipKey = (ip: string) => `login:ip:${ip}`;
  const emailKey = (email: string) => `login:email:${email}`;
  const registerKey = (ip: string) => `register:ip:${ip}`;

  /**
   * Counts a sign-in attempt before its password is checked, so parallel attempts cannot all
   * slip under the limit while the checks run; a successful one is taken back afterwards.
   */
  function countAttempt(ip: string, email: string) {
    const wait = Math.max(
      limiter.retryAfterMs(ipKey(ip), config.login.maxFailuresPerIp),
      limiter.retryAfterMs(emailKey(email), config.login.maxFailuresPerEmail),
    );
    if (wait > 0) {
      throw tooMany('Too many sign-in attempts.', wait);
    }
    limiter.hit(ipKey(ip), windowMs);
    limiter.hit(emailKey(email), windowMs);
  }

  /** Each sign-up costs a password hash: a few per address per hour is plenty for people. */
  function countRegistration(ip: string) {
    const wait = limiter.retryAfterMs(registerKey(ip), config.register.maxPerIp);
    if (wait > 0) {
      throw tooMany('Too many new accounts from this address.', wait);
    }
    limiter.hit(registerKey(ip), config.register.windowMinutes * 60_000);
  }

  async function loadAccount(userId: number) {
    const [row] = await db
      .select({ user: users, staffPermissions: staffRoles.permissions })
      .from(users)
      .leftJoin(staffRoles, eq(staffRoles.id, users.staffRoleId))
      .where(eq(users.id, userId));
    return row;
  }

  return {
    async register(
      input: { name: string; email: string; password: string },
      { ip, locale }: { ip: string; locale: Locale },
    ): Promise<Account> {
      countRegistration(ip);
      const taken = { email: [messages.unique('email')] };
      const existing = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, input.email));
      if (existing.length > 0) throw new AppError(422, messages.unique('email'), taken);

      const passwordHash = await hashPassword(input.password);
      const user = await db
        .insert(users)
        .values({ name: input.name, email: input.email, passwordHash, locale })
        .returning()
        .then(([row]) => row)
        .catch((error: unknown) => {
          // Two sign-ups with one address at the same moment: the index decides.
          if (isUniqueViolation(error)) {
            throw new AppError(422, messages.unique('email'), taken);
          }
          throw error;
        });
      if (!user) throw new Error('insert returned no row');
      await audit.record({ action: 'auth.registered', actorUserId: user.id, ip });
      return toAccount(user, null);
    },

    async signIn(
      input: { email: string; password: string },
      { as, ip, userAgent }: { as: SignInAs; ip: string; userAgent?: string | undefined },
    ): Promise<SignedInAccount> {
      countAttempt(ip, input.email);
      const invalid = as === 'admin' ? 'Invalid admin credentials' : 'Invalid credentials';

      const [found] = await db.select().from(users).where(eq(users.email, input.email));
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

      limiter.forgive(ipKey(ip));
      limiter.reset(emailKey(input.email));
      const token = await issueToken(db, found.id, config.tokenTtlDays * DAY_MS, undefined, {
        userAgent,
        ip,
      });
      await audit.record({ action: 'auth.signed_in', actorUserId: found.id, ip, details: { as } });
      const row = await loadAccount(found.id);
      if (!row) throw new Error('signed-in user vanished');
      return { ...toAccount(row.user, row.staffPermissions), token };
    },

    async signOut(caller: Caller, ip: string): Promise<void> {
      await revokeToken(db, caller.tokenId);
      await audit.record({ action: 'auth.signed_out', actorUserId: caller.account.id, ip });
    },

    /** The caller behind a bearer token, or undefined for an unknown or expired token. */
    async authenticate(token: string): Promise<Caller | undefined> {
      const row = await findToken(db, token);
      if (!row) return undefined;
      const account = toAccount(row.user, row.staffPermissions);
      return {
        account: row.impersonator ? { ...account, impersonatedBy: row.impersonator } : account,
        tokenId: row.tokenId,
        status: row.user.status,
        impersonator: row.impersonator,
      };
    },
  };
}
