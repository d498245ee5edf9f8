import { cvSavedResponseSchema } from '@careercard/shared/cv-api';
import { trashListResponseSchema } from '@careercard/shared/cv-history';
import { messageSchema } from '@careercard/shared/validation';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cvsQueryOptions } from './get-cvs';

const cvUrl = (id: string) => `/user/cvs/${encodeURIComponent(id)}`;

export const trashQueryOptions = () =>
  queryOptions({
    queryKey: ['cvs', 'trash'],
    queryFn: async () =>
      (await apiRequest('/user/cvs/trash', { schema: trashListResponseSchema })).data,
  });

/** The CVs in the Trash, latest deleted first. */
export function useTrash() {
  return useQuery(trashQueryOptions());
}

/** A CV back from the Trash, into My CVs. */
export function useRestoreCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`${cvUrl(id)}/restore`, {
        method: 'POST',
        schema: cvSavedResponseSchema.extend({ message: messageSchema.shape.message }),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cvsQueryOptions().queryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: trashQueryOptions().queryKey }),
      ]),
  });
}

/** A CV in the Trash deleted for good. */
export function usePurgeCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`${cvUrl(id)}/forever`, { method: 'DELETE', schema: messageSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trashQueryOptions().queryKey }),
  });
}
