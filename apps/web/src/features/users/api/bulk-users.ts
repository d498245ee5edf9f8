import type { userBulkActions } from '@careercard/shared/admin-users';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '@/lib/api-client';
import { useBulkAction } from '@/lib/bulk-request';
import { filterParams } from '@/lib/use-list-address';
import { usersQueryKey, type UserFilters } from './get-users';

export type UserBulkAction = (typeof userBulkActions)[number];

/** Suspends, unsuspends or deletes the ticked accounts; each row is answered. */
export const useBulkUsers = () =>
  useBulkAction<{ action: UserBulkAction; ids: number[] }>('/admin/users/bulk', usersQueryKey);

/** Downloads the accounts the filters match as CSV. */
export function useExportUsers() {
  return useMutation({
    mutationFn: async (filters: UserFilters) => {
      const query = filterParams(filters).toString();
      const { blob, fileName } = await apiDownload(
        `/admin/users/export${query ? `?${query}` : ''}`,
        'users.csv',
      );
      saveFile(blob, fileName);
    },
  });
}
