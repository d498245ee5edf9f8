import { paymentResponseSchema } from '@careercard/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const paymentQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: ['payments', paymentId],
    queryFn: async () =>
      (
        await apiRequest(`/user/payments/${encodeURIComponent(paymentId)}`, {
          schema: paymentResponseSchema,
        })
      ).data,
  });

/** One of the user's payments; only asked for with a signed-in user and a payment ID. */
export function usePayment(paymentId: string, enabled: boolean) {
  return useQuery({ ...paymentQueryOptions(paymentId), enabled: enabled && paymentId !== '' });
}
