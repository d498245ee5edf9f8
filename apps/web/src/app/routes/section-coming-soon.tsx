import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';

/** A dashboard or back-office section whose issue has not landed yet. */
export function SectionComingSoon({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return <ComingSoon title={t(titleKey)} />;
}
