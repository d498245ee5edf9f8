import { type ResetPasswordInput } from '@careercard/shared/auth';
import { messageSchema } from '@careercard/shared/validation';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

function resetPassword(input: ResetPasswordInput) {
  return apiRequest('/user/reset-password', {
    method: 'POST',
    json: input,
    schema: messageSchema,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
