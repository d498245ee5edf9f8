import { nfcOrderResponseSchema, type NfcOrderStatus } from '@careercard/shared/nfc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminNfcOrdersKey } from './get-admin-nfc-orders';

function setNfcOrderStatus({ id, status }: { id: string; status: NfcOrderStatus }) {
  return apiRequest(`/admin/nfc-orders/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    json: { status },
    schema: nfcOrderResponseSchema,
  });
}

export function useSetNfcOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNfcOrderStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNfcOrdersKey }),
  });
}
