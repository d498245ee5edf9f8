import { SUPER_ADMIN_ROLE_ID } from '@careercard/shared/permissions';
import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../infra/db/client';
import { accessTokens, users } from '../../infra/db/schema';
import type { AuditService } from '../audit/service';
import { hashPassword } from '../auth/password';
import { weakPasswordMessage } from '../auth/password-strength';

export const DEFAULT_ADMIN_EMAIL = 'admin@careercard.local';
const BOOTSTRAP_LOCK = 7_411_001;

export type BootstrapResult =
  { created: false } | { created: true; email: string; generatedPassword: string | undefined };

/**
 * Makes sure the back office has someone to sign in: on the first start (no admin yet) it creates
 * the Super Admin from ADMIN_EMAIL/ADMIN_PASSWORD, or with a generated password that the caller
 * prints once and nothing stores in clear.
 */
export async function ensureSuperAdmin(
  db: Db,
  admin: Config['admin'],
  audit: AuditService,
): Promise<BootstrapResult> {
  // Several servers may start at once: the lock lets one create the admin, the rest see it.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK})`);
    const existing = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .limit(1);
    if (existing.length > 0) return { created: false } as const;

    const email = (admin.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
    const weak = admin.password && weakPasswordMessage(admin.password, [admin.name, email]);
    if (weak) throw new Error(`ADMIN_PASSWORD is refused. ${weak}`);
    const generatedPassword = admin.password ? undefined : randomBytes(12).toString('base64url');
    const password = admin.password ?? generatedPassword ?? '';
    const values = {
      name: admin.name,
      email,
      passwordHash: await hashPassword(password),
      role: 'admin' as const,
      staffRoleId: SUPER_ADMIN_ROLE_ID,
      status: 'Active' as const,
    };
    // An existing user account with that e-mail is promoted rather than duplicated; sessions
    // it opened as a user must not carry over into the back office.
    const [row] = await tx
      .insert(users)
      .values(values)
      .onConflictDoUpdate({ target: users.email, set: values })
      .returning({ id: users.id });
    if (!row) throw new Error('The Super Admin was not written');
    await tx.delete(accessTokens).where(eq(accessTokens.userId, row.id));
    await audit.record({
      action: 'staff.super_admin_created',
      targetType: 'user',
      targetId: row.id,
    });
    return { created: true, email, generatedPassword } as const;
  });
}
