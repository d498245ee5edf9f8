import { useTranslation } from 'react-i18next';
import { NotFoundPage } from './public/not-found-page';

export function Component() {
  const { t } = useTranslation();
  return <NotFoundPage title={t('public.pageNotFound')} text={t('public.pageNotFoundText')} />;
}
