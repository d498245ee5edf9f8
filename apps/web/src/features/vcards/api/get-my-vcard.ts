import { myVcardResponseSchema } from '@careercard/shared/vcards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const myVcardQueryOptions = () =>
  queryOptions({
    queryKey: ['vcard'],
    queryFn: async () => (await apiRequest('/user/vcard', { schema: myVcardResponseSchema })).data,
  });

export const useMyVcard = () => useQuery(myVcardQueryOptions());
