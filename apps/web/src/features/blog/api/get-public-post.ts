import type { PublicPostAnswer } from '@careercard/shared/blog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';

function getPublicPost(slug: string) {
  return apiRequest<PublicPostAnswer>(`/blog/posts/${encodeURIComponent(slug)}`);
}

/** A Published post with its related and recent posts; its names in the language asked in. */
export const publicPostQueryOptions = (slug: string, locale: string) =>
  queryOptions({
    queryKey: ['blog', 'post', slug, locale],
    queryFn: () => getPublicPost(slug),
    retry: false,
  });

export function usePublicPost(slug: string) {
  const { i18n } = useTranslation();
  return useQuery(publicPostQueryOptions(slug, i18n.language));
}
