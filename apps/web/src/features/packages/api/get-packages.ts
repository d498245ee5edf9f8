import { adminPackagesResponseSchema } from '@careercard/shared/packages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

async function getPackages() {
  return (await apiRequest('/admin/packages', { schema: adminPackagesResponseSchema })).data;
}

export const packagesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'packages'], queryFn: getPackages });

export function usePackages() {
  return useQuery(packagesQueryOptions());
}
