import { currentUserResponseSchema } from '@careercard/shared/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { session } from '@/lib/session';

export async function getCurrentUser() {
  const { user } = await apiRequest('/user/auth/user', { schema: currentUserResponseSchema });
  // Keep the stored copy fresh: a name or permission changed elsewhere shows up here.
  const current = session.get();
  if (current) {
    session.update({
      ...current.user,
      name: user.name,
      email: user.email,
      permissions: user.permissions,
    });
  }
  return user;
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'user'], queryFn: getCurrentUser, staleTime: 60_000 });

/** Checks the stored token with the server; a refused token ends the session (see api-client). */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
