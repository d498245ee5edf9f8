import { cvTemplateListResponseSchema } from '@careercard/shared/cv-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

async function getTemplates() {
  return (await apiRequest('/user/cv-templates', { schema: cvTemplateListResponseSchema }))
    .templates;
}

export const templatesQueryOptions = () =>
  queryOptions({ queryKey: ['cv-templates'], queryFn: getTemplates, staleTime: 5 * 60_000 });

export function useTemplates() {
  return useQuery(templatesQueryOptions());
}
