import { localeUpdateResponseSchema } from '@careercard/shared/account';
import type { Locale } from '@careercard/shared/locale';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function updateLocale(locale: Locale) {
  return apiRequest('/user/locale', {
    method: 'PUT',
    json: { locale },
    schema: localeUpdateResponseSchema,
  });
}

export function useUpdateLocale() {
  return useMutation({ mutationFn: updateLocale });
}
