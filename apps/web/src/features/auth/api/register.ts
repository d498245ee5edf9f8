import { registerResponseSchema, type RegisterInput } from '@careercard/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

function register(input: RegisterInput) {
  return apiRequest('/user/register', {
    method: 'POST',
    json: input,
    schema: registerResponseSchema,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
