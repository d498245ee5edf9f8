import { messageSchema } from '@careercard/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminBlogQueryKey } from './get-posts';

/** Deletes a category; the server moves its posts to Uncategorized. */
function deleteCategory(id: number) {
  return apiRequest(`/admin/blog/categories/${id}`, { method: 'DELETE', schema: messageSchema });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBlogQueryKey }),
  });
}
