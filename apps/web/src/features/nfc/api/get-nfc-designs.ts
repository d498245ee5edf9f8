import { nfcDesignsResponseSchema } from '@careercard/shared/nfc';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const useNfcDesigns = () =>
  useQuery({
    queryKey: ['nfc-designs'],
    queryFn: async () =>
      (await apiRequest('/nfc-designs', { schema: nfcDesignsResponseSchema })).data,
  });
