import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { session } from '@/lib/session';

async function signOut() {
  // The schema (and zod with it) loads on sign-out: the public pages' header offers it to all.
  const { messageSchema } = await import('@careercard/shared/validation');
  return apiRequest('/user/logout', { method: 'POST', schema: messageSchema });
}

/** Ends the session only once the server has revoked the token; a failure is logged and the session stays. */
export function useSignOut() {
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => session.end(),
    onError: (error) => console.error('Logout failed', error),
  });
}
