import type { PublicPage } from '@careercard/shared/pages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, apiRequest } from '@/lib/api-client';

/**
 * A Published page for a visitor, in the interface's language when the page has it (the API
 * client sends it as Accept-Language; `language` says which came); a Draft or missing one fails
 * with the server's 404.
 */
async function getPublicPage(slug: string) {
  return (await apiRequest<{ data: PublicPage }>(`/pages/${encodeURIComponent(slug)}`)).data;
}

/** One entry per language asked in, so switching language fetches the page again. */
export const publicPageQueryOptions = (slug: string, locale: string) =>
  queryOptions({
    queryKey: ['public-page', slug, locale],
    queryFn: () => getPublicPage(slug),
    // A missing page stays missing; a dropped connection is worth another try.
    retry: (failures, error) => !(error instanceof ApiError) && failures < 2,
    // While the other language loads, the page stays as it was rather than a spinner.
    placeholderData: (previous: PublicPage | undefined) =>
      previous?.slug === slug ? previous : undefined,
  });

export function usePublicPage(slug: string) {
  const { i18n } = useTranslation();
  return useQuery(publicPageQueryOptions(slug, i18n.language));
}
