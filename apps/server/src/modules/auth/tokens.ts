import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../infra/db/client';
import { accessTokens, staffRoles, users } from '../../infra/db/schema';

const TOKEN_PREFIX = 'cc_';
const LAST_USED_RESOLUTION_MS = 5 * 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The browser and address a session was opened from, for the list of active sessions. */
export interface TokenOrigin {
  userAgent?: string | undefined;
  ip?: string | undefined;
  /** The session of a staff member who must set up two-factor sign-in before anything else. */
  mustSetUpTwoFactor?: boolean;
}
const USER_AGENT_MAX = 400;
const IP_MAX = 64;

/**
 * Creates a token for the user and returns it in clear: the only time it exists outside the
 * client. `impersonatorId`: the staff member who signs in as the user.
 */
export async function issueToken(
  db: Db,
  userId: number,
  ttlMs: number,
  impersonatorId?: number,
  origin: TokenOrigin = {},
): Promise<string> {
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  await db.insert(accessTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
    impersonatorId: impersonatorId ?? null,
    userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX) || null,
    ip: origin.ip?.slice(0, IP_MAX) || null,
    mustSetUpTwoFactor: origin.mustSetUpTwoFactor ?? false,
  });
  return token;
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.delete(accessTokens).where(eq(accessTokens.id, tokenId));
}

/** Ends every session of the account; `db` may be an open transaction. */
export async function revokeAllTokens(db: Pick<Db, 'delete'>, userId: number): Promise<void> {
  await db.delete(accessTokens).where(eq(accessTokens.userId, userId));
}

/** Ends every session of the account but `keepTokenId` (the one asking); answers how many. */
export async function revokeOtherTokens(
  db: Pick<Db, 'delete'>,
  userId: number,
  keepTokenId: number,
): Promise<number> {
  const ended = await db
    .delete(accessTokens)
    .where(and(eq(accessTokens.userId, userId), ne(accessTokens.id, keepTokenId)))
    .returning({ id: accessTokens.id });
  return ended.length;
}

const impersonators = alias(users, 'impersonator');

function prepareTokenLookup(db: Db) {
  return db
    .select({
      tokenId: accessTokens.id,
      lastUsedAt: accessTokens.lastUsedAt,
      mustSetUpTwoFactor: accessTokens.mustSetUpTwoFactor,
      user: users,
      staffPermissions: staffRoles.permissions,
      impersonator: { id: impersonators.id, name: impersonators.name },
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .leftJoin(staffRoles, eq(staffRoles.id, users.staffRoleId))
    .leftJoin(impersonators, eq(impersonators.id, accessTokens.impersonatorId))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder('tokenHash')),
        gt(accessTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('find_access_token');
}

// Every authenticated request runs this lookup. As a named statement PostgreSQL plans it once
// per connection instead of on every call: about six times the throughput (bench/auth-user).
const tokenLookups = new WeakMap<Db, ReturnType<typeof prepareTokenLookup>>();

/** The unexpired token's row with its user and the user's staff permissions, or undefined. */
export async function findToken(db: Db, token: string) {
  let lookup = tokenLookups.get(db);
  if (!lookup) tokenLookups.set(db, (lookup = prepareTokenLookup(db)));
  const [row] = await lookup.execute({ tokenHash: hashToken(token) });
  if (row && Date.now() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    // Coarse on purpose: a write on every request would cost more than the information is worth.
    await db
      .update(accessTokens)
      .set({ lastUsedAt: new Date() })
      .where(eq(accessTokens.id, row.tokenId));
  }
  return row;
}
