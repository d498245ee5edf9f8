import { cvResponseSchema, type CreateCvInput } from '@careercard/shared/cv-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cvQueryOptions } from './get-cv';
import { cvsQueryOptions } from './get-cvs';

async function createCv(input: CreateCvInput) {
  return (await apiRequest('/user/cvs', { method: 'POST', json: input, schema: cvResponseSchema }))
    .data;
}

/** Creates a CV; it goes first in the list and its data is cached for the editor. */
export function useCreateCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCv,
    onSuccess: (cv) => {
      queryClient.setQueryData(cvQueryOptions(cv.id).queryKey, cv);
      void queryClient.invalidateQueries({ queryKey: cvsQueryOptions().queryKey, exact: true });
    },
  });
}
