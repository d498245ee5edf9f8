import {
  FALLBACK_ROLE_ID,
  permissionKeys,
  SUPER_ADMIN_ROLE_ID,
} from '@careercard/shared/permissions';
import {
  ROLE_NOT_FOUND_MESSAGE,
  STAFF_NOT_FOUND_MESSAGE,
  SUPER_ADMIN_ROLE_DELETE_MESSAGE,
  type Role,
  type roleInputSchema,
  type StaffMember,
  type staffInputSchema,
} from '@careercard/shared/staff';
import { messages } from '@careercard/shared/validation';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../infra/db/client';
import { staffRoles, users } from '../../infra/db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Actor, AuditService } from '../audit/service';
import { hashPassword } from '../auth/password';
import { revokeAllTokens } from '../auth/tokens';
import type { PasswordLinkService } from '../password-links/service';

type StaffInput = z.output<typeof staffInputSchema>;
type RoleInput = z.output<typeof roleInputSchema>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type StaffService = ReturnType<typeof createStaffService>;

const emailTaken = () =>
  new AppError(422, messages.unique('email'), { email: [messages.unique('email')] });
const unknownRole = () =>
  new AppError(422, ROLE_NOT_FOUND_MESSAGE, { roleId: [ROLE_NOT_FOUND_MESSAGE] });

/**
 * Staff Management: staff members (admin accounts, each with one role) and the roles that
 * grant the back office's permissions. The Super Admin role holds every permission and is
 * locked; nobody changes their own role or its permissions; the last Super Admin stays.
 */
/** What the audit log keeps of a staff member before a change. */
const snapshot = ({ name, email, roleId, roleName }: StaffMember) => ({
  name,
  email,
  roleId,
  roleName,
});

export function createStaffService(options: {
  db: Db;
  audit: AuditService;
  passwordLinks: PasswordLinkService;
}) {
  const { db, audit, passwordLinks } = options;

  /** An invited member who has not chosen a password yet has an invitation and no used link. */
  const joined = sql<boolean>`not exists (
    select 1 from password_links invited
    where invited.user_id = "users"."id" and invited.purpose = 'invite'
  ) or exists (
    select 1 from password_links used
    where used.user_id = "users"."id" and used.used_at is not null
  )`;

  async function members(where?: ReturnType<typeof eq>): Promise<StaffMember[]> {
    const rows = await db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        roleId: staffRoles.id,
        roleName: staffRoles.name,
        joined,
        createdAt: users.createdAt,
      })
      .from(users)
      .innerJoin(staffRoles, eq(staffRoles.id, users.staffRoleId))
      .where(and(eq(users.role, 'admin'), where))
      .orderBy(asc(users.id));
    return rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() }));
  }

  async function member(id: number): Promise<StaffMember> {
    const [found] = await members(eq(users.id, id));
    if (!found) throw notFound(STAFF_NOT_FOUND_MESSAGE);
    return found;
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
      // The Super Admin holds every permission, whatever its row lists.
      permissions: row.id === SUPER_ADMIN_ROLE_ID ? [...permissionKeys] : row.permissions,
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
    list: () => members(),
    roles,

    /** Adds a staff member, who gets an e-mail to choose their password. */
    async add(input: StaffInput, by: Actor, origin: string): Promise<StaffMember> {
      const id = await db.transaction(async (tx) => {
        const role = await lockRole(tx, input.roleId);
        if (!role) throw unknownRole();
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
      return member(id);
    },

    /** Sends the invitation again (it lasts 3 days). */
    async reinvite(id: number, origin: string): Promise<void> {
      await passwordLinks.invite(await member(id), origin);
    },

    async update(id: number, input: StaffInput, by: Actor): Promise<StaffMember> {
      await db.transaction(async (tx) => {
        const before = await member(id);
        let roleName = before.roleName;
        if (input.roleId !== before.roleId) {
          if (id === by.actorUserId) {
            throw new AppError(409, 'You cannot change your own role.');
          }
          const role = await lockRole(tx, input.roleId);
          if (!role) throw unknownRole();
          roleName = role.name;
          if (before.roleId === SUPER_ADMIN_ROLE_ID) await keepASuperAdmin(tx, id);
        }
        await tx
          .update(users)
          .set({ name: input.name, email: input.email, staffRoleId: input.roleId })
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
              after: { ...input, roleName },
            },
          },
          tx,
        );
      });
      return member(id);
    },

    /** Removes a staff account; its sessions end. Not oneself, not the last Super Admin. */
    async remove(id: number, by: Actor): Promise<void> {
      if (id === by.actorUserId) {
        throw new AppError(409, 'You cannot remove your own account.');
      }
      await db.transaction(async (tx) => {
        const before = await member(id);
        if (before.roleId === SUPER_ADMIN_ROLE_ID) await keepASuperAdmin(tx, id);
        await revokeAllTokens(tx, id);
        await tx.delete(users).where(eq(users.id, id));
        await audit.record(
          {
            action: 'staff.removed',
            ...by,
            targetType: 'user',
            targetId: id,
            details: {
              before: snapshot(before),
            },
          },
          tx,
        );
      });
    },

    async addRole(input: RoleInput, by: Actor): Promise<Role> {
      const id = await db.transaction(async (tx) => {
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
        const moved = await tx
          .update(users)
          .set({ staffRoleId: FALLBACK_ROLE_ID })
          .where(eq(users.staffRoleId, id))
          .returning({ id: users.id });
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
