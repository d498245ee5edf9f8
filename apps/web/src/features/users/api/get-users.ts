import { adminUserListResponseSchema } from '@careercard/shared/admin-users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

interface UserQuery {
  search: string;
  page: number;
}

function getUsers({ search, page }: UserQuery) {
  const query = new URLSearchParams({ page: String(page) });
  if (search.trim()) query.set('search', search.trim());
  return apiRequest(`/admin/manage/user?${query.toString()}`, {
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
