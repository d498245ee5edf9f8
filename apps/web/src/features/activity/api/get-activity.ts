import { activityListResponseSchema } from '@careercard/shared/activity';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The Activity's filters; empty strings mean "any". */
export interface ActivityFilters {
  actor: string;
  action: string;
  from: string;
  to: string;
}

export interface ActivityQuery extends ActivityFilters {
  page: number;
}

async function getActivity({ page, ...filters }: ActivityQuery) {
  const query = new URLSearchParams({ page: String(page) });
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  const answer = await apiRequest(`/admin/activity?${query.toString()}`, {
    schema: activityListResponseSchema,
  });
  return answer.data;
}

const activityQueryOptions = (query: ActivityQuery) =>
  queryOptions({ queryKey: ['admin', 'activity', query], queryFn: () => getActivity(query) });

/** A page of the Activity; the page shown stays while the next one loads. */
export function useActivity(query: ActivityQuery) {
  return useQuery({ ...activityQueryOptions(query), placeholderData: keepPreviousData });
}
