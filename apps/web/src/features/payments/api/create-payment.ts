import {
  createPaymentResponseSchema,
  gatewayPaymentResponseSchema,
  type CreatePaymentRequest,
  type PaymentMethod,
} from '@careercard/shared/payments';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Starts a payment by the method chosen; the server prices the item, so no amount is sent.
 * Answers the provider's page to send the payer to.
 */
async function createPayment({
  method,
  body,
}: {
  method: PaymentMethod;
  body: CreatePaymentRequest;
}): Promise<string> {
  const path = `/user/${method}/create-payment`;
  if (method === 'bkash') {
    const created = await apiRequest(path, {
      method: 'POST',
      json: body,
      schema: createPaymentResponseSchema,
    });
    return created.bkash_payment_url;
  }
  const created = await apiRequest(path, {
    method: 'POST',
    json: body,
    schema: gatewayPaymentResponseSchema,
  });
  return created.payment_url;
}

export function useCreatePayment() {
  return useMutation({ mutationFn: createPayment });
}
