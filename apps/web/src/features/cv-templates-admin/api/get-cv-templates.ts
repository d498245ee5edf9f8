import { adminCvTemplateListResponseSchema } from '@careercard/shared/cv-templates-admin';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listQuery, type ListOrder } from '@/lib/use-list-address';

/** Every page of the staff's template list: what a change makes stale. */
export const cvTemplatesKey = ['admin', 'cv-templates'] as const;

/** A page of the CV templates, built-in ones too: the spec's `data.data.templates`. */
export function useCvTemplates({ order, page }: { order: ListOrder; page: number }) {
  return useQuery({
    queryKey: [...cvTemplatesKey, order, page],
    queryFn: async () =>
      (
        await apiRequest(`/admin/get/cv-template?${listQuery(order, page)}`, {
          schema: adminCvTemplateListResponseSchema,
        })
      ).data.data,
    placeholderData: keepPreviousData,
  });
}

/**
 * After a change the spec reads the list again; the mutation's `changes` has what the users'
 * side of this browser keeps (the template chooser) read again too.
 */
export function refreshCvTemplates(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: cvTemplatesKey });
}
