import {
  adminVcardTemplateResponseSchema,
  type VcardTemplateInput,
} from '@careercard/shared/vcard-templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminVcardTemplatesKey } from './get-vcard-templates';

/** Adds a template from an uploaded JSON file; the grid follows. */
export function useCreateVcardTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VcardTemplateInput) =>
      apiRequest('/admin/vcard-templates', {
        method: 'POST',
        json: body,
        schema: adminVcardTemplateResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminVcardTemplatesKey }),
  });
}
