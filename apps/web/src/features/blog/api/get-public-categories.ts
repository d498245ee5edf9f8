import { publicCategoriesResponseSchema } from '@careercard/shared/blog';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

async function getPublicCategories() {
  return (await apiRequest('/blog/categories', { schema: publicCategoriesResponseSchema }))
    .categories;
}

/** The categories that hold a Published post, with how many. */
export function usePublicCategories() {
  return useQuery({ queryKey: ['blog', 'categories'], queryFn: getPublicCategories });
}
