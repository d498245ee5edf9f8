import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { StatusMessage } from '@/components/ui/spinner';
import { useAdminNfcOrders } from '@/features/nfc/api/get-admin-nfc-orders';
import { AdminOrderTable } from '@/features/nfc/components/admin-order-table';
import { AdminSection } from './section';

/** /admin/nfc-orders: the orders, each with its status dropdown. */
export function Component() {
  return (
    <AdminSection
      titleKey="admin.nav.nfcOrders"
      subtitleKey="nfc.admin.subtitle"
      permission="manage_nfc"
    >
      <NfcOrders />
    </AdminSection>
  );
}

function NfcOrders() {
  const { t } = useTranslation();
  const orders = useAdminNfcOrders();
  if (orders.isPending) return <StatusMessage busy text={t('nfc.loading')} />;
  if (orders.isError) return <ErrorAlert>{t('nfc.admin.loadFailed')}</ErrorAlert>;
  return <AdminOrderTable orders={orders.data} />;
}
