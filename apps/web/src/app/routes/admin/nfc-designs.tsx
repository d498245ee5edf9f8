import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { StatusMessage } from '@/components/ui/spinner';
import { GridSort } from '@/components/ui/grid-sort';
import { ListPager } from '@/components/ui/pager';
import { NO_FILTERS, useListAddress, type ListOrder } from '@/lib/use-list-address';
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

const DEFAULT_ORDER: ListOrder = { sort: 'created_at', dir: 'asc' };

function NfcDesigns() {
  const { t } = useTranslation();
  const { order, page, onOrder, onPage } = useListAddress(NO_FILTERS, DEFAULT_ORDER);
  const designs = useAdminNfcDesigns({ order, page });
  if (designs.isPending) return <StatusMessage busy text={t('nfc.loading')} />;
  if (designs.isError) return <ErrorAlert>{t('nfc.admin.designs.loadFailed')}</ErrorAlert>;
  return (
    <div className="space-y-4">
      <AdminDesignGrid
        designs={designs.data.data}
        sortControl={<GridSort order={order} onOrder={onOrder} />}
      />
      <ListPager
        answer={designs.data}
        settled={!designs.isPlaceholderData}
        page={page}
        onPage={onPage}
      />
    </div>
  );
}
