import type { Locale } from '@careercard/shared/locale';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

async function updateLocale(locale: Locale) {
  // The schema (and zod with it) loads when a choice is saved: every page keeps the account's
  // language in step, and zod is no part of the landing page's first JavaScript.
  const { localeUpdateResponseSchema } = await import('@careercard/shared/account');
  return apiRequest('/user/locale', {
    method: 'PUT',
    json: { locale },
    schema: localeUpdateResponseSchema,
  });
}

export function useUpdateLocale() {
  return useMutation({ mutationFn: updateLocale });
}
