import type { DeleteAccountInput } from '@careercard/shared/account-security';
import { messageSchema } from '@careercard/shared/validation';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

function deleteAccount(input: DeleteAccountInput) {
  return apiRequest('/user/delete-account', { method: 'POST', json: input, schema: messageSchema });
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
