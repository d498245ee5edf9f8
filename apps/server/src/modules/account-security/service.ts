import {
  SESSION_NOT_FOUND_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
  type AccountSession,
  type ChangePasswordInput,
  type DeleteAccountInput,
} from '@careercard/shared/account-security';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { accessTokens, users } from '../../infra/db/schema';
import { tooMany, type RateLimiter } from '../../infra/rate-limit/rate-limiter';
import { AppError, notFound } from '../../lib/app-error';
import type { AccountDeletionService } from '../account-deletion/service';
import type { AuditService } from '../audit/service';
import { hashPassword } from '../auth/password';
import { createPasswordCheck, refuseImpersonation } from '../auth/password-check';
import { assertStrongPassword } from '../auth/password-strength';
import type { Caller } from '../auth/service';
import { revokeOtherTokens } from '../auth/tokens';
import type { CvService } from '../cvs/service';
import type { NfcService } from '../nfc/service';
import type { PaymentService } from '../payments/service';
import type { VcardContacts } from '../vcards/contacts';
import type { VcardService } from '../vcards/service';
import { buildDataExport } from './data-export';
import { describeDevice } from './user-agent';

const HOUR_MS = 3_600_000;
/** Each export reads every CV of the account; a few an hour is plenty for a person. */
const EXPORTS = { limit: 5, windowMs: HOUR_MS };

export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;

/**
 * The account's own Security and Your data: password change, the list of signed-in sessions,
 * the download of everything kept about the account, and closing it.
 */
export function createAccountSecurityService(deps: {
  db: Db;
  audit: AuditService;
  limiter: RateLimiter;
  deletion: AccountDeletionService;
  cvs: Pick<CvService, 'list' | 'get'>;
  vcards: Pick<VcardService, 'mine'>;
  vcardContacts: Pick<VcardContacts, 'ofOwner'>;
  payments: Pick<PaymentService, 'history'>;
  nfc: Pick<NfcService, 'list'>;
}) {
  const { db, audit, limiter } = deps;

  const checkPassword = createPasswordCheck(db, limiter);

  return {
    /** A new password; every other session of the account ends, this one stays. */
    async changePassword(caller: Caller, input: ChangePasswordInput, ip: string): Promise<void> {
      refuseImpersonation(caller);
      await checkPassword(
        caller,
        input.current_password,
        'current_password',
        WRONG_CURRENT_PASSWORD_MESSAGE,
      );
      assertStrongPassword(input.new_password, {
        field: 'new_password',
        personal: [caller.account.name, caller.account.email],
      });
      const passwordHash = await hashPassword(input.new_password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, caller.account.id));
        const ended = await revokeOtherTokens(tx, caller.account.id, caller.tokenId);
        await audit.record(
          {
            action: 'account.password_changed',
            actorUserId: caller.account.id,
            ip,
            targetType: 'user',
            targetId: caller.account.id,
            details: { sessionsEnded: ended },
          },
          tx,
        );
      });
    },

    /** The account's unexpired sessions, the most recently used first. */
    async sessions(caller: Caller): Promise<AccountSession[]> {
      const rows = await db
        .select()
        .from(accessTokens)
        .where(
          and(eq(accessTokens.userId, caller.account.id), gt(accessTokens.expiresAt, sql`now()`)),
        )
        .orderBy(desc(accessTokens.lastUsedAt), desc(accessTokens.id));
      return rows.map((row) => ({
        id: row.id,
        device: describeDevice(row.userAgent),
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        current: row.id === caller.tokenId,
        byStaff: row.impersonatorId !== null,
      }));
    },

    /** Signs out one of the account's sessions (this one too); another account's is not found. */
    async endSession(caller: Caller, id: number, ip: string): Promise<void> {
      if (id !== caller.tokenId) refuseImpersonation(caller);
      const ended = await db
        .delete(accessTokens)
        .where(and(eq(accessTokens.id, id), eq(accessTokens.userId, caller.account.id)))
        .returning({ id: accessTokens.id });
      if (ended.length === 0) throw notFound(SESSION_NOT_FOUND_MESSAGE);
      await audit.record({
        action: 'account.session_ended',
        actorUserId: caller.account.id,
        ip,
        details: { current: id === caller.tokenId },
      });
    },

    /** Signs out every session of the account but this one. */
    async endOtherSessions(caller: Caller, ip: string): Promise<number> {
      refuseImpersonation(caller);
      const ended = await revokeOtherTokens(db, caller.account.id, caller.tokenId);
      await audit.record({
        action: 'account.other_sessions_ended',
        actorUserId: caller.account.id,
        ip,
        details: { sessionsEnded: ended },
      });
      return ended;
    },

    /** Everything kept about the account, as a ZIP of JSON files. */
    async exportData(caller: Caller, ip: string) {
      refuseImpersonation(caller);
      const userId = caller.account.id;
      const key = `export:user:${userId}`;
      const wait = await limiter.take(key, EXPORTS);
      if (wait > 0) throw tooMany('You have downloaded your data several times already.', wait);

      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw notFound();
      const summaries = await deps.cvs.list(userId);
      const [cvs, vcard, vcardContacts, payments, nfcOrders] = await Promise.all([
        Promise.all(summaries.map((summary) => deps.cvs.get(userId, summary.id))),
        deps.vcards.mine(userId),
        deps.vcardContacts.ofOwner(userId),
        deps.payments.history(userId),
        deps.nfc.list(userId),
      ]);
      const file = buildDataExport({
        user,
        cvs,
        vcard,
        vcardContacts,
        payments,
        nfcOrders,
        at: new Date(),
      });
      await audit.record({ action: 'account.data_exported', actorUserId: userId, ip });
      return file;
    },

    /** Closes the account as the back office does, once the password is confirmed. */
    async deleteAccount(caller: Caller, input: DeleteAccountInput, ip: string): Promise<void> {
      refuseImpersonation(caller);
      // Staff accounts are closed under Staff Management, by another staff member.
      if (!caller.account.role.includes('user')) {
        throw new AppError(403, 'A staff account is closed under Staff Management.');
      }
      await checkPassword(caller, input.password, 'password', WRONG_PASSWORD_MESSAGE);
      await deps.deletion.close(caller.account.id, {
        audit: { action: 'account.deleted', actorUserId: caller.account.id, ip },
        ordersOnTheirWay: (codes) =>
          `Your NFC card order is on its way (${codes}). You can delete your account once it has been handed to the courier.`,
      });
    },
  };
}
