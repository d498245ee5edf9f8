import type { SwitchingBulkAction } from '@careercard/shared/bulk';
import { adminVcardTemplatesResponseSchema } from '@careercard/shared/vcard-templates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useBulkAction } from '@/lib/bulk-request';

/** Every V-Card template, Enabled or not, for staff. */
export const adminVcardTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'vcard-templates'],
    queryFn: async () =>
      (await apiRequest('/admin/vcard-templates', { schema: adminVcardTemplatesResponseSchema }))
        .data,
  });

export const useAdminVcardTemplates = () => useQuery(adminVcardTemplatesQueryOptions());

/** Enables or disables the ticked templates; each is answered. */
export const useBulkVcardTemplates = () =>
  useBulkAction<{ action: SwitchingBulkAction; ids: number[] }>(
    '/admin/vcard-templates/bulk',
    adminVcardTemplatesQueryOptions().queryKey,
  );
