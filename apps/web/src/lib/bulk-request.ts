import { bulkResponseSchema, type BulkResult } from '@careercard/shared/bulk';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import type { Change } from './changes';

/**
 * A bulk action sent to `path`, answered row by row; `list` is read again after it, whatever
 * was done.
 */
export function useBulkAction<Input extends object>(
  path: string,
  list: QueryKey,
  changes?: Change,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input): Promise<BulkResult> =>
      apiRequest(path, { method: 'POST', json: input, schema: bulkResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: list }),
    meta: { changes },
  });
}
