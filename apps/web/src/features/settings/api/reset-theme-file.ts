import { siteThemeResponseSchema, type ThemeFileKind } from '@careercard/shared/theme';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { siteThemeQueryKey } from '@/lib/site-theme';

/** Goes back to the built-in logo or favicon. */
async function resetThemeFile(kind: ThemeFileKind) {
  return (
    await apiRequest(`/admin/theme/${kind}`, { method: 'DELETE', schema: siteThemeResponseSchema })
  ).data;
}

export function useResetThemeFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetThemeFile,
    // The answer is the new theme: the whole page takes it at once.
    onSuccess: (theme) => queryClient.setQueryData(siteThemeQueryKey, theme),
  });
}
