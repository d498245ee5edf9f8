import type { SwitchingBulkAction } from '@careercard/shared/bulk';
import { adminNfcDesignsResponseSchema } from '@careercard/shared/nfc';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useBulkAction } from '@/lib/bulk-request';

async function getAdminNfcDesigns() {
  return (await apiRequest('/admin/nfc-designs', { schema: adminNfcDesignsResponseSchema })).data;
}

export const adminNfcDesignsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'nfc-designs'], queryFn: getAdminNfcDesigns });

/** Every NFC card design, enabled or not, for staff. */
export const useAdminNfcDesigns = () => useQuery(adminNfcDesignsQueryOptions());

/** Enables or disables the ticked designs; each is answered. */
export const useBulkNfcDesigns = () =>
  useBulkAction<{ action: SwitchingBulkAction; ids: number[] }>(
    '/admin/nfc-designs/bulk',
    adminNfcDesignsQueryOptions().queryKey,
  );
