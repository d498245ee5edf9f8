import type { LedgerRow } from '@careercard/shared/payment-ledger';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { PaymentStatus } from '@/components/ui/payment-status';
import { formatDateTime, formatTaka } from '@/lib/format';
import { tableSort, type ListOrder } from '@/lib/use-list-address';

/** The payments of a page: who, what, how, how much, and what was given back. */
export function LedgerTable({
  order,
  onOrder,
  rows,
  empty,
  canRefund,
  onRefund,
  onRetry,
  retrying,
}: {
  order: ListOrder;
  onOrder: (order: ListOrder) => void;
  rows: LedgerRow[];
  empty: string;
  /** The reader holds Refund Payments. */
  canRefund: boolean;
  onRefund: (row: LedgerRow) => void;
  /** Asks the gateway again for a refund it left pending. */
  onRetry: (refundId: string) => void;
  retrying: string | null;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      caption={t('ledger.caption')}
      sort={tableSort(order, onOrder, ['created_at', 'amount'])}
      columns={[
        // The invoice cell holds the payment's date and time: that column sorts by it.
        { label: t('ledger.invoice'), sortKey: 'created_at' },
        { label: t('ledger.payer'), className: 'max-w-56 break-words' },
        { label: t('ledger.item') },
        { label: t('ledger.method'), sortKey: 'method' },
        { label: t('ledger.amount'), className: 'whitespace-nowrap', sortKey: 'amount' },
        { label: t('ledger.status'), sortKey: 'status' },
        { label: t('ledger.actions'), actions: true },
      ]}
      empty={empty}
      rows={rows.map((row) => {
        const left = Math.round((row.amount - row.refunded) * 100) / 100;
        const pending = row.refunds.find((refund) => refund.status === 'Pending');
        return {
          key: row.id,
          cells: [
            <>
              <div className="font-mono text-xs font-semibold whitespace-nowrap text-slate-900">
                {row.invoiceId}
              </div>
              <div className="text-xs whitespace-nowrap text-slate-600">
                {formatDateTime(row.date)}
              </div>
              {row.trxId && (
                <div className="font-mono text-xs whitespace-nowrap text-slate-500">
                  {t('ledger.trx', { id: row.trxId })}
                </div>
              )}
            </>,
            row.user ? (
              <>
                <div className="text-slate-900">{row.user.name}</div>
                <div className="text-xs break-all text-slate-500">{row.user.email}</div>
              </>
            ) : (
              <span className="text-slate-500">{t('ledger.deletedAccount')}</span>
            ),
            row.description,
            <>
              <div>{t(`payment.methods.${row.method}`)}</div>
              {row.sandbox && (
                <div className="text-xs text-amber-700">{t('ledger.sandboxShort')}</div>
              )}
            </>,
            <>
              <div className="font-medium text-slate-900">{formatTaka(row.amount)}</div>
              {row.refunded > 0 && (
                <div className="text-xs text-red-700">
                  {t('ledger.refundedAmount', { amount: formatTaka(row.refunded) })}
                </div>
              )}
            </>,
            <PaymentStatus
              status={row.status}
              label={t(`ledger.statuses.${row.status}`)}
              refundLabel={
                row.refunded <= 0
                  ? undefined
                  : left === 0
                    ? t('ledger.statuses.Refunded')
                    : t('ledger.partlyRefunded')
              }
            />,
            canRefund && pending ? (
              <Button
                size="sm"
                variant="outline"
                disabled={retrying === pending.id}
                onClick={() => onRetry(pending.id)}
              >
                {t('ledger.retryRefund', { amount: formatTaka(pending.amount) })}
              </Button>
            ) : canRefund && row.status === 'Completed' && left > 0 ? (
              <Button size="sm" variant="outline" onClick={() => onRefund(row)}>
                {t('ledger.refundAction')}
              </Button>
            ) : null,
          ],
        };
      })}
    />
  );
}
