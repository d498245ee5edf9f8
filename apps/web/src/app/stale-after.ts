import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Change } from '@/lib/changes';

/**
 * The cached answers each change makes stale, across features. Their modules load when a change
 * is made: imported up front, their response schemas (and zod with them) would be part of every
 * page's first JavaScript, the landing page's too.
 */
const staleAfter: Record<Change, () => Promise<QueryKey[]>> = {
  analysis: async () => {
    const { dashboardStatsQueryOptions } =
      await import('@/features/dashboard/api/get-dashboard-stats');
    return [dashboardStatsQueryOptions().queryKey];
  },
  // The chooser's list, and each template by id under it.
  'cv-templates': async () => {
    const { templatesQueryOptions } = await import('@/features/templates/api/get-templates');
    return [templatesQueryOptions().queryKey];
  },
  account: async () => {
    const { currentUserQueryOptions } = await import('@/features/auth/api/get-current-user');
    return [currentUserQueryOptions().queryKey];
  },
};

/** After a mutation that says what it changed: what other features showed of it is read again. */
export async function refreshAfter(queryClient: QueryClient, change: Change | undefined) {
  if (!change) return;
  const keys = await staleAfter[change]();
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
