import { adminUserResponseSchema } from '@careercard/shared/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usersQueryKey } from './get-users';

/** Suspend or unsuspend: the server's two calls, one per direction. */
function setUserStatus({ userId, suspend }: { userId: number; suspend: boolean }) {
  return apiRequest(`/admin/users/${userId}/${suspend ? 'suspend' : 'unsuspend'}`, {
    method: 'POST',
    schema: adminUserResponseSchema,
  });
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
