import { WRONG_PASSWORD_MESSAGE } from '@careercard/shared/account-security';
import { SUPER_ADMIN_ROLE_ID } from '@careercard/shared/permissions';
import { STAFF_NOT_FOUND_MESSAGE } from '@careercard/shared/staff';
import {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODES_RENEWED_MESSAGE,
  TWO_FACTOR_ALREADY_ON_MESSAGE,
  TWO_FACTOR_NOT_ON_MESSAGE,
  TWO_FACTOR_REQUIRED_FOR_STAFF_MESSAGE,
  TWO_FACTOR_RESET_SELF_MESSAGE,
  TWO_FACTOR_RESET_SUPER_ADMIN_ONLY_MESSAGE,
  TWO_FACTOR_SETUP_FIRST_MESSAGE,
  WRONG_TWO_FACTOR_CODE_MESSAGE,
  type ConfirmTwoFactorInput,
  type EnableTwoFactorInput,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@careercard/shared/two-factor';
import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { Db } from '../../infra/db/client';
import {
  accessTokens,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
  users,
} from '../../infra/db/schema';
import { tooMany, type RateLimiter } from '../../infra/rate-limit/rate-limiter';
import type { SecretBox } from '../../infra/secrets';
import { AppError, notFound } from '../../lib/app-error';
import type { Actor, AuditService } from '../audit/service';
import { createPasswordCheck, refuseImpersonation } from '../auth/password-check';
import type { Caller } from '../auth/service';
import { revokeAllTokens } from '../auth/tokens';
import type { SettingsService } from '../settings/service';
import { matchingStep, newSecret, otpauthUrl, toBase32 } from './totp';

/** Wrong codes typed in a signed-in session (set-up, turning off): as for passwords. */
const CODE_CHECKS = { limit: 10, windowMs: 3_600_000 };
const ISSUER = 'CareerCard';

const hashCode = (code: string) =>
  createHash('sha256').update(code.replaceAll('-', '').toLowerCase()).digest('hex');

/** Ten codes of 80 random bits each, as abcd-efgh-ijkm-npqr: typed from paper without doubt. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    (toBase32(randomBytes(10)).toLowerCase().match(/.{4}/g) ?? []).join('-'),
  );
}

export const invalidCode = () =>
  new AppError(422, WRONG_TWO_FACTOR_CODE_MESSAGE, { code: [WRONG_TWO_FACTOR_CODE_MESSAGE] });

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

/** Which second factor a code proved: the app's code, or one of the recovery codes. */
export type CodeKind = 'app' | 'recovery';

export function createTwoFactorService(deps: {
  db: Db;
  box: SecretBox;
  audit: AuditService;
  limiter: RateLimiter;
  settings: Pick<SettingsService, 'get'>;
  now?: () => number;
}) {
  const { db, box, audit, limiter, settings } = deps;
  const now = deps.now ?? Date.now;
  const checkPassword = createPasswordCheck(db, limiter);

  async function secretOf(userId: number) {
    const [row] = await db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, userId));
    return row && { ...row, secret: box.open(row.secret) };
  }

  async function staffMustUse(role: string): Promise<boolean> {
    return role === 'admin' && (await settings.get('security')).requireStaffTwoFactor;
  }

  /** Replaces the account's recovery codes with new ones; answers them in clear, once. */
  async function renewCodes(tx: Pick<Db, 'delete' | 'insert'>, userId: number) {
    const codes = newRecoveryCodes();
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx
      .insert(twoFactorRecoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: hashCode(code) })));
    return codes;
  }

  /**
   * Whether `code` is the account's current app code or an unused recovery code, spending it
   * either way: an app code's step and a recovery code each work once, even for two requests
   * at the same moment (the update's condition decides).
   */
  async function spend(userId: number, code: string): Promise<CodeKind | undefined> {
    if (/^\d{6}$/.test(code)) {
      const row = await secretOf(userId);
      if (!row?.confirmedAt) return undefined;
      const step = matchingStep(row.secret, code, now());
      if (step === undefined) return undefined;
      const taken = await db
        .update(twoFactorSecrets)
        .set({ lastStep: step })
        .where(
          and(
            eq(twoFactorSecrets.userId, userId),
            or(isNull(twoFactorSecrets.lastStep), lt(twoFactorSecrets.lastStep, step)),
          ),
        )
        .returning({ userId: twoFactorSecrets.userId });
      return taken.length > 0 ? 'app' : undefined;
    }
    const used = await db
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(twoFactorRecoveryCodes.userId, userId),
          eq(twoFactorRecoveryCodes.codeHash, hashCode(code)),
          isNull(twoFactorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: twoFactorRecoveryCodes.id });
    return used.length > 0 ? 'recovery' : undefined;
  }

  /** The password and a current code, for turning off or renewing codes; both are counted. */
  async function confirm(caller: Caller, input: ConfirmTwoFactorInput) {
    refuseImpersonation(caller);
    await checkPassword(caller, input.password, 'password', WRONG_PASSWORD_MESSAGE);
    const row = await secretOf(caller.account.id);
    if (!row?.confirmedAt) throw new AppError(409, TWO_FACTOR_NOT_ON_MESSAGE);
    await checkCode(caller.account.id, () => spend(caller.account.id, input.code));
  }

  async function checkCode(userId: number, attempt: () => Promise<unknown>) {
    const key = `two-factor-code:user:${userId}`;
    const wait = await limiter.waitFor(key);
    if (wait > 0) throw tooMany('Too many wrong codes.', wait);
    if (!(await attempt())) {
      await limiter.take(key, CODE_CHECKS);
      throw invalidCode();
    }
  }

  /** A change the account made to its own second factor, in the audit trail. */
  const recordOwn = (action: string, caller: Caller, ip: string, tx: Pick<Db, 'insert'>) =>
    audit.record(
      {
        action,
        actorUserId: caller.account.id,
        ip,
        targetType: 'user',
        targetId: caller.account.id,
        details: { name: caller.account.name },
      },
      tx,
    );

  return {
    spend,

    /** Whether the account signs in with a second factor. */
    async isOn(userId: number): Promise<boolean> {
      return Boolean((await secretOf(userId))?.confirmedAt);
    },

    /** Whether staff with this role must have it on before they may do anything else. */
    staffMustUse,

    async status(caller: Caller): Promise<TwoFactorStatus> {
      const row = await secretOf(caller.account.id);
      const [left] = await db
        .select({ n: count() })
        .from(twoFactorRecoveryCodes)
        .where(
          and(
            eq(twoFactorRecoveryCodes.userId, caller.account.id),
            isNull(twoFactorRecoveryCodes.usedAt),
          ),
        );
      return {
        enabled: Boolean(row?.confirmedAt),
        required: await staffMustUse(caller.account.role[0] ?? 'user'),
        recoveryCodesLeft: row?.confirmedAt ? (left?.n ?? 0) : 0,
      };
    },

    /** A new secret to scan; a set-up started before and not finished is replaced. */
    async startSetup(caller: Caller): Promise<TwoFactorSetup> {
      refuseImpersonation(caller);
      const userId = caller.account.id;
      if ((await secretOf(userId))?.confirmedAt) {
        throw new AppError(409, TWO_FACTOR_ALREADY_ON_MESSAGE);
      }
      const secret = newSecret();
      await db
        .insert(twoFactorSecrets)
        .values({ userId, secret: box.seal(secret) })
        .onConflictDoUpdate({
          target: twoFactorSecrets.userId,
          set: { secret: box.seal(secret), lastStep: null, createdAt: sql`now()` },
          // A set-up finished meanwhile by another tab is kept.
          setWhere: isNull(twoFactorSecrets.confirmedAt),
        });
      const url = otpauthUrl(secret, caller.account.email, ISSUER);
      const qrSvg = await QRCode.toString(url, {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 2,
      });
      return { secret, otpauthUrl: url, qrSvg };
    },

    /** The app's first code confirms the set-up: it is on, and the recovery codes are made. */
    async enable(caller: Caller, input: EnableTwoFactorInput, ip: string): Promise<string[]> {
      refuseImpersonation(caller);
      const userId = caller.account.id;
      await checkPassword(caller, input.password, 'password', WRONG_PASSWORD_MESSAGE);
      const row = await secretOf(userId);
      if (row?.confirmedAt) throw new AppError(409, TWO_FACTOR_ALREADY_ON_MESSAGE);
      if (!row) throw new AppError(409, TWO_FACTOR_SETUP_FIRST_MESSAGE);
      const step = matchingStep(row.secret, input.code, now());
      await checkCode(userId, async () => step !== undefined);
      return db.transaction(async (tx) => {
        const confirmed = await tx
          .update(twoFactorSecrets)
          .set({ confirmedAt: sql`now()`, lastStep: step })
          .where(and(eq(twoFactorSecrets.userId, userId), isNull(twoFactorSecrets.confirmedAt)))
          .returning({ userId: twoFactorSecrets.userId });
        if (confirmed.length === 0) throw new AppError(409, TWO_FACTOR_ALREADY_ON_MESSAGE);
        const codes = await renewCodes(tx, userId);
        await tx
          .update(accessTokens)
          .set({ mustSetUpTwoFactor: false })
          .where(eq(accessTokens.userId, userId));
        await recordOwn('two_factor.enabled', caller, ip, tx);
        return codes;
      });
    },

    async disable(caller: Caller, input: ConfirmTwoFactorInput, ip: string): Promise<void> {
      if (await staffMustUse(caller.account.role[0] ?? 'user')) {
        throw new AppError(409, TWO_FACTOR_REQUIRED_FOR_STAFF_MESSAGE);
      }
      await confirm(caller, input);
      const userId = caller.account.id;
      await db.transaction(async (tx) => {
        await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
        await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
        await recordOwn('two_factor.disabled', caller, ip, tx);
      });
    },

    async renewRecoveryCodes(
      caller: Caller,
      input: ConfirmTwoFactorInput,
      ip: string,
    ): Promise<{ message: string; codes: string[] }> {
      await confirm(caller, input);
      const userId = caller.account.id;
      const codes = await db.transaction(async (tx) => {
        const made = await renewCodes(tx, userId);
        await recordOwn('two_factor.recovery_codes_renewed', caller, ip, tx);
        return made;
      });
      return { message: RECOVERY_CODES_RENEWED_MESSAGE, codes };
    },

    /**
     * A Super Admin clears a staff member's second factor (a lost phone and lost codes): their
     * sessions end, and they sign in with the password alone, or set it up when it is required.
     */
    async reset(by: Actor, staffId: number): Promise<void> {
      const [member] = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.id, staffId), eq(users.role, 'admin'), isNotNull(users.staffRoleId)));
      if (!member) throw notFound(STAFF_NOT_FOUND_MESSAGE);
      const [actor] = await db
        .select({ roleId: users.staffRoleId })
        .from(users)
        .where(eq(users.id, by.actorUserId));
      if (actor?.roleId !== SUPER_ADMIN_ROLE_ID) {
        throw new AppError(403, TWO_FACTOR_RESET_SUPER_ADMIN_ONLY_MESSAGE);
      }
      if (staffId === by.actorUserId) throw new AppError(409, TWO_FACTOR_RESET_SELF_MESSAGE);
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(twoFactorSecrets)
          .where(eq(twoFactorSecrets.userId, staffId))
          .returning({ confirmedAt: twoFactorSecrets.confirmedAt });
        if (!removed[0]?.confirmedAt) throw new AppError(409, TWO_FACTOR_NOT_ON_MESSAGE);
        await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, staffId));
        await revokeAllTokens(tx, staffId);
        await audit.record(
          {
            action: 'two_factor.reset',
            ...by,
            targetType: 'user',
            targetId: staffId,
            details: { name: member.name },
          },
          tx,
        );
      });
    },
  };
}
