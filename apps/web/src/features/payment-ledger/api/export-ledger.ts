import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '@/lib/api-client';
import { filterParams } from '@/lib/use-list-address';
import type { LedgerFilters } from './get-ledger';

/** Downloads the payments the filters match as CSV. */
export function useExportLedger() {
  return useMutation({
    mutationFn: async (filters: LedgerFilters) => {
      const query = filterParams(filters).toString();
      const { blob, fileName } = await apiDownload(
        `/admin/payments/export${query ? `?${query}` : ''}`,
        'payments.csv',
      );
      saveFile(blob, fileName);
    },
  });
}
