import { useTranslation } from 'react-i18next';
import { StatusMessage } from '@/components/ui/spinner';

/**
 * /cv-preview?token=…: the page the server prints to PDF. Print tokens are issued by the CV
 * builder's print service, which comes with that issue; no token can be valid before it.
 */
export function Component() {
  const { t } = useTranslation();
  return <StatusMessage text={t('cvPreview.noData')} />;
}
