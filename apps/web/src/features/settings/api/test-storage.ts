import { storageTestResponseSchema } from '@careercard/shared/settings';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Writes, reads and deletes a small file in the storage the saved settings describe. */
async function testStorage() {
  return (
    await apiRequest('/admin/settings/storage/test', {
      method: 'POST',
      schema: storageTestResponseSchema,
    })
  ).data;
}

export function useTestStorage() {
  return useMutation({ mutationFn: testStorage });
}
