import { myVcardSchema, type PublishVcardRequest } from '@careercard/shared/vcards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { myVcardQueryOptions } from './get-my-vcard';

const answer = z.object({ success: z.literal(true), data: myVcardSchema });

/** Publishes the card, or takes it offline; the cached card is replaced by the server's. */
export function useVcardMutations() {
  const queryClient = useQueryClient();
  const onSuccess = ({ data }: z.infer<typeof answer>) =>
    queryClient.setQueryData(myVcardQueryOptions().queryKey, data);
  const publish = useMutation({
    mutationFn: (body: PublishVcardRequest) =>
      apiRequest('/user/vcard', { method: 'PUT', json: body, schema: answer }),
    onSuccess,
  });
  const unpublish = useMutation({
    mutationFn: () => apiRequest('/user/vcard/unpublish', { method: 'POST', schema: answer }),
    onSuccess,
  });
  return { publish, unpublish };
}
