import { paymentLedgerResponseSchema } from '@careercard/shared/payment-ledger';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listQuery, type ListOrder } from '@/lib/use-list-address';

/** The ledger's filters as the address holds them; empty strings mean "any". */
export interface LedgerFilters {
  q: string;
  method: string;
  status: string;
  money: string;
  from: string;
  to: string;
}
export const LEDGER_FILTERS = ['q', 'method', 'status', 'money', 'from', 'to'] as const;
export const NO_LEDGER_FILTERS: LedgerFilters = {
  q: '',
  method: '',
  status: '',
  money: '',
  from: '',
  to: '',
};

export const DEFAULT_LEDGER_ORDER: ListOrder = { sort: 'created_at', dir: 'desc' };

async function getLedger(filters: LedgerFilters, order: ListOrder, page: number) {
  const answer = await apiRequest(`/admin/payments?${listQuery(order, page, filters)}`, {
    schema: paymentLedgerResponseSchema,
  });
  return answer.data;
}

export const ledgerKey = ['admin', 'payments'] as const;

/** A page of the ledger; the page shown stays while the next one loads. */
export function useLedger(filters: LedgerFilters, order: ListOrder, page: number) {
  return useQuery({
    queryKey: [...ledgerKey, filters, order, page],
    queryFn: () => getLedger(filters, order, page),
    placeholderData: keepPreviousData,
  });
}
