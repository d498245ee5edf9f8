import { messageSchema } from '@careercard/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminBlogQueryKey } from './get-posts';

function deletePost(id: number) {
  return apiRequest(`/admin/blog/posts/${id}`, { method: 'DELETE', schema: messageSchema });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBlogQueryKey }),
  });
}
