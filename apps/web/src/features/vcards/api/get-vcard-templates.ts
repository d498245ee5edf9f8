import { vcardTemplatesResponseSchema } from '@careercard/shared/vcard-templates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The V-Card templates a user can choose (the Enabled ones), each with its look. */
const vcardTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: ['vcard-templates'],
    queryFn: async () =>
      (await apiRequest('/user/vcard-templates', { schema: vcardTemplatesResponseSchema })).data,
  });

export const useVcardTemplates = () => useQuery(vcardTemplatesQueryOptions());
