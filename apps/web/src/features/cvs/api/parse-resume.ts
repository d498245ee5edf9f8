import { parsedResumeResponseSchema } from '@careercard/shared/analysis';
import { apiRequest } from '@/lib/api-client';

/** Sends a PDF or image as multipart `resume_file`; the server reads it into CV parts. */
export async function parseResume(file: File, signal?: AbortSignal) {
  const formData = new FormData();
  formData.append('resume_file', file);
  const { success: _success, ...parts } = await apiRequest('/user/parse-resume', {
    method: 'POST',
    formData,
    signal,
    schema: parsedResumeResponseSchema,
  });
  return parts;
}
