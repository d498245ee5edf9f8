import { paymentModeResponseSchema } from '@careercard/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const paymentModeQueryOptions = () =>
  queryOptions({
    queryKey: ['payment-mode'],
    queryFn: async () =>
      (await apiRequest('/payments/mode', { schema: paymentModeResponseSchema })).data.methods,
    staleTime: 60_000,
  });

/**
 * Where each method's payments go now: the checkout offers the methods that take payments and
 * says when no real money moves.
 */
export const usePaymentMode = () => useQuery(paymentModeQueryOptions());
