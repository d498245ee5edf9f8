import { messageSchema } from '@careercard/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { pdfsQueryOptions } from './get-pdfs';

function deletePdf(id: string) {
  return apiRequest(`/user/pdfs/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: messageSchema,
  });
}

export function useDeletePdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePdf,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pdfsQueryOptions().queryKey }),
  });
}
