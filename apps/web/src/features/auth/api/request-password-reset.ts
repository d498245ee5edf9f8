import { type ForgotPasswordInput } from '@careercard/shared/auth';
import { messageSchema } from '@careercard/shared/validation';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

function requestPasswordReset(input: ForgotPasswordInput) {
  return apiRequest('/user/forgot-password', {
    method: 'POST',
    json: input,
    schema: messageSchema,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
