import { dashboardStatsResponseSchema } from '@careercard/shared/dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

async function getDashboardStats() {
  return (await apiRequest('/user/dashboard-stats', { schema: dashboardStatsResponseSchema })).data;
}

/** Refetched on every visit: a check made a moment ago must show in the count. */
export function useDashboardStats() {
  return useQuery({ queryKey: ['dashboard-stats'], queryFn: getDashboardStats, staleTime: 0 });
}
