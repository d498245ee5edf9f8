import { refundResponseSchema, type RefundRequest } from '@careercard/shared/payment-ledger';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ledgerKey } from './get-ledger';

/** Refunds a payment, or asks the gateway again for a refund left pending. */
export function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      request: { paymentId: string; body: RefundRequest } | { retryRefundId: string },
    ) =>
      'retryRefundId' in request
        ? apiRequest(`/admin/refunds/${request.retryRefundId}/retry`, {
            method: 'POST',
            schema: refundResponseSchema,
          })
        : apiRequest(`/admin/payments/${request.paymentId}/refunds`, {
            method: 'POST',
            json: request.body,
            schema: refundResponseSchema,
          }),
    // A refund the gateway left pending is on the row too: the list is read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ledgerKey }),
  });
}
