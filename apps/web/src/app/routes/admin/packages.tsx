import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { StatusMessage } from '@/components/ui/spinner';
import { usePackages } from '@/features/packages/api/get-packages';
import { PackageTable } from '@/features/packages/components/package-table';
import { describeError } from '@/lib/api-client';
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
  const packages = usePackages();
  if (packages.isPending) return <StatusMessage busy text={t('admin.packages.loading')} />;
  if (packages.isError)
    return <ErrorAlert>{describeError(packages.error, t('admin.packages.loadFailed'))}</ErrorAlert>;
  return <PackageTable packages={packages.data} />;
}
