import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { StatusMessage } from '@/components/ui/spinner';
import { GridSort } from '@/components/ui/grid-sort';
import { ListPager } from '@/components/ui/pager';
import { NO_FILTERS, useListAddress, type ListOrder } from '@/lib/use-list-address';
import { useAdminVcardTemplates } from '@/features/vcard-templates/api/get-vcard-templates';
import { VcardTemplateGrid } from '@/features/vcard-templates/components/vcard-template-grid';
import { VcardThumbnail } from '@/features/vcards/components/vcard-thumbnail';
import { AdminSection } from './section';

/** /admin/vcard-templates: the looks users choose for their V-Card, each drawn as the card. */
export function Component() {
  return (
    <AdminSection
      titleKey="admin.nav.vcardTemplates"
      subtitleKey="vcardTemplates.subtitle"
      permission="manage_templates"
    >
      <VcardTemplates />
    </AdminSection>
  );
}

const DEFAULT_ORDER: ListOrder = { sort: 'created_at', dir: 'asc' };

function VcardTemplates() {
  const { t } = useTranslation();
  const { order, page, onOrder, onPage } = useListAddress(NO_FILTERS, DEFAULT_ORDER);
  const templates = useAdminVcardTemplates({ order, page });
  if (templates.isPending) return <StatusMessage busy text={t('vcardTemplates.loading')} />;
  if (templates.isError) return <ErrorAlert>{t('vcardTemplates.loadFailed')}</ErrorAlert>;
  return (
    <div className="space-y-4">
      <VcardTemplateGrid
        templates={templates.data.data}
        preview={(look) => <VcardThumbnail look={look} />}
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
