import { publicPageResponseSchema } from '@careercard/shared/pages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';

/** A Published page for a visitor; a Draft or missing one fails with the server's 404. */
export async function getPublicPage(slug: string) {
  return (
    await apiRequest(`/pages/${encodeURIComponent(slug)}`, { schema: publicPageResponseSchema })
  ).data;
}

export const publicPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['public-page', slug],
    queryFn: () => getPublicPage(slug),
    // A missing page stays missing; a dropped connection is worth another try.
    retry: (failures, error) => !(error instanceof ApiError) && failures < 2,
  });

export function usePublicPage(slug: string) {
  return useQuery(publicPageQueryOptions(slug));
}
