import type { PublishingBulkAction } from '@careercard/shared/bulk';
import { adminPostListResponseSchema } from '@careercard/shared/blog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useBulkAction } from '@/lib/bulk-request';
import { listQuery, type ListOrder } from '@/lib/use-list-address';

export const POST_FILTERS = ['search', 'status', 'category'] as const;
/** The list's filters as the address holds them; empty strings mean "any". */
export type PostFilters = Record<(typeof POST_FILTERS)[number], string>;
export const NO_POST_FILTERS: PostFilters = { search: '', status: '', category: '' };
export const DEFAULT_POST_ORDER: ListOrder = { sort: 'created_at', dir: 'desc' };

interface PostQuery {
  filters: PostFilters;
  order: ListOrder;
  page: number;
}

/** All the back office's blog answers (posts, a post, categories): what a change makes stale. */
export const adminBlogQueryKey = ['admin', 'blog'] as const;

const postsQueryOptions = (query: PostQuery) =>
  queryOptions({
    queryKey: [...adminBlogQueryKey, 'posts', query],
    queryFn: () =>
      apiRequest(`/admin/blog/posts?${listQuery(query.order, query.page, query.filters)}`, {
        schema: adminPostListResponseSchema,
      }),
  });

/** A page of the back office's posts; the page shown stays while the next one loads. */
export function usePosts(query: PostQuery) {
  return useQuery({ ...postsQueryOptions(query), placeholderData: keepPreviousData });
}

/** Publishes, unpublishes or deletes the ticked posts; each is answered. */
export const useBulkPosts = () =>
  useBulkAction<{ action: PublishingBulkAction; ids: number[] }>(
    '/admin/blog/posts/bulk',
    adminBlogQueryKey,
  );
