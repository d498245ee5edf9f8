import { changedVcardResponseSchema, type PublishVcardRequest } from '@careercard/shared/vcards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myVcardQueryOptions } from './get-my-vcard';

function publishVcard(body: PublishVcardRequest) {
  return apiRequest('/user/vcard', {
    method: 'PUT',
    json: body,
    schema: changedVcardResponseSchema,
  });
}

/** Publishes the card; the cached card is replaced by the server's. */
export function usePublishVcard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishVcard,
    onSuccess: ({ data }) => queryClient.setQueryData(myVcardQueryOptions().queryKey, data),
  });
}
