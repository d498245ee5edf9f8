import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '@/lib/api-client';

/** Downloads a paid payment's PDF receipt, in the reader's language. */
export function useDownloadReceipt() {
  return useMutation({
    mutationFn: async ({ id, invoiceId }: { id: string; invoiceId: string }) => {
      const { blob, fileName } = await apiDownload(
        `/user/payments/${id}/receipt`,
        `CareerCard-receipt-${invoiceId}.pdf`,
      );
      saveFile(blob, fileName);
    },
  });
}
