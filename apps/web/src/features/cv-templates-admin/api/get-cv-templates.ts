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

const cvTemplatesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'cv-templates'], queryFn: getCvTemplates });

export function useCvTemplates() {
  return useQuery(cvTemplatesQueryOptions());
}

/**
 * After a change the spec reads the list again; what this browser keeps of the users' side
 * (the chooser's `cv-templates` queries) is read again too.
 */
export function refreshCvTemplates(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cvTemplatesQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: ['cv-templates'] }),
  ]);
}
