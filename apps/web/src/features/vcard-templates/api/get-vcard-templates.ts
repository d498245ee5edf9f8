import { adminVcardTemplatesResponseSchema } from '@careercard/shared/vcard-templates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Every V-Card template, Enabled or not, for staff. */
export const adminVcardTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'vcard-templates'],
    queryFn: async () =>
      (await apiRequest('/admin/vcard-templates', { schema: adminVcardTemplatesResponseSchema }))
        .data,
  });

export const useAdminVcardTemplates = () => useQuery(adminVcardTemplatesQueryOptions());
