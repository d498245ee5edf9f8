import { dashboardStatsResponseSchema } from '@careercard/shared/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

async function getDashboardStats() {
  return (await apiRequest('/user/dashboard-stats', { schema: dashboardStatsResponseSchema })).data;
}

/** Refetched on every visit: a check made a moment ago must show in the count. */
export const dashboardStatsQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard-stats'], queryFn: getDashboardStats, staleTime: 0 });

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
