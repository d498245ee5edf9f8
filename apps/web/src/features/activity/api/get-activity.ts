import { activityListResponseSchema } from '@careercard/shared/activity';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiDownload, apiRequest, saveFile } from '@/lib/api-client';
import { filterParams } from '@/lib/use-list-address';

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
  const query = filterParams(filters);
  query.set('page', String(page));
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

/** Downloads the entries the filters match (of what the viewer may see) as CSV. */
export function useExportActivity() {
  return useMutation({
    mutationFn: async (filters: ActivityFilters) => {
      const query = filterParams(filters).toString();
      const { blob, fileName } = await apiDownload(
        `/admin/activity/export${query ? `?${query}` : ''}`,
        'activity.csv',
      );
      saveFile(blob, fileName);
    },
  });
}
