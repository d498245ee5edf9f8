import { pdfListResponseSchema } from '@careercard/shared/pdfs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const pdfsQueryOptions = () =>
  queryOptions({
    queryKey: ['pdfs'],
    queryFn: async () => (await apiRequest('/user/pdfs', { schema: pdfListResponseSchema })).data,
  });

export const usePdfs = () => useQuery(pdfsQueryOptions());
