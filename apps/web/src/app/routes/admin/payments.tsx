import { DEFAULT_LEDGER_ORDER, LEDGER_FILTERS } from '@/features/payment-ledger/api/get-ledger';
import { PaymentLedger } from '@/features/payment-ledger/components/payment-ledger';
import { useSession } from '@/lib/session';
import { useListAddress } from '@/lib/use-list-address';
import { SavedViewsBar } from '@/features/saved-views/components/saved-views-bar';
import { AdminSection } from './section';

/**
 * /admin/payments: the ledger; its filters, order and page live in the address, so a link
 * shares them.
 */
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
  const canRefund = useSession()?.user.permissions.includes('refund_payments') ?? false;
  const list = useListAddress(LEDGER_FILTERS, DEFAULT_LEDGER_ORDER);
  return <PaymentLedger {...list} canRefund={canRefund} />;
}
