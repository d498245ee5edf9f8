import type { PublicPostList } from '@careercard/shared/blog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';

export interface PublicPostQuery {
  /** A category's slug, for its posts only. */
  category?: string | undefined;
  page: number;
}

function getPublicPosts({ category, page }: PublicPostQuery) {
  const query = new URLSearchParams({ page: String(page) });
  if (category) query.set('category', category);
  return apiRequest<PublicPostList>(`/blog/posts?${query.toString()}`);
}

/** Category and author names come in the language asked in: one entry per language. */
export const publicPostsQueryOptions = (query: PublicPostQuery, locale: string) =>
  queryOptions({
    queryKey: ['blog', 'posts', query.category ?? null, query.page, locale],
    queryFn: () => getPublicPosts(query),
    retry: false,
  });

/** A page of Published posts, newest first; the page shown stays while the next one loads. */
export function usePublicPosts(query: PublicPostQuery) {
  const { i18n } = useTranslation();
  return useQuery({
    ...publicPostsQueryOptions(query, i18n.language),
    placeholderData: keepPreviousData,
  });
}
