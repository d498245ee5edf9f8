import { pricesResponseSchema } from '@careercard/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const pricesQueryOptions = () =>
  queryOptions({
    queryKey: ['prices'],
    queryFn: async () => (await apiRequest('/prices', { schema: pricesResponseSchema })).data,
    staleTime: 5 * 60_000,
  });

/** The prices the admin's packages set, shown before paying. */
export const usePrices = () => useQuery(pricesQueryOptions());
