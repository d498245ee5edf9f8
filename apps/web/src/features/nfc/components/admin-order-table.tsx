import { nfcAdminStatuses, type AdminNfcOrder, type NfcOrderStatus } from '@careercard/shared/nfc';
import type { BulkResult } from '@careercard/shared/bulk';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { ExportButton } from '@/components/ui/export-button';
import { BulkBar, BulkReport } from '@/components/ui/bulk-bar';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { DataTable } from '@/components/ui/data-table';
import { Pager } from '@/components/ui/pager';
import { Spinner, StatusMessage } from '@/components/ui/spinner';
import { describeError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime, formatTaka } from '@/lib/format';
import { tableSort, type ListOrder } from '@/lib/use-list-address';
import { useSelection } from '@/lib/use-selection';
import {
  useAdminNfcOrders,
  useBulkNfcOrderStatus,
  useExportNfcOrders,
  type NfcOrderFilters,
} from '../api/get-admin-nfc-orders';
import { useSetNfcOrderStatus } from '../api/set-nfc-order-status';
import { DeliveryLine } from './delivery-line';
import { NfcOrderFilterBar } from './nfc-order-filter-bar';

const isAdminStatus = (status: NfcOrderStatus) =>
  (nfcAdminStatuses as readonly NfcOrderStatus[]).includes(status);

interface AdminOrderTableProps {
  filters: NfcOrderFilters;
  order: ListOrder;
  page: number;
  onFilters: (filters: NfcOrderFilters) => void;
  onOrder: (order: ListOrder) => void;
  onPage: (page: number) => void;
}

/**
 * NFC Card Orders (back office): found by status, days and a search, sorted and paged on the
 * server; a status dropdown per paid order (unpaid ones wait), one status for many ticked
 * orders, and the matching orders with their addresses as CSV.
 */
export function AdminOrderTable({
  filters,
  order: listOrder,
  page,
  onFilters,
  onOrder,
  onPage,
}: AdminOrderTableProps) {
  const { t } = useTranslation();
  const orders = useAdminNfcOrders({ filters, order: listOrder, page });
  const setStatus = useSetNfcOrderStatus();
  const bulk = useBulkNfcOrderStatus();
  const exporting = useExportNfcOrders();
  const [problem, setProblem] = useState<string | null>(null);
  const [selected, setSelected] = useSelection(filters);
  const [bulkStatus, setBulkStatus] = useState<NfcOrderStatus>(nfcAdminStatuses[0]);
  const [confirming, setConfirming] = useState(false);
  const [report, setReport] = useState<BulkResult | null>(null);

  const runBulk = () => {
    setProblem(null);
    bulk.mutate(
      { status: bulkStatus, ids: [...selected] },
      {
        onSuccess: (result) => {
          setReport(result);
          setSelected(new Set());
        },
        onError: (error) => setProblem(describeError(error, t('nfc.admin.updateFailed'))),
        onSettled: () => setConfirming(false),
      },
    );
  };

  const toolbar = (
    <>
      <NfcOrderFilterBar filters={filters} onChange={onFilters} />
      <ExportButton
        label={t('nfc.admin.exportCsv')}
        busy={exporting.isPending}
        onExport={() =>
          exporting.mutate(filters, {
            onError: (error) => setProblem(describeError(error, t('errors.generic'))),
          })
        }
      />
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      {report && (
        <BulkReport result={report} nameOf={(id) => String(id)} onClose={() => setReport(null)} />
      )}
      <BulkBar count={selected.size} busy={bulk.isPending} onClear={() => setSelected(new Set())}>
        <select
          aria-label={t('nfc.admin.bulkStatus')}
          className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
          value={bulkStatus}
          onChange={(event) => setBulkStatus(event.target.value as NfcOrderStatus)}
        >
          {nfcAdminStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`nfc.statuses.${status}`)}
            </option>
          ))}
        </select>
        <Button size="sm" disabled={bulk.isPending} onClick={() => setConfirming(true)}>
          {t('nfc.admin.setStatus')}
        </Button>
      </BulkBar>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        message={t('nfc.admin.confirmBulk', {
          count: selected.size,
          status: t(`nfc.statuses.${bulkStatus}`),
        })}
        confirmLabel={t('nfc.admin.setStatus')}
        busy={bulk.isPending}
        onConfirm={runBulk}
      />
    </>
  );

  if (orders.isPending) return <StatusMessage busy text={t('nfc.loading')} />;
  if (orders.isError) {
    return <ErrorAlert>{describeError(orders.error, t('nfc.admin.loadFailed'))}</ErrorAlert>;
  }
  const data = orders.data;
  const filteredAny = Object.values(filters).some(Boolean);
  if (data.total === 0 && !filteredAny) {
    return <EmptyState icon={CreditCard} title={t('nfc.admin.empty')} />;
  }

  const change = (order: AdminNfcOrder, status: NfcOrderStatus) => {
    setProblem(null);
    setStatus.mutate(
      { id: order.id, status },
      { onError: (error) => setProblem(describeError(error, t('nfc.admin.updateFailed'))) },
    );
  };

  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div className="space-y-4">
      {toolbar}
      <DataTable
        selection={{
          selected,
          onChange: setSelected,
          rowLabel: (row) => t('nfc.admin.selectOrder', { id: row.key }),
          allLabel: t('nfc.admin.selectPage'),
        }}
        sort={tableSort(listOrder, onOrder, ['created_at'])}
        empty={t('nfc.admin.noMatch')}
        columns={[
          { label: t('nfc.admin.order') },
          { label: t('nfc.admin.customer') },
          { label: t('nfc.admin.design') },
          { label: t('nfc.admin.shipTo') },
          { label: t('nfc.admin.date'), className: 'whitespace-nowrap', sortKey: 'created_at' },
          { label: t('nfc.total'), className: 'whitespace-nowrap', sortKey: 'total' },
          { label: t('nfc.admin.status'), sortKey: 'status' },
          { label: t('nfc.admin.courier'), actions: true },
        ]}
        rows={data.data.map((order) => {
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
      <Pager
        label={t('nfc.admin.pages')}
        summary={t('nfc.admin.pageOf', { page: data.page, pages, count: data.total })}
        page={page}
        pages={pages}
        onPage={onPage}
      />
    </div>
  );
}
