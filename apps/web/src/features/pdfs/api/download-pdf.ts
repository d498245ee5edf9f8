import { apiDownload, saveFile } from '@/lib/api-client';

/**
 * Downloads a paid PDF (by its record id, or by its CV's id) and hands it to the browser;
 * the server names the file, else cv.pdf.
 */
export async function downloadPdf(id: string): Promise<void> {
  const { blob, fileName } = await apiDownload(
    `/user/cv/${encodeURIComponent(id)}/download-pdf`,
    'cv.pdf',
  );
  saveFile(blob, fileName);
}
