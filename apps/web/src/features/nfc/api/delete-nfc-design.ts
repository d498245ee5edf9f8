import { messageSchema } from '@careercard/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminNfcDesignsKey } from './get-admin-nfc-designs';

function deleteNfcDesign(id: number) {
  return apiRequest(`/admin/nfc-designs/${id}`, { method: 'DELETE', schema: messageSchema });
}

export function useDeleteNfcDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNfcDesign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNfcDesignsKey }),
  });
}
