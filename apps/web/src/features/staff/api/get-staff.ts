import { staffListResponseSchema } from '@careercard/shared/staff';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { rolesQueryOptions } from './get-roles';

async function getStaff() {
  return (await apiRequest('/admin/staff', { schema: staffListResponseSchema })).data;
}

const staffQueryOptions = () => queryOptions({ queryKey: ['admin', 'staff'], queryFn: getStaff });

export function useStaff() {
  return useQuery(staffQueryOptions());
}

/** After a change to staff or roles: the list names each member's role, each role counts its staff. */
export const refreshStaffAndRoles = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: staffQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: rolesQueryOptions().queryKey }),
  ]);
