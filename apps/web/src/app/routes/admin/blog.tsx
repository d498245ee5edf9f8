import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '@/components/ui/tabs';
import { CategoryTable } from '@/features/blog/components/category-table';
import { PostEditor } from '@/features/blog/components/post-editor';
import { PostTable } from '@/features/blog/components/post-table';
import { AdminSection } from './section';

/**
 * /admin/blog: the tabs All Posts and Categories, and the post editor in their place. The
 * search and the post being written live in the address (?search=, ?post=new|<id>), so a
 * reload keeps them.
 */
export function Component() {
  return (
    <AdminSection
      titleKey="admin.nav.blog"
      subtitleKey="admin.blog.subtitle"
      permission="manage_blog"
    >
      <BlogManagement />
    </AdminSection>
  );
}

function BlogManagement() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const editing = params.get('post');
  const postId = editing && /^\d+$/.test(editing) ? Number(editing) : null;

  const go = useCallback(
    (next: { search?: string; post?: string }) =>
      setParams(
        {
          ...(next.search ? { search: next.search } : {}),
          ...(next.post ? { post: next.post } : {}),
        },
        // Opening the editor is a step Back (and the browser's back) returns from.
        { replace: !next.post },
      ),
    [setParams],
  );
  const onSearch = useCallback((text: string) => go({ search: text }), [go]);

  if (editing === 'new' || postId !== null) {
    return <PostEditor postId={postId} onDone={() => go({ search })} />;
  }
  return (
    <Tabs
      label={t('admin.nav.blog')}
      tabs={[
        {
          value: 'posts',
          label: t('admin.blog.postsTab'),
          content: (
            <PostTable
              search={search}
              onSearch={onSearch}
              onWrite={() => go({ search, post: 'new' })}
              onEdit={(id) => go({ search, post: String(id) })}
            />
          ),
        },
        {
          value: 'categories',
          label: t('admin.blog.categoriesTab'),
          content: <CategoryTable />,
        },
      ]}
    />
  );
}
