import { useTranslation } from 'react-i18next';
import { FileDown } from 'lucide-react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { StatusMessage } from '@/components/ui/spinner';
import { describeError } from '@/lib/api-client';
import { formatDateTime, formatTaka } from '@/lib/format';
import { useDownloadReceipt } from '../api/download-receipt';
import { usePaymentHistory } from '../api/get-payment-history';
import { PaymentStatus } from '@/components/ui/payment-status';

/** Billing & Payments: every payment the user started, with its invoice id and any refund. */
export function PaymentHistory() {
  const { t } = useTranslation();
  const history = usePaymentHistory();
  const receipt = useDownloadReceipt();
  if (history.isPending) return <StatusMessage busy text={t('billing.loading')} />;
  if (history.isError)
    return <ErrorAlert>{describeError(history.error, t('billing.loadFailed'))}</ErrorAlert>;

  return (
    <div className="space-y-3">
      {receipt.isError && (
        <ErrorAlert>{describeError(receipt.error, t('billing.receiptFailed'))}</ErrorAlert>
      )}
      <DataTable
        caption={t('billing.title')}
        columns={[
          { label: t('billing.date'), className: 'whitespace-nowrap text-slate-600' },
          { label: t('billing.description'), className: 'text-slate-900' },
          { label: t('billing.amount'), className: 'whitespace-nowrap text-slate-700' },
          { label: t('billing.status') },
          { label: t('billing.invoiceId') },
          { label: t('billing.receipt'), actions: true },
        ]}
        empty={t('billing.empty')}
        rows={history.data.map((row) => ({
          key: row.id,
          cells: [
            formatDateTime(row.date),
            row.description,
            formatTaka(row.amount),
            <PaymentStatus
              status={row.status}
              label={t(`billing.statuses.${row.status}`)}
              refundLabel={
                row.refunded <= 0
                  ? undefined
                  : row.refunded >= row.amount
                    ? t('billing.fullyRefunded')
                    : t('billing.refunded', { amount: formatTaka(row.refunded) })
              }
            />,
            <span className="font-mono text-xs text-slate-600">{row.invoiceId}</span>,
            row.status === 'Completed' ? (
              <Button
                size="sm"
                variant="outline"
                aria-label={t('billing.receiptOf', { invoice: row.invoiceId })}
                disabled={receipt.isPending && receipt.variables.id === row.id}
                onClick={() => receipt.mutate({ id: row.id, invoiceId: row.invoiceId })}
              >
                <FileDown className="size-4" aria-hidden />
                {t('billing.receipt')}
              </Button>
            ) : null,
          ],
        }))}
      />
    </div>
  );
}
