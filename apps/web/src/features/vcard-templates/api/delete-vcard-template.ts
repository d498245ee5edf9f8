import { messageSchema } from '@careercard/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminVcardTemplatesKey } from './get-vcard-templates';

/** Deletes an uploaded template; the cards using it are drawn in Modern. */
export function useDeleteVcardTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/admin/vcard-templates/${id}`, { method: 'DELETE', schema: messageSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminVcardTemplatesKey }),
  });
}
