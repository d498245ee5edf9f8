import { messageSchema } from '@careercard/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionsQueryOptions } from './get-sessions';

function endOtherSessions() {
  return apiRequest('/user/sessions/sign-out-others', { method: 'POST', schema: messageSchema });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries(sessionsQueryOptions()),
  });
}
