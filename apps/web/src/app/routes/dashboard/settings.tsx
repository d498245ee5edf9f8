import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { Tabs } from '@/components/ui/tabs';
import { PaymentHistory } from '@/features/payments/components/payment-history';

/** Account Settings: Profile Settings, Security, and Billing & Payments. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('dashboard.nav.settings')}</h1>
      <Tabs
        label={t('settings.tabsLabel')}
        defaultValue="billing"
        tabs={[
          {
            value: 'profile',
            label: t('settings.tabs.profile'),
            content: <ComingSoon title={t('settings.tabs.profile')} />,
          },
          {
            value: 'security',
            label: t('settings.tabs.security'),
            content: <ComingSoon title={t('settings.tabs.security')} />,
          },
          { value: 'billing', label: t('settings.tabs.billing'), content: <PaymentHistory /> },
        ]}
      />
    </div>
  );
}
