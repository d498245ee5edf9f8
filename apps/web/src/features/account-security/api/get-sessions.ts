import { accountSessionListSchema } from '@careercard/shared/account-security';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'sessions'],
    queryFn: () => apiRequest('/user/sessions', { schema: accountSessionListSchema }),
  });

export const useSessions = () => useQuery(sessionsQueryOptions());
