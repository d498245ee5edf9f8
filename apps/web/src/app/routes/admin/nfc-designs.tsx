import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { StatusMessage } from '@/components/ui/spinner';
import { useAdminNfcDesigns } from '@/features/nfc/api/admin-nfc-designs';
import { AdminDesignGrid } from '@/features/nfc/components/admin-design-grid';
import { AdminSection } from './section';

/** /admin/nfc-designs: the card designs customers choose from. */
export function Component() {
  return (
    <AdminSection titleKey="admin.nav.nfcDesigns" permission="manage_nfc">
      <NfcDesigns />
    </AdminSection>
  );
}

function NfcDesigns() {
  const { t } = useTranslation();
  const designs = useAdminNfcDesigns();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.nav.nfcDesigns')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('nfc.admin.designs.subtitle')}</p>
      </div>
      {designs.isPending ? (
        <StatusMessage busy text={t('nfc.loading')} />
      ) : designs.isError ? (
        <ErrorAlert>{t('nfc.admin.designs.loadFailed')}</ErrorAlert>
      ) : (
        <AdminDesignGrid designs={designs.data} />
      )}
    </div>
  );
}
