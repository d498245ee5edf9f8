import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LEDGER_FILTERS, type LedgerFilters } from '@/features/payment-ledger/api/get-ledger';
import { PaymentLedger } from '@/features/payment-ledger/components/payment-ledger';
import { useSession } from '@/lib/session';
import { SavedViewsBar } from '@/features/saved-views/components/saved-views-bar';
import { AdminSection } from './section';

/** /admin/payments: the ledger; its filters and page live in the address, so a link shares them. */
export function Component() {
  return (
    <AdminSection
      titleKey="admin.nav.payments"
      subtitleKey="ledger.subtitle"
      permission="view_payments"
    >
      <div className="space-y-4">
        <SavedViewsBar screen="payments" />
        <Payments />
      </div>
    </AdminSection>
  );
}

function Payments() {
  const [params, setParams] = useSearchParams();
  const canRefund = useSession()?.user.permissions.includes('refund_payments') ?? false;
  const filters = useMemo(
    () =>
      Object.fromEntries(
        LEDGER_FILTERS.map((name) => [name, params.get(name) ?? '']),
      ) as unknown as LedgerFilters,
    [params],
  );
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const go = useCallback(
    (next: LedgerFilters, number: number) => {
      const query: Record<string, string> = {};
      for (const name of LEDGER_FILTERS) if (next[name]) query[name] = next[name];
      if (number > 1) query.page = String(number);
      setParams(query, { replace: true });
    },
    [setParams],
  );
  const onFilters = useCallback((next: LedgerFilters) => go(next, 1), [go]);
  const onPage = useCallback((number: number) => go(filters, number), [go, filters]);
  return (
    <PaymentLedger
      filters={filters}
      page={page}
      canRefund={canRefund}
      onFilters={onFilters}
      onPage={onPage}
    />
  );
}
