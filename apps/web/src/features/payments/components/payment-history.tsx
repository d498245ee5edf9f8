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
        { label: t('billing.date') },
        { label: t('billing.description') },
        { label: t('billing.amount') },
        { label: t('billing.status') },
        { label: t('billing.invoiceId') },
      ]}
    >
      {history.data.length === 0 ? (
        <tr>
          <td colSpan={5} className="px-4 py-10 text-center text-slate-500">
            {t('billing.empty')}
          </td>
        </tr>
      ) : (
        history.data.map((row) => (
          <tr key={row.id}>
            <td className="px-4 py-3 whitespace-nowrap text-slate-600">
              {formatDateTime(row.date)}
            </td>
            <td className="px-4 py-3 text-slate-900">{row.description}</td>
            <td className="px-4 py-3 text-slate-700">{formatTaka(row.amount)}</td>
            <td className="px-4 py-3">
              <span
                className={cn(
                  'rounded-full px-2.5 py-1 text-xs font-semibold',
                  STATUS_STYLE[row.status],
                )}
              >
                {t(`billing.statuses.${row.status}`)}
              </span>
            </td>
            <td className="px-4 py-3 font-mono text-xs text-slate-600">{row.invoiceId}</td>
          </tr>
        ))
      )}
    </DataTable>
  );
}
