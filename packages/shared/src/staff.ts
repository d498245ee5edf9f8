import { z } from 'zod';
import { listQuerySchema, pageFields } from './pagination';
import { permissionKeys, SUPER_ADMIN_ROLE_ID, type Permission } from './permissions';
import { requiredEmail, MAX_DB_INTEGER } from './validation';

/** Staff Management (admin spec §2, §5, §6): staff members and their roles. */

export const STAFF_FORM_MESSAGE = 'Please fill all fields.';
export const ROLE_NAME_MESSAGE = 'Please enter a role name.';
export const SUPER_ADMIN_ROLE_DELETE_MESSAGE = 'The Super Admin role cannot be deleted.';
export const STAFF_NOT_FOUND_MESSAGE = 'Staff member not found.';
export const ROLE_NOT_FOUND_MESSAGE = 'Role not found.';
/** Nobody grants what they do not hold, nor acts on someone who holds more. */
export const GRANT_REFUSED_MESSAGE = 'You cannot give permissions that you do not hold yourself.';
export const SUPER_ADMIN_GRANT_MESSAGE = 'Only a Super Admin can give the Super Admin role.';
export const SUPER_ADMIN_ACCOUNT_MESSAGE = "Only a Super Admin can change a Super Admin's account.";
export const HIGHER_MEMBER_MESSAGE =
  'You cannot change a staff member who holds permissions that you do not hold.';
export const HIGHER_ROLE_MESSAGE =
  'You cannot change a role that holds permissions that you do not hold.';
export const STAFF_UPDATED_MESSAGE = 'Staff member updated.';
/** A joined member's new address counts once it is confirmed from that address. */
export const staffEmailChangeMessage = (email: string) =>
  `Staff member updated. Their e-mail address changes once the link we sent to ${email} is opened; until then they sign in with the old one, which we have told of the change.`;

const id = (what: string) =>
  z.coerce
    .number({ error: `The ${what} must be a number.` })
    .int(`The ${what} must be a whole number.`)
    .positive(`The ${what} must be a whole number.`)
    .max(MAX_DB_INTEGER, `The ${what} is too large.`);

interface Held {
  /** The role's id: role 1 is the Super Admin's. */
  id: number;
  permissions: readonly string[];
}

/**
 * Nobody grants what they do not hold: whether a staff member of role `holder` may give `role`
 * (or make, change or remove one like it). A Super Admin may give any; anyone else only roles
 * within their own permissions, and never the Super Admin role.
 */
export function canGrant(holder: Held, role: Held): boolean {
  if (holder.id === SUPER_ADMIN_ROLE_ID) return true;
  return (
    role.id !== SUPER_ADMIN_ROLE_ID &&
    role.permissions.every((permission) => holder.permissions.includes(permission))
  );
}

export const staffIdParamsSchema = z.object({ id: id('staff id') });
export const roleIdParamsSchema = z.object({ id: id('role id') });

export const staffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The address they are changing to, until the link sent to it is opened. */
  pendingEmail: z.string().nullable(),
  roleId: z.number().int(),
  roleName: z.string(),
  /** Has chosen a password from the invitation. */
  joined: z.boolean(),
  /** Signs in with an authenticator app (two-factor sign-in). */
  twoFactor: z.boolean(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** POST /api/admin/staff and PUT /api/admin/staff/{id}: name, e-mail and role, all required. */
export const staffInputSchema = z.strictObject({
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(255, 'The name must be at most 255 characters.'),
  email: requiredEmail(),
  roleId: z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? 'The role field is required.'
          : 'The role must be a number.',
    })
    .int('The role must be a whole number.')
    .positive('The role field is required.')
    .max(MAX_DB_INTEGER, ROLE_NOT_FOUND_MESSAGE),
});
export type StaffInput = z.input<typeof staffInputSchema>;

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(z.string()),
  /** The Super Admin role: every permission, not editable, not deletable. */
  locked: z.boolean(),
  staffCount: z.number().int(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleInputSchema = z.strictObject({
  name: z
    .string({ error: ROLE_NAME_MESSAGE })
    .trim()
    .min(1, ROLE_NAME_MESSAGE)
    .max(100, 'The role name must be at most 100 characters.'),
  permissions: z
    .array(
      z.enum(permissionKeys as [Permission, ...Permission[]], {
        error: 'That is not a permission of the back office.',
      }),
      { error: 'The permissions must be a list.' },
    )
    .max(permissionKeys.length)
    .default([])
    // One of each, in the order of the checklist.
    .transform((chosen) => permissionKeys.filter((key) => chosen.includes(key))),
});
export type RoleInput = z.input<typeof roleInputSchema>;

export const STAFF_PAGE_SIZE = 20;

/** GET /api/admin/staff?sort=&dir=&page=: in the order they joined unless asked otherwise. */
export const staffListQuerySchema = listQuerySchema(['created_at', 'name', 'email', 'role'], {
  sort: 'created_at',
  dir: 'asc',
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

export const staffListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(staffMemberSchema),
  ...pageFields,
  /** The caller's own role: the screen offers only what it may hand out. */
  myRoleId: z.number().int().nullable(),
});
export const staffMemberResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: staffMemberSchema,
});
export const roleListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(roleSchema),
});
export const roleResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: roleSchema,
});
