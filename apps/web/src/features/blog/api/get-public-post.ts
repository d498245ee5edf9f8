import type { PublicPostAnswer } from '@careercard/shared/blog';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';

function getPublicPost(slug: string) {
  return apiRequest<PublicPostAnswer>(`/blog/posts/${encodeURIComponent(slug)}`);
}

/** A Published post with its related and recent posts; its names in the interface's language. */
export function usePublicPost(slug: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['blog', 'post', slug, i18n.language],
    queryFn: () => getPublicPost(slug),
    retry: false,
  });
}
