import type { AdminPackage } from '@careercard/shared/packages';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { describeError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatTaka } from '@/lib/format';
import { tableSort, type ListOrder } from '@/lib/use-list-address';
import { useDeletePackage } from '../api/delete-package';
import { useSavePackage } from '../api/save-package';
import { PackageFormDialog } from './package-form-dialog';

/**
 * Package Management: the price list. A click on a status badge switches it; a package that
 * checkout charges says what for, and cannot be deleted, only made Inactive.
 */
export function PackageTable({
  packages,
  order,
  onOrder,
}: {
  /** A page of them. */
  packages: AdminPackage[];
  order: ListOrder;
  onOrder: (order: ListOrder) => void;
}) {
  const { t } = useTranslation();
  const save = useSavePackage();
  const remove = useDeletePackage();
  const [editing, setEditing] = useState<AdminPackage | null | 'new'>(null);
  const [deleting, setDeleting] = useState<AdminPackage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const failed = (error: unknown) => setProblem(describeError(error, t('errors.generic')));

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden />
          {t('admin.packages.add')}
        </Button>
      </div>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      <DataTable
        sort={tableSort(order, onOrder, ['price'])}
        columns={[
          { label: t('admin.packages.name'), sortKey: 'name' },
          { label: t('admin.packages.description') },
          { label: t('admin.packages.price'), className: 'whitespace-nowrap', sortKey: 'price' },
          { label: t('admin.packages.status'), sortKey: 'status' },
          { label: t('admin.packages.actions'), className: 'text-right', actions: true },
        ]}
        empty={t('admin.packages.empty')}
        rows={packages.map((item) => ({
          key: String(item.id),
          cells: [
            <span className="font-medium text-slate-900">{item.name}</span>,
            <>
              <span className="text-slate-700">{item.description}</span>
              <span className="mt-1 block text-xs text-slate-500">
                {item.code ? t(`admin.packages.sells.${item.code}`) : t('admin.packages.notSold')}
              </span>
            </>,
            formatTaka(item.price),
            <button
              type="button"
              aria-label={t('admin.packages.toggle', {
                name: item.name,
                status: t(`admin.packages.statuses.${item.status}`),
              })}
              disabled={save.isPending}
              onClick={() => {
                setProblem(null);
                save.mutate(
                  {
                    id: item.id,
                    body: { status: item.status === 'Active' ? 'Inactive' : 'Active' },
                  },
                  { onError: failed },
                );
              }}
              // The pill keeps its size; on a touch screen the button around it is 44 px high.
              className="group inline-flex items-center pointer-coarse:min-h-11"
            >
              <span
                className={cn(
                  'rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-offset-2 group-hover:ring-2',
                  item.status === 'Active'
                    ? 'bg-green-100 text-green-800 ring-green-300'
                    : 'bg-slate-100 text-slate-600 ring-slate-300',
                )}
              >
                {t(`admin.packages.statuses.${item.status}`)}
              </span>
            </button>,
            <div className="flex justify-end gap-2">
              <Button
                size="sm"
                variant="outline"
                aria-label={t('admin.packages.editNamed', { name: item.name })}
                onClick={() => setEditing(item)}
              >
                <Pencil className="size-4" aria-hidden />
              </Button>
              {!item.code && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('admin.packages.deleteNamed', { name: item.name })}
                  onClick={() => setDeleting(item)}
                >
                  <Trash2 className="size-4 text-red-600" aria-hidden />
                </Button>
              )}
            </div>,
          ],
        }))}
      />
      {editing !== null && (
        <PackageFormDialog
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={t('admin.packages.confirmDelete')}
        confirmLabel={t('admin.packages.delete')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSettled: () => setDeleting(null),
            onError: failed,
          })
        }
      />
    </div>
  );
}
