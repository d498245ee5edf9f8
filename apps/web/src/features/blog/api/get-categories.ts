import {
  adminCategoryListResponseSchema,
  categoryChoicesResponseSchema,
} from '@careercard/shared/blog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listQuery, type ListOrder } from '@/lib/use-list-address';
import { adminBlogQueryKey } from './get-posts';

export const DEFAULT_CATEGORY_ORDER: ListOrder = { sort: 'created_at', dir: 'asc' };

/** A page of the categories, each with how many posts it holds; Uncategorized first. */
export function useCategories({ order, page }: { order: ListOrder; page: number }) {
  return useQuery({
    queryKey: [...adminBlogQueryKey, 'categories', order, page],
    queryFn: () =>
      apiRequest(`/admin/blog/categories?${listQuery(order, page)}`, {
        schema: adminCategoryListResponseSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every category's id and name, A to Z: what a post may be filed under, or filtered by. */
export function useCategoryChoices() {
  return useQuery({
    queryKey: [...adminBlogQueryKey, 'category-choices'],
    queryFn: async () =>
      (
        await apiRequest('/admin/blog/categories/choices', {
          schema: categoryChoicesResponseSchema,
        })
      ).data,
  });
}
