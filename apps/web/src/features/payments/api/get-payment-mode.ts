import { paymentModeResponseSchema } from '@careercard/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const paymentModeQueryOptions = () =>
  queryOptions({
    queryKey: ['payment-mode'],
    queryFn: async () =>
      (await apiRequest('/payments/mode', { schema: paymentModeResponseSchema })).data.mode,
    staleTime: 60_000,
  });

/** Where payments go now, so the checkout can say when no real money moves. */
export const usePaymentMode = () => useQuery(paymentModeQueryOptions());
