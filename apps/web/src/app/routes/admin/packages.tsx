import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { ListPager } from '@/components/ui/pager';
import { StatusMessage } from '@/components/ui/spinner';
import { DEFAULT_PACKAGE_ORDER, usePackages } from '@/features/packages/api/get-packages';
import { PackageTable } from '@/features/packages/components/package-table';
import { describeError } from '@/lib/api-client';
import { NO_FILTERS, useListAddress } from '@/lib/use-list-address';
import { AdminSection } from './section';

/** /admin/packages: the prices checkout charges, and the other packages on the list. */
export function Component() {
  return (
    <AdminSection
      titleKey="admin.nav.packages"
      subtitleKey="admin.packages.subtitle"
      permission="manage_packages"
    >
      <Packages />
    </AdminSection>
  );
}

function Packages() {
  const { t } = useTranslation();
  const { order, page, onOrder, onPage } = useListAddress(NO_FILTERS, DEFAULT_PACKAGE_ORDER);
  const packages = usePackages({ order, page });
  if (packages.isPending) return <StatusMessage busy text={t('admin.packages.loading')} />;
  if (packages.isError)
    return <ErrorAlert>{describeError(packages.error, t('admin.packages.loadFailed'))}</ErrorAlert>;
  return (
    <div className="space-y-4">
      <PackageTable packages={packages.data.data} order={order} onOrder={onOrder} />
      <ListPager
        answer={packages.data}
        settled={!packages.isPlaceholderData}
        page={page}
        onPage={onPage}
      />
    </div>
  );
}
