import type { NfcOrder } from '@careercard/shared/nfc';
import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatDateTime, formatTaka } from '@/lib/format';
import { DeliveryLine } from './delivery-line';

/**
 * The user's NFC card orders, each with the statuses it went through; one still waiting for
 * payment (a try that failed or was cancelled) can be paid from here.
 */
export function OrderList({
  orders,
  onPay,
  offeredAbove,
}: {
  orders: NfcOrder[];
  onPay: (order: NfcOrder) => void;
  /** The order the page already offers to pay, above the list. */
  offeredAbove?: string | undefined;
}) {
  const { t } = useTranslation();
  if (orders.length === 0) return <p className="text-sm text-slate-600">{t('nfc.noOrders')}</p>;
  return (
    <ul className="space-y-4">
      {orders.map((order) => (
        <li key={order.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-mono font-semibold text-slate-900">{order.id}</h3>
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
              {t(`nfc.statuses.${order.status}`)}
            </span>
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {order.designName} · {formatTaka(order.total)} · {order.shippingAddress.city}
          </p>
          <p className="mt-1 text-xs break-all text-slate-500">{order.vcardUrl}</p>
          {order.delivery && <DeliveryLine delivery={order.delivery} />}
          <ol
            aria-label={t('nfc.history')}
            className="mt-3 space-y-1 border-l-2 border-slate-200 pl-3"
          >
            {order.history.map((step) => (
              <li key={step.status + step.at} className="text-xs text-slate-600">
                <span className="font-medium text-slate-800">
                  {t(`nfc.statuses.${step.status}`)}
                </span>{' '}
                · {formatDateTime(step.at)}
              </li>
            ))}
          </ol>
          {order.status === 'Pending Payment' && order.id !== offeredAbove && (
            <Button size="sm" className="mt-4" onClick={() => onPay(order)}>
              <Wallet className="size-4" aria-hidden />
              {t('nfc.payOrder', { amount: formatTaka(order.total) })}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
