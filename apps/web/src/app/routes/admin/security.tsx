import { ChangePasswordForm } from '@/features/account-security/components/change-password-form';
import { SessionList } from '@/features/account-security/components/session-list';
import { TwoFactorPanel } from '@/features/account-security/components/two-factor-panel';
import { AdminSection } from './section';

/** /admin/security: the staff member's own password, two-factor sign-in and sessions. */
export function Component() {
  return (
    <AdminSection titleKey="admin.nav.security" subtitleKey="admin.security.subtitle">
      <div className="space-y-6">
        <TwoFactorPanel />
        <ChangePasswordForm />
        <SessionList />
      </div>
    </AdminSection>
  );
}
