import { adminPostResponseSchema, type PostInput, type PostPatch } from '@careercard/shared/blog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminBlogQueryKey } from './get-posts';

/** Writes a new post (no id), or changes the fields given of one (publish sends the status). */
function savePost(change: { id?: undefined; body: PostInput } | { id: number; body: PostPatch }) {
  return apiRequest(
    change.id === undefined ? '/admin/blog/posts' : `/admin/blog/posts/${change.id}`,
    {
      method: change.id === undefined ? 'POST' : 'PUT',
      json: change.body,
      schema: adminPostResponseSchema,
    },
  );
}

export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePost,
    // Lists, the post itself and the categories' counts all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBlogQueryKey }),
  });
}
