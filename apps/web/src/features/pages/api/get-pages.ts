import type { PublishingBulkAction } from '@careercard/shared/bulk';
import { adminPageReadResponseSchema, adminPagesResponseSchema } from '@careercard/shared/pages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useBulkAction } from '@/lib/bulk-request';
import { listQuery, type ListOrder } from '@/lib/use-list-address';

/** Every answer about the back office's pages: what a change makes stale. */
export const adminPagesKey = ['admin', 'pages'] as const;
export const DEFAULT_PAGE_ORDER: ListOrder = { sort: 'created_at', dir: 'asc' };

interface PageQuery {
  order: ListOrder;
  page: number;
}

/** A page of the site's pages, for staff; the page shown stays while the next one loads. */
export function usePages({ order, page }: PageQuery) {
  return useQuery({
    queryKey: [...adminPagesKey, 'list', order, page],
    queryFn: () =>
      apiRequest(`/admin/pages?${listQuery(order, page)}`, { schema: adminPagesResponseSchema }),
    placeholderData: keepPreviousData,
  });
}

const pageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminPagesKey, 'page', id],
    queryFn: async () =>
      (await apiRequest(`/admin/pages/${id}`, { schema: adminPageReadResponseSchema })).data,
  });

/** One page as the editor opens it. */
export const usePage = (id: number | null) =>
  useQuery({ ...pageQueryOptions(id ?? 0), enabled: id !== null });

/** Publishes, unpublishes or deletes the ticked pages; each is answered. */
export const useBulkPages = () =>
  useBulkAction<{ action: PublishingBulkAction; ids: number[] }>(
    '/admin/pages/bulk',
    adminPagesKey,
  );
