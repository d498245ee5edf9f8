import { messageSchema } from '@careercard/shared/validation';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { session } from '@/lib/session';

export function signOut() {
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
