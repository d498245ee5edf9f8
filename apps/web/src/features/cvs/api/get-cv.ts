import { cvResponseSchema } from '@careercard/shared/cv-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

async function getCv(id: string) {
  return (await apiRequest(`/user/cvs/${encodeURIComponent(id)}`, { schema: cvResponseSchema }))
    .data;
}

export const cvQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['cvs', id], queryFn: () => getCv(id), staleTime: Infinity });

export function useCv(id: string) {
  return useQuery(cvQueryOptions(id));
}
