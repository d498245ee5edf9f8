import {
  FALLBACK_ROLE_ID,
  permissionKeys,
  SUPER_ADMIN_ROLE_ID,
  type Permission,
} from '@careercard/shared/permissions';
import {
  canGrant,
  GRANT_REFUSED_MESSAGE,
  HIGHER_MEMBER_MESSAGE,
  HIGHER_ROLE_MESSAGE,
  ROLE_NOT_FOUND_MESSAGE,
  SUPER_ADMIN_ACCOUNT_MESSAGE,
  SUPER_ADMIN_GRANT_MESSAGE,
  STAFF_NOT_FOUND_MESSAGE,
  SUPER_ADMIN_ROLE_DELETE_MESSAGE,
  STAFF_PAGE_SIZE,
  type Role,
  type roleInputSchema,
  type StaffListQuery,
  type StaffMember,
  type staffInputSchema,
} from '@careercard/shared/staff';
import { messages } from '@careercard/shared/validation';
import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../infra/db/client';
import { staffRoles, users } from '../../infra/db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { offsetOf, pageOrder } from '../../lib/paging';
import type { AccountDeletionService } from '../account-deletion/service';
import type { Actor, AuditService } from '../audit/service';
import { hashPassword } from '../auth/password';
import type { PasswordLinkService } from '../password-links/service';

type StaffInput = z.output<typeof staffInputSchema>;
type RoleInput = z.output<typeof roleInputSchema>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type StaffService = ReturnType<typeof createStaffService>;

const STAFF_SORT_COLUMNS = {
  created_at: users.createdAt,
  name: sql`lower(${users.name})`,
  email: users.email,
  role: sql`lower(${staffRoles.name})`,
};

const emailTaken = () =>
  new AppError(422, messages.unique('email'), { email: [messages.unique('email')] });
const unknownRole = () =>
  new AppError(422, ROLE_NOT_FOUND_MESSAGE, { roleId: [ROLE_NOT_FOUND_MESSAGE] });

/** What the audit log keeps of a staff member before a change. */
const snapshot = ({ name, email, roleId, roleName }: StaffMember) => ({
  name,
  email,
  roleId,
  roleName,
});

/** The role of the staff member acting: what they hold, and so what they may hand out or touch. */
type Powers = { id: number; permissions: string[] };

/** The Super Admin role holds every permission, whatever its row lists. */
const permissionsOf = (role: { id: number; permissions: string[] }) =>
  role.id === SUPER_ADMIN_ROLE_ID ? [...permissionKeys] : role.permissions;

/** Refuses to hand out a role beyond what the actor holds (the Super Admin's: to a Super Admin). */
function mayGrant(powers: Powers, role: { id: number; permissions: string[] }) {
  if (canGrant(powers, role)) return;
  throw new AppError(
    403,
    role.id === SUPER_ADMIN_ROLE_ID ? SUPER_ADMIN_GRANT_MESSAGE : GRANT_REFUSED_MESSAGE,
  );
}

/**
 * Nobody acts on someone who holds more than they do: only a Super Admin changes, re-invites or
 * removes a Super Admin's account, and only a holder of all a member's permissions touches theirs.
 */
function mayManage(powers: Powers, member: { roleId: number; permissions: string[] }) {
  if (canGrant(powers, { id: member.roleId, permissions: member.permissions })) return;
  throw new AppError(
    403,
    member.roleId === SUPER_ADMIN_ROLE_ID ? SUPER_ADMIN_ACCOUNT_MESSAGE : HIGHER_MEMBER_MESSAGE,
  );
}

/** A role may change only in the hands of someone who holds all it holds, before and after. */
function mayChangeRole(powers: Powers, id: number, before: string[], after: Permission[]) {
  if (!canGrant(powers, { id, permissions: before })) throw new AppError(403, HIGHER_ROLE_MESSAGE);
  if (!canGrant(powers, { id, permissions: after })) throw new AppError(403, GRANT_REFUSED_MESSAGE);
}

/**
 * Staff Management: staff members (admin accounts, each with one role) and the roles that
 * grant the back office's permissions. The Super Admin role holds every permission and is
 * locked; nobody changes their own role or its permissions; the last Super Admin stays; nobody
 * grants what they do not hold; a staff member's new e-mail address counts once it is confirmed.
 */
