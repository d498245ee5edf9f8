import { confirmEmailResponseSchema } from '@careercard/shared/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { session } from '@/lib/session';

async function confirmEmail(token: string) {
  const answer = await apiRequest('/user/confirm-email', {
    method: 'POST',
    json: { token },
    schema: confirmEmailResponseSchema,
  });
  // Signed in here as the same account: the session takes the new address at once.
  const current = session.get();
  if (current?.user.id === answer.data.userId) {
    session.update({ ...current.user, email: answer.data.email });
  }
  return answer;
}

/**
 * The link works once, so it is followed once per page: a query (not a mutation) keeps React's
 * double effects in development and a re-render from sending it twice.
 */
const confirmEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['account', 'confirm-email', token],
    queryFn: () => confirmEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useConfirmEmail = (token: string) =>
  useQuery({ ...confirmEmailQueryOptions(token), enabled: token !== '' });
