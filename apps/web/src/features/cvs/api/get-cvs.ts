import { cvListResponseSchema } from '@careercard/shared/cv-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

async function getCvs() {
  return (await apiRequest('/user/cvs', { schema: cvListResponseSchema })).data;
}

export const cvsQueryOptions = () => queryOptions({ queryKey: ['cvs'], queryFn: getCvs });

export function useCvs() {
  return useQuery(cvsQueryOptions());
}
