import type { PublicCategory } from '@careercard/shared/blog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';

async function getPublicCategories() {
  return (await apiRequest<{ categories: PublicCategory[] }>('/blog/categories')).categories;
}

/** The categories that hold a Published post, with how many, named in the language asked in. */
export const publicCategoriesQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['blog', 'categories', locale],
    queryFn: getPublicCategories,
  });

export function usePublicCategories() {
  const { i18n } = useTranslation();
  return useQuery(publicCategoriesQueryOptions(i18n.language));
}
