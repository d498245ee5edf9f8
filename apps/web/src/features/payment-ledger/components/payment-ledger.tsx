import type { LedgerRow } from '@careercard/shared/payment-ledger';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { ExportButton } from '@/components/ui/export-button';
import { Pager, usePageCount } from '@/components/ui/pager';
import { StatCard } from '@/components/ui/stat-card';
import { StatusMessage } from '@/components/ui/spinner';
import { describeError } from '@/lib/api-client';
import { useFlash } from '@/lib/flash';
import { formatTaka } from '@/lib/format';
import { useExportLedger } from '../api/export-ledger';
import type { ListOrder } from '@/lib/use-list-address';
import { useLedger, type LedgerFilters } from '../api/get-ledger';
import { useRefund } from '../api/refund-payment';
import { LedgerFilterBar } from './ledger-filter-bar';
import { LedgerTable } from './ledger-table';
import { RefundDialog } from './refund-dialog';

/** Payments: the filters, totals over all they match, a page of payments, CSV and refunds. */
export function PaymentLedger({
  filters,
  order,
  page,
  canRefund,
  onFilters,
  onOrder,
  onPage,
}: {
  filters: LedgerFilters;
  order: ListOrder;
  page: number;
  canRefund: boolean;
  /** New filters or a new order start again at page 1. */
  onFilters: (filters: LedgerFilters) => void;
  onOrder: (order: ListOrder) => void;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { showFlash } = useFlash();
  const ledger = useLedger(filters, order, page);
  const data = ledger.data;
  const pages = usePageCount(data, !ledger.isPlaceholderData, page, onPage);
  const exporting = useExportLedger();
  const retry = useRefund();
  const [refunding, setRefunding] = useState<LedgerRow | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const filtered = Object.values(filters).some(Boolean);

  const retryRefund = (refundId: string) => {
    setProblem(null);
    retry.mutate(
      { retryRefundId: refundId },
      {
        onSuccess: (answer) => showFlash(answer.message),
        onError: (error) => setProblem(describeError(error, t('ledger.refund.failed'))),
      },
    );
  };

  return (
    <div className="space-y-4">
      <LedgerFilterBar filters={filters} onChange={onFilters} />
      {data && (
        <div className="grid gap-3 sm:grid-cols-3">
          <StatCard
            label={t('ledger.totals.paid')}
            value={formatTaka(data.totals.paid)}
            note={t('ledger.totals.paidNote', { count: data.totals.paidCount })}
          />
          <StatCard
            label={t('ledger.totals.refunded')}
            value={formatTaka(data.totals.refunded)}
            note={t('ledger.totals.refundedNote')}
          />
          <StatCard
            label={t('ledger.totals.net')}
            value={formatTaka(data.totals.net)}
            note={t('ledger.totals.netNote')}
          />
        </div>
      )}
      <ExportButton
        label={t('ledger.export')}
        busy={exporting.isPending}
        onExport={() =>
          exporting.mutate(filters, {
            onError: (error) => setProblem(describeError(error, t('ledger.exportFailed'))),
          })
        }
      />
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      {ledger.isPending && <StatusMessage busy text={t('ledger.loading')} />}
      {ledger.isError && (
        <ErrorAlert>{describeError(ledger.error, t('ledger.loadFailed'))}</ErrorAlert>
      )}
      {data && (
        <>
          <LedgerTable
            order={order}
            onOrder={onOrder}
            rows={data.payments}
            empty={filtered ? t('ledger.emptyFiltered') : t('ledger.empty')}
            canRefund={canRefund}
            onRefund={setRefunding}
            onRetry={retryRefund}
            retrying={
              retry.isPending
                ? ((retry.variables as { retryRefundId?: string }).retryRefundId ?? null)
                : null
            }
          />
          <Pager
            label={t('ledger.pages')}
            summary={t('ledger.pageOf', { page: data.page, pages, count: data.total })}
            page={page}
            pages={pages}
            onPage={onPage}
          />
        </>
      )}
      {refunding && (
        <RefundDialog
          payment={refunding}
          onClose={() => setRefunding(null)}
          onDone={(message) => {
            setRefunding(null);
            showFlash(message);
          }}
        />
      )}
    </div>
  );
}
