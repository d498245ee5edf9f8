import type { LoginInput } from '@careercard/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { session } from '@/lib/session';

export type SignInAs = 'user' | 'admin';

async function signIn(input: LoginInput, as: SignInAs) {
  // Loaded when the form is sent: the sign-in page's first visit loads no zod.
  const { loginResponseSchema } = await import('@careercard/shared/auth');
  return apiRequest(as === 'admin' ? '/admin/login' : '/user/login', {
    method: 'POST',
    json: input,
    schema: loginResponseSchema,
  });
}

/** Signs in and starts the session (token and user in local storage). */
export function useSignIn(as: SignInAs) {
  return useMutation({
    mutationFn: (input: LoginInput) => signIn(input, as),
    onSuccess: (response) => session.start(response.data.user),
  });
}
