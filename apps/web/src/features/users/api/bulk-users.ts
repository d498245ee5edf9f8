import type { userBulkActions } from '@careercard/shared/admin-users';
import { bulkResponseSchema } from '@careercard/shared/bulk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest, saveFile } from '@/lib/api-client';
import { userFilterQuery, usersQueryKey, type UserFilters } from './get-users';

export type UserBulkAction = (typeof userBulkActions)[number];

/** Suspends, unsuspends or deletes the ticked accounts; each row is answered. */
export function useBulkUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { action: UserBulkAction; ids: number[] }) =>
      apiRequest('/admin/users/bulk', { method: 'POST', json: input, schema: bulkResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

/** Downloads the accounts the filters match as CSV. */
export function useExportUsers() {
  return useMutation({
    mutationFn: async (filters: UserFilters) => {
      const query = userFilterQuery(filters).toString();
      const { blob, fileName } = await apiDownload(
        `/admin/users/export${query ? `?${query}` : ''}`,
        'users.csv',
      );
      saveFile(blob, fileName);
    },
  });
}
