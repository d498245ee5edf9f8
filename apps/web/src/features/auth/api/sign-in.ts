import type { LoginInput, SignedInAccount } from '@careercard/shared/auth';
import type { TwoFactorSignInInput } from '@careercard/shared/two-factor';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { session } from '@/lib/session';

export type SignInAs = 'user' | 'admin';

/** A right password: signed in, or (two-factor sign-in on) the challenge for the code step. */
export type SignInResult =
  | { message: string; user: SignedInAccount; challenge?: undefined }
  | { message: string; user?: undefined; challenge: string };

async function signIn(input: LoginInput, as: SignInAs): Promise<SignInResult> {
  // Loaded when the form is sent: the sign-in page's first visit loads no zod.
  const { signInResponseSchema } = await import('@careercard/shared/two-factor');
  const { message, data } = await apiRequest(as === 'admin' ? '/admin/login' : '/user/login', {
    method: 'POST',
    json: input,
    schema: signInResponseSchema,
  });
  return 'user' in data
    ? { message, user: data.user }
    : { message, challenge: data.two_factor.challenge };
}

async function signInWithCode(input: TwoFactorSignInInput, as: SignInAs) {
  const { loginResponseSchema } = await import('@careercard/shared/auth');
  return apiRequest(`/${as}/login/two-factor`, {
    method: 'POST',
    json: input,
    schema: loginResponseSchema,
  });
}

/** Signs in and starts the session (token and user in local storage), unless a code is asked. */
export function useSignIn(as: SignInAs) {
  return useMutation({
    mutationFn: (input: LoginInput) => signIn(input, as),
    onSuccess: (result) => {
      if (result.user) session.start(result.user);
    },
  });
}

/** The code step of a sign-in: the app's code or a recovery code; starts the session. */
export function useSignInWithCode(as: SignInAs) {
  return useMutation({
    mutationFn: (input: TwoFactorSignInInput) => signInWithCode(input, as),
    onSuccess: (response) => session.start(response.data.user),
  });
}
