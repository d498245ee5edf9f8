import { adminPostListResponseSchema } from '@careercard/shared/blog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

async function getPosts(search: string) {
  const query = search.trim()
    ? `?${new URLSearchParams({ search: search.trim() }).toString()}`
    : '';
  return (await apiRequest(`/admin/blog/posts${query}`, { schema: adminPostListResponseSchema }))
    .data;
}

/** All the back office's blog answers (posts, a post, categories): what a change makes stale. */
export const adminBlogQueryKey = ['admin', 'blog'] as const;

const postsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...adminBlogQueryKey, 'posts', search],
    queryFn: () => getPosts(search),
  });

/** The back office's posts matching `search`; the list shown stays while the next one loads. */
export function usePosts(search: string) {
  return useQuery({ ...postsQueryOptions(search), placeholderData: keepPreviousData });
}
