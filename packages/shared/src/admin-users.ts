import { z } from 'zod';
import { MAX_DB_INTEGER } from './validation';
import { pageFields, pageQuery } from './pagination';

/** User Management (admin spec §2): the job seekers' accounts, ten to a page. */

export const USER_PAGE_SIZE = 10;
export const userStatuses = ['Active', 'Suspended'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const DELETE_USER_FAILED_MESSAGE = 'Failed to delete user. Please try again.';
export const USER_NOT_FOUND_MESSAGE = 'User not found.';

export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** When the account was opened, ISO 8601. */
  created_at: z.string(),
  status: z.enum(userStatuses),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /api/admin/manage/user?search=&page= */
export const adminUserListQuerySchema = z.object({
  /** Part of a name or an e-mail address, any case. */
  search: z.string().trim().max(200, 'The search must be at most 200 characters.').optional(),
  page: pageQuery,
});

export const adminUserListResponseSchema = z.object({
  users: z.array(adminUserSchema),
  ...pageFields,
});
export type AdminUserList = z.infer<typeof adminUserListResponseSchema>;

/** POST /api/admin/delete/user */
export const deleteUserRequestSchema = z.object({
  userId: z.coerce
    .number({ error: 'The user id must be a number.' })
    .int('The user id must be a whole number.')
    .positive('The user id must be a whole number.')
    .max(MAX_DB_INTEGER, USER_NOT_FOUND_MESSAGE),
});

export const adminUserResponseSchema = z.object({
  message: z.string(),
  data: adminUserSchema,
});
