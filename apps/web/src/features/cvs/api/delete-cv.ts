import { messageSchema } from '@careercard/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { trashQueryOptions } from './cv-trash';
import { cvQueryOptions } from './get-cv';
import { cvsQueryOptions } from './get-cvs';

async function deleteCv(id: string) {
  return apiRequest(`/user/cvs/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: messageSchema,
  });
}

export function useDeleteCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCv,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: cvQueryOptions(id).queryKey });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: cvsQueryOptions().queryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: trashQueryOptions().queryKey }),
      ]);
    },
  });
}
