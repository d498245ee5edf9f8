import { adminCvTemplateListResponseSchema } from '@careercard/shared/cv-templates-admin';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Every CV template, built-in ones too: the spec's `data.data.templates`. */
async function getCvTemplates() {
  const answer = await apiRequest('/admin/get/cv-template', {
    schema: adminCvTemplateListResponseSchema,
  });
  return answer.data.data.templates;
}

export const cvTemplatesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'cv-templates'], queryFn: getCvTemplates });

export function useCvTemplates() {
  return useQuery(cvTemplatesQueryOptions());
}

/**
 * After a change the spec reads the list again; the mutation's `changes` has what the users'
 * side of this browser keeps (the template chooser) read again too.
 */
export function refreshCvTemplates(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: cvTemplatesQueryOptions().queryKey });
}
