import { nfcAdminStatuses, type AdminNfcOrder, type NfcOrderStatus } from '@careercard/shared/nfc';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { DataTable } from '@/components/ui/data-table';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime, formatTaka } from '@/lib/format';
import { useSetNfcOrderStatus } from '../api/set-nfc-order-status';
import { DeliveryLine } from './delivery-line';

const isAdminStatus = (status: NfcOrderStatus) =>
  (nfcAdminStatuses as readonly NfcOrderStatus[]).includes(status);

/** NFC Card Orders (back office): a status dropdown per paid order; unpaid ones wait. */
export function AdminOrderTable({ orders }: { orders: AdminNfcOrder[] }) {
  const { t } = useTranslation();
  const setStatus = useSetNfcOrderStatus();
  const [problem, setProblem] = useState<string | null>(null);

  if (orders.length === 0) {
    return <EmptyState icon={CreditCard} title={t('nfc.admin.empty')} />;
  }

  const change = (order: AdminNfcOrder, status: NfcOrderStatus) => {
    setProblem(null);
    setStatus.mutate(
      { id: order.id, status },
      { onError: (error) => setProblem(describeError(error, t('nfc.admin.updateFailed'))) },
    );
  };

  return (
    <div className="space-y-3">
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      <DataTable
        columns={[
          { label: t('nfc.admin.order') },
          { label: t('nfc.admin.customer') },
          { label: t('nfc.admin.design') },
          { label: t('nfc.admin.shipTo') },
          { label: t('nfc.admin.date'), className: 'whitespace-nowrap' },
          { label: t('nfc.total'), className: 'whitespace-nowrap' },
          { label: t('nfc.admin.status') },
          { label: t('nfc.admin.courier'), actions: true },
        ]}
        rows={orders.map((order) => {
          const { shippingAddress: to } = order;
          const saving = setStatus.isPending && setStatus.variables.id === order.id;
          return {
            key: order.id,
            cells: [
              <span className="font-mono font-semibold whitespace-nowrap text-slate-900">
                {order.id}
              </span>,
              <>
                <div>{order.userName ?? t('nfc.admin.deletedAccount')}</div>
                <a
                  className="text-xs text-brand-700 hover:underline"
                  href={order.vcardUrl}
                  target="_blank"
                  rel="noreferrer"
                >
                  /v/{order.vcardSlug}
                </a>
              </>,
              order.designName,
              <>
                <div className="font-medium text-slate-800">{to.fullName}</div>
                <div>{[to.addressLine1, to.addressLine2].filter(Boolean).join(', ')}</div>
                <div>
                  {to.city} {to.postalCode}, {to.country}
                </div>
              </>,
              formatDateTime(order.orderDate),
              formatTaka(order.totalAmount),
              order.status === 'Pending Payment' || order.status === 'Cancelled' ? (
                <span
                  className={cn(
                    'rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap',
                    order.status === 'Cancelled'
                      ? 'bg-red-100 text-red-800'
                      : 'bg-amber-100 text-amber-800',
                  )}
                >
                  {t(`nfc.statuses.${order.status}`)}
                </span>
              ) : (
                <div className="flex items-center gap-2">
                  <select
                    aria-label={t('nfc.admin.statusOf', { id: order.id })}
                    className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm pointer-coarse:min-h-11"
                    value={order.status}
                    disabled={saving}
                    onChange={(event) => change(order, event.target.value as NfcOrderStatus)}
                  >
                    {!isAdminStatus(order.status) && (
                      <option value={order.status} disabled>
                        {t(`nfc.statuses.${order.status}`)}
                      </option>
                    )}
                    {nfcAdminStatuses.map((status) => (
                      <option key={status} value={status}>
                        {t(`nfc.statuses.${status}`)}
                      </option>
                    ))}
                  </select>
                  {saving && <Spinner className="size-4" />}
                </div>
              ),
              order.delivery ? (
                <DeliveryLine delivery={order.delivery} />
              ) : (
                <span className="text-xs text-slate-500">—</span>
              ),
            ],
          };
        })}
      />
    </div>
  );
}
