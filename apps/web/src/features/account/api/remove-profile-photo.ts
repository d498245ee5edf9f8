import { profileUpdateResponseSchema } from '@careercard/shared/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryOptions } from './get-profile';

function removeProfilePhoto() {
  return apiRequest('/user/profile/photo', {
    method: 'DELETE',
    schema: profileUpdateResponseSchema,
  });
}

export function useRemoveProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProfilePhoto,
    onSuccess: (answer) => queryClient.setQueryData(profileQueryOptions().queryKey, answer.data),
  });
}
