import {
  createPaymentResponseSchema,
  type CreatePaymentRequest,
} from '@careercard/shared/payments';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Starts a bKash payment; the server prices the item, so no amount is sent. */
function createPayment(body: CreatePaymentRequest) {
  return apiRequest('/user/bkash/create-payment', {
    method: 'POST',
    json: body,
    schema: createPaymentResponseSchema,
  });
}

export function useCreatePayment() {
  return useMutation({ mutationFn: createPayment });
}
