import {
  cvTemplateStoreResponseSchema,
  type CvTemplateStoreInput,
} from '@careercard/shared/cv-templates-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshCvTemplates } from './get-cv-templates';

/** Adds a template (no id) or changes the one named by `id`: the spec's one store call. */
function saveCvTemplate(body: CvTemplateStoreInput) {
  return apiRequest('/admin/store/cv-template', {
    method: 'POST',
    json: body,
    schema: cvTemplateStoreResponseSchema,
  });
}

export function useSaveCvTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCvTemplate,
    onSuccess: () => refreshCvTemplates(queryClient),
    meta: { changes: 'cv-templates' },
  });
}
