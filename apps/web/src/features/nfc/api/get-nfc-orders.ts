import { nfcOrdersResponseSchema } from '@careercard/shared/nfc';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const useNfcOrders = () =>
  useQuery({
    queryKey: ['nfc-orders'],
    queryFn: async () =>
      (await apiRequest('/user/nfc-orders', { schema: nfcOrdersResponseSchema })).data,
  });
