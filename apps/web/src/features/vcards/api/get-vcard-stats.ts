import { vcardStatsResponseSchema } from '@careercard/shared/vcard-analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const vcardStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['vcard', 'stats'],
    queryFn: async () =>
      (await apiRequest('/user/vcard/stats', { schema: vcardStatsResponseSchema })).data,
  });

export const useVcardStats = () => useQuery(vcardStatsQueryOptions());
