import {
  adminNfcDesignResponseSchema,
  adminNfcDesignsResponseSchema,
  type NfcDesignBody,
} from '@careercard/shared/nfc';
import { messageSchema } from '@careercard/shared/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const queryKey = ['admin', 'nfc-designs'];

/** Every NFC card design, enabled or not, for staff. */
export const useAdminNfcDesigns = () =>
  useQuery({
    queryKey,
    queryFn: async () =>
      (await apiRequest('/admin/nfc-designs', { schema: adminNfcDesignsResponseSchema })).data,
  });

/** Adds a design (no id) or changes one; the list and the customers' offer follow. */
export function useSaveNfcDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: NfcDesignBody }) =>
      apiRequest(id === undefined ? '/admin/nfc-designs' : `/admin/nfc-designs/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        json: body,
        schema: adminNfcDesignResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export function useDeleteNfcDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/admin/nfc-designs/${id}`, { method: 'DELETE', schema: messageSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}
