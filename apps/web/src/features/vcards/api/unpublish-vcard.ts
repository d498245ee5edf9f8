import { changedVcardResponseSchema } from '@careercard/shared/vcards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myVcardQueryOptions } from './get-my-vcard';

function unpublishVcard() {
  return apiRequest('/user/vcard/unpublish', {
    method: 'POST',
    schema: changedVcardResponseSchema,
  });
}

/** Takes the card offline; the cached card is replaced by the server's. */
export function useUnpublishVcard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpublishVcard,
    onSuccess: ({ data }) => queryClient.setQueryData(myVcardQueryOptions().queryKey, data),
  });
}
