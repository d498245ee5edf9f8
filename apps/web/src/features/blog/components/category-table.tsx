import { UNCATEGORIZED_CATEGORY_ID, type AdminCategory } from '@careercard/shared/blog';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { ListPager } from '@/components/ui/pager';
import { StatusMessage } from '@/components/ui/spinner';
import { describeError } from '@/lib/api-client';
import { useFlash } from '@/lib/flash';
import { tableSort } from '@/lib/use-list-address';
import { useDeleteCategory } from '../api/delete-category';
import { DEFAULT_CATEGORY_ORDER, useCategories } from '../api/get-categories';
import { CategoryFormDialog } from './category-form-dialog';

/**
 * Categories: add, edit, delete (its posts move to Uncategorized, which stays), sorted by a
 * column and paged. Its order and page are the tab's own: the address holds the posts' list.
 */
export function CategoryTable() {
  const { t } = useTranslation();
  const { showFlash } = useFlash();
  const [order, setOrder] = useState(DEFAULT_CATEGORY_ORDER);
  const [page, setPage] = useState(1);
  const categories = useCategories({ order, page });
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<AdminCategory | null | 'new'>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (categories.isPending) {
    return <StatusMessage busy text={t('admin.blog.categories.loading')} />;
  }
  if (categories.isError) {
    return (
      <ErrorAlert>
        {describeError(categories.error, t('admin.blog.categories.loadFailed'))}
      </ErrorAlert>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden />
          {t('admin.blog.categories.add')}
        </Button>
      </div>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      <DataTable
        sort={tableSort(
          order,
          (next) => {
            setOrder(next);
            setPage(1);
          },
          ['posts'],
        )}
        columns={[
          { label: t('admin.blog.categories.name'), sortKey: 'name' },
          { label: t('admin.blog.categories.slug'), sortKey: 'slug' },
          { label: t('admin.blog.categories.posts'), className: 'text-right', sortKey: 'posts' },
          { label: t('admin.blog.categories.actions'), className: 'text-right', actions: true },
        ]}
        empty={t('admin.blog.categories.empty')}
        rows={categories.data.data.map((category) => ({
          key: String(category.id),
          cells: [
            <>
              <span className="font-medium text-slate-900">{category.name}</span>
              {category.description && (
                <span className="mt-0.5 block text-xs text-slate-500">{category.description}</span>
              )}
            </>,
            <span className="break-all text-slate-600">{category.slug}</span>,
            <span className="tabular-nums">{category.postCount}</span>,
            <div className="flex justify-end gap-1">
              <Button
                size="sm"
                variant="outline"
                aria-label={t('admin.blog.categories.editNamed', { name: category.name })}
                title={t('admin.blog.categories.edit')}
                onClick={() => setEditing(category)}
              >
                <Pencil className="size-4" aria-hidden />
              </Button>
              {category.id !== UNCATEGORIZED_CATEGORY_ID && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('admin.blog.categories.deleteNamed', { name: category.name })}
                  title={t('admin.blog.categories.delete')}
                  onClick={() => setDeleting(category)}
                >
                  <Trash2 className="size-4 text-red-600" aria-hidden />
                </Button>
              )}
            </div>,
          ],
        }))}
      />
      <ListPager
        answer={categories.data}
        settled={!categories.isPlaceholderData}
        page={page}
        onPage={setPage}
      />
      {editing !== null && (
        <CategoryFormDialog
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={t('admin.blog.categories.confirmDelete')}
        confirmLabel={t('admin.blog.categories.delete')}
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          setProblem(null);
          remove.mutate(deleting.id, {
            onSuccess: () => showFlash(t('admin.blog.categories.deleted')),
            onSettled: () => setDeleting(null),
            onError: (error) => setProblem(describeError(error, t('errors.generic'))),
          });
        }}
      />
    </div>
  );
}
