import { profileSchema } from '@careercard/shared/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'profile'],
    queryFn: () => apiRequest('/user/profile', { schema: profileSchema }),
  });

export const useProfile = () => useQuery(profileQueryOptions());
