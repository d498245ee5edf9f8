import type { PublicCategory } from '@careercard/shared/blog';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';

async function getPublicCategories() {
  return (await apiRequest<{ categories: PublicCategory[] }>('/blog/categories')).categories;
}

/** The categories that hold a Published post, with how many, named in the interface's language. */
export function usePublicCategories() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['blog', 'categories', i18n.language],
    queryFn: getPublicCategories,
  });
}
