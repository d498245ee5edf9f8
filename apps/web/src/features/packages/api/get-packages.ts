import { adminPackagesResponseSchema } from '@careercard/shared/packages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listQuery, type ListOrder } from '@/lib/use-list-address';

/** Every answer about packages: what a change makes stale. */
export const packagesKey = ['admin', 'packages'] as const;
export const DEFAULT_PACKAGE_ORDER: ListOrder = { sort: 'created_at', dir: 'asc' };

/** A page of the packages; the page shown stays while the next one loads. */
export function usePackages({ order, page }: { order: ListOrder; page: number }) {
  return useQuery({
    queryKey: [...packagesKey, order, page],
    queryFn: () =>
      apiRequest(`/admin/packages?${listQuery(order, page)}`, {
        schema: adminPackagesResponseSchema,
      }),
    placeholderData: keepPreviousData,
  });
}
