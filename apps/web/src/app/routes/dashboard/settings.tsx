import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PaymentHistory } from '@/features/payments/components/payment-history';

const TABS = ['profile', 'security', 'billing'] as const;

/** Account Settings: Profile Settings, Security, and Billing & Payments. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('dashboard.nav.settings')}</h1>
      <Tabs.Root defaultValue="billing">
        <Tabs.List
          className="flex gap-1 border-b border-slate-200"
          aria-label={t('settings.tabsLabel')}
        >
          {TABS.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className="-mb-px border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
            >
              {t(`settings.tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="profile" className="pt-6">
          <ComingSoon title={t('settings.tabs.profile')} />
        </Tabs.Content>
        <Tabs.Content value="security" className="pt-6">
          <ComingSoon title={t('settings.tabs.security')} />
        </Tabs.Content>
        <Tabs.Content value="billing" className="pt-6">
          <PaymentHistory />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
