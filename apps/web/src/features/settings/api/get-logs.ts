import { appLogListResponseSchema } from '@careercard/shared/logs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

function getLogs() {
  return apiRequest('/admin/logs?limit=200', { schema: appLogListResponseSchema });
}

export const logsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'logs'], queryFn: getLogs });

export function useLogs() {
  return useQuery(logsQueryOptions());
}
