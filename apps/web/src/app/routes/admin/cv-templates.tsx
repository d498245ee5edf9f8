import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { StatusMessage } from '@/components/ui/spinner';
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

function CvTemplates() {
  const { t } = useTranslation();
  const templates = useCvTemplates();
  if (templates.isPending) return <StatusMessage busy text={t('admin.cvTemplates.loading')} />;
  if (templates.isError) {
    return (
      <ErrorAlert>{describeError(templates.error, t('admin.cvTemplates.loadFailed'))}</ErrorAlert>
    );
  }
  return <CvTemplateGrid templates={templates.data} />;
}
