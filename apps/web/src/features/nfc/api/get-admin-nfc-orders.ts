import { adminNfcOrdersResponseSchema } from '@careercard/shared/nfc';
import type { NfcOrderStatus } from '@careercard/shared/nfc';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiDownload, apiRequest, saveFile } from '@/lib/api-client';
import { useBulkAction } from '@/lib/bulk-request';
import { filterParams, listQuery, type ListOrder } from '@/lib/use-list-address';

export const NFC_ORDER_FILTERS = ['search', 'status', 'from', 'to'] as const;
/** The list's filters as the address holds them; empty strings mean "any". */
export type NfcOrderFilters = Record<(typeof NFC_ORDER_FILTERS)[number], string>;
export const NO_NFC_ORDER_FILTERS: NfcOrderFilters = { search: '', status: '', from: '', to: '' };
export const DEFAULT_NFC_ORDER_ORDER: ListOrder = { sort: 'created_at', dir: 'desc' };

interface NfcOrderQuery {
  filters: NfcOrderFilters;
  order: ListOrder;
  page: number;
}

/** Every page of orders: what a change to an order makes stale. */
export const adminNfcOrdersKey = ['admin', 'nfc-orders'] as const;

const adminNfcOrdersQueryOptions = (query: NfcOrderQuery) =>
  queryOptions({
    queryKey: [...adminNfcOrdersKey, query],
    queryFn: () =>
      apiRequest(`/admin/nfc-orders?${listQuery(query.order, query.page, query.filters)}`, {
        schema: adminNfcOrdersResponseSchema,
      }),
  });

/** A page of NFC card orders, for staff; the page shown stays while the next one loads. */
export const useAdminNfcOrders = (query: NfcOrderQuery) =>
  useQuery({ ...adminNfcOrdersQueryOptions(query), placeholderData: keepPreviousData });

/** One status for the ticked orders; each is answered. */
export const useBulkNfcOrderStatus = () =>
  useBulkAction<{ status: NfcOrderStatus; ids: string[] }>(
    '/admin/nfc-orders/bulk',
    adminNfcOrdersKey,
  );

/** Downloads the orders the filters match, with their addresses, as CSV. */
export function useExportNfcOrders() {
  return useMutation({
    mutationFn: async (filters: NfcOrderFilters) => {
      const query = filterParams(filters).toString();
      const { blob, fileName } = await apiDownload(
        `/admin/nfc-orders/export${query ? `?${query}` : ''}`,
        'nfc-orders.csv',
      );
      saveFile(blob, fileName);
    },
  });
}
