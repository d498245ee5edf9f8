import type { RegisterInput } from '@careercard/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

async function register(input: RegisterInput) {
  // Loaded when the form is sent: the sign-up page's first visit loads no zod.
  const { registerResponseSchema } = await import('@careercard/shared/auth');
  return apiRequest('/user/register', {
    method: 'POST',
    json: input,
    schema: registerResponseSchema,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
