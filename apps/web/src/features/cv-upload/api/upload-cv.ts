import { cvUploadResponseSchema } from '@careercard/shared/upload';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Sends the file as multipart `cvFile`; the server answers with the text it read. */
export async function uploadCv(file: File): Promise<string> {
  const formData = new FormData();
  formData.append('cvFile', file);
  const response = await apiRequest('/user/cv/upload', {
    method: 'POST',
    formData,
    schema: cvUploadResponseSchema,
  });
  return response.data.cvText ?? response.data.summary ?? '';
}

export function useUploadCv() {
  return useMutation({ mutationFn: uploadCv });
}
