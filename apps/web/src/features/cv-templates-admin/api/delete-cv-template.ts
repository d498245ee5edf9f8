import { messageSchema } from '@careercard/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshCvTemplates } from './get-cv-templates';

function deleteCvTemplate(id: number) {
  return apiRequest(`/admin/cv-templates/${id}`, { method: 'DELETE', schema: messageSchema });
}

export function useDeleteCvTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCvTemplate,
    onSuccess: () => refreshCvTemplates(queryClient),
    meta: { changes: 'cv-templates' },
  });
}
