import type { SwitchingBulkAction } from '@careercard/shared/bulk';
import { adminNfcDesignsResponseSchema } from '@careercard/shared/nfc';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useBulkAction } from '@/lib/bulk-request';
import { listQuery, type ListOrder } from '@/lib/use-list-address';

/** Every page of the staff's design list: what a change makes stale. */
export const adminNfcDesignsKey = ['admin', 'nfc-designs'] as const;

/** A page of the NFC card designs, enabled or not, for staff. */
export const useAdminNfcDesigns = ({ order, page }: { order: ListOrder; page: number }) =>
  useQuery({
    queryKey: [...adminNfcDesignsKey, order, page],
    queryFn: () =>
      apiRequest(`/admin/nfc-designs?${listQuery(order, page)}`, {
        schema: adminNfcDesignsResponseSchema,
      }),
    placeholderData: keepPreviousData,
  });

/** Enables or disables the ticked designs; each is answered. */
export const useBulkNfcDesigns = () =>
  useBulkAction<{ action: SwitchingBulkAction; ids: number[] }>(
    '/admin/nfc-designs/bulk',
    adminNfcDesignsKey,
  );
