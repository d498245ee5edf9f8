import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { StatusMessage } from '@/components/ui/spinner';
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

function VcardTemplates() {
  const { t } = useTranslation();
  const templates = useAdminVcardTemplates();
  if (templates.isPending) return <StatusMessage busy text={t('vcardTemplates.loading')} />;
  if (templates.isError) return <ErrorAlert>{t('vcardTemplates.loadFailed')}</ErrorAlert>;
  return (
    <VcardTemplateGrid
      templates={templates.data}
      preview={(look) => <VcardThumbnail look={look} />}
    />
  );
}
