import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { StatusMessage } from '@/components/ui/spinner';
import { GridSort } from '@/components/ui/grid-sort';
import { ListPager } from '@/components/ui/pager';
import { NO_FILTERS, useListAddress, type ListOrder } from '@/lib/use-list-address';
import { useCvTemplates } from '@/features/cv-templates-admin/api/get-cv-templates';
import { CvTemplateGrid } from '@/features/cv-templates-admin/components/cv-template-grid';
import { describeError } from '@/lib/api-client';
import { AdminSection } from './section';

/** /admin/templates: the CV templates users choose from, and the JSON layouts staff upload. */
export function Component() {
  return (
    <AdminSection
      titleKey="admin.nav.templates"
      subtitleKey="admin.cvTemplates.subtitle"
      permission="manage_templates"
    >
      <CvTemplates />
    </AdminSection>
  );
}

const DEFAULT_ORDER: ListOrder = { sort: 'created_at', dir: 'asc' };

function CvTemplates() {
  const { t } = useTranslation();
  const { order, page, onOrder, onPage } = useListAddress(NO_FILTERS, DEFAULT_ORDER);
  const templates = useCvTemplates({ order, page });
  if (templates.isPending) return <StatusMessage busy text={t('admin.cvTemplates.loading')} />;
  if (templates.isError) {
    return (
      <ErrorAlert>{describeError(templates.error, t('admin.cvTemplates.loadFailed'))}</ErrorAlert>
    );
  }
  return (
    <div className="space-y-4">
      <CvTemplateGrid
        templates={templates.data.templates}
        defaultName={templates.data.default_name}
        sortControl={<GridSort order={order} onOrder={onOrder} />}
      />
      <ListPager
        answer={templates.data}
        settled={!templates.isPlaceholderData}
        page={page}
        onPage={onPage}
      />
    </div>
  );
}
