import { adminNfcOrdersResponseSchema } from '@careercard/shared/nfc';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

async function getAdminNfcOrders() {
  return (await apiRequest('/admin/nfc-orders', { schema: adminNfcOrdersResponseSchema })).data;
}

export const adminNfcOrdersQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'nfc-orders'], queryFn: getAdminNfcOrders });

/** Every NFC card order, for staff. */
export const useAdminNfcOrders = () => useQuery(adminNfcOrdersQueryOptions());
