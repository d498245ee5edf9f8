import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDownload, saveFile } from '@/lib/api-client';
import { pdfsQueryOptions } from './get-pdfs';

/**
 * Downloads a paid PDF (by its record id, or by its CV's id) and hands it to the browser;
 * the server names the file, else cv.pdf.
 */
async function downloadPdf(id: string): Promise<void> {
  const { blob, fileName } = await apiDownload(
    `/user/cv/${encodeURIComponent(id)}/download-pdf`,
    'cv.pdf',
  );
  saveFile(blob, fileName);
}

export function useDownloadPdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadPdf,
    // On a subscription the download itself pays: a Pending record is Paid now, or a new one is.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pdfsQueryOptions().queryKey }),
  });
}
