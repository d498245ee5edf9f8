import { z } from 'zod';
import { calendarDay } from './activity';
import { bulkRequestSchema } from './bulk';
import { MAX_DB_INTEGER } from './validation';
import { pageFields, pageQuery, sortDirection } from './pagination';

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

/** The columns the list sorts by. */
export const userSortKeys = ['created_at', 'name', 'email', 'status'] as const;
export type UserSortKey = (typeof userSortKeys)[number];

/** What the list and its CSV are filtered by (the list also by page and order). */
const userFilterFields = {
  /** Part of a name or an e-mail address, any case. */
  search: z.string().trim().max(200, 'The search must be at most 200 characters.').optional(),
  status: z
    .enum(userStatuses, { error: `The status must be one of: ${userStatuses.join(', ')}.` })
    .optional(),
  /** Signed up on or after / on or before these Bangladesh days. */
  from: calendarDay('from').optional(),
  to: calendarDay('to').optional(),
  /** Has made a completed payment ('yes'), or never ('no'). */
  paid: z.enum(['yes', 'no'], { error: 'The paid filter must be yes or no.' }).optional(),
};
const fromBeforeTo = {
  check: (query: { from?: string | undefined; to?: string | undefined }) =>
    !query.from || !query.to || query.from <= query.to,
  params: { path: ['to'], message: 'The to date must be on or after the from date.' },
};

/** GET /api/admin/users/export: the list's filters. */
export const adminUserFilterSchema = z
  .object(userFilterFields)
  .refine(fromBeforeTo.check, fromBeforeTo.params);
export type AdminUserFilters = z.infer<typeof adminUserFilterSchema>;

/** GET /api/admin/manage/user?search=&status=&from=&to=&paid=&sort=&dir=&page= */
export const adminUserListQuerySchema = z
  .object({
    ...userFilterFields,
    sort: z
      .enum(userSortKeys, { error: `The sort must be one of: ${userSortKeys.join(', ')}.` })
      .default('created_at'),
    dir: sortDirection,
    page: pageQuery,
  })
  .refine(fromBeforeTo.check, fromBeforeTo.params);
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

/** POST /api/admin/users/bulk */
export const userBulkActions = ['suspend', 'unsuspend', 'delete'] as const;
export const userBulkRequestSchema = bulkRequestSchema(userBulkActions);

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
