import type { AdminPostSummary } from '@careercard/shared/blog';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { BulkActions } from '@/components/ui/bulk-actions';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { Pager, usePageCount } from '@/components/ui/pager';
import { StatusMessage } from '@/components/ui/spinner';
import { StatusBadge } from '@/components/ui/status-badge';
import { StatusToggleButton } from '@/components/ui/status-toggle-button';
import { paths } from '@/config/paths';
import { describeError } from '@/lib/api-client';
import { useFlash } from '@/lib/flash';
import { formatDateTime } from '@/lib/format';
import { tableSort, type ListOrder } from '@/lib/use-list-address';
import { useSelection } from '@/lib/use-selection';
import { useDeletePost } from '../api/delete-post';
import { useBulkPosts, usePosts, type PostFilters } from '../api/get-posts';
import { useSavePost } from '../api/save-post';
import { PostFilterBar } from './post-filter-bar';

interface PostTableProps {
  filters: PostFilters;
  order: ListOrder;
  page: number;
  /** New filters or a new order start again at page 1. */
  onFilters: (filters: PostFilters) => void;
  onOrder: (order: ListOrder) => void;
  onPage: (page: number) => void;
  onWrite: () => void;
  onEdit: (id: number) => void;
}

/**
 * All Posts: find posts by title, status and category, sort them, write one, edit, publish or
 * unpublish, delete: one at a time or the ticked ones together.
 */
export function PostTable({
  filters,
  order,
  page,
  onFilters,
  onOrder,
  onPage,
  onWrite,
  onEdit,
}: PostTableProps) {
  const { t } = useTranslation();
  const { showFlash } = useFlash();
  const posts = usePosts({ filters, order, page });
  const save = useSavePost();
  const remove = useDeletePost();
  const bulk = useBulkPosts();
  const [selected, setSelected] = useSelection(filters);
  const [deleting, setDeleting] = useState<AdminPostSummary | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const failed = (error: unknown) => setProblem(describeError(error, t('errors.generic')));
  const data = posts.data;
  const pages = usePageCount(data, !posts.isPlaceholderData, page, onPage);

  const toggle = (post: AdminPostSummary) => {
    setProblem(null);
    const status = post.status === 'Published' ? 'Draft' : 'Published';
    save.mutate(
      { id: post.id, body: { status } },
      {
        onSuccess: () =>
          showFlash(
            t(status === 'Published' ? 'admin.blog.publishedFlash' : 'admin.blog.unpublishedFlash'),
          ),
        onError: failed,
      },
    );
  };

  return (
    <div className="space-y-4">
      <PostFilterBar filters={filters} onChange={onFilters} />
      <div className="flex justify-end">
        <Button onClick={onWrite}>
          <Plus className="size-4" aria-hidden />
          {t('admin.blog.write')}
        </Button>
      </div>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      <BulkActions
        selected={selected}
        onClear={() => setSelected(new Set())}
        bulk={bulk}
        actions={[
          { key: 'publish', label: t('admin.blog.publish') },
          { key: 'unpublish', label: t('admin.blog.unpublish') },
          { key: 'delete', label: t('admin.blog.delete'), destructive: true },
        ]}
        nameOf={(id) => data?.data.find((post) => post.id === Number(id))?.title}
        confirmMessage={(action, count) => t(`admin.blog.confirmBulk.${action}`, { count })}
      />
      {posts.isPending && <StatusMessage busy text={t('admin.blog.loading')} />}
      {posts.isError && (
        <ErrorAlert>{describeError(posts.error, t('admin.blog.loadFailed'))}</ErrorAlert>
      )}
      {data && (
        <>
          <DataTable
            selection={{
              selected,
              onChange: setSelected,
              rowLabel: (row) => t('admin.blog.selectNamed', { title: row.label }),
              allLabel: t('admin.blog.selectPage'),
            }}
            sort={tableSort(order, onOrder, ['created_at'])}
            columns={[
              { label: t('admin.blog.columns.title'), sortKey: 'title' },
              { label: t('admin.blog.columns.category'), sortKey: 'category' },
              { label: t('admin.blog.columns.author') },
              {
                label: t('admin.blog.columns.date'),
                className: 'whitespace-nowrap',
                sortKey: 'created_at',
              },
              { label: t('admin.blog.columns.status'), sortKey: 'status' },
              { label: t('admin.blog.columns.actions'), className: 'text-right', actions: true },
            ]}
            empty={t('admin.blog.empty')}
            rows={data.data.map((post) => ({
              key: String(post.id),
              label: post.title,
              cells: [
                <>
                  <span className="font-medium text-slate-900">{post.title}</span>
                  {post.status === 'Published' ? (
                    <a
                      href={paths.blogPost(post.slug)}
                      target="_blank"
                      rel="noreferrer"
                      className="mt-0.5 block text-xs break-all text-brand-700 hover:underline pointer-coarse:flex pointer-coarse:min-h-11 pointer-coarse:items-center"
                    >
                      {paths.blogPost(post.slug)}
                    </a>
                  ) : (
                    <span className="mt-0.5 block text-xs break-all text-slate-500">
                      {paths.blogPost(post.slug)}
                    </span>
                  )}
                </>,
                post.categoryName,
                post.authorName,
                formatDateTime(post.createdAt),
                <StatusBadge on={post.status === 'Published'}>
                  {t(`admin.blog.statuses.${post.status}`)}
                </StatusBadge>,
                <div className="flex justify-end gap-1">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('admin.blog.editNamed', { title: post.title })}
                    title={t('admin.blog.edit')}
                    onClick={() => onEdit(post.id)}
                  >
                    <Pencil className="size-4" aria-hidden />
                  </Button>
                  <StatusToggleButton
                    on={post.status === 'Published'}
                    disabled={save.isPending}
                    aria-label={t(
                      post.status === 'Published'
                        ? 'admin.blog.unpublishNamed'
                        : 'admin.blog.publishNamed',
                      { title: post.title },
                    )}
                    onClick={() => toggle(post)}
                  >
                    {t(post.status === 'Published' ? 'admin.blog.unpublish' : 'admin.blog.publish')}
                  </StatusToggleButton>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('admin.blog.deleteNamed', { title: post.title })}
                    title={t('admin.blog.delete')}
                    onClick={() => setDeleting(post)}
                  >
                    <Trash2 className="size-4 text-red-600" aria-hidden />
                  </Button>
                </div>,
              ],
            }))}
          />
          <Pager
            label={t('admin.blog.pages')}
            summary={t('admin.blog.pageOf', { page: data.page, pages, count: data.total })}
            page={page}
            pages={pages}
            onPage={onPage}
          />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={t('admin.blog.confirmDelete')}
        confirmLabel={t('admin.blog.delete')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => showFlash(t('admin.blog.deletedFlash')),
            onSettled: () => setDeleting(null),
            onError: failed,
          })
        }
      />
    </div>
  );
}
