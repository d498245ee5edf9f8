import { parsedResumeResponseSchema } from '@careercard/shared/analysis';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Sends a PDF, Word document or image as multipart `resume_file`; the server reads it into CV parts. */
async function parseResume({ file, signal }: { file: File; signal?: AbortSignal }) {
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

export function useParseResume() {
  return useMutation({ mutationFn: parseResume });
}
