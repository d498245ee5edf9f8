import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/ui/tabs';
import { ChangePasswordForm } from '@/features/account-security/components/change-password-form';
import { SessionList } from '@/features/account-security/components/session-list';
import { TwoFactorPanel } from '@/features/account-security/components/two-factor-panel';
import { YourData } from '@/features/account-security/components/your-data';
import { ProfileForm } from '@/features/account/components/profile-form';
import { PaymentHistory } from '@/features/payments/components/payment-history';

/** Account Settings: Profile Settings, Security, Billing & Payments, and Your data. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('dashboard.nav.settings')}</h1>
      <Tabs
        label={t('settings.tabsLabel')}
        defaultValue="profile"
        tabs={[
          {
            value: 'profile',
            label: t('settings.tabs.profile'),
            content: <ProfileForm />,
          },
          {
            value: 'security',
            label: t('settings.tabs.security'),
            content: (
              <div className="space-y-6">
                <ChangePasswordForm />
                <TwoFactorPanel />
                <SessionList />
              </div>
            ),
          },
          { value: 'billing', label: t('settings.tabs.billing'), content: <PaymentHistory /> },
          { value: 'data', label: t('settings.tabs.data'), content: <YourData /> },
        ]}
      />
    </div>
  );
}
