import { publicPostListResponseSchema } from '@careercard/shared/blog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

interface PublicPostQuery {
  /** A category's slug, for its posts only. */
  category?: string | undefined;
  page: number;
}

function getPublicPosts({ category, page }: PublicPostQuery) {
  const query = new URLSearchParams({ page: String(page) });
  if (category) query.set('category', category);
  return apiRequest(`/blog/posts?${query.toString()}`, { schema: publicPostListResponseSchema });
}

const publicPostsQueryOptions = (query: PublicPostQuery) =>
  queryOptions({
    queryKey: ['blog', 'posts', query.category ?? null, query.page],
    queryFn: () => getPublicPosts(query),
  });

/** A page of Published posts, newest first; the page shown stays while the next one loads. */
export function usePublicPosts(query: PublicPostQuery) {
  return useQuery({
    ...publicPostsQueryOptions(query),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
