import { useTranslation } from 'react-i18next';
import { NotFoundPage } from './public/not-found-page';

/** Anything a page throws while rendering ends here instead of a blank screen. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  console.error(error);
  return <NotFoundPage title={t('errors.generic')} text={t('errors.unknown')} />;
}
