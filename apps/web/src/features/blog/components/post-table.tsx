import type { AdminPostSummary } from '@careercard/shared/blog';
import { Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { StatusMessage } from '@/components/ui/spinner';
import { StatusBadge } from '@/components/ui/status-badge';
import { StatusToggleButton } from '@/components/ui/status-toggle-button';
import { paths } from '@/config/paths';
import { describeError } from '@/lib/api-client';
import { useFlash } from '@/lib/flash';
import { formatDateTime } from '@/lib/format';
import { useDeletePost } from '../api/delete-post';
import { usePosts } from '../api/get-posts';
import { useSavePost } from '../api/save-post';

interface PostTableProps {
  search: string;
  onSearch: (search: string) => void;
  onWrite: () => void;
  onEdit: (id: number) => void;
}

/** All Posts: find a post by its title, write one, edit, publish or unpublish, delete. */
export function PostTable({ search, onSearch, onWrite, onEdit }: PostTableProps) {
  const { t } = useTranslation();
  const { showFlash } = useFlash();
  const posts = usePosts(search);
  const save = useSavePost();
  const remove = useDeletePost();
  const [typed, setTyped] = useState(search);
  const [deleting, setDeleting] = useState<AdminPostSummary | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const failed = (error: unknown) => setProblem(describeError(error, t('errors.generic')));

  // Searches as the editor types, once they pause.
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => onSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed, search, onSearch]);

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
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-sm">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <input
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t('admin.blog.searchPlaceholder')}
            aria-label={t('admin.blog.search')}
            maxLength={200}
            className="block h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:outline-2 focus:outline-brand-600"
          />
        </div>
        <Button onClick={onWrite}>
          <Plus className="size-4" aria-hidden />
          {t('admin.blog.write')}
        </Button>
      </div>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      {posts.isPending ? (
        <StatusMessage busy text={t('admin.blog.loading')} />
      ) : posts.isError ? (
        <ErrorAlert>{describeError(posts.error, t('admin.blog.loadFailed'))}</ErrorAlert>
      ) : (
        <DataTable
          columns={[
            { label: t('admin.blog.columns.title') },
            { label: t('admin.blog.columns.category') },
            { label: t('admin.blog.columns.author') },
            { label: t('admin.blog.columns.date'), className: 'whitespace-nowrap' },
            { label: t('admin.blog.columns.status') },
            { label: t('admin.blog.columns.actions'), className: 'text-right', actions: true },
          ]}
          empty={t('admin.blog.empty')}
          rows={posts.data.map((post) => ({
            key: String(post.id),
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
