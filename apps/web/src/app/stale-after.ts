import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { dashboardStatsQueryOptions } from '@/features/dashboard/api/get-dashboard-stats';
import { templatesQueryOptions } from '@/features/templates/api/get-templates';
import type { Change } from '@/lib/changes';

/** The cached answers each change makes stale, across features. */
const staleAfter: Record<Change, () => QueryKey[]> = {
  analysis: () => [dashboardStatsQueryOptions().queryKey],
  // The chooser's list, and each template by id under it.
  'cv-templates': () => [templatesQueryOptions().queryKey],
};

/** After a mutation that says what it changed: what other features showed of it is read again. */
export function refreshAfter(queryClient: QueryClient, change: Change | undefined) {
  if (!change) return;
  return Promise.all(
    staleAfter[change]().map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
