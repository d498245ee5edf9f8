import { AiStatusPanel } from '@/features/settings/components/ai-status-panel';
import { SettingsForm } from '@/features/settings/components/settings-form';
import { AdminSection } from './section';

/** /admin/settings: Application Settings: its tabs and one Save Changes. */
export function Component() {
  return (
    <AdminSection
      titleKey="admin.nav.settings"
      subtitleKey="admin.settings.subtitle"
      permission="manage_settings"
    >
      <SettingsForm
        extraTabs={{
          gemini: <AiStatusPanel />,
        }}
      />
    </AdminSection>
  );
}
