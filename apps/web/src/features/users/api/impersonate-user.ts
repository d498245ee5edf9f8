import { loginResponseSchema } from '@careercard/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { session } from '@/lib/session';

/** Login as user: a session as the user, for at most an hour; the staff session waits aside. */
function impersonateUser(userId: number) {
  return apiRequest(`/admin/users/${userId}/impersonate`, {
    method: 'POST',
    schema: loginResponseSchema,
  });
}

export function useImpersonateUser() {
  return useMutation({
    mutationFn: impersonateUser,
    onSuccess: (answer) => session.impersonate(answer.data.user),
  });
}
