import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '@/lib/api-client';

/** Everything kept about the account as a ZIP, handed to the browser as a download. */
async function downloadMyData() {
  const { blob, fileName } = await apiDownload('/user/export', 'careercard-data.zip');
  saveFile(blob, fileName);
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
