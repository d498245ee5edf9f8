import { adminCategoryListResponseSchema } from '@careercard/shared/blog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

async function getCategories() {
  return (await apiRequest('/admin/blog/categories', { schema: adminCategoryListResponseSchema }))
    .data;
}

const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'blog', 'categories'], queryFn: getCategories });

/** Every category with how many posts it holds, Uncategorized first. */
export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
