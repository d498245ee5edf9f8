import type { ChangePasswordInput } from '@careercard/shared/account-security';
import { messageSchema } from '@careercard/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionsQueryOptions } from './get-sessions';

function changePassword(input: ChangePasswordInput) {
  return apiRequest('/user/update/password', {
    method: 'POST',
    json: input,
    schema: messageSchema,
  });
}

/** Every other session ends with the old password: the list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries(sessionsQueryOptions()),
  });
}
