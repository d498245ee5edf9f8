import { staffListResponseSchema } from '@careercard/shared/staff';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listQuery, type ListOrder } from '@/lib/use-list-address';
import { rolesQueryOptions } from './get-roles';

const staffKey = ['admin', 'staff'] as const;
export const DEFAULT_STAFF_ORDER: ListOrder = { sort: 'created_at', dir: 'asc' };

/** A page of the staff, and the caller's own role; the page shown stays while the next loads. */
export function useStaff({ order, page }: { order: ListOrder; page: number }) {
  return useQuery({
    queryKey: [...staffKey, order, page],
    queryFn: () =>
      apiRequest(`/admin/staff?${listQuery(order, page)}`, { schema: staffListResponseSchema }),
    placeholderData: keepPreviousData,
  });
}

/** After a change to staff or roles: the list names each member's role, each role counts its staff. */
export const refreshStaffAndRoles = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: staffKey }),
    queryClient.invalidateQueries({ queryKey: rolesQueryOptions().queryKey }),
  ]);
