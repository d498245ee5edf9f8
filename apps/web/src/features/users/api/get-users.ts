import { adminUserListResponseSchema } from '@careercard/shared/admin-users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listQuery, type ListOrder } from '@/lib/use-list-address';

export const USER_FILTERS = ['search', 'status', 'paid', 'from', 'to'] as const;
/** The list's filters as the address holds them; empty strings mean "any". */
export type UserFilters = Record<(typeof USER_FILTERS)[number], string>;
export const NO_USER_FILTERS: UserFilters = { search: '', status: '', paid: '', from: '', to: '' };

export type UserOrder = ListOrder;
export const DEFAULT_USER_ORDER: UserOrder = { sort: 'created_at', dir: 'desc' };

/** The filters as a query string: the list and the CSV take the same. */
interface UserQuery {
  filters: UserFilters;
  order: UserOrder;
  page: number;
}

function getUsers({ filters, order, page }: UserQuery) {
  return apiRequest(`/admin/manage/user?${listQuery(order, page, filters)}`, {
    schema: adminUserListResponseSchema,
  });
}

/** Every page of users: what a change to a user makes stale. */
export const usersQueryKey = ['admin', 'users'] as const;

const usersQueryOptions = (query: UserQuery) =>
  queryOptions({ queryKey: [...usersQueryKey, query], queryFn: () => getUsers(query) });

/** A page of users; the page shown stays while the next one loads. */
export function useUsers(query: UserQuery) {
  return useQuery({ ...usersQueryOptions(query), placeholderData: keepPreviousData });
}
