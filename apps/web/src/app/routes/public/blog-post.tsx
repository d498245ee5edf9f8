import { useTranslation } from 'react-i18next';
import { StatusMessage } from '@/components/ui/spinner';

/** /p/blog/{slug}: the spec's text for a post that is loading or missing. */
export function Component() {
  const { t } = useTranslation();
  return <StatusMessage text={t('public.postNotFound')} />;
}
