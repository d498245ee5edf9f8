import type { AdminPage } from '@careercard/shared/pages';
import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { BulkActions } from '@/components/ui/bulk-actions';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { ListPager } from '@/components/ui/pager';
import { StatusMessage } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { describeError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useFlash } from '@/lib/flash';
import { formatDateTime } from '@/lib/format';
import { tableSort, type ListOrder } from '@/lib/use-list-address';
import { useDeletePage } from '../api/delete-page';
import { useBulkPages, usePages } from '../api/get-pages';
import { useSavePage } from '../api/save-page';

/**
 * Page Management's list view: each page under its address /p/{slug}, sorted by a column and
 * paged. A click on the status badge publishes or unpublishes it; Edit opens the editor view;
 * the ticked pages are published, unpublished or deleted together.
 */
export function PageTable({
  order,
  page: pageNumber,
  onOrder,
  onPage,
  onAdd,
  onEdit,
}: {
  order: ListOrder;
  page: number;
  onOrder: (order: ListOrder) => void;
  onPage: (page: number) => void;
  onAdd: () => void;
  onEdit: (page: AdminPage) => void;
}) {
  const { t } = useTranslation();
  const { showFlash } = useFlash();
  const pages = usePages({ order, page: pageNumber });
  const save = useSavePage();
  const remove = useDeletePage();
  const bulk = useBulkPages();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const data = pages.data;
  const [deleting, setDeleting] = useState<AdminPage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const failed = (error: unknown) => setProblem(describeError(error, t('errors.generic')));

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={onAdd}>
          <Plus className="size-4" aria-hidden />
          {t('admin.pages.add')}
        </Button>
      </div>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      <BulkActions
        selected={selected}
        onClear={() => setSelected(new Set())}
        bulk={bulk}
        actions={[
          { key: 'publish', label: t('admin.pages.publish') },
          { key: 'unpublish', label: t('admin.pages.unpublish') },
          { key: 'delete', label: t('admin.pages.delete'), destructive: true },
        ]}
        nameOf={(id) => data?.data.find((page) => page.id === Number(id))?.title}
        confirmMessage={(action, count) => t(`admin.pages.confirmBulk.${action}`, { count })}
      />
      {pages.isPending && <StatusMessage busy text={t('admin.pages.loading')} />}
      {pages.isError && (
        <ErrorAlert>{describeError(pages.error, t('admin.pages.loadFailed'))}</ErrorAlert>
      )}
      {data && (
        <>
          <DataTable
            selection={{
              selected,
              onChange: setSelected,
              rowLabel: (row) => t('admin.pages.selectNamed', { title: row.label }),
              allLabel: t('admin.pages.selectPage'),
            }}
            sort={tableSort(order, onOrder, ['updated_at'])}
            columns={[
              { label: t('admin.pages.title'), sortKey: 'title' },
              { label: t('admin.pages.address') },
              { label: t('admin.pages.status'), sortKey: 'status' },
              {
                label: t('admin.pages.lastModified'),
                className: 'whitespace-nowrap',
                sortKey: 'updated_at',
              },
              { label: t('admin.pages.actions'), className: 'text-right', actions: true },
            ]}
            empty={t('admin.pages.empty')}
            rows={data.data.map((page) => ({
              key: String(page.id),
              label: page.title,
              cells: [
                <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-medium text-slate-900">{page.title}</span>
                  {page.titleBn && page.contentBn && (
                    <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-800">
                      {t('admin.pages.hasBangla')}
                    </span>
                  )}
                </span>,
                <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs break-all text-slate-700">
                  {paths.page(page.slug)}
                </code>,
                <button
                  type="button"
                  aria-label={t('admin.pages.toggle', {
                    title: page.title,
                    status: t(`admin.pages.statuses.${page.status}`),
                  })}
                  title={
                    page.status === 'Published'
                      ? t('admin.pages.unpublish')
                      : t('admin.pages.publish')
                  }
                  disabled={save.isPending}
                  onClick={() => {
                    setProblem(null);
                    const status = page.status === 'Published' ? 'Draft' : 'Published';
                    save.mutate(
                      { id: page.id, body: { status } },
                      {
                        onSuccess: () =>
                          showFlash(
                            t(
                              status === 'Published'
                                ? 'admin.pages.publishedFlash'
                                : 'admin.pages.unpublishedFlash',
                              { title: page.title },
                            ),
                          ),
                        onError: failed,
                      },
                    );
                  }}
                  // The pill keeps its size; on a touch screen the button around it is 44 px high.
                  className="group inline-flex items-center pointer-coarse:min-h-11"
                >
                  <span
                    className={cn(
                      'rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-offset-2 group-hover:ring-2',
                      page.status === 'Published'
                        ? 'bg-green-100 text-green-800 ring-green-300'
                        : 'bg-amber-100 text-amber-800 ring-amber-300',
                    )}
                  >
                    {t(`admin.pages.statuses.${page.status}`)}
                  </span>
                </button>,
                <time dateTime={page.updatedAt} className="text-slate-700">
                  {formatDateTime(page.updatedAt)}
                </time>,
                <div className="flex justify-end gap-2">
                  {page.status === 'Published' && (
                    <Button size="sm" variant="ghost" asChild>
                      <a
                        href={paths.page(page.slug)}
                        target="_blank"
                        rel="noreferrer"
                        aria-label={t('admin.pages.viewNamed', { title: page.title })}
                      >
                        <ExternalLink className="size-4" aria-hidden />
                      </a>
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('admin.pages.editNamed', { title: page.title })}
                    onClick={() => onEdit(page)}
                  >
                    <Pencil className="size-4" aria-hidden />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('admin.pages.deleteNamed', { title: page.title })}
                    onClick={() => setDeleting(page)}
                  >
                    <Trash2 className="size-4 text-red-600" aria-hidden />
                  </Button>
                </div>,
              ],
            }))}
          />
          <ListPager
            answer={data}
            settled={!pages.isPlaceholderData}
            page={pageNumber}
            onPage={onPage}
          />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={t('admin.pages.confirmDelete')}
        confirmLabel={t('admin.pages.delete')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSettled: () => setDeleting(null),
            onSuccess: () => showFlash(t('admin.pages.deleted', { title: deleting.title })),
            onError: failed,
          })
        }
      />
    </div>
  );
}
