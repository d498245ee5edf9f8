import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { StatusMessage } from '@/components/ui/spinner';
import { useAdminNfcOrders } from '@/features/nfc/api/admin-nfc-orders';
import { AdminOrderTable } from '@/features/nfc/components/admin-order-table';
import { AdminSection } from './section';

/** /admin/nfc-orders: the orders, each with its status dropdown. */
export function Component() {
  return (
    <AdminSection titleKey="admin.nav.nfcOrders" permission="manage_nfc">
      <NfcOrders />
    </AdminSection>
  );
}

function NfcOrders() {
  const { t } = useTranslation();
  const orders = useAdminNfcOrders();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.nav.nfcOrders')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('nfc.admin.subtitle')}</p>
      </div>
      {orders.isPending ? (
        <StatusMessage busy text={t('nfc.loading')} />
      ) : orders.isError ? (
        <ErrorAlert>{t('nfc.admin.loadFailed')}</ErrorAlert>
      ) : (
        <AdminOrderTable orders={orders.data} />
      )}
    </div>
  );
}
