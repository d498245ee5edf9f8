import { currentUserResponseSchema } from '@careercard/shared/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { session } from '@/lib/session';

async function getCurrentUser() {
  const { user } = await apiRequest('/user/auth/user', { schema: currentUserResponseSchema });
  // Keep the stored copy fresh (a name or permission changed elsewhere), but only for the
  // account it describes: another tab may have signed in as someone else meanwhile.
  const current = session.get();
  if (current?.user.id === user.id) {
    session.update({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role[0] ?? current.user.role,
      permissions: user.permissions,
      ...(user.impersonatedBy ? { impersonatedBy: user.impersonatedBy } : {}),
      ...(user.twoFactorSetupRequired ? { twoFactorSetupRequired: true } : {}),
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
