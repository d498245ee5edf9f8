import { adminCategoryResponseSchema, type CategoryInput } from '@careercard/shared/blog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminBlogQueryKey } from './get-posts';

/** Adds a category (no id) or changes one. */
function saveCategory(change: { id?: number; body: CategoryInput }) {
  return apiRequest(
    change.id === undefined ? '/admin/blog/categories' : `/admin/blog/categories/${change.id}`,
    {
      method: change.id === undefined ? 'POST' : 'PUT',
      json: change.body,
      schema: adminCategoryResponseSchema,
    },
  );
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    // Posts show their category's name.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBlogQueryKey }),
  });
}
