import {
  USER_NOT_FOUND_MESSAGE,
  USER_PAGE_SIZE,
  type AdminUser,
  type AdminUserFilters,
  type AdminUserList,
  type AdminUserListQuery,
  type userBulkActions,
  type UserSortKey,
  type UserStatus,
} from '@careercard/shared/admin-users';
import type { SignedInAccount } from '@careercard/shared/auth';
import { toLocale } from '@careercard/shared/locale';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  lt,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { users } from '../../infra/db/schema';
import { offsetOf, pageOrder } from '../../lib/paging';
import { AppError, notFound } from '../../lib/app-error';
import { runBulk } from '../../lib/bulk';
import { inBatches } from '../../lib/csv';
import { withinDhakaDays } from '../../lib/dhaka-days';
import type { AccountDeletionService } from '../account-deletion/service';
import type { Actor, AuditService } from '../audit/service';
import { issueToken, revokeAllTokens } from '../auth/tokens';
import type { PasswordLinkService } from '../password-links/service';

type UserRow = typeof users.$inferSelect;
/** A Login as user session lasts an hour at most. */
const IMPERSONATION_MS = 3_600_000;
export type UserService = ReturnType<typeof createUserService>;

const toAdminUser = (row: UserRow): AdminUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  created_at: row.createdAt.toISOString(),
  status: row.status,
});

/** `%`, `_` and `\` typed in a search are looked for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const SORT_COLUMNS = {
  created_at: users.createdAt,
  name: users.name,
  email: users.email,
  status: users.status,
} satisfies Record<UserSortKey, unknown>;

/**
 * Has made a payment that went through (refunded or not: they paid). The table is named in full:
 * drizzle writes a column of a one-table query bare, which inside here would be payments' own.
 */
const hasPaid = sql<boolean>`exists (
  select 1 from payments paid
  where paid.user_id = "users"."id" and paid.status = 'Completed'
)`;

/** The accounts of job seekers the filters match. */
function conditions(filters: AdminUserFilters): SQL | undefined {
  const { search, status, paid } = filters;
  return and(
    eq(users.role, 'user'),
    search
      ? or(ilike(users.name, likePattern(search)), ilike(users.email, likePattern(search)))
      : undefined,
    status ? eq(users.status, status) : undefined,
    withinDhakaDays(users.createdAt, filters),
    paid === undefined ? undefined : paid === 'yes' ? hasPaid : not(hasPaid),
  );
}

/**
 * User Management: the job seekers' accounts (staff are managed under Staff Management). Staff
 * find, suspend and delete them; every change is audited.
 */
export function createUserService(options: {
  db: Db;
  passwordLinks: PasswordLinkService;
  audit: AuditService;
  deletion: AccountDeletionService;
}) {
  const { db, audit } = options;

  async function findUser(id: number): Promise<UserRow> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'user')));
    if (!row) throw notFound(USER_NOT_FOUND_MESSAGE);
    return row;
  }

  async function setStatus(id: number, status: UserStatus, by: Actor): Promise<AdminUser> {
    const user = await findUser(id);
    if (user.status === status) return toAdminUser(user);
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx.update(users).set({ status }).where(eq(users.id, id)).returning();
      // Suspended: every session ends at once, not when its token next expires.
      if (status === 'Suspended') await revokeAllTokens(tx, id);
      await audit.record(
        {
          action: status === 'Suspended' ? 'user.suspended' : 'user.unsuspended',
          ...by,
          targetType: 'user',
          targetId: id,
          details: { name: user.name, before: { status: user.status }, after: { status } },
        },
        tx,
      );
      return row!;
    });
    return toAdminUser(updated);
  }

  /**
   * Closes an account (see AccountDeletionService): the user can no longer sign in, and their
   * CVs, V-Card, PDFs and photos go. Payments and NFC orders stay on the books, without the
   * person's name or address. An order still to be shipped needs its address, so it must be
   * delivered first.
   */
  async function remove(id: number, by: Actor): Promise<void> {
    await findUser(id);
    await options.deletion.close(id, {
      audit: { action: 'user.deleted', ...by },
    });
  }

  return {
    /** A page of accounts the filters match, in the order asked (newest first by default). */
    async list({ page, sort, dir, ...filters }: AdminUserListQuery): Promise<AdminUserList> {
      const where = conditions(filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(...pageOrder(SORT_COLUMNS[sort], users.id, dir))
          .limit(USER_PAGE_SIZE)
          .offset(offsetOf(page, USER_PAGE_SIZE)),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return {
        users: rows.map(toAdminUser),
        page,
        pageSize: USER_PAGE_SIZE,
        total: total?.n ?? 0,
      };
    },

    /** Every account the filters match, newest first, a batch at a time (for the CSV). */
    each(filters: AdminUserFilters) {
      const where = conditions(filters);
      return inBatches<UserRow & { paid: boolean }>((after, limit) =>
        db
          .select({ ...getTableColumns(users), paid: hasPaid })
          .from(users)
          .where(and(where, after ? lt(users.id, after.id) : undefined))
          .orderBy(desc(users.id))
          .limit(limit),
      );
    },

    /** Suspends, unsuspends or deletes each account in turn; each is answered and audited. */
    bulk(action: (typeof userBulkActions)[number], ids: number[], by: Actor) {
      const act = {
        suspend: (id: number) => setStatus(id, 'Suspended', by),
        unsuspend: (id: number) => setStatus(id, 'Active', by),
        delete: (id: number) => remove(id, by),
      }[action];
      return runBulk(ids, act);
    },

    suspend: (id: number, by: Actor) => setStatus(id, 'Suspended', by),

    /**
     * Login as user: a session as the user, for at most an hour, that names the staff member
     * (it cannot pay, or change the user's password or e-mail). Audited.
     */
    async impersonate(id: number, by: Actor): Promise<SignedInAccount> {
      const user = await findUser(id);
      if (user.status !== 'Active') {
        throw new AppError(409, 'Unsuspend this user first: a suspended account cannot sign in.');
      }
      const token = await issueToken(db, id, IMPERSONATION_MS, by.actorUserId, { ip: by.ip });
      await audit.record({
        action: 'user.impersonated',
        ...by,
        targetType: 'user',
        targetId: id,
        details: { name: user.name },
      });
      const [staff] = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(eq(users.id, by.actorUserId));
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        role: ['user'],
        permissions: [],
        locale: toLocale(user.locale),
        impersonatedBy: staff!,
        token,
      };
    },

    /** E-mails the user a link to choose a new password; their password works until then. */
    async sendPasswordReset(id: number, origin: string, by: Actor): Promise<void> {
      const user = await findUser(id);
      if (user.status !== 'Active') {
        throw new AppError(409, 'Unsuspend this user first: a suspended account cannot sign in.');
      }
      await options.passwordLinks.sendReset(user, origin, by);
    },
    unsuspend: (id: number, by: Actor) => setStatus(id, 'Active', by),

    remove,
  };
}
