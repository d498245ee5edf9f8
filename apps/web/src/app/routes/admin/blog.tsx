import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/ui/tabs';
import { CategoryTable } from '@/features/blog/components/category-table';
import { PostEditor } from '@/features/blog/components/post-editor';
import { PostTable } from '@/features/blog/components/post-table';
import { DEFAULT_POST_ORDER, POST_FILTERS } from '@/features/blog/api/get-posts';
import { SavedViewsBar } from '@/features/saved-views/components/saved-views-bar';
import { useEditorAddress, useListAddress } from '@/lib/use-list-address';
import { AdminSection } from './section';

/**
 * /admin/blog: the tabs All Posts and Categories, and the post editor in their place. The
 * list's filters, order and page, and the post being written, live in the address (?post=new
 * or an id), so a reload keeps them and a link shares them.
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
  const list = useListAddress(POST_FILTERS, DEFAULT_POST_ORDER);
  const [editing, edit] = useEditorAddress('post');
  const postId = editing && /^\d+$/.test(editing) ? Number(editing) : null;

  if (editing === 'new' || postId !== null) {
    return <PostEditor postId={postId} onDone={() => edit(null)} />;
  }
  return (
    <Tabs
      label={t('admin.nav.blog')}
      tabs={[
        {
          value: 'posts',
          label: t('admin.blog.postsTab'),
          content: (
            <div className="space-y-4">
              <SavedViewsBar screen="posts" />
              <PostTable {...list} onWrite={() => edit('new')} onEdit={(id) => edit(String(id))} />
            </div>
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
