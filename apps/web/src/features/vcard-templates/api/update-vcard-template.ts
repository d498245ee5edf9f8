import {
  adminVcardTemplateResponseSchema,
  type VcardTemplatePatch,
} from '@careercard/shared/vcard-templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminVcardTemplatesKey } from './get-vcard-templates';

/** Changes the fields sent: the form's, or the status alone from the toggle. */
export function useUpdateVcardTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: VcardTemplatePatch }) =>
      apiRequest(`/admin/vcard-templates/${id}`, {
        method: 'PUT',
        json: body,
        schema: adminVcardTemplateResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminVcardTemplatesKey }),
  });
}
