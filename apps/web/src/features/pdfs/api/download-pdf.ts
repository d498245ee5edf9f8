import type { CvFileFormat } from '@careercard/shared/pdfs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDownload, saveFile } from '@/lib/api-client';
import { pdfsQueryOptions } from './get-pdfs';

interface CvFileRequest {
  /** A PDF record's id, or its CV's. */
  id: string;
  /** The PDF, or the Word file of the same version: one payment buys both. */
  format?: CvFileFormat;
}

/** Downloads a paid CV file and hands it to the browser; the server names the file. */
async function downloadCvFile({ id, format = 'pdf' }: CvFileRequest): Promise<void> {
  const { blob, fileName } = await apiDownload(
    `/user/cv/${encodeURIComponent(id)}/download-${format}`,
    `cv.${format}`,
  );
  saveFile(blob, fileName);
}

export function useDownloadPdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadCvFile,
    // On a subscription the download itself pays: a Pending record is Paid now, or a new one is.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pdfsQueryOptions().queryKey }),
  });
}
