import { cvResponseSchema } from '@careercard/shared/cv-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cvsQueryOptions } from './get-cvs';

async function duplicateCv(id: string) {
  const response = await apiRequest(`/user/cvs/${encodeURIComponent(id)}/duplicate`, {
    method: 'POST',
    schema: cvResponseSchema,
  });
  return response.data;
}

export function useDuplicateCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateCv,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: cvsQueryOptions().queryKey, exact: true }),
  });
}
