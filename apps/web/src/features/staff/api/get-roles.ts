import { roleListResponseSchema } from '@careercard/shared/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

async function getRoles() {
  return (await apiRequest('/admin/roles', { schema: roleListResponseSchema })).data;
}

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'roles'], queryFn: getRoles });

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
