import { useTranslation } from 'react-i18next';
import { useTestStorage } from '../api/test-storage';
import { ConnectionTest } from './connection-test';

/**
 * Storage tab: writes, reads and deletes a small file where the saved settings say; with
 * unsaved changes in the tab, it says the test does not see them yet.
 */
export function StorageTestButton({
  unsavedChanges,
}: {
  unsavedChanges?: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const test = useTestStorage();
  const unsaved = !!unsavedChanges && Object.keys(unsavedChanges).length > 0;
  return (
    <section className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <ConnectionTest
        label={t('admin.settings.storageTest.run')}
        hint={t(unsaved ? 'admin.settings.storageTest.unsaved' : 'admin.settings.storageTest.hint')}
        test={test}
      />
    </section>
  );
}
