import { paymentLedgerResponseSchema } from '@careercard/shared/payment-ledger';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

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

/** The filters as a query string (without the page): the list and the CSV take the same. */
export function ledgerQuery(filters: LedgerFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of LEDGER_FILTERS) if (filters[name]) query.set(name, filters[name]);
  return query;
}

async function getLedger(filters: LedgerFilters, page: number) {
  const query = ledgerQuery(filters);
  query.set('page', String(page));
  const answer = await apiRequest(`/admin/payments?${query.toString()}`, {
    schema: paymentLedgerResponseSchema,
  });
  return answer.data;
}

export const ledgerKey = ['admin', 'payments'] as const;

const ledgerQueryOptions = (filters: LedgerFilters, page: number) =>
  queryOptions({
    queryKey: [...ledgerKey, filters, page],
    queryFn: () => getLedger(filters, page),
  });

/** A page of the ledger; the page shown stays while the next one loads. */
export function useLedger(filters: LedgerFilters, page: number) {
  return useQuery({ ...ledgerQueryOptions(filters, page), placeholderData: keepPreviousData });
}
