import { adminPagesResponseSchema } from '@careercard/shared/pages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

async function getPages() {
  return (await apiRequest('/admin/pages', { schema: adminPagesResponseSchema })).data;
}

export const pagesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'pages'], queryFn: getPages });

export function usePages() {
  return useQuery(pagesQueryOptions());
}
