import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { StatusMessage } from '@/components/ui/spinner';
import { usePages } from '@/features/pages/api/get-pages';
import { PageEditor } from '@/features/pages/components/page-editor';
import { PageTable } from '@/features/pages/components/page-table';
import { describeError } from '@/lib/api-client';
import { AdminSection } from './section';

/** /admin/pages: the site's own pages, in a list view and an editor view (?edit=new or an id). */
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
  const pages = usePages();
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit');
  const showList = () => setParams({});

  if (pages.isPending) return <StatusMessage busy text={t('admin.pages.loading')} />;
  if (pages.isError)
    return <ErrorAlert>{describeError(pages.error, t('admin.pages.loadFailed'))}</ErrorAlert>;

  if (editing === 'new') return <PageEditor key="new" page={null} onDone={showList} />;
  const page = editing ? pages.data.find((candidate) => String(candidate.id) === editing) : null;
  if (page) return <PageEditor key={page.id} page={page} onDone={showList} />;
  return (
    <div className="space-y-4">
      {/* An address naming a page deleted since (or never there) lands on the list. */}
      {editing && <ErrorAlert>{t('admin.pages.notFound')}</ErrorAlert>}
      <PageTable
        pages={pages.data}
        onAdd={() => setParams({ edit: 'new' })}
        onEdit={(chosen) => setParams({ edit: String(chosen.id) })}
      />
    </div>
  );
}
