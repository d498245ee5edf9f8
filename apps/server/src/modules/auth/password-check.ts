import { IMPERSONATION_REFUSED_MESSAGE } from '@careercard/shared/auth';
import { eq } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { users } from '../../infra/db/schema';
import { tooMany, type RateLimiter } from '../../infra/rate-limit/rate-limiter';
import { AppError, notFound } from '../../lib/app-error';
import { verifyPassword } from './password';
import type { Caller } from './service';

/** Wrong passwords typed into a signed-in session: enough for slips, too few for guessing. */
const PASSWORD_CHECKS = { limit: 10, windowMs: 3_600_000 };

/** A staff member signed in as the user may look, but not lock the user out or close the account. */
export function refuseImpersonation(caller: Caller) {
  if (caller.impersonator) throw new AppError(403, IMPERSONATION_REFUSED_MESSAGE);
}

/**
 * The password typed again to confirm a change to the account's security: a wrong one is said
 * under `field`, and counted, so a session left open is no way to guess it.
 */
export function createPasswordCheck(db: Db, limiter: RateLimiter) {
  return async function checkPassword(
    caller: Caller,
    password: string,
    field: string,
    message: string,
  ) {
    const key = `password-check:user:${caller.account.id}`;
    const wait = await limiter.waitFor(key);
    if (wait > 0) throw tooMany('Too many wrong passwords. Please try again later.', wait);
    const [user] = await db.select().from(users).where(eq(users.id, caller.account.id));
    if (!user) throw notFound();
    if (!(await verifyPassword(user.passwordHash, password))) {
      await limiter.take(key, PASSWORD_CHECKS);
      throw new AppError(422, message, { [field]: [message] });
    }
    return user;
  };
}
