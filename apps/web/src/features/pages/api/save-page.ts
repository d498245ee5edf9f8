import { adminPageResponseSchema, type PageInput, type PagePatch } from '@careercard/shared/pages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminPagesKey } from './get-pages';

/** Adds a page (no id) or changes the fields given of one (Publish/Unpublish sends the status). */
function savePage(change: { id?: undefined; body: PageInput } | { id: number; body: PagePatch }) {
  return apiRequest(change.id === undefined ? '/admin/pages' : `/admin/pages/${change.id}`, {
    method: change.id === undefined ? 'POST' : 'PUT',
    json: change.body,
    schema: adminPageResponseSchema,
  });
}

export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPagesKey }),
  });
}
