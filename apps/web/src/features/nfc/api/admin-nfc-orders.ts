import {
  adminNfcOrdersResponseSchema,
  nfcOrderResponseSchema,
  type NfcOrderStatus,
} from '@careercard/shared/nfc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const queryKey = ['admin', 'nfc-orders'];

/** Every NFC card order, for staff. */
export const useAdminNfcOrders = () =>
  useQuery({
    queryKey,
    queryFn: async () =>
      (await apiRequest('/admin/nfc-orders', { schema: adminNfcOrdersResponseSchema })).data,
  });

export function useSetNfcOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: NfcOrderStatus }) =>
      apiRequest(`/admin/nfc-orders/${encodeURIComponent(id)}/status`, {
        method: 'PUT',
        json: { status },
        schema: nfcOrderResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}
