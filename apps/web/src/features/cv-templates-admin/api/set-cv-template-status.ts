import type { SwitchingBulkAction } from '@careercard/shared/bulk';
import {
  adminCvTemplateResponseSchema,
  type TemplateStatus,
} from '@careercard/shared/cv-templates-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useBulkAction } from '@/lib/bulk-request';
import { cvTemplatesKey, refreshCvTemplates } from './get-cv-templates';

/** The card's enable/disable action. */
function setCvTemplateStatus({ id, status }: { id: number; status: TemplateStatus }) {
  return apiRequest(`/admin/cv-templates/${id}`, {
    method: 'PATCH',
    json: { status },
    schema: adminCvTemplateResponseSchema,
  });
}

export function useSetCvTemplateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCvTemplateStatus,
    onSuccess: () => refreshCvTemplates(queryClient),
    meta: { changes: 'cv-templates' },
  });
}

/** Enables or disables the ticked templates; each is answered (the default stays enabled). */
export const useBulkCvTemplates = () =>
  useBulkAction<{ action: SwitchingBulkAction; ids: number[] }>(
    '/admin/cv-templates/bulk',
    cvTemplatesKey,
    'cv-templates',
  );
