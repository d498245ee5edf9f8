import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { NotFoundPage } from './public/not-found-page';

/** Anything a page throws while rendering ends here instead of a blank screen. */
export function RouteError() {
  const { t } = useTranslation();
  console.error(useRouteError());
  return <NotFoundPage title={t('errors.generic')} text={t('errors.unknown')} />;
}
