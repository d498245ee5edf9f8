import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { StatusMessage } from '@/components/ui/spinner';
import { useAdminNfcDesigns } from '@/features/nfc/api/get-admin-nfc-designs';
import { AdminDesignGrid } from '@/features/nfc/components/admin-design-grid';
import { AdminSection } from './section';

/** /admin/nfc-designs: the card designs customers choose from. */
export function Component() {
  return (
    <AdminSection
      titleKey="admin.nav.nfcDesigns"
      subtitleKey="nfc.admin.designs.subtitle"
      permission="manage_nfc"
    >
      <NfcDesigns />
    </AdminSection>
  );
}

function NfcDesigns() {
  const { t } = useTranslation();
  const designs = useAdminNfcDesigns();
  if (designs.isPending) return <StatusMessage busy text={t('nfc.loading')} />;
  if (designs.isError) return <ErrorAlert>{t('nfc.admin.designs.loadFailed')}</ErrorAlert>;
  return <AdminDesignGrid designs={designs.data} />;
}
