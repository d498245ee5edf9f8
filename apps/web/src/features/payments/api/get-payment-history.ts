import { paymentHistoryResponseSchema } from '@careercard/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const paymentHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'history'],
    queryFn: async () =>
      (await apiRequest('/user/payment-history', { schema: paymentHistoryResponseSchema })).data,
  });

export const usePaymentHistory = () => useQuery(paymentHistoryQueryOptions());
