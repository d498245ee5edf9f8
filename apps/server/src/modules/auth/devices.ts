import { and, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../infra/db/client';
import { trustedDevices } from '../../infra/db/schema';
import { hashToken } from './tokens';

/**
 * A browser that signed in to an account carries a device cookie (OWASP's "device cookies"):
 * its sign-ins are throttled on their own, apart from strangers', so nobody can shut the owner
 * out by failing on purpose. A password reset trusts the browser that completed it.
 */
const COOKIE = 'cc_device';
const KEEP_MS = 365 * 86_400_000;
/** Enough for a person's phones, laptops and browsers; older ones are forgotten. */
const PER_ACCOUNT = 20;

/** The device token the request's cookie carries, if any. */
export function deviceOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === COOKIE && value && /^[\w-]{20,100}$/.test(value)) return value;
  }
  return undefined;
}

/**
 * Hands the browser its device token: not readable by scripts, sent only to the API, and only
 * over TLS when the site is https (PUBLIC_URL's, as a TLS-ending proxy leaves the request http).
 */
export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  publicUrl: string | undefined,
) {
  const https = request.protocol === 'https' || publicUrl?.startsWith('https:') === true;
  const secure = https ? '; Secure' : '';
  void reply.header(
    'set-cookie',
    `${COOKIE}=${token}; Path=/api; Max-Age=${KEEP_MS / 1000}; HttpOnly; SameSite=Strict${secure}`,
  );
}

export function createDeviceStore(db: Db) {
  return {
    /** The account the device token belongs to, while it is kept. */
    async ownerOf(token: string): Promise<{ id: number; userId: number } | undefined> {
      const [row] = await db
        .select({ id: trustedDevices.id, userId: trustedDevices.userId })
        .from(trustedDevices)
        .where(
          and(
            eq(trustedDevices.tokenHash, hashToken(token)),
            sql`${trustedDevices.lastUsedAt} > now() - make_interval(days => 365)`,
          ),
        );
      return row;
    },

    /** Trusts a browser for the account: its known device again, or a new one. */
    async trust(userId: number, known?: { id: number; userId: number }): Promise<string> {
      const token = randomBytes(24).toString('base64url');
      if (known?.userId === userId) {
        await db
          .update(trustedDevices)
          .set({ tokenHash: hashToken(token), lastUsedAt: sql`now()` })
          .where(eq(trustedDevices.id, known.id));
        return token;
      }
      await db.insert(trustedDevices).values({ userId, tokenHash: hashToken(token) });
      const newest = db
        .select({ id: trustedDevices.id })
        .from(trustedDevices)
        .where(eq(trustedDevices.userId, userId))
        .orderBy(sql`${trustedDevices.lastUsedAt} desc`)
        .limit(PER_ACCOUNT);
      await db
        .delete(trustedDevices)
        .where(and(eq(trustedDevices.userId, userId), notInArray(trustedDevices.id, newest)));
      await db
        .delete(trustedDevices)
        .where(lt(trustedDevices.lastUsedAt, new Date(Date.now() - KEEP_MS)));
      return token;
    },
  };
}

export type DeviceStore = ReturnType<typeof createDeviceStore>;
