import { messageSchema } from '@careercard/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionsQueryOptions } from './get-sessions';

function endSession(id: number) {
  return apiRequest(`/user/sessions/${id}`, { method: 'DELETE', schema: messageSchema });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries(sessionsQueryOptions()),
  });
}
