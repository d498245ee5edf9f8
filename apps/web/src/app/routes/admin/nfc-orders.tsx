import {
  DEFAULT_NFC_ORDER_ORDER,
  NFC_ORDER_FILTERS,
} from '@/features/nfc/api/get-admin-nfc-orders';
import { AdminOrderTable } from '@/features/nfc/components/admin-order-table';
import { useListAddress } from '@/lib/use-list-address';
import { SavedViewsBar } from '@/features/saved-views/components/saved-views-bar';
import { AdminSection } from './section';

/** /admin/nfc-orders: the orders; their filters, order and page live in the address. */
export function Component() {
  const list = useListAddress(NFC_ORDER_FILTERS, DEFAULT_NFC_ORDER_ORDER);
  return (
    <AdminSection
      titleKey="admin.nav.nfcOrders"
      subtitleKey="nfc.admin.subtitle"
      permission="manage_nfc"
    >
      <div className="space-y-4">
        <SavedViewsBar screen="nfc-orders" />
        <AdminOrderTable {...list} />
      </div>
    </AdminSection>
  );
}
