import { messageSchema } from '@careercard/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { logsQueryOptions } from './get-logs';

function clearLogs() {
  return apiRequest('/admin/logs', { method: 'DELETE', schema: messageSchema });
}

export function useClearLogs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearLogs,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: logsQueryOptions().queryKey }),
  });
}
