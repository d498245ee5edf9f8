import { cvPreviewResponseSchema } from '@careercard/shared/cv-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The CV behind a short-lived print link: readable without signing in. */
function getPrintCv(token: string) {
  return apiRequest(`/cv/temp/${encodeURIComponent(token)}`, { schema: cvPreviewResponseSchema });
}

const printCvQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['cv-print', token], queryFn: () => getPrintCv(token), retry: false });

export function usePrintCv(token: string) {
  return useQuery({ ...printCvQueryOptions(token), enabled: token !== '' });
}
