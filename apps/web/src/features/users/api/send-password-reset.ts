import { messageSchema } from '@careercard/shared/validation';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** E-mails the user a link to choose a new password. */
function sendPasswordReset(userId: number) {
  return apiRequest(`/admin/users/${userId}/reset-password`, {
    method: 'POST',
    schema: messageSchema,
  });
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
