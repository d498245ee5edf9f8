import {
  savedViewListResponseSchema,
  savedViewResponseSchema,
  type SavedViewInput,
  type SavedViewScreen,
} from '@careercard/shared/saved-views';
import { messageSchema } from '@careercard/shared/validation';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const savedViewsKey = ['admin', 'saved-views'] as const;

const savedViewsQueryOptions = (screen: SavedViewScreen) =>
  queryOptions({
    queryKey: [...savedViewsKey, screen],
    queryFn: async () =>
      (
        await apiRequest(`/admin/saved-views?screen=${screen}`, {
          schema: savedViewListResponseSchema,
        })
      ).data,
  });

/** The signed-in staff member's saved views of one list. */
export const useSavedViews = (screen: SavedViewScreen) => useQuery(savedViewsQueryOptions(screen));

export function useSaveView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavedViewInput) =>
      apiRequest('/admin/saved-views', {
        method: 'POST',
        json: input,
        schema: savedViewResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedViewsKey }),
  });
}

export function useDeleteView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/admin/saved-views/${id}`, { method: 'DELETE', schema: messageSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedViewsKey }),
  });
}
