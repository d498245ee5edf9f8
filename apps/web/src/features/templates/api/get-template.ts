import { cvTemplateResponseSchema } from '@careercard/shared/cv-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

async function getTemplate(id: number) {
  return apiRequest(`/user/cv-template/${id}`, { schema: cvTemplateResponseSchema });
}

export const templateQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['cv-templates', id],
    queryFn: () => getTemplate(id),
    staleTime: 5 * 60_000,
  });

export function useTemplate(id: number | undefined) {
  return useQuery({ ...templateQueryOptions(id ?? 0), enabled: id !== undefined });
}
