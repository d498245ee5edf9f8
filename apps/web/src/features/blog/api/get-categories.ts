import { adminCategoryListResponseSchema } from '@careercard/shared/blog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminBlogQueryKey } from './get-posts';

async function getCategories() {
  return (await apiRequest('/admin/blog/categories', { schema: adminCategoryListResponseSchema }))
    .data;
}

const categoriesQueryOptions = () =>
  queryOptions({ queryKey: [...adminBlogQueryKey, 'categories'], queryFn: getCategories });

/** Every category with how many posts it holds, Uncategorized first. */
export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
