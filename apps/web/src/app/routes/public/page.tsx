import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { StatusMessage } from '@/components/ui/spinner';
import type { Prefetch } from '@/app/router';
import { publicPageQueryOptions, usePublicPage } from '@/features/pages/api/get-public-page';
import { PageArticle } from '@/features/pages/components/page-article';
import { ApiError, describeError } from '@/lib/api-client';
import { NotFoundPage } from './not-found-page';

export const prefetch: Prefetch = (queryClient, { params, locale }) =>
  queryClient.prefetchQuery(publicPageQueryOptions(params.slug ?? '', locale));

/** /p/{slug}: a page staff published (About Us, Privacy Policy …); otherwise '404 - Page Not Found'. */
export function Component() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const page = usePublicPage(slug);
  const title = page.data ? page.data.seoTitle || page.data.title : null;

  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);

  if (page.isPending) return <StatusMessage busy text={t('publicPage.loading')} />;
  if (page.isError) {
    if (page.error instanceof ApiError && page.error.status === 404) {
      return <NotFoundPage title={t('public.pageNotFound')} text={t('public.pageNotFoundText')} />;
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <ErrorAlert>{describeError(page.error, t('publicPage.loadFailed'))}</ErrorAlert>
      </div>
    );
  }
  return <PageArticle page={page.data} />;
}
