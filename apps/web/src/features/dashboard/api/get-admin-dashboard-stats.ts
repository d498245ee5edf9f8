import { adminDashboardStatsResponseSchema } from '@careercard/shared/dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

async function getAdminDashboardStats() {
  return (await apiRequest('/admin/dashboard-stats', { schema: adminDashboardStatsResponseSchema }))
    .data;
}

/** Refetched on every visit, like the user's cards: the figures move all day. */
export function useAdminDashboardStats() {
  return useQuery({
    queryKey: ['admin-dashboard-stats'],
    queryFn: getAdminDashboardStats,
    staleTime: 0,
  });
}