export function createStaffService(options: {
  db: Db;
  audit: AuditService;
  passwordLinks: PasswordLinkService;
  deletion: AccountDeletionService;
}) {
  const { db, audit, passwordLinks } = options;

  /** An invited member who has not chosen a password yet has an invitation and no used link. */
  const joined = sql<boolean>`not exists (
    select 1 from password_links invited
    where invited.user_id = "users"."id" and invited.purpose = 'invite'
  ) or exists (
    select 1 from password_links used
    where used.user_id = "users"."id" and used.used_at is not null
      and used.purpose in ('invite', 'reset')
  )`;
  /** The address a member is changing to, while its confirmation link works. */
  const pendingEmail = sql<string | null>`(
    select pending.new_email from password_links pending
    where pending.user_id = "users"."id" and pending.purpose = 'email_change'
      and pending.used_at is null and pending.expires_at > now()
    order by pending.created_at desc limit 1
  )`;

  /** Signs in with a second factor (a set-up not finished yet does not count). */
  const twoFactor = sql<boolean>`exists (
    select 1 from two_factor_secrets second
    where second.user_id = "users"."id" and second.confirmed_at is not null
  )`;

  /** The staff members `where` matches, one page of them (the first, when one is looked up). */
  async function members(
    where: SQL | undefined,
    page: { order: SQL[]; offset: number; limit: number } = {
      order: [asc(users.id)],
      offset: 0,
      limit: 1,
    },
  ) {
    const rows = await db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        pendingEmail,
        roleId: staffRoles.id,
        roleName: staffRoles.name,
        permissions: staffRoles.permissions,
        joined,
        twoFactor,
        createdAt: users.createdAt,
      })
      .from(users)
      .innerJoin(staffRoles, eq(staffRoles.id, users.staffRoleId))
      .where(and(eq(users.role, 'admin'), where))
      .orderBy(...page.order)
      .limit(page.limit)
      .offset(page.offset);
    return rows.map(({ createdAt, ...row }) => ({
      ...row,
      permissions: permissionsOf({ id: row.roleId, permissions: row.permissions }),
      created_at: createdAt.toISOString(),
    }));
  }

  const shown = ({ permissions: _held, ...member }: Awaited<ReturnType<typeof members>>[number]) =>
    member satisfies StaffMember;

  async function member(id: number) {
    const [found] = await members(eq(users.id, id));
    if (!found) throw notFound(STAFF_NOT_FOUND_MESSAGE);
    return found;
  }

  async function powersOf(actorId: number, tx: Tx | Db = db): Promise<Powers> {
    const [row] = await tx
      .select({ id: staffRoles.id, permissions: staffRoles.permissions })
      .from(users)
      .innerJoin(staffRoles, eq(staffRoles.id, users.staffRoleId))
      .where(and(eq(users.id, actorId), eq(users.role, 'admin')));
    return row ? { id: row.id, permissions: permissionsOf(row) } : { id: 0, permissions: [] };
  }

  async function lockRole(tx: Tx, roleId: number) {
    const [role] = await tx
      .select()
      .from(staffRoles)
      .where(eq(staffRoles.id, roleId))
      .for('update');
    return role;
  }

  /** Refuses to leave the back office without a Super Admin. */
  async function keepASuperAdmin(tx: Tx, leaving: number) {
    // Serialises changes to Super Admins: two of them demoting each other at once is refused too.
    await lockRole(tx, SUPER_ADMIN_ROLE_ID);
    const [others] = await tx
      .select({ n: count() })
      .from(users)
      .where(
        and(
          eq(users.role, 'admin'),
          eq(users.staffRoleId, SUPER_ADMIN_ROLE_ID),
          eq(users.status, 'Active'),
          ne(users.id, leaving),
        ),
      );
    if ((others?.n ?? 0) === 0) {
      throw new AppError(409, 'The back office needs at least one Super Admin.');
    }
  }

  async function findRole(id: number): Promise<Role> {
    const [role] = (await roles()).filter((candidate) => candidate.id === id);
    if (!role) throw notFound(ROLE_NOT_FOUND_MESSAGE);
    return role;
  }

  async function roles(): Promise<Role[]> {
    const rows = await db
      .select({
        id: staffRoles.id,
        name: staffRoles.name,
        permissions: staffRoles.permissions,
        staffCount: sql<number>`(select count(*)::int from users holder where holder.staff_role_id = "staff_roles"."id")`,
      })
      .from(staffRoles)
      .orderBy(asc(staffRoles.id));
    return rows.map((row) => ({
      ...row,
      permissions: permissionsOf(row),
      locked: row.id === SUPER_ADMIN_ROLE_ID,
    }));
  }

  const uniqueName = (error: unknown) => {
    if (isUniqueViolation(error)) {
      throw new AppError(422, 'A role with this name exists already.', {
        name: ['A role with this name exists already.'],
      });
    }
    throw error;
  };

  return {
    /** A page of the staff, sorted as asked, and the role of `viewerId` who asks. */
    async list({ sort, dir, page }: StaffListQuery, viewerId: number) {
      const [rows, [total], viewer] = await Promise.all([
        members(undefined, {
          order: pageOrder(STAFF_SORT_COLUMNS[sort], users.id, dir),
          offset: offsetOf(page, STAFF_PAGE_SIZE),
          limit: STAFF_PAGE_SIZE,
        }),
        db.select({ n: count() }).from(users).where(eq(users.role, 'admin')),
        powersOf(viewerId),
      ]);
      return {
        data: rows.map(shown),
        page,
        pageSize: STAFF_PAGE_SIZE,
        total: total?.n ?? 0,
        myRoleId: viewer.id || null,
      };
    },
    roles,

    /** Adds a staff member, who gets an e-mail to choose their password. */
    async add(input: StaffInput, by: Actor, origin: string): Promise<StaffMember> {
      const id = await db.transaction(async (tx) => {
        const role = await lockRole(tx, input.roleId);
        if (!role) throw unknownRole();
        mayGrant(await powersOf(by.actorUserId, tx), role);
        // No one knows this password: the invitation sets the real one.
        const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
        const [row] = await tx
          .insert(users)
          .values({ ...input, staffRoleId: input.roleId, role: 'admin', passwordHash })
          .returning({ id: users.id })
          .catch((error: unknown) => {
            throw isUniqueViolation(error) ? emailTaken() : error;
          });
        await audit.record(
          {
            action: 'staff.added',
            ...by,
            targetType: 'user',
            targetId: row!.id,
            details: {
              after: {
                name: input.name,
                email: input.email,
                roleId: input.roleId,
                roleName: role.name,
              },
            },
          },
          tx,
        );
        return row!.id;
      });
      await passwordLinks.invite({ id, name: input.name, email: input.email }, origin);
      return shown(await member(id));
    },

    /** Sends the invitation again (it lasts 3 days); the earlier one stops working. */
    async reinvite(id: number, by: Actor, origin: string): Promise<void> {
      const invited = await member(id);
      mayManage(await powersOf(by.actorUserId), invited);
      await passwordLinks.invite(invited, origin);
    },

    /**
     * Changes name, role and e-mail. A member who has joined keeps their address until the link
     * sent to the new one is followed, and the old one is told; an invitation not yet taken up
     * moves to the new address.
     */
    async update(
      id: number,
      input: StaffInput,
      by: Actor,
      origin: string,
    ): Promise<{ member: StaffMember; emailPending: boolean }> {
      const changed = await db.transaction(async (tx) => {
        const before = await member(id);
        const powers = await powersOf(by.actorUserId, tx);
        mayManage(powers, before);
        let roleName = before.roleName;
        if (input.roleId !== before.roleId) {
          if (id === by.actorUserId) {
            throw new AppError(409, 'You cannot change your own role.');
          }
          const role = await lockRole(tx, input.roleId);
          if (!role) throw unknownRole();
          mayGrant(powers, role);
          roleName = role.name;
          if (before.roleId === SUPER_ADMIN_ROLE_ID) await keepASuperAdmin(tx, id);
        }
        const newEmail = input.email === before.email ? null : input.email;
        if (newEmail && !(await emailIsFree(tx, newEmail, id))) throw emailTaken();
        // Until they join, nobody holds the account: the invitation is the confirmation.
        const email = newEmail && !before.joined ? newEmail : before.email;
        await tx
          .update(users)
          .set({ name: input.name, email, staffRoleId: input.roleId })
          .where(eq(users.id, id))
          .catch((error: unknown) => {
            throw isUniqueViolation(error) ? emailTaken() : error;
          });
        await audit.record(
          {
            action: 'staff.updated',
            ...by,
            targetType: 'user',
            targetId: id,
            details: {
              before: snapshot(before),
              after: { name: input.name, email, roleId: input.roleId, roleName },
              ...(newEmail && before.joined ? { emailPendingConfirmation: newEmail } : {}),
            },
          },
          tx,
        );
        return { before, newEmail };
      });
      const { before, newEmail } = changed;
      if (newEmail) {
        const [actor] = await db
          .select({ name: users.name })
          .from(users)
          .where(eq(users.id, by.actorUserId));
        const named = { name: actor?.name ?? 'A staff member' };
        const account = { id, name: input.name, email: before.email };
        if (!before.joined) {
          await passwordLinks.moveInvitation(account, newEmail, origin, named);
        } else {
          // Changing one's own address here is the same as in Account Settings.
          const other = id === by.actorUserId ? undefined : named;
          await passwordLinks.sendEmailChange(account, newEmail, origin, other);
        }
      }
      return {
        member: shown(await member(id)),
        emailPending: newEmail !== null && before.joined,
      };
    },

    /**
     * Removes a staff account as every account is closed (AccountDeletionService): its sessions
     * end, its posts keep their byline. Not oneself, not the last Super Admin.
     */
    async remove(id: number, by: Actor): Promise<void> {
      if (id === by.actorUserId) {
        throw new AppError(409, 'You cannot remove your own account.');
      }
      const before = await member(id);
      await options.deletion.close(id, {
        refuse: async (tx) => {
          mayManage(await powersOf(by.actorUserId, tx), before);
          if (before.roleId === SUPER_ADMIN_ROLE_ID) await keepASuperAdmin(tx, id);
        },
        audit: { action: 'staff.removed', ...by, details: { before: snapshot(before) } },
      });
    },

    async addRole(input: RoleInput, by: Actor): Promise<Role> {
      const id = await db.transaction(async (tx) => {
        mayChangeRole(await powersOf(by.actorUserId, tx), 0, [], input.permissions);
        const [row] = await tx
          .insert(staffRoles)
          .values(input)
          .returning({ id: staffRoles.id })
          .catch(uniqueName);
        await audit.record(
          {
            action: 'role.added',
            ...by,
            targetType: 'role',
            targetId: row!.id,
            details: { after: input },
          },
          tx,
        );
        return row!.id;
      });
      return findRole(id);
    },

    async updateRole(id: number, input: RoleInput, by: Actor): Promise<Role> {
      await db.transaction(async (tx) => {
        const role = await lockRole(tx, id);
        if (!role) throw notFound(ROLE_NOT_FOUND_MESSAGE);
        if (id === SUPER_ADMIN_ROLE_ID) {
          throw new AppError(
            409,
            'The Super Admin role holds every permission and cannot be changed.',
          );
        }
        const [self] = await tx
          .select({ roleId: users.staffRoleId })
          .from(users)
          .where(eq(users.id, by.actorUserId));
        if (self?.roleId === id) {
          throw new AppError(409, 'You cannot change the permissions of your own role.');
        }
        mayChangeRole(await powersOf(by.actorUserId, tx), id, role.permissions, input.permissions);
        await tx.update(staffRoles).set(input).where(eq(staffRoles.id, id)).catch(uniqueName);
        await audit.record(
          {
            action: 'role.updated',
            ...by,
            targetType: 'role',
            targetId: id,
            details: { before: { name: role.name, permissions: role.permissions }, after: input },
          },
          tx,
        );
      });
      return findRole(id);
    },

    /** Deletes a role; its staff move to role 3 (Support), which therefore stays. */
    async removeRole(id: number, by: Actor): Promise<{ moved: number }> {
      if (id === SUPER_ADMIN_ROLE_ID) throw new AppError(409, SUPER_ADMIN_ROLE_DELETE_MESSAGE);
      if (id === FALLBACK_ROLE_ID) {
        throw new AppError(
          409,
          'The staff of deleted roles move to this role, so it cannot be deleted.',
        );
      }
      return db.transaction(async (tx) => {
        const role = await lockRole(tx, id);
        if (!role) throw notFound(ROLE_NOT_FOUND_MESSAGE);
        const powers = await powersOf(by.actorUserId, tx);
        mayChangeRole(powers, id, role.permissions, []);
        const moved = await tx
          .update(users)
          .set({ staffRoleId: FALLBACK_ROLE_ID })
          .where(eq(users.staffRoleId, id))
          .returning({ id: users.id });
        // Moving them hands out the Support role's permissions.
        const fallback = await lockRole(tx, FALLBACK_ROLE_ID);
        if (moved.length > 0 && fallback) mayGrant(powers, fallback);
        await tx.delete(staffRoles).where(eq(staffRoles.id, id));
        await audit.record(
          {
            action: 'role.deleted',
            ...by,
            targetType: 'role',
            targetId: id,
            details: {
              before: { name: role.name, permissions: role.permissions },
              movedStaff: moved.map((row) => row.id),
            },
          },
          tx,
        );
        return { moved: moved.length };
      });
    },
  };
}

async function emailIsFree(tx: Tx, email: string, userId: number): Promise<boolean> {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  return !other;
}
