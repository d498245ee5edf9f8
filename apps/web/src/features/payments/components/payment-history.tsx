import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { DataTable } from '@/components/ui/data-table';
import { StatusMessage } from '@/components/ui/spinner';
import { describeError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime, formatTaka } from '@/lib/format';
import { usePaymentHistory } from '../api/get-payment-history';

const STATUS_STYLE = {
  Completed: 'bg-green-100 text-green-800',
  Initiated: 'bg-slate-100 text-slate-700',
  Failed: 'bg-red-100 text-red-800',
  Cancelled: 'bg-amber-100 text-amber-800',
} as const;

/** Billing & Payments: every payment the user started, with its invoice id. */
export function PaymentHistory() {
  const { t } = useTranslation();
  const history = usePaymentHistory();
  if (history.isPending) return <StatusMessage busy text={t('billing.loading')} />;
  if (history.isError)
    return <ErrorAlert>{describeError(history.error, t('billing.loadFailed'))}</ErrorAlert>;

  return (
    <DataTable
      caption={t('billing.title')}
      columns={[
        { label: t('billing.date'), className: 'whitespace-nowrap text-slate-600' },
        { label: t('billing.description'), className: 'text-slate-900' },
        { label: t('billing.amount'), className: 'whitespace-nowrap text-slate-700' },
        { label: t('billing.status') },
        { label: t('billing.invoiceId') },
      ]}
      empty={t('billing.empty')}
      rows={history.data.map((row) => ({
        key: row.id,
        cells: [
          formatDateTime(row.date),
          row.description,
          formatTaka(row.amount),
          <span
            className={cn(
              'rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap',
              STATUS_STYLE[row.status],
            )}
          >
            {t(`billing.statuses.${row.status}`)}
          </span>,
          <span className="font-mono text-xs text-slate-600">{row.invoiceId}</span>,
        ],
      }))}
    />
  );
}
