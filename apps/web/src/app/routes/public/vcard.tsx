import { useTranslation } from 'react-i18next';
import { NotFoundPage } from './not-found-page';

/** /v/{slug}: published V-Cards come with their own issue; until then no slug is published. */
export function Component() {
  const { t } = useTranslation();
  return <NotFoundPage title={t('public.vcardNotFound')} text={t('public.vcardNotFoundText')} />;
}
