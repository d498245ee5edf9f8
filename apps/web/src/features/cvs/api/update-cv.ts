import type { CvData } from '@careercard/shared/cv';
import { cvSavedResponseSchema, type UpdateCvInput } from '@careercard/shared/cv-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cvQueryOptions } from './get-cv';
import { cvsQueryOptions } from './get-cvs';

interface CvChanges {
  id: string;
  /** The changes made from `input.version`; the browser sends the data it edits, whole. */
  input: Omit<UpdateCvInput, 'data'> & { data?: CvData };
}

/** A 409 ApiError means another tab saved first. */
async function updateCv({ id, input }: CvChanges) {
  const response = await apiRequest(`/user/cvs/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: input,
    schema: cvSavedResponseSchema,
  });
  return response.data;
}

/**
 * Saves a CV. The answer is the summary without the data, so the cached CV takes the summary
 * and the data that was sent.
 */
export function useUpdateCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCv,
    onSuccess: (summary, { id, input }) => {
      queryClient.setQueryData(
        cvQueryOptions(id).queryKey,
        (cached) => cached && { ...cached, ...summary, data: input.data ?? cached.data },
      );
      // Not awaited: a save is done when the server has it, not when the list is fetched again.
      void queryClient.invalidateQueries({ queryKey: cvsQueryOptions().queryKey, exact: true });
    },
  });
}
