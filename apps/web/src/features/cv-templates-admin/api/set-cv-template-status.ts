import {
  adminCvTemplateResponseSchema,
  type TemplateStatus,
} from '@careercard/shared/cv-templates-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshCvTemplates } from './get-cv-templates';

/** The card's enable/disable action. */
function setCvTemplateStatus({ id, status }: { id: number; status: TemplateStatus }) {
  return apiRequest(`/admin/cv-templates/${id}`, {
    method: 'PATCH',
    json: { status },
    schema: adminCvTemplateResponseSchema,
  });
}

export function useSetCvTemplateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCvTemplateStatus,
    onSuccess: () => refreshCvTemplates(queryClient),
    meta: { changes: 'cv-templates' },
  });
}
