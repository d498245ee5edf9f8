import { nfcAdminStatuses, type AdminNfcOrder, type NfcOrderStatus } from '@careercard/shared/nfc';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/api-client';
import { formatDateTime, formatTaka } from '@/lib/format';
import { useSetNfcOrderStatus } from '../api/admin-nfc-orders';

const isAdminStatus = (status: NfcOrderStatus) =>
  (nfcAdminStatuses as readonly NfcOrderStatus[]).includes(status);

/** NFC Card Orders (back office): a status dropdown per paid order; unpaid ones wait. */
export function AdminOrderTable({ orders }: { orders: AdminNfcOrder[] }) {
  const { t } = useTranslation();
  const setStatus = useSetNfcOrderStatus();
  const [problem, setProblem] = useState<string | null>(null);

  if (orders.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-slate-200">
        <CreditCard className="size-10 text-slate-300" aria-hidden />
        <p className="font-medium text-slate-800">{t('nfc.admin.empty')}</p>
      </div>
    );
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
      <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              <th className="px-4 py-3">{t('nfc.admin.order')}</th>
              <th className="px-4 py-3">{t('nfc.admin.customer')}</th>
              <th className="px-4 py-3">{t('nfc.admin.design')}</th>
              <th className="px-4 py-3">{t('nfc.admin.shipTo')}</th>
              <th className="px-4 py-3">{t('nfc.admin.date')}</th>
              <th className="px-4 py-3">{t('nfc.total')}</th>
              <th className="px-4 py-3">{t('nfc.admin.status')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {orders.map((order) => {
              const { shippingAddress: to } = order;
              const saving = setStatus.isPending && setStatus.variables.id === order.id;
              return (
                <tr key={order.id} className="align-top">
                  <td className="px-4 py-3 font-mono font-semibold whitespace-nowrap text-slate-900">
                    {order.id}
                  </td>
                  <td className="px-4 py-3 text-slate-700">
                    <div>{order.userName ?? t('nfc.admin.deletedAccount')}</div>
                    <a
                      className="text-xs text-brand-700 hover:underline"
                      href={order.vcardUrl}
                      target="_blank"
                      rel="noreferrer"
                    >
                      /v/{order.vcardSlug}
                    </a>
                  </td>
                  <td className="px-4 py-3 text-slate-700">{order.designName}</td>
                  <td className="px-4 py-3 text-slate-600">
                    <div className="font-medium text-slate-800">{to.fullName}</div>
                    <div>{[to.addressLine1, to.addressLine2].filter(Boolean).join(', ')}</div>
                    <div>
                      {to.city} {to.postalCode}, {to.country}
                    </div>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                    {formatDateTime(order.orderDate)}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                    {formatTaka(order.totalAmount)}
                  </td>
                  <td className="px-4 py-3">
                    {order.status === 'Pending Payment' ? (
                      <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-amber-800">
                        {t('nfc.statuses.Pending Payment')}
                      </span>
                    ) : (
                      <div className="flex items-center gap-2">
                        <select
                          aria-label={t('nfc.admin.statusOf', { id: order.id })}
                          className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
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
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
