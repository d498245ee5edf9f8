import type { SwitchingBulkAction } from '@careercard/shared/bulk';
import { adminVcardTemplatesResponseSchema } from '@careercard/shared/vcard-templates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useBulkAction } from '@/lib/bulk-request';
import { listQuery, type ListOrder } from '@/lib/use-list-address';

/** Every page of the staff's V-Card template list: what a change makes stale. */
export const adminVcardTemplatesKey = ['admin', 'vcard-templates'] as const;

/** A page of the V-Card templates, Enabled or not, for staff. */
export const useAdminVcardTemplates = ({ order, page }: { order: ListOrder; page: number }) =>
  useQuery({
    queryKey: [...adminVcardTemplatesKey, order, page],
    queryFn: () =>
      apiRequest(`/admin/vcard-templates?${listQuery(order, page)}`, {
        schema: adminVcardTemplatesResponseSchema,
      }),
    placeholderData: keepPreviousData,
  });

/** Enables or disables the ticked templates; each is answered. */
export const useBulkVcardTemplates = () =>
  useBulkAction<{ action: SwitchingBulkAction; ids: number[] }>(
    '/admin/vcard-templates/bulk',
    adminVcardTemplatesKey,
  );
