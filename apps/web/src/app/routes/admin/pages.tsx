import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { StatusMessage } from '@/components/ui/spinner';
import { DEFAULT_PAGE_ORDER, usePage } from '@/features/pages/api/get-pages';
import { PageEditor } from '@/features/pages/components/page-editor';
import { PageTable } from '@/features/pages/components/page-table';
import { ApiError, describeError } from '@/lib/api-client';
import { NO_FILTERS, useEditorAddress, useListAddress } from '@/lib/use-list-address';
import { AdminSection } from './section';

/**
 * /admin/pages: the site's own pages, in a list view and an editor view (?edit=new or an id);
 * the list's order and page live in the address too.
 */
export function Component() {
  return (
    <AdminSection
      titleKey="admin.nav.pages"
      subtitleKey="admin.pages.subtitle"
      permission="manage_pages"
    >
      <Pages />
    </AdminSection>
  );
}

function Pages() {
  const { t } = useTranslation();
  const { order, page, onOrder, onPage } = useListAddress(NO_FILTERS, DEFAULT_PAGE_ORDER);
  const [editing, edit] = useEditorAddress('edit');
  const pageId = editing && /^\d+$/.test(editing) ? Number(editing) : null;
  const opened = usePage(pageId);
  const showList = () => edit(null);

  if (editing === 'new') return <PageEditor key="new" page={null} onDone={showList} />;
  if (pageId !== null && opened.isPending) {
    return <StatusMessage busy text={t('admin.pages.loading')} />;
  }
  if (opened.data) return <PageEditor key={opened.data.id} page={opened.data} onDone={showList} />;
  const gone =
    editing !== null &&
    (pageId === null || (opened.error instanceof ApiError && opened.error.status === 404));
  return (
    <div className="space-y-4">
      {/* An address naming a page deleted since (or never there) lands on the list. */}
      {gone && <ErrorAlert>{t('admin.pages.notFound')}</ErrorAlert>}
      {editing !== null && !gone && opened.isError && (
        <ErrorAlert>{describeError(opened.error, t('admin.pages.loadFailed'))}</ErrorAlert>
      )}
      <PageTable
        order={order}
        page={page}
        onOrder={onOrder}
        onPage={onPage}
        onAdd={() => edit('new')}
        onEdit={(chosen) => edit(String(chosen.id))}
      />
    </div>
  );
}
