import { messageSchema } from '@careercard/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminPagesKey } from './get-pages';

function deletePage(id: number) {
  return apiRequest(`/admin/pages/${id}`, { method: 'DELETE', schema: messageSchema });
}

export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPagesKey }),
  });
}
